//! Which clients and servers talk to each other: the protocol's version travels in the
//! WebSocket address a client opens, and a server of another protocol closes the connection at
//! once with its own version in the reason, which the client says in its player's language.

/// This build's version (the package's).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The version of the online protocol: raised whenever a request or notice changes shape, so
/// that a client and a server of different protocols refuse each other with a message instead
/// of misreading each other. Version 1 was Pelikaappi 0.1.0, whose clients sent no version;
/// version 3 added names, public rooms, the lobby, quick match, rematch, chat and statistics.
pub const PROTOCOL: u32 = 3;

/// The query key of the protocol version in the address a client opens.
const QUERY_KEY: &str = "pelikaappi";

/// The start of a refusal's reason; the server's version follows.
const REFUSAL_START: &str = "this server runs Pelikaappi ";

/// The address a client of this build opens for the server at `url`.
pub fn with_version(url: &str) -> String {
    let (base, fragment) = url
        .split_once('#')
        .map_or((url, None), |(b, f)| (b, Some(f)));
    let separator = if base.contains('?') {
        "&"
    } else if base
        .split_once("//")
        .is_some_and(|(_, rest)| rest.contains('/'))
    {
        "?"
    } else {
        "/?"
    };
    let mut out = format!("{base}{separator}{QUERY_KEY}={PROTOCOL}");
    if let Some(f) = fragment {
        out.push('#');
        out.push_str(f);
    }
    out
}

/// The protocol a handshake's request target (path and query) names: 1 when it names none
/// (the clients of 0.1.0).
pub fn protocol_of(target: &str) -> Option<u32> {
    let Some((_, query)) = target.split_once('?') else {
        return Some(1);
    };
    match query
        .split('&')
        .find_map(|pair| pair.strip_prefix(QUERY_KEY)?.strip_prefix('='))
    {
        Some(value) => value.parse().ok(),
        None => Some(1),
    }
}

/// The server's check of a handshake's request target: a client of another protocol is
/// refused, with the reason its player reads.
pub fn check_upgrade(target: &str) -> Result<(), String> {
    if protocol_of(target) == Some(PROTOCOL) {
        Ok(())
    } else {
        Err(refusal())
    }
}

/// The reason a server of this build closes a connection of another protocol with.
pub fn refusal() -> String {
    format!("{REFUSAL_START}{VERSION} (online protocol {PROTOCOL})")
}

/// The server's version, if `reason` is a server's refusal of this client's protocol.
pub fn server_version_in(reason: &str) -> Option<String> {
    let rest = reason.split(REFUSAL_START).nth(1)?;
    let version: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '+'))
        .collect();
    (!version.is_empty()).then_some(version)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_names_its_protocol_and_the_server_reads_it() {
        for url in [
            "ws://127.0.0.1:7918",
            "ws://host:7918/",
            "wss://example.org/play",
            "wss://example.org/play?x=1",
        ] {
            let opened = with_version(url);
            let target = opened
                .split_once("//")
                .and_then(|(_, r)| r.find('/').map(|i| &r[i..]))
                .unwrap();
            assert_eq!(protocol_of(target), Some(PROTOCOL), "{opened}");
            assert!(check_upgrade(target).is_ok());
        }
        assert_eq!(protocol_of("/"), Some(1), "0.1.0 sent no version");
        assert!(check_upgrade("/").is_err());
        assert!(check_upgrade("/?pelikaappi=99").is_err());
    }

    #[test]
    fn the_refusal_names_the_servers_version() {
        assert_eq!(server_version_in(&refusal()).as_deref(), Some(VERSION));
        assert_eq!(
            server_version_in(
                "the server closed it: this server runs Pelikaappi 0.3.0 (online protocol 3)"
            )
            .as_deref(),
            Some("0.3.0")
        );
        assert_eq!(server_version_in("connection lost"), None);
    }
}
