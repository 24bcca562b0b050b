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
