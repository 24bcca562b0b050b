//! The guest VM's event log (`-X:eventlog=FILE`): the same events as the trace, without
//! the simulator, so a run under QEMU can be replayed in a second. Each event is the six
//! protocol words as the VM writes them to the featured page ([`traceio::protocol::Word`]:
//! event word, NEXT, EXTRA, END (0), ARG3, ARG4; big-endian), made into an event as the
//! simulator makes it ([`traceio::protocol::commit`]); the VM adds the MEM_UNMAP events the
//! simulator would make. There are no accesses and no
//! instruction counts: an event's time is its number in the log (from 1), so lifetimes are
//! in events. Used to check the analyzer's replay against the VM's own `-X:stats` counts.

use std::io::Read;
use std::path::Path;

use traceio::protocol::{commit, PROTOCOL_BYTES, WORDS};
use traceio::Record;

use crate::Error;

/// Bytes per event in the log.
pub const EVENT_BYTES: usize = PROTOCOL_BYTES;

/// A compressed log may expand to at most this many times its size (or [`MIN_LIMIT`]):
/// the VM's logs compress 12-17 times; a bzip2 bomb (a small file that expands to
/// gigabytes) is refused before it is held in memory.
pub const MAX_RATIO: u64 = 1000;
/// The expansion every compressed log is allowed, however small.
pub const MIN_LIMIT: u64 = 64 << 20;

/// Reads a whole event log (plain, or bzip2-compressed when it starts with `BZh`).
pub fn read(path: &Path) -> Result<Vec<Record>, Error> {
    let io = |source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    let raw = std::fs::read(path).map_err(io)?;
    let bytes = decompress(raw, MIN_LIMIT).map_err(|e| match e {
        Expand::Io(source) => io(source),
        Expand::TooLarge(reason) => Error::Format {
            path: path.to_path_buf(),
            reason,
        },
    })?;
    parse(&bytes).map_err(|reason| Error::Format {
        path: path.to_path_buf(),
        reason,
    })
}

enum Expand {
    Io(std::io::Error),
    TooLarge(String),
}

/// `raw` itself, or its bzip2 decompression when it starts with `BZh`, bounded by
/// [`MAX_RATIO`] times its size and at least `min_limit`.
fn decompress(raw: Vec<u8>, min_limit: u64) -> Result<Vec<u8>, Expand> {
    if !raw.starts_with(b"BZh") {
        return Ok(raw);
    }
    let limit = (raw.len() as u64).saturating_mul(MAX_RATIO).max(min_limit);
    let mut out = Vec::new();
    bzip2::read::MultiBzDecoder::new(&raw[..])
        .take(limit + 1)
        .read_to_end(&mut out)
        .map_err(Expand::Io)?;
    if out.len() as u64 > limit {
        return Err(Expand::TooLarge(format!(
            "decompresses to more than {limit} bytes, {MAX_RATIO} times its {} (a bzip2 bomb, \
             not a log the VM wrote)",
            raw.len()
        )));
    }
    Ok(out)
}

/// Decodes the events of a log held in memory.
pub fn parse(bytes: &[u8]) -> Result<Vec<Record>, String> {
    if bytes.len() % EVENT_BYTES != 0 {
        return Err(format!(
            "{} bytes is not a whole number of {EVENT_BYTES}-byte events (cut short?)",
            bytes.len()
        ));
    }
    bytes
        .chunks_exact(EVENT_BYTES)
        .enumerate()
        .map(|(i, c)| {
            let words: [u32; WORDS] = std::array::from_fn(|k| {
                u32::from_be_bytes([c[4 * k], c[4 * k + 1], c[4 * k + 2], c[4 * k + 3]])
            });
            commit(i as u64 + 1, &words)
                .map(Record::Event)
                .ok_or_else(|| format!("event {}: id 0 (not an event)", i + 1))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn bz(bytes: &[u8]) -> Vec<u8> {
        let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::best());
        e.write_all(bytes).unwrap();
        e.finish().unwrap()
    }

    #[test]
    fn r17_a_bzip2_bomb_is_refused_before_it_is_held() {
        // 8 MB of zeros compress to a few dozen bytes: far beyond 1000 times their size.
        let bomb = bz(&vec![0u8; 8 << 20]);
        assert!(bomb.len() < 1000);
        match decompress(bomb, 1 << 20) {
            Err(Expand::TooLarge(m)) => assert!(m.contains("bzip2 bomb"), "{m}"),
            Err(Expand::Io(e)) => panic!("{e}"),
            Ok(v) => panic!("{} bytes accepted", v.len()),
        }
        // Within the bound it decompresses whole.
        let ok = bz(&[7u8; 4096]);
        assert_eq!(decompress(ok, 1 << 20).ok().map(|v| v.len()), Some(4096));
    }
}
