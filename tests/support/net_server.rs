//! The in-process game server the replicon tests share: `MinimalPlugins`, replicon's server
//! ticking in `PostUpdate`, and a lobby with a fixed seed whose clients may act every frame.
#![allow(dead_code, reason = "each test binary uses the helpers it needs")]

use bevy::{ecs::schedule::ScheduleLabel, prelude::*, state::app::StatesPlugin};
use bevy_replicon::prelude::*;
use pelikaappi::net::{
    lobby::{Limits, Lobby},
    replicon::{ServerLobby, server_plugin},
};

/// A server app whose lobby draws from `seed`.
pub fn server_app(seed: u8) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        RepliconPlugins.set(ServerPlugin {
            tick_schedule: Some(PostUpdate.intern()),
            ..Default::default()
        }),
    ));
    // AI clients act every frame here: the test server allows them that.
    app.insert_resource(ServerLobby(Lobby::with_seed(
        Limits {
            requests_per_second: 100_000,
            ..Limits::default()
        },
        [seed; 32],
    )));
    app.add_plugins(server_plugin);
    app.finish();
    app
}
