//! run.json: what produced a run, so that a run directory describes itself
//! (`docs/run-directory.md`).
//!
//! ```text
//! RunJson { format, command_line, config: RunConfig, config_id, simrun, outcome, host }
//!   config     everything that decides the run's results (guest, arguments, benchmark,
//!              input size, VM options, mode, cache hierarchy, seed, limits, environment)
//!   config_id  8 hex digits of FNV-1a over config's JSON: the default directory's suffix
//!   outcome    exit status and instructions (written at the end; null while running)
//!   host       host measurements, kept apart (null with --reproducible)
//! ```
//!
//! [`RunConfig::dir_name`] is the default run directory's name; [`check_existing`] refuses a
//! directory that holds a run of another configuration (unless `--force`).

use cache::HierarchyConfig;
use serde::{Deserialize, Serialize};

use super::files::{self, RunDir};

/// The default `--interval`.
pub const DEFAULT_INTERVAL: u64 = 10_000_000;
/// run.json's format version.
pub const FORMAT: u32 = 1;

/// The guest VM's options that name a configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VmOptions {
    /// The collector (`-X:gc=`, its default when not given).
    pub collector: String,
    /// The heap with its unit: a fixed size (`64m`, `512k`: `-X:h=`, or `-Xms` = `-Xmx`) or
    /// a growing heap's range `-Xms`-`-Xmx` (`1m-256m`, the VM's defaults).
    pub heap: String,
    /// Exact deaths (`-X:deaths=merlin` or `brute`), when asked for: absent from run.json
    /// otherwise, so runs without it keep their configuration (and directory name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deaths: Option<String>,
    /// The class library when it is not the bundled one (`-X:classlib=jdk`: OpenJDK's, from
    /// its runtime image); absent otherwise, as `deaths`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub classlib: Option<String>,
    /// The SHA-256 of the runtime image the VM reads (`-X:classlib=jdk`, `-X:jimage-check`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_sha256: Option<String>,
    /// The SHA-256 of each jar of an application of guests/apps (`simrun jvm h2`), by the
    /// jar's name: the pinned ones (guests/apps/SHA256SUMS), checked before the run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jars_sha256: Option<std::collections::BTreeMap<String, String>>,
}

/// Everything that decides a run's results.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunConfig {
    /// The guest as given (`jvm` or an ELF path).
    pub guest: String,
    /// The guest's arguments as given.
    pub guest_args: Vec<String>,
    /// The benchmark or main class (the bundled VM), or the first argument (an ELF).
    pub benchmark: Option<String>,
    /// The input size (`s0`, `s1`, ...; the bundled benchmarks' default `s1` included).
    pub input_size: Option<String>,
    /// The guest VM's collector and heap (the bundled VM only).
    pub vm: Option<VmOptions>,
    /// `fast`, `cache` or `trace`.
    pub mode: String,
    /// The cache and TLB hierarchy as sim-cache's flags (null in fast mode: no model ran).
    pub cache_flags: Option<String>,
    /// The same hierarchy, level by level, in sim-cache's terms ([`hierarchy_json`]):
    /// each level its configuration (`repl` `lru`, `fifo` or `random`) or where its
    /// accesses go instead (`dl1`, `dl2`, `none`).
    #[serde(default, with = "hierarchy_json")]
    pub cache: Option<HierarchyConfig>,
    /// `--seed`.
    pub seed: u64,
    /// `--max-insns`.
    pub max_insns: Option<u64>,
    /// `--fastfwd N`: the first N instructions run functionally, the statistics cover the
    /// rest (absent when not given or 0, so that such runs keep their configuration id).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fastfwd: Option<u64>,
    /// `--interval`.
    pub interval: u64,
    /// The guest's whole environment.
    pub env: Vec<String>,
    /// Whether the environment is the host's (`--inherit-env`) rather than the fixed one.
    pub inherit_env: bool,
    /// The sysroot (`-L`, `--sysroot`, `QEMU_LD_PREFIX`); null for the bundled VM, which is
    /// statically linked (so a QEMU_LD_PREFIX in the shell does not change its runs' names).
    pub sysroot: Option<String>,
    /// Guest arguments the directory name does not show (beyond benchmark, size and VM
    /// options); non-empty ones put the configuration id into the name.
    pub other_args: Vec<String>,
}

/// The simrun that made the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Build {
    /// The package version.
    pub version: String,
    /// The git commit at build time (`unknown` outside a checkout).
    pub commit: String,
}

impl Build {
    /// This simrun.
    pub fn current() -> Build {
        Build {
            version: env!("CARGO_PKG_VERSION").to_string(),
            commit: traceio::GIT_COMMIT.to_string(),
        }
    }
}

/// How the run ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// simrun's exit status.
    pub exit_status: u8,
    /// `exit`, `signal`, `limit`, `interrupted` or `failed`.
    pub ended: String,
    /// Instructions retired.
    pub insns: u64,
}

/// Host measurements: the only part of run.json that changes between runs of one command.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Host {
    /// Seconds since the Unix epoch when the run started.
    pub started_unix: u64,
    /// Wall-clock seconds of the simulation.
    pub elapsed_seconds: f64,
    /// Guest instructions per host second.
    pub inst_rate: f64,
}

/// The contents of run.json.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunJson {
    /// [`FORMAT`].
    pub format: u32,
    /// simrun's whole command line.
    pub command_line: Vec<String>,
    /// What decides the results.
    pub config: RunConfig,
    /// [`RunConfig::id`].
    pub config_id: String,
    /// The simrun that ran.
    pub simrun: Build,
    /// How it ended (null while it runs or when simrun failed before the end).
    pub outcome: Option<Outcome>,
    /// Host measurements (null with `--reproducible`).
    pub host: Option<Host>,
}

impl RunJson {
    /// The file's text (pretty JSON, a final newline).
    pub fn to_text(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("run.json serializes");
        s.push('\n');
        s
    }
}

/// FNV-1a, 64 bits: stable across Rust versions and platforms (unlike `DefaultHasher`).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A file-name-safe form of `s`.
pub fn safe_name(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '+') {
                c
            } else {
                '_'
            }
        })
        .collect()
}

impl RunConfig {
    /// 8 hex digits identifying the configuration (FNV-1a of its JSON).
    pub fn id(&self) -> String {
        let json = serde_json::to_string(self).expect("the configuration serializes");
        let h = fnv1a(json.as_bytes());
        format!("{:08x}", (h >> 32) as u32 ^ h as u32)
    }

    /// Whether the readable part of the directory name says everything: default cache
    /// hierarchy, seed, interval, environment and sysroot, no limit, no other arguments.
    fn named_fully(&self) -> bool {
        self.other_args.is_empty()
            && self
                .cache
                .as_ref()
                .map_or(true, |c| *c == HierarchyConfig::default())
            && self.seed == 0
            && self.max_insns.is_none()
            && self.fastfwd.is_none()
            && self.interval == DEFAULT_INTERVAL
            && !self.inherit_env
            && self.env == BASE_ENV
            && self
                .sysroot
                .as_deref()
                .map_or(true, |s| s == os_emu::DEFAULT_SYSROOT)
    }

    /// The default run directory's name: guest, benchmark, input size, collector, heap,
    /// exact deaths if asked for, and mode (`jvm-jess-s1-semispace-1m-256m-trace`,
    /// `jvm-jess-s1-semispace-1m-256m-merlin-trace`), then `-` and [`RunConfig::id`] when
    /// anything else differs from the defaults (`jvm-jess-s0-appel-4m-cache-1a2b3c4d`).
    pub fn dir_name(&self) -> String {
        let mut parts = vec![safe_name(
            std::path::Path::new(&self.guest)
                .file_name()
                .map_or("guest".into(), |n| n.to_string_lossy())
                .as_ref(),
        )];
        parts.extend(self.benchmark.iter().map(|b| safe_name(b)));
        parts.extend(self.input_size.iter().map(|s| safe_name(s)));
        if let Some(vm) = &self.vm {
            parts.push(safe_name(&vm.collector));
            parts.push(safe_name(&vm.heap));
            parts.extend(vm.deaths.iter().map(|d| safe_name(d)));
            parts.extend(vm.classlib.iter().map(|c| safe_name(c)));
        }
        parts.push(self.mode.clone());
        if !self.named_fully() {
            parts.push(self.id());
        }
        parts.join("-")
    }
}

/// run.json's form of the cache hierarchy: sim-cache's names, not the Rust types'.
///
/// ```json
/// {"dl1": {"name": "dl1", "nsets": 128, "bsize": 32, "assoc": 8, "repl": "lru"},
///  "il1": "dl1", "dl2": {...}, "il2": "dl2", "dtlb": "none", "itlb": {...}}
/// ```
///
/// A level is its configuration (`repl`: `lru`, `fifo`, `random`, sim-cache's `l`, `f`,
/// `r`) or, as `-cache:il1`/`-cache:il2`/`-cache:dl1`... take it, `"dl1"`, `"dl2"` (the
/// instruction side shares that data cache) or `"none"`. Files of earlier simruns, which
/// wrote the Rust names (`{"Own": {...}}`, `"Dl2"`, `"None"`, `"repl": "Lru"`, an absent
/// data level as `null`), read back to the same configuration.
pub mod hierarchy_json {
    use cache::timing::Timing;
    use cache::{CacheConfig, HierarchyConfig, InstL1, InstL2, ReplKind};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// One level as run.json writes it.
    #[derive(Serialize, Deserialize)]
    struct Level {
        name: String,
        nsets: u32,
        bsize: u32,
        assoc: u32,
        repl: String,
    }

    /// One level as run.json writes or wrote it.
    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Slot {
        /// A level of its own.
        Level(Level),
        /// Earlier files' `{"Own": {...}}`.
        Own {
            #[serde(rename = "Own")]
            own: Level,
        },
        /// `dl1`, `dl2` or `none` (earlier files: `Dl1`, `Dl2`, `None`).
        Route(String),
    }

    /// The hierarchy as run.json writes it (fields in sim-cache's flag order). Earlier
    /// files wrote an absent data level as `null`: `Option` reads it.
    #[derive(Serialize, Deserialize)]
    struct Hierarchy {
        dl1: Option<Slot>,
        il1: Option<Slot>,
        dl2: Option<Slot>,
        il2: Option<Slot>,
        dtlb: Option<Slot>,
        itlb: Option<Slot>,
        /// The latency model's flags, left out when they are the defaults (as
        /// `HierarchyConfig` leaves them out: a configuration's identity is unchanged).
        #[serde(default, skip_serializing_if = "Timing::is_default")]
        timing: Timing,
    }

    /// sim-cache's name of a replacement policy (its `<repl>` letter spelt out).
    pub fn repl_name(r: ReplKind) -> &'static str {
        match r {
            ReplKind::Lru => "lru",
            ReplKind::Fifo => "fifo",
            ReplKind::Random => "random",
        }
    }

    fn repl_of(s: &str) -> Option<ReplKind> {
        match s.to_ascii_lowercase().as_str() {
            "lru" | "l" => Some(ReplKind::Lru),
            "fifo" | "f" => Some(ReplKind::Fifo),
            "random" | "r" => Some(ReplKind::Random),
            _ => None,
        }
    }

    fn level(c: &CacheConfig) -> Slot {
        Slot::Level(Level {
            name: c.name.clone(),
            nsets: c.nsets,
            bsize: c.bsize,
            assoc: c.assoc,
            repl: repl_name(c.repl).into(),
        })
    }

    fn route(s: &str) -> Slot {
        Slot::Route(s.into())
    }

    /// Writes `h` in run.json's form.
    pub fn serialize<S: Serializer>(h: &Option<HierarchyConfig>, s: S) -> Result<S::Ok, S::Error> {
        let data = |c: &Option<CacheConfig>| Some(c.as_ref().map_or_else(|| route("none"), level));
        h.as_ref()
            .map(|h| Hierarchy {
                dl1: data(&h.dl1),
                il1: Some(match &h.il1 {
                    InstL1::Own(c) => level(c),
                    InstL1::Dl1 => route("dl1"),
                    InstL1::Dl2 => route("dl2"),
                    InstL1::None => route("none"),
                }),
                dl2: data(&h.dl2),
                il2: Some(match &h.il2 {
                    InstL2::Own(c) => level(c),
                    InstL2::Dl2 => route("dl2"),
                    InstL2::None => route("none"),
                }),
                dtlb: data(&h.dtlb),
                itlb: data(&h.itlb),
                timing: h.timing.clone(),
            })
            .serialize(s)
    }

    /// Reads run.json's form, this simrun's or an earlier one's.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<HierarchyConfig>, D::Error> {
        use serde::de::Error;
        let Some(h) = Option::<Hierarchy>::deserialize(d)? else {
            return Ok(None);
        };
        let config = |l: Level| -> Result<CacheConfig, D::Error> {
            Ok(CacheConfig {
                repl: repl_of(&l.repl)
                    .ok_or_else(|| D::Error::custom(format!("unknown policy `{}`", l.repl)))?,
                name: l.name,
                nsets: l.nsets,
                bsize: l.bsize,
                assoc: l.assoc,
            })
        };
        // A level: its configuration, or where it goes (lower case, as -cache:* names it).
        let slot = |s: Option<Slot>| -> Result<Result<CacheConfig, String>, D::Error> {
            Ok(match s {
                Some(Slot::Level(l) | Slot::Own { own: l }) => Ok(config(l)?),
                Some(Slot::Route(r)) => Err(r.to_ascii_lowercase()),
                None => Err("none".into()),
            })
        };
        let data = |s: Option<Slot>, what: &str| match slot(s)? {
            Ok(c) => Ok(Some(c)),
            Err(r) if r == "none" => Ok(None),
            Err(r) => Err(D::Error::custom(format!("{what}: `{r}` is not a level"))),
        };
        Ok(Some(HierarchyConfig {
            dl1: data(h.dl1, "dl1")?,
            il1: match slot(h.il1)? {
                Ok(c) => InstL1::Own(c),
                Err(r) if r == "dl1" => InstL1::Dl1,
                Err(r) if r == "dl2" => InstL1::Dl2,
                Err(r) if r == "none" => InstL1::None,
                Err(r) => return Err(D::Error::custom(format!("il1: `{r}`"))),
            },
            dl2: data(h.dl2, "dl2")?,
            il2: match slot(h.il2)? {
                Ok(c) => InstL2::Own(c),
                Err(r) if r == "dl2" => InstL2::Dl2,
                Err(r) if r == "none" => InstL2::None,
                Err(r) => return Err(D::Error::custom(format!("il2: `{r}`"))),
            },
            dtlb: data(h.dtlb, "dtlb")?,
            itlb: data(h.itlb, "itlb")?,
            timing: h.timing,
        }))
    }
}

/// The guest environment before `--env`: fixed, so that runs do not depend on the host's.
pub const BASE_ENV: [&str; 4] = ["PATH=/usr/bin:/bin", "HOME=/", "LANG=C", "TZ=UTC"];

/// What run.json of an existing directory says against this run.
#[derive(Debug, thiserror::Error)]
pub enum MetaError {
    /// The directory holds a run of another configuration.
    #[error(
        "the run directory {path} holds a run of another configuration ({diff}); choose \
         another --out or pass --force to replace it"
    )]
    Conflict {
        /// The directory.
        path: std::path::PathBuf,
        /// What differs, `field: here vs there`.
        diff: String,
    },
    /// The directory holds a run's files without a readable run.json.
    #[error(
        "the run directory {path} holds files of a run of unknown configuration ({why}); \
         choose another --out or pass --force to replace it"
    )]
    Unknown {
        /// The directory.
        path: std::path::PathBuf,
        /// Why the configuration is unknown.
        why: String,
    },
    /// run.json cannot be read.
    #[error(transparent)]
    Dir(#[from] files::RunDirError),
}

/// Checks that `dir` holds no run of a configuration other than `config` (its run.json
/// names the same configuration, or it holds none of a run's files).
pub fn check_existing(dir: &RunDir, config: &RunConfig) -> Result<(), MetaError> {
    let path = dir.path().to_path_buf();
    let read = match dir.read(files::RUN_JSON) {
        Err(files::RunDirError::File { source, .. })
            if source.raw_os_error() == Some(libc::ELOOP) =>
        {
            return Err(MetaError::Unknown {
                path,
                why: "run.json is a symbolic link".into(),
            })
        }
        r => r?,
    };
    let Some(bytes) = read else {
        let found: Vec<&str> = files::ALL
            .iter()
            .copied()
            .filter(|n| std::fs::symlink_metadata(dir.join(n)).is_ok())
            .collect();
        if found.is_empty() {
            return Ok(());
        }
        return Err(MetaError::Unknown {
            path,
            why: format!("{} but no run.json", found.join(", ")),
        });
    };
    let old: serde_json::Value = match serde_json::from_slice(&bytes) {
        Ok(v) => v,
        Err(e) => {
            return Err(MetaError::Unknown {
                path,
                why: format!("run.json is not JSON: {e}"),
            })
        }
    };
    let new = serde_json::to_value(config).expect("the configuration serializes");
    // An earlier simrun's spelling of the same configuration (the cache hierarchy's Rust
    // names) compares by what it says: read into a configuration and written again.
    let normalised = old
        .get("config")
        .and_then(|c| serde_json::from_value::<RunConfig>(c.clone()).ok())
        .map(|c| serde_json::to_value(c).expect("the configuration serializes"));
    let (Some(old), Some(new)) = (
        normalised
            .as_ref()
            .or(old.get("config"))
            .and_then(|c| c.as_object()),
        new.as_object(),
    ) else {
        return Err(MetaError::Unknown {
            path,
            why: "run.json has no config object".into(),
        });
    };
    let null = serde_json::Value::Null;
    let diff: Vec<String> = new
        .iter()
        .filter(|(k, v)| old.get(*k).unwrap_or(&null) != *v)
        .map(|(k, v)| {
            let short = |v: &serde_json::Value| {
                let s = v.to_string();
                if s.chars().count() > 40 {
                    format!("{}...", s.chars().take(40).collect::<String>())
                } else {
                    s
                }
            };
            format!(
                "{k}: {} here, {} there",
                short(v),
                short(old.get(k).unwrap_or(&null))
            )
        })
        .collect();
    if diff.is_empty() {
        Ok(())
    } else {
        Err(MetaError::Conflict {
            path,
            diff: diff.join("; "),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn jess() -> RunConfig {
        RunConfig {
            guest: "jvm".into(),
            guest_args: vec!["jess".into()],
            benchmark: Some("jess".into()),
            input_size: Some("s1".into()),
            vm: Some(VmOptions {
                collector: "semispace".into(),
                heap: "64m".into(),
                deaths: None,
                classlib: None,
                image_sha256: None,
                jars_sha256: None,
            }),
            mode: "trace".into(),
            cache_flags: Some(HierarchyConfig::default().to_string()),
            cache: Some(HierarchyConfig::default()),
            seed: 0,
            max_insns: None,
            fastfwd: None,
            interval: DEFAULT_INTERVAL,
            env: BASE_ENV.iter().map(|s| s.to_string()).collect(),
            inherit_env: false,
            sysroot: None,
            other_args: vec![],
        }
    }

    #[test]
    fn names_encode_the_configuration() {
        let c = jess();
        assert_eq!(c.dir_name(), "jvm-jess-s1-semispace-64m-trace");
        let mut d = c.clone();
        d.seed = 7;
        let n = d.dir_name();
        assert!(n.starts_with("jvm-jess-s1-semispace-64m-trace-"), "{n}");
        assert_eq!(n.len(), "jvm-jess-s1-semispace-64m-trace-".len() + 8);
        // Stable: the same configuration, the same id; another, another.
        assert_eq!(d.id(), d.clone().id());
        assert_ne!(d.id(), c.id());
        let mut e = c.clone();
        e.cache.as_mut().unwrap().dl1 = None;
        assert_ne!(e.dir_name(), c.dir_name());
        let mut f = c.clone();
        f.vm.as_mut().unwrap().collector = "appel".into();
        assert_eq!(f.dir_name(), "jvm-jess-s1-appel-64m-trace");
        // Exact deaths name the run and change its id; without them run.json is as before.
        let mut g = c.clone();
        g.vm.as_mut().unwrap().deaths = Some("merlin".into());
        assert_eq!(g.dir_name(), "jvm-jess-s1-semispace-64m-merlin-trace");
        assert_ne!(g.id(), c.id());
        assert!(!serde_json::to_string(&c).unwrap().contains("deaths"));
        // So does the real class library, with its image's hash; the bundled one is absent.
        let mut k = c.clone();
        let vm = k.vm.as_mut().unwrap();
        vm.classlib = Some("jdk".into());
        vm.image_sha256 = Some("65dd712c".into());
        assert_eq!(k.dir_name(), "jvm-jess-s1-semispace-64m-jdk-trace");
        assert_ne!(k.id(), c.id());
        let text = serde_json::to_string(&c).unwrap();
        assert!(
            !text.contains("classlib") && !text.contains("image_sha256"),
            "{text}"
        );
    }

    #[test]
    fn the_hierarchy_is_written_in_sim_cache_names() {
        let mut c = jess();
        let h = c.cache.as_mut().unwrap();
        h.il1 = cache::InstL1::Dl1;
        h.dtlb = None;
        h.dl1.as_mut().unwrap().repl = cache::ReplKind::Fifo;
        let v = serde_json::to_value(&c).unwrap();
        let h = &v["cache"];
        assert_eq!(
            h["dl1"],
            serde_json::json!({"name": "dl1", "nsets": 128, "bsize": 32, "assoc": 8, "repl": "fifo"})
        );
        assert_eq!(h["il1"], "dl1");
        assert_eq!(h["dl2"]["repl"], "random");
        assert_eq!(h["il2"], "dl2");
        assert_eq!(h["dtlb"], "none");
        assert_eq!(h["itlb"]["repl"], "lru");
        let keys: Vec<&String> = h.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 6);
        // No Rust enum name anywhere in run.json's configuration.
        let text = serde_json::to_string(&v).unwrap();
        for rust in ["Own", "Lru", "Fifo", "Random", "Dl1", "Dl2", "None"] {
            assert!(!text.contains(&format!("\"{rust}\"")), "{rust} in {text}");
        }
        let back: RunConfig = serde_json::from_value(v).unwrap();
        assert_eq!(back, c);
        // The latency flags: absent at their defaults (the id stays), kept when set.
        let mut slow = jess();
        let h = slow.cache.as_mut().unwrap();
        h.set_flag("-mem:lat", "100:4").unwrap();
        h.set_flag("-cache:dl2lat", "12").unwrap();
        let v = serde_json::to_value(&slow).unwrap();
        assert!(v["cache"]["timing"].is_object(), "{v}");
        assert!(serde_json::to_value(jess()).unwrap()["cache"]
            .get("timing")
            .is_none());
        assert_ne!(slow.id(), jess().id());
        let back: RunConfig = serde_json::from_value(v).unwrap();
        assert_eq!(back, slow);
        let mut fast = jess();
        fast.cache = None;
        let v = serde_json::to_value(&fast).unwrap();
        assert!(v["cache"].is_null());
        assert_eq!(serde_json::from_value::<RunConfig>(v).unwrap(), fast);
    }

    #[test]
    fn run_json_of_earlier_simruns_reads_back() {
        // The configuration as simrun wrote it before the hierarchy had sim-cache's names.
        let mut v = serde_json::to_value(jess()).unwrap();
        let lvl = |name: &str, nsets: u32, bsize: u32, assoc: u32, repl: &str| serde_json::json!({"name": name, "nsets": nsets, "bsize": bsize, "assoc": assoc, "repl": repl});
        v["cache"] = serde_json::json!({
            "dl1": null,
            "il1": {"Own": lvl("il1", 128, 32, 8, "Lru")},
            "dl2": lvl("ul2", 512, 64, 8, "Random"),
            "il2": "Dl2",
            "dtlb": lvl("dtlb", 64, 4096, 2, "Fifo"),
            "itlb": lvl("itlb", 64, 4096, 2, "Lru"),
        });
        let c: RunConfig = serde_json::from_value(v.clone()).unwrap();
        let h = c.cache.as_ref().unwrap();
        assert_eq!(h.dl1, None);
        assert_eq!(h.il1, cache::InstL1::Own("il1:128:32:8:l".parse().unwrap()));
        assert_eq!(h.il2, cache::InstL2::Dl2);
        assert_eq!(h.dtlb.as_ref().unwrap().repl, cache::ReplKind::Fifo);
        // A run directory holding such a run.json is the same configuration.
        let tmp = std::env::temp_dir().join(format!("meta-old-{}", std::process::id()));
        std::fs::create_dir_all(&tmp).unwrap();
        let dir = RunDir::open(&tmp).unwrap();
        std::fs::write(
            tmp.join("run.json"),
            serde_json::json!({"format": 1, "config": v}).to_string(),
        )
        .unwrap();
        assert!(check_existing(&dir, &c).is_ok());
        let mut other = c.clone();
        other.seed = 3;
        assert!(matches!(
            check_existing(&dir, &other),
            Err(MetaError::Conflict { .. })
        ));
        std::fs::remove_dir_all(&tmp).unwrap();
        let bad = serde_json::json!({"dl1": null, "il1": "dl3", "dl2": null, "il2": "none", "dtlb": null, "itlb": null});
        v["cache"] = bad;
        assert!(serde_json::from_value::<RunConfig>(v).is_err());
    }

    #[test]
    fn fnv_is_the_reference_function() {
        // FNV-1a 64 test vectors.
        assert_eq!(fnv1a(b""), 0xcbf29ce484222325);
        assert_eq!(fnv1a(b"a"), 0xaf63dc4c8601ec8c);
    }
}
