use {
    super::{
        ServerConfig, ServerError, ToConnected, ToOpen,
        gate::{
            ConnectionLimits, HeadBuffer, HttpRequest, HttpResponse, MAX_HEAD_BYTES, Pace,
            Prefixed, Slot, Tally, parse_head, send_response, text_response,
        },
    },
    crate::{
        server::{HandshakeHandler, ToConnecting},
        session::{SessionError, backend::native::SessionLimits},
    },
    alloc::sync::Arc,
    std::sync::Mutex,
    aeronet_io::{connection::DisconnectReason, server::CloseReason},
    bevy_ecs::prelude::*,
    core::{
        net::SocketAddr,
        pin::Pin,
        task::{Context, Poll},
    },
    futures::{
        FutureExt, SinkExt, StreamExt,
        channel::{mpsc, oneshot},
        never::Never,
    },
    tokio::{
        io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf},
        net::{TcpListener, TcpStream},
    },
    tokio_rustls::TlsAcceptor,
    tokio_tungstenite::{
        WebSocketStream,
        tungstenite::{
            Utf8Bytes,
            handshake::server::{Request, Response},
            protocol::{
                CloseFrame, WebSocketConfig,
                frame::coding::CloseCode,
            },
        },
    },
    tracing::{Instrument, debug, debug_span, warn},
};

pub async fn start(
    config: ServerConfig,
    tx_next: oneshot::Sender<ToOpen>,
) -> Result<Never, CloseReason> {
    let tls_acceptor = config.tls.map(TlsAcceptor::from);
    let listener = TcpListener::bind(config.bind_address)
        .await
        .map_err(ServerError::BindSocket)?;
    debug!("Listening on {}", config.bind_address);

    let (tx_connecting, rx_connecting) = mpsc::channel::<ToConnecting>(1);
    let (tx_dropped, mut rx_dropped) = mpsc::channel::<()>(0);

    let local_addr = listener.local_addr().map_err(SessionError::GetLocalAddr)?;
    let next = ToOpen {
        local_addr,
        rx_connecting,
        tx_dropped,
    };
    tx_next
        .send(next)
        .map_err(|_| SessionError::FrontendClosed)?;

    let limits = config.limits.map(Arc::new);
    let tally = Arc::new(Mutex::new(Tally::default()));

    debug!("Starting server loop");
    loop {
        let result = futures::select! {
            x = listener.accept().fuse() => x,
            _ = rx_dropped.next() => {
                return Err(CloseReason::ByError(SessionError::FrontendClosed.into()));
            }
        };
        // An accept error ends one connection, never the server: out of file descriptors
        // (EMFILE, ENFILE) the loop waits a little for some to close, and tries again.
        let (stream, peer_addr) = match result {
            Ok(accepted) => accepted,
            Err(err) => {
                let out_of_files = matches!(err.raw_os_error(), Some(23 | 24));
                warn!("could not accept a connection: {err}");
                let pause = if out_of_files { 100 } else { 5 };
                tokio::time::sleep(core::time::Duration::from_millis(pause)).await;
                continue;
            }
        };
        let slot = match &limits {
            Some(limits) => {
                // A trusted proxy's connections are counted under the address it forwards.
                let counted = (!is_trusted(limits, peer_addr.ip()))
                    .then_some(peer_addr.ip());
                match Slot::take(&tally, limits, counted) {
                    Some(slot) => Some(slot),
                    None => {
                        debug!("{peer_addr}: over the connection limits, closed");
                        drop(stream);
                        continue;
                    }
                }
            }
            None => None,
        };

        tokio::spawn({
            let tx_connecting = tx_connecting.clone();
            let tls_acceptor = tls_acceptor.clone();
            let handshake_handler = config.handshake_handler.clone();
            let limits = limits.clone();
            async move {
                if let Err(err) = accept_session(
                    stream,
                    peer_addr,
                    config.socket,
                    tls_acceptor,
                    tx_connecting,
                    handshake_handler,
                    limits,
                    slot,
                )
                .await
                {
                    debug!("Failed to accept session: {err:?}");
                }
            }
        });
    }
}

/// What became of a connection's request head.
enum Opened {
    /// A WebSocket session, from the client at this address.
    Session(Box<WebSocketStream<Prefixed<MaybeTlsStream<TcpStream>>>>, SocketAddr),
    /// A plain HTTP request and its answer, to be sent (outside the handshake's time: a
    /// slow line gets the whole answer, held to the least pace instead).
    Answer {
        stream: Box<MaybeTlsStream<TcpStream>>,
        response: HttpResponse,
        head_only: bool,
        client: SocketAddr,
    },
    /// A connection refused, or ended.
    Done,
}

async fn accept_session(
    stream: TcpStream,
    peer_addr: SocketAddr,
    socket_config: WebSocketConfig,
    tls_acceptor: Option<TlsAcceptor>,
    mut tx_connecting: mpsc::Sender<ToConnecting>,
    handshake_handler: Option<HandshakeHandler>,
    limits: Option<Arc<ConnectionLimits>>,
    mut slot: Option<Slot>,
) -> Result<(), DisconnectReason> {
    // The request head and the handshake within their time (a connection that sends
    // nothing is closed, not kept). An HTTP answer is sent after, at its own pace.
    let opening = open_session(
        stream,
        peer_addr,
        socket_config,
        tls_acceptor,
        handshake_handler,
        limits.as_deref(),
        slot.as_mut(),
    );
    let opened = match limits.as_deref() {
        Some(l) => match tokio::time::timeout(l.handshake_timeout, opening).await {
            Ok(opened) => opened?,
            Err(_) => {
                debug!("{peer_addr}: no handshake in time, closed");
                return Ok(());
            }
        },
        None => opening.await?,
    };
    let (stream, peer_addr) = match opened {
        Opened::Session(stream, peer_addr) => (stream, peer_addr),
        Opened::Answer {
            mut stream,
            response,
            head_only,
            client,
        } => {
            let pace = limits.as_deref().map_or_else(Pace::default, Pace::of);
            match send_response(&mut *stream, &response, head_only, pace).await {
                Ok(()) => {
                    _ = tokio::time::timeout(pace.write_timeout, stream.shutdown()).await;
                }
                Err(stop) => debug!("{client}: the answer was not sent whole: {stop:?}"),
            }
            drop(slot);
            return Ok(());
        }
        Opened::Done => return Ok(()),
    };

    let (tx_session_entity, rx_session_entity) = oneshot::channel::<Entity>();
    let (tx_dc_reason, rx_dc_reason) = oneshot::channel::<DisconnectReason>();
    let (tx_next, rx_next) = oneshot::channel::<ToConnected>();
    tx_connecting
        .send(ToConnecting {
            peer_addr,
            tx_session_entity,
            rx_dc_reason,
            rx_next,
        })
        .await
        .map_err(|_| SessionError::FrontendClosed)?;
    let session = rx_session_entity
        .await
        .map_err(|_| SessionError::FrontendClosed)?;

    let session_limits = limits.as_deref().map_or_else(SessionLimits::default, |l| SessionLimits {
        ping_interval: Some(l.ping_interval),
        idle_timeout: Some(l.idle_timeout),
        send_timeout: Some(l.send_timeout),
        max_queued: Some(l.max_queued_bytes),
    });
    let Err(dc_reason) = run_session(*stream, peer_addr, tx_next, session_limits)
        .instrument(debug_span!("session", %session))
        .await;
    _ = tx_dc_reason.send(dc_reason);
    drop(slot);
    Ok(())
}

/// Reads the request head: a WebSocket upgrade becomes a session (after the version check), a
/// plain HTTP request gets the handler's answer (sent by the caller), anything else is
/// refused.
async fn open_session(
    stream: TcpStream,
    peer_addr: SocketAddr,
    socket_config: WebSocketConfig,
    tls_acceptor: Option<TlsAcceptor>,
    handshake_handler: Option<HandshakeHandler>,
    limits: Option<&ConnectionLimits>,
    slot: Option<&mut Slot>,
) -> Result<Opened, DisconnectReason> {
    debug!("Performing session handshake");

    let mut stream = if let Some(tls_acceptor) = tls_acceptor {
        tls_acceptor
            .accept(stream)
            .await
            .map(MaybeTlsStream::Rustls)
            .map_err(ServerError::TlsHandshake)?
    } else {
        MaybeTlsStream::Plain(stream)
    };

    let mut prefix = Vec::new();
    let mut head = None;
    if let Some(limits) = limits {
        // The request head, read whole (bounded) before anything else.
        let mut buf = [0u8; 1024];
        let mut arrived = HeadBuffer::default();
        let end = loop {
            if arrived.bytes.len() > MAX_HEAD_BYTES {
                refuse(&mut stream, 431, "request head too large").await;
                return Ok(Opened::Done);
            }
            let n = stream
                .read(&mut buf)
                .await
                .map_err(|e| ServerError::AcceptConnection(e))?;
            if n == 0 {
                return Ok(Opened::Done);
            }
            if let Some(end) = arrived.push(buf.get(..n).unwrap_or_default()) {
                break end;
            }
        };
        prefix = arrived.bytes;
        let Some(parsed) = prefix.get(..end).and_then(parse_head) else {
            refuse(&mut stream, 400, "bad request").await;
            return Ok(Opened::Done);
        };
        if is_trusted(limits, peer_addr.ip()) {
            let client = parsed
                .forwarded_for(&limits.trusted_proxies)
                .unwrap_or(peer_addr.ip());
            if let Some(slot) = slot
                && !slot.count_as(client, limits)
            {
                debug!("{client} (through the proxy): over the per-address limit, refused");
                refuse(&mut stream, 503, "too many connections").await;
                return Ok(Opened::Done);
            }
            head = Some((parsed, SocketAddr::new(client, peer_addr.port())));
        } else {
            head = Some((parsed, peer_addr));
        }
        if let Some((parsed, client)) = &head
            && !parsed.is_upgrade()
        {
            let request = HttpRequest {
                method: parsed.method.clone(),
                target: parsed.target.clone(),
                headers: parsed.headers.clone(),
            };
            let response = match &limits.http {
                Some(handler) => handler(&request),
                None => text_response(404, "not found"),
            };
            return Ok(Opened::Answer {
                stream: Box::new(stream),
                response,
                head_only: parsed.method == "HEAD",
                client: *client,
            });
        }
    }
    let client_addr = head.as_ref().map_or(peer_addr, |(_, a)| *a);
    let target = head.as_ref().map(|(h, _)| h.target.clone());

    let stream = Prefixed {
        prefix,
        at: 0,
        inner: stream,
    };
    let mut stream = tokio_tungstenite::accept_hdr_async_with_config(
        stream,
        #[expect(
            clippy::result_large_err,
            reason = "this `Result` is what `tokio_tungstenite` asks for"
        )]
        |req: &Request, resp: Response| match &handshake_handler {
            Some(h) => h.handle(req, resp),
            None => Ok(resp),
        },
        Some(socket_config),
    )
    .await
    .map_err(ServerError::AcceptClient)?;

    if let (Some(check), Some(target)) = (limits.and_then(|l| l.upgrade_check.as_ref()), target)
        && let Err(reason) = check(&target)
    {
        debug!("{client_addr}: refused by the upgrade check: {reason}");
        let frame = CloseFrame {
            code: CloseCode::from(4000),
            reason: Utf8Bytes::from(reason),
        };
        _ = stream.close(Some(frame)).await;
        // The close frame is read by the client before the connection goes.
        _ = tokio::time::timeout(core::time::Duration::from_secs(2), async {
            while stream.next().await.is_some() {}
        })
        .await;
        return Ok(Opened::Done);
    }
    Ok(Opened::Session(Box::new(stream), client_addr))
}

/// A small answer of the gate itself (a refusal), sent within the handshake's time.
async fn refuse(stream: &mut MaybeTlsStream<TcpStream>, status: u16, text: &str) {
    _ = send_response(stream, &text_response(status, text), false, Pace::default()).await;
}

async fn run_session<S: Send + AsyncRead + AsyncWrite + Unpin>(
    stream: WebSocketStream<S>,
    peer_addr: SocketAddr,
    tx_next: oneshot::Sender<ToConnected>,
    limits: SessionLimits,
) -> Result<Never, DisconnectReason> {
    let (frontend, backend) = crate::session::backend::native::split(stream, limits);
    let connected = ToConnected {
        peer_addr,
        frontend,
    };
    debug!("Connected");

    tx_next
        .send(connected)
        .map_err(|_| SessionError::FrontendClosed)?;

    debug!("Starting session loop");
    backend.start().await
}

#[derive(Debug)]
#[expect(clippy::large_enum_variant, reason = "most users will use `Rustls`")]
enum MaybeTlsStream<S> {
    Plain(S),
    Rustls(tokio_rustls::server::TlsStream<S>),
}

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncRead for MaybeTlsStream<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        match self.get_mut() {
            Self::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Self::Rustls(s) => Pin::new(s).poll_read(cx, buf),
        }
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncWrite for MaybeTlsStream<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<Result<usize, std::io::Error>> {
        match self.get_mut() {
            Self::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Self::Rustls(s) => Pin::new(s).poll_write(cx, buf),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), std::io::Error>> {
        match self.get_mut() {
            Self::Plain(s) => Pin::new(s).poll_flush(cx),
            Self::Rustls(s) => Pin::new(s).poll_flush(cx),
        }
    }

    fn poll_shutdown(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Result<(), std::io::Error>> {
        match self.get_mut() {
            Self::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Self::Rustls(s) => Pin::new(s).poll_shutdown(cx),
        }
    }
}

/// Whether `peer` is one of the trusted proxies (an IPv4 peer seen through an IPv6 socket,
/// `::ffff:127.0.0.1`, is its IPv4 address).
fn is_trusted(limits: &ConnectionLimits, peer: core::net::IpAddr) -> bool {
    let peer = peer.to_canonical();
    limits
        .trusted_proxies
        .iter()
        .any(|t| t.to_canonical() == peer)
}
