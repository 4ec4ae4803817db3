//! The move log: what each action did, in words, with the colour of the seat that did it.

use crate::rules::{
    Game, Seat,
    eile::{Eile, EileAction, EileEvent, StonePos},
};

pub use crate::games::core::LogLine;

fn place_name(game: &Eile, seat: Seat, pos: StonePos) -> String {
    if pos == StonePos::Star {
        return "the star".into();
    }
    if game.in_hut(pos) {
        return "the hut".into();
    }
    if let Some(t) = game.track_index(seat, pos) {
        return format!("{}", t + 1);
    }
    format!("path {}", game.path_field(pos).unwrap_or(0))
}

/// The log lines for one applied action (`game` is the state after it).
pub fn lines(game: &Eile, _action: &EileAction, events: &[EileEvent]) -> Vec<LogLine> {
    let name = |s: Seat| game.colour_name(s);
    let mut out = Vec::new();
    for event in events {
        let (seat, text) = match event {
            EileEvent::Rolled { seat, face, count } => (
                *seat,
                if face == count {
                    format!("{} rolls {face}", name(*seat))
                } else {
                    format!("{} rolls {face} = {count}", name(*seat))
                },
            ),
            EileEvent::Entered { seat, .. } => (*seat, format!("{} enters a stone", name(*seat))),
            EileEvent::Moved { seat, from, to, .. } => (
                *seat,
                format!(
                    "{} moves {} → {}",
                    name(*seat),
                    place_name(game, *seat, *from),
                    place_name(game, *seat, *to)
                ),
            ),
            EileEvent::Captured {
                seat,
                track_index,
                by,
                ..
            } => (
                *by,
                format!(
                    "{} sends {}'s stone on {} home",
                    name(*by),
                    name(*seat),
                    track_index + 1
                ),
            ),
            EileEvent::ReachedHut { seat, .. } => {
                (*seat, format!("{} reaches the Alpenhütte", name(*seat)))
            }
            EileEvent::RollLost { seat, face } => {
                (*seat, format!("{} cannot use the {face}", name(*seat)))
            }
            EileEvent::ThirdSix { seat, sent_home } => (
                *seat,
                format!(
                    "Third six! {} loses {} stone(s) to the star",
                    name(*seat),
                    sent_home.len()
                ),
            ),
            EileEvent::RollAgain { seat } => (*seat, format!("{} rolls again", name(*seat))),
            EileEvent::TurnPassed { .. } => continue,
            EileEvent::Finished { seat, place } => (
                *seat,
                format!("{} has every stone home: place {place}", name(*seat)),
            ),
            EileEvent::GameOver { outcome } => {
                let winners: Vec<&str> = outcome.winners().into_iter().map(name).collect();
                (
                    outcome.winners()[0],
                    format!("Game over: {} wins", winners.join(", ")),
                )
            }
        };
        out.push(LogLine {
            seat: Some(seat),
            text,
        });
    }
    out
}

/// A short message worth showing over the board after these events.
pub fn notice(game: &Eile, events: &[EileEvent]) -> Option<String> {
    events.iter().find_map(|e| match e {
        EileEvent::RollLost { seat, face } => Some(format!(
            "{} cannot use the {face}{}",
            game.colour_name(*seat),
            if game
                .stones(*seat)
                .iter()
                .all(|&p| p == StonePos::Star || game.in_hut(p))
            {
                " — a stone leaves the star only with a 5"
            } else {
                " — no stone can move that far"
            }
        )),
        EileEvent::ThirdSix { seat, .. } => Some(format!(
            "Third six in a row: {}'s stones go back to the star",
            game.colour_name(*seat)
        )),
        EileEvent::GameOver { outcome } => {
            Some(format!("{} wins!", game.colour_name(outcome.winners()[0])))
        }
        _ => None,
    })
}

/// Who moves or rolls now, in words; `human` tells whether that seat is a person.
pub fn turn_text(game: &Eile, human: bool) -> String {
    use crate::rules::ToMove;
    let who = game.colour_name(game.current());
    match (game.to_move(), human) {
        (ToMove::Chance, true) => format!("{who}: roll the die"),
        (ToMove::Seat(_), true) => format!("{who}: move a stone"),
        (ToMove::Chance, false) => format!("{who} (AI) rolls"),
        (ToMove::Seat(_), false) => format!("{who} (AI) moves"),
        (ToMove::Over, _) => "Game over".into(),
    }
}
