//! Frames: the decompressed content of each bzip2 stream of a trace file, and the bzip2
//! stream helpers (`docs/trace-format.md`, "File layout" and "Frames").

use bzip2::{Compress, Compression, Decompress, Status};

/// The four bytes every frame starts with.
pub const MAGIC: [u8; 4] = *b"TRIO";
/// The format version this crate writes (it reads this one and [`OLDEST_VERSION`]).
pub const VERSION: u8 = 4;
/// The oldest format version this crate reads (version 2: no instruction stream).
pub const OLDEST_VERSION: u8 = 2;
/// Size of a frame's fixed header: magic, version, kind, reserved `u16`, body length `u32`.
pub const FRAME_HEADER: usize = 12;

/// What a frame holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKind {
    /// The file header (JSON), always the first frame.
    Header = 1,
    /// A block of records.
    Data = 2,
    /// The block index.
    Index = 3,
    /// The trailer pointing at the index; always the last frame of a finished file.
    Trailer = 4,
}

impl FrameKind {
    fn from_u8(k: u8) -> Option<FrameKind> {
        Some(match k {
            1 => FrameKind::Header,
            2 => FrameKind::Data,
            3 => FrameKind::Index,
            4 => FrameKind::Trailer,
            _ => return None,
        })
    }
}

/// Appends a frame header for a body of `len` bytes.
pub fn put_frame_header(out: &mut Vec<u8>, kind: FrameKind, len: usize) {
    out.extend_from_slice(&MAGIC);
    out.push(VERSION);
    out.push(kind as u8);
    out.extend_from_slice(&[0, 0]);
    let len = u32::try_from(len).expect("a frame body is at most 4 GiB");
    out.extend_from_slice(&len.to_le_bytes());
}

/// Splits a decompressed frame into its kind and body, checking the header.
pub fn parse_frame(bytes: &[u8]) -> Result<(FrameKind, &[u8]), String> {
    parse_frame_version(bytes).map(|(_, kind, body)| (kind, body))
}

/// Splits a decompressed frame into its format version, kind and body, checking the header.
pub fn parse_frame_version(bytes: &[u8]) -> Result<(u8, FrameKind, &[u8]), String> {
    if bytes.len() < FRAME_HEADER {
        return Err(format!(
            "frame of {} bytes is shorter than its header",
            bytes.len()
        ));
    }
    if bytes[0..4] != MAGIC {
        return Err("frame does not start with \"TRIO\"".into());
    }
    if !(OLDEST_VERSION..=VERSION).contains(&bytes[4]) {
        return Err(format!(
            "frame has format version {}, this reader knows {OLDEST_VERSION} to {VERSION}",
            bytes[4]
        ));
    }
    let kind =
        FrameKind::from_u8(bytes[5]).ok_or_else(|| format!("unknown frame kind {}", bytes[5]))?;
    if bytes[6] != 0 || bytes[7] != 0 {
        return Err("frame header's reserved bytes are not zero".into());
    }
    let len = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) as usize;
    if bytes.len() - FRAME_HEADER != len {
        return Err(format!(
            "frame body is {} bytes, its header says {len}",
            bytes.len() - FRAME_HEADER
        ));
    }
    Ok((bytes[4], kind, &bytes[FRAME_HEADER..]))
}

/// Compresses `raw` into one complete bzip2 stream appended to `out`, with bzip2 blocks of
/// at most `max_level` × 100 kB: the smallest level that holds `raw` in one block, since
/// larger levels only cost memory (the compressor and every decompressor allocate by it).
pub fn compress_stream(raw: &[u8], max_level: u32, out: &mut Vec<u8>) {
    compress_stream_parts(raw, &[], max_level, out);
}

/// As [`compress_stream`], with a bzip2 block ending at each offset of `cuts` (increasing,
/// at most `raw.len()`; libbz2's `BZ_FLUSH`): every part between two cuts is sorted and
/// coded on its own, with its own Huffman tables, and the level is the smallest that holds
/// the largest part in one block. Still one stream that any bzip2 decompresses; for a data
/// frame's columns, whose bytes differ in kind, it is smaller than one block for all (on
/// jess, 5 %) and decompresses faster (13 %), but compressing costs more: the writer does
/// not cut its frames (jess -s1 in trace mode: 16 % more CPU with a block per column).
pub fn compress_stream_parts(raw: &[u8], cuts: &[usize], max_level: u32, out: &mut Vec<u8>) {
    let mut largest = 0;
    let mut start = 0;
    for &end in cuts.iter().chain(std::iter::once(&raw.len())) {
        largest = largest.max(end.saturating_sub(start));
        start = start.max(end);
    }
    let fit = u32::try_from(largest / 99_000 + 1).unwrap_or(9);
    let level = fit.clamp(1, max_level.clamp(1, 9));
    let mut c = Compress::new(Compression::new(level), 30);
    out.reserve(raw.len() / 3 + 1024);
    let mut start = 0;
    for &cut in cuts {
        let end = cut.min(raw.len());
        if end <= start {
            continue;
        }
        // Flushing: `FlushOk` while the block is being written out, `RunOk` once it is.
        loop {
            spare(out);
            let consumed = c.total_in() as usize;
            let status = c
                .compress_vec(&raw[consumed..end], out, bzip2::Action::Flush)
                .expect("bzip2 compression of an in-memory buffer cannot fail");
            if status == Status::RunOk {
                break;
            }
        }
        start = end;
    }
    loop {
        // Never without room: a finishing call that can neither take input (the flushes
        // took it all) nor write output is libbz2's sequence error.
        spare(out);
        let consumed = c.total_in() as usize;
        let status = c
            .compress_vec(&raw[consumed..], out, bzip2::Action::Finish)
            .expect("bzip2 compression of an in-memory buffer cannot fail");
        if status == Status::StreamEnd {
            break;
        }
    }
}

/// At least 4 kB of spare capacity in `out` (doubling it when it grows).
fn spare(out: &mut Vec<u8>) {
    if out.capacity() - out.len() < 4096 {
        out.reserve(out.capacity().max(4096));
    }
}

/// Why a stream could not be decompressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StreamError {
    /// The input ended before the stream did (a cut-off file).
    Truncated,
    /// The bytes are not a valid bzip2 stream, or its CRC does not match.
    Corrupt(String),
    /// The stream decompresses to more than the allowed size.
    TooLarge,
}

/// Decompresses the bzip2 stream at the start of `input` into `out` (cleared first).
/// Returns the number of compressed bytes it took. `max_out` bounds the output.
///
/// A whole, valid stream is decoded by the fast path (`crate::bunzip`); anything else
/// by libbz2, whose answer (the error, or the output and length) stands.
pub fn decompress_stream(
    input: &[u8],
    out: &mut Vec<u8>,
    max_out: usize,
) -> Result<usize, StreamError> {
    if let Some(n) = crate::bunzip::decompress(input, out, max_out) {
        return Ok(n);
    }
    out.clear();
    let mut d = Decompress::new(false);
    if out.capacity() < 64 * 1024 {
        out.reserve(64 * 1024);
    }
    loop {
        let consumed = d.total_in() as usize;
        let before = d.total_out();
        let status = d
            .decompress_vec(&input[consumed..], out)
            .map_err(|e| StreamError::Corrupt(e.to_string()))?;
        if status == Status::StreamEnd {
            return Ok(d.total_in() as usize);
        }
        if out.len() > max_out {
            return Err(StreamError::TooLarge);
        }
        let progressed = d.total_in() as usize > consumed || d.total_out() > before;
        if d.total_in() as usize == input.len() && out.len() < out.capacity() {
            return Err(StreamError::Truncated);
        }
        if out.len() == out.capacity() {
            out.reserve(out.capacity());
        } else if !progressed {
            return Err(StreamError::Truncated);
        }
    }
}

/// The bytes every bzip2 stream of a trace starts with, after the level digit:
/// the block magic 0x314159265359 (a stream with no block would differ; we never write one).
const BLOCK_MAGIC: [u8; 6] = [0x31, 0x41, 0x59, 0x26, 0x53, 0x59];

/// Whether a bzip2 stream with at least one block starts at `at`.
pub fn stream_starts_at(file: &[u8], at: usize) -> bool {
    file.len() >= at + 10
        && &file[at..at + 3] == b"BZh"
        && (b'1'..=b'9').contains(&file[at + 3])
        && file[at + 4..at + 10] == BLOCK_MAGIC
}

/// Offsets of every place in `file` that looks like the start of a bzip2 stream.
pub fn find_stream_starts(file: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = file[at..].windows(3).position(|w| w == b"BZh") {
        let pos = at + i;
        if stream_starts_at(file, pos) {
            out.push(pos);
        }
        at = pos + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stream_round_trip_and_truncation() {
        let raw: Vec<u8> = (0..100_000u32).map(|i| (i * 7 % 251) as u8).collect();
        let mut z = Vec::new();
        compress_stream(&raw, 9, &mut z);
        assert!(stream_starts_at(&z, 0));
        let mut out = Vec::new();
        assert_eq!(decompress_stream(&z, &mut out, usize::MAX), Ok(z.len()));
        assert_eq!(out, raw);
        for cut in [0, 5, 10, z.len() / 2, z.len() - 1] {
            assert_eq!(
                decompress_stream(&z[..cut], &mut out, usize::MAX),
                Err(StreamError::Truncated),
                "cut at {cut}"
            );
        }
        let mut two = z.clone();
        two.extend_from_slice(&z);
        assert_eq!(decompress_stream(&two, &mut out, usize::MAX), Ok(z.len()));
        assert_eq!(find_stream_starts(&two), vec![0, z.len()]);
    }

    /// Block headers in a bzip2 stream: the 48-bit block magic at any bit offset.
    fn blocks(z: &[u8]) -> usize {
        let mut window = 0u64;
        let mut n = 0;
        for (i, &b) in z.iter().enumerate() {
            for bit in (0..8).rev() {
                window = ((window << 1) | u64::from((b >> bit) & 1)) & ((1 << 48) - 1);
                if i >= 6 && window == 0x3141_5926_5359 {
                    n += 1;
                }
            }
        }
        n
    }

    #[test]
    fn parts_end_blocks_and_round_trip() {
        // Three parts of different kinds: text-like, a ramp, pseudo-random bytes.
        let mut raw: Vec<u8> = (0..30_000u32).map(|i| b"abcab"[(i % 5) as usize]).collect();
        raw.extend((0..30_000u32).map(|i| (i / 100) as u8));
        let mut x = 12345u32;
        raw.extend((0..30_000).map(|_| {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (x >> 24) as u8
        }));
        let mut whole = Vec::new();
        compress_stream(&raw, 9, &mut whole);
        assert_eq!(blocks(&whole), 1);
        // Empty parts and out-of-range cuts are skipped.
        for cuts in [
            vec![30_000, 60_000],
            vec![0, 30_000, 30_000, 60_000, 90_000, 100_000],
        ] {
            let mut z = Vec::new();
            compress_stream_parts(&raw, &cuts, 9, &mut z);
            assert_eq!(blocks(&z), 3, "cuts {cuts:?}");
            assert!(stream_starts_at(&z, 0));
            assert_eq!(z[3], b'1', "the largest part fits level 1");
            let mut out = Vec::new();
            assert_eq!(decompress_stream(&z, &mut out, usize::MAX), Ok(z.len()));
            assert_eq!(out, raw);
        }
        let mut z = Vec::new();
        compress_stream_parts(&raw, &[], 9, &mut z);
        assert_eq!(z, whole, "no cuts: compress_stream");
    }

    /// The last part empty (every byte flushed before finishing) and `out` exactly full
    /// when the flushing ends: libbz2 refuses a finishing call that can neither take input
    /// nor write output (its sequence error), so the compressor must always leave room.
    #[test]
    fn parts_with_an_empty_last_part_and_a_full_buffer() {
        let mut x = 99u32;
        let raw: Vec<u8> = (0..3000)
            .map(|_| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (x >> 24) as u8
            })
            .collect();
        let cuts = [1500, 3000];
        let mut reference = Vec::new();
        compress_stream_parts(&raw, &cuts, 9, &mut reference);
        // `out` holds `len` bytes at full capacity; reserving doubles it, so the flushed
        // output (all but the stream's last few bytes) fills it exactly for one `len`.
        for len in reference.len() - 24..=reference.len() {
            let mut z = vec![0xaa; len];
            z.shrink_to_fit();
            compress_stream_parts(&raw, &cuts, 9, &mut z);
            assert_eq!(&z[len..], &reference[..], "{len} bytes before");
        }
    }
}
