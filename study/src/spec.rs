//! The study file (TOML): the matrix, the analyses and the Slurm resources.
//!
//! ```toml
//! name = "example"                 # names the default output directory out/study-<name>/
//! guest = "jvm"                    # simrun's GUEST (default jvm)
//! benchmarks = ["jess", "db"]
//! sizes = ["s0"]                   # -sN after the benchmark
//! collectors = ["semispace", "appel"]   # -X:gc=
//! heaps = ["128k", "256k"]         # -X:h= (fixed heap), or multiples of each benchmark's
//!                                  # minimum heap: ["1.5x", "2x"] (crate::minheap)
//! modes = ["trace"]                # simrun --mode (analyses need trace)
//! seeds = [0]                      # simrun --seed: one run per seed (repetitions)
//! simrun_args = ["--interval", "1000000"]   # more simrun options, for every run
//! vm_args = []                     # more guest VM options, for every run
//!
//! [caches]                         # named cache configurations (simrun's sim-cache flags)
//! default = []
//! small = ["-cache:dl1", "dl1:64:32:4:l"]
//!
//! [[analyses]]                     # traceanalyze on every trace-mode run
//! name = "main"
//! args = []                        # traceanalyze options (--tables DIR is added)
//! tables = ["gc_timeline", "dead_copied"]   # tables to merge (default: all; the
//!                                            # analyzer's names, checked)
//!
//! [slurm]                          # resources of one run (one array task)
//! time = "00:10:00"
//! mem = "1G"
//! cpus_per_task = 2
//! partition = "debug"              # optional
//! max_parallel = 8                 # the %M of --array (default: no limit)
//! extra = []                       # more sbatch options
//! ```
//!
//! A study file is checked whole when it is read ([`crate::check`]): every problem is
//! listed at once, and nothing starts.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;
use tables::AnalyzerTable;

use crate::check::Bundled;
use crate::Error;

/// A parsed study file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Study {
    /// The study's name (letters, digits, `-`, `_`, `.`): the default output directory is
    /// `out/study-<name>/`.
    pub name: String,
    /// simrun's GUEST.
    #[serde(default = "default_guest")]
    pub guest: String,
    /// Benchmarks (or main classes) given to the guest.
    pub benchmarks: Vec<String>,
    /// Input sizes (`s0`, `s1`, ...); empty: none given.
    #[serde(default)]
    pub sizes: Vec<String>,
    /// Collectors (`-X:gc=`).
    pub collectors: Vec<String>,
    /// Fixed heap sizes (`-X:h=`: `128k`, `4` megabytes, `64m`), or multiples of each
    /// benchmark's minimum heap (`1.5x`, [`crate::minheap`]).
    pub heaps: Vec<String>,
    /// simrun modes (`fast`, `cache`, `trace`).
    #[serde(default = "default_modes")]
    pub modes: Vec<String>,
    /// Seeds, one run each (repetitions).
    #[serde(default = "default_seeds")]
    pub seeds: Vec<u64>,
    /// Extra simrun options for every run (before GUEST).
    #[serde(default)]
    pub simrun_args: Vec<String>,
    /// Extra guest VM options for every run (after GUEST, before the benchmark).
    #[serde(default)]
    pub vm_args: Vec<String>,
    /// Named cache configurations: sim-cache flags given to simrun.
    #[serde(default = "default_caches")]
    pub caches: BTreeMap<String, Vec<String>>,
    /// Analyses run on each trace-mode run.
    #[serde(default)]
    pub analyses: Vec<Analysis>,
    /// Slurm resources of one run.
    #[serde(default)]
    pub slurm: Slurm,
}

/// One traceanalyze invocation per run.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Analysis {
    /// Name (letters, digits, `-`, `_`): the output directory is `analysis-<name>/`.
    pub name: String,
    /// traceanalyze options (`--tables DIR` is added).
    #[serde(default)]
    pub args: Vec<String>,
    /// Tables to merge as the study file names them (the analyzer's table names, each
    /// checked by [`Study::parse`]); empty: all. [`Analysis::tables`] gives them typed.
    #[serde(default, rename = "tables")]
    pub table_names: Vec<String>,
}

impl Analysis {
    /// The tables to merge (empty: all); a study that parsed names only known tables.
    pub fn tables(&self) -> Vec<AnalyzerTable> {
        self.table_names
            .iter()
            .filter_map(|n| AnalyzerTable::from_name(n))
            .collect()
    }
}

/// Slurm resources of one array task (one run).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slurm {
    /// `--time` (e.g. `00:10:00`).
    pub time: Option<String>,
    /// `--mem` (e.g. `1G`).
    pub mem: Option<String>,
    /// `--cpus-per-task`.
    pub cpus_per_task: Option<u32>,
    /// `--partition`.
    pub partition: Option<String>,
    /// At most this many tasks at once (`--array=...%M`).
    pub max_parallel: Option<u32>,
    /// More sbatch options.
    #[serde(default)]
    pub extra: Vec<String>,
}

fn default_guest() -> String {
    "jvm".into()
}
fn default_modes() -> Vec<String> {
    vec!["trace".into()]
}
fn default_seeds() -> Vec<u64> {
    vec![0]
}
fn default_caches() -> BTreeMap<String, Vec<String>> {
    BTreeMap::from([("default".to_string(), Vec::new())])
}

impl Study {
    /// Parses a study file's text and checks it ([`crate::check::problems`], without the
    /// bundled VM's lists); `origin` names it in messages. Every problem is listed in the
    /// error, not only the first.
    pub fn parse(text: &str, origin: &str) -> Result<Study, Error> {
        Study::parse_checked(text, origin, None)
    }

    /// [`Study::parse`], checking the benchmarks and sizes against `bundled` too.
    pub fn parse_checked(
        text: &str,
        origin: &str,
        bundled: Option<&Bundled>,
    ) -> Result<Study, Error> {
        let s: Study = toml::from_str(text).map_err(|e| Error::Study {
            file: origin.to_string(),
            problems: vec![e.message().trim().replace('\n', " ") + &toml_place(text, &e)],
        })?;
        let problems = crate::check::problems(&s, bundled);
        if !problems.is_empty() {
            return Err(Error::Study {
                file: origin.to_string(),
                problems,
            });
        }
        Ok(s)
    }

    /// Reads and parses a study file.
    pub fn load(path: &Path) -> Result<Study, Error> {
        Study::load_checked(path, None)
    }

    /// Reads and parses a study file, checking against `bundled` too.
    pub fn load_checked(path: &Path, bundled: Option<&Bundled>) -> Result<Study, Error> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::Io {
            what: format!("reading {}", path.display()),
            source: e,
        })?;
        Study::parse_checked(&text, &path.display().to_string(), bundled)
    }
}

/// ` (line L)` for a TOML error that has a place in `text`.
fn toml_place(text: &str, e: &toml::de::Error) -> String {
    e.span().map_or_else(String::new, |r| {
        let line = text[..r.start.min(text.len())].matches('\n').count() + 1;
        format!(" (line {line})")
    })
}
