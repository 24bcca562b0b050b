//! MARKER strings (`docs/events.md`): a string travels as one or more MARKER events of up
//! to [`MARKER_BYTES`] bytes each, in NEXT, EXTRA, ARG3 from their most significant byte
//! on; ARG4 bits 0-7 hold the chunk's byte count and [`MARKER_MORE`] says that another
//! chunk of the same string follows. The guest sends at most [`MARKER_MAX`] bytes of a
//! string (a longer one is cut); the empty string is one chunk of 0 bytes.

/// Bytes of a string per MARKER event (NEXT, EXTRA, ARG3).
pub const MARKER_BYTES: usize = 12;
/// ARG4 bit: another chunk of the same string follows.
pub const MARKER_MORE: u32 = 0x100;
/// ARG4 bits of the chunk's byte count.
pub const MARKER_COUNT_MASK: u32 = 0xff;
/// Bytes of a string the guest sends at most.
pub const MARKER_MAX: usize = 255;

/// One MARKER event's payload.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MarkerChunk {
    /// The 12 payload bytes (NEXT, EXTRA, ARG3, each most significant byte first). Bytes
    /// past `count` are 0 as the guest sends them, but kept as they are.
    pub bytes: [u8; MARKER_BYTES],
    /// The byte count (ARG4 bits 0-7): 0..=12, larger in a malformed chunk.
    pub count: u8,
    /// Another chunk of the same string follows (ARG4 & [`MARKER_MORE`]).
    pub more: bool,
}

impl MarkerChunk {
    /// The chunk of a MARKER payload (ARG4 bits 9-31 are not part of the protocol).
    pub fn from_payload(payload: [u32; 4]) -> MarkerChunk {
        let mut bytes = [0; MARKER_BYTES];
        for (i, w) in payload[..3].iter().enumerate() {
            bytes[4 * i..4 * i + 4].copy_from_slice(&w.to_be_bytes());
        }
        let info = payload[3];
        MarkerChunk {
            bytes,
            count: (info & MARKER_COUNT_MASK) as u8,
            more: info & MARKER_MORE != 0,
        }
    }

    /// The MARKER payload words.
    pub fn payload(&self) -> [u32; 4] {
        let w = |i: usize| u32::from_be_bytes(self.bytes[4 * i..4 * i + 4].try_into().unwrap());
        let more = if self.more { MARKER_MORE } else { 0 };
        [w(0), w(1), w(2), u32::from(self.count) | more]
    }

    /// The count claims more than 12 bytes.
    pub fn is_malformed(&self) -> bool {
        usize::from(self.count) > MARKER_BYTES
    }

    /// The string bytes the chunk carries (at most 12, even in a malformed chunk).
    pub fn text(&self) -> &[u8] {
        &self.bytes[..usize::from(self.count).min(MARKER_BYTES)]
    }
}

/// The chunks the guest sends for `s` (`event_marker` in `guests/jvm/events.c`): at most
/// [`MARKER_MAX`] bytes of it, 12 per chunk, every chunk but the last with `more`.
pub fn marker_chunks(s: &[u8]) -> impl Iterator<Item = MarkerChunk> + '_ {
    let s = &s[..s.len().min(MARKER_MAX)];
    let mut off = 0;
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let k = (s.len() - off).min(MARKER_BYTES);
        let mut bytes = [0; MARKER_BYTES];
        bytes[..k].copy_from_slice(&s[off..off + k]);
        off += k;
        done = off >= s.len();
        Some(MarkerChunk {
            bytes,
            count: k as u8,
            more: !done,
        })
    })
}

/// Puts MARKER chunks back together into strings. A reader feeds it every MARKER event in
/// order; the chunk without `more` completes a string.
#[derive(Clone, Debug)]
pub struct MarkerAssembler {
    buf: Vec<u8>,
    limit: usize,
    malformed: u64,
}

impl Default for MarkerAssembler {
    fn default() -> MarkerAssembler {
        MarkerAssembler::new()
    }
}

impl MarkerAssembler {
    /// An assembler keeping [`MARKER_MAX`] bytes of a string.
    pub fn new() -> MarkerAssembler {
        MarkerAssembler::with_limit(MARKER_MAX)
    }

    /// An assembler keeping the first `limit` bytes of a string (a longer one is cut: a
    /// malformed producer may send more chunks than [`MARKER_MAX`] bytes need).
    pub fn with_limit(limit: usize) -> MarkerAssembler {
        MarkerAssembler {
            buf: Vec::new(),
            limit,
            malformed: 0,
        }
    }

    /// Adds one chunk: its bytes (at most 12, those the count covers) up to the limit; a
    /// count over 12 is counted as malformed. Returns the string (invalid UTF-8 replaced by
    /// U+FFFD) when the chunk is its last.
    pub fn push(&mut self, chunk: &MarkerChunk) -> Option<String> {
        if chunk.is_malformed() {
            self.malformed += 1;
        }
        let room = self.limit.saturating_sub(self.buf.len());
        let text = chunk.text();
        self.buf.extend_from_slice(&text[..text.len().min(room)]);
        if chunk.more {
            return None;
        }
        let s = String::from_utf8_lossy(&self.buf).into_owned();
        self.buf.clear();
        Some(s)
    }

    /// Chunks seen whose count was over 12.
    pub fn malformed(&self) -> u64 {
        self.malformed
    }

    /// A string was started and not finished (its last chunk has not come).
    pub fn is_pending(&self) -> bool {
        !self.buf.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(s: &[u8]) -> Vec<MarkerChunk> {
        marker_chunks(s).collect()
    }

    #[test]
    fn empty_string_is_one_chunk_of_zero_bytes() {
        let c = chunks(b"");
        assert_eq!(c.len(), 1);
        assert_eq!((c[0].count, c[0].more), (0, false));
        assert_eq!(c[0].payload(), [0; 4]);
    }

    #[test]
    fn chunks_of_twelve_most_significant_byte_first() {
        let c = chunks(b"iteration 12 of 20");
        assert_eq!(c.len(), 2);
        assert_eq!(
            c[0].payload(),
            [
                u32::from_be_bytes(*b"iter"),
                u32::from_be_bytes(*b"atio"),
                u32::from_be_bytes(*b"n 12"),
                12 | MARKER_MORE
            ]
        );
        assert_eq!(
            c[1].payload(),
            [
                u32::from_be_bytes(*b" of "),
                u32::from_be_bytes(*b"20\0\0"),
                0,
                6
            ]
        );
        // Exactly 12 bytes: one chunk, no MORE.
        assert_eq!(chunks(b"0123456789ab").len(), 1);
        assert_eq!(chunks(b"0123456789abc").len(), 2);
    }

    #[test]
    fn long_strings_are_cut_at_255_bytes() {
        let s = vec![b'x'; 300];
        let c = chunks(&s);
        assert_eq!(c.len(), 22);
        assert_eq!(c.iter().map(|c| usize::from(c.count)).sum::<usize>(), 255);
        let mut m = MarkerAssembler::with_limit(4096);
        let out: Vec<String> = c.iter().filter_map(|c| m.push(c)).collect();
        assert_eq!(out, ["x".repeat(255)]);
    }

    #[test]
    fn assembler_counts_malformed_chunks_and_keeps_twelve_bytes_of_them() {
        let mut m = MarkerAssembler::new();
        let mut bad = MarkerChunk::from_payload([0x41424344, 0x45464748, 0x494a4b4c, 200]);
        bad.more = true;
        assert!(bad.is_malformed());
        assert_eq!(m.push(&bad), None);
        assert!(m.is_pending());
        let end = marker_chunks(b"!").next().unwrap();
        assert_eq!(m.push(&end).as_deref(), Some("ABCDEFGHIJKL!"));
        assert_eq!(m.malformed(), 1);
        assert!(!m.is_pending());
    }

    #[test]
    fn assembler_cuts_at_its_limit_and_replaces_invalid_utf8() {
        let mut m = MarkerAssembler::with_limit(5);
        let out: Vec<String> = marker_chunks(b"abcdefghijklmnop")
            .filter_map(|c| m.push(&c))
            .collect();
        assert_eq!(out, ["abcde"]);
        let mut m = MarkerAssembler::new();
        let c = marker_chunks(&[0xff, b'a']).next().unwrap();
        assert_eq!(m.push(&c).as_deref(), Some("\u{fffd}a"));
    }
}
