//! `cache`: the cache and TLB hierarchy model that judges every simulated
//! memory access (SPEC §6), SimpleScalar sim-cache compatible, and the
//! standalone `cachesim` that runs Dinero IV "din" traces through it.
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! The crate knows no CPU. Its layers, each its own module:
//! - [`policy`]: replacement policies (LRU, FIFO, seeded random), on a set of
//!   line words and a stamp per way (a hit stores a stamp, nothing moves);
//! - [`level`]: one cache or TLB ([`Cache`]): flat line array, mask-and-compare
//!   lookup, the line touched last in each set (a hit there reorders nothing
//!   and needs no set search), counters; it reports misses and dirty victims,
//!   nothing more;
//! - [`hierarchy`]: the levels wired as sim-cache's flags say ([`Hierarchy`]),
//!   access splitting, miss handling, cache-control operations, and an inline
//!   shortcut that answers an access whose TLB entry and L1 line are both the
//!   lines touched last in their sets with one counter increment (fetches
//!   first compare with the last fetch's block, one mask and compare);
//! - [`config`]: `name:nsets:bsize:assoc:repl` and the `-cache:*`/`-tlb:*`
//!   flags ([`HierarchyConfig`], default: the seed's table 4.1);
//! - [`stats`]: sim-cache's statistic names, `name value # description` lines,
//!   serde;
//! - [`phase`]: every counter split between the mutator and each kind of collection,
//!   by a reading of the counters at each GC_START and GC_END (nothing per access);
//! - [`pause`]: each collection's pause read from the latency model's clock, and the
//!   minimum mutator utilisation (MMU) curve over a run's pauses;
//! - [`timing`]: the latency model (`-cache:dl1lat`, `-mem:lat`, ... and a base CPI)
//!   that turns counters into cycles (`sim_cycle`, per phase too);
//! - [`din`]: the trace reader used by `cachesim`;
//! - [`reuse`]: exact LRU stack (reuse) distances, O(log n) per reference, and
//!   [`threec`]: compulsory/capacity/conflict miss classification from them.
//! - [`replay`]: a simulator trace (`trace.bz2`, format version 3 or 4) replayed into any
//!   number of hierarchies in one pass, with the statistics of `simrun --mode cache`;
//!   `split` shares each distinct instruction side and dtlb among them, `stacksim` the
//!   LRU data L1s that differ only in sets and ways (one LRU stack per set; see
//!   docs/cache-sweeps.md).
//!
//! # Semantics (sim-cache's `cache.c`)
//! Write-back, write-allocate. On a miss the victim, if valid, counts a
//! replacement; if dirty, a writeback, and it is written to the next level
//! (an access there, which may itself miss); then the missing block is read
//! from the next level; a write leaves the line dirty. LRU moves a hit to the
//! head of the set; FIFO leaves hits in place; both fill invalid ways first.
//! Every data access first looks its page up in the dtlb, every fetch in the
//! itlb. `accesses = hits + misses`. `-cache:il2 dl2` makes the L2 unified,
//! `-cache:il1 dl1` the L1 (sim-cache then reports the shared cache once).
//!
//! # Where this model differs from sim-cache, and why
//! - An access that spans several blocks (or pages) is split into one access
//!   per block (per page for the TLB); sim-cache stops with "access spans
//!   block". A size of 0 counts as 1 byte. The same holds between levels: an L1
//!   block larger than the L2 block becomes several L2 accesses.
//! - TLB lookups are reads, also for stores (sim-cache passes the store's
//!   `Write` to the dtlb, so its dtlb counts "writebacks" of page entries;
//!   ours never does).
//! - Random replacement uses our own seeded generator
//!   ([`policy::XorShift64Star`]), so it is deterministic but not
//!   SimpleScalar's sequence; like sim-cache it may evict a valid way while an
//!   invalid one exists.
//! - Rates over zero accesses print as `0.0000`, not `<error: divide by zero>`.
//! - `-cache:il1 dl1` (or `dl2`) accepts `-cache:il2 dl2` as well as `none`.
//! - Cache-control operations (sim-cache has none; it only flushes whole caches
//!   on system calls with `-flush`), see [`ControlOp`]: each first looks the page
//!   up in the dtlb. `dcbz` is a write access to the first data cache that, on a
//!   miss, handles the victim as usual but reads nothing. `dcbf` and `dcbst`
//!   act on every data cache like `cache_flush_addr` (dirty: a writeback;
//!   `dcbf` also counts an invalidation) and are not accesses; their
//!   writebacks go to memory, since the levels below are flushed too. `icbi`
//!   invalidates the block in the L1 instruction cache (a dirty block, only
//!   possible in a unified L1, is written to the next level first).
//!
//! # How it is checked
//! `tests/sequences.rs`: hand-worked counts (conflicts, dirty evictions into
//! L2, FIFO against LRU, unified L1 and L2, splits, TLBs, cache control).
//! `tests/model.rs`: property tests against a deliberately naive model
//! (`tests/reference/`) over random configurations and traces, LRU and FIFO,
//! every statistic and every access's outcome. `tests/crosscheck.rs`: counts
//! of another simulator (pycachesim) on committed din traces. `tests/cli.rs`:
//! `cachesim` end to end. `benches/throughput.rs`: accesses per second.
//!
//! # Example
//! ```
//! use cache::{ControlOp, Hierarchy, HierarchyConfig, ServedBy};
//!
//! // The default hierarchy (table 4.1) with a unified L1 instead.
//! let (config, _rest) = HierarchyConfig::from_args(["-cache:il1", "dl1"])?;
//! let mut h = Hierarchy::new(&config)?;
//!
//! let first = h.data_access(0x1000_0000, 4, true); // cold: memory, TLB miss
//! assert_eq!(first.level, ServedBy::Memory);
//! assert!(!first.tlb_hit);
//! let again = h.data_access(0x1000_0004, 4, false); // same 32-byte block
//! assert_eq!(again.level, ServedBy::L1);
//! assert!(again.tlb_hit);
//!
//! // An 8-byte access across a block boundary is two dl1 accesses.
//! h.data_access(0x1000_001c, 8, false);
//! h.fetch(0x1000_0000); // unified: the fetch hits the data just written
//! h.control(ControlOp::Dcbf, 0x1000_0000); // write back, invalidate
//!
//! let stats = h.stats();
//! let dl1 = stats.get("dl1").unwrap();
//! assert_eq!((dl1.accesses, dl1.hits, dl1.misses), (5, 3, 2));
//! assert_eq!((dl1.writebacks, dl1.invalidations), (1, 1));
//! assert!(stats.to_string().starts_with("dl1.accesses"));
//! # Ok::<(), cache::Error>(())
//! ```
#![deny(missing_docs)]

pub mod config;
pub mod din;
mod error;
pub mod hierarchy;
pub mod level;
pub mod pause;
pub mod phase;
pub mod policy;
pub mod replay;
pub mod reuse;
mod split;
mod stacksim;
pub mod stats;
pub mod sweep;
mod table;
pub mod threec;
pub mod timing;

pub use config::{CacheConfig, HierarchyConfig, InstL1, InstL2, DEFAULT_FLAGS, FLAGS};
pub use error::Error;
pub use hierarchy::{ControlOp, Hierarchy, NoObserver, Observer, Role, Served, ServedBy};
pub use level::{Cache, Lookup};
pub use policy::ReplKind;
pub use stats::{CacheStats, Counters, HierarchyStats};
