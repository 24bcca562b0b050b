//! The study file (TOML): the matrix, the analyses and the Slurm resources.
//!
//! ```toml
//! name = "example"                 # names the default output directory out/study-<name>/
//! guest = "jvm"                    # simrun's GUEST (default jvm)
//! benchmarks = ["jess", "db"]
//! sizes = ["s0"]                   # -sN after the benchmark
//! collectors = ["semispace", "appel"]   # -X:gc=
//! heaps = ["128k", "256k"]         # -X:h= (fixed heap)
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

use std::collections::BTreeMap;
use std::path::Path;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};
use tables::AnalyzerTable;

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
    /// Fixed heap sizes (`-X:h=`: `128k`, `4` megabytes, `64m`).
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
    /// Name (letters, digits, `-`, `_`): the output file is `analysis-<name>.csv`.
    pub name: String,
    /// traceanalyze options (`--tables DIR` is added).
    #[serde(default)]
    pub args: Vec<String>,
    /// Tables to merge (given by the analyzer's table names); empty: all.
    #[serde(default, deserialize_with = "analyzer_tables")]
    pub tables: Vec<AnalyzerTable>,
}

/// A list of the analyzer's table names: a name it does not make is an error.
fn analyzer_tables<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<AnalyzerTable>, D::Error> {
    Vec::<String>::deserialize(d)?
        .iter()
        .map(|n| {
            AnalyzerTable::from_name(n).ok_or_else(|| {
                D::Error::custom(format!(
                    "'{n}' is not a table of the analyzer (docs/analyzer.md lists them)"
                ))
            })
        })
        .collect()
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

fn plain_name(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

impl Study {
    /// Parses a study file's text; `origin` names it in messages.
    pub fn parse(text: &str, origin: &str) -> Result<Study, Error> {
        let s: Study = toml::from_str(text).map_err(|e| Error::Study {
            file: origin.to_string(),
            message: e.to_string().trim().replace('\n', " "),
        })?;
        s.check().map_err(|message| Error::Study {
            file: origin.to_string(),
            message,
        })?;
        Ok(s)
    }

    /// Reads and parses a study file.
    pub fn load(path: &Path) -> Result<Study, Error> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::Io {
            what: format!("reading {}", path.display()),
            source: e,
        })?;
        Study::parse(&text, &path.display().to_string())
    }

    fn check(&self) -> Result<(), String> {
        if !plain_name(&self.name) {
            return Err(format!(
                "name '{}': use letters, digits, '-', '_' and '.'",
                self.name
            ));
        }
        for (what, list) in [
            ("benchmarks", &self.benchmarks),
            ("collectors", &self.collectors),
            ("heaps", &self.heaps),
            ("modes", &self.modes),
        ] {
            if list.is_empty() {
                return Err(format!("{what}: the list is empty"));
            }
            if let Some(bad) = list.iter().find(|v| !plain_name(v)) {
                return Err(format!(
                    "{what}: '{bad}': use letters, digits, '-', '_' and '.'"
                ));
            }
        }
        if let Some(bad) = self.sizes.iter().find(|v| !plain_name(v)) {
            return Err(format!("sizes: '{bad}'"));
        }
        if let Some(m) = self
            .modes
            .iter()
            .find(|m| !matches!(m.as_str(), "fast" | "cache" | "trace"))
        {
            return Err(format!("modes: '{m}' (fast, cache or trace)"));
        }
        if self.seeds.is_empty() {
            return Err("seeds: the list is empty".into());
        }
        if self.caches.is_empty() {
            return Err("caches: no configuration (leave the table out for the default)".into());
        }
        if let Some(bad) = self.caches.keys().find(|k| !plain_name(k)) {
            return Err(format!("caches: name '{bad}'"));
        }
        let mut seen = std::collections::BTreeSet::new();
        for a in &self.analyses {
            if !plain_name(&a.name) || a.name.contains('.') {
                return Err(format!("analyses: name '{}'", a.name));
            }
            if !seen.insert(&a.name) {
                return Err(format!("analyses: '{}' named twice", a.name));
            }
            if a.args
                .iter()
                .any(|x| x == "--format" || x.starts_with("--format="))
            {
                return Err(format!(
                    "analyses: '{}': --format is the study's (csv)",
                    a.name
                ));
            }
        }
        if let Some(d) = [
            dup(&self.benchmarks),
            dup(&self.sizes),
            dup(&self.collectors),
            dup(&self.heaps),
            dup(&self.modes),
        ]
        .into_iter()
        .flatten()
        .next()
        {
            return Err(format!("'{d}' is listed twice"));
        }
        if self.seeds.len()
            != self
                .seeds
                .iter()
                .collect::<std::collections::BTreeSet<_>>()
                .len()
        {
            return Err("seeds: a seed is listed twice".into());
        }
        Ok(())
    }
}

fn dup(v: &[String]) -> Option<&String> {
    v.iter()
        .enumerate()
        .find(|(i, x)| v[..*i].contains(x))
        .map(|(_, x)| x)
}
