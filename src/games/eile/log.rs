//! The move log: what each action did, in words (in the player's language), with the colour
//! of the seat that did it.

use crate::{
    rules::{
        Game, Seat,
        eile::{COLOUR_NAMES, Eile, EileAction, EileEvent, StonePos},
    },
    tr,
};

pub use crate::games::core::LogLine;

/// The colour of an arm as the players name it ("Red", "Rot", "Punainen").
pub fn arm_colour(arm: usize) -> String {
    let key = COLOUR_NAMES[arm].to_ascii_lowercase();
    tr!("eile-colour", colour = key)
}

/// The colour of a seat as the players name it.
pub fn colour(game: &Eile, seat: Seat) -> String {
    arm_colour(game.arm_of(seat))
}

pub(super) fn place_name(game: &Eile, seat: Seat, pos: StonePos) -> String {
    if pos == StonePos::Star {
        return tr!("eile-the-star");
    }
    if game.in_hut(pos) {
        return tr!("eile-the-hut");
    }
    if let Some(t) = game.track_index(seat, pos) {
        return format!("{}", t + 1);
    }
    tr!("eile-path", field = game.path_field(pos).unwrap_or(0))
}

/// The log lines for one applied action (`game` is the state after it).
pub fn lines(game: &Eile, _action: &EileAction, events: &[EileEvent]) -> Vec<LogLine> {
    let name = |s: Seat| colour(game, s);
    let mut out = Vec::new();
    for event in events {
        let (seat, text) = match event {
            EileEvent::Rolled { seat, face, count } => (
                *seat,
                if face == count {
                    tr!("eile-log-rolls", colour = name(*seat), face = *face)
                } else {
                    tr!(
                        "eile-log-rolls-count",
                        colour = name(*seat),
                        face = *face,
                        count = *count
                    )
                },
            ),
            EileEvent::Entered { seat, .. } => {
                (*seat, tr!("eile-log-enters", colour = name(*seat)))
            }
            EileEvent::Moved { seat, from, to, .. } => (
                *seat,
                tr!(
                    "eile-log-moves",
                    colour = name(*seat),
                    from = place_name(game, *seat, *from),
                    to = place_name(game, *seat, *to)
                ),
            ),
            EileEvent::Captured {
                seat,
                track_index,
                by,
                ..
            } => (
                *by,
                tr!(
                    "eile-log-captures",
                    colour = name(*by),
                    victim = name(*seat),
                    field = track_index + 1
                ),
            ),
            EileEvent::ReachedHut { seat, .. } => {
                (*seat, tr!("eile-log-reaches-hut", colour = name(*seat)))
            }
            EileEvent::RollLost { seat, face } => (
                *seat,
                tr!("eile-log-cannot-use", colour = name(*seat), face = *face),
            ),
            EileEvent::ThirdSix { seat, sent_home } => (
                *seat,
                tr!(
                    "eile-log-third-six",
                    colour = name(*seat),
                    stones = sent_home.len()
                ),
            ),
            EileEvent::RollAgain { seat } => {
                (*seat, tr!("eile-log-rolls-again", colour = name(*seat)))
            }
            EileEvent::TurnPassed { .. } => continue,
            EileEvent::Finished { seat, place } => (
                *seat,
                tr!("eile-log-finished", colour = name(*seat), place = *place),
            ),
            EileEvent::GameOver { outcome } => {
                let winners: Vec<String> = outcome.winners().into_iter().map(name).collect();
                (
                    outcome.winners()[0],
                    tr!("eile-log-game-over", colours = winners.join(", ")),
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
        EileEvent::RollLost { seat, face } => {
            let in_star = game
                .stones(*seat)
                .iter()
                .all(|&p| p == StonePos::Star || game.in_hut(p));
            Some(if in_star {
                tr!(
                    "eile-cannot-use-star",
                    colour = colour(game, *seat),
                    face = *face
                )
            } else {
                tr!(
                    "eile-cannot-use-far",
                    colour = colour(game, *seat),
                    face = *face
                )
            })
        }
        EileEvent::ThirdSix { seat, .. } => {
            Some(tr!("eile-third-six-notice", colour = colour(game, *seat)))
        }
        EileEvent::GameOver { outcome } => Some(tr!(
            "eile-wins",
            colour = colour(game, outcome.winners()[0])
        )),
        _ => None,
    })
}

/// Who moves or rolls now, in words; `human` tells whether that seat is a person.
pub fn turn_text(game: &Eile, human: bool) -> String {
    use crate::rules::ToMove;
    let who = colour(game, game.current());
    match (game.to_move(), human) {
        (ToMove::Chance, true) => tr!("eile-turn-roll", colour = who),
        (ToMove::Seat(_), true) => tr!("eile-turn-move", colour = who),
        (ToMove::Chance, false) => tr!("eile-turn-ai-rolls", colour = who),
        (ToMove::Seat(_), false) => tr!("eile-turn-ai-moves", colour = who),
        (ToMove::Over, _) => tr!("eile-game-over"),
    }
}
