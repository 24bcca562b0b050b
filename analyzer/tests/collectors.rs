//! Hand-computed scenarios for the collectors beyond semispace (docs/analyzer.md, death
//! rules): a generational plan's minor and major collections, a mark-sweep plan's FREEs,
//! allocation sites, MARKER strings and the measured window. Every expected number is
//! worked out from the records in the comments; the whole report is then an insta snapshot.

mod common;

use analyzer::report::{render, Format};
use analyzer::AnalyzerTable;
use analyzer::Selection;
use common::*;
use serde_json::{json, Value};
use traceio::event_id::*;
use traceio::{Level, Record};

const NURSERY: u32 = 0x4000_0000;
const MATURE: u32 = 0x5000_0000;
const MATURE2: u32 = 0x6000_0000;
const SPACE: u32 = 0x1_0000;

fn follow(object: u64) -> Selection {
    Selection {
        object: Some(object),
        limit: 10,
        ..Selection::default()
    }
}

/// Appel-style: Points a (1), b (2), int[4] c (3) in the nursery; minor gc 1 promotes a and
/// unmaps the nursery (b, c die). Point d (4) in the nursery; minor gc 2 promotes d and does
/// not touch a, which is old and stays alive. Point e (5); major gc 3 copies a and e into a
/// new mature space and unmaps the nursery and the old mature space (d dies there).
fn generational() -> Vec<Record> {
    let (a, b, c) = (NURSERY, NURSERY + 16, NURSERY + 32);
    vec![
        ev(10, NEW_SCALAR, [a, 10, 16, 0]),
        ev(11, NEW_SCALAR, [b, 10, 16, 0]),
        ev(12, NEW_ARRAY, [c, 20, 28, 4]),
        ev(20, GC_START, [0, 0, 1, 1]),
        ev(21, COPY_SCALAR, [a, MATURE, 0, 0]),
        ev(22, MEM_UNMAP, [NURSERY, SPACE, 0, 0]),
        ev(23, GC_END, [0, 0, 1, 0]),
        ev(30, NEW_SCALAR, [NURSERY, 10, 16, 0]),
        wr(35, MATURE + 8, 5), // a.x
        ev(40, GC_START, [0, 0, 2, 1]),
        ev(41, COPY_SCALAR, [NURSERY, MATURE + 16, 0, 0]),
        ev(42, MEM_UNMAP, [NURSERY, SPACE, 0, 0]),
        ev(43, GC_END, [0, 0, 2, 0]),
        rd(45, MATURE + 8, Level::L1, Some(5)), // a.x again: a is alive
        ev(50, NEW_SCALAR, [NURSERY, 10, 16, 0]),
        ev(60, GC_START, [0, 0, 3, 2]),
        ev(61, COPY_SCALAR, [MATURE, MATURE2, 0, 0]),
        ev(62, COPY_SCALAR, [NURSERY, MATURE2 + 16, 0, 0]),
        ev(63, MEM_UNMAP, [MATURE, SPACE, 0, 0]),
        ev(64, MEM_UNMAP, [NURSERY, SPACE, 0, 0]),
        ev(65, GC_END, [0, 0, 3, 0]),
        rd(70, MATURE2 + 12, Level::L2, Some(0)), // a.y
    ]
}

#[test]
fn generational_minor_and_major() {
    let t = analyse("generational", &generational(), &follow(1));

    // a: copied at 21 (promotion) and 61; alive at the end after 2 minor and 1 major gc.
    let o = table(&t, AnalyzerTable::Objects);
    let r = &o.rows[0];
    assert_eq!(col(o, r, "copy times"), "21 61");
    assert_eq!(col(o, r, "cause"), "alive at end");
    assert_eq!(col(o, r, "gcs survived"), 3);

    // gc 1: b and c dead (16 + 28 bytes), a copied; gc 2: nothing dead (a is old, not
    // collected), d copied; gc 3: d dead (its mature space unmapped at 63), a and e copied.
    let d = table(&t, AnalyzerTable::DeadCopied);
    assert_eq!(json!(&row(d, "gc 1")[2..6]), json!([2, 44, 1, 16]));
    assert_eq!(json!(&row(d, "gc 2")[2..6]), json!([0, 0, 1, 16]));
    assert_eq!(json!(&row(d, "gc 3")[2..6]), json!([1, 16, 2, 32]));
    assert_eq!(col(d, row(d, "gc 3"), "kind"), "major");
    assert_eq!(col(d, row(d, "gc 3"), "unmapped bytes"), 2 * SPACE);

    // Minor: 2 collections, 2 dead (44 bytes), 2 copied (32): survival 0.5 and 32/76.
    // Major: 1 dead (16), 2 copied (32): 2/3 both ways.
    let k = table(&t, AnalyzerTable::SurvivalByKind);
    assert_eq!(
        json!(&row(k, "minor")[1..]),
        json!([2, 2, 44, 2, 32, 0.5, 32.0 / 76.0])
    );
    assert_eq!(
        json!(&row(k, "major")[1..]),
        json!([1, 1, 16, 2, 32, 2.0 / 3.0, 2.0 / 3.0])
    );

    // Points a, b, d, e: b and d died by gc, a and e alive at the end; a and d survived a
    // minor gc, a and e the major one. d survived exactly one gc (2) before dying in gc 3;
    // b none: 1 gc survived among the dead Points.
    let dm = table(&t, AnalyzerTable::Demographics);
    let p = row(dm, "Point");
    assert_eq!(col(dm, p, "allocated"), 4);
    assert_eq!(col(dm, p, "died by gc"), 2);
    assert_eq!(col(dm, p, "alive at end"), 2);
    assert_eq!(col(dm, p, "copies"), 4);
    assert_eq!(col(dm, p, "gcs survived (dead objects)"), 1);
    assert_eq!(col(dm, p, "survived a minor gc"), 2);
    assert_eq!(col(dm, p, "survived a major or full gc"), 2);

    // Accesses to a at 35, 45 (old copy in the mature space) and 70 (its new copy).
    let ty = table(&t, AnalyzerTable::Types);
    assert_eq!(col(ty, row(ty, "Point"), "accesses"), 3);
    let an = table(&t, AnalyzerTable::Anomalies);
    assert!(an.rows[0].iter().all(|v| v == 0), "{:?}", an.rows[0]);
    insta::assert_snapshot!("generational_text", render(&t, Format::Text));
}

#[test]
fn copy_from_space_that_is_never_reclaimed_is_flagged() {
    // A plan that recycles its nursery without munmap would hide deaths: the copy's source
    // range is never unmapped by its collection, and the analyzer says so.
    let recs = vec![
        ev(10, NEW_SCALAR, [NURSERY, 10, 16, 0]),
        ev(20, GC_START, [0, 0, 1, 1]),
        ev(21, COPY_SCALAR, [NURSERY, MATURE, 0, 0]),
        ev(23, GC_END, [0, 0, 1, 0]),
        ev(30, NEW_SCALAR, [NURSERY + 16, 10, 16, 0]),
        ev(40, GC_START, [0, 0, 2, 1]),
        ev(41, COPY_SCALAR, [NURSERY + 16, MATURE + 16, 0, 0]),
        ev(42, MEM_UNMAP, [NURSERY, SPACE, 0, 0]),
        ev(43, GC_END, [0, 0, 2, 0]),
    ];
    let t = analyse("unreclaimed", &recs, &Selection::default());
    let an = table(&t, AnalyzerTable::Anomalies);
    assert_eq!(col(an, &an.rows[0], "copy from unreclaimed space"), 1);
}

/// Mark-sweep: Points a (1), b (2) and int[4] c (3) at H; full gc 1 frees b while sweeping,
/// then c lazily after GC_END; Point d (4) reuses b's cell; full gc 2 frees nothing.
/// Point e (5) is freed with the wrong size (20, not 16); a FREE of nothing.
fn mark_sweep() -> Vec<Record> {
    let h = NURSERY;
    vec![
        ev(10, NEW_SCALAR, [h, 10, 16, 0]),
        ev(11, NEW_SCALAR, [h + 16, 10, 16, 0]),
        ev(12, NEW_ARRAY, [h + 32, 20, 28, 4]),
        ev(20, GC_START, [0, 0, 1, 0]),
        ev(25, FREE, [h + 16, 16, 0, 0]),
        ev(30, GC_END, [0, 0, 1, 0]),
        ev(31, FREE, [h + 32, 28, 0, 0]),
        ev(40, NEW_SCALAR, [h + 16, 10, 16, 0]),
        ev(50, GC_START, [0, 0, 2, 0]),
        ev(55, GC_END, [0, 0, 2, 0]),
        ev(60, NEW_SCALAR, [h + 64, 10, 16, 0]),
        ev(70, FREE, [h + 64, 20, 0, 0]),
        ev(71, FREE, [h + 128, 16, 0, 0]),
    ]
}

#[test]
fn mark_sweep_frees() {
    let t = analyse("marksweep", &mark_sweep(), &follow(3));
    // gc 1: b (16) freed at 25 and c (28) at 31, both its deaths; no copies. gc 2: e, freed
    // after it at 70, is counted there.
    let d = table(&t, AnalyzerTable::DeadCopied);
    assert_eq!(json!(&row(d, "gc 1")[2..6]), json!([2, 44, 0, 0]));
    assert_eq!(col(d, row(d, "gc 1"), "freed"), 2);
    assert_eq!(col(d, row(d, "gc 1"), "kind"), "full");
    assert_eq!(json!(&row(d, "gc 2")[2..6]), json!([1, 16, 0, 0]));
    // c: allocated at 12, freed at 31 (outside the gc: it belongs to gc 1, which it
    // therefore did not survive): lifetime 19, 0 gcs survived.
    let o = table(&t, AnalyzerTable::Objects);
    let r = &o.rows[0];
    assert_eq!(col(o, r, "cause"), "Freed");
    assert_eq!(col(o, r, "lifetime"), 19);
    assert_eq!(col(o, r, "gcs survived"), 0);
    // Points: b and e freed; a (2 full gcs) and d (1) survive to the end, so 2 survived a
    // full gc; nothing was copied or overwritten (d reuses freed space).
    let dm = table(&t, AnalyzerTable::Demographics);
    let p = row(dm, "Point");
    assert_eq!(col(dm, p, "freed"), 2);
    assert_eq!(col(dm, p, "alive at end"), 2);
    assert_eq!(col(dm, p, "survived a major or full gc"), 2);
    assert_eq!(col(dm, row(dm, "int[]"), "freed"), 1);
    let an = table(&t, AnalyzerTable::Anomalies);
    let r = &an.rows[0];
    assert_eq!(col(an, r, "free of unknown"), 1);
    assert_eq!(col(an, r, "free size mismatch"), 1);
    assert_eq!(col(an, r, "overlapping alloc"), 0);
    insta::assert_snapshot!("mark_sweep_text", render(&t, Format::Text));
}

#[test]
fn follow_only_copied_objects() {
    // Points a (1, copied at 21), b (2, dies uncopied), d (4, copied at 41), e (5, at 62).
    let ids = |limit: usize| -> Vec<Value> {
        let sel = Selection {
            type_name: Some("Point".into()),
            copied: true,
            limit,
            ..Selection::default()
        };
        let t = analyse(&format!("copied-{limit}"), &generational(), &sel);
        table(&t, AnalyzerTable::Objects)
            .rows
            .iter()
            .map(|r| r[0].clone())
            .collect()
    };
    // One: a is copied at 21, before d is allocated (30): d is not followed.
    assert_eq!(ids(1), [1]);
    // Two: a, then d (b died uncopied and was dropped); e comes after d's copy.
    assert_eq!(ids(2), [1, 4]);
    assert_eq!(ids(10), [1, 4, 5]);
}

#[test]
fn collector_accesses_are_not_program_behaviour() {
    // Point p (1): the program writes x at 11 and reads it at 12; collection 1 reads x at
    // the old address (21), copies p (22), writes x at the new one (23), unmaps (24); the
    // program reads x at 30. The write statistics see one write followed by 2 reads (12,
    // 30: interval 19); the last use is 30, not the collector's 23; 2 of the 5 accesses
    // were the collector's.
    let (a, b) = (NURSERY, MATURE);
    let recs = vec![
        ev(10, NEW_SCALAR, [a, 10, 16, 0]),
        wr(11, a + 8, 7),
        rd(12, a + 8, Level::L1, Some(7)),
        ev(20, GC_START, [0, 0, 1, 0]),
        rd(21, a + 8, Level::L1, Some(7)),
        ev(22, COPY_SCALAR, [a, b, 0, 0]),
        wr(23, b + 8, 7),
        ev(24, MEM_UNMAP, [a, SPACE, 0, 0]),
        ev(25, GC_END, [0, 0, 1, 0]),
        rd(30, b + 8, Level::L1, Some(7)),
    ];
    let sel = Selection {
        object: Some(1),
        field: Some("x".into()),
        limit: 10,
        ..Selection::default()
    };
    let t = analyse("collector-accesses", &recs, &sel);
    let w = table(&t, AnalyzerTable::Writes);
    assert_eq!(json!(w.rows), json!([[1, "Point", "x", 1, 11, 2, 19]]));
    let o = table(&t, AnalyzerTable::Objects);
    assert_eq!(col(o, &o.rows[0], "last use"), 30);
    let at = table(&t, AnalyzerTable::Attribution);
    let heap = row(at, "heap objects");
    assert_eq!(col(at, heap, "accesses"), 5);
    assert_eq!(col(at, heap, "by the collector"), 2);
    let rw = table(&t, AnalyzerTable::Rewrites);
    assert_eq!(rw.rows[0][2], 1); // one write of Point.x by the program
}

#[test]
fn objects_never_used_by_the_program_are_counted() {
    // Points a (1), b (2) and int[4] c (3) in the nursery; the program writes a.x at 13.
    // Minor gc 1 reads b.x (scanning), copies b to the mature space and writes its copy's
    // x (forwarding): the collector's accesses, no use. The nursery is unmapped at 24: a
    // and c die. Major gc 2 unmaps the mature space at 31: b dies. Never used: b (only
    // the collector touched it) and c (nothing did); a was used 3 instructions after its
    // allocation (log2 bucket 2..3).
    let recs = vec![
        ev(10, NEW_SCALAR, [NURSERY, 10, 16, 0]),
        ev(11, NEW_SCALAR, [NURSERY + 16, 10, 16, 0]),
        ev(12, NEW_ARRAY, [NURSERY + 32, 20, 28, 4]),
        wr(13, NURSERY + 8, 1),
        ev(20, GC_START, [0, 0, 1, 1]),
        rd(21, NURSERY + 16 + 8, Level::L1, Some(0)),
        ev(22, COPY_SCALAR, [NURSERY + 16, MATURE, 0, 0]),
        wr(23, MATURE + 8, 0),
        ev(24, MEM_UNMAP, [NURSERY, SPACE, 0, 0]),
        ev(25, GC_END, [0, 0, 1, 0]),
        ev(30, GC_START, [0, 0, 2, 2]),
        ev(31, MEM_UNMAP, [MATURE, SPACE, 0, 0]),
        ev(32, GC_END, [0, 0, 2, 0]),
    ];
    let t = analyse("never-used", &recs, &follow(2));
    let dm = table(&t, AnalyzerTable::Demographics);
    assert_eq!(col(dm, row(dm, "Point"), "never used"), 1);
    assert_eq!(col(dm, row(dm, "int[]"), "never used"), 1);
    assert_eq!(col(dm, row(dm, "Point"), "died by gc"), 2);
    // Dead objects: to last use only for a; never used + last-use histogram = dead.
    let lt = table(&t, AnalyzerTable::Lifetimes);
    let used: Vec<_> = lt
        .rows
        .iter()
        .filter(|r| col(lt, r, "to last use (instructions)") != 0)
        .map(|r| json!([r[0], r[1], col(lt, r, "to last use (instructions)")]))
        .collect();
    assert_eq!(used, [json!(["Point", "2..3", 1])]);
    let o = table(&t, AnalyzerTable::Objects);
    assert_eq!(col(o, &o.rows[0], "last use"), Value::Null);
    assert_eq!(col(o, &o.rows[0], "died at"), 31);
}
