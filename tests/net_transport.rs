//! The network transport under the game server (aeronet_transport, patched in
//! `patches/aeronet_transport`): an idle connection sends nothing, a packet with a message is
//! acknowledged by one packet, and an acknowledgement alone is never answered.
#![cfg(feature = "net")]

use aeronet_transport::{
    Transport, TransportConfig,
    io::{Session, bytes::Bytes},
    lane::{LaneIndex, LaneKind},
    recv::recv_on,
    send::flush_on,
};
use bevy::platform::time::Instant;

const LANES: [LaneKind; 1] = [LaneKind::ReliableOrdered];
const MTU: usize = 1024;

fn transport(now: Instant) -> Transport {
    let session = Session::new(now, MTU);
    Transport::new(&session, LANES, LANES, now).expect("a transport")
}

fn flush(transport: &mut Transport, now: Instant) -> Vec<Bytes> {
    flush_on(transport, now, MTU).collect()
}

#[test]
fn idle_connections_send_nothing_and_acknowledgements_are_not_answered() {
    let now = Instant::now();
    let config = TransportConfig::default();
    let (mut server, mut client) = (transport(now), transport(now));
    // Idle: no packet either way, frame after frame (the original sent one every update).
    for _ in 0..3 {
        assert!(
            flush(&mut server, now).is_empty(),
            "an idle server sent a packet"
        );
        assert!(
            flush(&mut client, now).is_empty(),
            "an idle client sent a packet"
        );
    }
    // A message: one packet, received.
    client
        .send
        .push(LaneIndex::new(0), Bytes::from_static(b"e2-e3"), now)
        .expect("the message is queued");
    let packets = flush(&mut client, now);
    assert_eq!(packets.len(), 1, "the message goes in one packet");
    recv_on(&mut server, &config, now, &packets[0]).expect("the server reads the packet");
    let got: Vec<_> = server.recv.msgs.drain().map(|m| m.payload).collect();
    assert_eq!(got, vec![Bytes::from_static(b"e2-e3")]);
    // The server owes its acknowledgement: one packet, with no message in it.
    let acks = flush(&mut server, now);
    assert_eq!(acks.len(), 1, "the server acknowledges the message");
    assert!(
        flush(&mut server, now).is_empty(),
        "one acknowledgement is enough"
    );
    recv_on(&mut client, &config, now, &acks[0]).expect("the client reads the acknowledgement");
    assert_eq!(
        client.recv.acks.drain().count(),
        1,
        "the client's message is acknowledged"
    );
    // The acknowledgement alone is not answered: both sides are idle again.
    assert!(
        flush(&mut client, now).is_empty(),
        "the client answered an acknowledgement"
    );
    assert!(flush(&mut server, now).is_empty(), "the server sent again");
    // The acknowledged message is not sent again later either.
    let later = now + std::time::Duration::from_secs(5);
    assert!(
        flush(&mut client, later).is_empty(),
        "an acknowledged message was resent"
    );
}

#[test]
fn an_unacknowledged_message_is_sent_again() {
    let now = Instant::now();
    let mut client = transport(now);
    client
        .send
        .push(LaneIndex::new(0), Bytes::from_static(b"roll"), now)
        .expect("the message is queued");
    assert_eq!(flush(&mut client, now).len(), 1);
    // Its packet never acknowledged: the reliable lane sends it again after a while.
    let later = now + std::time::Duration::from_secs(5);
    assert_eq!(
        flush(&mut client, later).len(),
        1,
        "the message was not sent again"
    );
}

#[test]
fn a_message_longer_than_the_peer_may_send_is_refused_at_its_first_fragment_past_it() {
    // "64 KiB a message is per WebSocket frame: the transport reassembles up to 4 MiB; set
    // the transport's limits so that a request is at most what the README says."
    let now = Instant::now();
    let config = TransportConfig {
        max_message_len: 3 * 1024,
        ..TransportConfig::default()
    };
    let (mut server, mut client) = (transport(now), transport(now));
    // A message that fits is read whole.
    client
        .send
        .push(LaneIndex::new(0), Bytes::from(vec![7u8; 2 * 1024]), now)
        .expect("queued");
    for packet in flush(&mut client, now) {
        recv_on(&mut server, &config, now, &packet).expect("a message within the limit");
    }
    assert_eq!(server.recv.msgs.drain().count(), 1);
    // A longer one is refused before it is held: the receiving session is disconnected.
    let (mut server, mut client) = (transport(now), transport(now));
    client
        .send
        .push(LaneIndex::new(0), Bytes::from(vec![7u8; 64 * 1024]), now)
        .expect("queued");
    let results: Vec<_> = flush(&mut client, now)
        .iter()
        .map(|packet| recv_on(&mut server, &config, now, packet))
        .collect();
    assert!(
        results.iter().any(Result::is_err),
        "a 64 KiB message was taken in 1 KiB fragments under a 3 KiB limit"
    );
    assert!(
        server.memory_used() <= 4 * 1024,
        "no more than the limit is held: {}",
        server.memory_used()
    );
}
