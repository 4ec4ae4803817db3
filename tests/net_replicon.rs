//! Online play through bevy_replicon in process (its test exchange, no socket): a server app
//! and client apps whose AI plays their seats; whole games of Eile mit Weile (two clients
//! and an AI seat), Razboiniki, the 1918 map game and Helsinki 1918 (hidden hands); a player who drops in the middle and
//! comes back with the token; a spectator who sees the whole game; the server's record
//! replays to the outcome every client saw.
#![cfg(feature = "net")]

use std::time::Duration;

use bevy::{prelude::*, state::app::StatesPlugin};
use bevy_replicon::{prelude::*, test_app::ServerTestAppExt};
use pelikaappi::{
    ai::{Strength, seeded_rng},
    net::{
        protocol::{Request, SeatPlan},
        replicon::{AutoPlayer, OnlineClient, ServerLobby, client_plugin},
    },
    rules::{Game, eile::Eile, razboiniki::Razboiniki, suomi1918::Suomi1918},
};

#[path = "support/net_server.rs"]
mod net_server;

fn server_app() -> App {
    net_server::server_app(3)
}

fn client_with(seed: u64, strength: Strength) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, RepliconPlugins, client_plugin));
    app.insert_resource(AutoPlayer::new(strength, seeded_rng(seed), Duration::ZERO));
    app.finish();
    app
}

fn ask(client: &mut App, request: Request) {
    client
        .world_mut()
        .resource_mut::<OnlineClient>()
        .outbox
        .push(request);
}

fn session(client: &App) -> &pelikaappi::net::session::ClientSession {
    &client.world().resource::<OnlineClient>().session
}

/// One round: every client sends, the server answers, every client reads.
fn round(server: &mut App, clients: &mut [&mut App]) {
    for c in clients.iter_mut() {
        c.update();
        server.exchange_with_client(c);
    }
    server.update();
    for c in clients.iter_mut() {
        server.exchange_with_client(c);
        c.update();
    }
}

fn rounds_until(
    server: &mut App,
    clients: &mut [&mut App],
    limit: usize,
    done: impl Fn(&App, &[&mut App]) -> bool,
) {
    for _ in 0..limit {
        if done(server, clients) {
            return;
        }
        round(server, clients);
    }
    panic!("not done after {limit} rounds");
}

/// The server's record of its only room replays to the outcome the clients saw.
fn check_finished<G: Game>(server: &App, clients: &[&mut App]) {
    let lobby = &server.world().resource::<ServerLobby>().0;
    let code = session(clients[0]).code.clone().expect("a room");
    let record = lobby.record(&code).expect("the room").clone();
    let replayed: G = record.replay().expect("the server's record replays");
    let outcome = replayed.outcome().expect("over");
    for c in clients {
        let mirror = session(c).mirror.as_ref().expect("a mirror");
        // Every action as the server has it, but a card this seat may not see.
        let seen = &mirror.record().actions;
        assert_eq!(seen.len(), record.actions.len());
        for (mine, server) in seen.iter().zip(&record.actions) {
            assert!(
                mine == server || mine.ends_with(":?"),
                "{mine} for {server}"
            );
        }
        assert_eq!(mirror.outcome(), Some(outcome.clone()));
    }
}

/// A room of `game` for two players (and `extra` AI seats after them): the host creates it,
/// a guest takes the second seat, a spectator watches; the game is played to its end.
fn whole_game<G: Game>(game: &str, options: &str, extra: &[SeatPlan], drop_guest: bool) {
    whole_game_with::<G>(game, options, extra, drop_guest, Strength::Quick);
}

fn whole_game_with<G: Game>(
    game: &str,
    options: &str,
    extra: &[SeatPlan],
    drop_guest: bool,
    strength: Strength,
) {
    let mut server = server_app();
    let mut host = client_with(1, strength);
    let mut guest = client_with(2, strength);
    let mut watcher = client_with(3, strength);
    for c in [&mut host, &mut guest, &mut watcher] {
        server.connect_client(c);
    }
    let mut seats = vec![SeatPlan::Open, SeatPlan::Open];
    seats.extend_from_slice(extra);
    ask(
        &mut host,
        Request::Create {
            game: game.into(),
            options: options.into(),
            seats,
            pace: Default::default(),
        },
    );
    rounds_until(&mut server, &mut [&mut host], 20, |_, c| {
        session(c[0]).code.is_some()
    });
    let code = session(&host).code.clone().unwrap();
    ask(
        &mut guest,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    ask(
        &mut watcher,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: None,
        },
    );
    let over = |_: &App, c: &[&mut App]| session(c[0]).over();
    if drop_guest {
        // Some way in, the guest's connection drops; a new connection brings it back.
        rounds_until(
            &mut server,
            &mut [&mut host, &mut guest, &mut watcher],
            2_000,
            |_, c| {
                session(c[0])
                    .mirror
                    .as_ref()
                    .is_some_and(|m| m.record().actions.len() > 30)
            },
        );
        let token = session(&guest).token.clone().expect("the guest's token");
        server.disconnect_client(&mut guest);
        round(&mut server, &mut [&mut host, &mut watcher]);
        assert!(
            session(&host)
                .seats
                .contains(&pelikaappi::net::protocol::SeatState::Player { connected: false }),
            "the host sees the guest away"
        );
        let mut back = client_with(4, strength);
        server.connect_client(&mut back);
        ask(
            &mut back,
            Request::Join {
                code: code.clone(),
                seat: None,
                token: Some(token),
            },
        );
        rounds_until(
            &mut server,
            &mut [&mut host, &mut back, &mut watcher],
            100_000,
            over,
        );
        assert_eq!(
            session(&back).seat,
            Some(1),
            "the seat came back with the token"
        );
        check_finished::<G>(&server, &[&mut host, &mut back, &mut watcher]);
    } else {
        rounds_until(
            &mut server,
            &mut [&mut host, &mut guest, &mut watcher],
            100_000,
            over,
        );
        check_finished::<G>(&server, &[&mut host, &mut guest, &mut watcher]);
    }
    assert_eq!(session(&watcher).seat, None, "the spectator watched");
}

#[test]
fn eile_between_two_clients_and_an_ai_seat_with_a_reconnect() {
    whole_game::<Eile>(
        Eile::ID,
        r#"{"players":3,"stones":2}"#,
        &[SeatPlan::Ai(Strength::Quick)],
        true,
    );
}

#[test]
fn razboiniki_between_two_clients() {
    whole_game::<Razboiniki>(Razboiniki::ID, "{}", &[], false);
}

/// Helsinki 1918 with two players (Reds against Whites and Germans) and a third client
/// watching: each mirror holds its own hand and `c:?` for the other's draws, and the game
/// ends the same for everyone. Random choices keep the game short.
#[test]
fn helsinki_between_two_clients_with_a_reconnect() {
    whole_game_with::<pelikaappi::rules::helsinki1918::Helsinki1918>(
        "helsinki1918",
        "{\"players\":2}",
        &[],
        true,
        Strength::Random,
    );
}

#[test]
fn the_1918_map_game_between_two_clients() {
    whole_game::<Suomi1918>(Suomi1918::ID, "{}", &[], true);
}
