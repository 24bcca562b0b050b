//! Heap sizes as multiples of each benchmark's minimum heap (`heaps = ["1.5x", "2x"]`),
//! as GC papers give them.
//!
//! ```text
//! study heaps "2x" ─→ needed() keys (benchmark, size, collector, vm_args)
//!   <out>/minheaps.json ─→ MinHeaps ─→ missing keys ─→ bisect(fits) ─→ MinHeaps::save
//!   MinHeaps ─→ matrix::expand: heap = ceil(2 × minimum), in KiB
//! ```
//!
//! The minimum heap of a benchmark at an input size under a collector is the smallest
//! fixed heap, to [`GRANULE_KIB`], on which `simrun --mode fast jvm -X:gc=C -X:h=H
//! [vm_args] BENCH -sN` exits 0: found by bisection between the VM's smallest heap
//! ([`LOWEST_KIB`]) and [`HIGHEST_KIB`], with guests/benchmarks/minheap.sh's steps (a
//! benchmark that fits the smallest heap has it as its minimum, an upper bound of the true
//! one, as minheap.sh's `≤ 128k`; one that does not fit the largest is an error). `simstudy run` finds each minimum once, before any run starts,
//! and records it in `<out>/minheaps.json`; later commands and resumed studies reuse it.
//!
//! An allocate-only plan (`nogc`, [`allocate_only`]) has its own rule instead of bisection:
//! it never collects, so its minimum heap is everything the run allocates, boot objects
//! included: one run in the VM's largest heap ([`LARGEST_KIB`]) reports that
//! (`-X:stats`' `heap_used`), rounded up to [`GRANULE_KIB`] (at least [`LOWEST_KIB`]), and a
//! second run checks that the run completes in it. No upper bound of 16 MiB applies: a
//! benchmark that allocates 100 MiB gets a 100 MiB minimum, and its `2x` is 200 MiB.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};

use serde::{Deserialize, Serialize};

use crate::child::DiesWithParent;
use crate::spec::Study;
use crate::Error;

/// The bisection's step (KiB), as guests/benchmarks/minheap.sh.
pub const GRANULE_KIB: u64 = 16;
/// The VM's smallest heap (KiB).
pub const LOWEST_KIB: u64 = 128;
/// The largest heap the bisection tries (KiB).
pub const HIGHEST_KIB: u64 = 16 << 10;
/// The VM's largest heap (KiB): `-X:h=1536m`.
pub const LARGEST_KIB: u64 = 1536 << 10;
/// The file of `<out>` that records the minimum heaps.
pub const FILE: &str = "minheaps.json";

/// What a minimum heap depends on.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Key {
    /// The benchmark.
    pub benchmark: String,
    /// Its input size (`s0`), if any.
    pub size: Option<String>,
    /// The collector.
    pub collector: String,
    /// The study's guest VM options.
    pub vm_args: Vec<String>,
}

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.benchmark)?;
        if let Some(s) = &self.size {
            write!(f, " -{s}")?;
        }
        write!(f, " under {}", self.collector)?;
        if !self.vm_args.is_empty() {
            write!(f, " ({})", self.vm_args.join(" "))?;
        }
        Ok(())
    }
}

/// One record of `minheaps.json`.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Record {
    #[serde(flatten)]
    key: Key,
    min_heap_kib: u64,
}

/// The minimum heaps known, in KiB.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MinHeaps(pub BTreeMap<Key, u64>);

impl MinHeaps {
    /// The minimum heaps recorded under `out` (none when the file is missing).
    pub fn load(out: &Path) -> Result<MinHeaps, Error> {
        let path = out.join(FILE);
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(MinHeaps::default()),
            Err(e) => {
                return Err(Error::Io {
                    what: format!("reading {}", path.display()),
                    source: e,
                })
            }
        };
        let records: Vec<Record> = serde_json::from_str(&text).map_err(|e| Error::Data {
            file: path.display().to_string(),
            message: e.to_string(),
        })?;
        Ok(MinHeaps(
            records
                .into_iter()
                .map(|r| (r.key, r.min_heap_kib))
                .collect(),
        ))
    }

    /// Records them under `out` (atomically).
    pub fn save(&self, out: &Path) -> Result<(), Error> {
        let records: Vec<Record> = self
            .0
            .iter()
            .map(|(k, &v)| Record {
                key: k.clone(),
                min_heap_kib: v,
            })
            .collect();
        let mut text = serde_json::to_string_pretty(&records).expect("records serialise");
        text.push('\n');
        crate::rundir::write_atomic(out, FILE, text.as_bytes())
    }
}

/// The multiple of a heap written `1.5x`, `2x` (`None`: not a multiple).
pub fn multiple(h: &str) -> Option<f64> {
    let m: f64 = h.strip_suffix('x')?.parse().ok()?;
    m.is_finite().then_some(m)
}

/// The heap of `multiple` times `min_kib`, rounded up to a KiB and into the VM's range.
pub fn heap_of(multiple: f64, min_kib: u64) -> String {
    let kib = (multiple * min_kib as f64).ceil() as u64;
    format!("{}k", kib.clamp(LOWEST_KIB, LARGEST_KIB))
}

/// The minimum heaps a study needs (empty when no heap is a multiple).
pub fn needed(study: &Study) -> Vec<Key> {
    if !study.heaps.iter().any(|h| multiple(h).is_some()) {
        return Vec::new();
    }
    let sizes: Vec<Option<String>> = if study.sizes.is_empty() {
        vec![None]
    } else {
        study.sizes.iter().cloned().map(Some).collect()
    };
    let mut keys = Vec::new();
    for b in &study.benchmarks {
        for s in &sizes {
            for c in &study.collectors {
                keys.push(Key {
                    benchmark: b.clone(),
                    size: s.clone(),
                    collector: c.clone(),
                    vm_args: study.vm_args.clone(),
                });
            }
        }
    }
    keys
}

/// Whether `collector` is an allocate-only plan (it never collects: its minimum heap is
/// what the run allocates), as `guests/jvm/plans.def` says.
pub fn allocate_only(collector: &str) -> bool {
    sim_core::plans::COLLECTORS.contains(&collector)
        && !sim_core::plans::COLLECTING.contains(&collector)
}

/// An allocate-only plan's minimum heap (KiB) from the bytes its run allocated: rounded up
/// to [`GRANULE_KIB`], at least [`LOWEST_KIB`].
pub fn allocated_minimum(heap_used_bytes: u64) -> u64 {
    heap_used_bytes
        .div_ceil(GRANULE_KIB << 10)
        .saturating_mul(GRANULE_KIB)
        .max(LOWEST_KIB)
}

/// `key`'s run under an allocate-only plan in the VM's largest heap: the bytes it took
/// (`-X:stats`' `heap_used`), or `None` when it did not complete even there.
fn allocated_bytes(simrun: &Path, scratch: &Path, key: &Key) -> Result<Option<u64>, Error> {
    let mut c = Command::new(simrun);
    fixed_heap_run(&mut c, scratch, key, LARGEST_KIB, &["-X:stats"]);
    let out = c
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| Error::Io {
            what: format!("starting {}", simrun.display()),
            source: e,
        })?;
    if !out.status.success() {
        return Ok(None);
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    Ok(stderr
        .lines()
        .filter_map(|l| l.strip_prefix("jvm: stats: "))
        .flat_map(|l| l.split(' '))
        .find_map(|kv| kv.strip_prefix("heap_used=")?.parse().ok()))
}

/// `c` (simrun) runs `key` in fast mode in a fixed heap of `kib` KiB with the VM options
/// `vm` before the key's own, its files in `scratch` (replaced).
fn fixed_heap_run(c: &mut Command, scratch: &Path, key: &Key, kib: u64, vm: &[&str]) {
    c.dies_with_parent()
        .args(["--mode", "fast", "-q", "--force", "--out"])
        .arg(scratch)
        .arg("jvm")
        .arg(format!("-X:gc={}", key.collector))
        .arg(format!("-X:h={kib}k"))
        .args(vm)
        .args(&key.vm_args)
        .arg(&key.benchmark);
    if let Some(s) = &key.size {
        c.arg(format!("-{s}"));
    }
}

/// The smallest heap (KiB, a multiple of [`GRANULE_KIB`], at least [`LOWEST_KIB`]) that
/// `fits`, by bisection as guests/benchmarks/minheap.sh; `None` when not even
/// [`HIGHEST_KIB`] fits. Assumes that a heap larger than one that fits fits too.
pub fn bisect(mut fits: impl FnMut(u64) -> Result<bool, Error>) -> Result<Option<u64>, Error> {
    let mut hi = HIGHEST_KIB;
    if !fits(hi)? {
        return Ok(None);
    }
    if fits(LOWEST_KIB)? {
        return Ok(Some(LOWEST_KIB));
    }
    let mut lo = LOWEST_KIB;
    while hi - lo > GRANULE_KIB {
        let mid = (lo + hi) / (2 * GRANULE_KIB) * GRANULE_KIB;
        if fits(mid)? {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Ok(Some(hi))
}

/// Whether `key`'s run completes (simrun exits 0) in a fixed heap of `kib` KiB, in fast
/// mode, with its files in `scratch` (replaced).
pub fn fits(simrun: &Path, scratch: &Path, key: &Key, kib: u64) -> Result<bool, Error> {
    let mut c = Command::new(simrun);
    fixed_heap_run(&mut c, scratch, key, kib, &[]);
    let status = c
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| Error::Io {
            what: format!("starting {}", simrun.display()),
            source: e,
        })?;
    use std::os::unix::process::ExitStatusExt;
    if status.signal().is_some() || matches!(status.code(), Some(130 | 143)) {
        return Err(Error::Io {
            what: format!("finding the minimum heap of {key}"),
            source: std::io::Error::from(std::io::ErrorKind::Interrupted),
        });
    }
    Ok(status.success())
}

/// The study's minimum heaps: those recorded under `out`, and the missing ones found by
/// bisection (`log` tells each) and recorded.
pub fn resolve(
    study: &Study,
    out: &Path,
    simrun: &Path,
    log: &mut dyn FnMut(String),
) -> Result<MinHeaps, Error> {
    let mut known = MinHeaps::load(out)?;
    let scratch = out.join("minheap-run");
    for key in needed(study) {
        if known.0.contains_key(&key) {
            continue;
        }
        let t0 = std::time::Instant::now();
        let mut tries = 0;
        let (found, highest) = if allocate_only(&key.collector) {
            tries = 2;
            let kib = allocated_bytes(simrun, &scratch, &key)?.map(allocated_minimum);
            match kib {
                Some(k) if fits(simrun, &scratch, &key, k)? => (Some(k), LARGEST_KIB),
                Some(k) => {
                    return Err(Error::Data {
                        file: out.join(FILE).display().to_string(),
                        message: format!(
                            "{key} allocates {k}k in all but does not complete in a heap \
                             of that size (does the program depend on the heap's size?)"
                        ),
                    })
                }
                None => (None, LARGEST_KIB),
            }
        } else {
            let found = bisect(|kib| {
                tries += 1;
                fits(simrun, &scratch, &key, kib)
            })?;
            (found, HIGHEST_KIB)
        };
        let Some(kib) = found else {
            return Err(Error::Data {
                file: out.join(FILE).display().to_string(),
                message: format!(
                    "{key} does not complete even in a {} MiB heap: no minimum heap",
                    highest >> 10
                ),
            });
        };
        let floor = if kib == LOWEST_KIB {
            " (the VM's smallest heap: the true minimum may be lower)"
        } else {
            ""
        };
        log(format!(
            "minimum heap of {key}: {kib}k{floor} ({tries} runs, {:.1} s)",
            t0.elapsed().as_secs_f64()
        ));
        known.0.insert(key, kib);
        known.save(out)?;
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(known)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bisection against a known threshold: the smallest granule at or above it.
    #[test]
    fn bisection_finds_the_smallest_fitting_granule() {
        for (threshold, want) in [
            (1, Some(128)),
            (128, Some(128)),
            (129, Some(144)),
            (272, Some(272)),
            (273, Some(288)),
            (5400, Some(5408)),
            (16384, Some(16384)),
            (16385, None),
        ] {
            let mut tries = 0;
            let got = bisect(|k| {
                tries += 1;
                Ok(k >= threshold)
            })
            .unwrap();
            assert_eq!(got, want, "threshold {threshold}");
            assert!(tries <= 12, "{tries} runs for {threshold}");
        }
    }

    #[test]
    fn an_allocate_only_plans_minimum_is_what_it_allocates() {
        assert!(allocate_only("nogc"));
        assert!(!allocate_only("semispace") && !allocate_only("nosuchplan"));
        assert_eq!(allocated_minimum(1), LOWEST_KIB);
        assert_eq!(allocated_minimum(1_327_680), 1312); // jess -s1: 1296.6 KiB
        assert_eq!(allocated_minimum(16 << 10), 128);
        assert_eq!(allocated_minimum(200 << 20), 200 << 10);
        assert_eq!(allocated_minimum((200 << 20) + 1), (200 << 10) + 16);
    }

    #[test]
    fn multiples_and_their_heaps() {
        assert_eq!(multiple("1.5x"), Some(1.5));
        assert_eq!(multiple("2x"), Some(2.0));
        assert_eq!(multiple("128k"), None);
        assert_eq!(multiple("x"), None);
        assert_eq!(heap_of(1.5, 272), "408k");
        assert_eq!(heap_of(1.1, 128), "141k");
        assert_eq!(heap_of(1.0, 128), "128k");
        assert_eq!(heap_of(0.5, 128), "128k");
    }

    #[test]
    fn records_round_trip() {
        let tmp = tempfile::tempdir().unwrap();
        assert_eq!(MinHeaps::load(tmp.path()).unwrap(), MinHeaps::default());
        let mut m = MinHeaps::default();
        m.0.insert(
            Key {
                benchmark: "jess".into(),
                size: Some("s0".into()),
                collector: "appel".into(),
                vm_args: vec![],
            },
            272,
        );
        m.save(tmp.path()).unwrap();
        assert_eq!(MinHeaps::load(tmp.path()).unwrap(), m);
        let text = std::fs::read_to_string(tmp.path().join(FILE)).unwrap();
        assert!(text.contains("\"min_heap_kib\": 272"), "{text}");
    }
}
