//! Sending logic for [`Transport`]s.

use {
    crate::{
        FlushedPacket, FragmentPath, MessageKey, Transport, TransportConfig,
        frag::{self, MessageTooBig},
        lane::{LaneIndex, LaneKind, LaneReliability},
        limit::{Limit, TokenBucket},
        packet::{
            Fragment, FragmentHeader, FragmentPayload, FragmentPosition, MessageSeq, PacketHeader,
            PacketSeq,
        },
        rtt::RttEstimator,
        size::MinSize,
    },
    aeronet_io::{
        Session,
        connection::{DisconnectReason, Disconnected},
    },
    alloc::{boxed::Box, vec::Vec},
    bevy_ecs::prelude::*,
    bevy_platform::{
        collections::{HashMap, hash_map::Entry},
        sync::atomic::Ordering,
        time::Instant,
    },
    bevy_time::{Real, Time},
    core::{iter, num::Saturating},
    derive_more::{Display, Error, From},
    log::trace,
    octs::{Bytes, EncodeLen, Write},
};

/// Allows buffering up messages to be sent on a [`Transport`].
#[derive(Debug)]
pub struct TransportSend {
    pub(crate) msgs_sent: Saturating<usize>,
    pub(crate) max_frag_len: MinSize,
    pub(crate) lanes: Box<[SendLane]>,
    pub(crate) sent_msgs_size: usize,
    bytes_bucket: TokenBucket,
    next_packet_seq: PacketSeq,
    error: Option<TransportSendError>,
}

/// State of a lane used for sending outgoing messages on a [`Transport`].
#[derive(Debug, Clone)]
pub struct SendLane {
    kind: LaneKind,
    pub(crate) sent_msgs: HashMap<MessageSeq, SentMessage>,
    next_msg_seq: MessageSeq,
}

#[derive(Debug, Clone)]
pub(crate) struct SentMessage {
    pub(crate) frags: Box<[Option<SentFragment>]>,
}

#[derive(Debug, Clone)]
pub(crate) struct SentFragment {
    position: FragmentPosition,
    pub(crate) payload: FragmentPayload,
    sent_at: Instant,
    next_flush_at: Instant,
}

impl TransportSend {
    pub(crate) fn new(
        max_frag_len: MinSize,
        lanes: impl IntoIterator<Item = impl Into<LaneKind>>,
    ) -> Self {
        Self {
            msgs_sent: Saturating(0),
            max_frag_len,
            lanes: lanes
                .into_iter()
                .map(Into::into)
                .map(|kind| SendLane {
                    kind,
                    sent_msgs: HashMap::default(),
                    next_msg_seq: MessageSeq::default(),
                })
                .collect(),
            sent_msgs_size: 0,
            bytes_bucket: TokenBucket::new(usize::MAX),
            next_packet_seq: PacketSeq::default(),
            error: None,
        }
    }

    /// Gets access to the state of the sender-side lanes.
    #[must_use]
    pub const fn lanes(&self) -> &[SendLane] {
        &self.lanes
    }

    /// Gets access to the [`TokenBucket`] used for tracking how many bytes are
    /// left for outgoing packets.
    #[must_use]
    pub const fn bytes_bucket(&self) -> &TokenBucket {
        &self.bytes_bucket
    }

    /// Attempts to enqueue a message on this transport for sending.
    ///
    /// This will not send out a message immediately - that happens during
    /// [`TransportSystems::Flush`].
    ///
    /// If the message was enqueued successfully, returns a [`MessageKey`]
    /// uniquely[^1] identifying this message. When draining
    /// [`TransportRecv::acks`], you can compare message keys to tell if the
    /// message you are pushing right now was the one that was acknowledged.
    ///
    /// [^1]: See [`MessageKey`] for uniqueness guarantees.
    ///
    /// [`TransportSystems::Flush`]: crate::TransportSystems::Flush
    ///
    /// # Errors
    ///
    /// If the message could not be enqueued (if e.g. there are already too many
    /// messages buffered for sending), this returns [`Err`], and the transport
    /// will be forcibly disconnected on the next update. This is considered a
    /// fatal connection condition, because you may have sent a message along a
    /// reliable lane, and those [`LaneKind`]s provide strong guarantees that
    /// messages will be received by the peer.
    ///
    /// Normally, errors should not happen when pushing messages, so if an error
    /// does occur, it should be treated as fatal. Feel free to ignore the error
    /// if you don't want to handle it in any special way - the session will
    /// automatically disconnect anyway.
    ///
    /// # Panics
    ///
    /// Panics if the `lane_index` is outside the range of send lanes configured
    /// on this [`Transport`] when it was created.
    ///
    /// Since you are responsible for creating the [`Transport`], you are also
    /// responsible for knowing how many lanes you have.
    ///
    /// # Examples
    ///
    /// ```
    /// use {
    ///     aeronet_transport::{Transport, lane::LaneIndex},
    ///     bevy_platform::time::Instant,
    /// };
    ///
    /// const SEND_LANE: LaneIndex = LaneIndex::new(0);
    ///
    /// fn send_msgs(transport: &mut Transport) {
    ///     let msg_key = transport
    ///         .send
    ///         .push(SEND_LANE, b"hello world".to_vec().into(), Instant::now())
    ///         .unwrap();
    ///
    ///     // later...
    ///
    ///     for acked_msg in transport.recv.acks.drain() {
    ///         if acked_msg == msg_key {
    ///             println!("Peer has received my sent message!");
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// [`TransportRecv::acks`]: crate::recv::TransportRecv::acks
    pub fn push(
        &mut self,
        lane_index: LaneIndex,
        msg: Bytes,
        now: Instant,
    ) -> Result<MessageKey, TransportSendError> {
        let result = (|| {
            let lane = self
                .lanes
                .get_mut(usize::from(lane_index.0))
                .expect("lane index must be within the configured send lanes");
            let msg_seq = lane.next_msg_seq;
            let Entry::Vacant(entry) = lane.sent_msgs.entry(msg_seq) else {
                return Err(TransportSendError::TooManyMessages);
            };

            let frags = frag::split(self.max_frag_len, msg)?
                .map(|(position, payload)| SentFragment {
                    position,
                    payload,
                    sent_at: now,
                    next_flush_at: now,
                })
                .collect::<Vec<_>>();

            // if the message is empty, we will generate no fragments.
            //
            // this is unacceptable, because when we send this message out in a
            // packet, it will have no fragment header, so will never be
            // received and acked by the peer - consequently, we will never be
            // told that the peer has acked this message.
            // even if a message is empty, its existence is important to track.
            //
            // we also can't just say in the sending logic, "if this message has
            // no frags, just make one up on the spot when sending", because at
            // that point we may also take out that fragment. and if a message
            // has no fragments (`SentMessage::frags` are all `None`s), then it
            // gets removed.
            // therefore, if we add a message with all `None` frags, then it
            // will immediately be dropped!
            //
            // in summary, we must add a synthetic fragment specifically here.
            // this is checked by the test `send_no_data`.
            let frags = if frags.is_empty() {
                alloc::vec![SentFragment {
                    position: FragmentPosition::ZERO_LAST,
                    payload: FragmentPayload::empty(),
                    sent_at: now,
                    next_flush_at: now,
                }]
            } else {
                frags
            };

            let msg = entry.insert(SentMessage {
                frags: frags.into_iter().map(Some).collect(),
            });
            self.sent_msgs_size =
                msg.frags
                    .iter()
                    .flatten()
                    .fold(self.sent_msgs_size, |size, frag| {
                        size.checked_add(usize::from(frag.payload.len()))
                            .expect("sent message payload bytes should fit in usize")
                    });

            self.msgs_sent += 1;
            lane.next_msg_seq += MessageSeq::new(1);
            Ok(MessageKey {
                lane: lane_index,
                seq: msg_seq,
            })
        })();

        if let Err(err) = &result {
            self.error = Some(err.clone());
        }
        result
    }
}

/// Failed to enqueue a message for sending using [`TransportSend::push`].
#[derive(Debug, Clone, Display, Error, From)]
pub enum TransportSendError {
    /// Too many messages were already buffered for sending, and we would be
    /// overwriting the sequence number of an existing message.
    #[display("too many buffered messages")]
    TooManyMessages,
    /// Message was too big to enqueue for sending.
    MessageTooBig(MessageTooBig),
}

impl SendLane {
    /// Gets what kind of lane this state represents.
    #[must_use]
    pub const fn kind(&self) -> LaneKind {
        self.kind
    }

    /// Gets the number of messages queued for sending, but which have not been
    /// flushed yet.
    #[must_use]
    pub fn num_queued_msgs(&self) -> usize {
        self.sent_msgs.len()
    }
}

pub(crate) fn update_send_bytes_config(
    mut sessions: Query<
        (&mut Transport, &TransportConfig),
        Or<(Added<Transport>, Changed<TransportConfig>)>,
    >,
) {
    for (mut transport, config) in &mut sessions {
        transport.send.bytes_bucket.set_cap(config.tx_bytes_per_sec);
    }
}

pub(crate) fn disconnect_errored(
    mut sessions: Query<(Entity, &mut Transport)>,
    mut commands: Commands,
) {
    for (entity, mut transport) in &mut sessions {
        if let Some(err) = transport.send.error.take() {
            commands.trigger(Disconnected {
                entity,
                reason: DisconnectReason::by_error(err),
            });
        }
    }
}

pub(crate) fn refill_send_bytes(time: Res<Time<Real>>, mut sessions: Query<&mut Transport>) {
    sessions.par_iter_mut().for_each(|mut transport| {
        transport
            .send
            .bytes_bucket
            .refill_portion(time.delta_secs_f64());
    });
}

pub(crate) fn flush(mut sessions: Query<(&mut Session, &mut Transport)>) {
    let now = Instant::now();
    sessions
        .par_iter_mut()
        .for_each(|(mut session, mut transport)| {
            let packet_mtu = session.mtu();
            let packets = flush_on(&mut transport, now, packet_mtu);
            session.send.extend(packets);
        });
}

/// Forces a [`Transport`] to flush out its pending messages, by building up
/// packets from pending fragments.
///
/// This function is advanced and has the potential to screw up the transport
/// state - only use it if you know what you're doing!
///
/// Every update, for all [`Session`]s with an associated [`Transport`], this
/// function is used to build packets from the transport's fragments pending
/// for sending, and those packets are pushed into the session's send buffer.
#[expect(clippy::missing_panics_doc, reason = "shouldn't panic")]
pub fn flush_on(
    transport: &mut Transport,
    now: Instant,
    mtu: usize,
) -> impl Iterator<Item = Bytes> + '_ {
    // collect the paths of the frags to send, along with how old they are
    let mut frag_paths = transport
        .send
        .lanes
        .iter_mut()
        .enumerate()
        .flat_map(|(lane_index, lane)| frag_paths_in_lane(now, lane_index, lane))
        .collect::<Vec<_>>();

    // sort by time sent, oldest to newest
    frag_paths.sort_unstable_by_key(|(_, sent_at)| *sent_at);

    let mut frag_paths = frag_paths
        .into_iter()
        .map(|(path, _)| Some(path))
        .collect::<Vec<_>>();

    let mut sent_packet_yet = false;
    iter::from_fn(move || {
        // this iteration, we want to build up one full packet

        // make a buffer for the packet
        // note: we may want to preallocate some memory for this,
        // and have it be user-configurable, but I don't want to overcomplicate
        // it also, we don't preallocate `mtu` bytes, because that might
        // be a big length e.g. Steamworks already fragments messages,
        // so we don't fragment messages ourselves, leading to very
        // large `mtu`s (~512KiB)
        let mut packet = Vec::<u8>::new();

        // we can't put more than either `mtu` or `bytes_left`
        // bytes into this packet, so we track this as well
        let mut bytes_left = (&mut transport.send.bytes_bucket).min_of(mtu);
        let packet_seq = transport.send.next_packet_seq;
        let header = PacketHeader {
            seq: packet_seq,
            acks: transport.peer_acks,
        };
        bytes_left.consume(header.encode_len()).ok()?;
        packet
            .write(&header)
            .expect("should grow the buffer when writing over capacity");

        // collect the paths of the frags we want to put into this packet
        // so that we can track which ones have been acked later
        let mut packet_frags = Vec::new();

        for path_opt in &mut frag_paths {
            let Some(path) = path_opt else {
                continue;
            };
            let path = *path;

            if write_frag_at_path(
                now,
                &transport.rtt,
                &mut transport.send.lanes,
                &mut transport.send.sent_msgs_size,
                &mut bytes_left,
                &mut packet,
                path,
            ) == Ok(())
            {
                // if we successfully wrote this frag out,
                // remove it from the candidate frag paths
                // and track that this frag has been sent out in this packet
                *path_opt = None;
                packet_frags.push(path);
            }
        }

        // A packet goes out when it carries fragments, or when the peer waits for the
        // acknowledgement of a packet that carried some (one such packet a flush); an idle
        // session sends nothing.
        let should_send = !packet_frags.is_empty() || (!sent_packet_yet && transport.ack_owed);
        if !should_send {
            return None;
        }
        transport.ack_owed = false;

        trace!(
            "Flushed packet {} with {} fragments",
            packet_seq.0.0,
            packet_frags.len()
        );
        // Packets of acknowledgements alone are never acknowledged: not counted as lost.
        if !packet_frags.is_empty() {
            transport.packet_loss.record(packet_seq, now);
        }
        let packet_frags = packet_frags.into_boxed_slice();
        let packet_bytes = core::mem::size_of_val(packet_frags.as_ref());
        let old = transport.flushed_packets.insert(
            packet_seq.0.0,
            FlushedPacket {
                flushed_at: now,
                frags: packet_frags,
            },
        );
        if let Some(old) = old {
            transport.flushed_packets_size.fetch_sub(
                core::mem::size_of_val(old.frags.as_ref()),
                Ordering::Relaxed,
            );
        }
        transport
            .flushed_packets_size
            .fetch_add(packet_bytes, Ordering::Relaxed);

        transport.send.next_packet_seq += PacketSeq::new(1);
        sent_packet_yet = true;
        Some(Bytes::from(packet))
    })
}

fn frag_paths_in_lane(
    now: Instant,
    lane_index: usize,
    lane: &mut SendLane,
) -> impl Iterator<Item = (FragmentPath, Instant)> + '_ {
    let lane_index = LaneIndex(
        MinSize::try_from(lane_index)
            .expect("we should not have more lanes than can fit in `MinSize`"),
    );

    // drop any messages which have no frags to send
    lane.sent_msgs
        .retain(|_, msg| msg.frags.iter().any(Option::is_some));

    // grab the frag paths from this lane's messages
    lane.sent_msgs.iter().flat_map(move |(msg_seq, msg)| {
        msg.frags
            .iter()
            // we have to enumerate here specifically, since we use the index
            // when building up the `FragmentPath`, and that path has to point
            // back to this exact `Option<..>`
            .enumerate()
            .filter_map(|(i, frag)| frag.as_ref().map(|frag| (i, frag)))
            .filter(move |(_, frag)| now >= frag.next_flush_at)
            .map(move |(frag_index, frag)| {
                let frag_index = MinSize::try_from(frag_index)
                    .expect("number of frags should fit into `MinSize`");
                (
                    FragmentPath {
                        lane_index,
                        msg_seq: *msg_seq,
                        frag_index,
                    },
                    frag.sent_at,
                )
            })
    })
}

fn write_frag_at_path(
    now: Instant,
    rtt: &RttEstimator,
    lanes: &mut [SendLane],
    sent_msgs_size: &mut usize,
    bytes_left: &mut impl Limit,
    packet: &mut Vec<u8>,
    path: FragmentPath,
) -> Result<(), ()> {
    let lane = lanes
        .get_mut(usize::from(path.lane_index.0))
        .expect("frag path should point to a valid lane");

    let msg = lane
        .sent_msgs
        .get_mut(&path.msg_seq)
        .expect("frag path should point to a valid msg in this lane");

    let frag_index = usize::from(path.frag_index);
    let frag_slot = msg
        .frags
        .get_mut(frag_index)
        .expect("frag index should point to a valid frag slot");
    let sent_frag = frag_slot
        .as_mut()
        .expect("frag path should point to a frag slot which is still occupied");

    let frag = Fragment {
        header: FragmentHeader {
            seq: path.msg_seq,
            lane: path.lane_index,
            position: sent_frag.position,
        },
        payload: sent_frag.payload.clone(),
    };
    bytes_left.consume(frag.encode_len()).map_err(drop)?;
    packet
        .write(frag)
        .expect("should grow the buffer when writing over capacity");

    // what does the lane do with this after sending?
    match &lane.kind.reliability() {
        LaneReliability::Unreliable => {
            // drop the frag
            // if we've dropped all frags of this message, then
            // on the next `flush`, we'll drop the message
            let removed = frag_slot.take().expect("fragment slot is still occupied");
            *sent_msgs_size = sent_msgs_size
                .checked_sub(usize::from(removed.payload.len()))
                .expect("removed fragment payload bytes should be accounted for");
        }
        LaneReliability::Reliable => {
            // don't drop the frag, just attempt to resend it later
            // it'll be dropped when the peer acks it
            // If the deadline cannot be represented, retry on the next flush.
            sent_frag.next_flush_at = now.checked_add(rtt.pto()).unwrap_or(now);
        }
    }

    Ok(())
}

#[cfg(test)]
mod tests {
    use {
        crate::{
            Transport,
            lane::{LaneIndex, LaneKind},
            packet::{
                Acknowledge, Fragment, FragmentHeader, FragmentPayload, FragmentPosition,
                MessageSeq, PacketHeader, PacketSeq,
            },
        },
        aeronet_io::Session,
        bevy_platform::time::Instant,
        octs::{Bytes, Read},
    };

    const LANES: [LaneKind; 1] = [LaneKind::ReliableOrdered];
    const LANE: LaneIndex = LaneIndex::new(0);

    #[test]
    fn send_some_data() {
        round_trip(b"hello world");
    }

    // if we're forming a packet, empty messages *must* also be included as
    // fragments
    #[test]
    fn send_no_data() {
        round_trip(b"");
    }

    #[test]
    fn unreliable_payload_bytes_released_on_flush() {
        let now = Instant::now();
        let session = Session::new(now, 1024);
        let mut transport =
            Transport::new(&session, LANES, [LaneKind::UnreliableUnordered; 2], now).unwrap();
        transport
            .send
            .push(LANE, Bytes::from_static(b"hello"), now)
            .unwrap();
        transport
            .send
            .push(LaneIndex::new(1), Bytes::from_static(b"world!"), now)
            .unwrap();
        assert_eq!(transport.send.sent_msgs_size, 11);

        // A packet header alone cannot release any payload.
        let header_len = octs::EncodeLen::encode_len(&PacketHeader {
            seq: PacketSeq::new(0),
            acks: Acknowledge::default(),
        });
        let _ = super::flush_on(&mut transport, now, header_len).count();
        assert_eq!(transport.send.sent_msgs_size, 11);
        let _ = super::flush_on(&mut transport, now, 1024).count();
        assert_eq!(transport.send.sent_msgs_size, 0);
        // Removing empty messages on the next flush must not subtract again.
        let _ = super::flush_on(&mut transport, now, 1024).count();
        assert_eq!(transport.send.sent_msgs_size, 0);
    }

    #[test]
    fn reliable_payload_bytes_released_once_after_retransmission() {
        use octs::Write;

        let now = Instant::now();
        let session = Session::new(now, 1024);
        let mut transport = Transport::new(&session, LANES, LANES, now).unwrap();
        transport
            .send
            .push(LANE, Bytes::from_static(b"hello"), now)
            .unwrap();
        assert_eq!(transport.send.sent_msgs_size, 5);
        let _ = super::flush_on(&mut transport, now, 1024).count();
        assert_eq!(transport.send.sent_msgs_size, 5);
        let later = now + transport.rtt().pto();
        let _ = super::flush_on(&mut transport, later, 1024).count();
        assert_eq!(transport.send.sent_msgs_size, 5);
        assert_eq!(transport.num_unacked_packets(), 2);

        let mut acks = Acknowledge::default();
        acks.ack(PacketSeq::new(0));
        acks.ack(PacketSeq::new(1));
        let mut packet = Vec::new();
        packet
            .write(&PacketHeader {
                seq: PacketSeq::new(0),
                acks,
            })
            .unwrap();
        let config = crate::TransportConfig::default();
        crate::recv::recv_on(&mut transport, &config, later, &packet).unwrap();
        assert_eq!(transport.send.sent_msgs_size, 0);
        assert_eq!(transport.recv.acks.drain().count(), 1);
        crate::recv::recv_on(&mut transport, &config, later, &packet).unwrap();
        assert_eq!(transport.send.sent_msgs_size, 0);
        assert_eq!(transport.recv.acks.drain().count(), 0);
    }

    #[test]
    fn unreliable_payload_bytes_released_per_fragment() {
        let now = Instant::now();
        let session = Session::new(now, 64);
        let mut transport =
            Transport::new(&session, LANES, [LaneKind::UnreliableUnordered], now).unwrap();
        let frag_len = usize::from(transport.send.max_frag_len);
        let payload_len = frag_len.checked_mul(2).unwrap();
        transport
            .send
            .push(LANE, Bytes::from(vec![0; payload_len]), now)
            .unwrap();
        assert_eq!(transport.send.sent_msgs_size, payload_len);
        {
            let mut packets = super::flush_on(&mut transport, now, 64);
            assert!(packets.next().is_some());
        }
        assert_eq!(transport.send.sent_msgs_size, frag_len);
        let _ = super::flush_on(&mut transport, now, 64).count();
        assert_eq!(transport.send.sent_msgs_size, 0);
    }

    #[test]
    fn failed_push_does_not_increment_message_stats() {
        let now = Instant::now();
        let session = Session::new(now, 1024);
        let mut transport = Transport::new(&session, LANES, LANES, now).unwrap();
        let key = transport
            .send
            .push(LANE, Bytes::from_static(b"hello"), now)
            .unwrap();
        assert_eq!(transport.send.sent_msgs_size, 5);
        assert_eq!(transport.stats().msgs_sent.0, 1);

        // Simulate sequence wraparound onto a message that is still queued.
        transport.send.lanes.first_mut().unwrap().next_msg_seq = key.seq;
        assert!(matches!(
            transport
                .send
                .push(LANE, Bytes::from_static(b"replacement"), now),
            Err(super::TransportSendError::TooManyMessages)
        ));
        assert_eq!(transport.stats().msgs_sent.0, 1);
        assert_eq!(transport.send.sent_msgs_size, 5);
    }

    #[test]
    fn message_stats_count_enqueue_and_delivery_once() {
        let now = Instant::now();
        let session = Session::new(now, 1024);
        let mut sender = Transport::new(&session, LANES, LANES, now).unwrap();
        let mut receiver = Transport::new(&session, LANES, LANES, now).unwrap();
        assert_eq!(sender.stats().msgs_sent.0, 0);
        sender
            .send
            .push(LANE, Bytes::from(vec![0; 2048]), now)
            .unwrap();
        assert_eq!(sender.stats().msgs_sent.0, 1);

        // Flushing must not change the number of enqueued messages.
        let _ = super::flush_on(&mut sender, now, 32).collect::<Vec<_>>();
        assert_eq!(sender.stats().msgs_sent.0, 1);
        let packets = super::flush_on(&mut sender, now, 1024).collect::<Vec<_>>();
        assert!(packets.len() > 1);
        assert_eq!(sender.stats().msgs_sent.0, 1);
        let config = crate::TransportConfig::default();
        for packet in &packets {
            crate::recv::recv_on(&mut receiver, &config, now, packet).unwrap();
        }
        assert_eq!(receiver.stats().msgs_recv.0, 1);
        assert_eq!(receiver.recv.msgs.drain().count(), 1);

        let retry_at = now.checked_add(sender.rtt.pto()).unwrap();
        let retries = super::flush_on(&mut sender, retry_at, 1024).collect::<Vec<_>>();
        assert!(retries.len() > 1);
        for packet in &retries {
            crate::recv::recv_on(&mut receiver, &config, retry_at, packet).unwrap();
        }
        assert_eq!(sender.stats().msgs_sent.0, 1);
        assert_eq!(receiver.stats().msgs_recv.0, 1);
        assert_eq!(receiver.recv.msgs.drain().count(), 0);
    }

    fn round_trip(msg: &'static [u8]) {
        let now = Instant::now();
        let session = Session::new(now, 1024);
        let mut transport = Transport::new(&session, LANES, LANES, now).unwrap();
        transport
            .send
            .push(LANE, Bytes::from_static(msg), now)
            .unwrap();
        assert_eq!(1, transport.send.lanes().first().unwrap().num_queued_msgs());

        let mut packets = super::flush_on(&mut transport, now, 1024);
        let mut packet = packets.next().unwrap();
        assert!(packets.next().is_none());

        assert_eq!(
            packet.read::<PacketHeader>().unwrap(),
            PacketHeader {
                seq: PacketSeq::new(0),
                acks: Acknowledge::default(),
            },
        );
        assert_eq!(
            packet.read::<Fragment>().unwrap(),
            Fragment {
                header: FragmentHeader {
                    lane: LANE,
                    position: FragmentPosition::last(0u16).unwrap(),
                    seq: MessageSeq::new(0),
                },
                payload: FragmentPayload::new(Bytes::from_static(msg)).unwrap(),
            }
        );
    }
}
