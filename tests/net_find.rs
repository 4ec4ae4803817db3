//! Players finding each other on the game server, without a network: display names, public
//! rooms and the lobby's list, quick match (two waiting players, or the AI after the wait a
//! player chose), the rematch with the seats turned, the chat (players and spectators apart,
//! its limits, the host's removal), the statistics of finished games, and all of it kept
//! across a restart of a server with a store.

use std::collections::BTreeMap;

use pelikaappi::{
    ai::{GameRng, Strength, seeded_rng},
    net::{
        lobby::{ClientKey, Limits, Lobby},
        protocol::{Notice, Request, SeatPlan, SeatState},
        session::ClientSession,
        sqlite::SqliteStore,
        store::Pace,
    },
    rules::{
        Game,
        eile::{Eile, EileOptions},
        razboiniki::{RazOptions, Razboiniki},
    },
};

/// The server and its clients; time is seconds since 1970.
struct World {
    lobby: Lobby,
    clients: BTreeMap<ClientKey, ClientSession>,
    now: u64,
}

impl World {
    fn new() -> Self {
        Self {
            lobby: Lobby::with_seed(Limits::default(), [3; 32]),
            clients: BTreeMap::new(),
            now: 1_800_000_000,
        }
    }

    fn with_store(dir: &std::path::Path) -> Self {
        let store = SqliteStore::open(dir).expect("the store opens");
        let (lobby, warnings) =
            Lobby::with_store(Limits::default(), Box::new(store)).expect("the lobby");
        assert!(warnings.is_empty(), "every room comes back: {warnings:?}");
        Self {
            lobby,
            clients: BTreeMap::new(),
            now: 1_800_000_000,
        }
    }

    /// Sends `request` from `client`; what the server told `client` itself.
    fn send(&mut self, client: ClientKey, request: Request) -> Vec<Notice> {
        self.clients.entry(client).or_default();
        let out = self.lobby.handle(client, request, self.now);
        let mine = out
            .iter()
            .filter(|(to, _)| *to == client)
            .map(|(_, n)| n.clone())
            .collect();
        self.deliver(out);
        mine
    }

    fn deliver(&mut self, out: Vec<(ClientKey, Notice)>) {
        for (to, notice) in out {
            let c = self.clients.entry(to).or_default();
            c.receive(notice);
            assert_eq!(c.broken, None, "the record replays");
        }
    }

    fn tick(&mut self) {
        let out = self.lobby.tick(self.now);
        self.deliver(out);
    }

    fn client(&self, key: ClientKey) -> &ClientSession {
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

    /// The seated clients play with the quick AI until room `code`'s game is over.
    fn play_to_end(&mut self, code: &str, rng: &mut GameRng) {
        for _ in 0..10_000 {
            if self.lobby.is_over(code) {
                return;
            }
            self.now += 1;
            let turns: Vec<(ClientKey, Request)> = self
                .clients
                .iter()
                .filter(|(_, c)| c.code.as_deref() == Some(code))
                .filter_map(|(k, c)| c.ai_turn(Strength::Quick, rng).map(|r| (*k, r)))
                .collect();
            assert!(!turns.is_empty(), "somebody is to move in {code}");
            for (k, r) in turns {
                self.send(k, r);
            }
        }
        panic!("the game in {code} did not end");
    }
}

/// Razboiniki's options with a short quiet-move limit (a game of a few dozen moves).
fn short_raz() -> String {
    serde_json::to_string(&RazOptions { quiet_limit: 6 }).unwrap()
}

fn raz_room(world: &mut World, host: ClientKey, seats: Vec<SeatPlan>) -> String {
    world.send(
        host,
        Request::Create {
            game: Razboiniki::ID.into(),
            options: short_raz(),
            seats,
            pace: Pace::Live,
        },
    );
    world.code(host)
}

fn hello(world: &mut World, client: ClientKey, name: &str) -> Vec<Notice> {
    world.send(
        client,
        Request::Hello {
            name: name.into(),
            language: "fi".into(),
        },
    )
}

fn lobby(world: &mut World, client: ClientKey, game: Option<&str>) -> (Vec<String>, Vec<String>) {
    // One list a second per connection.
    world.now += 1;
    world.send(
        client,
        Request::Lobby {
            game: game.map(Into::into),
        },
    );
    let (waiting, playing) = world.client(client).lobby.clone().expect("the lobby");
    (
        waiting.into_iter().map(|r| r.code).collect(),
        playing.into_iter().map(|r| r.code).collect(),
    )
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "pelikaappi-find-{name}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn names_are_checked_and_shown_at_the_seats() {
    // "Players have a display name (length and characters checked, shown in rooms and the
    // lobby)."
    let mut world = World::new();
    hello(&mut world, 1, &"x".repeat(25));
    assert!(
        world.refused(1).contains("at most 24"),
        "{}",
        world.refused(1)
    );
    hello(&mut world, 1, "a\u{202e}b");
    assert!(world.refused(1).contains("letters"), "{}", world.refused(1));
    hello(&mut world, 1, "two  spaces");
    assert!(world.refused(1).contains("single spaces"));
    let refusals = world.client(1).refusals.len();
    hello(&mut world, 1, "  Aino Kallas ");
    hello(&mut world, 2, "Юрий_1918");
    assert_eq!(
        world.client(1).refusals.len(),
        refusals,
        "good names are taken"
    );
    let code = raz_room(&mut world, 1, vec![SeatPlan::Open, SeatPlan::Open]);
    assert_eq!(world.client(1).names, ["Aino Kallas", ""]);
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    for c in [1, 2] {
        assert_eq!(world.client(c).names, ["Aino Kallas", "Юрий_1918"]);
    }
    // A new name reaches the room at once.
    hello(&mut world, 2, "Juri");
    assert_eq!(world.client(1).names, ["Aino Kallas", "Juri"]);
}

#[test]
fn public_rooms_are_listed_in_the_lobby_while_they_wait_and_play() {
    // "The lobby lists public rooms waiting for players (game, options, pace, open seats,
    // the host's name, age) and games to watch."
    let mut world = World::new();
    hello(&mut world, 1, "Host");
    let code = raz_room(&mut world, 1, vec![SeatPlan::Open, SeatPlan::Open]);
    assert_eq!(
        lobby(&mut world, 9, None),
        (vec![], vec![]),
        "not public yet"
    );
    // Only the host lists it.
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: None,
        },
    );
    world.send(
        2,
        Request::Publish {
            code: code.clone(),
            public: true,
        },
    );
    assert!(world.refused(2).contains("only the host"));
    world.send(
        1,
        Request::Publish {
            code: code.clone(),
            public: true,
        },
    );
    assert!(world.client(1).public && world.client(2).public);
    world.now += 89; // (the first look at the lobby took a second)
    world.send(9, Request::Lobby { game: None });
    let (waiting, playing) = world.client(9).lobby.clone().unwrap();
    assert!(playing.is_empty());
    assert_eq!(waiting.len(), 1);
    let listed = &waiting[0];
    assert_eq!(listed.code, code);
    assert_eq!(listed.game, Razboiniki::ID);
    assert_eq!(listed.options, short_raz());
    assert_eq!((listed.seats, listed.open.clone()), (2, vec![1]));
    assert_eq!(listed.host_name, "Host");
    assert_eq!(listed.age, 90);
    assert_eq!(lobby(&mut world, 9, Some("eile")), (vec![], vec![]));
    // A player joins from the lobby; the game starts and is listed to watch.
    world.send(
        3,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    assert_eq!(lobby(&mut world, 9, None), (vec![], vec![code.clone()]));
    let mut rng = seeded_rng(1);
    world.play_to_end(&code, &mut rng);
    assert_eq!(
        lobby(&mut world, 9, None),
        (vec![], vec![]),
        "over: not listed"
    );
}

#[test]
fn the_lobby_lists_at_most_its_share_newest_first() {
    let mut world = World::new();
    let mut codes = Vec::new();
    for client in 0..250u64 {
        world.now += 1;
        let code = raz_room(
            &mut world,
            1000 + client,
            vec![SeatPlan::Open, SeatPlan::Open],
        );
        world.send(
            1000 + client,
            Request::Publish {
                code: code.clone(),
                public: true,
            },
        );
        codes.push(code);
    }
    let (waiting, _) = lobby(&mut world, 9, None);
    assert_eq!(waiting.len(), pelikaappi::net::protocol::MAX_LOBBY_ROOMS);
    assert_eq!(waiting[0], codes[249], "the newest first");
    assert_eq!(waiting[199], codes[50]);
}

#[test]
fn quick_match_seats_two_waiting_players_and_starts_their_game() {
    // "Quick match: a queue per game and pace that pairs waiting players."
    let mut world = World::new();
    let quick = |game: &str| Request::QuickMatch {
        game: game.into(),
        options: short_raz(),
        pace: Pace::Live,
        ai_after: None,
    };
    world.send(1, quick(Razboiniki::ID));
    assert_eq!(world.client(1).quick_match.as_deref(), Some(Razboiniki::ID));
    assert_eq!(world.client(1).code, None, "nobody else waits yet");
    // Another pace is another queue.
    world.send(
        2,
        Request::QuickMatch {
            game: Razboiniki::ID.into(),
            options: short_raz(),
            pace: Pace::Slow {
                seconds_per_move: None,
                on_timeout: pelikaappi::net::store::OnTimeout::Ai,
            },
            ai_after: None,
        },
    );
    assert_eq!(world.client(2).code, None);
    // One who stops waiting is not matched.
    let eile = |client: ClientKey| Request::QuickMatch {
        game: Eile::ID.into(),
        options: serde_json::to_string(&EileOptions {
            players: 2,
            stones: 2,
            play_on: false,
        })
        .unwrap(),
        pace: Pace::Live,
        ai_after: Some((client as u32 * 60, Strength::Quick)),
    };
    world.send(4, eile(4));
    world.send(4, Request::CancelQuickMatch);
    assert_eq!(world.client(4).quick_match, None);
    world.send(5, eile(5));
    assert_eq!(
        world.client(5).code,
        None,
        "the one who stopped waiting is not matched"
    );
    world.send(3, quick(Razboiniki::ID));
    let code = world.code(1);
    assert_eq!(world.code(3), code, "the two live players are in one room");
    assert_eq!(world.client(2).code, None, "the slow one still waits");
    let seats = [world.client(1).seat, world.client(3).seat];
    assert!(seats.contains(&Some(0)) && seats.contains(&Some(1)));
    assert!(world.client(1).started && world.client(3).started);
    assert_eq!(world.client(1).quick_match, None);
    let mut rng = seeded_rng(5);
    world.play_to_end(&code, &mut rng);
    assert!(world.lobby.is_over(&code));
    // A game that cannot be made is refused at once.
    world.send(
        6,
        Request::QuickMatch {
            game: "chess".into(),
            options: "{}".into(),
            pace: Pace::Live,
            ai_after: None,
        },
    );
    assert!(!world.refused(6).is_empty());
    assert_eq!(world.client(6).quick_match, None);
    // The one still waiting gets the AI it chose after its wait (five minutes).
    world.now += 300;
    world.tick();
    assert!(world.client(5).started, "client 5 plays the AI");
}

#[test]
fn quick_match_gives_the_ai_after_the_wait_the_player_chose() {
    // "An AI seat offered after a wait the player chooses."
    let mut world = World::new();
    world.send(
        1,
        Request::QuickMatch {
            game: Razboiniki::ID.into(),
            options: short_raz(),
            pace: Pace::Live,
            ai_after: Some((30, Strength::Quick)),
        },
    );
    world.now += 29;
    world.tick();
    assert_eq!(world.client(1).code, None, "still waiting");
    world.now += 1;
    world.tick();
    let code = world.code(1);
    assert!(world.client(1).started);
    assert!(
        world
            .client(1)
            .seats
            .contains(&SeatState::Ai(Strength::Quick)),
        "{:?}",
        world.client(1).seats
    );
    let mut rng = seeded_rng(8);
    world.play_to_end(&code, &mut rng);
    // A wait longer than a day is refused.
    world.send(
        2,
        Request::QuickMatch {
            game: Razboiniki::ID.into(),
            options: short_raz(),
            pace: Pace::Live,
            ai_after: Some((2 * 24 * 3600, Strength::Quick)),
        },
    );
    assert!(
        world.refused(2).contains("24 hours"),
        "{}",
        world.refused(2)
    );
}

#[test]
fn a_rematch_turns_the_seats_one_place_on() {
    // "Rematch with seats swapped."
    let mut world = World::new();
    hello(&mut world, 1, "Eka");
    hello(&mut world, 2, "Toka");
    let code = raz_room(&mut world, 1, vec![SeatPlan::Open, SeatPlan::Open]);
    world.send(2, Request::Rematch { code: code.clone() });
    assert!(world.refused(2).contains("not in room"));
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    world.send(2, Request::Rematch { code: code.clone() });
    assert!(world.refused(2).contains("once the game is over"));
    let mut rng = seeded_rng(2);
    world.play_to_end(&code, &mut rng);
    world.send(2, Request::Rematch { code: code.clone() });
    let rematch = world.code(2);
    assert_ne!(rematch, code);
    assert_eq!(world.client(2).seat, Some(0), "seat 1 moves to seat 0");
    assert_eq!(
        world.client(1).rematch,
        Some((code.clone(), rematch.clone())),
        "the other player is told"
    );
    world.send(1, Request::Rematch { code: code.clone() });
    assert_eq!(
        world.code(1),
        rematch,
        "the second asker joins the same room"
    );
    assert_eq!(world.client(1).seat, Some(1));
    assert_eq!(world.client(1).names, ["Toka", "Eka"]);
    assert_eq!(world.client(2).host, Some(0), "the first asker hosts it");
    world.send(
        2,
        Request::Start {
            code: rematch.clone(),
        },
    );
    assert!(world.client(1).started);
}

#[test]
fn a_rematch_seat_waits_for_its_player_not_for_a_stranger() {
    let mut world = World::new();
    let code = raz_room(&mut world, 1, vec![SeatPlan::Open, SeatPlan::Open]);
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    let mut rng = seeded_rng(12);
    world.play_to_end(&code, &mut rng);
    world.send(1, Request::Rematch { code: code.clone() });
    let rematch = world.code(1);
    // A stranger with the code (a spectator of the old room heard it) finds the seat held.
    world.send(
        9,
        Request::Join {
            code: rematch.clone(),
            seat: Some(0),
            token: None,
        },
    );
    assert!(world.refused(9).contains("held"), "{}", world.refused(9));
    world.send(2, Request::Rematch { code: code.clone() });
    assert_eq!(world.code(2), rematch);
    assert_eq!(world.client(2).seat, Some(0));
}

#[test]
fn a_player_does_not_watch_their_own_room_and_a_finished_games_chat_is_closed() {
    let mut world = World::new();
    let code = raz_room(
        &mut world,
        1,
        vec![SeatPlan::Open, SeatPlan::Ai(Strength::Random)],
    );
    world.send(
        1,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: None,
        },
    );
    assert!(
        world.refused(1).contains("hold a seat"),
        "{}",
        world.refused(1)
    );
    assert_eq!(world.client(1).seat, Some(0), "still seated");
    world.send(1, Request::Start { code: code.clone() });
    let mut rng = seeded_rng(13);
    world.play_to_end(&code, &mut rng);
    world.send(
        1,
        Request::Chat {
            code: code.clone(),
            text: "gg".into(),
        },
    );
    assert!(world.refused(1).contains("chat is closed"));
}

#[test]
fn a_rooms_options_are_kept_without_padding_and_its_chat_within_its_bytes() {
    let mut world = World::new();
    world.send(
        1,
        Request::Create {
            game: Razboiniki::ID.into(),
            options: format!("{{ {}\"quiet_limit\" :  6 }}", " ".repeat(1500)),
            seats: vec![SeatPlan::Open, SeatPlan::Open],
            pace: Pace::Live,
        },
    );
    let code = world.code(1);
    world.send(
        1,
        Request::Publish {
            code: code.clone(),
            public: true,
        },
    );
    world.now += 1;
    world.send(9, Request::Lobby { game: None });
    let listed = world.client(9).lobby.clone().unwrap().0;
    assert_eq!(listed[0].options, short_raz(), "the padding is gone");
    for i in 0..300u64 {
        world.now += 1;
        world.send(
            1,
            Request::Chat {
                code: code.clone(),
                text: format!("{i} {}", "x".repeat(490)),
            },
        );
    }
    world.send(
        3,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: None,
        },
    );
    let kept: usize = world.client(3).chat.iter().map(|l| l.text.len()).sum();
    assert!(kept <= 32 * 1024, "{kept} bytes of chat kept");
    assert!(world.client(3).chat.len() >= 60);
    assert!(
        world
            .client(3)
            .chat
            .last()
            .unwrap()
            .text
            .starts_with("299 ")
    );
}

#[test]
fn the_chat_keeps_players_and_spectators_apart_until_the_game_ends() {
    // "Chat in a room: players, and spectators apart (players do not see the spectators'
    // chat while the game runs); at most 500 characters a message, rate-limited, ...
    // removable by the host."
    let mut world = World::new();
    hello(&mut world, 1, "Host");
    hello(&mut world, 7, "Watcher");
    let code = raz_room(&mut world, 1, vec![SeatPlan::Open, SeatPlan::Open]);
    for (client, seat) in [(2, Some(1)), (7, None)] {
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
    let say = |code: &str, text: &str| Request::Chat {
        code: code.into(),
        text: text.into(),
    };
    world.send(1, say(&code, "hyvää peliä\n"));
    world.send(7, say(&code, "the host will lose"));
    let texts = |w: &World, c: ClientKey| -> Vec<String> {
        w.client(c).chat.iter().map(|l| l.text.clone()).collect()
    };
    assert_eq!(texts(&world, 1), ["hyvää peliä"]);
    assert_eq!(
        texts(&world, 2),
        ["hyvää peliä"],
        "players do not read spectators"
    );
    assert_eq!(texts(&world, 7), ["hyvää peliä", "the host will lose"]);
    assert_eq!(world.client(7).chat[0].name, "Host");
    assert_eq!(world.client(7).chat[0].seat, Some(0));
    assert_eq!(world.client(7).chat[1].seat, None);
    assert_eq!(world.client(2).unread_chat, 1);
    // Limits: length, emptiness, rate, and members only.
    world.send(2, say(&code, &"ä".repeat(501)));
    assert!(world.refused(2).contains("at most 500"));
    world.send(2, say(&code, "  "));
    assert!(world.refused(2).contains("empty"));
    world.send(9, say(&code, "hello"));
    assert!(world.refused(9).contains("not in room"));
    for i in 0..6 {
        world.send(2, say(&code, &format!("{i}")));
    }
    assert!(world.refused(2).contains("too many messages"));
    assert_eq!(texts(&world, 1).len(), 6, "five a second");
    // The host removes a line, for everyone.
    let id = world.client(1).chat[1].id;
    world.send(
        2,
        Request::RemoveChat {
            code: code.clone(),
            id,
        },
    );
    assert!(world.refused(2).contains("only the host"));
    world.send(
        1,
        Request::RemoveChat {
            code: code.clone(),
            id,
        },
    );
    assert_eq!(texts(&world, 2).len(), 5);
    assert!(!world.client(7).chat.iter().any(|l| l.id == id));
    // Once the game is over, a player who comes back reads the spectators too.
    let mut rng = seeded_rng(4);
    world.play_to_end(&code, &mut rng);
    let token = world.client(2).token.clone();
    world.send(2, Request::Leave { code: code.clone() });
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: None,
            token,
        },
    );
    assert!(texts(&world, 2).contains(&"the host will lose".to_string()));
}

#[test]
fn names_public_rooms_and_chat_survive_a_restart() {
    let dir = tempdir("restart");
    let (code, token) = {
        let mut world = World::with_store(&dir);
        hello(&mut world, 1, "Pysyvä");
        let code = raz_room(&mut world, 1, vec![SeatPlan::Open, SeatPlan::Open]);
        world.send(
            1,
            Request::Publish {
                code: code.clone(),
                public: true,
            },
        );
        world.send(
            1,
            Request::Chat {
                code: code.clone(),
                text: "odotan".into(),
            },
        );
        (code, world.client(1).token.clone())
    };
    let mut world = World::with_store(&dir);
    let (waiting, _) = lobby(&mut world, 9, None);
    assert_eq!(waiting, std::slice::from_ref(&code), "still public");
    assert_eq!(
        world.client(9).lobby.as_ref().unwrap().0[0].host_name,
        "Pysyvä"
    );
    world.send(
        1,
        Request::Join {
            code: code.clone(),
            seat: None,
            token,
        },
    );
    assert_eq!(world.client(1).names, ["Pysyvä", ""]);
    assert_eq!(world.client(1).chat.len(), 1);
    assert_eq!(world.client(1).chat[0].text, "odotan");
    // New lines go on from the stored ones' numbers.
    world.now += 1;
    world.send(
        1,
        Request::Chat {
            code: code.clone(),
            text: "yhä".into(),
        },
    );
    assert_eq!(world.client(1).chat[1].id, world.client(1).chat[0].id + 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn statistics_count_the_finished_games_with_and_without_a_store() {
    // "Statistics: finished games per game and options, each side's wins, lengths, and how
    // humans fare against each AI level."
    let dir = tempdir("stats");
    for stored in [false, true] {
        let mut world = if stored {
            World::with_store(&dir)
        } else {
            World::new()
        };
        let mut rng = seeded_rng(6);
        for (i, seats) in [
            vec![SeatPlan::Open, SeatPlan::Open],
            vec![SeatPlan::Open, SeatPlan::Ai(Strength::Random)],
            vec![SeatPlan::Ai(Strength::Random), SeatPlan::Open],
        ]
        .into_iter()
        .enumerate()
        {
            let host = 10 * i as u64 + 1;
            let code = raz_room(&mut world, host, seats.clone());
            if seats.iter().all(|s| *s == SeatPlan::Open) {
                world.send(
                    host + 1,
                    Request::Join {
                        code: code.clone(),
                        seat: Some(1),
                        token: None,
                    },
                );
            }
            world.send(host, Request::Start { code: code.clone() });
            world.play_to_end(&code, &mut rng);
            world.send(host, Request::Leave { code: code.clone() });
            world.send(host + 1, Request::Leave { code: code.clone() });
        }
        world.send(99, Request::Stats);
        let stats = world.client(99).stats.clone().expect("the statistics");
        assert_eq!(stats.len(), 1, "one game with one set of options");
        let s = &stats[0];
        assert_eq!((s.game.as_str(), s.finished), (Razboiniki::ID, 3), "{s:?}");
        let wins: u32 = s.seat_wins.iter().sum();
        assert!(
            (2..=6).contains(&wins),
            "a win or a shared place a game: {s:?}"
        );
        assert!(s.shortest <= s.mean_actions && s.mean_actions <= s.longest && s.shortest > 0);
        assert_eq!(s.against_ai.len(), 1, "{s:?}");
        assert_eq!(s.against_ai[0].level, Strength::Random);
        assert_eq!(s.against_ai[0].players, 2);
        assert!(s.against_ai[0].players_ahead <= 2);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
