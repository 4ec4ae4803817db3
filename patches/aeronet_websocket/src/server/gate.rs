//! The gate of a server that faces the open internet (this copy's addition): how many
//! connections it takes in total and per address (or per network, `network_of`), the time a client has to send its request
//! head and finish the WebSocket handshake, the address a trusted reverse proxy forwards,
//! plain HTTP requests answered by a handler (and their answers sent at a least pace, in
//! pieces of the shared body), the version check of the handshake's request, and each
//! session's limits once connected.
//!
//! Why plain HTTP is written by hand here and not served by hyper or axum with tower-http's
//! `ServeDir`: the accept loop is aeronet's and hands each `TcpStream` to tokio-tungstenite
//! directly, so a hyper server would have to take the listener and hand its upgraded
//! connections back as WebSocket sessions (a second accept path to keep in step with this
//! one); hyper, axum and tower-http are a dependency tree of their own to compile on every
//! build of the server; and what is answered is a static-file server of a few files read into
//! memory at the start (the web build and its compressed copies), which needs a request line,
//! a few headers and a `Content-Length` body. The cost is keeping this small HTTP/1.1 subset right by hand
//! (one request per connection, `Connection: close`, no ranges). This was a judgement, not
//! measured against hyper.

use {
    alloc::sync::Arc,
    core::{
        net::IpAddr,
        pin::Pin,
        task::{Context, Poll},
        time::Duration,
    },
    std::{collections::HashMap, sync::Mutex},
    tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf},
};

/// The longest request head read before it is refused (the WebSocket handshake of a browser
/// is under 1 KiB).
pub const MAX_HEAD_BYTES: usize = 8 * 1024;

/// The longest piece of an HTTP answer's body written at once: a slice of the body that every
/// connection shares, never a copy of it.
pub const BODY_CHUNK: usize = 64 * 1024;

/// A plain HTTP request: its method, its target (path and query) and its headers.
#[derive(Debug, Clone)]
pub struct HttpRequest {
    /// `GET`, `HEAD`, …
    pub method: String,
    /// The path and query, as sent.
    pub target: String,
    /// The headers, names in lower case.
    pub headers: Vec<(String, String)>,
}

impl HttpRequest {
    /// The first header of this (lower-case) name.
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The answer to a plain HTTP request.
#[derive(Debug, Clone)]
pub struct HttpResponse {
    /// 200, 404, …
    pub status: u16,
    /// The `Content-Type` header.
    pub content_type: String,
    /// The body.
    pub body: bytes::Bytes,
    /// More headers (`Location`, `Cache-Control`, `Content-Encoding`, …).
    pub headers: Vec<(String, String)>,
}

/// Answers the plain HTTP requests (not WebSocket upgrades) that reach the server.
pub type HttpHandler = Arc<dyn Fn(&HttpRequest) -> HttpResponse + Send + Sync>;

/// Checks a WebSocket handshake's request target (path and query): `Err(reason)` closes the
/// connection at once with that reason in a close frame (code 4000), before any session.
pub type UpgradeCheck = Arc<dyn Fn(&str) -> Result<(), String> + Send + Sync>;

/// The limits of a server's connections.
#[derive(Clone)]
pub struct ConnectionLimits {
    /// Connections at once, handshakes included.
    pub max_connections: usize,
    /// Connections at once from one address (the proxy's forwarded one behind it), or from
    /// one network when `network_of` groups addresses.
    pub max_per_address: usize,
    /// The time a new connection has to send its request head and finish the handshake.
    pub handshake_timeout: Duration,
    /// A ping when the client has sent nothing for this long.
    pub ping_interval: Duration,
    /// A client that has sent nothing, not even a pong, for this long is dropped.
    pub idle_timeout: Duration,
    /// A send that the client does not take in this time drops it.
    pub send_timeout: Duration,
    /// The most bytes a session may have waiting to be sent.
    pub max_queued_bytes: usize,
    /// The reverse proxies whose `X-Forwarded-For` is believed: the client is the rightmost
    /// entry that is not one of them (every `X-Forwarded-For` header, in order, read as one
    /// list). Any other peer's header is ignored.
    pub trusted_proxies: Vec<IpAddr>,
    /// The least pace of an HTTP answer's body in bytes a second, averaged over each
    /// `send_rate_window` in turn: a client that takes less is dropped (0: no least pace).
    /// A client on a slow line gets the whole answer however long it takes.
    pub min_send_rate: u64,
    /// The time over which `min_send_rate` is averaged.
    pub send_rate_window: Duration,
    /// A piece of an HTTP answer that the client does not take in this time drops it.
    pub http_write_timeout: Duration,
    /// Answers plain HTTP requests; without it they get 404.
    pub http: Option<HttpHandler>,
    /// Checks each upgrade's request target.
    pub upgrade_check: Option<UpgradeCheck>,
    /// The network an address is counted under for `max_per_address` (an IPv6 /64, say);
    /// without it, each address alone.
    pub network_of: Option<NetworkOf>,
}

/// The network an address belongs to, as the limits per address count it.
pub type NetworkOf = Arc<dyn Fn(IpAddr) -> IpAddr + Send + Sync>;

impl ConnectionLimits {
    /// The key `address` is counted under.
    fn network(&self, address: IpAddr) -> IpAddr {
        self.network_of.as_ref().map_or(address, |n| n(address))
    }
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        Self {
            max_connections: 4_096,
            max_per_address: 64,
            handshake_timeout: Duration::from_secs(10),
            ping_interval: Duration::from_secs(15),
            idle_timeout: Duration::from_secs(45),
            send_timeout: Duration::from_secs(20),
            max_queued_bytes: 1024 * 1024,
            trusted_proxies: Vec::new(),
            min_send_rate: 8 * 1024,
            send_rate_window: Duration::from_secs(30),
            http_write_timeout: Duration::from_secs(30),
            http: None,
            upgrade_check: None,
            network_of: None,
        }
    }
}

impl core::fmt::Debug for ConnectionLimits {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ConnectionLimits")
            .field("max_connections", &self.max_connections)
            .field("max_per_address", &self.max_per_address)
            .field("handshake_timeout", &self.handshake_timeout)
            .field("idle_timeout", &self.idle_timeout)
            .field("send_timeout", &self.send_timeout)
            .field("max_queued_bytes", &self.max_queued_bytes)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("min_send_rate", &self.min_send_rate)
            .field("send_rate_window", &self.send_rate_window)
            .field("http_write_timeout", &self.http_write_timeout)
            .finish_non_exhaustive()
    }
}

/// The connections open now, in total and per address.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
}

/// One connection's place in the tally, given back when it is dropped.
#[derive(Debug)]
pub(crate) struct Slot {
    tally: Arc<Mutex<Tally>>,
    /// The address it is counted under (none: counted in the total only, a trusted proxy's
    /// connection before its forwarded address is known).
    address: Option<IpAddr>,
}

impl Slot {
    /// A place for a new connection from `address` (none: not counted per address), if the
    /// limits allow one.
    pub(crate) fn take(
        tally: &Arc<Mutex<Tally>>,
        limits: &ConnectionLimits,
        address: Option<IpAddr>,
    ) -> Option<Self> {
        let address = address.map(|a| limits.network(a));
        let mut t = tally
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if t.total >= limits.max_connections {
            return None;
        }
        if let Some(a) = address
            && t.per_address.get(&a).copied().unwrap_or(0) >= limits.max_per_address
        {
            return None;
        }
        t.total = t.total.saturating_add(1);
        if let Some(a) = address {
            *t.per_address.entry(a).or_insert(0) += 1;
        }
        drop(t);
        Some(Self {
            tally: tally.clone(),
            address,
        })
    }

    /// Counts the connection under `address` from now on (the address a trusted proxy
    /// forwarded); false when that address has no place left.
    pub(crate) fn count_as(&mut self, address: IpAddr, limits: &ConnectionLimits) -> bool {
        let address = limits.network(address);
        if self.address == Some(address) {
            return true;
        }
        let mut t = self
            .tally
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if t.per_address.get(&address).copied().unwrap_or(0) >= limits.max_per_address {
            return false;
        }
        *t.per_address.entry(address).or_insert(0) += 1;
        if let Some(old) = self.address.replace(address) {
            release(&mut t, old);
        }
        true
    }
}

fn release(t: &mut Tally, address: IpAddr) {
    if let Some(n) = t.per_address.get_mut(&address) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            t.per_address.remove(&address);
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut t = self
            .tally
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        t.total = t.total.saturating_sub(1);
        if let Some(a) = self.address {
            release(&mut t, a);
        }
    }
}

/// A request head as read: the request line's parts and the headers (names in lower case).
#[derive(Debug)]
pub(crate) struct Head {
    pub method: String,
    pub target: String,
    pub headers: Vec<(String, String)>,
}

impl Head {
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the request asks for a WebSocket.
    pub(crate) fn is_upgrade(&self) -> bool {
        self.header("upgrade")
            .is_some_and(|v| v.to_ascii_lowercase().contains("websocket"))
    }

    /// Every header of this (lower-case) name, in order, as one comma-separated list (as
    /// HTTP reads a header sent more than once).
    pub(crate) fn joined(&self, name: &str) -> String {
        self.headers
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The client's address as the trusted proxies forwarded it: walking `X-Forwarded-For`
    /// from its end (the entry the nearest proxy added), the first entry that is not itself a
    /// trusted proxy. When every entry is one, the first of them; an entry that is no address
    /// stops the walk at the last address believed (none: the peer's own counts).
    pub(crate) fn forwarded_for(&self, trusted: &[IpAddr]) -> Option<IpAddr> {
        let list = self.joined("x-forwarded-for");
        let mut client = None;
        for entry in list.rsplit(',') {
            let Some(address) = parse_forwarded(entry.trim()) else {
                return client;
            };
            client = Some(address);
            if !trusted.iter().any(|t| t.to_canonical() == address) {
                break;
            }
        }
        client
    }
}

/// One `X-Forwarded-For` entry: an address, or an address with a port (`v4:port`,
/// `[v6]:port`).
fn parse_forwarded(entry: &str) -> Option<IpAddr> {
    entry
        .parse::<IpAddr>()
        .ok()
        .or_else(|| entry.parse::<core::net::SocketAddr>().ok().map(|a| a.ip()))
        // An IPv4 address mapped into IPv6 is that IPv4 address.
        .map(|a| a.to_canonical())
}

/// Where the end of a request head (its blank line) is in `buf`, searched from `from` on.
pub(crate) fn head_end(buf: &[u8], from: usize) -> Option<usize> {
    let tail = buf.get(from..)?;
    tail.windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|p| from.saturating_add(p).saturating_add(4))
}

/// A request head as it arrives, piece by piece.
#[derive(Debug, Default)]
pub(crate) struct HeadBuffer {
    /// What has arrived.
    pub bytes: Vec<u8>,
    /// How much of it has been searched for the head's end.
    searched: usize,
    /// The bytes looked at by every search together.
    #[cfg(test)]
    examined: usize,
}

impl HeadBuffer {
    /// Adds `part` and says where the head ends, once it is all there. Only what is new is
    /// searched, with the three bytes before it (where the blank line may have begun): a head
    /// sent a byte at a time costs its length, not its length squared.
    pub(crate) fn push(&mut self, part: &[u8]) -> Option<usize> {
        self.bytes.extend_from_slice(part);
        let from = self.searched.saturating_sub(3);
        #[cfg(test)]
        {
            self.examined = self
                .examined
                .saturating_add(self.bytes.len().saturating_sub(from));
        }
        self.searched = self.bytes.len();
        head_end(&self.bytes, from)
    }
}

/// Parses a request head (up to and with its blank line).
pub(crate) fn parse_head(bytes: &[u8]) -> Option<Head> {
    let text = core::str::from_utf8(bytes).ok()?;
    let mut lines = text.split("\r\n");
    let mut request = lines.next()?.split(' ');
    let method = request.next()?.to_string();
    let target = request.next()?.to_string();
    if !request.next()?.starts_with("HTTP/1.") {
        return None;
    }
    let headers = lines
        .filter(|l| !l.is_empty())
        .filter_map(|l| {
            let (name, value) = l.split_once(':')?;
            Some((name.trim().to_ascii_lowercase(), value.trim().to_string()))
        })
        .collect();
    Some(Head {
        method,
        target,
        headers,
    })
}

/// The status line and headers of an HTTP response that closes the connection. The
/// `Content-Length` is the body's (also for `HEAD`); a 304 has none (RFC 9110 §8.6).
pub(crate) fn response_head(response: &HttpResponse) -> Vec<u8> {
    let reason = match response.status {
        200 => "OK",
        302 => "Found",
        304 => "Not Modified",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "",
    };
    let mut head = format!(
        "HTTP/1.1 {} {reason}\r\nContent-Type: {}\r\n",
        response.status, response.content_type,
    );
    if response.status != 304 {
        head.push_str(&format!("Content-Length: {}\r\n", response.body.len()));
    }
    head.push_str("X-Content-Type-Options: nosniff\r\nConnection: close\r\n");
    for (name, value) in &response.headers {
        // A header's text never carries a line break (it would forge another header).
        if !name.contains(['\r', '\n']) && !value.contains(['\r', '\n']) {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
    }
    head.push_str("\r\n");
    head.into_bytes()
}

/// How an HTTP answer must go out: its least pace over a window, and the longest a piece of
/// it may wait for the client.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Pace {
    pub min_rate: u64,
    pub window: Duration,
    pub write_timeout: Duration,
}

impl Pace {
    pub(crate) fn of(limits: &ConnectionLimits) -> Self {
        Self {
            min_rate: limits.min_send_rate,
            window: limits.send_rate_window,
            write_timeout: limits.http_write_timeout,
        }
    }
}

impl Default for Pace {
    fn default() -> Self {
        Self::of(&ConnectionLimits::default())
    }
}

/// Why an HTTP answer was not sent whole.
#[derive(Debug)]
#[allow(dead_code, reason = "the fields are read in the log, through `Debug`")]
pub(crate) enum SendStop {
    /// The connection failed (or the client closed it).
    Io(std::io::Error),
    /// The client took nothing for the write timeout.
    Stalled,
    /// The client took fewer bytes than the least pace asks over a window.
    TooSlow { bytes: u64, over: Duration },
}

/// The bytes sent in the current window of a `Pace`.
struct Meter {
    pace: Pace,
    window_start: tokio::time::Instant,
    in_window: u64,
}

impl Meter {
    /// Counts `n` bytes taken; an error once a whole window has gone below the least pace.
    fn taken(&mut self, n: usize) -> Result<(), SendStop> {
        self.in_window = self.in_window.saturating_add(n as u64);
        let over = self.window_start.elapsed();
        if self.pace.min_rate == 0 || over < self.pace.window {
            return Ok(());
        }
        // bytes / seconds < rate, in whole numbers: bytes * 1000 < rate * milliseconds.
        let wanted = u128::from(self.pace.min_rate).saturating_mul(over.as_millis());
        if u128::from(self.in_window).saturating_mul(1000) < wanted {
            return Err(SendStop::TooSlow {
                bytes: self.in_window,
                over,
            });
        }
        self.window_start = tokio::time::Instant::now();
        self.in_window = 0;
        Ok(())
    }
}

/// Writes all of `bytes`, piece by piece as the client takes them, held to the pace.
async fn write_paced<S: AsyncWrite + Unpin>(
    stream: &mut S,
    mut bytes: &[u8],
    meter: &mut Meter,
) -> Result<(), SendStop> {
    while !bytes.is_empty() {
        let n = match tokio::time::timeout(meter.pace.write_timeout, stream.write(bytes)).await {
            Err(_) => return Err(SendStop::Stalled),
            Ok(Err(e)) => return Err(SendStop::Io(e)),
            Ok(Ok(0)) => return Err(SendStop::Io(std::io::ErrorKind::WriteZero.into())),
            Ok(Ok(n)) => n,
        };
        bytes = bytes.get(n..).unwrap_or_default();
        meter.taken(n)?;
    }
    Ok(())
}

/// Sends an HTTP answer: its head, then (unless `head_only`) its body in pieces of at most
/// `BODY_CHUNK`, each a slice of the shared body (no connection holds a copy of it), at no
/// less than the pace's least rate.
pub(crate) async fn send_response<S: AsyncWrite + Unpin>(
    stream: &mut S,
    response: &HttpResponse,
    head_only: bool,
    pace: Pace,
) -> Result<(), SendStop> {
    let mut meter = Meter {
        pace,
        window_start: tokio::time::Instant::now(),
        in_window: 0,
    };
    write_paced(stream, &response_head(response), &mut meter).await?;
    if !head_only && response.status != 304 {
        for piece in response.body.chunks(BODY_CHUNK) {
            write_paced(stream, piece, &mut meter).await?;
        }
    }
    match tokio::time::timeout(pace.write_timeout, stream.flush()).await {
        Err(_) => Err(SendStop::Stalled),
        Ok(result) => result.map_err(SendStop::Io),
    }
}

/// A plain-text response.
pub(crate) fn text_response(status: u16, text: &str) -> HttpResponse {
    HttpResponse {
        status,
        content_type: "text/plain; charset=utf-8".to_string(),
        body: bytes::Bytes::copy_from_slice(text.as_bytes()),
        headers: Vec::new(),
    }
}

/// A stream that gives the bytes already read (the request head) before the rest.
#[derive(Debug)]
pub(crate) struct Prefixed<S> {
    pub prefix: Vec<u8>,
    pub at: usize,
    pub inner: S,
}

impl<S: AsyncRead + Unpin> AsyncRead for Prefixed<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        if let Some(rest) = this.prefix.get(this.at..)
            && !rest.is_empty()
        {
            let n = rest.len().min(buf.remaining());
            if let Some(part) = rest.get(..n) {
                buf.put_slice(part);
            }
            this.at = this.at.saturating_add(n);
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut this.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Prefixed<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<Result<usize, std::io::Error>> {
        Pin::new(&mut self.get_mut().inner).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), std::io::Error>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Result<(), std::io::Error>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_head_is_parsed_and_the_proxys_last_entry_is_the_client() {
        let raw = b"GET /?v=2 HTTP/1.1\r\nHost: x\r\nUpgrade: WebSocket\r\nX-Forwarded-For: 10.0.0.9, 203.0.113.7\r\n\r\n";
        let end = head_end(raw, 0).unwrap();
        assert_eq!(end, raw.len());
        let head = parse_head(raw).unwrap();
        assert_eq!(head.target, "/?v=2");
        assert!(head.is_upgrade());
        let proxy: IpAddr = "127.0.0.1".parse().unwrap();
        assert_eq!(
            head.forwarded_for(&[proxy]),
            Some("203.0.113.7".parse().unwrap())
        );
    }

    fn forwarded(headers: &[&str], trusted: &[&str]) -> Option<IpAddr> {
        let mut raw = String::from("GET / HTTP/1.1\r\nHost: x\r\n");
        for h in headers {
            raw.push_str(&format!("X-Forwarded-For: {h}\r\n"));
        }
        raw.push_str("\r\n");
        let trusted: Vec<IpAddr> = trusted.iter().map(|a| a.parse().unwrap()).collect();
        parse_head(raw.as_bytes()).unwrap().forwarded_for(&trusted)
    }

    #[test]
    fn every_forwarded_for_header_is_read_and_every_trusted_proxy_skipped() {
        let ip = |a: &str| Some(a.parse::<IpAddr>().unwrap());
        // Two headers are one list, in order: the last entry is the second header's.
        assert_eq!(
            forwarded(&["198.51.100.1", "203.0.113.7"], &["127.0.0.1"]),
            ip("203.0.113.7")
        );
        // Behind two proxies (a CDN 10.0.0.2 in front of the local nginx 127.0.0.1), the
        // client is the rightmost entry that is no proxy of ours, whichever header holds it.
        let proxies = ["127.0.0.1", "10.0.0.2"];
        assert_eq!(
            forwarded(&["6.6.6.6, 203.0.113.7", "10.0.0.2"], &proxies),
            ip("203.0.113.7")
        );
        assert_eq!(
            forwarded(&["6.6.6.6, 203.0.113.7, 10.0.0.2"], &proxies),
            ip("203.0.113.7")
        );
        // With one proxy trusted, the CDN's own address is the client.
        assert_eq!(
            forwarded(&["6.6.6.6, 203.0.113.7", "10.0.0.2"], &["127.0.0.1"]),
            ip("10.0.0.2")
        );
        // Entries with ports, IPv6.
        assert_eq!(
            forwarded(&["[2001:db8::1]:4711, 10.0.0.2:80"], &proxies),
            ip("2001:db8::1")
        );
        // Every entry a proxy: the first.
        assert_eq!(
            forwarded(&["10.0.0.2, 127.0.0.1"], &proxies),
            ip("10.0.0.2")
        );
        // Junk stops the walk at the last address believed.
        assert_eq!(forwarded(&["junk, 10.0.0.2"], &proxies), ip("10.0.0.2"));
        assert_eq!(forwarded(&["203.0.113.7, junk"], &proxies), None);
        assert_eq!(forwarded(&[], &proxies), None);
        // An IPv4 address mapped into IPv6 is that IPv4 address, as an entry and as a proxy.
        assert_eq!(
            forwarded(&["::ffff:203.0.113.7, 10.0.0.2"], &["::ffff:10.0.0.2"]),
            ip("203.0.113.7")
        );
    }

    #[test]
    fn a_head_sent_a_byte_at_a_time_is_searched_once() {
        // 8 KiB sent one byte at a time was searched from its start after every byte: some
        // 33 million comparisons.
        let mut raw = b"GET / HTTP/1.1\r\nHost: x\r\n".to_vec();
        while raw.len() < MAX_HEAD_BYTES - 4 {
            raw.extend_from_slice(b"X-Pad: abcdefghijklmnopqrstuvwxyz0123456789\r\n");
        }
        raw.extend_from_slice(b"\r\n");
        let mut buffer = HeadBuffer::default();
        let mut found = None;
        for (i, byte) in raw.iter().enumerate() {
            let end = buffer.push(core::slice::from_ref(byte));
            if i + 1 < raw.len() {
                assert_eq!(end, None, "no end before the blank line ({i})");
            }
            found = end;
        }
        assert_eq!(found, Some(raw.len()));
        assert!(
            buffer.examined <= 4 * raw.len(),
            "{} bytes looked at for a head of {}",
            buffer.examined,
            raw.len()
        );
        // The blank line split over two pieces, and a head in one piece, are found.
        let mut split = HeadBuffer::default();
        assert_eq!(split.push(b"GET / HTTP/1.1\r\nHost: x\r\n\r"), None);
        assert_eq!(split.push(b"\n"), Some(27));
        let mut whole = HeadBuffer::default();
        assert_eq!(whole.push(b"GET / HTTP/1.1\r\n\r\nrest"), Some(18));
        assert_eq!(head_end(b"ab\r\n\r\n", 7), None);
    }

    /// A writer that takes at most `per_write` bytes a call and notes where each piece it was
    /// given lies.
    struct Recorder {
        pieces: Vec<(usize, usize)>,
        out: Vec<u8>,
        per_write: usize,
        /// Calls left before it stops taking anything (never wakes: a client that reads
        /// nothing).
        stall_after: Option<usize>,
    }

    impl AsyncWrite for Recorder {
        fn poll_write(
            self: Pin<&mut Self>,
            _cx: &mut Context<'_>,
            buf: &[u8],
        ) -> Poll<Result<usize, std::io::Error>> {
            let this = self.get_mut();
            if let Some(left) = &mut this.stall_after {
                if *left == 0 {
                    return Poll::Pending;
                }
                *left -= 1;
            }
            let n = buf.len().min(this.per_write);
            this.pieces.push((buf.as_ptr() as usize, n));
            this.out.extend_from_slice(&buf[..n]);
            Poll::Ready(Ok(n))
        }

        fn poll_flush(self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
            Poll::Ready(Ok(()))
        }

        fn poll_shutdown(self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
            Poll::Ready(Ok(()))
        }
    }

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap()
    }

    fn wasm_answer(len: usize) -> HttpResponse {
        HttpResponse {
            status: 200,
            content_type: "application/wasm".to_string(),
            body: bytes::Bytes::from((0..len).map(|i| (i % 251) as u8).collect::<Vec<_>>()),
            headers: vec![("ETag".to_string(), "\"x\"".to_string())],
        }
    }

    #[test]
    fn a_body_is_written_from_the_shared_bytes_in_pieces() {
        // Each connection built head + body in one Vec: 32 clients asking for a 16 MB file
        // took the server from 32 MB to 532 MB.
        let answer = wasm_answer(1_000_000);
        let mut out = Recorder {
            pieces: Vec::new(),
            out: Vec::new(),
            per_write: 100_000,
            stall_after: None,
        };
        runtime()
            .block_on(send_response(&mut out, &answer, false, Pace::default()))
            .unwrap();
        let head = response_head(&answer);
        assert_eq!(out.out.get(..head.len()), Some(&head[..]));
        assert_eq!(out.out.get(head.len()..), Some(&answer.body[..]));
        let text = String::from_utf8_lossy(&head);
        assert!(text.contains("Content-Length: 1000000\r\n"), "{text}");
        assert!(text.contains("ETag: \"x\"\r\n"), "{text}");
        // Every piece of the body lies in the shared body, none over BODY_CHUNK long.
        let start = answer.body.as_ptr() as usize;
        let body_pieces: Vec<_> = out
            .pieces
            .iter()
            .filter(|(at, _)| (start..start + answer.body.len()).contains(at))
            .collect();
        let written: usize = body_pieces.iter().map(|(_, n)| n).sum();
        assert_eq!(
            written,
            answer.body.len(),
            "the body went from the shared bytes"
        );
        assert!(body_pieces.iter().all(|(_, n)| *n <= BODY_CHUNK));

        // HEAD: the same head, no body; a 304 has no Content-Length and no body.
        let mut head_only = Recorder {
            pieces: Vec::new(),
            out: Vec::new(),
            per_write: usize::MAX,
            stall_after: None,
        };
        runtime()
            .block_on(send_response(
                &mut head_only,
                &answer,
                true,
                Pace::default(),
            ))
            .unwrap();
        assert_eq!(head_only.out, head);
        let not_modified = HttpResponse {
            status: 304,
            ..wasm_answer(0)
        };
        let text = String::from_utf8(response_head(&not_modified)).unwrap();
        assert!(text.starts_with("HTTP/1.1 304 Not Modified\r\n"), "{text}");
        assert!(!text.contains("Content-Length"), "{text}");
    }

    #[test]
    fn a_client_that_takes_nothing_or_too_little_is_dropped() {
        let answer = wasm_answer(1_000_000);
        let pace = Pace {
            min_rate: 8 * 1024,
            window: Duration::from_millis(300),
            write_timeout: Duration::from_millis(200),
        };
        // Takes the head and one piece, then nothing.
        let mut stalled = Recorder {
            pieces: Vec::new(),
            out: Vec::new(),
            per_write: BODY_CHUNK,
            stall_after: Some(2),
        };
        let started = std::time::Instant::now();
        let stop = runtime().block_on(send_response(&mut stalled, &answer, false, pace));
        assert!(matches!(stop, Err(SendStop::Stalled)), "{stop:?}");
        assert!(started.elapsed() < Duration::from_secs(2));

        // Takes 100 bytes every 50 ms (2 KB/s): dropped after a window.
        struct Trickle(tokio::time::Interval);
        impl AsyncWrite for Trickle {
            fn poll_write(
                self: Pin<&mut Self>,
                cx: &mut Context<'_>,
                buf: &[u8],
            ) -> Poll<Result<usize, std::io::Error>> {
                match self.get_mut().0.poll_tick(cx) {
                    Poll::Ready(_) => Poll::Ready(Ok(buf.len().min(100))),
                    Poll::Pending => Poll::Pending,
                }
            }
            fn poll_flush(
                self: Pin<&mut Self>,
                _cx: &mut Context<'_>,
            ) -> Poll<std::io::Result<()>> {
                Poll::Ready(Ok(()))
            }
            fn poll_shutdown(
                self: Pin<&mut Self>,
                _cx: &mut Context<'_>,
            ) -> Poll<std::io::Result<()>> {
                Poll::Ready(Ok(()))
            }
        }
        let rt = runtime();
        let stop = rt.block_on(async {
            let mut trickle = Trickle(tokio::time::interval(Duration::from_millis(50)));
            send_response(&mut trickle, &answer, false, pace).await
        });
        assert!(matches!(stop, Err(SendStop::TooSlow { .. })), "{stop:?}");
        // At 20 KB/s the whole answer goes, however long it takes (here over many windows).
        let stop = rt.block_on(async {
            let mut steady = Trickle(tokio::time::interval(Duration::from_millis(5)));
            send_response(&mut steady, &wasm_answer(20_000), false, pace).await
        });
        assert!(stop.is_ok(), "{stop:?}");
    }

    #[test]
    fn slots_count_per_address_and_give_back_when_dropped() {
        let tally = Arc::new(Mutex::new(Tally::default()));
        let limits = ConnectionLimits {
            max_connections: 3,
            max_per_address: 2,
            ..ConnectionLimits::default()
        };
        let a: IpAddr = "127.0.0.2".parse().unwrap();
        let b: IpAddr = "127.0.0.3".parse().unwrap();
        let one = Slot::take(&tally, &limits, Some(a)).unwrap();
        let two = Slot::take(&tally, &limits, Some(a)).unwrap();
        assert!(Slot::take(&tally, &limits, Some(a)).is_none());
        let three = Slot::take(&tally, &limits, Some(b)).unwrap();
        assert!(Slot::take(&tally, &limits, Some(b)).is_none(), "the total");
        drop(one);
        assert!(Slot::take(&tally, &limits, Some(a)).is_some());
        drop((two, three));
        assert_eq!(tally.lock().unwrap().total, 0);
        assert!(tally.lock().unwrap().per_address.is_empty());
    }

    #[test]
    fn slots_count_per_network_when_told_how_addresses_group() {
        // Issue 55: "One IPv6 /64 is millions of addresses: 125 of them fill the 4,000
        // connection slots."
        let tally = Arc::new(Mutex::new(Tally::default()));
        let by_64: NetworkOf = Arc::new(|a| match a {
            IpAddr::V6(v6) => IpAddr::V6((u128::from(v6) & !0u128 << 64).into()),
            other => other,
        });
        let limits = ConnectionLimits {
            max_per_address: 2,
            network_of: Some(by_64),
            ..ConnectionLimits::default()
        };
        let address = |n: u16| IpAddr::V6(core::net::Ipv6Addr::new(0x2001, 0xdb8, 1, 2, n, 0, 0, 1));
        let held: Vec<Slot> = (1..=2)
            .filter_map(|n| Slot::take(&tally, &limits, Some(address(n))))
            .collect();
        assert_eq!(held.len(), 2);
        assert!(
            Slot::take(&tally, &limits, Some(address(3))).is_none(),
            "a third address of the same /64"
        );
        let other = IpAddr::V6(core::net::Ipv6Addr::new(0x2001, 0xdb8, 1, 3, 0, 0, 0, 1));
        assert!(Slot::take(&tally, &limits, Some(other)).is_some());
    }
}
