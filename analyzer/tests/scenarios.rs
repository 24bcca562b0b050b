//! Hand-computed scenarios: each expected number below is worked out from the records by
//! hand (see the comments), then the whole report is kept as an insta snapshot.

mod common;

use analyzer::report::{render, Format};
use analyzer::tool::Referent;
use analyzer::types::Part;
use analyzer::AnalyzerTable;
use analyzer::{analyze_file, Analyzer, Selection};
use common::*;
use serde_json::{json, Value};
use traceio::dump::{ClassDump, FeatureDump};
use traceio::event_id::*;
use traceio::{Access, Level, Record};

const A: u32 = 0x4000_0000;
const B: u32 = 0x5000_0000;

/// A Point allocated at 100, x written at 110, 120, 140, read at 130 (L2), copied from A to B
/// in gc 1 (150-170), A's space unmapped at 180, x read at 190 (memory) and 195, a stack read
/// at 200, gc 2 (205-207) without copying it, B's space unmapped at 210.
fn lifecycle() -> Vec<Record> {
    vec![
        ev(100, NEW_SCALAR, [A, 10, 16, 0]),
        wr(110, A + 8, 1),
        wr(120, A + 8, 2),
        rd(130, A + 8, Level::L2, Some(2)),
        wr(140, A + 8, 3),
        ev(150, GC_START, [0, 0, 1, 1]),
        ev(160, COPY_SCALAR, [A, B, 0, 0]),
        ev(170, GC_END, [0, 0, 1, 0]),
        ev(180, MEM_UNMAP, [A, 0x1_0000, 0, 0]),
        rd(190, B + 8, Level::Memory, Some(3)),
        rd(195, B + 8, Level::L1, Some(3)),
        rd(200, 0x7ffb_0000, Level::L1, Some(0)),
        ev(205, GC_START, [0, 0, 2, 1]),
        ev(207, GC_END, [0, 0, 2, 0]),
        ev(210, MEM_UNMAP, [B, 0x1_0000, 0, 0]),
    ]
}

#[test]
fn object_lifecycle() {
    // Object 1 is the boot Point from feature.dump; the traced Point is object 2.
    let path = write_run("lifecycle", &lifecycle(), FEATURE_DUMP);
    let sel = Selection {
        object: Some(2),
        field: Some("x".into()),
        limit: 10,
        ..Selection::default()
    };
    let out = analyze_file(&path, &sel, false).unwrap();
    assert_eq!(out.records, 15);
    let t = &out.tables;

    // Write history of x: write 1 (t110) no read; write 2 (t120) one read at 130 → 10;
    // write 3 (t140) reads at 190 and 195 → 55.
    let w = table(t, AnalyzerTable::Writes);
    let hist: Vec<(u64, u64, Value)> = w
        .rows
        .iter()
        .map(|r| (r[3].as_u64().unwrap(), r[5].as_u64().unwrap(), r[6].clone()))
        .collect();
    assert_eq!(
        hist,
        vec![
            (1, 0, Value::Null),
            (2, 1, Value::from(10)),
            (3, 2, Value::from(55))
        ]
    );

    // History: copied once at 160, survived gc 1, died by GC at 210 (lifetime 110), last
    // use 195 (95), 16 bytes allocated from its birth to its death.
    let o = table(t, AnalyzerTable::Objects);
    let r = &o.rows[0];
    assert_eq!(col(o, r, "object"), 2);
    assert_eq!(col(o, r, "copy times"), "160");
    assert_eq!(col(o, r, "gcs survived"), 1);
    assert_eq!(col(o, r, "died at"), 210);
    assert_eq!(col(o, r, "cause"), "Unmapped");
    assert_eq!(col(o, r, "lifetime"), 110);
    assert_eq!(col(o, r, "lifetime to last use"), 95);
    assert_eq!(col(o, r, "lifetime (bytes allocated)"), 16);

    // gc 1: nothing dead, one 16-byte copy; gc 2: one 16-byte death.
    let d = table(t, AnalyzerTable::DeadCopied);
    assert_eq!(json!(&row(d, "gc 1")[2..6]), json!([0, 0, 1, 16]));
    assert_eq!(json!(&row(d, "gc 2")[2..6]), json!([1, 16, 0, 0]));
    let a = table(t, AnalyzerTable::Allocation);
    assert_eq!(json!(&row(a, "gc 1")[2..]), json!([1, 16]));
    assert_eq!(
        json!(&row(a, "present at start (feature.dump, before the window)")[2..]),
        json!([1, 16])
    );

    // 7 accesses: 6 to the Point (3 reads, 3 writes; one L2 and one memory), 1 not heap.
    let at = table(t, AnalyzerTable::Attribution);
    assert_eq!(col(at, row(at, "all"), "accesses"), 7);
    assert_eq!(col(at, row(at, "heap objects"), "accesses"), 6);
    assert_eq!(col(at, row(at, "not heap"), "accesses"), 1);
    let ty = table(t, AnalyzerTable::Types);
    let p = row(ty, "Point");
    assert_eq!(col(ty, p, "reads"), 3);
    assert_eq!(col(ty, p, "writes"), 3);
    assert_eq!(col(ty, p, "L1 miss rate"), 2.0 / 6.0);
    assert_eq!(col(ty, p, "L2 miss rate"), 1.0 / 6.0);

    // x: 3 writes followed by 0, 1 and 2 reads (mean 1); intervals 10 and 20 (mean 15).
    let rw = table(t, AnalyzerTable::Rewrites);
    assert_eq!(json!(&rw.rows[0]), json!(["Point", "x", 3, 1.0, 2, 15.0]));

    let tl = table(t, AnalyzerTable::GcTimeline);
    assert_eq!(
        json!(&tl.rows[0][2..7]),
        json!([150, 150.0 / 210.0 * 100.0, 170, 170.0 / 210.0 * 100.0, 20])
    );

    insta::assert_snapshot!("lifecycle_text", render(t, Format::Text));
    insta::assert_snapshot!("lifecycle_csv", render(t, Format::Csv));
}

fn analyzer() -> Analyzer {
    let classes = ClassDump::parse(CLASS_DUMP, std::path::Path::new("class.dump")).unwrap();
    Analyzer::new(&classes, &FeatureDump::default(), &Selection::default()).unwrap()
}

fn access(r: &Record) -> Access {
    match r {
        Record::Access(a) => *a,
        Record::Event(_) => unreachable!(),
    }
}

#[test]
fn array_elements_and_header_words() {
    // int[4] at A: 12-byte header (status, TIB, length) + 4 × 4 bytes = 28 bytes.
    let mut an = analyzer();
    an.process(&ev(10, NEW_ARRAY, [A, 20, 28, 4]));
    let part = |an: &mut Analyzer, addr: u32| {
        an.attribute(&access(&rd(11, addr, Level::L1, None)))
            .target
            .map(|t| t.part)
    };
    assert_eq!(part(&mut an, A), Some(Part::Header(0)));
    assert_eq!(part(&mut an, A + 4), Some(Part::Header(1)));
    assert_eq!(part(&mut an, A + 8), Some(Part::Length));
    assert_eq!(part(&mut an, A + 12), Some(Part::Element(0)));
    assert_eq!(part(&mut an, A + 20), Some(Part::Element(2)));
    assert_eq!(part(&mut an, A + 27), Some(Part::Element(3)));
    assert_eq!(part(&mut an, A + 28), None);
    // A word read at A - 4 ends before the array; one at A - 1 reaches its status word.
    assert_eq!(part(&mut an, A - 4), None);
    assert_eq!(part(&mut an, A - 1), Some(Part::Header(0)));

    // Element 2 written twice with reads between, through the file path and --type.
    let recs = vec![
        ev(10, NEW_ARRAY, [A, 20, 28, 4]),
        wr(20, A + 20, 7),
        rd(25, A + 20, Level::L1, Some(7)),
        rd(26, A + 8, Level::L1, Some(4)),
        rd(30, A + 20, Level::L1, Some(7)),
        wr(40, A + 20, 8),
        rd(41, A + 12, Level::L1, Some(0)),
        rd(47, A + 20, Level::L2, Some(8)),
    ];
    let path = write_run("array", &recs, "# feature.dump 1\n");
    let sel = Selection {
        type_name: Some("int[]".into()),
        field: Some("2".into()),
        limit: 10,
        ..Selection::default()
    };
    let out = analyze_file(&path, &sel, false).unwrap();
    let w = table(&out.tables, AnalyzerTable::Writes);
    // write 1 at 20: reads at 25 and 30 → 2 reads, interval 10; write 2 at 40: read at 47 → 7.
    let hist: Vec<(Value, Value, Value)> = w
        .rows
        .iter()
        .map(|r| (r[2].clone(), r[5].clone(), r[6].clone()))
        .collect();
    assert_eq!(
        hist,
        vec![
            ("[2]".into(), 2.into(), 10.into()),
            ("[2]".into(), 1.into(), 7.into())
        ]
    );
    // The object survives to the end.
    let o = table(&out.tables, AnalyzerTable::Objects);
    assert_eq!(o.rows[0][9], "alive at end");
    let f = table(&out.tables, AnalyzerTable::Fields);
    let elems = f.rows.iter().find(|r| r[1] == "[*]").unwrap();
    assert_eq!(elems[2], 6); // 2 writes + 4 reads of elements 0 and 2
                             // Element 2: writes at 20 and 40 followed by 2 and 1 reads; one interval of 20.
    let rw = table(&out.tables, AnalyzerTable::Rewrites);
    assert_eq!(json!(&rw.rows[0]), json!(["int[]", "[*]", 2, 1.5, 1, 20.0]));
    insta::assert_snapshot!("array_text", render(&out.tables, Format::Text));
}

#[test]
fn reference_chain() {
    // Nodes n1 → n2 → n3; the `next` words hold the addresses of the next node.
    let (n1, n2, n3) = (A, A + 16, A + 32);
    let mut an = analyzer();
    for (t, n) in [(1, n1), (2, n2), (3, n3)] {
        an.process(&ev(t, NEW_SCALAR, [n, 30, 16, 0]));
    }
    let at = an.attribute(&access(&wr(5, n1 + 8, n2)));
    let t = at.target.unwrap();
    assert_eq!((t.obj_id, t.type_id, t.part), (1, 30, Part::Field(0)));
    assert_eq!(
        at.referent,
        Some(Referent {
            obj_id: 2,
            type_id: 30
        })
    );
    let at = an.attribute(&access(&rd(6, n2 + 8, Level::L1, Some(n3))));
    assert_eq!(at.target.unwrap().obj_id, 2);
    assert_eq!(
        at.referent,
        Some(Referent {
            obj_id: 3,
            type_id: 30
        })
    );
    // A value pointing inside an object is not a reference; nor is null.
    assert_eq!(
        an.attribute(&access(&rd(7, n3 + 8, Level::L1, Some(n3 + 4))))
            .referent,
        None
    );
    assert_eq!(
        an.attribute(&access(&rd(7, n3 + 8, Level::L1, Some(0))))
            .referent,
        None
    );
    // After n2 moves, a word holding its old address no longer refers to it; the new one does.
    an.process(&ev(8, GC_START, [0, 0, 1, 1]));
    an.process(&ev(9, COPY_SCALAR, [n2, B, 0, 0]));
    assert_eq!(
        an.attribute(&access(&rd(10, n1 + 8, Level::L1, Some(n2))))
            .referent,
        None
    );
    assert_eq!(
        an.attribute(&access(&rd(10, n1 + 8, Level::L1, Some(B))))
            .referent,
        Some(Referent {
            obj_id: 2,
            type_id: 30
        })
    );
    // The moved object is found at its new address with its identity.
    assert_eq!(
        an.attribute(&access(&rd(11, B + 12, Level::L1, Some(5))))
            .target
            .unwrap()
            .obj_id,
        2
    );
    assert!(an
        .attribute(&access(&rd(11, n2 + 12, Level::L1, Some(5))))
        .target
        .is_none());
    // FREE kills one object exactly.
    an.process(&ev(12, FREE, [n3, 16, 0, 0]));
    assert_eq!(an.heap().live(), 2);
    assert!(an
        .attribute(&access(&rd(13, n3 + 8, Level::L1, None)))
        .target
        .is_none());
    // Fed to the analyses: n1.next → n2 (moved, a reference), n2.next ← freed n3's old
    // address (not one), n2.next ← n1 (a reference): 2 reference values on `next`.
    an.process(&rd(14, n1 + 8, Level::L1, Some(B)));
    an.process(&wr(15, B + 8, n3));
    an.process(&wr(16, B + 8, n1));
    let tables = an.finish().unwrap();
    let d = table(&tables, AnalyzerTable::Demographics);
    let node = row(d, "Node");
    assert_eq!(col(d, node, "allocated"), 3);
    assert_eq!(col(d, node, "freed"), 1);
    assert_eq!(col(d, node, "alive at end"), 2);
    assert_eq!(col(d, node, "copies"), 1);
    let f = table(&tables, AnalyzerTable::Fields);
    let next = f.rows.iter().find(|r| r[1] == "next").unwrap();
    assert_eq!(col(f, next, "accesses"), 3);
    assert_eq!(col(f, next, "reference values"), 2);
    insta::assert_snapshot!("reference_json", render(&tables, Format::Json));
}

#[test]
fn selection_errors_are_clear() {
    let classes = ClassDump::parse(CLASS_DUMP, std::path::Path::new("class.dump")).unwrap();
    let bad = |s: Selection| {
        Analyzer::new(&classes, &FeatureDump::default(), &s)
            .err()
            .map(|e| e.to_string())
    };
    assert_eq!(
        bad(Selection {
            type_name: Some("Nope".into()),
            ..Selection::default()
        })
        .unwrap(),
        "class.dump has no type named `Nope`"
    );
    assert!(bad(Selection {
        type_name: Some("Point".into()),
        field: Some("z".into()),
        ..Selection::default()
    })
    .unwrap()
    .contains("no field `z`"));
    assert!(bad(Selection {
        field: Some("x".into()),
        ..Selection::default()
    })
    .is_some());
}
