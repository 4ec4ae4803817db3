#![cfg_attr(docsrs_aeronet, feature(doc_cfg))]
#![doc = include_str!("../README.md")]
//!
//! ## Feature flags
#![cfg_attr(feature = "document-features", doc = document_features::document_features!())]
// we can't use plain `#![no_std]` here,
// because the `derive(arbitrary::Arbitrary)` macro breaks without `std`
// so we just have to be more careful with using `std` prelude items
#![cfg_attr(not(feature = "std"), no_std)]

extern crate alloc;

pub mod frag;
pub mod lane;
pub mod limit;
pub mod packet;
pub mod recv;
pub mod rtt;
pub mod sampling;
pub mod send;
pub mod seq_buf;
pub mod size;

#[cfg(feature = "visualizer")]
pub mod visualizer;

pub use aeronet_io as io;
use {
    aeronet_io::{
        IoSystems, Session,
        connection::{DisconnectReason, Disconnected},
        packet::MtuTooSmall,
    },
    alloc::{boxed::Box, vec::Vec},
    bevy_app::prelude::*,
    bevy_ecs::{prelude::*, schedule::SystemSet},
    bevy_platform::{
        sync::atomic::{AtomicUsize, Ordering},
        time::Instant,
    },
    bevy_reflect::Reflect,
    core::num::Saturating,
    derive_more::{Add, AddAssign, Display, Error, Sub, SubAssign},
    lane::{LaneIndex, LaneKind},
    log::warn,
    octs::FixedEncodeLenHint,
    packet::{Acknowledge, FragmentHeader, MessageSeq, PacketHeader},
    recv::TransportRecv,
    rtt::RttEstimator,
    send::TransportSend,
    seq_buf::SeqBuf,
    size::MinSize,
};

/// Sets up the transport layer functionality.
///
/// See [`Transport`].
pub struct AeronetTransportPlugin;

impl Plugin for AeronetTransportPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(PreUpdate, (IoSystems::Poll, TransportSystems::Poll).chain())
            .configure_sets(
                PostUpdate,
                (TransportSystems::Flush, IoSystems::Flush).chain(),
            )
            .add_systems(
                PreUpdate,
                (
                    recv::clear_buffers.before(TransportSystems::Poll),
                    (
                        recv::poll,
                        send::disconnect_errored,
                        send::update_send_bytes_config,
                        send::refill_send_bytes,
                        check_memory_limit,
                    )
                        .chain()
                        .in_set(TransportSystems::Poll),
                ),
            )
            .add_systems(PostUpdate, send::flush.in_set(TransportSystems::Flush));
    }
}

/// Manages sending and receiving messages on top of an IO layer.
///
/// The IO layer allows you to send and receive packets (see
/// [`aeronet_io::packet`]), but packets do not provide enough guarantees to be
/// usable for many use cases. [`Transport`] builds on top of packets, allowing
/// you to send and receive messages with more reliabiliy and ordering
/// guarantees via lanes (see [`lane`]).
///
/// # Lifecycle
///
/// After [`Session`] is added to your entity, you should create and add a
/// [`Transport`] component - use a [`On<Add<Session>>`] for this. If
/// you are using a crate like `aeronet_replicon`, this step will already be
/// handled for you. You can also add or mutate [`TransportConfig`] at any
/// time during the session lifetime to change its configuration.
///
/// The [`Transport`] itself may disconnect the session prematurely if there
/// is an error such as running out of memory or buffering too many messages.
///
/// # Usage
///
/// - Use [`Transport::send`] to enqueue messages for sending, and to get a key
///   identifying the sent messages
/// - Use [`Transport::recv`]'s [`TransportRecv::msgs`] to drain messages
///   received from the IO layer
/// - Use [`Transport::recv`]'s [`TransportRecv::acks`] to drain message
///   acknowledgements for messages which you have sent out, and that the peer
///   has now acknowledged that they have received.
///
/// The `recv` buffers must be drained on every update, otherwise some may be
/// lost, leading to incorrect behavior, and a warning will be logged.
#[derive(Debug, Component)]
#[require(TransportConfig)]
pub struct Transport {
    // shared
    flushed_packets: SeqBuf<FlushedPacket, 1024>,
    flushed_packets_size: AtomicUsize,
    packet_loss: sampling::PacketLossHistory,
    msgs_recv: Saturating<usize>,
    packet_acks_recv: Saturating<usize>,
    msg_acks_recv: Saturating<usize>,
    peer_acks: Acknowledge,
    /// A packet with fragments came since the last packet this side sent: the peer waits for
    /// its acknowledgement, which the next flush sends even with nothing else to send.
    ack_owed: bool,
    rtt: RttEstimator,
    /// Interface to the receiving half of this transport.
    ///
    /// Use this to read received messages and acknowledgements.
    pub recv: TransportRecv,
    /// Interface to the sending half of this transport.
    ///
    /// Use this to enqueue messages to be sent along this transport.
    pub send: TransportSend,
}

/// User-configurable properties of a [`Transport`].
///
/// If you do not provide this component explicitly, a default config will
/// be created and inserted into the [`Session`].
///
/// This component may be modified over the lifetime of a [`Session`] and the
/// [`Transport`] will be updated accordingly.
#[derive(Debug, Clone, Component, Reflect)]
#[reflect(Component)]
pub struct TransportConfig {
    /// Maximum amount of memory, in bytes, that this [`Transport`] may use for
    /// buffering messages until the [`Session`] is forcibly disconnected.
    ///
    /// By default, this is 4 MiB. Consider tuning this number if you see
    /// connections fail with an out-of-memory error, or you see
    /// [`Transport::memory_used`] is too high (you can use the [`visualizer`]
    /// to see real-time statistics).
    ///
    /// Before rejecting a fragment for insufficient memory, incomplete
    /// unreliable messages are evicted oldest-first until enough space is
    /// available. Reliable messages and the message being extended are
    /// protected.
    pub max_memory_usage: usize,
    /// How many packet bytes we can flush out to the IO layer per second.
    ///
    /// This can be used to limit the outgoing bandwidth of this transport.
    ///
    /// By default, this is [`usize::MAX`].
    pub tx_bytes_per_sec: usize,
    /// Multiplier for how long it takes for an unacknowledged packet to be
    /// marked as lost on our side.
    ///
    /// Packet loss is computed by calculating how many packets, that we have
    /// sent out, should have been acknowledged by the peer by now (see
    /// [`SessionStatsSample::loss`]). "By now" is defined as
    /// [`Transport::rtt`]'s [`RttEstimator::pto`], multiplied by this config
    /// value.
    ///
    /// If this value is set too low, or below 1, the packet loss value will be
    /// an overestimate, as the peer will not have enough time to respond with
    /// an acknowledgement.
    /// If this value is set too high, the packet loss value will be an
    /// underestimate, as packets which should be reasonably considered "lost"
    /// will not be marked as such.
    ///
    /// By default, this is 1.5.
    ///
    /// [`SessionStatsSample::loss`]: crate::sampling::SessionStatsSample::loss
    pub packet_lost_threshold_factor: f64,
    /// The longest message the peer may send, in bytes (this copy's addition): a fragment
    /// that would make a message longer disconnects the session, so a peer cannot make the
    /// transport reassemble more than this for one message.
    ///
    /// By default, this is [`usize::MAX`].
    pub max_message_len: usize,
}

impl Default for TransportConfig {
    fn default() -> Self {
        Self {
            max_message_len: usize::MAX,
            max_memory_usage: 4 * 1024 * 1024,
            tx_bytes_per_sec: usize::MAX,
            packet_lost_threshold_factor: 1.5,
        }
    }
}

/// Incoming message that a [`Transport`] created from packets received by the
/// IO layer.
#[derive(Debug)]
pub struct RecvMessage {
    /// Lane index on which this message was received.
    pub lane: LaneIndex,
    /// Instant at which the final fragment of this message was received.
    pub recv_at: Instant,
    /// Raw byte data of this message.
    pub payload: Vec<u8>,
}

const FRAG_OVERHEAD: usize = PacketHeader::MAX_ENCODE_LEN + FragmentHeader::MAX_ENCODE_LEN;

impl Transport {
    /// Creates a new transport from an existing [`Session`].
    ///
    /// This should be added to a [`Session`] after it has connected (after the
    /// component is added).
    ///
    /// Also see [`TransportConfig`] for configuration options.
    ///
    /// # Errors
    ///
    /// Errors if the [`Session::min_mtu`] is too small to support messages.
    ///
    /// Since messages take some overhead on the wire (fragmentation, acks,
    /// etc.), packets must be larger than some minimum size to support this.
    ///
    /// # Examples
    ///
    /// ```
    /// use {
    ///     aeronet_io::Session,
    ///     aeronet_transport::{Transport, lane::LaneKind},
    ///     bevy_ecs::prelude::*,
    ///     bevy_platform::time::Instant,
    ///     log::warn,
    /// };
    ///
    /// const LANES: [LaneKind; 1] = [LaneKind::ReliableOrdered];
    ///
    /// fn on_connected(trigger: On<Add<Session>>, sessions: Query<&Session>, mut commands: Commands) {
    ///     let entity = trigger.event_target();
    ///     let session = sessions
    ///         .get(entity)
    ///         .expect("we are adding this component to this entity");
    ///     let Ok(transport) = Transport::new(session, LANES, LANES, Instant::now()) else {
    ///         warn!("Failed to create transport for {entity}");
    ///         return;
    ///     };
    ///     commands.entity(entity).insert(transport);
    /// }
    /// ```
    pub fn new(
        session: &Session,
        recv_lanes: impl IntoIterator<Item = LaneKind>,
        send_lanes: impl IntoIterator<Item = LaneKind>,
        now: Instant,
    ) -> Result<Self, MtuTooSmall> {
        let min_mtu = session.min_mtu();
        let max_frag_len = min_mtu
            .checked_sub(FRAG_OVERHEAD)
            .filter(|&len| len > 0)
            .ok_or(MtuTooSmall {
                mtu: min_mtu,
                min: FRAG_OVERHEAD + 1,
            })?;
        let max_frag_len = MinSize::MAX.min_of(max_frag_len);
        Ok(Self {
            flushed_packets: SeqBuf::new_from_fn(|_| FlushedPacket::new(now)),
            flushed_packets_size: AtomicUsize::new(0),
            packet_loss: sampling::PacketLossHistory::new(now),
            msgs_recv: Saturating(0),
            packet_acks_recv: Saturating(0),
            msg_acks_recv: Saturating(0),
            peer_acks: Acknowledge::default(),
            ack_owed: false,
            rtt: RttEstimator::default(),
            recv: TransportRecv::new(recv_lanes),
            send: TransportSend::new(max_frag_len, send_lanes),
        })
    }

    /// Gets the total stats gathered up to now.
    #[must_use]
    pub const fn stats(&self) -> MessageStats {
        MessageStats {
            msgs_recv: self.msgs_recv,
            msgs_sent: self.send.msgs_sent,
            packet_acks_recv: self.packet_acks_recv,
            msg_acks_recv: self.msg_acks_recv,
        }
    }

    /// Gets access to the RTT estimator, allowing you to read the current RTT
    /// estimates.
    #[must_use]
    pub const fn rtt(&self) -> &RttEstimator {
        &self.rtt
    }

    /// Gets the number of packets that have been flushed out to the peer, but
    /// we have not received an acknowledgement from the peer for them yet.
    #[must_use]
    pub const fn num_unacked_packets(&self) -> usize {
        self.flushed_packets.len()
    }

    /// Gets an estimation of how much memory this transport is using for
    /// storing message payloads.
    ///
    /// This is a very fast operation, suitable for running every frame to track
    /// for diagnostics, or to remove a session which is using too much memory.
    /// However, the actual value returned by this function is somewhat
    /// arbitrary; it's not the _total_ memory usage of the session, but rather
    /// only the memory used for heap allocations which may be controlled by a
    /// network peer (i.e. unfinished messages).
    #[must_use]
    #[expect(
        clippy::missing_panics_doc,
        reason = "buffered memory sizes fit in usize"
    )]
    pub fn memory_used(&self) -> usize {
        self.send
            .sent_msgs_size
            .checked_add(self.recv.memory_used())
            .and_then(|size| size.checked_add(self.flushed_packets_size.load(Ordering::Relaxed)))
            .expect("transport memory usage should fit in usize")
    }
}

/// System set for scheduling transport layer systems.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, SystemSet)]
pub enum TransportSystems {
    /// Draining packets from the IO layer and reading out messages; updating
    /// the internal transport state.
    ///
    /// # Ordering
    ///
    /// - [`IoSystems::Poll`]
    /// - **[`TransportSystems::Poll`]**
    Poll,
    /// Draining messages and turning them into packets for the IO layer.
    ///
    /// # Ordering
    ///
    /// - **[`TransportSystems::Flush`]**
    /// - [`IoSystems::Flush`]
    Flush,
}

/// Key which pseudo-uniquely identifies a message that has been sent out via
/// [`TransportSend::push`] on this [`Transport`].
///
/// After pushing a message to the transport, you can use the output of
/// [`TransportRecv::acks`] to read what messages have received acknowledgement
/// from the peer. If you see the same message key that you got from
/// [`TransportSend::push`], that message was acknowledged.
///
/// # Uniqueness
///
/// This key is only unique for a certain period of time, which depends on how
/// quickly you send out messages. Internally, this uses [`Seq`] to track the
/// sequence number of messages, but this can and will overflow eventually as
/// long as you keep sending out messages. Therefore, you should not keep
/// message keys around for a long time. As soon as you receive an ack for a
/// message (or don't receive an ack in a certain period of time), drop the
/// key - it's very likely to have the same key as another message later.
///
/// [`Seq`]: packet::Seq
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct MessageKey {
    /// Lane index on which the message was sent.
    pub lane: LaneIndex,
    /// Message sequence number.
    pub seq: MessageSeq,
}

/// Statistics for a [`Transport`].
#[derive(Debug, Clone, Copy, Default)] // force `#[derive]` on multiple lines
#[derive(Add, AddAssign, Sub, SubAssign)]
pub struct MessageStats {
    /// Number of messages received into [`TransportRecv::msgs`].
    pub msgs_recv: Saturating<usize>,
    /// Number of messages whose first fragment was flushed from
    /// [`Transport::send`].
    ///
    /// Retransmissions and subsequent fragments do not increment this counter.
    pub msgs_sent: Saturating<usize>,
    /// Number of packet acknowledgements received.
    pub packet_acks_recv: Saturating<usize>,
    /// Number of message acknowledgements received into
    /// [`TransportRecv::acks`].
    pub msg_acks_recv: Saturating<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct FragmentPath {
    lane_index: LaneIndex,
    msg_seq: MessageSeq,
    frag_index: MinSize,
}

#[derive(Debug, Clone)]
struct FlushedPacket {
    flushed_at: Instant,
    frags: Box<[FragmentPath]>,
}

impl FlushedPacket {
    fn new(flushed_at: Instant) -> Self {
        Self {
            flushed_at,
            frags: Box::new([]),
        }
    }
}

/// Error in [`DisconnectReason::ByError`] triggered on a [`Session`] when a
/// [`Transport`] exceeds its memory usage limit.
#[derive(Debug, Clone, Display, Error)]
#[display("memory limit exceeded - {used} / {max} bytes")]
pub struct MemoryLimitExceeded {
    /// Number of bytes used.
    pub used: usize,
    /// Maximum number of bytes the transport is allowed to use.
    pub max: usize,
}

fn check_memory_limit(
    mut commands: Commands,
    sessions: Query<(Entity, &Transport, &TransportConfig)>,
) {
    for (entity, transport, config) in &sessions {
        let mem_used = transport.memory_used();
        let mem_max = config.max_memory_usage;
        if mem_used > mem_max {
            warn!("{entity} exceeded memory limit, disconnecting");
            commands.trigger(Disconnected {
                entity,
                reason: DisconnectReason::by_error(MemoryLimitExceeded {
                    used: mem_used,
                    max: mem_max,
                }),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_used_sums_cached_totals() {
        let now = Instant::now();
        let session = Session::new(now, 1024);
        let lanes = [LaneKind::ReliableOrdered];
        let mut transport = Transport::new(&session, lanes, lanes, now).unwrap();
        assert_eq!(transport.memory_used(), 0);
        transport
            .send
            .push(LaneIndex::new(0), octs::Bytes::from_static(b"hello"), now)
            .unwrap();
        assert_eq!(transport.memory_used(), 5);
        let packets = send::flush_on(&mut transport, now, 1024).collect::<Vec<_>>();
        assert_eq!(transport.memory_used(), 5 + size_of::<FragmentPath>());
        let config = TransportConfig::default();
        for packet in packets {
            recv::recv_on(&mut transport, &config, now, &packet).unwrap();
        }
        assert_eq!(transport.memory_used(), 10 + size_of::<FragmentPath>());
        drop(transport.recv.msgs.drain());
        assert_eq!(transport.memory_used(), 5 + size_of::<FragmentPath>());
    }

    #[test]
    fn new_requires_space_for_fragment_payload() {
        let now = Instant::now();
        let lanes = [LaneKind::ReliableOrdered];

        for mtu in [FRAG_OVERHEAD, FRAG_OVERHEAD - 1, 0] {
            let session = Session::new(now, mtu);
            let Err(err) = Transport::new(&session, lanes, lanes, now) else {
                panic!("MTU {mtu} leaves no room for a fragment payload");
            };
            assert_eq!(err.mtu, mtu);
            assert_eq!(err.min, FRAG_OVERHEAD + 1);
        }

        // The first accepted MTU must support enqueuing a nonempty message.
        let session = Session::new(now, FRAG_OVERHEAD + 1);
        let mut transport = Transport::new(&session, lanes, lanes, now).unwrap();
        transport
            .send
            .push(LaneIndex::new(0), octs::Bytes::from_static(b"x"), now)
            .unwrap();
    }
}
