//! "Your turn" by e-mail and browser push, beside the webhook: an address is sent nothing but
//! a link to confirm it until its owner opens that link (a page with a button: a mail
//! scanner opening the link changes nothing), then each turn comes with a link that stops
//! them; a push subscription gets the message encrypted for the browser's keys and signed
//! with the server's key. The away player's webhook, an SMTP sink and a push endpoint of the
//! test's own on loopback each get "your turn" within 2 s.
#![cfg(feature = "net")]

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, Read, Write},
    net::TcpListener,
    sync::{Arc, mpsc},
    time::Duration,
};

use aeronet_websocket::server::HttpRequest;
use pelikaappi::{
    ai::{Strength, seeded_rng},
    net::{
        lobby::{ClientKey, Limits, Lobby, Notification, NotifyKind, SharedMailBook, Target},
        mail::Mailer,
        notify::{Channels, Sender},
        protocol::{Request, SeatPlan},
        push::{BrowserKeys, VapidKey, verify_authorization},
        session::ClientSession,
        store::{OnTimeout, Pace},
    },
    rules::{Game, razboiniki::RazOptions, razboiniki::Razboiniki},
};

struct World {
    lobby: Lobby,
    clients: BTreeMap<ClientKey, ClientSession>,
    now: u64,
}

impl World {
    fn new(book: &SharedMailBook, push_key: Option<String>) -> Self {
        let mut lobby = Lobby::with_seed(Limits::default(), [7; 32]);
        lobby.set_link_base(Some("https://play.example.org/".into()));
        lobby.set_mail(true, book.clone());
        lobby.set_push_key(push_key);
        Self {
            lobby,
            clients: BTreeMap::new(),
            now: 1_800_000_000,
        }
    }

    fn send(&mut self, client: ClientKey, request: Request) {
        self.clients.entry(client).or_default();
        let out = self.lobby.handle(client, request, self.now);
        for (to, notice) in out {
            self.clients.entry(to).or_default().receive(notice);
        }
    }

    fn tick(&mut self) -> Vec<Notification> {
        let out = self.lobby.tick(self.now);
        for (to, notice) in out {
            self.clients.entry(to).or_default().receive(notice);
        }
        self.lobby.take_notifications()
    }

    fn said(&self, key: ClientKey) -> String {
        self.clients[&key]
            .said
            .last()
            .map(|w| w.english())
            .unwrap_or_default()
    }

    /// Client 2 (seat 2) moves once (client 1 coming back for its own move first, if it is
    /// to move), then client 1 (away) is to move: the notifications.
    fn pass_turn_to_the_away_player(&mut self, seed: u64) -> Vec<Notification> {
        let mut rng = seeded_rng(seed);
        self.now += 10;
        let code = self.clients[&2].code.clone().unwrap();
        if self.clients[&2]
            .ai_turn(Strength::Quick, &mut rng)
            .is_none()
        {
            let token = self.clients[&1].token.clone();
            self.send(
                1,
                Request::Join {
                    code: code.clone(),
                    seat: None,
                    token,
                },
            );
            let act = self.clients[&1].ai_turn(Strength::Quick, &mut rng).unwrap();
            self.send(1, act);
            self.send(1, Request::Leave { code });
            self.tick();
        }
        let act = self.clients[&2].ai_turn(Strength::Quick, &mut rng).unwrap();
        self.send(2, act);
        self.now += 1;
        self.tick()
    }
}

/// A correspondence Razboiniki room: client 1 (Finnish) at seat 1 with `requests` for its
/// notifications, client 2 at seat 2; started, seat 1 has moved and left. Its code.
fn room_with_seat_one_away(world: &mut World, requests: impl Fn(&str) -> Vec<Request>) -> String {
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
                seconds_per_move: Some(3 * 86_400),
                on_timeout: OnTimeout::Lose,
            },
        },
    );
    let code = world.clients[&1].code.clone().unwrap();
    for r in requests(&code) {
        world.send(1, r);
    }
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    let act = world.clients[&1]
        .ai_turn(Strength::Quick, &mut seeded_rng(1))
        .unwrap();
    world.send(1, act);
    world.send(1, Request::Leave { code: code.clone() });
    code
}

/// The token in an e-mail link `…/mail?confirm=TOKEN&l=fi` (or `stop=`).
fn token_in(link: &str, verb: &str) -> String {
    let start = link.find(&format!("{verb}=")).expect("a link") + verb.len() + 1;
    link[start..]
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect()
}

/// The HTTP side's answer to GET `target`: its status and page.
fn open_link(book: &SharedMailBook, target: &str) -> (u16, String) {
    let handler = pelikaappi::net::web::handler(None, Default::default(), Some(book.clone()))
        .expect("a handler");
    let answer = handler(&HttpRequest {
        method: "GET".into(),
        target: target.into(),
        headers: Vec::new(),
    });
    (
        answer.status,
        String::from_utf8(answer.body.to_vec()).unwrap(),
    )
}

#[test]
fn an_address_is_told_only_once_confirmed_and_until_stopped() {
    let book = SharedMailBook::default();
    let mut world = World::new(&book, None);
    let code = room_with_seat_one_away(&mut world, |code| {
        vec![Request::NotifyEmail {
            code: code.into(),
            address: " Aino@Example.FI ".into(),
        }]
    });
    assert!(
        world.said(1).contains("aino@example.fi"),
        "{}",
        world.said(1)
    );
    // The confirmation was asked for when the address was given.
    let asked = world.tick();
    let confirm: Vec<_> = asked
        .iter()
        .filter(|n| n.kind == NotifyKind::Confirm)
        .collect();
    assert_eq!(confirm.len(), 1, "{asked:?}");
    let Target::Email { address, .. } = &confirm[0].target else {
        panic!("an e-mail: {:?}", confirm[0].target);
    };
    assert_eq!(address, "aino@example.fi");
    assert!(
        confirm[0]
            .link
            .starts_with("https://play.example.org/mail?confirm=")
    );
    assert!(
        confirm[0].text.contains(&confirm[0].link),
        "{}",
        confirm[0].text
    );
    // "A first message with a link to confirm": until then, a turn sends it nothing.
    let told = world.pass_turn_to_the_away_player(2);
    assert!(
        !told
            .iter()
            .any(|n| matches!(n.target, Target::Email { .. })),
        "not confirmed: {told:?}"
    );
    // Giving it again the same day sends no second confirmation.
    world.send(
        1,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: world.clients[&1].token.clone(),
        },
    );
    world.send(
        1,
        Request::NotifyEmail {
            code: code.clone(),
            address: "aino@example.fi".into(),
        },
    );
    assert!(world.tick().iter().all(|n| n.kind != NotifyKind::Confirm));
    world.send(1, Request::Leave { code: code.clone() });
    // The link asks first (a scanner changes nothing), the button confirms.
    let token = token_in(&confirm[0].link, "confirm");
    let (status, page) = open_link(&book, &format!("/mail?confirm={token}&l=fi"));
    assert_eq!(status, 200);
    assert!(
        page.contains("<form") && page.contains("name=\"yes\""),
        "{page}"
    );
    assert!(!pelikaappi::net::lobby::open_book(&book).may_tell("aino@example.fi"));
    let (status, page) = open_link(&book, &format!("/mail?confirm={token}&l=fi&yes=1"));
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("aino@example.fi"), "{page}");
    assert_eq!(open_link(&book, "/mail?confirm=0123abcd&yes=1").0, 404);
    // Confirmed: the next turn is told by e-mail, with the link that stops them.
    world.now += 5;
    let told = world.pass_turn_to_the_away_player(3);
    let mails: Vec<_> = told
        .iter()
        .filter_map(|n| match &n.target {
            Target::Email {
                subject, footer, ..
            } => Some((n, subject, footer)),
            _ => None,
        })
        .collect();
    assert_eq!(mails.len(), 1, "{told:?}");
    let (n, subject, footer) = mails[0];
    assert_eq!(n.kind, NotifyKind::YourTurn);
    assert!(
        n.text.starts_with("Sinun vuorosi"),
        "in the player's language: {}",
        n.text
    );
    assert!(subject.contains("Rosvot"), "{subject}");
    assert!(footer.contains("/mail?stop="), "{footer}");
    let stop = token_in(footer, "stop");
    assert_eq!(open_link(&book, &format!("/mail?stop={stop}&yes=1")).0, 200);
    world.now += 5;
    let told = world.pass_turn_to_the_away_player(4);
    assert!(
        !told
            .iter()
            .any(|n| matches!(n.target, Target::Email { .. })),
        "stopped: {told:?}"
    );
}

#[test]
fn bad_addresses_and_subscriptions_are_refused_in_words() {
    let book = SharedMailBook::default();
    let mut world = World::new(&book, None);
    let code = room_with_seat_one_away(&mut world, |_| Vec::new());
    world.send(
        1,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: world.clients[&1].token.clone(),
        },
    );
    world.send(
        1,
        Request::NotifyEmail {
            code: code.clone(),
            address: "not an address".into(),
        },
    );
    let refused = world.clients[&1].refusals.last().unwrap().english();
    assert!(refused.contains("e-mail"), "{refused}");
    // Push is off on this server: said so.
    world.send(
        1,
        Request::NotifyPush {
            code: code.clone(),
            subscription: "{}".into(),
        },
    );
    let refused = world.clients[&1].refusals.last().unwrap().english();
    assert!(refused.contains("no browser notifications"), "{refused}");
    world.send(1, Request::PushKey);
    assert_eq!(world.clients[&1].push_key.as_deref(), Some(""));
    // With push on, a subscription whose keys are not Web Push's is refused.
    let mut world = World::new(&book, Some("BPUBLIC".into()));
    let code = room_with_seat_one_away(&mut world, |_| Vec::new());
    world.send(
        1,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: world.clients[&1].token.clone(),
        },
    );
    world.send(
        1,
        Request::NotifyPush {
            code,
            subscription:
                r#"{"endpoint":"https://push.example/1","keys":{"p256dh":"abc","auth":"def"}}"#
                    .into(),
        },
    );
    let refused = world.clients[&1].refusals.last().unwrap().english();
    assert!(refused.contains("push"), "{refused}");
    world.send(1, Request::PushKey);
    assert_eq!(world.clients[&1].push_key.as_deref(), Some("BPUBLIC"));
}

/// An HTTP receiver on loopback: each request's line, headers (lower-case names) and body.
type Posted = (String, Vec<(String, String)>, Vec<u8>);

fn http_receiver(status: &'static str) -> (String, mpsc::Receiver<Posted>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            let mut headers = Vec::new();
            let mut length = 0;
            loop {
                let mut h = String::new();
                reader.read_line(&mut h).unwrap();
                let h = h.trim_end();
                if h.is_empty() {
                    break;
                }
                let (name, value) = h.split_once(':').unwrap();
                let (name, value) = (name.to_ascii_lowercase(), value.trim().to_string());
                if name == "content-length" {
                    length = value.parse().unwrap();
                }
                headers.push((name, value));
            }
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            let _ = write!(stream, "HTTP/1.1 {status}\r\nContent-Length: 0\r\n\r\n");
            let _ = tx.send((line.trim().to_string(), headers, body));
        }
    });
    (url, rx)
}

/// An SMTP sink on loopback: each message's envelope recipient and its text as sent.
fn smtp_sink() -> (u16, mpsc::Receiver<(String, String)>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let _ = stream.write_all(b"220 sink ESMTP\r\n");
            let mut to = String::new();
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 {
                    break;
                }
                let upper = line.to_ascii_uppercase();
                if upper.starts_with("EHLO") {
                    let _ = stream.write_all(b"250-sink\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n");
                } else if upper.starts_with("RCPT TO:") {
                    to = line[8..].trim().trim_matches(['<', '>']).to_string();
                    let _ = stream.write_all(b"250 ok\r\n");
                } else if upper.starts_with("DATA") {
                    let _ = stream.write_all(b"354 go on\r\n");
                    let mut message = String::new();
                    loop {
                        let mut l = String::new();
                        reader.read_line(&mut l).unwrap();
                        if l == ".\r\n" {
                            break;
                        }
                        message.push_str(&l);
                    }
                    let _ = stream.write_all(b"250 kept\r\n");
                    let _ = tx.send((to.clone(), message));
                } else if upper.starts_with("QUIT") {
                    let _ = stream.write_all(b"221 bye\r\n");
                    break;
                } else {
                    let _ = stream.write_all(b"250 ok\r\n");
                }
            }
        }
    });
    (port, rx)
}

/// A message's text body, its transfer encoding undone (quoted-printable or base64).
fn mail_text(message: &str) -> String {
    let (head, body) = message.split_once("\r\n\r\n").unwrap();
    let head = head.to_ascii_lowercase();
    if head.contains("content-transfer-encoding: base64") {
        let joined: String = body.split_whitespace().collect();
        let bytes =
            pelikaappi::net::push::decode(&joined.replace('+', "-").replace('/', "_")).unwrap();
        return String::from_utf8(bytes).unwrap();
    }
    if head.contains("content-transfer-encoding: quoted-printable") {
        let soft = body.replace("=\r\n", "");
        let mut out = Vec::new();
        let bytes = soft.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'=' && i + 2 < bytes.len() + 1 {
                out.push(u8::from_str_radix(&soft[i + 1..i + 3], 16).unwrap());
                i += 3;
            } else {
                out.push(bytes[i]);
                i += 1;
            }
        }
        return String::from_utf8(out).unwrap();
    }
    body.to_string()
}

#[test]
fn the_webhook_the_smtp_sink_and_the_push_endpoint_each_get_your_turn_within_two_seconds() {
    let (hook, hooked) = http_receiver("204 No Content");
    let (push_service, pushed) = http_receiver("201 Created");
    let (smtp_port, mailed) = smtp_sink();
    let key = Arc::new(VapidKey::generate().unwrap());
    let browser = BrowserKeys::new().unwrap();
    let subscription = browser.subscription(&format!("{push_service}/push/aino"));
    let book = SharedMailBook::default();
    let mut world = World::new(&book, Some(key.public_key()));
    let sender = Sender::start(Channels {
        allow_inside: true,
        mailer: Some(
            Mailer::new(
                &format!("smtp://127.0.0.1:{smtp_port}"),
                "Pelikaappi <kaappi@example.org>",
            )
            .unwrap(),
        ),
        push: Some((key.clone(), "mailto:host@example.org".into())),
    });
    let sub = subscription.clone();
    let hook_url = format!("{hook}/hook");
    room_with_seat_one_away(&mut world, move |code| {
        vec![
            Request::Notify {
                code: code.into(),
                webhook: hook_url.clone(),
            },
            Request::NotifyEmail {
                code: code.into(),
                address: "aino@example.fi".into(),
            },
            Request::NotifyPush {
                code: code.into(),
                subscription: sub.clone(),
            },
        ]
    });
    assert!(world.said(1).contains("This browser"), "{}", world.said(1));
    // The confirmation goes out through the SMTP server; its link is opened and confirmed.
    for n in world.tick() {
        sender.send(n);
    }
    let (to, message) = mailed
        .recv_timeout(Duration::from_secs(5))
        .expect("the confirmation reaches the sink");
    assert_eq!(to, "aino@example.fi");
    let text = mail_text(&message);
    let token = token_in(&text, "confirm");
    assert_eq!(token.len(), 32, "{text}");
    assert_eq!(
        open_link(&book, &format!("/mail?confirm={token}&l=fi&yes=1")).0,
        200
    );
    // The turn passes to the away player: each channel is told within 2 s.
    let told = world.pass_turn_to_the_away_player(5);
    assert_eq!(told.len(), 3, "webhook, e-mail and push: {told:?}");
    let sent = std::time::Instant::now();
    for n in told {
        sender.send(n);
    }
    let (line, _, body) = hooked
        .recv_timeout(Duration::from_secs(2))
        .expect("the webhook");
    assert_eq!(line, "POST /hook HTTP/1.1");
    let json: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert!(json["text"].as_str().unwrap().starts_with("Sinun vuorosi"));
    let (to, message) = mailed
        .recv_timeout(Duration::from_secs(2))
        .expect("the e-mail");
    assert_eq!(to, "aino@example.fi");
    let text = mail_text(&message);
    assert!(text.starts_with("Sinun vuorosi"), "{text}");
    assert!(text.contains("/mail?stop="), "{text}");
    assert!(
        message
            .to_ascii_lowercase()
            .contains("from: pelikaappi <kaappi@example.org>")
    );
    let (line, headers, body) = pushed
        .recv_timeout(Duration::from_secs(2))
        .expect("the push");
    assert!(sent.elapsed() < Duration::from_secs(2));
    assert_eq!(line, "POST /push/aino HTTP/1.1");
    let header = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    assert_eq!(header("content-encoding"), "aes128gcm");
    assert_eq!(header("ttl"), "86400");
    let signer = verify_authorization(&header("authorization"), &push_service)
        .expect("signed with the server's key for the push service");
    assert_eq!(signer, key.public_key());
    let plain = browser
        .decrypt(&body)
        .expect("opens with the browser's keys");
    let payload: serde_json::Value = serde_json::from_slice(&plain).unwrap();
    assert!(
        payload["body"]
            .as_str()
            .unwrap()
            .starts_with("Sinun vuorosi")
    );
    assert_eq!(payload["kind"], "your-turn");
    assert!(payload["url"].as_str().unwrap().contains("?room="));
}
