//! Hand-computed scenarios for the extension events (docs/events.md ids 10-14):
//! ALLOC_SITE (allocation sites), MARKER (strings in 12-byte chunks), TRACE_ON/TRACE_OFF
//! (`--window`). Expected numbers are worked out from the records in the comments.

mod common;

use analyzer::report::{render, Format};
use analyzer::AnalyzerTable;
use analyzer::{Analyzer, Selection};
use common::*;
use proptest::prelude::*;
use serde_json::{json, Value};
use traceio::dump::{ClassDump, FeatureDump};
use traceio::event_id::*;
use traceio::protocol::marker_chunks;
use traceio::{Decoded, Level, Record};

const A: u32 = 0x4000_0000;
const B: u32 = 0x5000_0000;

/// Three Nodes from `Node.makeNode` at bytecode 3 (method 7), an int[4] from
/// `Point.coords`@0 (method 8), a Point without a site, a String the VM made outside any
/// Java frame (method 0, index 0xffffffff); Nodes 1 and 2 freed at 10 and 31.
fn sites() -> Vec<Record> {
    vec![
        ev(1, ALLOC_SITE, [7, 3, 0, 0]),
        ev(1, NEW_SCALAR, [A, 30, 16, 0]),
        ev(2, ALLOC_SITE, [7, 3, 0, 0]),
        ev(2, NEW_SCALAR, [A + 16, 30, 16, 0]),
        ev(3, ALLOC_SITE, [7, 3, 0, 0]),
        ev(3, NEW_SCALAR, [A + 32, 30, 16, 0]),
        ev(4, ALLOC_SITE, [8, 0, 0, 0]),
        ev(4, NEW_ARRAY, [A + 48, 20, 28, 4]),
        ev(5, NEW_SCALAR, [A + 76, 10, 16, 0]),
        ev(6, ALLOC_SITE, [0, u32::MAX, 0, 0]),
        ev(6, NEW_SCALAR, [A + 92, 40, 16, 0]),
        ev(10, FREE, [A, 16, 0, 0]),
        ev(31, FREE, [A + 16, 16, 0, 0]),
    ]
}

#[test]
fn allocation_sites() {
    let t = analyse("sites", &sites(), &Selection::default());
    // 6 objects, 108 bytes: makeNode 3 objects (50 %), 48 bytes (44.4 %); coords 1 (16.7 %),
    // 28 bytes (25.9 %); no site and no Java frame 16 each (14.8 %), in key order.
    // makeNode's dead Nodes lived 9 and 29: mean 19.
    let b = table(&t, AnalyzerTable::AllocSitesByBytes);
    let names: Vec<&Value> = b.rows.iter().map(|r| &r[0]).collect();
    assert_eq!(
        names,
        [
            "Node.makeNode@3",
            "Point.coords@0",
            "(no site)",
            "(no Java frame)"
        ]
    );
    assert_eq!(
        json!(&b.rows[0][1..]),
        json!([
            7,
            3,
            48,
            50.0,
            48.0 / 108.0 * 100.0,
            "Node",
            3,
            2,
            1,
            0,
            19.0
        ])
    );
    assert_eq!(
        json!(&b.rows[1][2..6]),
        json!([1, 28, 1.0 / 6.0 * 100.0, 28.0 / 108.0 * 100.0])
    );
    assert_eq!(
        col(b, row(b, "(no Java frame)"), "main type"),
        "java.lang.String"
    );
    assert_eq!(col(b, row(b, "(no site)"), "main type"), "Point");
    // By objects: makeNode, then the single objects in key order (no site first).
    let o = table(&t, AnalyzerTable::AllocSitesByObjects);
    let names: Vec<&Value> = o.rows.iter().map(|r| &r[0]).collect();
    assert_eq!(
        names,
        [
            "Node.makeNode@3",
            "(no site)",
            "(no Java frame)",
            "Point.coords@0"
        ]
    );
    // Lifetimes 9 (bucket 8..15) and 29 (16..31), half each.
    let h = table(&t, AnalyzerTable::SiteLifetimes);
    assert_eq!(
        json!(h.rows),
        json!([
            ["Node.makeNode@3", "8..15", 8, 15, 1, 0.5],
            ["Node.makeNode@3", "16..31", 16, 31, 1, 0.5]
        ])
    );
    insta::assert_snapshot!("sites_text", render(&t, Format::Text));
}

/// `s` as the guest sends it: MARKER events of 12-byte chunks from `time` on, one per
/// instruction ([`marker_chunks`], the protocol's copy of the VM's `event_marker`).
fn marker(time: u64, s: &str) -> Vec<Record> {
    marker_chunks(s.as_bytes())
        .zip(time..)
        .map(|(c, t)| Record::Event(Decoded::Marker(c).encode(t)))
        .collect()
}

#[test]
fn markers_on_the_timeline() {
    let mut recs = marker(5, "iteration 1");
    recs.push(ev(10, GC_START, [0, 0, 1, 1]));
    recs.extend(marker(11, "a longer marker text")); // 12 + 8 bytes: events at 11 and 12
    recs.push(ev(15, GC_END, [0, 0, 1, 0]));
    recs.extend(marker(20, ""));
    // A string whose last chunk never comes.
    recs.push(ev(25, MARKER, [0x6869_0000, 0, 0, 2 | 0x100]));
    // The chunk encoding, by hand: "iter" "atio" "n 1\0", 11 bytes, no more.
    assert_eq!(
        recs[0],
        ev(5, MARKER, [0x6974_6572, 0x6174_696f, 0x6e20_3100, 11])
    );
    let t = analyse("markers", &recs, &Selection::default());
    let m = table(&t, AnalyzerTable::Markers);
    assert_eq!(
        json!(m.rows),
        json!([
            [5, 20.0, null, "no", false, "iteration 1"],
            [12, 48.0, 1, "yes", true, "a longer marker text"],
            [20, 80.0, 1, "no", false, ""]
        ])
    );
    let an = table(&t, AnalyzerTable::Anomalies);
    assert_eq!(col(an, &an.rows[0], "bad or unfinished markers"), 1);
    // The plot of miss rates marks them (with at least one access to plot).
    recs.insert(0, rd(1, 0x7ffb_0000, Level::L1, None));
    let t = analyse("markers-plot", &recs, &Selection::default());
    let dir = run_dir("markers-plots");
    analyzer::plots::write_plots(&t, &dir).unwrap();
    let svg = std::fs::read_to_string(dir.join("miss_rates.svg")).unwrap();
    let lines: Vec<&str> = svg.lines().map(str::trim).collect();
    assert!(lines.contains(&"iteration 1"), "{svg}");
    assert!(lines.contains(&"a longer marker text"), "{svg}");
}

/// Point p (1) before the window, written at 2; the window 5..20 reads p, allocates Point q
/// (2) and writes it; full gc 1 copies p and unmaps A (q dies); after the window Point r (3)
/// and a read of p; a second window 30..32 with one read.
fn windowed() -> Vec<Record> {
    vec![
        ev(1, NEW_SCALAR, [A, 10, 16, 0]),
        wr(2, A + 8, 1),
        ev(5, TRACE_ON, [0; 4]),
        rd(6, A + 8, Level::L1, Some(1)),
        ev(7, NEW_SCALAR, [A + 16, 10, 16, 0]),
        wr(8, A + 16 + 12, 2),
        ev(9, GC_START, [0, 0, 1, 0]),
        ev(10, COPY_SCALAR, [A, B, 0, 0]),
        ev(11, MEM_UNMAP, [A, 0x1_0000, 0, 0]),
        ev(12, GC_END, [0, 0, 1, 0]),
        ev(20, TRACE_OFF, [0; 4]),
        ev(21, NEW_SCALAR, [A, 10, 16, 0]),
        rd(22, B + 8, Level::L1, Some(1)),
        ev(30, TRACE_ON, [0; 4]),
        rd(31, B + 12, Level::L1, Some(0)),
        ev(32, TRACE_OFF, [0; 4]),
    ]
}

#[test]
fn measured_window() {
    let sel = Selection {
        window: Some(1),
        ..Selection::default()
    };
    let t = analyse("window", &windowed(), &sel);
    // Inside: accesses at 6 and 8; q allocated (16 bytes); p present at the start.
    let at = table(&t, AnalyzerTable::Attribution);
    assert_eq!(col(at, row(at, "all"), "accesses"), 2);
    assert_eq!(col(at, row(at, "heap objects"), "accesses"), 2);
    let al = table(&t, AnalyzerTable::Allocation);
    assert_eq!(json!(&row(al, "total")[2..]), json!([1, 16]));
    assert_eq!(
        json!(&row(al, "present at start (feature.dump, before the window)")[2..]),
        json!([1, 16])
    );
    // gc 1: q dead, p copied; at the window's end p is alive (r is never seen).
    let d = table(&t, AnalyzerTable::DeadCopied);
    assert_eq!(json!(&row(d, "gc 1")[2..6]), json!([1, 16, 1, 16]));
    let dm = table(&t, AnalyzerTable::Demographics);
    let p = row(dm, "Point");
    assert_eq!(
        json!([
            col(dm, p, "allocated"),
            col(dm, p, "boot"),
            col(dm, p, "died by gc"),
            col(dm, p, "alive at end")
        ]),
        json!([1, 1, 1, 1])
    );
    let w = table(&t, AnalyzerTable::Windows);
    assert_eq!(
        json!(w.rows),
        json!([
            [1, 5, 20, 15, "yes (--window 1)", true],
            [2, 30, 32, 2, "no (--window 1 is reported)", false]
        ])
    );
    insta::assert_snapshot!("window_text", render(&t, Format::Text));

    // Without --window: all 5 accesses and 3 allocations are reported.
    let t = analyse("window-all", &windowed(), &Selection::default());
    let at = table(&t, AnalyzerTable::Attribution);
    assert_eq!(col(at, row(at, "all"), "accesses"), 5);
    let al = table(&t, AnalyzerTable::Allocation);
    assert_eq!(json!(&row(al, "total")[2..]), json!([3, 48]));
}

#[test]
fn second_window() {
    let sel = Selection {
        window: Some(2),
        ..Selection::default()
    };
    let t = analyse("window-2", &windowed(), &sel);
    // Window 30..32: p (copied to B) and r (allocated at 21 in A, after the unmap) are in
    // the heap when it opens: present at the start, 32 bytes; nothing is allocated, no
    // collection runs; the read of p.y at 31 is the only access; both are alive at its end.
    let at = table(&t, AnalyzerTable::Attribution);
    assert_eq!(col(at, row(at, "all"), "accesses"), 1);
    assert_eq!(col(at, row(at, "heap objects"), "accesses"), 1);
    let al = table(&t, AnalyzerTable::Allocation);
    assert_eq!(json!(&row(al, "total")[2..]), json!([0, 0]));
    assert_eq!(
        json!(&row(al, "present at start (feature.dump, before the window)")[2..]),
        json!([2, 32])
    );
    let g = table(&t, AnalyzerTable::GcTimeline);
    assert!(g.rows.is_empty()); // the total only, a summary row
    assert_eq!(col(g, &g.summary[0], "end"), 32);
    let dm = table(&t, AnalyzerTable::Demographics);
    let p = row(dm, "Point");
    assert_eq!(
        json!([
            col(dm, p, "allocated"),
            col(dm, p, "boot"),
            col(dm, p, "died by gc"),
            col(dm, p, "alive at end")
        ]),
        json!([0, 2, 0, 2])
    );
    let f = table(&t, AnalyzerTable::Fields);
    assert_eq!(json!(&f.rows[0][..3]), json!(["Point", "y", 1]));
    let w = table(&t, AnalyzerTable::Windows);
    assert_eq!(
        json!(w.rows),
        json!([
            [1, 5, 20, 15, "no (--window 2 is reported)", false],
            [2, 30, 32, 2, "yes (--window 2)", true]
        ])
    );

    // A window the trace does not have.
    let classes = ClassDump::parse(CLASS_DUMP, std::path::Path::new("class.dump")).unwrap();
    let sel = Selection {
        window: Some(3),
        ..Selection::default()
    };
    let mut an = Analyzer::new(&classes, &FeatureDump::default(), &sel).unwrap();
    for r in &windowed() {
        an.process(r);
    }
    let e = an.finish().err().unwrap().to_string();
    assert_eq!(e, "--window 3: the trace has 2 measured windows");
}

/// The `windows` and `anomalies` tables describe the whole trace whatever window is
/// reported: `windowed()` plus a bad MARKER chunk (13 bytes) before window 1, a TRACE_ON
/// inside it and a TRACE_OFF outside any (both ignored), a FREE of an unknown address
/// after it, and a third window opened at 40 that the trace (last record at 45) never
/// closes.
#[test]
fn windows_and_anomalies_cover_the_whole_trace() {
    let mut recs = windowed();
    recs.insert(2, ev(3, MARKER, [0, 0, 0, 13]));
    recs.insert(6, ev(7, TRACE_ON, [0; 4]));
    recs.extend([
        ev(33, TRACE_OFF, [0; 4]),
        ev(34, FREE, [A + 0x100, 16, 0, 0]),
        ev(40, TRACE_ON, [0; 4]),
        rd(45, B + 8, Level::L1, Some(1)),
    ]);
    for (n, reported) in [
        (None, "all of the trace is reported"),
        (Some(1), "no (--window 1 is reported)"),
        (Some(3), "yes (--window 3)"),
    ] {
        let sel = Selection {
            window: n,
            ..Selection::default()
        };
        let t = analyse("window-whole", &recs, &sel);
        let w = table(&t, AnalyzerTable::Windows);
        assert_eq!(w.rows.len(), 3, "{n:?}");
        assert_eq!(
            json!(w.rows[2]),
            json!([3, 40, null, 5, reported, n.map_or(true, |n| n == 3)]),
            "{n:?}"
        );
        let an = table(&t, AnalyzerTable::Anomalies);
        assert_eq!(col(an, &an.rows[0], "free of unknown"), 1, "{n:?}");
        assert_eq!(
            col(an, &an.rows[0], "bad or unfinished markers"),
            1,
            "{n:?}"
        );
    }
}

#[test]
fn window_without_trace_on_fails_clearly() {
    let classes = ClassDump::parse(CLASS_DUMP, std::path::Path::new("class.dump")).unwrap();
    let sel = Selection {
        window: Some(1),
        ..Selection::default()
    };
    let mut an = Analyzer::new(&classes, &FeatureDump::default(), &sel).unwrap();
    an.process(&ev(1, NEW_SCALAR, [A, 10, 16, 0]));
    let e = an.finish().err().unwrap().to_string();
    assert_eq!(
        e,
        "--window: the trace has no TRACE_ON event (no measured window)"
    );
}

#[test]
fn a_part_is_counted_once_per_access() {
    // int[4] at A; element 2 (bytes 20..24) written byte by byte at 11-14 (a byte-wise copy:
    // the write statistics count the write that touches its first byte), then read as a
    // word at 15 and its last two bytes at 16 (a read that starts inside: not counted).
    // The access tables still count all six accesses.
    let byte = |time: u64, addr: u32, kind| {
        Record::Access(traceio::Access {
            time,
            pc: 0x1000_0000,
            addr,
            size: 1,
            kind,
            level: Level::L1,
            tlb_miss: false,
            value: None,
        })
    };
    use traceio::AccessKind::{Read, Write};
    let mut recs = vec![ev(10, NEW_ARRAY, [A, 20, 28, 4])];
    for (i, t) in (11..15).enumerate() {
        recs.push(byte(t, A + 20 + i as u32, Write));
    }
    recs.push(rd(15, A + 20, Level::L1, Some(0)));
    recs.push(byte(16, A + 22, Read));
    let sel = Selection {
        object: Some(1),
        field: Some("2".into()),
        limit: 10,
        ..Selection::default()
    };
    let t = analyse("at-start", &recs, &sel);
    let w = table(&t, AnalyzerTable::Writes);
    assert_eq!(json!(w.rows), json!([[1, "int[]", "[2]", 1, 11, 1, 4]]));
    let f = table(&t, AnalyzerTable::Fields);
    assert_eq!(col(f, &f.rows[0], "accesses"), 6);
}

/// The analyzer's MARKER reader before it used the protocol's `MarkerAssembler`
/// (`Analyzer::marker_chunk` as of 78f6819, 4096-byte cap): the reference the reports
/// must still equal. Returns the strings and the bad-or-unfinished count.
fn former_marker_reader(chunks: &[[u32; 4]]) -> (Vec<String>, u64) {
    let (mut marker, mut bad, mut out) = (Vec::new(), 0u64, Vec::new());
    for &[a, b, c, info] in chunks {
        let n = (info & 0xff) as usize;
        let bytes: Vec<u8> = [a, b, c].iter().flat_map(|w| w.to_be_bytes()).collect();
        if n > 12 {
            bad += 1;
        }
        for &byte in &bytes[..n.min(12)] {
            if marker.len() < 4096 {
                marker.push(byte);
            }
        }
        if info & 0x100 == 0 {
            out.push(String::from_utf8_lossy(&marker).into_owned());
            marker.clear();
        }
    }
    (out, bad + u64::from(!marker.is_empty()))
}

/// MARKER payloads through the analyzer: the `markers` table's strings and the anomaly
/// count.
fn analysed_markers(name: &str, chunks: &[[u32; 4]]) -> (Vec<String>, u64) {
    let recs: Vec<Record> = chunks
        .iter()
        .zip(1..)
        .map(|(&p, t)| ev(t, MARKER, p))
        .collect();
    let t = analyse(name, &recs, &Selection::default());
    let m = table(&t, AnalyzerTable::Markers);
    let texts = m
        .rows
        .iter()
        .map(|r| r.last().unwrap().as_str().unwrap().to_string())
        .collect();
    let an = table(&t, AnalyzerTable::Anomalies);
    let bad = col(an, &an.rows[0], "bad or unfinished markers");
    (texts, bad.as_u64().unwrap())
}

#[test]
fn markers_past_4096_bytes_are_cut_as_before() {
    let full = [0x6162_6364, 0x6566_6768, 0x696a_6b6c, 12 | 0x100];
    let mut payloads = vec![full; 400];
    payloads.push([0x2121_2121, 0, 0, 4]);
    let (texts, bad) = analysed_markers("markers-4096", &payloads);
    assert_eq!((texts.clone(), bad), former_marker_reader(&payloads));
    assert_eq!(texts[0].len(), 4096);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any MARKER chunks, well formed or not (counts over 12, any ARG4 bits), give the
    /// strings and the anomaly count the former reader gave.
    #[test]
    fn markers_equal_the_former_reader(
        chunks in prop::collection::vec(
            (any::<[u32; 3]>(), prop_oneof![0u32..=12, any::<u32>()], prop::bool::weighted(0.8)),
            0..200,
        )
    ) {
        let payloads: Vec<[u32; 4]> = chunks
            .into_iter()
            .map(|([a, b, c], info, more)| {
                [a, b, c, (info & !0x100) | if more { 0x100 } else { 0 }]
            })
            .collect();
        prop_assert_eq!(
            analysed_markers("markers-former", &payloads),
            former_marker_reader(&payloads)
        );
    }
}
