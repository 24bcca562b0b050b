//! The analyzer never aborts (issue 17): mutants of a small trace (flipped bytes,
//! truncation, spliced garbage) and of its class.dump go through `analyze_file`, strict and
//! lenient. No panic, no abort, no hang; every error and warning is one line.
//! `FUZZ_CASES=N FUZZ_SEED=S` run longer (traceio/fuzz.sh).

mod common;

use analyzer::{analyze_file, Selection};
use common::*;
use traceio::synth::Synth;
use traceio::{TraceHeader, TraceWriter, WriterOptions};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn one_line(msg: &str) {
    assert!(
        !msg.is_empty() && !msg.contains('\n'),
        "not one line: {msg:?}"
    );
}

#[test]
fn r17_analyzer_mutants_never_abort() {
    let p = write_run("fuzz", &[], FEATURE_DUMP);
    let mut w = TraceWriter::create(
        &p,
        &TraceHeader::default(),
        WriterOptions {
            block_records: 300,
            ..WriterOptions::default()
        },
    )
    .unwrap();
    for r in Synth::generate(3000, 11) {
        w.push(r).unwrap();
    }
    w.finish().unwrap();
    let trace = std::fs::read(&p).unwrap();
    let class_path = p.with_file_name("class.dump");
    let sel = Selection {
        progress: false,
        ..Selection::default()
    };
    let mut rng = Rng(env("FUZZ_SEED", 17) | 1);
    for case in 0..env("FUZZ_CASES", 1000) {
        let mut t = trace.clone();
        let mut c = CLASS_DUMP.as_bytes().to_vec();
        match case % 4 {
            0 => {
                for _ in 0..1 + rng.below(8) {
                    let i = rng.below(t.len());
                    t[i] ^= 1 << rng.below(8);
                }
            }
            1 => t.truncate(rng.below(t.len())),
            2 => {
                let at = rng.below(t.len());
                let junk: Vec<u8> = (0..1 + rng.below(64)).map(|_| rng.next() as u8).collect();
                t.splice(at..at, junk);
            }
            _ => {
                if rng.below(2) == 0 {
                    c.truncate(rng.below(c.len()));
                } else {
                    let i = rng.below(c.len());
                    c[i] ^= 1 << rng.below(8);
                }
            }
        }
        std::fs::write(&p, &t).unwrap();
        std::fs::write(&class_path, &c).unwrap();
        for lenient in [false, true] {
            match analyze_file(&p, &sel, lenient) {
                Ok(out) => {
                    for w in out.warnings.iter().chain(&out.damage) {
                        one_line(w);
                    }
                }
                Err(e) => one_line(&traceio::one_line(&e)),
            }
        }
    }
}

/// Sets a record's time.
fn at_time(r: traceio::Record, time: u64) -> traceio::Record {
    match r {
        traceio::Record::Access(mut a) => {
            a.time = time;
            traceio::Record::Access(a)
        }
        traceio::Record::Event(mut e) => {
            e.time = time;
            traceio::Record::Event(e)
        }
    }
}

/// Exact-lifetime events out of order, missing, doubled or made up (issue 18): records of
/// a heap program with roots, DEATH events and FINAL_STEP (tests/common/prog.rs) are
/// deleted, duplicated, swapped or replaced by ROOT_ADD/ROOT_DROP/DEATH/FINAL_STEP with
/// addresses of the run or random ones; strict and lenient, never a panic, every error and
/// warning one line.
#[test]
fn exact_events_mutants_never_abort() {
    use common::prog::{write_prog, Kind, Prog};
    use traceio::{DeathKind, Decoded};
    let mut p = Prog::new(true);
    let mut rng = Rng(env("FUZZ_SEED", 18) | 1);
    for i in 0..300 {
        let acc = p.accessible();
        let pick = |x: usize| acc[x % acc.len()];
        match rng.below(6) {
            0 | 1 => {
                let o = p.alloc(if i % 7 == 0 {
                    Kind::Array(3)
                } else {
                    Kind::Node
                });
                p.root_add(o);
            }
            2 => {
                let (s, t) = (pick(rng.below(99)), pick(rng.below(99)));
                let n = p.objs[s].slots.len();
                if n > 0 {
                    p.store(s, rng.below(n), Some(t));
                }
            }
            3 => {
                let roots: Vec<usize> = (0..p.objs.len()).filter(|&i| p.objs[i].root).collect();
                if !roots.is_empty() {
                    p.root_drop(roots[rng.below(roots.len())]);
                }
            }
            4 => p.gc(rng.below(2) == 0),
            _ => p.store_static(rng.below(2), Some(pick(rng.below(99)))),
        }
    }
    p.finish();
    let base = p.recs.clone();
    let addrs: Vec<u32> = p.objs.iter().map(|o| o.addr).collect();
    let sel = Selection::default();
    for _ in 0..env("FUZZ_CASES", 1000) / 4 {
        let mut recs = base.clone();
        for _ in 0..1 + rng.below(4) {
            let i = rng.below(recs.len());
            let t = recs[i].time();
            match rng.below(4) {
                0 => {
                    recs.remove(i);
                }
                1 => recs.insert(i, recs[i]),
                2 => {
                    let j = (i + 1 + rng.below(8)).min(recs.len() - 1);
                    let tj = recs[j].time();
                    let (a, b) = (recs[i], recs[j]);
                    recs[i] = at_time(b, t);
                    recs[j] = at_time(a, tj);
                }
                _ => {
                    let addr = if rng.below(3) == 0 {
                        rng.next() as u32
                    } else {
                        addrs[rng.below(addrs.len())]
                    };
                    let d = match rng.below(5) {
                        0 => Decoded::RootAdd { addr },
                        1 => Decoded::RootDrop { addr },
                        2 => Decoded::Death {
                            addr,
                            kind: DeathKind::from_code(rng.below(3) as u32),
                        },
                        3 => Decoded::FinalStep,
                        _ => Decoded::Free { addr, size: 16 },
                    };
                    recs[i] = traceio::Record::Event(d.encode(t));
                }
            }
        }
        let path = write_prog("fuzz-exact", &recs);
        for lenient in [false, true] {
            match analyze_file(&path, &sel, lenient) {
                Ok(out) => {
                    for w in out.warnings.iter().chain(&out.damage) {
                        one_line(w);
                    }
                }
                Err(e) => one_line(&traceio::one_line(&e)),
            }
        }
    }
}
