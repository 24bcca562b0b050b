//! Accesses that span several parts or objects (docs/analyzer.md, attribution): each
//! (object, part) they touch counts; objects touched are used. Expected numbers are worked
//! out from the records in the comments.

mod common;

use analyzer::AnalyzerTable;
use analyzer::Selection;
use common::*;
use serde_json::json;
use traceio::event_id::*;
use traceio::{Access, AccessKind, Level, Record};

const A: u32 = 0x4000_0000;

fn sized(time: u64, addr: u32, size: u8, kind: AccessKind) -> Record {
    Record::Access(Access {
        time,
        pc: 0x1000_0000,
        addr,
        size,
        kind,
        level: Level::L1,
        tlb_miss: false,
        value: None,
    })
}

/// Point p (1) at A and Point q (2) at A + 16 (header 8 bytes, x at 8, y at 12), char[4]
/// c (3) at A + 32 (length at 8, chars from 12, 2 bytes each: 20 bytes).
///
/// | t  | access                 | pieces                                     |
/// |----|------------------------|--------------------------------------------|
/// | 11 | R 8 bytes at A + 8     | p.x, p.y                                   |
/// | 12 | W 32 bytes at A (dcbz) | p.h0 p.h1 p.x p.y q.h0 q.h1 q.x q.y        |
/// | 13 | R 4 bytes at A + 14    | p.y (from its 3rd byte), q.h0              |
/// | 14 | R 4 bytes at A + 44    | c[0], c[1]                                 |
/// | 15 | R 4 bytes at A - 8     | not heap                                   |
/// | 16 | R 16 bytes at A - 8    | p.h0, p.h1 (its first 8 bytes are no heap) |
fn spanning() -> Vec<Record> {
    use AccessKind::{Read, Write};
    vec![
        ev(1, NEW_SCALAR, [A, 10, 16, 0]),
        ev(2, NEW_SCALAR, [A + 16, 10, 16, 0]),
        ev(3, NEW_ARRAY, [A + 32, 41, 20, 4]),
        sized(11, A + 8, 8, Read),
        sized(12, A, 32, Write),
        sized(13, A + 14, 4, Read),
        sized(14, A + 44, 4, Read),
        sized(15, A - 8, 4, Read),
        sized(16, A - 8, 16, Read),
    ]
}

#[test]
fn spanning_accesses_count_in_every_part_they_touch() {
    let sel = Selection {
        object: Some(2),
        field: Some("x".into()),
        limit: 10,
        ..Selection::default()
    };
    let t = analyse("spanning", &spanning(), &sel);

    // 6 accesses, 5 touching the heap, 1 not; 2 + 8 + 2 + 2 + 2 = 16 parts touched.
    let at = table(&t, AnalyzerTable::Attribution);
    let n = |r: &str| col(at, row(at, r), "accesses");
    assert_eq!(
        json!([
            n("all"),
            n("heap objects"),
            n("not heap"),
            n("parts of heap objects")
        ]),
        json!([6, 5, 1, 16])
    );

    // Point: x read at 11, written twice at 12 (p and q); y read at 11, written twice at
    // 12, read at 13; header word 0 written twice at 12, read at 13 (q) and 16 (p);
    // header word 1 written twice at 12, read at 16. char[]: two elements read at 14.
    let f = table(&t, AnalyzerTable::Fields);
    let field = |ty: &str, name: &str| {
        let r = f
            .rows
            .iter()
            .find(|r| r[0] == ty && r[1] == name)
            .unwrap_or_else(|| panic!("no row {ty} {name}"));
        json!([col(f, r, "reads"), col(f, r, "writes")])
    };
    assert_eq!(field("Point", "x"), json!([1, 2]));
    assert_eq!(field("Point", "y"), json!([2, 2]));
    assert_eq!(field("Point", "<header+0>"), json!([2, 2]));
    assert_eq!(field("Point", "<header+4>"), json!([1, 2]));
    assert_eq!(field("char[]", "[*]"), json!([2, 0]));
    let ty = table(&t, AnalyzerTable::Types);
    assert_eq!(col(ty, row(ty, "Point"), "accesses"), 14);

    // The write statistics of q.x: written once, by the dcbz at 12, never read after.
    let w = table(&t, AnalyzerTable::Writes);
    assert_eq!(json!(w.rows), json!([[2, "Point", "x", 1, 12, 0, null]]));
    // q was last used at 13 (the unaligned read reaching its header).
    let o = table(&t, AnalyzerTable::Objects);
    assert_eq!(col(o, &o.rows[0], "last use"), 13);

    // The miss series counts accesses, not parts.
    let s = table(&t, AnalyzerTable::MissSeries);
    assert_eq!(col(s, &s.rows[0], "accesses"), 6);
}

#[test]
fn spanning_pieces_in_the_object_trace() {
    let path = run_dir("spanning-objects").join("objects.bz2");
    let sel = Selection {
        objects: Some(path.clone()),
        ..Selection::default()
    };
    analyse("spanning-objects-run", &spanning(), &sel);
    let mut text = String::new();
    use std::io::Read as _;
    bzip2::read::BzDecoder::new(std::fs::File::open(&path).unwrap())
        .read_to_string(&mut text)
        .unwrap();
    let pieces: Vec<String> = text
        .lines()
        .skip(2)
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            format!("{}:{}:{}", c[0], c[6], c[8])
        })
        .collect();
    assert_eq!(
        pieces,
        [
            "11:1:f0", "11:1:f1", // the 8-byte read
            "12:1:h0", "12:1:h1", "12:1:f0", "12:1:f1", "12:2:h0", "12:2:h1", "12:2:f0",
            "12:2:f1", // dcbz
            "13:1:f1", "13:2:h0", // unaligned word
            "14:3:e0", "14:3:e1", // two chars
            "16:1:h0", "16:1:h1", // from below the heap
        ]
    );
}

#[test]
fn an_access_at_the_top_of_the_address_space_does_not_wrap() {
    // Point p at address 0, Point q in the last 16 bytes of the address space; a 16-byte
    // read of q's last 8 bytes (x, y): the bytes past 0xffff_ffff do not exist (no wrap to
    // p at 0), so it touches q.x and q.y only.
    let recs = vec![
        ev(1, NEW_SCALAR, [0, 10, 16, 0]),
        ev(2, NEW_SCALAR, [0xffff_fff0, 10, 16, 0]),
        sized(3, 0xffff_fff8, 16, AccessKind::Read),
    ];
    let t = analyse("top", &recs, &Selection::default());
    let at = table(&t, AnalyzerTable::Attribution);
    assert_eq!(col(at, row(at, "heap objects"), "accesses"), 1);
    assert_eq!(col(at, row(at, "parts of heap objects"), "accesses"), 2);
    let f = table(&t, AnalyzerTable::Fields);
    let names: Vec<_> = f.rows.iter().map(|r| r[1].clone()).collect();
    assert_eq!(json!(names), json!(["x", "y"]));
}
