//! Expanding a study into runs, each with a stable id and directory name.
//!
//! The matrix is walked in a fixed order (benchmark, size, collector, heap, cache, mode,
//! seed, outermost first); a run's `index` is its position, used by Slurm array tasks.
//! A run's `id` is 8 hex digits of FNV-1a (64-bit, the two halves XORed, as simrun's
//! `config_id`) over the JSON of its [`RunConfig`]: it depends on the configuration alone,
//! not on the order of the study file's lists nor on the other runs, so adding a heap size
//! to a study keeps the ids (and the finished runs) of the others. A heap written as a
//! multiple of the minimum heap (`2x`) is resolved first ([`crate::minheap`]): its run's
//! directory shows both (`2x-544k`).

use serde::Serialize;

use crate::minheap::{self, MinHeaps};
use crate::spec::Study;
use crate::Error;

/// Everything that decides one run's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RunConfig {
    /// simrun's GUEST.
    pub guest: String,
    /// Benchmark or main class.
    pub benchmark: String,
    /// Input size (`s0`), if any.
    pub size: Option<String>,
    /// `-X:gc=`.
    pub collector: String,
    /// `-X:h=`: as written in the study, or a multiple of the minimum heap resolved
    /// (`408k` for `1.5x` of 272k).
    pub heap: String,
    /// The heap as the study wrote a multiple of the minimum heap (`1.5x`); absent for a
    /// heap given in bytes (so such runs keep their ids).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heap_multiple: Option<String>,
    /// The minimum heap (KiB) the multiple is of ([`crate::minheap`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_heap_kib: Option<u64>,
    /// The cache configuration's name in the study.
    pub cache: String,
    /// Its sim-cache flags.
    pub cache_flags: Vec<String>,
    /// simrun `--mode`.
    pub mode: String,
    /// simrun `--seed`.
    pub seed: u64,
    /// The study's extra simrun options.
    pub simrun_args: Vec<String>,
    /// The study's extra guest VM options.
    pub vm_args: Vec<String>,
}

/// One point of the matrix.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Run {
    /// Position in the matrix (0-based): the Slurm array index.
    pub index: usize,
    /// Stable id from the configuration (8 hex digits).
    pub id: String,
    /// Directory name under `<out>/runs/`: the configuration, readable, then the id.
    pub dir_name: String,
    /// The configuration.
    pub config: RunConfig,
}

/// FNV-1a over `bytes`, 64-bit, the two halves XORed: 8 hex digits.
pub fn fnv_id(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:08x}", (h >> 32) ^ (h & 0xffff_ffff))
}

/// A heap size as written for `-X:h=` in bytes: `128k`, `4` or `4m` (megabytes), `1g`.
pub fn heap_bytes(h: &str) -> Option<u64> {
    let h = h.to_ascii_lowercase();
    let (num, mult) = match h.as_bytes().last()? {
        b'k' => (&h[..h.len() - 1], 1u64 << 10),
        b'm' => (&h[..h.len() - 1], 1 << 20),
        b'g' => (&h[..h.len() - 1], 1 << 30),
        _ => (&h[..], 1 << 20),
    };
    num.parse::<u64>().ok()?.checked_mul(mult)
}

impl RunConfig {
    /// simrun's arguments for this run, without `--out` and `-q` (the executor adds them).
    pub fn simrun_args(&self) -> Vec<String> {
        let mut a = vec![
            "--mode".to_string(),
            self.mode.clone(),
            "--seed".into(),
            self.seed.to_string(),
        ];
        a.extend(self.simrun_args.iter().cloned());
        a.extend(self.cache_flags.iter().cloned());
        a.push(self.guest.clone());
        a.push(format!("-X:gc={}", self.collector));
        a.push(format!("-X:h={}", self.heap));
        a.extend(self.vm_args.iter().cloned());
        a.push(self.benchmark.clone());
        if let Some(s) = &self.size {
            a.push(format!("-{s}"));
        }
        a
    }
}

/// The study's runs, in matrix order; a heap written as a multiple takes its benchmark's
/// minimum heap from `min` (an error names one that is not known yet).
pub fn expand(study: &Study, min: &MinHeaps) -> Result<Vec<Run>, Error> {
    let sizes: Vec<Option<String>> = if study.sizes.is_empty() {
        vec![None]
    } else {
        study.sizes.iter().cloned().map(Some).collect()
    };
    let mut runs = Vec::new();
    for b in &study.benchmarks {
        for s in &sizes {
            for c in &study.collectors {
                let key = minheap::Key {
                    benchmark: b.clone(),
                    size: s.clone(),
                    collector: c.clone(),
                    vm_args: study.vm_args.clone(),
                };
                for h in &study.heaps {
                    let (heap, heap_multiple, min_heap_kib, label) = match minheap::multiple(h) {
                        None => (h.clone(), None, None, h.clone()),
                        Some(m) => {
                            let kib = *min.0.get(&key).ok_or_else(|| Error::Data {
                                file: minheap::FILE.into(),
                                message: format!(
                                    "the minimum heap of {key} is not known yet (simstudy run finds it)"
                                ),
                            })?;
                            let heap = minheap::heap_of(m, kib);
                            let label = format!("{h}-{heap}");
                            (heap, Some(h.clone()), Some(kib), label)
                        }
                    };
                    for (cache, flags) in &study.caches {
                        for m in &study.modes {
                            for &seed in &study.seeds {
                                let config = RunConfig {
                                    guest: study.guest.clone(),
                                    benchmark: b.clone(),
                                    size: s.clone(),
                                    collector: c.clone(),
                                    heap: heap.clone(),
                                    heap_multiple: heap_multiple.clone(),
                                    min_heap_kib,
                                    cache: cache.clone(),
                                    cache_flags: flags.clone(),
                                    mode: m.clone(),
                                    seed,
                                    simrun_args: study.simrun_args.clone(),
                                    vm_args: study.vm_args.clone(),
                                };
                                let json = serde_json::to_vec(&config).expect("config serialises");
                                let id = fnv_id(&json);
                                let mut parts = vec![b.clone()];
                                parts.extend(s.clone());
                                parts.extend([c.clone(), label.clone(), cache.clone(), m.clone()]);
                                parts.push(format!("seed{seed}"));
                                parts.push(id.clone());
                                runs.push(Run {
                                    index: runs.len(),
                                    id,
                                    dir_name: parts.join("-"),
                                    config,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    Ok(runs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heap_sizes() {
        assert_eq!(heap_bytes("128k"), Some(128 << 10));
        assert_eq!(heap_bytes("4"), Some(4 << 20));
        assert_eq!(heap_bytes("64m"), Some(64 << 20));
        assert_eq!(heap_bytes("1G"), Some(1 << 30));
        assert_eq!(heap_bytes("x"), None);
        assert_eq!(heap_bytes(""), None);
    }

    #[test]
    fn fnv_matches_the_reference_values() {
        // FNV-1a 64 of "" is cbf29ce484222325, of "a" af63dc4c8601ec8c.
        assert_eq!(fnv_id(b""), format!("{:08x}", 0xcbf29ce4u64 ^ 0x84222325));
        assert_eq!(fnv_id(b"a"), format!("{:08x}", 0xaf63dc4cu64 ^ 0x8601ec8c));
    }
}
