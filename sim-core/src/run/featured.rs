//! The featured-address event detector (SPEC §4, `docs/events.md`; the protocol itself —
//! page, words, ids, payloads — is `traceio::protocol`'s).
//!
//! The guest VM announces allocations, copies and GC phases by storing payload words to
//! the featured page and then storing any value to `FEATURE_END` ([`Word::End`]). The
//! detector sees every store to the page (through the observer's `on_data`, which carries
//! the stored value), keeps the six protocol words, and on the store to `FEATURE_END`
//! turns them into one [`Event`] ([`protocol::commit`]: id = low 5 bits of the event word,
//! payload NEXT, EXTRA, ARG3, ARG4; NEW_ARRAY's ARG3 of 0 filled with the size carried in
//! the event word). The captured words are cleared after each commit, so a payload word the
//! guest did not write for an event reads as 0. Any id 1..=31 is forwarded as it is (ids
//! 10-31 are extensions defined by the guest side); id 0 is not an event and is counted.
//!
//! Accesses to the page are instrumentation: [`is_featured`] tells the pipeline to keep
//! them out of the cache model and the trace.

use traceio::protocol::{self, Word, PROTOCOL_BYTES, WORDS};
use traceio::{event_id, Event};

pub use traceio::protocol::{FEATURED_PAGE, FEATURED_SIZE};

// os-emu maps the page (and keeps mmap away from it) but cannot depend on traceio, which
// owns the protocol: the two must name the same page.
const _: () = assert!(
    os_emu::space::FEATURED_PAGE == FEATURED_PAGE && os_emu::space::PAGE_SIZE == FEATURED_SIZE,
    "os-emu's featured page is not traceio::protocol's"
);

/// Whether an access of `size` bytes at `addr` touches the featured page.
#[inline(always)]
pub fn is_featured(addr: u32, size: u8) -> bool {
    // Any byte of [addr, addr + size) inside [FEATURED_PAGE, FEATURED_PAGE + 4096).
    let rel = addr
        .wrapping_sub(FEATURED_PAGE)
        .wrapping_add(u32::from(size) - 1);
    rel < FEATURED_SIZE + u32::from(size) - 1
}

/// Captures the protocol words and commits events.
#[derive(Clone, Debug, Default)]
pub struct Detector {
    /// The protocol words as the guest stored them (big-endian bytes, as in memory).
    words: [u8; PROTOCOL_BYTES],
    /// Stores to FEATURE_END whose event word had id 0 (no event).
    pub ignored: u64,
    /// Events committed.
    pub committed: u64,
}

impl Detector {
    /// A detector with nothing captured.
    pub fn new() -> Detector {
        Detector::default()
    }

    /// A store of `size` bytes of `value` (zero-extended, as the observer gives it) at
    /// `addr` in the featured page, by an instruction at timestamp `time`. Returns the
    /// event it commits, if it is the store to `FEATURE_END`.
    pub fn store(&mut self, time: u64, addr: u32, size: u8, value: u64) -> Option<Event> {
        let size = usize::from(size.min(8));
        let bytes = value.to_be_bytes();
        let bytes = &bytes[8 - size..];
        let start = addr.wrapping_sub(FEATURED_PAGE) as usize;
        let end = Word::End.offset() as usize..Word::End.offset() as usize + 4;
        let mut commits = false;
        for (i, b) in bytes.iter().enumerate() {
            let off = start.wrapping_add(i);
            if let Some(w) = self.words.get_mut(off) {
                *w = *b;
            }
            commits |= end.contains(&off);
        }
        if !commits {
            return None;
        }
        let words: [u32; WORDS] = std::array::from_fn(|i| {
            u32::from_be_bytes(self.words[4 * i..4 * i + 4].try_into().expect("4 bytes"))
        });
        self.words = Default::default();
        let Some(e) = protocol::commit(time, &words) else {
            self.ignored += 1;
            return None;
        };
        self.committed += 1;
        Some(e)
    }
}

/// Linux ppc32's munmap system call number.
pub const SYS_MUNMAP: u32 = 91;

/// The MEM_UNMAP event the simulator makes for `munmap(start, length)` at `time`.
pub fn mem_unmap(time: u64, start: u32, length: u32) -> Event {
    Event {
        time,
        id: event_id::MEM_UNMAP,
        payload: [start, length, 0, 0],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(d: &mut Detector, t: u64, w: Word, v: u32) -> Option<Event> {
        d.store(t, w.address(), 4, u64::from(v))
    }

    #[test]
    fn new_scalar_commits_on_feature_end() {
        let mut d = Detector::new();
        assert_eq!(st(&mut d, 1, Word::Next, 0x3000_0010), None);
        assert_eq!(st(&mut d, 2, Word::Extra, 77), None);
        assert_eq!(st(&mut d, 3, Word::Arg3, 24), None);
        assert_eq!(st(&mut d, 4, Word::Arg4, 0), None);
        assert_eq!(st(&mut d, 5, Word::Event, 1), None);
        let e = st(&mut d, 6, Word::End, 1).expect("commit");
        assert_eq!(
            e,
            Event {
                time: 6,
                id: 1,
                payload: [0x3000_0010, 77, 24, 0]
            }
        );
        assert_eq!(d.committed, 1);
    }

    #[test]
    fn new_array_size_from_the_event_word_when_arg3_is_zero() {
        let mut d = Detector::new();
        st(&mut d, 0, Word::Next, 0x3000_0100);
        st(&mut d, 0, Word::Extra, 9);
        st(&mut d, 0, Word::Event, 2 | (40 << 5));
        let e = st(&mut d, 7, Word::End, 0).unwrap();
        assert_eq!((e.id, e.payload), (2, [0x3000_0100, 9, 40, 0]));
        // With ARG3 given, it wins over the event word.
        st(&mut d, 0, Word::Arg3, 48);
        st(&mut d, 0, Word::Arg4, 9);
        st(&mut d, 0, Word::Event, 2 | (40 << 5));
        let e = st(&mut d, 8, Word::End, 0).unwrap();
        assert_eq!(e.payload, [0, 0, 48, 9]);
    }

    #[test]
    fn words_are_reset_after_each_commit() {
        let mut d = Detector::new();
        st(&mut d, 0, Word::Next, 5);
        st(&mut d, 0, Word::Extra, 6);
        st(&mut d, 0, Word::Arg3, 7);
        st(&mut d, 0, Word::Arg4, 8);
        st(&mut d, 0, Word::Event, 5);
        assert_eq!(st(&mut d, 1, Word::End, 1).unwrap().payload, [5, 6, 7, 8]);
        st(&mut d, 0, Word::Event, 3);
        let e = st(&mut d, 2, Word::End, 1).unwrap();
        assert_eq!((e.id, e.payload), (3, [0; 4]));
    }

    #[test]
    fn extension_ids_are_forwarded_and_id_zero_is_not_an_event() {
        let mut d = Detector::new();
        for id in 1..=31u32 {
            st(&mut d, 0, Word::Next, id * 100);
            st(&mut d, 0, Word::Event, id | 0xffe0);
            let e = st(&mut d, u64::from(id), Word::End, 0).unwrap();
            assert_eq!(u32::from(e.id), id);
            assert_eq!(e.payload[0], id * 100);
        }
        st(&mut d, 0, Word::Event, 32); // low 5 bits 0
        assert_eq!(st(&mut d, 0, Word::End, 0), None);
        assert_eq!((d.committed, d.ignored), (31, 1));
    }

    #[test]
    fn narrow_and_wide_stores_are_merged_bytewise() {
        let mut d = Detector::new();
        // NEXT written as two halfwords, the event word as one byte (low byte).
        d.store(0, FEATURED_PAGE + 4, 2, 0x1234);
        d.store(0, FEATURED_PAGE + 6, 2, 0x5678);
        d.store(0, FEATURED_PAGE + 3, 1, 4);
        // An 8-byte store covering EXTRA and FEATURE_END commits.
        let e = d
            .store(9, FEATURED_PAGE + 8, 8, 0x0000_0063_0000_0001)
            .unwrap();
        assert_eq!((e.time, e.id, e.payload), (9, 4, [0x1234_5678, 0x63, 0, 0]));
        // Other words of the page neither commit nor disturb the protocol words.
        assert_eq!(d.store(0, FEATURED_PAGE + 0x100, 4, 1), None);
    }

    #[test]
    fn featured_range() {
        assert!(is_featured(0x7fffe000, 4));
        assert!(is_featured(0x7fffeffc, 4));
        assert!(is_featured(0x7fffeffe, 4));
        assert!(is_featured(0x7fffdffd, 4));
        assert!(!is_featured(0x7fffdffc, 4));
        assert!(!is_featured(0x7ffff000, 1));
        assert!(!is_featured(0x7fffdfff, 1));
        assert!(is_featured(0x7fffdff9, 8));
        assert!(!is_featured(0x0000_0000, 1));
        assert!(!is_featured(0xffff_fffc, 4));
    }
}
