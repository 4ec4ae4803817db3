//! The online screen's correspondence parts: the pace of a new room (live, or by
//! correspondence with a time per move) and "Your online games", the player's rooms on this
//! server with whose move it is and the time left.

use bevy_egui::egui;

use crate::{
    app::{
        cupboard::Cupboard,
        menu::{MenuNav, nav_button},
        online::KeptRoom,
    },
    net::{
        protocol::{GameSummary, Request},
        store::{OnTimeout, Pace},
    },
};

/// The times per move a correspondence room offers (none, or days).
const MOVE_TIMES: [Option<u64>; 4] = [None, Some(86_400), Some(3 * 86_400), Some(7 * 86_400)];

/// The pace chosen for the next room.
#[derive(Clone, Copy, Debug, Default)]
pub struct PaceChoice {
    pub slow: bool,
    /// An index into the times per move.
    pub time: usize,
    pub lose_on_time: bool,
}

impl PaceChoice {
    pub fn pace(self) -> Pace {
        if !self.slow {
            return Pace::Live;
        }
        Pace::Slow {
            seconds_per_move: MOVE_TIMES[self.time % MOVE_TIMES.len()],
            on_timeout: if self.lose_on_time {
                OnTimeout::Lose
            } else {
                OnTimeout::Ai
            },
        }
    }
}

/// "3 days", "1 day", "5 h 20 min", "12 min".
pub fn duration_text(seconds: u64) -> String {
    let (days, hours, minutes) = (
        seconds / 86_400,
        seconds % 86_400 / 3600,
        seconds % 3600 / 60,
    );
    match (days, hours) {
        (1, 0) => "1 day".into(),
        (d, 0) if d > 1 => format!("{d} days"),
        (d, h) if d > 0 => format!("{d} d {h} h"),
        (_, h) if h > 0 => format!("{h} h {minutes} min"),
        _ => format!("{} min", minutes.max(1)),
    }
}

/// How a room's pace reads ("live", "by correspondence, 3 days a move, then the AI").
pub fn pace_text(pace: Pace) -> String {
    match pace {
        Pace::Live => "live".into(),
        Pace::Slow {
            seconds_per_move: None,
            ..
        } => "by correspondence, no time limit".into(),
        Pace::Slow {
            seconds_per_move: Some(s),
            on_timeout,
        } => format!(
            "by correspondence, {} a move, then {}",
            duration_text(s),
            match on_timeout {
                OnTimeout::Ai => "the AI plays the seat",
                OnTimeout::Lose => "the seat loses",
            }
        ),
    }
}

/// The pace buttons of "Create a room" (each press steps to the next choice).
pub fn pace_buttons(ui: &mut egui::Ui, nav: &mut MenuNav, choice: &mut PaceChoice) {
    let pace = if choice.slow {
        "Pace: by correspondence (a move when you have time)"
    } else {
        "Pace: live (everyone at the table now)"
    };
    if nav_button(ui, nav, pace, true) {
        choice.slow = !choice.slow;
    }
    if choice.slow {
        let time = match MOVE_TIMES[choice.time % MOVE_TIMES.len()] {
            None => "Time per move: no limit".to_string(),
            Some(s) => format!("Time per move: {}", duration_text(s)),
        };
        if nav_button(ui, nav, &time, true) {
            choice.time = (choice.time + 1) % MOVE_TIMES.len();
        }
        if !choice.time.is_multiple_of(MOVE_TIMES.len()) {
            let then = if choice.lose_on_time {
                "Out of time: the seat loses"
            } else {
                "Out of time: the server's AI plays the seat"
            };
            if nav_button(ui, nav, then, true) {
                choice.lose_on_time = !choice.lose_on_time;
            }
        }
    }
}

/// The request that asks how the player's kept games stand.
pub fn games_request(mine: &[KeptRoom]) -> Request {
    Request::Games {
        rooms: mine
            .iter()
            .take(crate::net::protocol::MAX_GAMES_ASKED)
            .map(|r| (r.code.clone(), r.token.clone()))
            .collect(),
    }
}

/// How one game stands, for its line in the list.
pub fn standing_text(game: &GameSummary, now: u64) -> String {
    if let Some(lost) = game.forfeit {
        return if lost == game.seat {
            "over: you ran out of time".into()
        } else {
            format!("over: seat {} ran out of time", lost + 1)
        };
    }
    if game.over {
        return match game.places.get(usize::from(game.seat)) {
            Some(1) => "over: you won".into(),
            Some(p) => format!("over: you came {p}."),
            None => "over".into(),
        };
    }
    if !game.started {
        return "waiting for players".into();
    }
    let whose = match game.to_move {
        Some(s) if s == game.seat => "your move".to_string(),
        Some(s) => format!("seat {}'s move", s + 1),
        None => "the server's move".into(),
    };
    match game.deadline {
        Some(d) if d > now => format!("{whose}, {} left", duration_text(d - now)),
        Some(_) => format!("{whose}, time is up"),
        None => whose,
    }
}

/// "Your online games": each kept room with how it stands (as far as the server has said);
/// returns the room to go back to, if one was chosen.
pub fn games_list(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    mine: &[KeptRoom],
    games: Option<&Vec<GameSummary>>,
    cupboard: &Cupboard,
    now: u64,
) -> (Option<KeptRoom>, Option<KeptRoom>) {
    let (mut open, mut forget) = (None, None);
    ui.label(egui::RichText::new("Your online games").size(20.0).strong());
    let mut sorted: Vec<(&KeptRoom, Option<&GameSummary>)> = mine
        .iter()
        .map(|r| (r, games.and_then(|g| g.iter().find(|s| s.code == r.code))))
        .collect();
    // Your move first, then the games under way, then the finished ones.
    sorted.sort_by_key(|(_, g)| match g {
        Some(g) if g.to_move == Some(g.seat) => 0,
        Some(g) if !g.over => 1,
        None => 2,
        Some(_) => 3,
    });
    for (room, game) in sorted {
        let title = cupboard.get(&room.game).map_or("a game", |e| e.title);
        let standing = match game {
            Some(g) => standing_text(g, now),
            None if games.is_some() => "not on this server any more".into(),
            None => "asking the server …".into(),
        };
        let label = format!(
            "{} — {title}, seat {}: {standing}",
            room.code,
            room.seat + 1
        );
        if nav_button(ui, nav, &label, true) {
            open = Some(room.clone());
        }
        if ui.small_button(format!("forget {}", room.code)).clicked() {
            forget = Some(room.clone());
        }
    }
    (open, forget)
}
