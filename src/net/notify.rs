//! The game server's sender of "your turn" notifications: a thread of its own that delivers
//! each notification the lobby asks for (`lobby::Notification`) on worker threads: as JSON
//! POSTed to its player's webhook, as an encrypted browser push message POSTed to the push
//! service (`super::push`), or as an e-mail through the host's SMTP server (`super::mail`);
//! over HTTP or HTTPS (rustls, the system's root certificates), with short time limits, so
//! that a slow or dead target never holds up the game. Webhooks and push services on the
//! server's own machine or private networks are refused unless the host allows them (`serve
//! --webhook-private`): a player's address must not make the server reach inside its network.

use std::{
    io::{Read, Write},
    net::{IpAddr, SocketAddr, TcpStream, ToSocketAddrs},
    sync::{Arc, mpsc},
    time::Duration,
};

use super::lobby::{Notification, Target};

/// How long a connection, a write or a read of one webhook may take.
const TIME_LIMIT: Duration = Duration::from_secs(5);

/// Notifications waiting for the sender at most (more are dropped, and said so in the log).
const QUEUE: usize = 1_000;

/// Webhooks told at once: each on a worker thread of its own, so that one slow webhook (or
/// its name's slow resolution) holds up only its worker.
const WORKERS: usize = 8;

/// The notification as the JSON a webhook gets: `content` (Discord), `text` (Slack, Matrix
/// bridges), and the facts for a receiver of its own.
pub fn body_of(n: &Notification) -> String {
    serde_json::json!({
        "content": n.text,
        "text": n.text,
        "kind": n.kind.name(),
        "game": n.game,
        "room": n.code,
        "link": n.link,
        "seconds_left": n.seconds_left,
    })
    .to_string()
}

/// Whether `ip` is not a globally routable address of the open internet: the server's own
/// machine, private, shared, link-local, reserved, benchmark, documentation and multicast
/// ranges, and IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4),
/// judged by the address they carry or refused outright.
fn is_inside(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || a >= 240
                || (a == 100 && (64..128).contains(&b))
                || (a == 192 && b == 0 && c == 0)
                || (a == 198 && (b == 18 || b == 19))
        }
        IpAddr::V6(v6) => {
            let s = v6.segments();
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00
                || (s[0] & 0xffc0) == 0xfe80
                || (s[0] == 0x2001 && s[1] == 0x0db8)
                // NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4 (2002::/16) reach IPv4
                // addresses the server cannot judge here.
                || (s[0] == 0x0064 && s[1] == 0xff9b)
                || s[0] == 0x2002
                || v6.to_ipv4_mapped().is_some_and(|v4| is_inside(IpAddr::V4(v4)))
                // An IPv4-compatible address (::a.b.c.d).
                || (s[..6].iter().all(|x| *x == 0))
        }
    }
}

/// A webhook's parts: whether it is HTTPS, its host, port and path.
fn parts(url: &str) -> Result<(bool, String, u16, String), String> {
    let (tls, rest) = if let Some(r) = url.strip_prefix("https://") {
        (true, r)
    } else if let Some(r) = url.strip_prefix("http://") {
        (false, r)
    } else {
        return Err("not an http:// or https:// address".into());
    };
    let (authority, path) = match rest.find(['/', '?']) {
        Some(i) => (&rest[..i], rest[i..].to_string()),
        None => (rest, "/".to_string()),
    };
    let path = if path.starts_with('?') {
        format!("/{path}")
    } else {
        path
    };
    let (host, port) = match authority.rsplit_once(':') {
        Some((h, p)) if !h.ends_with(']') || authority.starts_with('[') => match p.parse::<u16>() {
            Ok(port) => (h, port),
            Err(_) => (authority, if tls { 443 } else { 80 }),
        },
        _ => (authority, if tls { 443 } else { 80 }),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if host.is_empty() {
        return Err("no host".into());
    }
    Ok((tls, host.to_string(), port, path))
}

/// POSTs `body` (JSON) to `url`; the status line's code when the webhook answered 2xx.
pub fn post_json(
    url: &str,
    body: &str,
    allow_inside: bool,
    tls: Option<&Arc<rustls::ClientConfig>>,
) -> Result<u16, String> {
    post(
        url,
        "application/json",
        &[],
        body.as_bytes(),
        allow_inside,
        tls,
    )
}

/// POSTs `body` of `content_type` with `headers` to `url`; the status line's code when the
/// target answered 2xx.
pub fn post(
    url: &str,
    content_type: &str,
    headers: &[(&str, String)],
    body: &[u8],
    allow_inside: bool,
    tls: Option<&Arc<rustls::ClientConfig>>,
) -> Result<u16, String> {
    let (https, host, port, path) = parts(url)?;
    let addresses: Vec<SocketAddr> = (host.as_str(), port)
        .to_socket_addrs()
        .map_err(|e| format!("{host}: {e}"))?
        .collect();
    let address = addresses
        .iter()
        .find(|a| allow_inside || !is_inside(a.ip()))
        .ok_or_else(|| format!("{host} is on this machine or a private network"))?;
    let deadline = std::time::Instant::now() + TIME_LIMIT;
    let stream = TcpStream::connect_timeout(address, TIME_LIMIT).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(TIME_LIMIT)).ok();
    stream.set_write_timeout(Some(TIME_LIMIT)).ok();
    let more: String = headers
        .iter()
        .filter(|(name, value)| !(name.contains(['\r', '\n']) || value.contains(['\r', '\n'])))
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .collect();
    let mut request = format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: Pelikaappi/{}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n{more}Connection: close\r\n\r\n",
        super::version::VERSION,
        body.len()
    )
    .into_bytes();
    request.extend_from_slice(body);
    let mut answer = Vec::new();
    if https {
        let config = tls.ok_or("no TLS configuration")?;
        let name = rustls::pki_types::ServerName::try_from(host.clone())
            .map_err(|e| format!("{host}: {e}"))?;
        let connection =
            rustls::ClientConnection::new(config.clone(), name).map_err(|e| e.to_string())?;
        let mut tls_stream = rustls::StreamOwned::new(connection, stream);
        tls_stream.write_all(&request).map_err(|e| e.to_string())?;
        read_status_line(&mut tls_stream, deadline, &mut answer);
    } else {
        let mut stream = stream;
        stream.write_all(&request).map_err(|e| e.to_string())?;
        read_status_line(&mut stream, deadline, &mut answer);
    }
    let status_line = String::from_utf8_lossy(&answer);
    let code: u16 = status_line
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| "no HTTP answer".to_string())?;
    if (200..300).contains(&code) {
        Ok(code)
    } else {
        Err(format!("{host} answered {code}"))
    }
}

/// Reads the answer's first line into `answer` (at most 256 bytes), until `deadline`: a
/// webhook that trickles its answer holds a worker no longer than that.
fn read_status_line(stream: &mut impl Read, deadline: std::time::Instant, answer: &mut Vec<u8>) {
    let mut byte = [0u8; 64];
    while std::time::Instant::now() < deadline && answer.len() < 256 {
        match stream.read(&mut byte) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                answer.extend_from_slice(&byte[..n]);
                if answer.contains(&b'\n') {
                    break;
                }
            }
        }
    }
}

/// The TLS configuration with the system's root certificates (none found: HTTPS webhooks
/// fail, each with its error in the log).
fn tls_config() -> Arc<rustls::ClientConfig> {
    let mut roots = rustls::RootCertStore::empty();
    for cert in rustls_native_certs::load_native_certs().certs {
        let _ = roots.add(cert);
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map(|b| b.with_root_certificates(roots).with_no_client_auth())
        .unwrap_or_else(|e| panic!("ring's protocol versions: {e}"));
    Arc::new(config)
}

/// How the sender reaches its targets: whether webhooks and push services may be on this
/// machine or private networks, the SMTP server (none: no e-mail) and the push key (none: no
/// push) with the subject its tokens name.
#[derive(Clone, Default)]
pub struct Channels {
    pub allow_inside: bool,
    pub mailer: Option<super::mail::Mailer>,
    pub push: Option<(Arc<super::push::VapidKey>, String)>,
}

/// The message a browser's service worker shows (`web/sw.js`): its title, text and the
/// room's link.
pub fn push_payload(n: &Notification) -> String {
    serde_json::json!({
        "title": "Pelikaappi",
        "body": n.text,
        "url": n.link,
        "kind": n.kind.name(),
        "room": n.code,
    })
    .to_string()
}

/// Delivers `n` on its channel.
pub fn deliver(
    n: &Notification,
    channels: &Channels,
    tls: &Arc<rustls::ClientConfig>,
) -> Result<(), String> {
    match &n.target {
        Target::Webhook(url) => {
            post_json(url, &body_of(n), channels.allow_inside, Some(tls)).map(drop)
        }
        Target::Email {
            address,
            subject,
            footer,
        } => {
            let mailer = channels.mailer.as_ref().ok_or("e-mail is off")?;
            let text = if footer.is_empty() {
                n.text.clone()
            } else {
                format!("{}\n\n-- \n{footer}\n", n.text)
            };
            mailer.send(address, subject, &text)
        }
        Target::Push(subscription) => {
            let (key, subject) = channels.push.as_ref().ok_or("push is off")?;
            let subscription = super::push::Subscription::parse(subscription)?;
            let body = super::push::encrypt(&subscription, push_payload(n).as_bytes())?;
            let now = super::replicon::unix_seconds();
            let headers = [
                (
                    "Authorization",
                    key.authorization(&subscription.endpoint, subject, now)?,
                ),
                ("Content-Encoding", "aes128gcm".to_string()),
                ("TTL", "86400".to_string()),
                ("Urgency", "normal".to_string()),
            ];
            post(
                &subscription.endpoint,
                "application/octet-stream",
                &headers,
                &body,
                channels.allow_inside,
                Some(tls),
            )
            .map(drop)
        }
    }
}

/// The sender thread's end of the queue.
pub struct Sender {
    queue: mpsc::SyncSender<Notification>,
}

impl Sender {
    /// Starts the sender thread with its `channels`.
    pub fn start(channels: Channels) -> Self {
        let (queue, waiting) = mpsc::sync_channel::<Notification>(QUEUE);
        std::thread::Builder::new()
            .name("notifications".into())
            .spawn(move || {
                let tls = tls_config();
                let busy = Arc::new(std::sync::atomic::AtomicUsize::new(0));
                for n in waiting {
                    // Wait for a free worker (each ends within its time limit, but for a
                    // name that never resolves: then the notification is dropped).
                    let mut waited = 0;
                    while busy.load(std::sync::atomic::Ordering::SeqCst) >= WORKERS && waited < 200
                    {
                        std::thread::sleep(Duration::from_millis(50));
                        waited += 1;
                    }
                    if busy.load(std::sync::atomic::Ordering::SeqCst) >= WORKERS {
                        eprintln!("notifications: every worker is held up, one dropped");
                        continue;
                    }
                    busy.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let (tls, held, channels) = (tls.clone(), busy.clone(), channels.clone());
                    let spawned = std::thread::Builder::new()
                        .name("notification".into())
                        .spawn(move || {
                            if let Err(e) = deliver(&n, &channels, &tls) {
                                eprintln!(
                                    "notification ({}, room {}) not delivered: {}",
                                    n.kind.name(),
                                    n.code,
                                    super::replicon::loggable(&e)
                                );
                            }
                            held.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
                        });
                    if spawned.is_err() {
                        busy.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
                        eprintln!("notifications: no thread for one, dropped");
                    }
                }
            })
            .expect("a thread for the notifications");
        Self { queue }
    }

    /// Queues `n` (dropped, with a line in the log, when the queue is full).
    pub fn send(&self, n: Notification) {
        if self.queue.try_send(n).is_err() {
            eprintln!("notifications: the queue is full, one dropped");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_webhook_is_read_into_its_parts() {
        assert_eq!(
            parts("https://discord.com/api/webhooks/1/abc").unwrap(),
            (
                true,
                "discord.com".into(),
                443,
                "/api/webhooks/1/abc".into()
            )
        );
        assert_eq!(
            parts("http://127.0.0.1:8080?x=1").unwrap(),
            (false, "127.0.0.1".into(), 8080, "/?x=1".into())
        );
        assert_eq!(
            parts("http://[::1]:9000/hook").unwrap(),
            (false, "::1".into(), 9000, "/hook".into())
        );
        assert!(parts("ftp://x").is_err());
    }

    #[test]
    fn the_servers_own_networks_are_inside() {
        for inside in [
            "127.0.0.1",
            "10.1.2.3",
            "192.168.0.1",
            "169.254.1.1",
            "::1",
            "fd00::1",
        ] {
            assert!(is_inside(inside.parse().unwrap()), "{inside}");
        }
        for outside in ["93.184.216.34", "2606:2800:220:1::1"] {
            assert!(!is_inside(outside.parse().unwrap()), "{outside}");
        }
    }
}
