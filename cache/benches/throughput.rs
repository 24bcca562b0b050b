//! Accesses per second through the default hierarchy (table 4.1), one core:
//! an L1-resident stream and a miss-heavy stream (plus two variants), measured
//! beside two references in the same run: a floor loop that only reads the
//! address stream, and the naive reference model of the property tests.
//!
//! Run: `cargo bench -p cache --bench throughput` (prints a table).

#[path = "../tests/reference/mod.rs"]
mod reference;

use std::hint::black_box;
use std::time::Instant;

use cache::{Hierarchy, HierarchyConfig, ServedBy};

/// Addresses per stream; a write every fourth access.
const N: usize = 1 << 22;
/// Passes over the stream per timing; the best of `ROUNDS` timings counts.
const PASSES: usize = 8;
const ROUNDS: usize = 5;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as u32
    }
}

fn streams() -> Vec<(&'static str, Vec<u32>)> {
    let base = 0x1000_0000u32;
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let seq_16k: Vec<u32> = (0..N).map(|i| base + ((i as u32 * 4) & 0x3fff)).collect();
    let rand_16k: Vec<u32> = (0..N).map(|_| base + (rng.next() & 0x3ffc)).collect();
    let rand_64m: Vec<u32> = (0..N).map(|_| base + (rng.next() & 0x3ff_fffc)).collect();
    let stride_4k: Vec<u32> = (0..N)
        .map(|i| base + ((i as u32).wrapping_mul(4096 + 64) & 0x3ff_ffc0))
        .collect();
    vec![
        ("L1-resident: sequential words, 16 KiB", seq_16k),
        ("L1-resident: random words, 16 KiB", rand_16k),
        ("miss-heavy: random words, 64 MiB", rand_64m),
        ("miss-heavy: page+block stride, 64 MiB", stride_4k),
    ]
}

/// Nanoseconds this thread has spent on a CPU (Linux schedstat), so that the
/// figures mean "one core" even on a shared, loaded machine; `None` elsewhere.
fn cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

/// Best accesses per second of `f` over `passes` passes of `n` accesses, by
/// on-CPU time where available (else wall time).
fn measure(n: usize, passes: usize, mut f: impl FnMut() -> u64) -> (f64, u64) {
    let mut best = f64::INFINITY;
    let mut check = 0u64;
    for _ in 0..ROUNDS {
        let (t, c) = (Instant::now(), cpu_ns());
        for _ in 0..passes {
            check = check.wrapping_add(f());
        }
        let secs = match (c, cpu_ns()) {
            (Some(a), Some(b)) => (b - a) as f64 / 1e9,
            _ => t.elapsed().as_secs_f64(),
        };
        best = best.min(secs);
    }
    ((n * passes) as f64 / best, check)
}

/// One pass of the run loop's calls: a fetch per instruction (code in a 4 KiB loop) and
/// a load or store of `data` every third instruction (a store every twelfth).
fn instructions(h: &mut Hierarchy, data: &[u32]) -> u64 {
    let mut mem = 0u64;
    for (i, &a) in data.iter().enumerate() {
        let pc = 0x0040_0000 + ((i as u32 * 4) & 0xfff);
        mem += u64::from(h.fetch(black_box(pc)).level == ServedBy::Memory);
        if i % 3 == 0 {
            mem += u64::from(h.data_access(black_box(a), 4, i % 12 == 0).level == ServedBy::Memory);
        }
    }
    mem
}

fn main() {
    // `cargo bench -p cache --bench throughput -- model N [PASSES]` times only
    // the model on stream N (for `perf stat`: cycles per access do not depend on load).
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "insn") {
        // `-- insn [PASSES]`: only the fetch + data loop below.
        let passes: usize = args
            .get(i + 1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(PASSES);
        let data = streams().swap_remove(0).1;
        let mut h = Hierarchy::new(&HierarchyConfig::default()).expect("default config");
        let (rate, check) = measure(N, passes, || instructions(&mut h, &data));
        println!("{:.1} M instructions/s ({check})", rate / 1e6);
        return;
    }
    if let Some(i) = args.iter().position(|a| a == "model") {
        let which: usize = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let passes: usize = args
            .get(i + 2)
            .and_then(|s| s.parse().ok())
            .unwrap_or(PASSES);
        let addrs = streams().swap_remove(which).1;
        let mut h = Hierarchy::new(&HierarchyConfig::default()).expect("default config");
        let (rate, check) = measure(N, passes, || {
            let mut mem = 0u64;
            for (i, &a) in addrs.iter().enumerate() {
                mem +=
                    u64::from(h.data_access(black_box(a), 4, i & 3 == 0).level == ServedBy::Memory);
            }
            mem
        });
        println!("{:.1} M accesses/s ({check})", rate / 1e6);
        return;
    }
    let cfg = HierarchyConfig::default();
    println!("cache throughput, default hierarchy ({cfg})");
    println!(
        "{} accesses per pass, {PASSES} passes, best of {ROUNDS}; writes every 4th access",
        N
    );
    println!(
        "{:<42} {:>12} {:>12} {:>9} {:>12} {:>9} {:>8} {:>8}",
        "stream",
        "model Macc/s",
        "floor Macc/s",
        "floor/x",
        "naive Macc/s",
        "x naive",
        "dl1 miss",
        "ul2 miss"
    );
    for (name, addrs) in streams() {
        let floor = measure(N, PASSES, || {
            let mut s = 0u64;
            for (i, &a) in addrs.iter().enumerate() {
                s = s.wrapping_add(u64::from(black_box(a)) ^ (i as u64 & 3));
            }
            s
        });
        let mut h = Hierarchy::new(&cfg).expect("default config");
        let model = measure(N, PASSES, || {
            let mut mem = 0u64;
            for (i, &a) in addrs.iter().enumerate() {
                let s = h.data_access(black_box(a), 4, i & 3 == 0);
                mem += u64::from(s.level == ServedBy::Memory);
            }
            mem
        });
        let stats = h.stats();
        let dl1 = stats.get("dl1").map_or(0.0, |s| s.miss_rate);
        let ul2 = stats.get("ul2").map_or(0.0, |s| s.miss_rate);
        // The naive model has no random policy: give it an LRU L2, and fewer accesses.
        let (ncfg, _) =
            HierarchyConfig::from_args(["-cache:dl2", "ul2:512:64:8:l"]).expect("config");
        let mut r = reference::RefHierarchy::new(&ncfg);
        let few = &addrs[..N / 16];
        let naive = measure(few.len(), 1, || {
            let mut mem = 0u64;
            for (i, &a) in few.iter().enumerate() {
                mem += u64::from(r.data(black_box(a), 4, i & 3 == 0).0 == ServedBy::Memory);
            }
            mem
        });
        black_box((floor.1, model.1, naive.1));
        println!(
            "{:<42} {:>12.1} {:>12.1} {:>9.2} {:>12.1} {:>9.1} {:>8.4} {:>8.4}",
            name,
            model.0 / 1e6,
            floor.0 / 1e6,
            floor.0 / model.0,
            naive.0 / 1e6,
            model.0 / naive.0,
            dl1,
            ul2
        );
    }
    // Fetch + data, as the run loop will call it: one fetch per instruction and
    // a load or store every third instruction, code in a 4 KiB loop.
    let mut h = Hierarchy::new(&cfg).expect("default config");
    let data: Vec<u32> = streams().swap_remove(0).1;
    let insn = measure(N, PASSES, || instructions(&mut h, &data));
    println!(
        "instructions (fetch + 1/3 data, L1-resident): {:.1} M instructions/s",
        insn.0 / 1e6
    );
}
