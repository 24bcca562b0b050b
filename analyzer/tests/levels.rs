//! The replay of the whole hierarchy under the analyses (`analyzer::replay`) on a
//! hand-worked trace with an instruction stream: toy caches (one-line D-L1 and I-L1 of
//! 16 bytes, a unified direct-mapped L2 of two 16-byte lines), seven fetches, four data
//! accesses, one compiled method whose CODE event comes after its code ran. Every figure
//! below is worked out by hand in the comments (the L2's lookups in order, each one's
//! verdict and stack distance), then the text of the L2's 3C totals is kept as an insta
//! snapshot.

mod common;

use analyzer::locality::Locality;
use analyzer::report::{render, Format};
use analyzer::AnalyzerTable;
use analyzer::{analyze_file, Selection};
use common::{col, row, run_dir, table, CLASS_DUMP};
use serde_json::Value;
use traceio::{Access, AccessKind, Decoded, Flow, Level, Record, TraceHeader, TraceWriter};

const CACHES: &str = "-cache:dl1 dl1:1:16:1:l -cache:il1 il1:1:16:1:l -cache:dl2 ul2:2:16:1:l \
                      -cache:il2 dl2 -tlb:dtlb none -tlb:itlb none";

fn access(time: u64, addr: u32, kind: AccessKind) -> Record {
    Record::Access(Access {
        time,
        pc: 0x1000 + 4 * time as u32,
        addr,
        size: 4,
        kind,
        level: Level::Memory, // replaced by the replay's verdict
        tlb_miss: false,
        value: Some(0),
    })
}

fn u(v: Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"))
}

/// Instructions 0-3 at 0x1000.. (one I-L1 line), 4-5 at 0x1010 (Point.coords, compiled:
/// CODE at time 5), then a jump back to 0x1000 for instruction 6; 7 in all. Data: a Point
/// at 0x2000 read at 0, written at 1 (same D-L1 line), 0x3000 read at 2, 0x2000 at 3.
fn write_trace(name: &str) -> std::path::PathBuf {
    let d = run_dir(name);
    std::fs::write(d.join("class.dump"), CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let path = d.join("trace.bz2");
    let header = TraceHeader {
        cache_config: CACHES.into(),
        ..TraceHeader::default()
    };
    let mut w = TraceWriter::create(&path, &header, Default::default()).unwrap();
    w.push_flow(Flow::Jump {
        time: 0,
        pc: 0x1000,
    });
    let new = Decoded::New {
        addr: 0x2000,
        type_id: 10,
        size: 16,
        array_length: None,
    };
    w.push(Record::Event(new.encode(0))).unwrap();
    w.push(access(0, 0x2000, AccessKind::Read)).unwrap();
    w.push(access(1, 0x2004, AccessKind::Write)).unwrap();
    w.push(access(2, 0x3000, AccessKind::Read)).unwrap();
    w.push(access(3, 0x2000, AccessKind::Read)).unwrap();
    let code = Decoded::Code {
        method: 8,
        addr: 0x1010,
        size: 8,
        routine: traceio::CodeRoutine::Method,
    };
    w.push(Record::Event(code.encode(5))).unwrap();
    w.push_flow(Flow::Jump {
        time: 6,
        pc: 0x1000,
    });
    w.push_flow(Flow::End { time: 7 });
    w.finish().unwrap();
    path
}

fn analyse(path: &std::path::Path, loc: Locality) -> Vec<analyzer::tool::Table> {
    let sel = Selection {
        locality: loc,
        ..Selection::default()
    };
    analyze_file(path, &sel, false).unwrap().tables
}

#[test]
fn hand_worked_levels_three_c_and_methods() {
    let path = write_trace("levels");
    let tables = analyse(
        &path,
        Locality {
            three_c: true,
            methods: true,
            footprint_interval: 4,
            ..Locality::default()
        },
    );

    // il1: misses at 0 (0x1000), 4 (0x1010), 6 (0x1000 again, evicted by 0x1010).
    // dl1: 0x2000 miss, 0x2004 hit, 0x3000 miss (writes back the dirty 0x2000),
    // 0x2000 miss. ul2 (set = bit 4): lookups in order
    //   1 fetch 0x1000 miss (set 0)        FA: compulsory
    //   2 data  0x2000 miss (evicts 1000)  compulsory
    //   3 wb    0x2000 hit                 distance 0: hit
    //   4 data  0x3000 miss (evicts 2000, dirty: an L2 writeback)   compulsory
    //   5 data  0x2000 miss (evicts 3000)  distance 1 < 2 lines: conflict
    //   6 fetch 0x1010 miss (set 1)        compulsory
    //   7 fetch 0x1000 miss (evicts 2000)  distance 3: capacity
    let t = table(&tables, AnalyzerTable::Replay);
    let stat = |k: &str| u(col(t, row(t, k), "value"));
    let want = [
        ("sim_num_insn", 7),
        ("sim_num_loads", 3),
        ("sim_num_stores", 1),
        ("il1.accesses", 7),
        ("il1.misses", 3),
        ("il1.replacements", 2),
        ("dl1.accesses", 4),
        ("dl1.misses", 3),
        ("dl1.replacements", 2),
        ("dl1.writebacks", 1),
        ("ul2.accesses", 7),
        ("ul2.hits", 1),
        ("ul2.misses", 6),
        ("ul2.replacements", 4),
        ("ul2.writebacks", 1),
    ];
    for (k, v) in want {
        assert_eq!(stat(k), v, "{k}");
    }

    let cols = [
        "accesses",
        "misses",
        "compulsory_misses",
        "capacity_misses",
        "conflict_misses",
        "fa_only_misses",
    ];
    let counts = |t: &analyzer::tool::Table, first: &str| -> Vec<u64> {
        let r = row(t, first);
        cols.iter().map(|c| u(col(t, r, c))).collect()
    };
    let t = table(&tables, AnalyzerTable::ThreeCL2Totals);
    assert_eq!(counts(t, "the whole stream"), [7, 6, 4, 1, 1, 0]);
    assert_eq!(counts(t, "fills for data accesses"), [3, 3, 2, 0, 1, 0]);
    assert_eq!(
        counts(t, "fills for instruction fetches"),
        [3, 3, 2, 1, 0, 0]
    );
    assert_eq!(counts(t, "writebacks from level 1"), [1, 0, 0, 0, 0, 0]);
    // Per data access (its fills): 0, 2 and 3 reached the L2.
    assert_eq!(counts(t, "all accesses"), [3, 3, 2, 0, 1, 0]);
    insta::assert_snapshot!(
        "l2_totals_text",
        render(std::slice::from_ref(t), Format::Text)
    );
    let t = table(&tables, AnalyzerTable::ThreeCL2Types);
    assert_eq!(counts(t, "Point"), [2, 2, 1, 0, 1, 0]);
    let t = table(&tables, AnalyzerTable::ThreeC);
    assert_eq!(counts(t, "l2"), [7, 6, 4, 1, 1, 0]);
    // D-L1, one line: 0x2000 compulsory, 0x2004 hit, 0x3000 compulsory, 0x2000 at
    // distance 1 (= the lines): capacity.
    assert_eq!(counts(t, "l1"), [4, 3, 2, 1, 0, 0]);

    // Per method: Point.coords holds 0x1010..0x1018 (its CODE came after it ran).
    let t = table(&tables, AnalyzerTable::Methods);
    let m = |name: &str, c: &str| u(col(t, row(t, name), c));
    assert_eq!(
        ["fetches", "il1_misses", "l2_misses", "code_bytes"].map(|c| m("Point.coords", c)),
        [2, 1, 1, 8]
    );
    assert_eq!(
        ["fetches", "il1_misses", "l2_misses"].map(|c| m("(unknown)", c)),
        [5, 2, 2]
    );
    // Footprint per 4 instructions: 0-3 one line, one miss; 4-6 two lines, two misses,
    // the method installed at 5.
    let t = table(&tables, AnalyzerTable::CodeFootprint);
    let rows: Vec<Vec<u64>> = t
        .rows
        .iter()
        .map(|r| r.iter().map(|v| u(v.clone())).collect())
        .collect();
    assert_eq!(
        rows,
        [[0, 0, 0, 1, 16, 4, 1], [4, 1, 8, 2, 32, 3, 2]],
        "start, methods, bytes, lines, line bytes, fetches, misses"
    );
    // --plots draws it.
    let dir = run_dir("levels-plots");
    let written = analyzer::plots::write_plots(&tables, &dir).unwrap();
    assert!(written.iter().any(|p| p.ends_with("code_footprint.svg")));
    let svg = std::fs::read_to_string(dir.join("code_footprint.svg")).unwrap();
    assert!(svg.contains("Code footprint over time") && svg.contains("compiled code installed"));
}

#[test]
fn another_hierarchy_and_traces_without_a_stream() {
    let path = write_trace("levels-cache");
    // --cache: a D-L1 of one set of two ways keeps 0x2000 and 0x3000: the last read of
    // 0x2000 hits; no L2.
    let tables = analyse(
        &path,
        Locality {
            cache: Some("-cache:dl1 dl1:1:16:2:l -cache:dl2 none -cache:il2 none".into()),
            ..Locality::default()
        },
    );
    let t = table(&tables, AnalyzerTable::Replay);
    let stat = |k: &str| u(col(t, row(t, k), "value"));
    assert_eq!((stat("dl1.accesses"), stat("dl1.misses")), (4, 2));
    assert!(t
        .rows
        .iter()
        .all(|r| !r[0].as_str().unwrap().starts_with("ul2")));

    // A bad --cache is a one-line error.
    let sel = Selection {
        locality: Locality {
            cache: Some("-cache:dl1 dl1:3:16:1:l".into()),
            ..Locality::default()
        },
        ..Selection::default()
    };
    let e = analyze_file(&path, &sel, false)
        .err()
        .expect("an error")
        .to_string();
    assert!(e.starts_with("--cache: "), "{e}");
    assert!(!e.contains('\n'));

    // Without an instruction stream: --methods and --cache refuse, --three-c falls back
    // to the data accesses alone (and makes no replay table).
    let d = run_dir("levels-nostream");
    std::fs::write(d.join("class.dump"), CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let bare = d.join("trace.bz2");
    let header = TraceHeader {
        cache_config: CACHES.into(),
        ..TraceHeader::default()
    };
    let mut w = TraceWriter::create(&bare, &header, Default::default()).unwrap();
    w.push(access(0, 0x2000, AccessKind::Read)).unwrap();
    w.finish().unwrap();
    for loc in [
        Locality {
            methods: true,
            ..Locality::default()
        },
        Locality {
            cache: Some(String::new()),
            ..Locality::default()
        },
    ] {
        let sel = Selection {
            locality: loc,
            ..Selection::default()
        };
        let e = analyze_file(&bare, &sel, false)
            .err()
            .expect("an error")
            .to_string();
        assert!(e.contains("has none"), "{e}");
    }
    let tables = analyse(
        &bare,
        Locality {
            three_c: true,
            ..Locality::default()
        },
    );
    assert!(tables.iter().all(|t| t.name != AnalyzerTable::Replay));
    let t = table(&tables, AnalyzerTable::ThreeC);
    assert_eq!(u(col(t, row(t, "l1"), "accesses")), 1);
}

/// `--reuse` and `--three-c` together compute the D-L1 stack distances once for both
/// (`Attribution::l1_distance`): their tables are those each makes alone, on a random
/// stream over objects and other memory, with and without a unified L1 (whose fetches
/// keep the 3C stream apart) and with another reuse granule (not shared).
#[test]
fn reuse_and_three_c_share_distances_without_changing_them() {
    let d = run_dir("levels-shared");
    std::fs::write(d.join("class.dump"), CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let path = d.join("trace.bz2");
    let header = TraceHeader {
        cache_config: "-cache:dl1 dl1:4:16:2:l -cache:il1 il1:2:16:1:l \
                       -cache:dl2 ul2:4:32:2:l -cache:il2 dl2"
            .into(),
        ..TraceHeader::default()
    };
    let mut w = TraceWriter::create(&path, &header, Default::default()).unwrap();
    for i in 0..8u32 {
        let new = Decoded::New {
            addr: 0x2000 + 16 * i,
            type_id: if i % 3 == 0 { 30 } else { 10 },
            size: 16,
            array_length: None,
        };
        w.push(Record::Event(new.encode(0))).unwrap();
    }
    w.push_flow(Flow::Jump {
        time: 0,
        pc: 0x1000,
    });
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let n = 3000u64;
    for t in 0..n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let addr = match x % 4 {
            0 => 0x7000 + 4 * ((x >> 8) as u32 % 64),
            _ => 0x2000 + 4 * ((x >> 8) as u32 % 32),
        };
        let kind = if (x >> 20) % 3 == 0 {
            AccessKind::Write
        } else {
            AccessKind::Read
        };
        w.push(Record::Access(Access {
            addr,
            ..match access(t, 0, kind) {
                Record::Access(a) => a,
                _ => unreachable!(),
            }
        }))
        .unwrap();
    }
    w.push_flow(Flow::End { time: n });
    w.finish().unwrap();
    let only = |names: &[&str], t: &[analyzer::tool::Table]| -> Vec<String> {
        t.iter()
            .filter(|t| names.iter().any(|n| t.name.name().starts_with(n)))
            .map(|t| render(std::slice::from_ref(t), Format::Json))
            .collect()
    };
    for (cache, line) in [
        (None, None),
        (Some("-cache:il1 dl1"), None),
        (None, Some(8)),
    ] {
        let loc = Locality {
            cache: cache.map(String::from),
            reuse_line: line,
            ..Locality::default()
        };
        let both = analyse(
            &path,
            Locality {
                reuse: true,
                three_c: true,
                ..loc.clone()
            },
        );
        let reuse = analyse(
            &path,
            Locality {
                reuse: true,
                ..loc.clone()
            },
        );
        let three_c = analyse(
            &path,
            Locality {
                three_c: true,
                ..loc.clone()
            },
        );
        assert_eq!(
            only(&["reuse"], &both),
            only(&["reuse"], &reuse),
            "{cache:?}"
        );
        assert_eq!(
            only(&["three_c"], &both),
            only(&["three_c"], &three_c),
            "{cache:?}"
        );
        assert!(!only(&["reuse"], &both).is_empty() && !only(&["three_c"], &both).is_empty());
    }
}
