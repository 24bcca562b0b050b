//! `traceio`: the record of a run — every data access and every featured-address event,
//! and the instruction stream ([`flow`]: jumps, cache-control operations, the end) that
//! lets a replay feed a cache model exactly what the simulator fed it — as a file of
//! independent bzip2 streams (one per block of records) with a block index, plus the
//! `class.dump` and `feature.dump` files the guest VM writes.
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! The simulator pushes [`Record`]s into a [`TraceWriter`] (a few nanoseconds each: an
//! append to the block buffer); full blocks are encoded against a prediction model (only
//! what the model did not predict is stored) and compressed on background threads, and
//! written in order, so the file is valid whenever the simulator stops. The analyzer opens
//! it with a [`TraceReader`], iterates records (blocks decode in parallel) one at a time or
//! a block at a time ([`RecordIter::next_block`]), seeks by time, and in lenient mode reads
//! up to damage. `bzip2 -t` and `bzcat` accept the files; the
//! bytes `bzcat` yields are documented in `docs/trace-format.md`.
//!
//! What an event means — the featured page, the event ids, their payloads, GC kinds and
//! MARKER strings — is the [`protocol`] module's: [`Event::decoded`] gives the typed form.
//!
//! ```
//! use traceio::{Access, AccessKind, Level, Record, TraceHeader, TraceReader, TraceWriter};
//! let dir = std::env::temp_dir().join(format!("traceio-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let path = dir.join("trace.bz2");
//! let mut w = TraceWriter::create(&path, &TraceHeader::default(), Default::default()).unwrap();
//! for i in 0..1000u32 {
//!     w.push_access(Access {
//!         time: u64::from(i) * 3,
//!         pc: 0x1000_0000 + 4 * (i % 5),
//!         addr: 0x3000_0000 + 4 * i,
//!         size: 4,
//!         kind: AccessKind::Read,
//!         level: Level::L1,
//!         tlb_miss: false,
//!         value: Some(i),
//!     })
//!     .unwrap();
//! }
//! let summary = w.finish().unwrap();
//! assert_eq!(summary.records, 1000);
//! let r = TraceReader::open(&path).unwrap();
//! let back: Vec<Record> = r.records().collect::<Result<_, _>>().unwrap();
//! assert_eq!(back.len(), 1000);
//! let mut blocks = r.records();
//! let mut n = 0;
//! while let Some(block) = blocks.next_block() {
//!     n += block.unwrap().len();
//! }
//! assert_eq!(n, 1000);
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

#![deny(missing_docs)]

/// The git commit the workspace was built from (`git rev-parse HEAD` at build time,
/// `unknown` outside a checkout): run.json's `commit`.
pub const GIT_COMMIT: &str = env!("PPCSIM_GIT_COMMIT");

/// Every binary's `--version`: the workspace's version and the commit it was built from.
pub const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("PPCSIM_GIT_COMMIT"),
    ")"
);

mod bunzip;
pub mod check;
pub mod codec;
pub mod dump;
pub mod flow;
pub mod frame;
pub mod header;
pub mod index;
mod iter;
pub mod protocol;
mod reader;
pub mod record;
pub mod synth;
mod writer;

use std::path::{Path, PathBuf};

pub use check::{Checker, Violation};
pub use flow::{CacheOp, Flow, FlowItem, Item};
pub use header::TraceHeader;
pub use iter::{BlockFlow, RecordIter};
pub use protocol::{CodeRoutine, DeathKind, Decoded, EventId, GcKind, SwitchReason};
pub use reader::{Damage, FileEnd, ReadOptions, TraceReader};
pub use record::{event_id, Access, AccessKind, Event, Level, Record};
pub use writer::{TraceWriter, WriteSummary, WriterOptions};

/// The trace format version written and read by this crate.
pub const FORMAT_VERSION: u8 = frame::VERSION;

/// Everything that can go wrong in this crate.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An I/O error on a file.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// The file is not a trace (or its header is cut off or damaged).
    #[error("{}: not a readable trace: {reason}", path.display())]
    NotATrace {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// A block is damaged.
    #[error("{}: damaged trace at block {block}, byte offset {offset}: {reason}", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// Block number (data blocks from 0).
        block: u64,
        /// File offset of the damage.
        offset: u64,
        /// What is wrong.
        reason: String,
    },
    /// A block number past the end.
    #[error("block {0} does not exist")]
    NoSuchBlock(u64),
    /// The writer's background threads failed; `finish` reports the cause.
    #[error("the trace writer's background threads failed")]
    WriterFailed,
    /// A malformed line in a dump file.
    #[error("{}:{line}: {reason}", path.display())]
    Dump {
        /// The file (or `<string>`).
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        reason: String,
    },
}

impl Error {
    pub(crate) fn io(path: &Path, source: std::io::Error) -> Error {
        Error::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    pub(crate) fn not_a_trace(path: &Path, reason: impl Into<String>) -> Error {
        Error::NotATrace {
            path: path.to_path_buf(),
            reason: reason.into(),
        }
    }

    pub(crate) fn damaged(path: &Path, d: &Damage) -> Error {
        Error::Damaged {
            path: path.to_path_buf(),
            block: d.block,
            offset: d.offset,
            reason: d.reason.clone(),
        }
    }
}

/// An error and its causes as one line for a command's message: `a: b: c`, each cause
/// said once (a cause whose text its parent already ends with, as an OS error that
/// [`Error::Io`] prints, is not repeated), line breaks turned into spaces.
pub fn one_line(e: &(dyn std::error::Error + 'static)) -> String {
    let mut s = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let t = c.to_string();
        if !s.ends_with(&t) {
            s.push_str(": ");
            s.push_str(&t);
        }
        cause = c.source();
    }
    s.replace(['\n', '\r'], " ")
}

/// Whether `e` or one of its causes is a closed pipe (EPIPE): the reader went away, as
/// `head` does. The command-line tools then stop quietly with status 0, the usual
/// convention of command-line tools (ripgrep's; others die of SIGPIPE, which Rust ignores).
pub fn broken_pipe(e: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(e);
    while let Some(c) = cause {
        if c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
        {
            return true;
        }
        cause = c.source();
    }
    false
}

#[cfg(test)]
mod one_line_tests {
    #[test]
    fn an_os_error_is_said_once() {
        let e = anyhow::Error::new(crate::Error::Io {
            path: "/x/class.dump".into(),
            source: std::io::Error::from_raw_os_error(2),
        })
        .context("analysing /x/trace.bz2");
        let s = super::one_line(e.as_ref());
        assert_eq!(
            s,
            "analysing /x/trace.bz2: /x/class.dump: No such file or directory (os error 2)"
        );
    }
}
