//! The game screen online, headless: a server app (bevy_replicon's test exchange, no socket)
//! and a client app with Eile mit Weile's plugin under `MinimalPlugins`. The player creates a
//! room from the setup page's choices, starts it, and plays a whole game against the
//! server's AI with the same intents as local play; the match on screen follows the server's
//! record, an action the server refuses changes nothing and says why, and another client
//! watching sees the same game.
#![cfg(feature = "app")]

use bevy::prelude::*;
use bevy_replicon::{prelude::*, test_app::ServerTestAppExt};
use pelikaappi::{
    ai::Strength,
    app::{Screen, input::Intent},
    games::{
        eile::{EileMatch, EileSetup, SeatKind, core_plugin},
        setup_page::create_request,
        table::{Match, MatchStart},
    },
    net::{
        protocol::Request,
        replicon::{OnlineClient, ServerLobby, client_plugin},
    },
    rules::{Game, ToMove, eile::Eile, eile::EileOptions},
};

#[path = "support/app.rs"]
mod support;

#[path = "support/net_server.rs"]
mod net_server;

fn server_app() -> App {
    // The seed draws the room's dice: one where Red gets to move often.
    net_server::server_app(8)
}

/// A client app with the game's plugin and the online client, on the online screen.
fn client_app() -> App {
    let mut app = support::base_app("online");
    app.add_plugins((RepliconPlugins, client_plugin));
    app.add_plugins(core_plugin);
    app.insert_resource(pelikaappi::games::table::DiceSeed(5));
    app.finish();
    app
}

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

fn client(app: &App) -> &OnlineClient {
    app.world().resource::<OnlineClient>()
}

fn ask(app: &mut App, request: Request) {
    app.world_mut()
        .resource_mut::<OnlineClient>()
        .outbox
        .push(request);
}

fn open_online_match(app: &mut App) {
    app.insert_resource(pelikaappi::app::cupboard::ActiveGame(Eile::ID));
    app.insert_resource(MatchStart::online(Eile::ID));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

#[test]
fn a_whole_online_game_on_the_game_screen() {
    let mut server = server_app();
    let mut player = client_app();
    let mut watcher = client_app();
    server.connect_client(&mut player);
    server.connect_client(&mut watcher);

    let setup = against_the_ai();
    ask(
        &mut player,
        create_request::<Eile>(&setup, Default::default()),
    );
    for _ in 0..5 {
        round(&mut server, &mut [&mut player]);
    }
    let code = client(&player)
        .session
        .code
        .clone()
        .expect("the room was made");
    assert_eq!(
        client(&player).session.seat,
        Some(0),
        "the creator sits at the first open seat"
    );
    ask(
        &mut watcher,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: None,
        },
    );
    ask(&mut player, Request::Start { code: code.clone() });
    for _ in 0..5 {
        round(&mut server, &mut [&mut player, &mut watcher]);
    }
    assert!(client(&player).session.started && client(&player).session.synced);
    open_online_match(&mut player);
    open_online_match(&mut watcher);
    round(&mut server, &mut [&mut player, &mut watcher]);
    {
        let m = player.world().resource::<EileMatch>();
        let remote = m.remote.as_ref().expect("an online match");
        assert_eq!(remote.seat, Some(pelikaappi::rules::Seat(0)));
        assert_eq!(
            m.seats,
            vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)]
        );
    }

    // An action the server refuses (it is not legal now) changes nothing and says why: asked
    // on the player's turn (the server's AI and dice may still be on their way before it).
    for _ in 0..2_000 {
        if player.world().resource::<EileMatch>().game.to_move()
            == ToMove::Seat(pelikaappi::rules::Seat(0))
        {
            break;
        }
        round(&mut server, &mut [&mut player, &mut watcher]);
    }
    let before = player.world().resource::<EileMatch>().record.actions.len();
    ask(
        &mut player,
        Request::Act {
            code: code.clone(),
            action: "no such move".into(),
            seen: before as u32,
        },
    );
    for _ in 0..3 {
        round(&mut server, &mut [&mut player, &mut watcher]);
    }
    let m = player.world().resource::<EileMatch>();
    assert_eq!(m.record.actions.len(), before, "a refusal changes nothing");
    let notice = m.notice.clone().unwrap_or_default();
    assert!(
        notice.starts_with("The server said:"),
        "the refusal is shown: {notice}"
    );

    // The player moves with the same intents as in local play; the server rolls every die
    // and plays Blue.
    let mut rounds = 0;
    while player.world().resource::<EileMatch>().game.to_move() != ToMove::Over {
        player.world_mut().write_message(Intent::Confirm);
        round(&mut server, &mut [&mut player, &mut watcher]);
        rounds += 1;
        assert!(rounds < 50_000, "the online game did not end");
    }
    for _ in 0..20 {
        round(&mut server, &mut [&mut player, &mut watcher]);
    }
    let lobby = &server.world().resource::<ServerLobby>().0;
    let record = lobby.record(&code).expect("the room").clone();
    let m = player.world().resource::<EileMatch>();
    assert_eq!(
        m.record.actions, record.actions,
        "the screen shows the server's game"
    );
    let seen = watcher.world().resource::<Match<Eile>>();
    assert_eq!(
        seen.record.actions, record.actions,
        "the watcher saw the same game"
    );
    assert!(seen.remote.as_ref().is_some_and(|r| r.seat.is_none()));
    let red_moves = m
        .log
        .iter()
        .filter(|l| l.seat.is_some_and(|s| s.0 == 0) && l.text.contains("moves"))
        .count();
    assert!(red_moves > 5, "the player moved Red's stones: {red_moves}");
    assert!(m.game.outcome().is_some());

    // Back to the title: the client leaves the room.
    player
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    round(&mut server, &mut [&mut player, &mut watcher]);
    assert!(client(&player).session.code.is_none(), "left the room");
    assert!(player.world().get_resource::<EileMatch>().is_none());
}

/// The setup page's choices: Red is the player here, Blue the server's AI.
fn against_the_ai() -> EileSetup {
    EileSetup {
        options: EileOptions {
            players: 2,
            stones: 2,
            play_on: false,
        },
        seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)],
    }
}

/// A room against the server's AI, started, with the game screen open on the player's
/// turn: its code.
fn started_against_the_ai(server: &mut App, player: &mut App) -> String {
    let setup = against_the_ai();
    ask(player, create_request::<Eile>(&setup, Default::default()));
    for _ in 0..5 {
        round(server, &mut [&mut *player]);
    }
    let code = client(player)
        .session
        .code
        .clone()
        .expect("the room was made");
    ask(player, Request::Start { code: code.clone() });
    for _ in 0..5 {
        round(server, &mut [&mut *player]);
    }
    open_online_match(player);
    round(server, &mut [&mut *player]);
    to_the_players_turn(server, player);
    code
}

fn to_the_players_turn(server: &mut App, player: &mut App) {
    for _ in 0..2_000 {
        if player.world().resource::<EileMatch>().game.to_move()
            == ToMove::Seat(pelikaappi::rules::Seat(0))
            && client(player)
                .session
                .mirror
                .as_ref()
                .map(|m| m.record().actions.len())
                == Some(player.world().resource::<EileMatch>().record.actions.len())
        {
            return;
        }
        round(server, &mut [&mut *player]);
    }
    panic!("the player's turn never came");
}

/// The player confirms until the screen asks the server for an action, and that request is
/// lost on the way (a connection that dropped): whether one was sent.
fn confirm_and_lose_the_request(player: &mut App) -> bool {
    for _ in 0..10 {
        player.world_mut().write_message(Intent::Confirm);
        player.update();
        let lost = player
            .world_mut()
            .resource_mut::<bevy_replicon::shared::backend::client_messages::ClientMessages>()
            .drain_sent()
            .count();
        if lost > 0 {
            return true;
        }
    }
    false
}

fn records(server: &App, player: &App, code: &str) -> (usize, usize) {
    let lobby = &server.world().resource::<ServerLobby>().0;
    (
        lobby.record(code).expect("the room").actions.len(),
        player.world().resource::<EileMatch>().record.actions.len(),
    )
}

#[test]
fn a_request_lost_on_the_way_is_sent_again_on_reconnection_and_after_a_silence() {
    let mut server = server_app();
    let mut player = client_app();
    server.connect_client(&mut player);
    let code = started_against_the_ai(&mut server, &mut player);
    let (before, shown) = records(&server, &player, &code);
    assert_eq!(before, shown, "the screen follows the server");

    // Lost: the server never hears of it, and pressing again does not ask twice.
    assert!(
        confirm_and_lose_the_request(&mut player),
        "a move was asked for"
    );
    for _ in 0..5 {
        player.world_mut().write_message(Intent::Confirm);
        round(&mut server, &mut [&mut player]);
    }
    assert_eq!(records(&server, &player, &code), (before, before));

    // Connected anew (the link rejoins the room with the seat's token): the request goes again.
    let token = client(&player).session.token.clone();
    assert!(token.is_some(), "the seat's token is kept");
    ask(
        &mut player,
        Request::Join {
            code: code.clone(),
            seat: None,
            token,
        },
    );
    for _ in 0..5 {
        round(&mut server, &mut [&mut player]);
    }
    let (after, _) = records(&server, &player, &code);
    assert!(
        after > before,
        "the move lost on the way was sent again on rejoining"
    );
    let notice = player.world().resource::<EileMatch>().notice.clone();
    assert!(
        !notice.unwrap_or_default().starts_with("The server said:"),
        "nothing was refused"
    );

    // Lost again, with the connection up: after ten seconds without an answer, sent again.
    to_the_players_turn(&mut server, &mut player);
    let (before, _) = records(&server, &player, &code);
    assert!(
        confirm_and_lose_the_request(&mut player),
        "a move was asked for"
    );
    round(&mut server, &mut [&mut player]);
    assert_eq!(
        records(&server, &player, &code).0,
        before,
        "not yet: no time has passed"
    );
    player.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(250),
    ));
    // The game's clock steps at most a quarter of a second an update: 11 seconds.
    for _ in 0..44 {
        round(&mut server, &mut [&mut player]);
    }
    assert!(
        records(&server, &player, &code).0 > before,
        "the move was sent again after a silence"
    );

    // Played to its end, with time passing: nothing is sent again once the game is over.
    let mut rounds = 0;
    while player.world().resource::<EileMatch>().game.to_move() != ToMove::Over {
        player.world_mut().write_message(Intent::Confirm);
        round(&mut server, &mut [&mut player]);
        rounds += 1;
        assert!(rounds < 50_000, "the online game did not end");
    }
    let refusals = client(&player).session.refusals.len();
    for _ in 0..100 {
        round(&mut server, &mut [&mut player]);
    }
    assert_eq!(
        client(&player).session.refusals.len(),
        refusals,
        "no request after the end: {:?}",
        client(&player).session.refusals
    );
}

#[test]
fn a_gamepad_opens_the_chat_over_the_board_and_a_typed_move_goes_to_the_server() {
    use pelikaappi::{app::Overlay, games::move_line::MoveLine};
    let mut server = server_app();
    let mut player = client_app();
    server.connect_client(&mut player);
    let code = started_against_the_ai(&mut server, &mut player);
    let (before, _) = records(&server, &player, &code);
    // The pad's chat button (left stick pressed) opens the chat overlay: the board waits.
    player.world_mut().write_message(Intent::Chat);
    round(&mut server, &mut [&mut player]);
    round(&mut server, &mut [&mut player]);
    assert_eq!(
        *player.world().resource::<State<Overlay>>().get(),
        Overlay::Chat
    );
    for _ in 0..5 {
        player.world_mut().write_message(Intent::Confirm);
        round(&mut server, &mut [&mut player]);
    }
    assert_eq!(
        records(&server, &player, &code).0,
        before,
        "no move while chatting"
    );
    player.world_mut().write_message(Intent::Chat);
    round(&mut server, &mut [&mut player]);
    round(&mut server, &mut [&mut player]);
    assert_eq!(
        *player.world().resource::<State<Overlay>>().get(),
        Overlay::None
    );
    // A move typed on the move line (the roll first: "roll") reaches the server.
    to_the_players_turn(&mut server, &mut player);
    let (before, _) = records(&server, &player, &code);
    player.world_mut().resource_mut::<MoveLine>().submitted = Some("roll".into());
    for _ in 0..10 {
        round(&mut server, &mut [&mut player]);
    }
    let m = player.world().resource::<EileMatch>();
    let said = player.world().resource::<MoveLine>().said.clone();
    if m.game.to_move() == ToMove::Seat(pelikaappi::rules::Seat(0)) && !m.seat_actions().is_empty()
    {
        let first = m.game.format_action(&m.seat_actions()[0]);
        player.world_mut().resource_mut::<MoveLine>().submitted = Some(first);
        for _ in 0..10 {
            round(&mut server, &mut [&mut player]);
        }
    }
    assert!(
        records(&server, &player, &code).0 > before,
        "the typed roll (and move) reached the server: {said:?}"
    );
}
