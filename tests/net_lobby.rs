//! The game server's rooms without a network: whole games of three games between clients
//! that mirror the server's record and choose with the AI, the server's authority (turns,
//! legality, stale choices, spectators, undo), seats and their tokens, reconnecting, the
//! host's hand-over to the AI, and the limits.

use std::collections::BTreeMap;

use pelikaappi::{
    ai::{GameRng, Strength, seeded_rng},
    net::{
        lobby::{ClientKey, Limits, Lobby},
        protocol::{Notice, Request, SeatPlan, SeatState},
        session::ClientSession,
        store::{OnTimeout, Pace},
    },
    rules::{
        Game, ToMove, eile::Eile, eile::EileOptions, razboiniki::RazOptions,
        razboiniki::Razboiniki, suomi1918::Suomi1918, suomi1918::SuomiOptions,
    },
};

/// A client: its session (what the server told it, its mirror) and every notice it got
/// (for the secrecy checks).
#[derive(Default)]
struct Client {
    session: ClientSession,
    seen: Vec<Notice>,
}

impl std::ops::Deref for Client {
    type Target = ClientSession;
    fn deref(&self) -> &ClientSession {
        &self.session
    }
}

impl Client {
    fn receive(&mut self, notice: Notice) {
        self.seen.push(notice.clone());
        self.session.receive(notice);
        assert_eq!(self.session.broken, None, "the record replays");
    }

    fn turn(&self, strength: Strength, rng: &mut GameRng) -> Option<Request> {
        self.session.ai_turn(strength, rng)
    }
}

/// The server and its clients, with time standing still (one second per round).
struct World {
    lobby: Lobby,
    clients: BTreeMap<ClientKey, Client>,
    second: u64,
}

impl World {
    fn new() -> Self {
        Self::with_limits(Limits::default())
    }

    fn with_limits(limits: Limits) -> Self {
        Self {
            lobby: Lobby::with_seed(limits, [7; 32]),
            clients: BTreeMap::new(),
            second: 0,
        }
    }

    fn send(&mut self, client: ClientKey, request: Request) {
        self.clients.entry(client).or_default();
        let out = self.lobby.handle(client, request, self.second);
        self.deliver(out);
    }

    fn deliver(&mut self, out: Vec<(ClientKey, Notice)>) {
        for (to, notice) in out {
            self.clients.entry(to).or_default().receive(notice);
        }
    }

    fn disconnect(&mut self, client: ClientKey) {
        let out = self.lobby.disconnect(client);
        self.clients.remove(&client);
        self.deliver(out);
    }

    fn client(&self, key: ClientKey) -> &Client {
        &self.clients[&key]
    }

    /// The last refusal `key` heard, in English ("" when none).
    fn refused(&self, key: ClientKey) -> String {
        self.client(key)
            .refusals
            .last()
            .map(|w| w.english())
            .unwrap_or_default()
    }

    fn code(&self, key: ClientKey) -> String {
        self.client(key).code.clone().expect("in a room")
    }

    /// Every client plays its turns with the quick AI until the game is over.
    fn play_to_end(&mut self, code: &str, rng: &mut GameRng) {
        self.play_to_end_with(code, rng, Strength::Quick);
    }

    /// Every client plays its turns with the AI of `strength` until the game is over.
    fn play_to_end_with(&mut self, code: &str, rng: &mut GameRng, strength: Strength) {
        for _ in 0..100_000 {
            if self.lobby.is_over(code) {
                return;
            }
            self.second += 1;
            let turns: Vec<(ClientKey, Request)> = self
                .clients
                .iter()
                .filter_map(|(k, c)| c.turn(strength, rng).map(|r| (*k, r)))
                .collect();
            assert!(!turns.is_empty(), "somebody is to move in {code}");
            for (k, r) in turns {
                self.send(k, r);
            }
        }
        panic!("the game in {code} did not end");
    }
}

fn options<T: serde::Serialize>(o: &T) -> String {
    serde_json::to_string(o).unwrap()
}

/// The server's record replays to the same outcome, and every seated client's mirror holds
/// the same record.
fn check_finished<G: Game>(world: &World, code: &str) {
    let record = world.lobby.record(code).expect("the room").clone();
    let replayed: G = record.replay().expect("the server's record replays");
    assert!(replayed.outcome().is_some(), "the game is over");
    for c in world.clients.values() {
        if let Some(m) = &c.mirror {
            assert_eq!(
                m.record().actions,
                record.actions,
                "a mirror follows the server"
            );
            assert_eq!(m.outcome(), replayed.outcome());
        }
    }
}

#[test]
fn two_players_and_an_ai_play_eile_to_the_end() {
    let mut world = World::new();
    let o = options(&EileOptions {
        players: 3,
        stones: 2,
        play_on: false,
    });
    world.send(
        1,
        Request::Create {
            pace: Default::default(),
            game: Eile::ID.into(),
            options: o,
            seats: vec![
                SeatPlan::Open,
                SeatPlan::Ai(Strength::Quick),
                SeatPlan::Open,
            ],
        },
    );
    let code = world.code(1);
    assert_eq!(code.len(), pelikaappi::net::lobby::CODE_LEN);
    assert!(code.chars().all(|c| c.is_ascii_uppercase()));
    assert_eq!(world.client(1).seat, Some(0));
    assert_eq!(world.client(1).host, Some(0));
    // Not startable with an open seat.
    world.send(1, Request::Start { code: code.clone() });
    assert!(world.refused(1).contains("open"));
    world.send(
        2,
        Request::Join {
            code: code.to_lowercase(),
            seat: Some(2),
            token: None,
        },
    );
    assert_eq!(world.client(2).seat, Some(2));
    // Only the host starts.
    world.send(2, Request::Start { code: code.clone() });
    assert!(world.refused(2).contains("host"));
    world.send(1, Request::Start { code: code.clone() });
    assert!(world.client(1).started && world.client(2).started);
    let mut rng = seeded_rng(3);
    world.play_to_end(&code, &mut rng);
    check_finished::<Eile>(&world, &code);
    // Tokens are 128 random bits, and only their holder ever saw them.
    let t1 = world.client(1).token.clone().unwrap();
    let t2 = world.client(2).token.clone().unwrap();
    assert_eq!(t1.len(), 32);
    assert_ne!(t1, t2);
    let seen2 = format!("{:?}", world.client(2).seen);
    assert!(!seen2.contains(&t1), "client 2 never sees client 1's token");
}

#[test]
fn razboiniki_and_the_1918_map_game_to_the_end_between_two_clients() {
    let mut rng = seeded_rng(5);
    for (game, o) in [
        (Razboiniki::ID, options(&RazOptions::default())),
        (Suomi1918::ID, options(&SuomiOptions::default())),
    ] {
        let mut world = World::new();
        let code = started_room(&mut world, game, o);
        world.play_to_end(&code, &mut rng);
        match game {
            Razboiniki::ID => check_finished::<Razboiniki>(&world, &code),
            _ => check_finished::<Suomi1918>(&world, &code),
        }
    }
}

/// "A Helsinki 1918 client receives its own hand and the public state only: never another
/// seat's cards, never the draw pile's order." Three players and a spectator play a whole
/// game; every record any of them received is checked action by action against the server's:
/// a card drawn (or swapped out unseen) reaches only the seat that plays its side, the others
/// get `c:?` / `swap:?` until the card is played (then its way into the hand is public), and
/// every other action is the server's own. At the end each player's
/// mirror holds its own side's true hand, and the game ends the same for everyone.
#[test]
fn no_helsinki_client_ever_receives_another_seats_card() {
    let played: usize = (11..21).map(helsinki_secrecy).sum();
    assert!(played > 50, "cards were played: {played}");
}

/// One game of the secrecy test; returns how many cards were played in it.
fn helsinki_secrecy(seed: u64) -> usize {
    use pelikaappi::rules::helsinki1918::{HIDDEN_DRAW, HIDDEN_SWAP, Helsinki1918, seat_sides};
    let mut world = World::new();
    world.send(
        1,
        Request::Create {
            pace: Default::default(),
            game: Helsinki1918::ID.into(),
            options: "{\"players\":3}".into(),
            seats: vec![SeatPlan::Open; 3],
        },
    );
    let code = world.code(1);
    for (client, seat) in [(2, Some(1)), (3, Some(2)), (4, None)] {
        world.send(
            client,
            Request::Join {
                code: code.clone(),
                seat,
                token: None,
            },
        );
    }
    world.send(1, Request::Start { code: code.clone() });
    let mut rng = seeded_rng(seed);
    world.play_to_end_with(&code, &mut rng, Strength::Random);

    // Whose secret each action of the server's record is.
    let record = world.lobby.record(&code).expect("the room").clone();
    let mut game: Helsinki1918 = pelikaappi::rules::record::GameRecord {
        actions: Vec::new(),
        hints: Vec::new(),
        ..record.clone()
    }
    .replay()
    .expect("the options replay");
    let mut owners = Vec::new();
    for text in &record.actions {
        let action = game.parse_action(text).expect("the server's notation");
        owners.push(game.secret_of(&action).map(|(side, _)| side));
        game.apply(&action).expect("the server's record applies");
    }
    assert!(game.outcome().is_some(), "the game ended");
    let secrets = owners.iter().filter(|o| o.is_some()).count();
    let plays = record
        .actions
        .iter()
        .filter(|a| a.starts_with("play:"))
        .count();
    eprintln!(
        "{} actions, {secrets} secret, {plays} cards played",
        record.actions.len()
    );
    assert!(secrets > 10, "cards were drawn: {secrets}");

    // Where each card is played first and again (a card is public from its play on).
    let played_at = |card: &str, before: usize| {
        record.actions[..before]
            .iter()
            .any(|a| a.strip_prefix("play:") == Some(card))
    };
    for (key, client) in &world.clients {
        let sides = client
            .seat
            .map_or_else(Vec::new, |s| seat_sides(3, usize::from(s)));
        let mut hidden = 0;
        for notice in &client.seen {
            let Notice::Record { from, actions, .. } = notice else {
                continue;
            };
            // The server's record was this long when the notice went out.
            let end = *from as usize + actions.len();
            for (i, text) in actions.iter().enumerate() {
                let at = *from as usize + i;
                let truth = &record.actions[at];
                match owners[at] {
                    Some(owner) if !sides.contains(&owner) => {
                        let card = Helsinki1918::card_named(truth).expect("a card");
                        if text == HIDDEN_DRAW || text == HIDDEN_SWAP {
                            hidden += 1;
                        } else {
                            assert_eq!(text, truth, "client {key}: action {at}");
                            assert!(
                                played_at(card, end),
                                "client {key} received {owner:?}'s card {card} before it was played"
                            );
                        }
                    }
                    _ => assert_eq!(text, truth, "client {key}: action {at}"),
                }
            }
        }
        assert!(hidden > 0, "client {key} was kept from some cards");
        let mirror = client.mirror.as_ref().expect("a mirror");
        assert_eq!(
            mirror.outcome(),
            game.outcome(),
            "client {key} saw the same end"
        );
        let theirs: Helsinki1918 = mirror.concrete().replay().expect("the mirror replays");
        for side in &sides {
            assert_eq!(
                theirs.hand(*side),
                game.hand(*side),
                "client {key} holds its own true hand"
            );
        }
    }
    plays
}

/// A two-seat room of `game` with `options`: client 1 creates it, client 2 takes the second
/// seat, the host starts it. Returns its code.
fn started_room(world: &mut World, game: &str, options: String) -> String {
    world.send(
        1,
        Request::Create {
            pace: Default::default(),
            game: game.into(),
            options,
            seats: vec![SeatPlan::Open, SeatPlan::Open],
        },
    );
    let code = world.code(1);
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    code
}

/// An Eile room of two players, started.
fn started_eile(world: &mut World) -> String {
    let o = options(&EileOptions {
        players: 2,
        stones: 2,
        play_on: false,
    });
    started_room(world, Eile::ID, o)
}

#[test]
fn the_server_alone_decides_what_is_legal_and_whose_turn_it_is() {
    let mut world = World::new();
    let code = started_eile(&mut world);
    let to_move = match world.client(1).mirror.as_ref().unwrap().to_move() {
        ToMove::Seat(s) => s.0,
        other => panic!("a player first, not {other:?}"),
    };
    let (mover, other) = if to_move == 0 { (1, 2) } else { (2, 1) };
    let record_len = |w: &World| w.lobby.record(&code).unwrap().actions.len();
    let before = record_len(&world);
    let seen = before as u32;
    let refusals = |w: &World, k| w.client(k).refusals.len();
    // Out of turn.
    let r = world
        .client(other)
        .mirror
        .as_ref()
        .unwrap()
        .choose(Strength::Random, &mut seeded_rng(1))
        .expect("a seat to move");
    let n = refusals(&world, other);
    world.send(
        other,
        Request::Act {
            code: code.clone(),
            action: r,
            seen,
        },
    );
    assert_eq!(refusals(&world, other), n + 1);
    assert!(world.refused(other).contains("turn"));
    // Garbage, and an illegal action in the notation.
    for junk in ["", "\u{0}\u{1}garbage", "m9-99"] {
        let n = refusals(&world, mover);
        world.send(
            mover,
            Request::Act {
                code: code.clone(),
                action: junk.into(),
                seen,
            },
        );
        assert_eq!(refusals(&world, mover), n + 1, "{junk:?} refused");
    }
    // A choice made on an older position.
    let good = world
        .client(mover)
        .mirror
        .as_ref()
        .unwrap()
        .choose(Strength::Quick, &mut seeded_rng(1))
        .expect("a seat to move");
    world.send(
        mover,
        Request::Act {
            code: code.clone(),
            action: good.clone(),
            seen: seen + 3,
        },
    );
    assert!(world.refused(mover).contains("moved on"));
    // An outsider and a spectator.
    world.send(
        9,
        Request::Act {
            code: code.clone(),
            action: good.clone(),
            seen,
        },
    );
    assert!(world.refused(9).contains("not in room"));
    world.send(
        9,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: None,
        },
    );
    assert_eq!(world.client(9).seat, None);
    assert_eq!(
        world
            .client(9)
            .mirror
            .as_ref()
            .unwrap()
            .record()
            .actions
            .len(),
        before,
        "the spectator sees the game"
    );
    world.send(
        9,
        Request::Act {
            code: code.clone(),
            action: good.clone(),
            seen,
        },
    );
    assert!(world.refused(9).contains("spectator"));
    assert_eq!(record_len(&world), before, "nothing changed");
    // The right seat, the right moment.
    world.send(
        mover,
        Request::Act {
            code: code.clone(),
            action: good,
            seen,
        },
    );
    assert!(
        record_len(&world) > before,
        "the action and the dice after it"
    );
    assert_eq!(
        world
            .client(9)
            .mirror
            .as_ref()
            .unwrap()
            .record()
            .actions
            .len(),
        record_len(&world),
        "the spectator follows"
    );
}

#[test]
fn a_player_who_drops_gets_the_seat_back_with_the_token() {
    let mut world = World::new();
    let code = started_eile(&mut world);
    let token = world.client(2).token.clone().unwrap();
    world.disconnect(2);
    assert_eq!(
        world.client(1).seats[1],
        SeatState::Player { connected: false },
        "the others see the seat waiting"
    );
    // A stranger cannot take it, nor guess the token.
    world.send(
        3,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    assert!(world.refused(3).contains("taken"));
    world.send(
        3,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some("0".repeat(32)),
        },
    );
    assert!(world.refused(3).contains("token"));
    // The player returns on a new connection.
    world.send(
        4,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some(token),
        },
    );
    assert_eq!(world.client(4).seat, Some(1));
    assert_eq!(
        world.client(1).seats[1],
        SeatState::Player { connected: true }
    );
    let mut rng = seeded_rng(8);
    world.play_to_end(&code, &mut rng);
    check_finished::<Eile>(&world, &code);
}

#[test]
fn the_host_may_give_an_absent_players_seat_to_the_ai() {
    let mut world = World::new();
    let code = started_eile(&mut world);
    world.send(
        2,
        Request::HandToAi {
            code: code.clone(),
            seat: 0,
        },
    );
    assert!(world.refused(2).contains("host"));
    world.send(
        1,
        Request::HandToAi {
            code: code.clone(),
            seat: 1,
        },
    );
    assert!(world.refused(1).contains("here"));
    world.disconnect(2);
    world.second += Limits::default().hand_over_grace;
    world.send(
        1,
        Request::HandToAi {
            code: code.clone(),
            seat: 1,
        },
    );
    assert_eq!(world.client(1).seats[1], SeatState::Ai(Strength::Quick));
    let mut rng = seeded_rng(9);
    world.play_to_end(&code, &mut rng);
    check_finished::<Eile>(&world, &code);
}

#[test]
fn undo_only_while_nobody_and_no_die_has_moved_since() {
    // Razboiniki has no dice: a player's move can be taken back until the other moves.
    let mut world = World::new();
    let code = started_room(&mut world, Razboiniki::ID, options(&RazOptions::default()));
    let mut rng = seeded_rng(2);
    let first = world.client(1).turn(Strength::Quick, &mut rng).unwrap();
    world.send(1, first);
    assert_eq!(world.lobby.record(&code).unwrap().actions.len(), 1);
    world.send(2, Request::Undo { code: code.clone() });
    assert!(world.refused(2).contains("another seat"));
    world.send(1, Request::Undo { code: code.clone() });
    assert_eq!(world.lobby.record(&code).unwrap().actions.len(), 0);
    for k in [1, 2] {
        assert_eq!(
            world
                .client(k)
                .mirror
                .as_ref()
                .unwrap()
                .record()
                .actions
                .len(),
            0,
            "every mirror takes it back"
        );
    }
}

#[test]
fn limits_and_bad_requests_are_refused_and_the_server_goes_on() {
    let mut world = World::new();
    let eile = || Request::Create {
        pace: Default::default(),
        game: Eile::ID.into(),
        options: options(&EileOptions::default()),
        seats: vec![SeatPlan::Open; EileOptions::default().players as usize],
    };
    for (request, why) in [
        (
            Request::Create {
                pace: Default::default(),
                game: "chess".into(),
                options: "{}".into(),
                seats: vec![SeatPlan::Open],
            },
            "no game",
        ),
        (
            Request::Create {
                pace: Default::default(),
                game: Eile::ID.into(),
                options: "not json".into(),
                seats: vec![SeatPlan::Open],
            },
            "JSON",
        ),
        (
            Request::Create {
                pace: Default::default(),
                game: Eile::ID.into(),
                options: options(&EileOptions::default()),
                seats: vec![SeatPlan::Open],
            },
            "seats",
        ),
        (
            Request::Join {
                code: "x".repeat(5000),
                seat: None,
                token: None,
            },
            "longer",
        ),
        (
            Request::Start {
                code: "ZZZZZZ".into(),
            },
            "no room",
        ),
    ] {
        world.send(1, request);
        let last = world.refused(1);
        assert!(last.contains(why), "{why}: {last}");
    }
    // Rooms per address, whatever the connection: a new connection from the same address
    // does not start the count again.
    for n in 0..Limits::default().rooms_per_address as u64 {
        world.second += 1;
        let key = 100 + n;
        world.lobby.connected(key, "203.0.113.9".into());
        world.send(key, eile());
        assert!(world.client(key).code.is_some(), "room {n}");
    }
    world.lobby.connected(99, "203.0.113.9".into());
    world.send(99, eile());
    assert!(world.refused(99).contains("from one network"));
    // A flood within one second: the budget runs out, the next second it is back.
    world.second += 1;
    for _ in 0..Limits::default().requests_per_second + 5 {
        world.send(
            3,
            Request::Leave {
                code: "ZZZZZZ".into(),
            },
        );
    }
    assert!(world.refused(3).contains("too many"));
    world.second += 1;
    world.send(3, eile());
    assert!(
        world.client(3).code.is_some(),
        "served again a second later"
    );
    // The whole server: a lobby of two rooms at most.
    let mut small = Lobby::with_seed(
        Limits {
            rooms: 2,
            ..Limits::default()
        },
        [1; 32],
    );
    let out: Vec<_> = (0..3).flat_map(|k| small.handle(k, eile(), 0)).collect();
    assert_eq!(small.room_count(), 2);
    assert!(out.iter().any(|(k, n)| *k == 2
        && matches!(n, Notice::Refused { reason } if reason.english().contains("full"))));
}

// The server's bookkeeping on the open internet (each test fails without its fix).

#[test]
fn seat_numbers_over_the_whole_u8_are_refused_not_overflowed() {
    // "`Join { seat: Some(255) }` and `HandToAi { seat: 255 }` overflow `seat + 1`."
    let mut world = World::new();
    let code = started_eile(&mut world);
    world.send(
        3,
        Request::Join {
            code: code.clone(),
            seat: Some(255),
            token: None,
        },
    );
    assert!(world.refused(3).contains("256"), "{}", world.refused(3));
    world.disconnect(2);
    world.send(1, Request::HandToAi { code, seat: 255 });
    assert!(world.refused(1).contains("256"), "{}", world.refused(1));
}

/// A correspondence room of Razboiniki (no dice) with a day per move, started.
fn slow_razboiniki(world: &mut World) -> String {
    world.send(
        1,
        Request::Create {
            pace: Pace::Slow {
                seconds_per_move: Some(86_400),
                on_timeout: OnTimeout::Ai,
            },
            game: Razboiniki::ID.into(),
            options: options(&RazOptions::default()),
            seats: vec![SeatPlan::Open, SeatPlan::Open],
        },
    );
    let code = world.code(1);
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    code
}

#[test]
fn taking_a_move_back_gives_no_fresh_time() {
    // "In a correspondence game, Act then Undo resets the move's clock as often as a player
    // likes: undo restores the clock as it was."
    let mut world = World::new();
    let code = slow_razboiniki(&mut world);
    let deadline = world.client(1).deadline.expect("a time per move");
    let mut rng = seeded_rng(3);
    for _ in 0..3 {
        world.second += 3_600;
        let mv = world.client(1).turn(Strength::Quick, &mut rng).unwrap();
        world.send(1, mv);
        world.second += 60;
        world.send(1, Request::Undo { code: code.clone() });
        assert_eq!(world.lobby.record(&code).unwrap().actions.len(), 0);
        assert_eq!(
            world.client(1).deadline,
            Some(deadline),
            "the same deadline after an undo"
        );
    }
}

#[test]
fn a_seat_the_ai_took_on_time_is_not_played_by_its_old_player_who_may_take_it_back() {
    // "After a timeout hands a seat to the AI, its former player may still act or undo for
    // it: not any more." And "the player can take the seat back with their token".
    let mut world = World::new();
    let code = slow_razboiniki(&mut world);
    let token = world.client(1).token.clone().unwrap();
    let mut rng = seeded_rng(4);
    let stale = world.client(1).turn(Strength::Quick, &mut rng).unwrap();
    let out = world.lobby.tick(world.second + 86_400);
    world.deliver(out);
    assert_eq!(world.client(2).seats[0], SeatState::Ai(Strength::Quick));
    let played = world.lobby.record(&code).unwrap().actions.len();
    assert!(played >= 1, "the AI moved for seat 1");
    // The old player's connection still names the seat: refused.
    if let Request::Act { action, .. } = stale {
        world.send(
            1,
            Request::Act {
                code: code.clone(),
                action,
                seen: played as u32,
            },
        );
        assert!(
            world.refused(1).contains("not yours"),
            "{}",
            world.refused(1)
        );
    }
    world.send(1, Request::Undo { code: code.clone() });
    assert!(
        world.refused(1).contains("not yours"),
        "{}",
        world.refused(1)
    );
    // Back with the token: the seat is the player's again.
    world.disconnect(1);
    world.send(
        5,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some(token),
        },
    );
    assert_eq!(world.client(5).seat, Some(0));
    assert_eq!(
        world.client(5).seats[0],
        SeatState::Player { connected: true }
    );
}

#[test]
fn the_host_gives_an_away_seat_to_the_ai_only_after_a_grace_period_and_it_can_be_taken_back() {
    // "The host can hand any absent player's seat to the AI … and the victim's token stops
    // working: only after a grace period, and the player can take the seat back."
    let mut world = World::new();
    let code = started_eile(&mut world);
    let token = world.client(2).token.clone().unwrap();
    world.disconnect(2);
    world.second += 10;
    world.send(
        1,
        Request::HandToAi {
            code: code.clone(),
            seat: 1,
        },
    );
    assert!(
        world.refused(1).contains("may still come back"),
        "{}",
        world.refused(1)
    );
    world.second += Limits::default().hand_over_grace;
    world.send(
        1,
        Request::HandToAi {
            code: code.clone(),
            seat: 1,
        },
    );
    assert_eq!(world.client(1).seats[1], SeatState::Ai(Strength::Quick));
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some(token),
        },
    );
    assert_eq!(world.client(2).seat, Some(1), "{}", world.refused(2));
    assert_eq!(
        world.client(1).seats[1],
        SeatState::Player { connected: true }
    );
}

#[test]
fn rooms_expire_when_unused_and_a_player_may_resign() {
    // "Unfinished rooms are never removed: expire rooms that never started (after a day),
    // live rooms whose players have all been gone for a week, correspondence rooms whose
    // clock is unlimited and untouched for 90 days; a player may resign."
    let limits = Limits::default();
    let mut world = World::new();
    // A room that never started.
    world.send(
        1,
        Request::Create {
            pace: Default::default(),
            game: Eile::ID.into(),
            options: options(&EileOptions::default()),
            seats: vec![SeatPlan::Open; EileOptions::default().players as usize],
        },
    );
    let waiting = world.code(1);
    world.disconnect(1);
    // A live game whose players left.
    let live = started_eile(&mut world);
    world.disconnect(1);
    world.disconnect(2);
    // A correspondence game without a time per move, untouched.
    world.send(
        3,
        Request::Create {
            pace: Pace::Slow {
                seconds_per_move: None,
                on_timeout: OnTimeout::Ai,
            },
            game: Razboiniki::ID.into(),
            options: options(&RazOptions::default()),
            seats: vec![SeatPlan::Open, SeatPlan::Ai(Strength::Quick)],
        },
    );
    let slow = world.code(3);
    world.send(3, Request::Start { code: slow.clone() });
    world.disconnect(3);
    let start = world.second;
    let out = world.lobby.tick(start + limits.expire_waiting - 1);
    world.deliver(out);
    assert_eq!(world.lobby.room_count(), 3, "nothing expires early");
    world.lobby.tick(start + limits.expire_waiting);
    assert!(
        world.lobby.record(&waiting).is_none(),
        "the room that never started"
    );
    assert!(world.lobby.record(&live).is_some());
    world.lobby.tick(start + limits.expire_abandoned);
    assert!(
        world.lobby.record(&live).is_none(),
        "the abandoned live room"
    );
    assert!(world.lobby.record(&slow).is_some());
    world.lobby.tick(start + limits.expire_correspondence);
    assert!(
        world.lobby.record(&slow).is_none(),
        "the untouched correspondence room"
    );
    assert_eq!(world.lobby.room_count(), 0);

    // Resigning ends the game: the seat loses, everyone is told.
    let code = started_eile(&mut world);
    world.send(2, Request::Resign { code: code.clone() });
    assert!(world.lobby.is_over(&code));
    assert_eq!(world.client(1).forfeit, Some(1));
    assert!(world.client(1).resigned);
}

#[test]
fn guessing_room_codes_is_bounded_per_address_and_codes_are_long() {
    // "Room codes (24^6) can be enumerated across many connections: limit failed joins per
    // address, and make codes not guessable in practice."
    let mut world = World::new();
    world.send(
        1,
        Request::Create {
            pace: Default::default(),
            game: Eile::ID.into(),
            options: options(&EileOptions::default()),
            seats: vec![SeatPlan::Open; EileOptions::default().players as usize],
        },
    );
    let code = world.code(1);
    assert_eq!(code.len(), 8, "{code}");
    // A new connection for every guess, all from one address; a request of another kind
    // naming a room tells as much as a join, and counts the same.
    let guesses = u64::from(Limits::default().failed_joins_per_address);
    for n in 0..guesses {
        let key = 1_000 + n;
        world.lobby.connected(key, "198.51.100.7".into());
        let guess = format!("ZZZZZZ{}", ["QQ", "QR", "RQ", "RR"][(n % 4) as usize]);
        let request = if n % 2 == 0 {
            Request::Join {
                code: guess,
                seat: None,
                token: None,
            }
        } else {
            Request::Start { code: guess }
        };
        world.send(key, request);
        assert!(
            world.refused(key).contains("no room"),
            "{}",
            world.refused(key)
        );
    }
    world.lobby.connected(2_000, "198.51.100.7".into());
    world.send(
        2_000,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    assert!(
        world.refused(2_000).contains("too many"),
        "{}",
        world.refused(2_000)
    );
    // Another address joins; the barred one may again after the window.
    world.lobby.connected(2_001, "198.51.100.8".into());
    world.send(
        2_001,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    assert_eq!(world.client(2_001).seat, Some(1));
    world.second += pelikaappi::net::lobby::FAILED_JOIN_WINDOW;
    world.send(
        2_000,
        Request::Join {
            code,
            seat: None,
            token: None,
        },
    );
    assert!(
        world.client(2_000).code.is_some(),
        "{}",
        world.refused(2_000)
    );
}

#[test]
fn a_room_takes_a_bounded_number_of_spectators_and_members_get_only_what_changed() {
    // "Record updates cost O(members × record) per change, with unlimited spectators: send
    // each member only what changed, and limit spectators per room."
    let mut world = World::new();
    let code = started_eile(&mut world);
    let most = Limits::default().spectators_per_room as u64;
    for k in 0..most {
        world.send(
            10 + k,
            Request::Join {
                code: code.clone(),
                seat: None,
                token: None,
            },
        );
        assert!(world.client(10 + k).code.is_some());
    }
    world.send(
        10 + most,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: None,
        },
    );
    assert!(
        world.refused(10 + most).contains("spectators"),
        "{}",
        world.refused(10 + most)
    );
    // Each change reaches a member as the actions from the change on.
    let mut rng = seeded_rng(5);
    world.second += 1;
    let (player, mv) = [1, 2]
        .into_iter()
        .find_map(|k| {
            world
                .client(k)
                .turn(Strength::Quick, &mut rng)
                .map(|r| (k, r))
        })
        .expect("a seat to move");
    let before = world.lobby.record(&code).unwrap().actions.len();
    let out = world.lobby.handle(player, mv, world.second);
    let after = world.lobby.record(&code).unwrap().actions.len();
    for (_, notice) in &out {
        if let Notice::Record { from, actions, .. } = notice {
            assert_eq!(*from as usize, before);
            assert_eq!(actions.len(), after - before);
        }
    }
    world.deliver(out);
    assert_eq!(
        world
            .client(10)
            .mirror
            .as_ref()
            .unwrap()
            .record()
            .actions
            .len(),
        after
    );
}

#[test]
fn a_players_own_requests_are_not_barred_by_failed_joins_from_their_network() {
    // Issue 55: "The failed-join bar freezes whole addresses: it refuses moves, undo and
    // resign too, so 20 junk joins from a carrier NAT stop all play there for 10 minutes."
    let mut world = World::new();
    for k in [1, 2] {
        world.lobby.connected(k, "100.64.0.1".into());
    }
    let code = started_eile(&mut world);
    for n in 0..u64::from(Limits::default().failed_joins_per_address) + 5 {
        world.lobby.connected(500 + n, "100.64.0.1".into());
        world.send(
            500 + n,
            Request::Join {
                code: "QQQQQQQQ".into(),
                seat: None,
                token: None,
            },
        );
    }
    assert!(
        world.refused(520).contains("too many"),
        "{}",
        world.refused(520)
    );
    // The players in their room play on, undo and resign.
    let mut rng = seeded_rng(9);
    for _ in 0..4 {
        world.second += 1;
        let turns: Vec<(ClientKey, Request)> = [1, 2]
            .iter()
            .filter_map(|k| {
                world
                    .client(*k)
                    .turn(Strength::Quick, &mut rng)
                    .map(|r| (*k, r))
            })
            .collect();
        for (k, r) in turns {
            world.send(k, r);
            assert!(
                !world.refused(k).contains("too many"),
                "{}",
                world.refused(k)
            );
        }
    }
    // A player whose connection dropped comes back with the seat's token, from the barred
    // network: not barred.
    let token = world.client(2).token.clone().unwrap();
    world.disconnect(2);
    world.lobby.connected(600, "100.64.0.1".into());
    world.send(
        600,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some(token),
        },
    );
    assert_eq!(world.client(600).seat, Some(1), "{}", world.refused(600));
    world.send(1, Request::Resign { code: code.clone() });
    assert!(
        !world.refused(1).contains("too many"),
        "{}",
        world.refused(1)
    );
    assert!(world.lobby.is_over(&code));
}

#[test]
fn an_ipv6_64_is_one_network_for_every_limit() {
    // Issue 55: "Per-address limits count one exact address. One IPv6 /64 is millions of
    // addresses: 125 of them fill the 4,000 connection slots, 79 fill the 5,000 room slots."
    let limits = Limits {
        rooms_per_address: 2,
        ..Limits::default()
    };
    let mut world = World::with_limits(limits);
    let mut created = 0;
    for k in 0..5u64 {
        world.lobby.connected(
            k + 1,
            format!("2001:db8:aa:bb:{:x}::{:x}", k * 7 + 1, k + 3),
        );
        world.send(
            k + 1,
            Request::Create {
                pace: Default::default(),
                game: Eile::ID.into(),
                options: options(&EileOptions::default()),
                seats: vec![SeatPlan::Open; 4],
            },
        );
        if world.client(k + 1).code.is_some() {
            created += 1;
        } else {
            assert!(
                world.refused(k + 1).contains("one network"),
                "{}",
                world.refused(k + 1)
            );
        }
    }
    assert_eq!(created, 2, "the /64's addresses share the limit");
    // The next /64 is another network.
    world.lobby.connected(99, "2001:db8:aa:bc::1".into());
    world.send(
        99,
        Request::Create {
            pace: Default::default(),
            game: Eile::ID.into(),
            options: options(&EileOptions::default()),
            seats: vec![SeatPlan::Open; 4],
        },
    );
    assert!(world.client(99).code.is_some(), "{}", world.refused(99));
    // Failed joins too: guesses from many addresses of one /64 bar the whole /64.
    for n in 0..u64::from(Limits::default().failed_joins_per_address) {
        world
            .lobby
            .connected(1_000 + n, format!("2001:db8:cc:dd::{:x}", n + 1));
        world.send(
            1_000 + n,
            Request::Join {
                code: "ZZZZZZZZ".into(),
                seat: None,
                token: None,
            },
        );
    }
    world
        .lobby
        .connected(2_000, "2001:db8:cc:dd:ffff::1".into());
    world.send(
        2_000,
        Request::Join {
            code: "ZZZZZZZY".into(),
            seat: None,
            token: None,
        },
    );
    assert!(
        world.refused(2_000).contains("too many"),
        "{}",
        world.refused(2_000)
    );
}

#[test]
fn a_room_option_past_its_bound_is_refused_with_the_bound() {
    // Issue 55: "Room options are barely bounded (the 1918 game's turn_limit up to u32::MAX,
    // Razboiniki's quiet_limit up to 65,535)": every option is bounded, with a clear refusal.
    let mut world = World::new();
    for (game, options) in [
        (Suomi1918::ID, r#"{"turn_limit":4294967295}"#),
        (Razboiniki::ID, r#"{"quiet_limit":65535}"#),
    ] {
        world.send(
            1,
            Request::Create {
                pace: Default::default(),
                game: game.into(),
                options: options.into(),
                seats: vec![SeatPlan::Open, SeatPlan::Open],
            },
        );
        assert!(
            world.refused(1).contains("1 to 500"),
            "{}",
            world.refused(1)
        );
    }
    assert_eq!(world.lobby.room_count(), 0);
}

#[test]
fn one_network_has_a_bounded_number_of_master_seats() {
    // Issue 55: "a cap on master seats per network" (a master thinks a second a move on the
    // server's one AI thread).
    let mut world = World::new();
    let most = Limits::default().master_seats_per_network;
    for k in 0..=most as u64 {
        world.lobby.connected(k + 1, "192.0.2.44".into());
        world.send(
            k + 1,
            Request::Create {
                pace: Default::default(),
                game: Razboiniki::ID.into(),
                options: options(&RazOptions::default()),
                seats: vec![SeatPlan::Open, SeatPlan::Ai(Strength::Master)],
            },
        );
    }
    assert!(
        world.refused(most as u64 + 1).contains("master"),
        "{}",
        world.refused(most as u64 + 1)
    );
    assert_eq!(world.lobby.room_count(), most);
    // Another network may.
    world.lobby.connected(50, "192.0.2.45".into());
    world.send(
        50,
        Request::Create {
            pace: Default::default(),
            game: Razboiniki::ID.into(),
            options: options(&RazOptions::default()),
            seats: vec![SeatPlan::Open, SeatPlan::Ai(Strength::Master)],
        },
    );
    assert!(world.client(50).code.is_some(), "{}", world.refused(50));
}

#[test]
fn by_correspondence_the_grace_counts_from_the_start_of_the_players_turn() {
    // Issue 55: "The correspondence grace counts from the disconnect, not from the start of
    // the player's turn: the host hands an opponent's seat to the AI the moment their clock
    // has barely started."
    let mut world = World::new();
    let code = slow_razboiniki(&mut world);
    // Seat 2 closes the page at once (as correspondence players do); White thinks two days.
    world.disconnect(2);
    world.second += 2 * 86_400;
    let hand_over = |world: &mut World| {
        world.send(
            1,
            Request::HandToAi {
                code: code.clone(),
                seat: 1,
            },
        )
    };
    hand_over(&mut world);
    assert!(
        world.refused(1).contains("not their turn"),
        "{}",
        world.refused(1)
    );
    let mut rng = seeded_rng(2);
    let mv = world.client(1).turn(Strength::Quick, &mut rng).unwrap();
    world.send(1, mv);
    // Black's turn has just begun: their time per move (a day) is their grace.
    world.second += 3_600;
    hand_over(&mut world);
    assert!(
        world.refused(1).contains("may still come back"),
        "{}",
        world.refused(1)
    );
    world.second += 86_400;
    hand_over(&mut world);
    assert!(
        matches!(world.client(1).seats[1], SeatState::Ai(_)),
        "{}",
        world.refused(1)
    );
}

#[test]
fn a_host_whose_seat_the_ai_took_has_no_host_powers_until_back() {
    // Issue 55: "A host whose seat the AI took keeps host powers."
    let mut world = World::new();
    world.send(
        1,
        Request::Create {
            pace: Pace::Slow {
                seconds_per_move: Some(3_600),
                on_timeout: OnTimeout::Ai,
            },
            game: Razboiniki::ID.into(),
            options: options(&RazOptions::default()),
            seats: vec![SeatPlan::Open, SeatPlan::Open],
        },
    );
    let code = world.code(1);
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    // The host (White, first to move) lets their hour run out, still connected: the AI takes
    // their seat and moves; then Black goes away for good.
    world.second += 3_600;
    let out = world.lobby.tick(world.second);
    world.deliver(out);
    assert!(matches!(world.client(2).seats[0], SeatState::Ai(_)));
    assert_eq!(world.lobby.record(&code).unwrap().actions.len(), 1);
    world.disconnect(2);
    world.second += 30 * 86_400;
    world.send(
        1,
        Request::HandToAi {
            code: code.clone(),
            seat: 1,
        },
    );
    assert!(
        world.refused(1).contains("host's seat"),
        "{}",
        world.refused(1)
    );
    assert!(matches!(
        world.client(1).seats[1],
        SeatState::Player { connected: false }
    ));
}

#[test]
fn ai_seats_left_alone_pause_and_a_player_back_wakes_them() {
    // Issue 55: "a room where no human has been connected for a while pauses its AI"; rooms
    // whose every seat the AI took expire as abandoned ones.
    let mut world = World::new();
    let limits = Limits::default();
    world.send(
        1,
        Request::Create {
            pace: Pace::Slow {
                seconds_per_move: Some(3_600),
                on_timeout: OnTimeout::Ai,
            },
            game: Eile::ID.into(),
            options: options(&EileOptions {
                players: 3,
                stones: 2,
                play_on: false,
            }),
            seats: vec![
                SeatPlan::Open,
                SeatPlan::Ai(Strength::Quick),
                SeatPlan::Open,
            ],
        },
    );
    let code = world.code(1);
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(2),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    let tokens = [
        world.client(1).token.clone().unwrap(),
        world.client(2).token.clone().unwrap(),
    ];
    let to_move = |world: &World, key: ClientKey| {
        world
            .client(key)
            .mirror
            .as_ref()
            .and_then(|m| match m.to_move() {
                ToMove::Seat(s) => Some(s.0),
                _ => None,
            })
    };
    // The AI seat (the second) moves at once: a player's seat is to move.
    let first = to_move(&world, 1).expect("a seat to move");
    assert!(first == 0 || first == 2, "{first}");
    // The player who returns is the one who is not to move.
    let (back_seat, back_token) = if first == 0 {
        (2, tokens[1].clone())
    } else {
        (0, tokens[0].clone())
    };
    world.disconnect(1);
    world.disconnect(2);
    // The seat to move runs out of time long after both left: the AI takes it but does not
    // play on (nobody has been here for longer than the pause).
    world.second += 3_600;
    let before = world.lobby.record(&code).unwrap().actions.len();
    world.lobby.tick(world.second);
    assert_eq!(
        world.lobby.record(&code).unwrap().actions.len(),
        before,
        "paused"
    );
    // The other player is back: the AI seats play on up to their turn.
    world.send(
        5,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some(back_token),
        },
    );
    assert_eq!(world.client(5).seat, Some(back_seat));
    assert!(world.lobby.record(&code).unwrap().actions.len() > before);
    assert_eq!(to_move(&world, 5), Some(back_seat));
    // A room whose AI waits for players who never come back expires (it held a time per
    // move, and such rooms never expired).
    let code2 = slow_razboiniki(&mut world);
    world.disconnect(1);
    world.disconnect(2);
    let start = world.second;
    for day in 1..=3 {
        let out = world.lobby.tick(start + day * 86_400);
        world.deliver(out);
    }
    assert!(world.lobby.record(&code2).is_some());
    world
        .lobby
        .tick(start + limits.expire_correspondence + 2 * 86_400);
    assert!(
        world.lobby.record(&code2).is_none(),
        "the waiting room expired"
    );
}

#[test]
fn an_undo_without_a_kept_state_is_paid_from_the_networks_replay_budget() {
    // Review of issue 55: "A second undo in a row still replays the whole record on the
    // server's frame." The first undo goes back to the kept state; one past it (a seat's
    // second action taken back) replays the record and pays for it, refused here (a budget of
    // nothing).
    use pelikaappi::rules::helsinki1918::Helsinki1918;
    let mut world = World::with_limits(Limits {
        replays_per_second: 0,
        ..Limits::default()
    });
    world.send(
        1,
        Request::Create {
            pace: Default::default(),
            game: Helsinki1918::ID.into(),
            options: "{\"players\":2}".into(),
            seats: vec![SeatPlan::Open; 2],
        },
    );
    let code = world.code(1);
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    let mut rng = seeded_rng(21);
    for _ in 0..2_000 {
        world.second += 1;
        let Some((k, first)) = [1u64, 2].iter().find_map(|k| {
            world
                .client(*k)
                .turn(Strength::Quick, &mut rng)
                .map(|r| (*k, r))
        }) else {
            continue;
        };
        world.send(k, first);
        // The same seat to move again: a second action of its own, then two undos.
        if let Some(second) = world.client(k).turn(Strength::Quick, &mut rng) {
            let len = world.lobby.record(&code).unwrap().actions.len();
            world.send(k, second);
            if world.lobby.record(&code).unwrap().actions.len() != len + 1 {
                continue;
            }
            let refusals = world.client(k).refusals.len();
            world.send(k, Request::Undo { code: code.clone() });
            if world.client(k).refusals.len() != refusals {
                // (A card played is not taken back; try another moment.)
                continue;
            }
            assert_eq!(world.lobby.record(&code).unwrap().actions.len(), len);
            world.send(k, Request::Undo { code: code.clone() });
            assert!(world.refused(k).contains("busy"), "{}", world.refused(k));
            assert_eq!(world.lobby.record(&code).unwrap().actions.len(), len);
            return;
        }
    }
    panic!("no seat acted twice in a row");
}
