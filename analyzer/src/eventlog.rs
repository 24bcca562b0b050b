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

/// Reads a whole event log (plain, or bzip2-compressed when it starts with `BZh`).
pub fn read(path: &Path) -> Result<Vec<Record>, Error> {
    let io = |source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    let raw = std::fs::read(path).map_err(io)?;
    let bytes = if raw.starts_with(b"BZh") {
        let mut out = Vec::new();
        bzip2::read::MultiBzDecoder::new(&raw[..])
            .read_to_end(&mut out)
            .map_err(io)?;
        out
    } else {
        raw
    };
    parse(&bytes).map_err(|reason| Error::Format {
        path: path.to_path_buf(),
        reason,
    })
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
