//! The gate of a server that faces the open internet (this copy's addition): how many
//! connections it takes in total and per address, the time a client has to send its request
//! head and finish the WebSocket handshake, the address a trusted reverse proxy forwards,
//! plain HTTP requests answered by a handler, the version check of the handshake's request,
//! and each session's limits once connected.

use {
    alloc::sync::Arc,
    core::{
        net::IpAddr,
        pin::Pin,
        task::{Context, Poll},
        time::Duration,
    },
    std::{collections::HashMap, sync::Mutex},
    tokio::io::{AsyncRead, AsyncWrite, ReadBuf},
};

/// The longest request head read before it is refused (the WebSocket handshake of a browser
/// is under 1 KiB).
pub const MAX_HEAD_BYTES: usize = 8 * 1024;

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
    /// Connections at once from one address (the proxy's forwarded one behind it).
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
    /// A reverse proxy whose `X-Forwarded-For` names the client (its last entry); any other
    /// peer's header is ignored.
    pub trusted_proxy: Option<IpAddr>,
    /// Answers plain HTTP requests; without it they get 404.
    pub http: Option<HttpHandler>,
    /// Checks each upgrade's request target.
    pub upgrade_check: Option<UpgradeCheck>,
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
            trusted_proxy: None,
            http: None,
            upgrade_check: None,
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
            .field("trusted_proxy", &self.trusted_proxy)
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
        let mut t = tally.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
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

    /// The client's address as a trusted proxy forwarded it (the last `X-Forwarded-For`
    /// entry, the one the proxy added).
    pub(crate) fn forwarded_for(&self) -> Option<IpAddr> {
        let value = self.header("x-forwarded-for")?;
        let last = value.rsplit(',').next()?.trim();
        last.parse().ok().or_else(|| {
            // "[v6]:port" or "v4:port"
            last.parse::<core::net::SocketAddr>().ok().map(|a| a.ip())
        })
    }
}

/// Where the end of a request head is in `buf`, if it is there.
pub(crate) fn head_end(buf: &[u8]) -> Option<usize> {
    buf.windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|p| p.saturating_add(4))
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

/// The bytes of an HTTP response that closes the connection.
pub(crate) fn response_bytes(response: &HttpResponse, head_only: bool) -> Vec<u8> {
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
        "HTTP/1.1 {} {reason}\r\nContent-Type: {}\r\nContent-Length: {}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n",
        response.status,
        response.content_type,
        response.body.len()
    );
    for (name, value) in &response.headers {
        // A header's text never carries a line break (it would forge another header).
        if !name.contains(['\r', '\n']) && !value.contains(['\r', '\n']) {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
    }
    head.push_str("\r\n");
    let mut out = head.into_bytes();
    if !head_only {
        out.extend_from_slice(&response.body);
    }
    out
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
        let end = head_end(raw).unwrap();
        assert_eq!(end, raw.len());
        let head = parse_head(raw).unwrap();
        assert_eq!(head.target, "/?v=2");
        assert!(head.is_upgrade());
        assert_eq!(
            head.forwarded_for(),
            Some("203.0.113.7".parse().unwrap())
        );
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
}
