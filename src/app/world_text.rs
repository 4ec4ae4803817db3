//! Texts in the world: a board's labels and numbers, and labels that are messages of the
//! message files, written again when the player picks another language.

use bevy::prelude::*;

/// A text in the world.
pub fn world_text(
    commands: &mut Commands,
    font: &Handle<Font>,
    text: &str,
    size: f32,
    color: Color,
    at: Vec2,
    z: f32,
) -> Entity {
    commands
        .spawn((
            Text2d::new(text),
            TextFont::from_font_size(size).with_font(font.clone()),
            TextColor(color),
            TextLayout::justify(Justify::Center),
            Transform::from_xyz(at.x, at.y, z),
        ))
        .id()
}

/// A world label that is a message of the message files: written again in the new language
/// when the player picks another.
#[derive(Component)]
pub struct WorldWords(pub crate::i18n::Words);

/// `world_text` of a message (`words!("key", …)`, or a key alone), kept in the player's
/// language.
pub fn world_words(
    commands: &mut Commands,
    font: &Handle<Font>,
    words: impl Into<WorldWords>,
    size: f32,
    color: Color,
    at: Vec2,
    z: f32,
) -> Entity {
    let words = words.into();
    let e = world_text(commands, font, &words.0.text(), size, color, at, z);
    commands.entity(e).insert(words);
    e
}

impl From<&str> for WorldWords {
    fn from(key: &str) -> Self {
        WorldWords(crate::i18n::Words::new(key))
    }
}

impl From<crate::i18n::Words> for WorldWords {
    fn from(words: crate::i18n::Words) -> Self {
        WorldWords(words)
    }
}

/// The player picked another language: every world label of a message follows.
pub fn rewrite_world_words(
    mut labels: Query<(&WorldWords, &mut Text2d)>,
    mut written_in: Local<Option<crate::i18n::Lang>>,
) {
    let now = crate::i18n::language();
    if written_in.replace(now).is_some_and(|was| was != now) {
        for (words, mut text) in &mut labels {
            text.0 = words.0.text();
        }
    }
}
