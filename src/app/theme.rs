//! Colours, fonts and the egui look shared by every screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The warm palette of an old printed game.
pub mod palette {
    use bevy::prelude::Color;

    pub const TABLE: Color = Color::srgb(0.16, 0.11, 0.08);
    pub const PAPER: Color = Color::srgb(0.96, 0.91, 0.78);
    pub const PAPER_DARK: Color = Color::srgb(0.88, 0.80, 0.62);
    pub const INK: Color = Color::srgb(0.18, 0.13, 0.10);
    pub const FRAME: Color = Color::srgb(0.42, 0.24, 0.12);
    pub const PROTECTED: Color = Color::srgb(0.36, 0.55, 0.78);
    pub const HIGHLIGHT: Color = Color::srgb(1.0, 0.84, 0.20);
    pub const DANGER: Color = Color::srgb(0.85, 0.15, 0.12);
}

/// The fonts: DejaVu covers Latin and Cyrillic (licence in assets/shared/fonts).
#[derive(Resource, Clone)]
pub struct Fonts {
    pub sans: Handle<Font>,
    pub serif_bold: Handle<Font>,
}

const SANS: &[u8] = include_bytes!("../../assets/shared/fonts/DejaVuSans.ttf");
const SERIF_BOLD: &[u8] = include_bytes!("../../assets/shared/fonts/DejaVuSerif-Bold.ttf");

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::TABLE));
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    let sans = fonts.add(Font::from_bytes(SANS.to_vec()));
    let serif_bold = fonts.add(Font::from_bytes(SERIF_BOLD.to_vec()));
    app.insert_resource(Fonts { sans, serif_bold });
    app.add_systems(Startup, spawn_camera);
    app.init_resource::<EguiStyled>();
    app.init_resource::<TextEditing>();
    app.add_systems(EguiPrimaryContextPass, style_egui.before(EguiUiSystems));
    app.add_systems(
        EguiPrimaryContextPass,
        buttons_for_fingers
            .after(style_egui)
            .before(EguiUiSystems)
            .run_if(resource_exists_and_changed::<super::touch::TouchScreen>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        follow_contrast.after(style_egui).before(EguiUiSystems),
    );
    app.configure_sets(EguiPrimaryContextPass, EguiUiSystems.run_if(egui_ready));
}

/// Every egui screen runs in this set, once the fonts are in place.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EguiUiSystems;

/// Frames since the egui fonts were set (they take effect a frame later).
#[derive(Resource, Default)]
struct EguiStyled(u8);

/// A text field has the keyboard: key presses are its characters, not intents.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq)]
pub struct TextEditing(pub bool);

fn egui_ready(styled: Res<EguiStyled>) -> bool {
    styled.0 >= 2
}

/// The table's camera: the one the window shows and the pointer reads (the baked board has a
/// camera of its own).
#[derive(Component)]
pub struct TableCamera;

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        TableCamera,
        Camera2d,
        // No multisampling: it costs a software renderer more than the rest of the frame.
        // What this camera draws fades its own edges out (`paint::Edges::Feathered`); the
        // baked board is multisampled by its own camera.
        Msaa::Off,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: bevy::camera::ScalingMode::AutoMin {
                min_width: 1280.0,
                min_height: 800.0,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// Sets egui's fonts and colours once.
fn style_egui(
    mut contexts: EguiContexts,
    mut styled: ResMut<EguiStyled>,
    mut editing: ResMut<TextEditing>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Keyboard and gamepad go through our intents; egui must not keep a focused
    // widget that Space or Enter would press a second time. A text field (the online
    // screen's address and room code) keeps its focus while the player types, and the keys
    // are its own meanwhile.
    let typing = ctx.text_edit_focused();
    editing.set_if_neq(TextEditing(typing));
    if !typing && let Some(id) = ctx.memory(|m| m.focused()) {
        ctx.memory_mut(|m| m.surrender_focus(id));
    }
    if styled.0 > 0 {
        styled.0 = styled.0.saturating_add(1).min(2);
        return Ok(());
    }
    ctx.set_fonts(font_definitions());
    let mut style = (*ctx.global_style()).clone();
    style.visuals = visuals(false);
    text_sizes(&mut style);
    ctx.set_global_style(style);
    styled.0 = 1;
    Ok(())
}

/// egui's colours: the cupboard's paper and ink, or (high contrast) black on white, every
/// widget outlined, the hovered and pressed ones yellow.
pub fn visuals(high_contrast: bool) -> egui::Visuals {
    let mut v = egui::Visuals::light();
    if !high_contrast {
        v.panel_fill = egui::Color32::from_rgb(245, 232, 200);
        v.window_fill = egui::Color32::from_rgb(248, 238, 212);
        v.override_text_color = Some(egui::Color32::from_rgb(46, 33, 25));
        return v;
    }
    let (black, white) = (egui::Color32::BLACK, egui::Color32::WHITE);
    v.panel_fill = white;
    v.window_fill = white;
    v.extreme_bg_color = white;
    v.override_text_color = Some(black);
    v.window_stroke = egui::Stroke::new(2.0, black);
    v.selection.bg_fill = egui::Color32::from_rgb(0, 60, 200);
    v.selection.stroke = egui::Stroke::new(2.0, white);
    for w in [&mut v.widgets.inactive, &mut v.widgets.noninteractive] {
        w.bg_stroke = egui::Stroke::new(1.5, black);
        w.fg_stroke = egui::Stroke::new(1.5, black);
    }
    v.widgets.inactive.bg_fill = white;
    v.widgets.inactive.weak_bg_fill = white;
    // Hovered and pressed widgets turn yellow (strong text takes the pressed widget's ink,
    // so that stays black).
    let yellow = egui::Color32::from_rgb(255, 220, 0);
    for w in [
        &mut v.widgets.hovered,
        &mut v.widgets.active,
        &mut v.widgets.open,
    ] {
        w.bg_fill = yellow;
        w.weak_bg_fill = yellow;
        w.bg_stroke = egui::Stroke::new(2.5, black);
        w.fg_stroke = egui::Stroke::new(2.0, black);
    }
    v
}

/// The player switched high contrast on or off: egui's colours follow.
fn follow_contrast(
    mut contexts: EguiContexts,
    settings: Option<Res<super::settings::Settings>>,
    styled: Res<EguiStyled>,
    mut applied: Local<Option<bool>>,
) -> Result {
    let wanted = settings.is_some_and(|s| s.high_contrast);
    if styled.0 == 0 || *applied == Some(wanted) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut style = (*ctx.global_style()).clone();
    style.visuals = visuals(wanted);
    ctx.set_global_style(style);
    *applied = Some(wanted);
    Ok(())
}

/// Once the player touched the screen, every button is tall enough for a finger.
fn buttons_for_fingers(
    mut contexts: EguiContexts,
    touch: Res<super::touch::TouchScreen>,
    styled: Res<EguiStyled>,
) -> Result {
    if !touch.0 || styled.0 == 0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut style = (*ctx.global_style()).clone();
    super::touch::touch_sized_buttons(&mut style);
    ctx.set_global_style(style);
    Ok(())
}

/// An egui colour from a Bevy colour.
pub fn egui_color(color: Color) -> egui::Color32 {
    let c = color.to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// A big title in the serif face.
pub fn title_text(text: &str, size: f32) -> egui::RichText {
    egui::RichText::new(text).font(egui::FontId::new(
        size,
        egui::FontFamily::Name("title".into()),
    ))
}

/// The sizes of egui's text styles in the cupboard (a text without a size of its own).
pub(crate) fn text_sizes(style: &mut egui::Style) {
    for (text_style, size) in [
        (egui::TextStyle::Body, 17.0),
        (egui::TextStyle::Button, 18.0),
        (egui::TextStyle::Heading, 26.0),
        (egui::TextStyle::Small, 13.0),
        (egui::TextStyle::Monospace, 15.0),
    ] {
        if let Some(font) = style.text_styles.get_mut(&text_style) {
            font.size = size;
        }
    }
}

/// An egui context with the cupboard's fonts and text sizes, for tests that lay out screens
/// with egui alone.
#[cfg(test)]
pub(crate) fn test_context() -> egui::Context {
    let ctx = egui::Context::default();
    ctx.set_fonts(font_definitions());
    let mut style = (*ctx.global_style()).clone();
    text_sizes(&mut style);
    ctx.set_global_style(style);
    ctx
}

/// The cupboard's fonts for egui: DejaVu Sans for every text, DejaVu Serif Bold for titles.
pub(crate) fn font_definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        std::sync::Arc::new(egui::FontData::from_static(SANS)),
    );
    fonts.font_data.insert(
        "dejavu-serif-bold".into(),
        std::sync::Arc::new(egui::FontData::from_static(SERIF_BOLD)),
    );
    fonts
        .families
        .entry(egui::FontFamily::Proportional)
        .or_default()
        .insert(0, "dejavu".into());
    // Monospace (the side panels' tile rows) falls back to DejaVu: the build carries no
    // egui fonts of its own (its `default_fonts` are left out to keep the web build small).
    fonts
        .families
        .entry(egui::FontFamily::Monospace)
        .or_default()
        .push("dejavu".into());
    fonts.families.insert(
        egui::FontFamily::Name("title".into()),
        vec!["dejavu-serif-bold".into(), "dejavu".into()],
    );
    fonts
}

#[cfg(test)]
mod contrast_tests {
    use bevy_egui::egui::Color32;

    /// WCAG's contrast ratio of two colours (1 to 21).
    fn ratio(a: Color32, b: Color32) -> f32 {
        let lum = |c: Color32| {
            let ch = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.04045 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * ch(c.r()) + 0.7152 * ch(c.g()) + 0.0722 * ch(c.b())
        };
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn high_contrast_is_black_on_white_with_every_widget_outlined() {
        // "A high-contrast theme beside today's": text at WCAG AAA (7:1) or better on the
        // panels and windows and on hovered and pressed widgets, every widget outlined, and
        // strong text as dark as the rest.
        let v = super::visuals(true);
        let text = v.override_text_color.expect("one text colour");
        assert!(ratio(text, v.panel_fill) >= 7.0);
        assert!(ratio(text, v.window_fill) >= 7.0);
        assert!(ratio(v.widgets.hovered.fg_stroke.color, v.widgets.hovered.bg_fill) >= 7.0);
        assert!(v.widgets.inactive.bg_stroke.width >= 1.5);
        assert!(ratio(v.strong_text_color(), v.panel_fill) >= 7.0);
        let normal = super::visuals(false);
        assert_ne!(
            normal.panel_fill, v.panel_fill,
            "today's theme is kept beside it"
        );
        assert!(
            ratio(normal.override_text_color.unwrap(), normal.panel_fill)
                < ratio(text, v.panel_fill)
        );
    }
}
