//! Handles splitting large messages into smaller fragments, and reassembling
//! fragments back into messages.
//!
//! Packets are limited in size, usually to ~1000 bytes over a network. To be
//! able to send larger messages, we need a strategy to break down a large
//! message into smaller fragments, and send those fragments as packets over
//! the network (see [`split`]). On the receiving end, we combine these
//! fragments back up in order, and reassemble them into a full message (see
//! [`FragmentReceiver`]).

use {
    crate::{
        packet::{FragmentPayload, FragmentPosition, MessageSeq},
        size::MinSize,
    },
    alloc::vec::Vec,
    bevy_platform::{collections::HashMap, time::Instant},
    bit_vec::BitVec,
    core::{fmt, iter::FusedIterator},
    derive_more::{Display, Error},
    octs::{Bytes, chunks::ByteChunksExt},
};

/// Splits a message up into smaller fragments, ready to be reassembled by a
/// [`FragmentReceiver`].
///
/// The maximum length that a single fragment's payload will be is determined
/// by `max_frag_len`.
///
/// Fragments will be returned in the opposite order to the fragment's index.
/// For example, if you pass a message which is split into fragments `A, B, C`,
/// the iterator will return them in the order `C, B, A`. This is done to make
/// receiving fragments more efficient, since when the receiver receives `C`
/// (which is marked as the [last fragment]), it will immediately know how many
/// fragments there are in total, and can allocate the right sized buffer to fit
/// this message.
///
/// Note that even if `C` is lost, it will make reassembly slightly less
/// efficient as the receiver will have to resize its buffer when re-receiving
/// `C` later, but the logic will still behave correctly.
///
/// # Errors
///
/// Errors if the message is too big, and will be split into more than
/// [`MinSize::MAX`] number of fragments. Realistically, you should never run
/// into this as long as your messages are of reasonable length.
///
/// # Panics
///
/// Panics if `max_frag_len == 0`.
///
/// [last fragment]: FragmentPosition::is_last
pub fn split(
    max_frag_len: MinSize,
    msg: Bytes,
) -> Result<
    impl ExactSizeIterator<Item = (FragmentPosition, FragmentPayload)>
    + DoubleEndedIterator
    + FusedIterator,
    MessageTooBig,
> {
    assert!(max_frag_len.0 > 0);

    let byte_len = msg.len();
    let iter = msg.byte_chunks(usize::from(max_frag_len));
    let num_frags = iter.len();

    let last_index = num_frags.saturating_sub(1);
    if MinSize::try_from(last_index).is_err() {
        return Err(MessageTooBig {
            byte_len,
            num_frags,
        });
    }

    Ok(iter.enumerate().rev().map(move |(index, payload)| {
        let position = if index == last_index {
            MinSize::try_from(index)
                .ok()
                .and_then(FragmentPosition::last)
        } else {
            MinSize::try_from(index)
                .ok()
                .and_then(FragmentPosition::non_last)
        }
        .expect("we check above that there should not be more than `MinSize::MAX` fragments");

        let payload = FragmentPayload::new(payload).expect(
            "`payload` is a chunk of up to `max_frag_len` bytes, and `max_frag_len` is a \
             `MinSize`, so `payload` should not be bigger than `MinSize`",
        );

        (position, payload)
    }))
}

/// Passed a message to [`split`] which was too long in length, and cannot be
/// represented in [`MinSize::MAX`] number of fragments.
#[derive(Debug, Clone, Display, Error)]
#[display("message too big - byte length: {byte_len}, num frags: {num_frags} / {}", MinSize::MAX.0)]
pub struct MessageTooBig {
    /// How long the message is, in bytes.
    pub byte_len: usize,
    /// How many fragments this message would take up.
    pub num_frags: usize,
}

/// Receives fragments created by [`split`] and reassembles them into full
/// messages.
#[derive(Default, Clone)]
pub struct FragmentReceiver {
    msgs: HashMap<MessageSeq, MessageBuf>,
}

/// Received an invalid fragment when reassembling fragments into a message.
#[derive(Debug, Clone, PartialEq, Eq, Display, Error)]
pub enum ReassembleError {
    /// Not enough free memory to buffer this fragment up.
    #[display("out of memory - {left} / {required} bytes")]
    OutOfMemory {
        /// Bytes of memory required.
        required: usize,
        /// Bytes of memory left.
        left: usize,
    },
    /// Received a fragment which claims to be the last fragment, but we already
    /// received the last fragment.
    #[display("received last fragment {index}, but we already received last fragment {last}")]
    AlreadyReceivedLastFrag {
        /// Index of the fragment received.
        index: usize,
        /// Index of the fragment which is already the last fragment.
        last: usize,
    },
    /// Received a fragment which claims to be the last fragment, but we already
    /// received a (non-last) fragment with a larger index.
    #[display(
        "received last fragment {index}, but we already received fragment {max} with a larger \
         index"
    )]
    InvalidLastFrag {
        /// Index of the fragment received.
        index: usize,
        /// Index of the largest fragment we have received up to now.
        max: usize,
    },
    /// Received a fragment whose index is too large, resulting in arithmetic
    /// overflows.
    FragIndexTooLarge {
        /// Index of the fragment received.
        index: usize,
    },
    /// Received a fragment with an index beyond the known last fragment.
    #[display("received fragment {index} beyond last fragment {last}")]
    FragBeyondLast {
        /// Index of the fragment received.
        index: usize,
        /// Index of the last fragment.
        last: usize,
    },
    /// Received a non-last fragment which has an invalid length.
    ///
    /// All non-last fragments must be the same size.
    #[display("non-last fragment {index} has invalid length {len}, expected {expected}")]
    InvalidPayloadLength {
        /// Index of the fragment received.
        index: usize,
        /// Length of the fragment received.
        len: usize,
        /// Expected fragment length.
        expected: usize,
    },
}

#[derive(Clone)]
struct MessageBuf {
    first_received: Instant,
    last_frag_index: Option<usize>,
    max_frag_index: usize,
    num_frags_recv: usize,
    frag_indices_recv: BitVec,
    payload: Vec<u8>,
}

/// Validated fragment layout. Its message must not be modified or evicted
/// between preparation and insertion.
#[derive(Debug)]
pub(crate) struct PreparedFragment<'a> {
    seq: MessageSeq,
    index: usize,
    start: usize,
    end: usize,
    num_indices: usize,
    last: bool,
    payload: &'a [u8],
    pub(crate) payload_growth: usize,
}

impl fmt::Debug for FragmentReceiver {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let seqs = self.msgs.keys().collect::<Vec<_>>();
        f.debug_struct("FragmentReceiver")
            .field("msgs", &seqs)
            .finish()
    }
}

impl FragmentReceiver {
    pub(crate) fn discard_before(&mut self, pending: MessageSeq) -> usize {
        let mut removed = 0usize;
        self.msgs.retain(|seq, msg| {
            if *seq >= pending {
                return true;
            }
            removed = removed
                .checked_add(msg.payload.len())
                .expect("discarded payload lengths fit in usize");
            false
        });
        removed
    }

    pub(crate) fn eviction_candidates(
        &self,
        protected: Option<MessageSeq>,
    ) -> impl Iterator<Item = (MessageSeq, Instant)> + '_ {
        self.msgs
            .iter()
            .filter(move |(seq, _)| Some(**seq) != protected)
            .map(|(seq, msg)| (*seq, msg.first_received))
    }

    pub(crate) fn discard(&mut self, seq: MessageSeq) -> usize {
        self.msgs
            .remove(&seq)
            .map(|msg| msg.payload.len())
            .unwrap_or(0)
    }

    /// Gets the number of messages which are currently being reassembled, but
    /// have not been fully reassembled yet.
    #[must_use]
    pub fn len(&self) -> usize {
        self.msgs.len()
    }

    /// Returns `true` if there are no messages which are currently being
    /// reassembled.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.msgs.is_empty()
    }

    /// Receives a single message fragment created from [`split`] and attempts
    /// to reassemble it into a full message.
    ///
    /// - `max_frag_len`: maximum length of a single non-last fragment; must be
    ///   the same as the value passed into [`split`]
    /// - `mem_left`: number of bytes of memory left for buffering messages
    /// - `msg_seq`: sequence number of this message; all fragments for a single
    ///   message sequence will be reassembled as one message
    /// - `position`: index + last state of this fragment
    /// - `payload`: fragment payload
    ///
    /// If all fragments of this message have been received, this will return
    /// `Ok(Some(msg))` with ownership of the reassembled message bytes.
    ///
    /// # Memory exhaustion
    ///
    /// One potential attack vector is a malicious sender sending many fragments
    /// of partially-completed messages, but never sending the final fragments,
    /// so the receiver is forced to keep the fragments in memory. To avoid
    /// this, receivers define a memory limit via `mem_left`, and if buffering a
    /// packet will result in using too much memory, this returns a
    /// [`ReassembleError::OutOfMemory`]. Note that this will just return an
    /// error on out-of-memory, unlike [`TransportConfig::max_memory_usage`],
    /// which will forcibly disconnect the session.
    ///
    /// # Errors
    ///
    /// Errors if the fragment received is unexpected for the current state of
    /// the reassemblers.
    ///
    /// Errors must be treated as fatal, as [`ReassembleError`] represents only
    /// failure modes stemming from app bugs (like sending a fragment with an
    /// invalid length), or memory exhaustion.
    ///
    /// If a packet is duplicated or lost, the reassembler will handle that
    /// without error.
    ///
    /// # Panics
    ///
    /// Panics if `max_frag_len` is 0.
    ///
    /// [`TransportConfig::max_memory_usage`]: crate::TransportConfig::max_memory_usage
    pub fn reassemble(
        &mut self,
        max_frag_len: MinSize,
        mem_left: usize,
        msg_seq: MessageSeq,
        position: FragmentPosition,
        payload: &[u8],
    ) -> Result<Option<Vec<u8>>, ReassembleError> {
        let Some(prepared) = self.prepare(max_frag_len, msg_seq, position, payload)? else {
            return Ok(None);
        };
        if prepared.payload_growth > mem_left {
            return Err(ReassembleError::OutOfMemory {
                required: prepared.payload_growth,
                left: mem_left,
            });
        }
        Ok(self.insert_prepared(prepared, Instant::now()))
    }

    pub(crate) fn prepare<'a>(
        &self,
        max_frag_len: MinSize,
        msg_seq: MessageSeq,
        position: FragmentPosition,
        payload: &'a [u8],
    ) -> Result<Option<PreparedFragment<'a>>, ReassembleError> {
        assert!(max_frag_len.0 > 0);
        let buf = self.msgs.get(&msg_seq);
        let index = usize::from(position.index());
        // check if this fragment has been received yet;
        // if so, this is *not an error*, since inserting a fragment should be
        // idempotent.
        if buf.is_some_and(|buf| buf.frag_indices_recv.get(index) == Some(true)) {
            return Ok(None);
        }

        // check we haven't broken one of the last/non-last invariants
        if let Some(last) = buf.and_then(|buf| buf.last_frag_index) {
            if index > last {
                return Err(ReassembleError::FragBeyondLast { index, last });
            }
            if position.is_last() {
                return Err(ReassembleError::AlreadyReceivedLastFrag { index, last });
            }
        }

        if position.is_last() {
            if let Some(buf) = buf
                && index < buf.max_frag_index
            {
                return Err(ReassembleError::InvalidLastFrag {
                    index,
                    max: buf.max_frag_index,
                });
            }
        } else if payload.len() != usize::from(max_frag_len) {
            return Err(ReassembleError::InvalidPayloadLength {
                index,
                len: payload.len(),
                expected: usize::from(max_frag_len),
            });
        }

        // copy the payload data into the buffer
        let start = index
            .checked_mul(usize::from(max_frag_len))
            .ok_or(ReassembleError::FragIndexTooLarge { index })?;
        let end = start
            .checked_add(payload.len())
            .ok_or(ReassembleError::FragIndexTooLarge { index })?;

        // try to resize buffers to make room for this fragment,
        // checking if we have enough memory
        let num_indices = index
            .checked_add(1)
            .ok_or(ReassembleError::FragIndexTooLarge { index })?;
        let payload_growth = end.saturating_sub(buf.map(|buf| buf.payload.len()).unwrap_or(0));
        // we *may* end up reserving more memory than `payload_growth`,
        // but this should be sufficient to prevent ridiculously sized allocs
        // and anyway, if we go over the memory limit later, we'll catch it
        // somewhere else
        Ok(Some(PreparedFragment {
            seq: msg_seq,
            index,
            start,
            end,
            num_indices,
            last: position.is_last(),
            payload,
            payload_growth,
        }))
    }

    pub(crate) fn insert_prepared(
        &mut self,
        frag: PreparedFragment<'_>,
        now: Instant,
    ) -> Option<Vec<u8>> {
        let buf = self.msgs.entry(frag.seq).or_insert_with(|| MessageBuf {
            first_received: now,
            last_frag_index: None,
            max_frag_index: 0,
            num_frags_recv: 0,
            frag_indices_recv: BitVec::new(),
            payload: Vec::new(),
        });
        buf.payload.resize(buf.payload.len().max(frag.end), 0);
        let grow_len = frag.num_indices.saturating_sub(buf.frag_indices_recv.len());
        buf.frag_indices_recv.grow(grow_len, false);
        // update some meta stuff depending on if this is the last frag or not
        if frag.last {
            buf.last_frag_index = Some(frag.index);
        }
        buf.payload
            .get_mut(frag.start..frag.end)
            .expect("prepared fragment range fits the resized payload")
            .copy_from_slice(frag.payload);
        // only update the buffer meta once we know there are no more error
        // paths
        buf.frag_indices_recv.set(frag.index, true);
        buf.max_frag_index = buf.max_frag_index.max(frag.index);
        // if we've fully reassembled the message, we can return it now
        if buf
            .last_frag_index
            .is_some_and(|last| buf.num_frags_recv >= last)
        {
            Some(
                self.msgs
                    .remove(&frag.seq)
                    .expect("prepared message was just inserted or already present")
                    .payload,
            )
        } else {
            // this happens separately from the other buffer meta update
            // so that the `if` condition above works properly
            #[expect(
                clippy::arithmetic_side_effects,
                reason = "unique fragment indices fit in 31 bits, so their count fits in usize"
            )]
            {
                buf.num_frags_recv += 1;
            }
            None
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use {super::*, std::println};

    // TODO

    #[test]
    fn payload_growth_and_actual_discard() {
        let mut recv = FragmentReceiver::default();
        let seq = MessageSeq::new(0);
        let position = FragmentPosition::non_last(MinSize(2)).unwrap();
        let prepared = recv
            .prepare(MinSize(2), seq, position, b"ab")
            .unwrap()
            .unwrap();
        assert_eq!(prepared.payload_growth, 6);
        assert!(recv.is_empty());
        assert!(recv.insert_prepared(prepared, Instant::now()).is_none());
        assert!(
            recv.prepare(MinSize(2), seq, position, b"ab")
                .unwrap()
                .is_none()
        );
        let prepared = recv
            .prepare(
                MinSize(2),
                seq,
                FragmentPosition::non_last(MinSize(0)).unwrap(),
                b"cd",
            )
            .unwrap()
            .unwrap();
        assert_eq!(prepared.payload_growth, 0);
        assert!(recv.insert_prepared(prepared, Instant::now()).is_none());
        assert_eq!(recv.discard(seq), 6);
        assert_eq!(recv.discard(seq), 0);
        assert_eq!(recv.discard_before(MessageSeq::new(1)), 0);
        assert!(recv.is_empty());
    }

    #[test]
    fn round_trip() {
        let max_frag_len = MinSize(8);
        let msg = Bytes::from_static(b"hello world! goodbye woorld!");

        let mut iter = split(max_frag_len, msg).unwrap();

        let mut recv = FragmentReceiver::default();
        let mem_left = 30;
        let msg_seq = MessageSeq::new(0);

        let (position, payload) = iter.next().unwrap();
        println!(
            "{:?}",
            recv.reassemble(max_frag_len, mem_left, msg_seq, position, &payload)
                .unwrap()
        );
        let (position, payload) = iter.next().unwrap();
        println!(
            "{:?}",
            recv.reassemble(max_frag_len, mem_left, msg_seq, position, &payload)
                .unwrap()
        );
        let (position, payload) = iter.next().unwrap();
        println!(
            "{:?}",
            recv.reassemble(max_frag_len, mem_left, msg_seq, position, &payload)
                .unwrap()
        );
        let (position, payload) = iter.next().unwrap();
        println!(
            "{:?}",
            recv.reassemble(max_frag_len, mem_left, msg_seq, position, &payload)
                .unwrap()
        );
    }

    #[test]
    fn rejects_fragment_beyond_last_index() {
        let mut recv = FragmentReceiver::default();
        let max_frag_len = MinSize(1);
        let msg_seq = MessageSeq::new(0);

        // The message has two fragments, but fragment 0 is still missing.
        assert_eq!(
            recv.reassemble(
                max_frag_len,
                usize::MAX,
                msg_seq,
                FragmentPosition::last(MinSize(1)).unwrap(),
                b"B",
            ),
            Ok(None)
        );

        // Fragment 2 cannot belong to this message and must not count toward
        // completion in place of the missing fragment 0.
        let result = recv.reassemble(
            max_frag_len,
            usize::MAX,
            msg_seq,
            FragmentPosition::non_last(MinSize(2)).unwrap(),
            b"C",
        );
        assert_eq!(
            result,
            Err(ReassembleError::FragBeyondLast { index: 2, last: 1 })
        );
    }
}
