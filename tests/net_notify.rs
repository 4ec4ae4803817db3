//! "Your turn" for a player who is away: the lobby asks for a notification when the turn
//! passes to a player who is not connected (never to one who is), once a turn, a reminder
//! when a fifth of the time per move is left, and one at the end, in the player's language,
//! limited per target; the sender POSTs it as JSON to a webhook of the test's own on
//! loopback within 2 s, and refuses the server's own networks unless the host allows them.
#![cfg(feature = "net")]

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, Read, Write},
    net::TcpListener,
    sync::mpsc,
    time::{Duration, Instant},
};

use pelikaappi::{
    ai::{Strength, seeded_rng},
    net::{
        lobby::{ClientKey, Limits, Lobby, Notification, NotifyKind, Target},
        notify::{Channels, Sender, body_of, post_json},
        protocol::{Notice, Request, SeatPlan},
        session::ClientSession,
        store::{OnTimeout, Pace},
    },
    rules::{Game, ToMove, razboiniki::RazOptions, razboiniki::Razboiniki},
};

struct World {
    lobby: Lobby,
    clients: BTreeMap<ClientKey, ClientSession>,
    now: u64,
}

impl World {
    fn send(&mut self, client: ClientKey, request: Request) {
        self.clients.entry(client).or_default();
        let out = self.lobby.handle(client, request, self.now);
        self.deliver(out);
    }

    fn deliver(&mut self, out: Vec<(ClientKey, Notice)>) {
        for (to, notice) in out {
            self.clients.entry(to).or_default().receive(notice);
        }
    }

    fn tick(&mut self) -> Vec<Notification> {
        let out = self.lobby.tick(self.now);
        self.deliver(out);
        self.lobby.take_notifications()
    }

    fn refused(&self, key: ClientKey) -> String {
        self.clients[&key]
            .refusals
            .last()
            .map(|w| w.english())
            .unwrap_or_default()
    }
}

const HOOK: &str = "https://hooks.example.org/pelikaappi/1";

/// A correspondence Razboiniki room with an hour a move: client 1 (Finnish, with a webhook)
/// at seat 1, client 2 at seat 2, started. Its code and client 1's token.
fn slow_room(world: &mut World) -> (String, String) {
    world.send(
        1,
        Request::Hello {
            name: "Aino".into(),
            language: "fi-FI".into(),
        },
    );
    world.send(
        1,
        Request::Create {
            game: Razboiniki::ID.into(),
            options: serde_json::to_string(&RazOptions { quiet_limit: 6 }).unwrap(),
            seats: vec![SeatPlan::Open, SeatPlan::Open],
            pace: Pace::Slow {
                seconds_per_move: Some(3600),
                on_timeout: OnTimeout::Lose,
            },
        },
    );
    let code = world.clients[&1].code.clone().unwrap();
    world.send(
        1,
        Request::Notify {
            code: code.clone(),
            webhook: HOOK.into(),
        },
    );
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    (code.clone(), world.clients[&1].token.clone().unwrap())
}

/// The seat to move in the session of `client`.
fn to_move(world: &World, client: ClientKey) -> Option<u8> {
    match world.clients[&client].mirror.as_ref()?.to_move() {
        ToMove::Seat(s) => Some(s.0),
        _ => None,
    }
}

#[test]
fn an_away_player_is_told_once_a_turn_reminded_and_told_the_end() {
    let mut world = World {
        lobby: Lobby::with_seed(Limits::default(), [5; 32]),
        clients: BTreeMap::new(),
        now: 1_800_000_000,
    };
    let (code, token) = slow_room(&mut world);
    assert_eq!(to_move(&world, 1), Some(0), "seat 1 begins");
    assert!(
        world.tick().is_empty(),
        "a connected player is told nothing"
    );
    // Seat 1 moves and goes away; seat 2 moves: the turn passes to the away player.
    let mut rng = seeded_rng(3);
    let act = world.clients[&1]
        .ai_turn(Strength::Quick, &mut rng)
        .unwrap();
    world.send(1, act);
    world.send(1, Request::Leave { code: code.clone() });
    world.now += 10;
    assert!(world.tick().is_empty(), "seat 2 is to move, and is here");
    let act = world.clients[&2]
        .ai_turn(Strength::Quick, &mut rng)
        .unwrap();
    world.send(2, act);
    world.now += 1;
    let told = world.tick();
    assert_eq!(told.len(), 1, "{told:?}");
    let n = &told[0];
    assert_eq!(
        (n.kind, &n.target),
        (NotifyKind::YourTurn, &Target::Webhook(HOOK.into()))
    );
    assert_eq!(
        (n.game.as_str(), n.code.as_str()),
        (Razboiniki::ID, code.as_str())
    );
    assert_eq!(n.seconds_left, Some(3599), "a second after the turn passed");
    assert!(
        n.text.starts_with("Sinun vuorosi"),
        "in Finnish: {}",
        n.text
    );
    assert!(n.text.contains(&code));
    world.now += 1;
    assert!(world.tick().is_empty(), "once a turn");
    // A fifth of the time left: one reminder.
    world.now += 3600 - 720 - 3;
    assert!(world.tick().is_empty(), "not yet");
    world.now += 1;
    let told = world.tick();
    assert_eq!(told.len(), 1);
    assert_eq!(told[0].kind, NotifyKind::Reminder);
    assert!(told[0].text.contains("12 min"), "{}", told[0].text);
    world.now += 1;
    assert!(world.tick().is_empty(), "one reminder");
    // The time runs out: the game is over, and the away player is told.
    world.now += 800;
    let told = world.tick();
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0].kind, NotifyKind::Ended);
    assert!(world.tick().is_empty(), "the end is told once");
    // A player back with the token is not told while here.
    world.send(
        1,
        Request::Join {
            code,
            seat: None,
            token: Some(token),
        },
    );
    assert!(world.tick().is_empty());
}

#[test]
fn webhooks_are_checked_and_limited_per_target() {
    let mut world = World {
        lobby: Lobby::with_seed(Limits::default(), [6; 32]),
        clients: BTreeMap::new(),
        now: 1_800_000_000,
    };
    let (code, _) = slow_room(&mut world);
    for bad in [
        "ftp://x",
        "http://",
        "http:// spaces/x",
        "javascript:alert(1)",
    ] {
        world.send(
            2,
            Request::Notify {
                code: code.clone(),
                webhook: bad.into(),
            },
        );
        assert!(world.refused(2).contains("webhook"), "{bad}");
    }
    world.send(
        2,
        Request::Notify {
            code: code.clone(),
            webhook: format!("http://x/{}", "a".repeat(300)),
        },
    );
    assert!(world.refused(2).contains("at most 300"));
    // Many rooms, one webhook: five at once (then one each ten minutes).
    let mut rooms = Vec::new();
    for r in 0..8u64 {
        let (host, guest) = (100 + 2 * r, 101 + 2 * r);
        world.send(
            host,
            Request::Create {
                game: Razboiniki::ID.into(),
                options: "{}".into(),
                seats: vec![SeatPlan::Open, SeatPlan::Open],
                pace: Pace::Live,
            },
        );
        let code = world.clients[&host].code.clone().unwrap();
        world.send(
            guest,
            Request::Join {
                code: code.clone(),
                seat: Some(1),
                token: None,
            },
        );
        world.send(
            guest,
            Request::Notify {
                code: code.clone(),
                webhook: HOOK.into(),
            },
        );
        world.send(host, Request::Start { code: code.clone() });
        rooms.push((host, guest, code));
    }
    let mut rng = seeded_rng(9);
    for (host, guest, code) in &rooms {
        world.send(*guest, Request::Leave { code: code.clone() });
        let act = world.clients[host]
            .ai_turn(Strength::Quick, &mut rng)
            .unwrap();
        world.send(*host, act);
    }
    world.now += 1;
    let told = world.tick();
    let to_hook = told
        .iter()
        .filter(|n| n.target == Target::Webhook(HOOK.into()))
        .count();
    assert_eq!(to_hook, 5, "five at once to one target: {told:?}");
}

/// A webhook of the test's own on loopback: each POST's body comes out of the channel.
fn receiver() -> (String, mpsc::Receiver<(String, String)>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/hook?k=1", listener.local_addr().unwrap());
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut length = 0usize;
            let mut request_line = String::new();
            reader.read_line(&mut request_line).unwrap();
            loop {
                let mut line = String::new();
                reader.read_line(&mut line).unwrap();
                if line.trim().is_empty() {
                    break;
                }
                if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = v.trim().parse().unwrap();
                }
            }
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            let _ = stream.write_all(b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n");
            let _ = tx.send((
                request_line.trim().to_string(),
                String::from_utf8(body).unwrap(),
            ));
        }
    });
    (url, rx)
}

#[test]
fn the_sender_posts_json_to_a_loopback_webhook_within_two_seconds() {
    let (url, posts) = receiver();
    let n = Notification {
        target: Target::Webhook(url.clone()),
        kind: NotifyKind::YourTurn,
        game: "eile".into(),
        code: "ABCDEFGH".into(),
        seconds_left: Some(7200),
        link: "https://play.example.org/?room=ABCDEFGH".into(),
        text: "Your turn in Eile mit Weile (room ABCDEFGH).".into(),
    };
    // The server's own networks are refused unless the host allows them.
    let refused = post_json(&url, &body_of(&n), false, None).unwrap_err();
    assert!(refused.contains("private network"), "{refused}");
    let sender = Sender::start(Channels {
        allow_inside: true,
        ..Channels::default()
    });
    let sent = Instant::now();
    sender.send(n.clone());
    let (line, body) = posts
        .recv_timeout(Duration::from_secs(2))
        .expect("the webhook is told within 2 s");
    assert!(sent.elapsed() < Duration::from_secs(2));
    assert_eq!(line, "POST /hook?k=1 HTTP/1.1");
    let json: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(json["content"], n.text.as_str());
    assert_eq!(json["text"], n.text.as_str());
    assert_eq!(json["kind"], "your-turn");
    assert_eq!(json["room"], "ABCDEFGH");
    assert_eq!(json["link"], n.link.as_str());
    assert_eq!(json["seconds_left"], 7200);
    // A webhook that answers with an error is an error value, not a panic.
    let dead = "http://127.0.0.1:9/nothing";
    assert!(post_json(dead, "{}", true, None).is_err());
}
