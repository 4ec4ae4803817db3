//! The verse card shown when a starred place's verse is read.

use super::*;

/// The verse card on screen: the HUD draws it, a click or Space closes it.
#[derive(Resource, Default, Debug, Clone)]
pub struct VerseCard {
    pub shown: Option<VerseShown>,
}

#[derive(Debug, Clone)]
pub struct VerseShown {
    pub circle: usize,
    pub side: Side,
    /// The place's height on the map (world units): the card goes where it does not cover it.
    pub world_y: f32,
    /// Close by itself after this many seconds (no human at the table), else wait.
    pub auto_close: Option<f32>,
    pub age: f32,
}

/// Closes the verse card on a click, any key or button, or its timer.
pub(super) fn close_verse_card(
    mut card: ResMut<VerseCard>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    time: Res<Time>,
) {
    let intents: Vec<Intent> = intents.read().copied().collect();
    let Some(shown) = card.shown.as_mut() else {
        return;
    };
    shown.age += time.delta_secs();
    let clicked = pointer.is_some_and(|p| p.clicked);
    // A click that opened the card does not close it in the same moment.
    // Any key or button closes it (in a replay the arrows step on at once).
    let pressed = shown.age > 0.25 && (clicked || !intents.is_empty());
    let timed_out = shown.auto_close.is_some_and(|t| shown.age >= t);
    if pressed || timed_out {
        card.shown = None;
    }
}
