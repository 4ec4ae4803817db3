//! The frame time of a game's screen while AI seats play it: opens the window on a new match
//! of the game with AI on every seat, lets it warm up, then times `FRAMES` frames (the whole
//! frame: the match, the views, egui and the renderer; with a software renderer this is CPU
//! time) and prints the mean, the 95th percentile and the worst. `empty` times an empty
//! window with a 2D camera the same way, the yardstick (`tools/frame_cost.sh` runs all five
//! and prints the ratios).
//!   cargo run --example frame_time -- helsinki1918 600
//!   cargo run --example frame_time -- empty 600

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_egui::EguiPlugin;
use pelikaappi::{
    ai::Strength,
    app::{
        AppPlugin, Screen,
        cupboard::ActiveGame,
        settings::{AnimationSpeed, Settings},
    },
    games::{
        core::SeatKind,
        eile::EileSetup,
        helsinki1918::HelsinkiSetup,
        razboiniki::RazSetup,
        suomi1918::SuomiSetup,
        table::{DiceSeed, MatchStart},
    },
    rules::{
        Game, eile::Eile, helsinki1918::Helsinki1918, razboiniki::Razboiniki, suomi1918::Suomi1918,
    },
};

const WARM_UP: usize = 120;

#[derive(Resource)]
struct Timing {
    frames: usize,
    last: Option<Instant>,
    seen: usize,
    times: Vec<Duration>,
    game: &'static str,
}

fn main() {
    let game = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "helsinki1918".into());
    let frames: usize = std::env::args()
        .nth(2)
        .and_then(|n| n.parse().ok())
        .unwrap_or(600);
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Pelikaappi frame time".into(),
            resolution: (1280, 800).into(),
            present_mode: bevy::window::PresentMode::AutoNoVsync,
            ..default()
        }),
        ..default()
    }));
    if game == "empty" {
        app.add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
        });
        app.insert_resource(Timing {
            frames,
            last: None,
            seen: 0,
            times: Vec::new(),
            game: "empty",
        });
        app.add_systems(Last, measure_empty);
        app.run();
        return;
    }
    app.add_plugins(EguiPlugin::default());
    app.add_plugins((AppPlugin, pelikaappi::games::plugin));
    let ai = SeatKind::Ai(Strength::Quick);
    let id: &'static str = match game.as_str() {
        "razboiniki" => {
            app.insert_resource(RazSetup {
                seats: vec![ai; 2],
                ..Default::default()
            });
            Razboiniki::ID
        }
        "suomi1918" => {
            app.insert_resource(SuomiSetup {
                seats: vec![ai; 2],
                ..Default::default()
            });
            Suomi1918::ID
        }
        "eile" => {
            let mut setup = EileSetup::default();
            for s in &mut setup.seats {
                *s = ai;
            }
            app.insert_resource(setup);
            Eile::ID
        }
        _ => {
            app.insert_resource(HelsinkiSetup {
                seats: vec![ai; 3],
                ..Default::default()
            });
            Helsinki1918::ID
        }
    };
    app.insert_resource(Settings {
        ai_delay: 0.05,
        animation: AnimationSpeed::Fast,
        ..Settings::load()
    });
    app.insert_resource(ActiveGame(id));
    app.insert_resource(MatchStart::new_game(id));
    app.insert_resource(DiceSeed(1));
    app.insert_resource(Timing {
        frames,
        last: None,
        seen: 0,
        times: Vec::new(),
        game: id,
    });
    app.add_systems(
        Update,
        |screen: Res<State<Screen>>, mut next: ResMut<NextState<Screen>>| {
            if *screen.get() == Screen::Title {
                next.set(Screen::Playing);
            }
        },
    );
    app.add_systems(Last, measure);
    app.add_systems(PostUpdate, experiment);
    app.run();
}

/// The breakdown's experiments, one at a time, named by `FRAME_EXPERIMENT`: `msaa-off` (no
/// multisampling on the camera), `no-meshes` (every 2D mesh hidden: the board and pieces),
/// `no-text` (every board text hidden), `no-egui` (the panels not drawn).
fn experiment(
    mut cameras: Query<&mut Msaa, With<Camera2d>>,
    mut meshes: Query<&mut Visibility, (With<Mesh2d>, Without<Text2d>)>,
    mut texts: Query<&mut Visibility, (With<Text2d>, Without<Mesh2d>)>,
    mut egui_settings: Query<&mut bevy_egui::EguiContextSettings>,
) {
    let Ok(what) = std::env::var("FRAME_EXPERIMENT") else {
        return;
    };
    match what.as_str() {
        "msaa-off" => cameras.iter_mut().for_each(|mut m| *m = Msaa::Off),
        "msaa-2" => cameras.iter_mut().for_each(|mut m| *m = Msaa::Sample2),
        "no-meshes" => meshes.iter_mut().for_each(|mut v| *v = Visibility::Hidden),
        "no-text" => texts.iter_mut().for_each(|mut v| *v = Visibility::Hidden),
        "no-egui" => {
            for mut s in &mut egui_settings {
                s.run_manually = true;
            }
        }
        _ => {}
    }
}

fn measure(t: ResMut<Timing>, screen: Res<State<Screen>>, exit: MessageWriter<AppExit>) {
    if *screen.get() == Screen::Playing {
        measure_empty(t, exit);
    }
}

fn measure_empty(mut t: ResMut<Timing>, mut exit: MessageWriter<AppExit>) {
    let now = Instant::now();
    if let Some(last) = t.last {
        t.seen += 1;
        if t.seen > WARM_UP {
            t.times.push(now - last);
        }
    }
    t.last = Some(now);
    if t.times.len() >= t.frames {
        let mut ms: Vec<f64> = t.times.iter().map(|d| d.as_secs_f64() * 1000.0).collect();
        ms.sort_by(f64::total_cmp);
        let mean = ms.iter().sum::<f64>() / ms.len() as f64;
        let p95 = ms[(ms.len() * 95 / 100).min(ms.len() - 1)];
        let worst = ms[ms.len() - 1];
        println!(
            "{{\"game\":\"{}\",\"frames\":{},\"mean_ms\":{mean:.2},\"p95_ms\":{p95:.2},\"worst_ms\":{worst:.2}}}",
            t.game,
            ms.len()
        );
        exit.write(AppExit::Success);
    }
}
