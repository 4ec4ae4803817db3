//! The online screen's correspondence parts: the pace of a new room (live, or by
//! correspondence with a time per move) and "Your online games", the player's rooms on this
//! server with whose move it is and the time left.

use bevy_egui::egui;

use crate::tr;

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

/// "3 days", "1 day", "2 d 5 h", "5 h 20 min", "12 min" (in the player's language).
pub fn duration_text(seconds: u64) -> String {
    let (days, hours, minutes) = (
        seconds / 86_400,
        seconds % 86_400 / 3600,
        seconds % 3600 / 60,
    );
    match (days, hours) {
        (d, 0) if d > 0 => tr!("duration-days", days = d),
        (d, h) if d > 0 => tr!("duration-days-hours", days = d, hours = h),
        (_, h) if h > 0 => tr!("duration-hours-minutes", hours = h, minutes = minutes),
        _ => tr!("duration-minutes", minutes = minutes.max(1)),
    }
}

/// How a room's pace reads ("live", "by correspondence, 3 days a move, then the AI …").
pub fn pace_text(pace: Pace) -> String {
    match pace {
        Pace::Live => tr!("pace-live"),
        Pace::Slow {
            seconds_per_move: None,
            ..
        } => tr!("pace-slow-unlimited"),
        Pace::Slow {
            seconds_per_move: Some(s),
            on_timeout,
        } => tr!(
            "pace-slow",
            time = duration_text(s),
            then = match on_timeout {
                OnTimeout::Ai => tr!("pace-then-ai"),
                OnTimeout::Lose => tr!("pace-then-lose"),
            }
        ),
    }
}

/// The pace buttons of "Create a room" (each press steps to the next choice).
pub fn pace_buttons(ui: &mut egui::Ui, nav: &mut MenuNav, choice: &mut PaceChoice) {
    let pace = if choice.slow {
        tr!("pace-button-slow")
    } else {
        tr!("pace-button-live")
    };
    if nav_button(ui, nav, &pace, true) {
        choice.slow = !choice.slow;
    }
    if choice.slow {
        let time = match MOVE_TIMES[choice.time % MOVE_TIMES.len()] {
            None => tr!("pace-time-none"),
            Some(s) => tr!("pace-time", time = duration_text(s)),
        };
        if nav_button(ui, nav, &time, true) {
            choice.time = (choice.time + 1) % MOVE_TIMES.len();
        }
        if !choice.time.is_multiple_of(MOVE_TIMES.len()) {
            let then = if choice.lose_on_time {
                tr!("pace-out-lose")
            } else {
                tr!("pace-out-ai")
            };
            if nav_button(ui, nav, &then, true) {
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
        return match (lost == game.seat, game.resigned) {
            (true, false) => tr!("standing-you-out-of-time"),
            (false, false) => tr!("standing-seat-out-of-time", seat = lost + 1),
            (true, true) => tr!("standing-you-resigned"),
            (false, true) => tr!("standing-seat-resigned", seat = lost + 1),
        };
    }
    if game.over {
        return match game.places.get(usize::from(game.seat)) {
            Some(1) => tr!("standing-you-won"),
            Some(p) => tr!("standing-you-placed", place = *p),
            None => tr!("standing-over"),
        };
    }
    if !game.started {
        return tr!("standing-waiting");
    }
    let whose = match game.to_move {
        Some(s) if s == game.seat => tr!("standing-your-move"),
        Some(s) => tr!("standing-seat-move", seat = u32::from(s) + 1),
        None => tr!("standing-server-move"),
    };
    match game.deadline {
        Some(d) if d > now => tr!(
            "standing-time-left",
            whose = whose,
            time = duration_text(d - now)
        ),
        Some(_) => tr!("standing-time-up", whose = whose),
        None => whose,
    }
}

/// "Your online games": each kept room with how it stands (as far as the server has said);
/// returns the room to go back to and the room to forget, if one was chosen.
pub fn games_list(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    mine: &[KeptRoom],
    games: Option<&Vec<GameSummary>>,
    cupboard: &Cupboard,
    now: u64,
) -> (Option<KeptRoom>, Option<KeptRoom>) {
    let (mut open, mut forget) = (None, None);
    ui.label(
        egui::RichText::new(tr!("games-heading"))
            .size(20.0)
            .strong(),
    );
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
        let title = cupboard
            .get(&room.game)
            .map_or_else(|| tr!("online-a-game"), |e| e.title.to_string());
        let standing = match game {
            Some(g) => standing_text(g, now),
            None if games.is_some() => tr!("games-gone"),
            None => tr!("games-asking"),
        };
        let label = tr!(
            "games-line",
            code = &room.code,
            title = title,
            seat = u32::from(room.seat) + 1,
            standing = standing
        );
        if nav_button(ui, nav, &label, true) {
            open = Some(room.clone());
        }
        if ui
            .small_button(tr!("games-forget", code = &room.code))
            .clicked()
        {
            forget = Some(room.clone());
        }
    }
    (open, forget)
}
