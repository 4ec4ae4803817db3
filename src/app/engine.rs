//! The engine's plugins: bevy's default set for the features we build with, written out so
//! the web build can leave bevy's LogPlugin out (its filter parser brings a regex engine,
//! half a megabyte of wasm) and log to the browser console through a small filter of ours.

use bevy::{app::PluginGroupBuilder, prelude::*};

/// Bevy's `DefaultPlugins` for the cupboard's features, in bevy's order.
pub struct EnginePlugins;

impl PluginGroup for EnginePlugins {
    fn build(self) -> PluginGroupBuilder {
        let group = PluginGroupBuilder::start::<Self>().add(bevy::app::PanicHandlerPlugin);
        #[cfg(not(target_arch = "wasm32"))]
        let group = group.add(bevy::log::LogPlugin::default());
        #[cfg(target_arch = "wasm32")]
        let group = group.add(WebConsoleLog);
        let group = group
            .add(bevy::app::TaskPoolPlugin::default())
            .add(bevy::diagnostic::FrameCountPlugin)
            .add(bevy::time::TimePlugin)
            .add(bevy::transform::TransformPlugin)
            .add(bevy::diagnostic::DiagnosticsPlugin)
            .add(bevy::input::InputPlugin)
            .add(bevy::window::WindowPlugin::default())
            .add(bevy::a11y::AccessibilityPlugin);
        #[cfg(not(target_arch = "wasm32"))]
        let group = group.add(bevy::app::TerminalCtrlCHandlerPlugin);
        let group = group
            .add(bevy::asset::AssetPlugin::default())
            .add(bevy::winit::WinitPlugin::default())
            .add(bevy::render::RenderPlugin::default())
            .add(bevy::image::ImagePlugin::default())
            .add(bevy::mesh::MeshPlugin)
            .add(bevy::camera::CameraPlugin);
        #[cfg(not(target_arch = "wasm32"))]
        let group = group.add(bevy::render::pipelined_rendering::PipelinedRenderingPlugin);
        group
            .add(bevy::core_pipeline::CorePipelinePlugin)
            .add(bevy::sprite::SpritePlugin)
            .add(bevy::sprite_render::SpriteRenderPlugin)
            .add(bevy::text::TextPlugin)
            .add(bevy::audio::AudioPlugin::default())
            .add(bevy::gilrs::GilrsPlugin)
            .add(bevy::state::app::StatesPlugin)
    }
}

/// The web's log: our crate's info and everyone's warnings and errors to the browser console
/// (the web check reads the screen changes there), and the `log` crate's records (wgpu's)
/// with them.
#[cfg(target_arch = "wasm32")]
struct WebConsoleLog;

#[cfg(target_arch = "wasm32")]
impl Plugin for WebConsoleLog {
    fn build(&self, _app: &mut App) {
        use bevy::log::{
            Level,
            tracing_subscriber::{Registry, filter::Targets, layer::SubscriberExt},
        };
        let filter = Targets::new()
            .with_default(Level::WARN)
            .with_target("pelikaappi", Level::INFO);
        let console = tracing_wasm::WASMLayer::new(
            tracing_wasm::WASMLayerConfigBuilder::new()
                .set_report_logs_in_timings(false)
                .build(),
        );
        let subscriber = Registry::default().with(filter).with(console);
        // Set once per page; a second app on the page keeps the first one's log.
        let _ = bevy::log::tracing::subscriber::set_global_default(subscriber);
        let _ = tracing_log::LogTracer::init();
    }
}
