//! Merlin against the naive model (issue 18): random heap programs (allocations, reference
//! and static stores, root adds and drops, copying and non-moving collections) become
//! synthetic traces whose DEATH events come from a full reachability trace at every step
//! (tests/common/prog.rs); the analyzer's Merlin must agree with them object by object.
//! And a death is never before the object's last use (but for weak referents made strong
//! again after their death) nor after its reclamation.

mod common;

use analyzer::AnalyzerTable;
use analyzer::{analyze_file, Selection};
use common::prog::{write_prog, Kind, Prog};
use common::*;
use proptest::prelude::*;
use serde_json::Value;

/// The `exact_deaths` summary row `what`.
fn summary(t: &[analyzer::tool::Table], what: &str) -> Value {
    let s = table(t, AnalyzerTable::ExactDeaths);
    s.rows
        .iter()
        .find(|r| r[0] == what)
        .map(|r| r[1].clone())
        .unwrap_or_else(|| panic!("no row {what:?} in {:?}", s.rows))
}

/// Runs a random program given as op codes.
fn program(ops: &[(u8, u16, u16, u16)], oracle: bool) -> Prog {
    let mut p = Prog::new(oracle);
    for &(op, a, b, c) in ops {
        let acc = p.accessible();
        let pick = |x: u16| acc[x as usize % acc.len()];
        match op % 10 {
            0 | 1 => {
                let kind = match a % 5 {
                    0 => Kind::Array(u32::from(b % 4)),
                    1 => Kind::Weak,
                    _ => Kind::Node,
                };
                let i = p.alloc(kind);
                if c % 3 != 0 {
                    p.root_add(i);
                }
            }
            2 | 3 => {
                let src = pick(a);
                let n = p.objs[src].slots.len();
                if n > 0 {
                    let target = (c % 4 != 0).then(|| pick(b));
                    p.store(src, usize::from(b) % n, target);
                }
            }
            4 => p.root_add(pick(a)),
            5 | 6 => {
                let roots: Vec<usize> = (0..p.objs.len()).filter(|&i| p.objs[i].root).collect();
                if !roots.is_empty() {
                    p.root_drop(roots[usize::from(a) % roots.len()]);
                }
            }
            7 => {
                let target = (b % 3 != 0).then(|| pick(a));
                p.store_static(usize::from(c % 2), target);
            }
            8 => p.gc(a % 2 == 0),
            _ => {
                let src = pick(a);
                let n = p.objs[src].slots.len();
                if n > 0 {
                    let slot = usize::from(b) % n;
                    p.read(src, slot);
                    // `Reference.get`: the referent, maybe only weakly reachable (dead by
                    // the model), is made strong again, or not.
                    if let (true, Some(t)) = (p.objs[src].weak && slot == 0, p.objs[src].slots[0]) {
                        match c % 3 {
                            0 => p.root_add(t),
                            1 => {
                                let to = pick(c / 3);
                                let m = p.objs[to].slots.len();
                                if m > 0 && !(p.objs[to].weak && (c as usize / 7) % m == 0) {
                                    p.store(to, (c as usize / 7) % m, Some(t));
                                }
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
    }
    p.finish();
    p
}

fn check_against_naive(name: &str, ops: &[(u8, u16, u16, u16)]) -> Result<(), TestCaseError> {
    let p = program(ops, true);
    let path = write_prog(name, &p.recs);
    let csv = path.with_file_name("objects.csv");
    let sel = Selection {
        object_table: Some(csv.clone()),
        ..Selection::default()
    };
    let out = analyze_file(&path, &sel, false).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let t = &out.tables;
    let m = table(t, AnalyzerTable::DeathMismatches);
    prop_assert!(m.rows.is_empty(), "mismatches: {:?}", m.rows);
    prop_assert_eq!(
        summary(t, "objects whose Merlin and oracle deaths agree"),
        Value::from(p.objs.len())
    );
    prop_assert_eq!(
        summary(t, "reference reads disagreeing with the shadow"),
        Value::from(0)
    );
    // The per-object table: death never before the last use, never after reclamation.
    let mut rd = csv::Reader::from_path(&csv).unwrap();
    let head = rd.headers().unwrap().clone();
    let col = |name: &str| head.iter().position(|h| h == name).unwrap();
    let (id, last, death_t, death_step, reclaimed) = (
        col("id"),
        col("last_use_insns"),
        col("death_insns"),
        col("death_step"),
        col("reclaimed_at_insns"),
    );
    let mut rows = 0;
    for r in rd.records() {
        let r = r.unwrap();
        rows += 1;
        let obj = &p.objs[r[id].parse::<usize>().unwrap() - 1];
        prop_assert_eq!(r[death_step].parse::<u64>().unwrap(), obj.death.unwrap().0);
        let d: u64 = r[death_t].parse().unwrap();
        // A resurrected object (a weak referent made strong again) is used after its
        // death, which stays the first step at which it was unreachable.
        if let (Ok(l), false) = (r[last].parse::<u64>(), obj.revived) {
            prop_assert!(
                l < d,
                "object {}: last use {} not before death {}",
                &r[id],
                l,
                d
            );
        }
        if let Ok(c) = r[reclaimed].parse::<u64>() {
            prop_assert!(
                d <= c,
                "object {}: death {} after reclamation {}",
                &r[id],
                d,
                c
            );
        }
    }
    prop_assert_eq!(rows, p.objs.len());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Merlin's death of every object equals the naive model's, with copying and
    /// non-moving collections, statics, weak referents, arrays, and roots coming and going.
    #[test]
    fn merlin_agrees_with_full_reachability(
        ops in proptest::collection::vec((0u8..10, any::<u16>(), any::<u16>(), any::<u16>()), 1..120),
    ) {
        check_against_naive("merlin-prop", &ops)?;
    }
}

/// A longer program, fixed seed: thousands of steps through many collections.
#[test]
fn merlin_agrees_on_a_long_program() {
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let ops: Vec<(u8, u16, u16, u16)> = (0..20_000)
        .map(|_| {
            let v = next();
            (
                (v % 10) as u8,
                (v >> 8) as u16,
                (v >> 24) as u16,
                (v >> 40) as u16,
            )
        })
        .collect();
    check_against_naive("merlin-long", &ops).unwrap();
    // Weakly reachable objects made strong again happened, and agreed.
    let p = program(&ops, true);
    let revived = p.objs.iter().filter(|o| o.revived).count();
    assert!(revived > 0, "no resurrection in the long program");
}

/// Cost of exact lifetimes (run by hand: `cargo test --release -p analyzer --test merlin
/// -- --ignored --nocapture`): the replay alone, on records in memory, best of 3. A
/// traceio synthetic stream (classes with 4 fields) analysed with int fields and no
/// Merlin, then with reference fields and a `static` record (Merlin on: every field
/// store goes to the shadow); and a heap program of 150,000 operations with its exact
/// events and `static` records, and without them.
#[test]
#[ignore]
fn merlin_cost() {
    use analyzer::Analyzer;
    use traceio::dump::{ClassDump, FeatureDump};
    fn classes(field_type: u32, statics: bool) -> ClassDump {
        let mut s = String::from(
            "# class.dump 1\nmodel\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4\nprim\t5\tint\t4\n",
        );
        for t in 40..=43 {
            s += &format!("array\t{t}\tA{t}[]\t{field_type}\t4\n");
        }
        for t in 100..=129 {
            s += &format!("class\t{t}\tC{t}\t24\t0\t4\n");
            for k in 0..4 {
                s += &format!("field\t{}\t{field_type}\tf{k}\n", 8 + 4 * k);
            }
        }
        if statics {
            s += "static\t100\t0x7ffe0000\t100\ts\n";
        }
        ClassDump::parse(&s, std::path::Path::new("class.dump")).unwrap()
    }
    fn time(classes: &ClassDump, feature: &FeatureDump, recs: &[traceio::Record]) -> f64 {
        let mut best = f64::MAX;
        for _ in 0..3 {
            let t0 = std::time::Instant::now();
            let mut an = Analyzer::new(classes, feature, &Selection::default()).unwrap();
            an.set_lenient(true);
            for r in recs {
                an.process(r);
            }
            let _ = an.finish_with_warnings().unwrap();
            best = best.min(t0.elapsed().as_secs_f64());
        }
        best
    }
    let synth = traceio::synth::Synth::generate(5_000_000, 3);
    // The same stream as a run directory (int fields), to time traceanalyze binaries.
    let dir = run_dir("cost");
    std::fs::write(dir.join("class.dump"), classes(5, false).to_text()).unwrap();
    std::fs::write(dir.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let mut w = traceio::TraceWriter::create(
        dir.join("trace.bz2"),
        &traceio::TraceHeader::default(),
        Default::default(),
    )
    .unwrap();
    for r in &synth {
        w.push(*r).unwrap();
    }
    w.finish().unwrap();
    let none = FeatureDump::default();
    let a = time(&classes(5, false), &none, &synth);
    let b = time(&classes(100, true), &none, &synth);
    println!(
        "synthetic stream, {} records: {a:.3} s without Merlin, {b:.3} s with ({:.2}x)",
        synth.len(),
        b / a
    );
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let ops: Vec<(u8, u16, u16, u16)> = (0..150_000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (
                (x % 10) as u8,
                (x >> 8) as u16,
                (x >> 24) as u16,
                (x >> 40) as u16,
            )
        })
        .collect();
    let p = program(&ops, false);
    let with = ClassDump::parse(common::prog::PROG_CLASS_DUMP, std::path::Path::new("c")).unwrap();
    let mut without = with.clone();
    without.statics.clear();
    let feature =
        FeatureDump::parse(common::prog::PROG_FEATURE_DUMP, std::path::Path::new("f")).unwrap();
    let plain: Vec<traceio::Record> = p
        .recs
        .iter()
        .filter(|r| match r {
            traceio::Record::Event(e) => !(16..=21).contains(&e.id),
            _ => true,
        })
        .copied()
        .collect();
    let c = time(&without, &feature, &plain);
    let d = time(&with, &feature, &p.recs);
    println!(
        "heap program, {} objects, {} / {} records: {c:.3} s without exact events, {d:.3} s with ({:.2}x)",
        p.objs.len(),
        plain.len(),
        p.recs.len(),
        d / c
    );
}
