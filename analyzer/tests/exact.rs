//! Exact lifetimes, hand-worked (issue 18): each expected number below is worked out from
//! the program by hand (see the comments), then the exact tables are kept as insta
//! snapshots. Programs are written with tests/common/prog.rs: each record is 10
//! instructions after the previous one, from 1010; a step's instruction count is the time
//! of its first record, its bytes the bytes allocated before it.

mod common;

use analyzer::report::{render, Format};
use analyzer::tool::Table;
use analyzer::AnalyzerTable;
use analyzer::{analyze_file, Selection};
use common::prog::{write_prog, Kind, Prog};
use common::*;
use serde_json::{json, Value};
use traceio::event_id::*;
use traceio::Record;

fn run(name: &str, p: &Prog, sample: u64) -> (Vec<Table>, Vec<csv::StringRecord>) {
    let path = write_prog(name, &p.recs);
    let csv_path = path.with_file_name("objects.csv");
    let sel = Selection {
        object_table: Some(csv_path.clone()),
        drag_sample: sample,
        ..Selection::default()
    };
    let out = analyze_file(&path, &sel, false).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    let mut rd = csv::Reader::from_path(&csv_path).unwrap();
    let head = rd.headers().unwrap().clone();
    assert_eq!(
        head.iter().collect::<Vec<_>>(),
        analyzer::tools::objtable::COLUMNS
    );
    let mut rows: Vec<csv::StringRecord> = rd.records().map(Result::unwrap).collect();
    rows.sort_by_key(|r| r[0].parse::<u64>().unwrap());
    (out.tables, rows)
}

fn cell<'a>(r: &'a csv::StringRecord, name: &str) -> &'a str {
    let i = analyzer::tools::objtable::COLUMNS
        .iter()
        .position(|c| *c == name)
        .unwrap();
    &r[i]
}

fn exact_tables(t: &[Table]) -> Vec<Table> {
    t.iter()
        .filter(|t| t.name.name().starts_with("exact") || t.name == AnalyzerTable::DragCurve)
        .cloned()
        .collect()
}

/// Lag, use, drag and void, and the drag curve.
///
/// Step 1: a (Node2, 16 bytes) allocated at 1020 (ALLOC_SITE at 1010 opens the step;
/// bytes 0). Step 2: ROOT_ADD a at 1030, b allocated at 1050 (bytes 16), never used, never
/// a root. a is read at 1060 and 1070 (32 bytes allocated then). Step 3 opens at 1080
/// (bytes 32): b is unreachable, dies at step 3; c allocated at 1090. Step 4: ROOT_DROP a
/// at 1100 (bytes 48): a was a root at step 3, dies at step 4; c, never a root, too; d at
/// 1120. The final step 5 at 1130 (bytes 64): d dies; the boot object at exit.
///
/// a: lag 1060 − 1020 = 40, use 10, drag 1100 − 1070 = 30; in bytes allocated: lag
/// 32 − 0, use 0, drag 48 − 32 = 16. Void: b 1080 − 1050 = 30 (16 bytes), c 10 (16),
/// d 10 (16). Node2: 4 objects, 64 bytes, 1 used; lag 40, use 10, drag 30, void 50;
/// share (30 + 50) / 130 = 0.6154.
///
/// Drag curve every 16 bytes: samples after each allocation, at 16, 32, 48, 64 bytes;
/// occupied: the boot object and everything allocated (nothing reclaimed): 32, 48, 64, 80.
/// Reachable at b: born below b, death at b or later (bytes before the death step): at 16
/// boot + a = 32; at 32 boot + a + b = 48 (b dies at step 3, whose bytes are 32); at 48
/// boot + a + c = 48; at 64 boot + d = 32.
#[test]
fn lag_use_drag_void_and_the_drag_curve() {
    let mut p = Prog::new(false);
    let a = p.alloc(Kind::Node);
    p.root_add(a);
    let _b = p.alloc(Kind::Node);
    p.read(a, 0);
    p.read(a, 1);
    let _c = p.alloc(Kind::Node);
    p.root_drop(a);
    let _d = p.alloc(Kind::Node);
    p.finish();
    let (t, rows) = run("exact-phases", &p, 16);

    let deaths: Vec<(&str, &str, &str, &str)> = rows
        .iter()
        .map(|r| {
            (
                cell(r, "death_step"),
                cell(r, "death_insns"),
                cell(r, "death_bytes"),
                cell(r, "death_kind"),
            )
        })
        .collect();
    assert_eq!(
        deaths,
        [
            ("5", "1130", "64", "at-exit"),     // boot
            ("4", "1100", "48", "unreachable"), // a
            ("3", "1080", "32", "unreachable"), // b
            ("4", "1100", "48", "unreachable"), // c
            ("5", "1130", "64", "unreachable"), // d
        ]
    );
    let a_row = &rows[1];
    assert_eq!(
        (
            cell(a_row, "first_use_insns"),
            cell(a_row, "last_use_insns"),
            cell(a_row, "reads")
        ),
        ("1060", "1070", "2")
    );
    assert_eq!(cell(a_row, "l1_misses"), "2"); // the builder's reads are L2 hits

    let ph = table(&t, AnalyzerTable::ExactPhasesTypes);
    assert_eq!(
        json!(row(ph, "Node2")),
        json!([
            "Node2",
            4,
            64,
            1,
            40,
            10,
            30,
            50,
            32,
            0,
            16,
            48,
            80.0 / 130.0
        ])
    );
    let site = table(&t, AnalyzerTable::ExactPhasesSites);
    assert_eq!(col(site, row(site, "Node2.make@3"), "objects"), 4);

    let dc = table(&t, AnalyzerTable::DragCurve);
    let curve: Vec<Value> = dc.rows.iter().map(|r| json!(&r[..4])).collect();
    assert_eq!(
        curve,
        [
            json!([16, 32, 32, 0]),
            json!([32, 48, 48, 0]),
            json!([48, 48, 64, 16]),
            json!([64, 32, 80, 48])
        ]
    );
    // Exact lifetimes in bytes allocated: a 48 (bucket 32..63), b, c, d 16 (16..31).
    let l = table(&t, AnalyzerTable::ExactLifetimes);
    assert_eq!(col(l, row(l, "16..31"), "objects (exact, bytes alloc)"), 3);
    assert_eq!(col(l, row(l, "32..63"), "objects (exact, bytes alloc)"), 1);

    insta::assert_snapshot!("phases_text", render(&exact_tables(&t), Format::Text));
}

/// Deaths by every way of becoming unreachable, through a copying and a non-moving
/// collection (ids: boot 1, then x 2, y 3, z 4, w 5, u 6, v 7, t 8, s 9).
///
/// s1 x, made a root. s2: ROOT_ADD x; y, stored in x.a. s3: z, stored in static S0.
/// s4: w, stored in x.b. s5: u; u.a = w, w.a = u (a cycle); S0 cleared (z loses its last
/// reference at step 5). s6: a copying collection (x, y, w, u copied; z, dead at 6, is
/// unmapped with the old space); v, made a root; x.b cleared (w, and u through it, lose
/// x at step 6). s7: ROOT_ADD v; w and u die (the cycle is garbage); t, never a root.
/// s8: ROOT_DROP x (a root at step 7): x dies at 8, and y with it although y's own stamp
/// is its allocation at step 2 (a dead object's reference kept it alive); t dies; a
/// non-moving collection frees w, u (dead at 7), x, y, t (dead at 8); s. Final step 9: s
/// dies, unreachable; v and the boot object die at exit.
#[test]
fn every_way_of_dying() {
    for oracle in [false, true] {
        let mut p = Prog::new(oracle);
        let x = p.alloc(Kind::Node);
        p.root_add(x);
        let y = p.alloc(Kind::Node);
        p.store(x, 0, Some(y));
        let z = p.alloc(Kind::Node);
        p.store_static(0, Some(z));
        let w = p.alloc(Kind::Node);
        p.store(x, 1, Some(w));
        let u = p.alloc(Kind::Node);
        p.store(u, 0, Some(w));
        p.store(w, 0, Some(u));
        p.gc(true);
        p.store_static(0, None);
        let v = p.alloc(Kind::Node);
        p.store(x, 1, None);
        p.root_add(v);
        let _t = p.alloc(Kind::Node);
        p.gc(false);
        p.root_drop(x);
        let _s = p.alloc(Kind::Node);
        p.finish();
        let (t, rows) = run("exact-ways", &p, 16);
        let got: Vec<(&str, &str, &str)> = rows
            .iter()
            .map(|r| {
                (
                    cell(r, "death_step"),
                    cell(r, "death_kind"),
                    cell(r, "reclaimed_by"),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                ("9", "at-exit", ""),             // boot
                ("8", "unreachable", "freed"),    // x
                ("8", "unreachable", "freed"),    // y
                ("6", "unreachable", "unmapped"), // z
                ("7", "unreachable", "freed"),    // w
                ("7", "unreachable", "freed"),    // u
                ("9", "at-exit", ""),             // v
                ("8", "unreachable", "freed"),    // t
                ("9", "unreachable", ""),         // s
            ],
            "oracle {oracle}"
        );
        // The model agrees (tests/common/prog.rs, full reachability at every step).
        for (r, o) in rows.iter().zip(&p.objs) {
            assert_eq!(cell(r, "death_step"), o.death.unwrap().0.to_string());
        }
        assert_eq!(cell(&rows[1], "copies"), "1");
        // Drag curve every 16 bytes (one sample per allocation, bytes 16..128); occupied
        // includes the boot object. At 96 (after v): z, dead at step 6 (80 bytes), is out of
        // both (unmapped after collection 1); at 112 (after t): w and u, dead at step 7 (96),
        // are unreachable but occupy 32 bytes until collection 2 frees them with x, y, t
        // (dead at step 8, 112): at 128 boot, v and s remain.
        let dc = table(&t, AnalyzerTable::DragCurve);
        let curve: Vec<Value> = dc.rows.iter().map(|r| json!(&r[..5])).collect();
        assert_eq!(
            curve[5..],
            [
                json!([96, 96, 96, 0, "1"]),
                json!([112, 80, 112, 32, ""]),
                json!([128, 48, 48, 0, "2"])
            ]
        );
        let s = table(&t, AnalyzerTable::ExactDeaths);
        let count = |w: &str| s.rows.iter().find(|r| r[0] == w).unwrap()[1].clone();
        assert_eq!(count("static stores followed"), 2);
        assert_eq!(count("reference stores followed"), 5);
        assert_eq!(count("deaths computed: unreachable"), 7);
        assert_eq!(count("deaths computed: at exit"), 2);
        if oracle {
            assert_eq!(count("objects whose Merlin and oracle deaths agree"), 9);
            assert!(table(&t, AnalyzerTable::DeathMismatches).rows.is_empty());
        } else {
            insta::assert_snapshot!("ways_text", render(&exact_tables(&t), Format::Text));
        }
    }
}

/// Strict error and lenient warnings of a run; `statics`: with the class.dump of
/// tests/common/prog.rs (static records: exact lifetimes followed from the start).
fn err_or_warn(name: &str, recs: &[Record], statics: bool) -> (String, Vec<String>) {
    let path = if statics {
        write_prog(name, recs)
    } else {
        write_run(name, recs, "# feature.dump 1\n")
    };
    let strict = analyze_file(&path, &Selection::default(), false)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    let lenient = analyze_file(&path, &Selection::default(), true).unwrap();
    (strict, lenient.warnings)
}

/// Nonsense in the exact-lifetime events is a clear one-line error, and a warning under
/// --lenient: a ROOT_DROP of an unknown address, a ROOT_DROP of a non-root, DEATH twice,
/// events after FINAL_STEP, a late start.
#[test]
fn nonsense_is_an_error_or_a_warning() {
    const A: u32 = 0x4000_0000;
    let new = ev(20, NEW_SCALAR, [A, 50, 16, 0]);
    let cases: Vec<(&str, Vec<Record>, &str)> = vec![
        (
            "unknown",
            vec![ev(10, ROOT_DROP, [0x1234, 0, 0, 0])],
            "1 × ROOT_ADD/ROOT_DROP of an address where no object starts (first at time 10, address 0x1234)",
        ),
        (
            "non-root",
            vec![new, ev(30, ROOT_DROP, [A, 0, 0, 0])],
            "ROOT_DROP of an object not in the root set",
        ),
        (
            "twice",
            vec![new, ev(30, DEATH, [A, 0, 0, 0]), ev(40, DEATH, [A, 0, 0, 0])],
            "second DEATH for an object",
        ),
        (
            "after",
            vec![ev(10, FINAL_STEP, [0; 4]), new, ev(30, ROOT_ADD, [A, 0, 0, 0])],
            "2 × NEW_*, ROOT_*, DEATH or FINAL_STEP after FINAL_STEP",
        ),
        (
            "late",
            vec![ev(20, NEW_SCALAR, [A, 10, 16, 0]), ev(30, ROOT_ADD, [A, 0, 0, 0])],
            "exact-lifetime events begin after objects were allocated",
        ),
    ];
    for (name, recs, want) in cases {
        let statics = name != "late";
        let (strict, warnings) = err_or_warn(&format!("exact-err-{name}"), &recs, statics);
        assert!(strict.contains(want), "{name}: {strict}");
        assert!(strict.ends_with("(--lenient analyses on)") && !strict.contains('\n'));
        assert_eq!(warnings.len(), 1, "{name}: {warnings:?}");
        assert!(warnings[0].contains(want), "{name}: {warnings:?}");
    }
}

/// A run without exact-lifetime events says which figures it cannot give, and gives none
/// of them (no zeros).
#[test]
fn without_deaths_the_figures_are_absent() {
    let recs = vec![
        ev(10, NEW_SCALAR, [0x4000_0000, 10, 16, 0]),
        ev(20, GC_START, [0, 0, 1, 0]),
        ev(30, GC_END, [0, 0, 1, 0]),
        ev(40, MEM_UNMAP, [0x4000_0000, 0x1000, 0, 0]),
    ];
    let t = analyse("exact-none", &recs, &Selection::default());
    let e = table(&t, AnalyzerTable::ExactDeaths);
    assert!(e.title.contains("not in this run"), "{}", e.title);
    assert_eq!(e.rows.len(), 4);
    for name in [
        AnalyzerTable::ExactPhasesTypes,
        AnalyzerTable::ExactLifetimes,
        AnalyzerTable::ExactSurvival,
        AnalyzerTable::DragCurve,
    ] {
        assert!(t.iter().all(|x| x.name != name), "{name} present");
    }
}

/// The command line: `--object-table`, `--drag-sample` and the two exact plots; a run
/// without deaths gets neither plot.
#[test]
fn cli_object_table_and_plots() {
    let mut p = Prog::new(true);
    let a = p.alloc(Kind::Node);
    p.root_add(a);
    for _ in 0..6 {
        let b = p.alloc(Kind::Array(2));
        p.store(a, 0, Some(b));
        p.gc(true);
    }
    p.finish();
    let path = write_prog("exact-cli", &p.recs);
    let dir = path.with_file_name("plots");
    let csv_path = path.with_file_name("table.csv");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .args([path.to_str().unwrap(), "-q", "--drag-sample", "40"])
        .args(["--plots", dir.to_str().unwrap()])
        .args(["--object-table", csv_path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("every 40 bytes allocated"), "{out}");
    for name in ["lifetime_exact_cdf.svg", "drag_curve.svg"] {
        let svg = std::fs::read_to_string(dir.join(name)).unwrap();
        assert!(
            svg.starts_with("<svg ") && svg.ends_with("</svg>\n"),
            "{name}"
        );
        assert_eq!(svg.matches('<').count(), svg.matches('>').count(), "{name}");
    }
    let drag = std::fs::read_to_string(dir.join("drag_curve.svg")).unwrap();
    // The plots crate's chart: both curves, each collection's end marked.
    let lines: Vec<&str> = drag.lines().map(str::trim).collect();
    assert!(
        lines.contains(&"reachable") && lines.contains(&"occupied"),
        "{drag}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("gc ") && l.ends_with(" ended")),
        "{drag}"
    );
    // Boot object + 7 allocated.
    assert_eq!(
        std::fs::read_to_string(&csv_path).unwrap().lines().count(),
        1 + 8
    );

    let none = write_run(
        "exact-cli-none",
        &[ev(1, NEW_SCALAR, [0x4000_0000, 10, 16, 0])],
        "# feature.dump 1\n",
    );
    let dir = none.with_file_name("plots");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .args([
            none.to_str().unwrap(),
            "-q",
            "--plots",
            dir.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // One object, alive at the end: the heap composition only (no death for a lifetime
    // CDF, no access for miss rates), and no exact-death plot.
    assert!(dir.join("heap_composition.svg").exists());
    assert!(!dir.join("lifetime_cdf.svg").exists() && !dir.join("miss_rates.svg").exists());
    assert!(!dir.join("lifetime_exact_cdf.svg").exists() && !dir.join("drag_curve.svg").exists());
}

/// A static slot may lie inside a heap object's non-reference part (a class's storage):
/// its stores are followed all the same. x (object 3, after the boot Node2 and a boot
/// Holder whose int field holds the slot) is stored there and is reachable through it
/// to the end: it dies at exit, not at step 2.
#[test]
fn a_static_slot_inside_an_object() {
    const X: u32 = 0x4000_0000;
    let d = common::run_dir("exact-static-inside");
    let classes = format!(
        "{}class\t70\tHolder\t12\t0\t1\nfield\t8\t5\tword\nstatic\t70\t0x31000008\t50\tINSIDE\n",
        common::prog::PROG_CLASS_DUMP
    );
    std::fs::write(d.join("class.dump"), classes).unwrap();
    std::fs::write(
        d.join("feature.dump"),
        "# feature.dump 1\nnew\t0x30000000\t50\t16\t-\nnew\t0x31000000\t70\t12\t-\n",
    )
    .unwrap();
    let recs = [
        ev(10, NEW_SCALAR, [X, 50, 16, 0]),
        wr(20, 0x3100_0008, X),
        ev(30, FINAL_STEP, [0; 4]),
    ];
    let path = d.join("trace.bz2");
    let mut w =
        traceio::TraceWriter::create(&path, &Default::default(), Default::default()).unwrap();
    for r in recs {
        w.push(r).unwrap();
    }
    w.finish().unwrap();
    let csv_path = d.join("objects.csv");
    let sel = Selection {
        object_table: Some(csv_path.clone()),
        ..Selection::default()
    };
    let out = analyze_file(&path, &sel, false).unwrap();
    let s = table(&out.tables, AnalyzerTable::ExactDeaths);
    assert_eq!(
        s.rows
            .iter()
            .find(|r| r[0] == "static stores followed")
            .unwrap()[1],
        1
    );
    let text = std::fs::read_to_string(&csv_path).unwrap();
    let x = text.lines().find(|l| l.starts_with("3,")).unwrap();
    assert!(x.contains(",2,") && x.contains("at-exit"), "{x}");
}

/// A DEATH one step late: the mismatch is listed (Merlin's step and kind, the oracle's)
/// and the command line says so in one line. a (object 2) is never a root: unreachable at
/// step 2; its DEATH is moved after the allocation of step 2, into step 3.
#[test]
fn a_late_death_event_is_a_mismatch() {
    let mut p = Prog::new(true);
    let _a = p.alloc(Kind::Node);
    let _b = p.alloc(Kind::Node);
    let _c = p.alloc(Kind::Node);
    p.finish();
    let i = p
        .recs
        .iter()
        .position(|r| matches!(r, Record::Event(e) if e.id == DEATH))
        .unwrap();
    let death = p.recs.remove(i);
    let new_b = p
        .recs
        .iter()
        .position(
            |r| matches!(r, Record::Event(e) if e.id == NEW_SCALAR && e.payload[0] == 0x4000_0010),
        )
        .unwrap();
    let t = p.recs[new_b].time();
    let Record::Event(mut e) = death else {
        unreachable!()
    };
    e.time = t;
    p.recs.insert(new_b + 1, Record::Event(e));
    let path = write_prog("exact-mismatch", &p.recs);
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .args([path.to_str().unwrap(), "-q", "--format", "json"])
        .output()
        .unwrap();
    assert!(o.status.success());
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(
        err,
        "traceanalyze: warning: exact deaths: 1 objects whose Merlin death differs from their \
         DEATH event (table death_mismatches)\n"
    );
    let t: Value = serde_json::from_slice(&o.stdout).unwrap();
    let m = t["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "death_mismatches")
        .unwrap();
    assert_eq!(
        m["rows"],
        json!([[2, 50, 16, "2 unreachable", "3 unreachable"]])
    );
}

/// A weak referent is not a strong reference: x (object 3), held only by w's referent, is
/// unreachable at step 3 and dies then; `get` (a read of the referent) and a store into
/// w.next make it strongly reachable again: a resurrection, counted, not an error; its
/// death stays the first (the oracle's model says the same).
#[test]
fn a_weak_referent_made_strong_again() {
    let mut p = Prog::new(true);
    let w = p.alloc(Kind::Weak);
    p.root_add(w);
    let x = p.alloc(Kind::Node);
    p.store(w, 0, Some(x));
    let _y = p.alloc(Kind::Node);
    p.read(w, 0);
    p.store(w, 1, Some(x));
    let _z = p.alloc(Kind::Node);
    p.finish();
    assert_eq!(p.objs[x].death.unwrap().0, 3);
    let (t, rows) = run("exact-weak", &p, 1 << 20);
    assert_eq!(
        (cell(&rows[x], "death_step"), cell(&rows[x], "death_kind")),
        ("3", "unreachable")
    );
    let s = table(&t, AnalyzerTable::ExactDeaths);
    let count = |w: &str| s.rows.iter().find(|r| r[0] == w).unwrap()[1].clone();
    assert_eq!(
        count("dead objects reachable again (their death stays the first)"),
        1
    );
    assert_eq!(count("objects whose Merlin and oracle deaths agree"), 5);
}
