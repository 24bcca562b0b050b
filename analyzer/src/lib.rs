//! `analyzer`: offline analysis of a run's `trace.bz2` (with `class.dump` and
//! `feature.dump`) into per-object histories and reports (SPEC §8, issue 8).
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! Inside: records from [`traceio::TraceReader`] → [`Analyzer`] replays events through
//! the live-object map ([`heap::Heap`]) and attributes each access to object, type and
//! field or element ([`types::Types`]) → the analyses ([`tool::Tool`], one per module
//! in [`tools`], registered once in the list there) fold what they need → tables →
//! [`report::render`] (text, JSON, CSV), [`report::write_tables`] (one tidy CSV and
//! Parquet file per table, through the `tables` crate) and [`plots::write_plots`] (SVG
//! through the `plots` crate). The `windows` and `anomalies` tables are
//! analyses like the others, fed with every event of the trace. With exact-lifetime
//! events (issue 18), [`merlin`] keeps a shadow of every reference slot and gives each
//! object its exact death (Merlin), which the `exact`, `dragcurve` and `objtable`
//! analyses use.
//! The locality analyses (issue 20; [`locality`], off unless asked for) add reuse
//! distances, 3C miss classes, misses per instruction with the guest's [`symbols`], hot
//! fields and what-if field layouts, per type, field and allocation site; [`replay`]
//! runs the whole cache hierarchy from the trace's instruction stream under them (exact
//! per-level verdicts, every fetch, the L2's real stream; `--cache`, `--methods`).
//! Finished objects are folded into per-type aggregates, so memory grows with live
//! objects, not with the trace.
//!
//! ```
//! use analyzer::{Analyzer, AnalyzerTable, Selection};
//! use traceio::dump::{ClassDump, FeatureDump};
//! use traceio::{Decoded, Record};
//! let classes = ClassDump::parse(
//!     "# class.dump 1\nmodel\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4\n\
//!      prim\t5\tint\t4\nclass\t10\tPoint\t16\t0\t2\nfield\t8\t5\tx\nfield\t12\t5\ty\n",
//!     std::path::Path::new("class.dump"),
//! )
//! .unwrap();
//! let mut an = Analyzer::new(&classes, &FeatureDump::default(), &Selection::default()).unwrap();
//! let new = Decoded::New { addr: 0x4000_0000, type_id: 10, size: 16, array_length: None };
//! an.process(&Record::Event(new.encode(1)));
//! assert_eq!(an.heap().live(), 1);
//! let tables = an.finish().unwrap();
//! assert!(tables.iter().any(|t| t.name == AnalyzerTable::Demographics));
//! ```
#![deny(missing_docs)]

mod analyzer;
pub mod eventlog;
pub mod heap;
mod input;
pub mod locality;
pub mod merlin;
pub mod plots;
pub mod replay;
pub mod report;
pub mod symbols;
pub mod threadset;
pub mod tool;
pub mod tools;
pub mod types;

pub use analyzer::{Analyzer, Selection};
pub use input::{analyze_eventlog, analyze_file, Outcome};
/// The names of the analyzer's tables (defined in the `tables` crate, which simstudy
/// shares).
pub use tables::AnalyzerTable;

/// Everything that can go wrong in this crate.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Reading the trace or a dump failed.
    #[error(transparent)]
    Trace(#[from] traceio::Error),
    /// Writing an output file failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: std::path::PathBuf,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// A file is not in the expected format.
    #[error("{}: {reason}", path.display())]
    Format {
        /// The file.
        path: std::path::PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// `--object`/`--type`/`--field` do not fit the run.
    #[error("{0}")]
    Selection(String),
    /// The exact-lifetime events contradict their contract (docs/events.md).
    #[error("{0}")]
    Events(String),
    /// Writing a table file (CSV, Parquet) failed.
    #[error(transparent)]
    Table(#[from] tables::Error),
    /// Drawing a plot failed.
    #[error(transparent)]
    Plot(#[from] ::plots::PlotError),
}
