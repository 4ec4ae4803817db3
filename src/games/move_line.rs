//! The move line: the player types an action in the game's notation (the legal ones offered
//! as they type), and questions that say the position: `?last` (the last move), `?turn`
//! (whose turn), `?moves` (every legal move), and the game's own (`TableGame::describe`: the
//! pieces of a side, what stands on a field). Keys: M puts the keys on the line, L says the
//! last move, T whose turn, K the legal moves. A refusal or an answer is said in words under
//! the line (and, on the web page, to the screen reader's live region), so that a whole game
//! can be played without looking at the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::{
    app::{AppSystems, Screen, audio::Sfx, input::Intent},
    games::table::{Match, Reply, TableGame},
    rules::{Game, ToMove},
    tr,
};

/// The most legal moves offered under the line.
const MOST_OFFERED: usize = 12;

/// The line being typed, what was sent from it, and what was said back.
#[derive(Resource, Default, Debug)]
pub struct MoveLine {
    pub text: String,
    /// Put the keys on the line when it is next drawn.
    pub focus: bool,
    /// A line sent (Enter), for the game's system to read.
    pub submitted: Option<String>,
    /// The last answer or refusal, in words.
    pub said: Option<String>,
}

/// `text` as the line compares it: lower case, spaces gone.
fn normalized(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The legal actions whose notation starts as `text` does (all when it is empty), at most
/// `MOST_OFFERED`, in the game's order.
pub fn offered<G: Game>(game: &G, legal: &[G::Action], text: &str) -> Vec<String> {
    let typed = normalized(text);
    legal
        .iter()
        .map(|a| game.format_action(a))
        .filter(|n| normalized(n).starts_with(&typed))
        .take(MOST_OFFERED)
        .collect()
}

/// The legal action `text` names: its notation exactly, or the same but for case and spaces,
/// or the only legal notation that starts so. Why not, in words.
pub fn typed_action<G: Game>(
    game: &G,
    legal: &[G::Action],
    text: &str,
) -> Result<G::Action, String> {
    let text = text.trim();
    if let Ok(action) = game.parse_action(text)
        && legal.contains(&action)
    {
        return Ok(action);
    }
    let typed = normalized(text);
    let named: Vec<&G::Action> = legal
        .iter()
        .filter(|a| normalized(&game.format_action(a)) == typed)
        .collect();
    if let [one] = named[..] {
        return Ok(one.clone());
    }
    let starting: Vec<&G::Action> = legal
        .iter()
        .filter(|a| normalized(&game.format_action(a)).starts_with(&typed))
        .collect();
    match starting[..] {
        [one] if !typed.is_empty() => Ok(one.clone()),
        [] => Err(tr!(
            "move-line-illegal",
            text = text,
            moves = offered(game, legal, "").join(", ")
        )),
        _ => Err(tr!(
            "move-line-which",
            text = text,
            moves = offered(game, legal, text).join(", ")
        )),
    }
}

/// Whether `text` asks to roll the die (in any of the cupboard's languages).
fn asks_to_roll(text: &str) -> bool {
    let t = normalized(text);
    [
        "r",
        "roll",
        "heitä",
        "heita",
        "würfeln",
        "wurfeln",
        "бросок",
        "бросить",
    ]
    .contains(&t.as_str())
        || t == normalized(&tr!("move-line-roll-word"))
}

/// The human's reply this frame: a move typed on the line first, else the game's own input.
pub fn human_reply<G: TableGame>(
    m: &mut Match<G>,
    intents: &[Intent],
    pointer: crate::app::input::BoardPointer,
) -> Reply<G> {
    match m.typed.take() {
        Some(action) => Reply::act(action),
        None => G::human_turn(m, intents, pointer),
    }
}

/// The answer to a question on the line (`?…`), or none if it is not one.
fn answer<G: TableGame>(m: &Match<G>, question: &str) -> Option<String> {
    let q = question.trim().trim_start_matches('?').trim();
    let (word, rest) = q.split_once(' ').unwrap_or((q, ""));
    Some(match normalized(word).as_str() {
        "last" | "l" => m
            .log
            .iter()
            .rev()
            .find(|l| !l.text.is_empty())
            .map_or_else(|| tr!("move-line-no-moves-yet"), |l| l.text.clone()),
        "turn" | "t" => turn_words(m),
        "moves" | "k" => {
            let all: Vec<String> = m
                .seat_actions()
                .iter()
                .map(|a| m.game.format_action(a))
                .collect();
            if all.is_empty() {
                tr!("move-line-no-choice")
            } else {
                tr!("move-line-moves", count = all.len(), moves = all.join(", "))
            }
        }
        "" | "help" | "h" => tr!("move-line-help"),
        _ => m
            .game
            .describe(word, rest.trim())
            .unwrap_or_else(|| tr!("move-line-unknown-question", question = q)),
    })
}

/// The answer to `?pieces NAME` for `sides` (each side's name and a describer): the sides
/// whose name starts as `wanted` does (every side when it is empty), described one after the
/// other, or that no side has the name.
pub fn describe_sides<S: Copy>(
    wanted: &str,
    sides: impl IntoIterator<Item = (S, String)>,
    describe: impl Fn(S) -> String,
) -> String {
    let named = wanted.trim().to_lowercase();
    let lines: Vec<String> = sides
        .into_iter()
        .filter(|(_, name)| named.is_empty() || name.to_lowercase().starts_with(&named))
        .map(|(side, _)| describe(side))
        .collect();
    if lines.is_empty() {
        tr!("move-line-no-such-side", side = wanted.trim())
    } else {
        lines.join(" ")
    }
}

/// Whether seat `s` is played here: this client's seat online, a human seat at this table.
fn is_mine<G: TableGame>(m: &Match<G>, s: crate::rules::Seat) -> bool {
    match &m.remote {
        Some(r) => r.seat == Some(s),
        None => m.seats[s.index()] == crate::games::core::SeatKind::Human,
    }
}

/// Whose turn it is, in words.
fn turn_words<G: TableGame>(m: &Match<G>) -> String {
    match m.game.to_move() {
        ToMove::Over => tr!("move-line-over"),
        ToMove::Chance => match m.game.acting_seat() {
            Some(s) => tr!("move-line-roll-of", side = m.game.seat_name(s)),
            None => tr!("move-line-chance"),
        },
        ToMove::Seat(s) => {
            if is_mine(m, s) {
                tr!(
                    "move-line-your-turn",
                    side = m.game.seat_name(s),
                    count = m.seat_actions().len()
                )
            } else {
                tr!("move-line-their-turn", side = m.game.seat_name(s))
            }
        }
    }
}

/// Reads what was sent from the line: a question is answered, a roll asked for rolls, a move
/// becomes the human's action for `human_reply`; anything else is refused in words.
fn take_typed<G: TableGame>(
    mut line: ResMut<MoveLine>,
    mut m: ResMut<Match<G>>,
    mut intents: MessageWriter<Intent>,
    mut sfx: MessageWriter<Sfx>,
) {
    let Some(text) = line.submitted.take() else {
        return;
    };
    let said = if text.trim_start().starts_with('?') {
        answer(&m, &text).unwrap_or_default()
    } else if m.replay.is_some() {
        tr!("move-line-replay")
    } else {
        match m.game.to_move() {
            ToMove::Chance
                if asks_to_roll(&text) && m.game.acting_seat().is_some_and(|s| is_mine(&m, s)) =>
            {
                intents.write(Intent::Confirm);
                String::new()
            }
            ToMove::Seat(s) if is_mine(&m, s) => {
                match typed_action(&m.game, &m.seat_actions(), &text) {
                    Ok(action) => {
                        info!("{} typed move {}", G::ID, m.game.format_action(&action));
                        m.typed = Some(action);
                        String::new()
                    }
                    Err(why) => {
                        sfx.write(Sfx::Refuse);
                        why
                    }
                }
            }
            _ => turn_words(&m),
        }
    };
    if !said.is_empty() {
        info!("move line says: {said}");
    }
    line.said = (!said.is_empty()).then_some(said);
}

/// The keys that put the keys on the line and ask the position's questions (while no text
/// field has the keys).
fn line_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut contexts: EguiContexts,
    mut line: ResMut<MoveLine>,
) -> Result {
    if contexts.ctx_mut()?.egui_wants_keyboard_input() {
        return Ok(());
    }
    if keys.just_pressed(KeyCode::KeyM) {
        line.focus = true;
    }
    for (key, question) in [
        (KeyCode::KeyL, "?last"),
        (KeyCode::KeyT, "?turn"),
        (KeyCode::KeyK, "?moves"),
    ] {
        if keys.just_pressed(key) {
            line.submitted = Some(question.to_string());
        }
    }
    Ok(())
}

/// The line in a side panel: the field, the legal moves that fit what is typed (a click
/// sends one), and what was said.
pub fn move_line<G: TableGame>(ui: &mut egui::Ui, line: &mut MoveLine, m: &Match<G>) {
    ui.horizontal(|ui| {
        let label = ui.label(egui::RichText::new(tr!("move-line-label")).size(14.0));
        // The label names the field for a screen reader.
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut line.text)
                    .hint_text(tr!("move-line-hint"))
                    .desired_width(ui.available_width()),
            )
            .labelled_by(label.id);
        if line.focus {
            field.request_focus();
            line.focus = false;
        }
        if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            let text = std::mem::take(&mut line.text);
            if !text.trim().is_empty() {
                line.submitted = Some(text);
            }
        }
    });
    if !line.text.trim().is_empty() && !line.text.trim_start().starts_with('?') {
        ui.horizontal_wrapped(|ui| {
            for notation in offered(&m.game, &m.seat_actions(), &line.text) {
                if ui.small_button(&notation).clicked() {
                    line.text.clear();
                    line.submitted = Some(notation);
                }
            }
        });
    }
    if let Some(said) = &line.said {
        ui.label(egui::RichText::new(said).size(14.0).italics());
    }
}

/// What a screen reader is told: each new line of the move log, whose turn when it changes,
/// and each answer of the move line. On the web page it goes to the page's live region
/// (`window.pelikaappiSay` in web/index.html); everywhere it is in the log as `says: …`.
fn announce<G: TableGame>(
    m: Res<Match<G>>,
    line: Res<MoveLine>,
    mut told: Local<(usize, String, Option<String>)>,
) {
    let (logged, turn, said) = &mut *told;
    let mut out = Vec::new();
    if m.log.len() < *logged {
        *logged = 0;
    }
    out.extend(m.log[*logged..].iter().map(|l| l.text.clone()));
    *logged = m.log.len();
    let now = turn_words(&m);
    if now != *turn {
        out.push(now.clone());
        *turn = now;
    }
    if line.said != *said {
        if let Some(s) = &line.said {
            out.push(s.clone());
        }
        said.clone_from(&line.said);
    }
    let text = out.join(" ");
    if !text.trim().is_empty() {
        crate::app::live::say(&text);
    }
}

/// The move line's systems for game `G` (headless too: a test types through `MoveLine`).
pub fn plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<MoveLine>();
    app.add_systems(
        Update,
        (
            take_typed::<G>.before(AppSystems::Decide),
            announce::<G>.after(AppSystems::Decide),
        )
            .run_if(resource_exists::<Match<G>>)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The move line's keys, once for every game (with the windowed app's egui).
pub fn keys_plugin(app: &mut App) {
    app.init_resource::<MoveLine>();
    app.add_systems(
        Update,
        line_keys
            .run_if(in_state(Screen::Playing))
            .before(AppSystems::Decide),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::razboiniki::{RazOptions, Razboiniki};

    #[test]
    fn a_move_is_read_by_its_notation_its_spelling_or_a_unique_start() {
        let game = Razboiniki::new(&RazOptions::default()).unwrap();
        let legal = game.legal_actions();
        let first = game.format_action(&legal[0]);
        assert_eq!(typed_action(&game, &legal, &first).unwrap(), legal[0]);
        assert_eq!(
            typed_action(&game, &legal, &format!("  {} ", first.to_uppercase())).unwrap(),
            legal[0]
        );
        assert!(typed_action(&game, &legal, "zz9").is_err());
        let all = offered(&game, &legal, "");
        assert_eq!(all.len(), legal.len().min(MOST_OFFERED));
        assert!(offered(&game, &legal, &first).contains(&first));
    }
}
