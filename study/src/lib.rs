//! Studies: a matrix of simrun runs (benchmarks × sizes × collectors × heaps × cache
//! configurations × modes × seeds) described by a TOML file, run locally in parallel or as
//! one Slurm job array, resumed after a stop, merged into long-format tables (Parquet and
//! CSV) and drawn into one HTML report.
//!
//! ```text
//! STUDY.toml → spec::Study (check: every problem at once) → matrix::expand → [Run]
//!   heaps "2x": minheap::resolve (bisection once, <out>/minheaps.json) → matrix::expand
//!   [Run] ─┬→ local::run_all (threads)  ─┐
//!          └→ slurm::run (sbatch --array) ┤
//!   each run: rundir::execute = simrun, traceanalyze → <out>/runs/<run>/
//!   <out>/runs/* → merge::collect → merge::write → <out>/merged/*.{parquet,csv}
//!                                  → report::html → <out>/report.html (plots crate)
//! ```
//!
//! Every state lives in the run directories (`rundir`), so a killed study resumes where it
//! stopped and a Slurm study is collected exactly as a local one.
//!
//! ```no_run
//! let study = study::spec::Study::load("studies/example.toml".as_ref()).unwrap();
//! let runs = study::matrix::expand(&study, &Default::default()).unwrap();
//! assert_eq!(runs.len(), 12);
//! ```

pub mod analysis;
pub mod check;
pub mod child;
pub mod local;
pub mod matrix;
pub mod merge;
pub mod minheap;
pub mod provenance;
pub mod report;
pub mod rundir;
pub mod slurm;
pub mod spec;
pub mod table;

/// What can go wrong in a study.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The study file is not valid: every problem found, one line each.
    #[error("{}", .problems.iter().map(|p| format!("{file}: {p}")).collect::<Vec<_>>().join("\n"))]
    Study {
        /// The study file.
        file: String,
        /// What is wrong, one line each.
        problems: Vec<String>,
    },
    /// A file operation failed.
    #[error("{what}: {source}")]
    Io {
        /// What was being done, naming the file.
        what: String,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// A run directory's file is not what the study expects.
    #[error("{file}: {message}")]
    Data {
        /// The file.
        file: String,
        /// What is wrong.
        message: String,
    },
    /// Writing or reading a table (CSV, Parquet) failed.
    #[error(transparent)]
    Table(#[from] tables::Error),
    /// Slurm refused or failed.
    #[error("slurm: {0}")]
    Slurm(String),
    /// A plot could not be drawn.
    #[error(transparent)]
    Plot(#[from] plots::PlotError),
}
