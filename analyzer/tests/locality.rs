//! The locality analyses (`--reuse`, `--three-c`, `--pcstat`, `--hot-fields`) on a
//! synthetic run whose trace header names toy caches: the access levels come from the
//! cache model (`cache::Hierarchy`) fed the same accesses, and every table is compared
//! with a naive model computed here (move-to-front LRU stacks, per-PC counts, field
//! shares), not with recorded numbers. The symbols of `--pcstat` are checked against
//! `powerpc-linux-gnu-nm` on the committed jvm.elf.

mod common;

use analyzer::AnalyzerTable;
use std::collections::HashMap;

use analyzer::locality::Locality;
use analyzer::symbols::{Symbols, JVM_ELF};
use analyzer::tool::Table;
use analyzer::{analyze_file, Selection};
use cache::{Hierarchy, HierarchyConfig, ServedBy};
use common::{col, row, run_dir, table, CLASS_DUMP};
use serde_json::Value;
use traceio::{Access, AccessKind, Decoded, Level, Record, TraceHeader, TraceWriter};

/// D-L1: 2 sets x 1 way x 16 B (2 lines); L2: 1 set x 4 ways x 32 B (4 lines).
const CACHES: &str = "-cache:dl1 dl1:2:16:1:l -cache:il1 none -cache:dl2 ul2:1:32:4:l \
                      -cache:il2 none -tlb:dtlb none -tlb:itlb none";

/// Objects: (address, type id, size, site (method, bci)).
const OBJECTS: [(u32, u32, u32, (u32, u32)); 4] = [
    (0x4000_0000, 10, 16, (8, 1)), // Point
    (0x4000_0010, 10, 16, (8, 1)), // Point
    (0x4000_0030, 30, 16, (7, 3)), // Node
    (0x4000_0044, 10, 16, (8, 9)), // Point, not line-aligned
];
/// Word addresses outside the heap (stack, VM data).
const NOT_HEAP: [u32; 3] = [0x7fff_0000, 0x7fff_0010, 0x1000_0100];

struct Ref {
    addr: u32,
    size: u8,
    write: bool,
    pc: u32,
    level: Level,
}

/// A deterministic stream: mostly word accesses to the objects' fields and header words,
/// some outside the heap, a few 2-byte ones; levels from the cache model.
fn stream(n: usize) -> Vec<Ref> {
    let (cfg, _) = HierarchyConfig::from_args(CACHES.split_whitespace()).unwrap();
    let mut h = Hierarchy::new(&cfg).unwrap();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n)
        .map(|i| {
            let r = next();
            let addr = if r % 5 == 0 {
                NOT_HEAP[(r >> 8) as usize % NOT_HEAP.len()]
            } else {
                let o = OBJECTS[(r >> 8) as usize % OBJECTS.len()];
                o.0 + 4 * (1 + (r >> 16) as u32 % 3) // header+4, field 0, field 1
            };
            let size = if r % 7 == 0 { 2 } else { 4 };
            let write = (r >> 24) % 3 == 0;
            let served = h.data_access(addr, u32::from(size), write);
            let level = match served.level {
                ServedBy::L1 => Level::L1,
                ServedBy::L2 => Level::L2,
                _ => Level::Memory,
            };
            Ref {
                addr,
                size,
                write,
                pc: 0x1000_0000 + 4 * (i as u32 % 6),
                level,
            }
        })
        .collect()
}

fn run(name: &str, refs: &[Ref], loc: Locality) -> Vec<Table> {
    let d = run_dir(name);
    std::fs::write(d.join("class.dump"), CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let path = d.join("trace.bz2");
    let header = TraceHeader {
        cache_config: CACHES.into(),
        ..TraceHeader::default()
    };
    let mut w = TraceWriter::create(&path, &header, Default::default()).unwrap();
    let mut t = 0;
    for &(addr, type_id, size, (method, bci)) in &OBJECTS {
        t += 1;
        w.push(Record::Event(Decoded::AllocSite { method, bci }.encode(t)))
            .unwrap();
        let new = Decoded::New {
            addr,
            type_id,
            size,
            array_length: None,
        };
        w.push(Record::Event(new.encode(t))).unwrap();
    }
    for r in refs {
        t += 1;
        w.push(Record::Access(Access {
            time: t,
            pc: r.pc,
            addr: r.addr,
            size: r.size,
            kind: if r.write {
                AccessKind::Write
            } else {
                AccessKind::Read
            },
            level: r.level,
            tlb_miss: false,
            value: (r.size == 4).then_some(0),
        }))
        .unwrap();
    }
    w.finish().unwrap();
    let sel = Selection {
        locality: loc,
        ..Selection::default()
    };
    analyze_file(&path, &sel, false).unwrap().tables
}

/// The naive LRU stack over lines of `granule` bytes: each reference's distance.
fn naive_distances(refs: &[&Ref], granule: u32) -> Vec<Option<u64>> {
    let mut stack: Vec<u32> = Vec::new();
    refs.iter()
        .map(|r| {
            let line = r.addr / granule;
            assert_eq!(
                line,
                (r.addr + u32::from(r.size) - 1) / granule,
                "no spanning"
            );
            let at = stack.iter().position(|&l| l == line);
            if let Some(i) = at {
                stack.remove(i);
            }
            stack.insert(0, line);
            at.map(|i| i as u64)
        })
        .collect()
}

/// Which object (index in OBJECTS) an address is in.
fn object_of(addr: u32) -> Option<usize> {
    OBJECTS.iter().position(|o| addr >= o.0 && addr < o.0 + o.2)
}

fn type_name(i: usize) -> &'static str {
    if OBJECTS[i].1 == 10 {
        "Point"
    } else {
        "Node"
    }
}

fn u(v: Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"))
}

#[test]
fn reuse_histograms_match_the_naive_stack_per_type_field_and_site() {
    let refs = stream(3000);
    let all: Vec<&Ref> = refs.iter().collect();
    let d = naive_distances(&all, 16);
    let tables = run(
        "reuse",
        &refs,
        Locality {
            reuse: true,
            ..Locality::default()
        },
    );
    // Per type: cold accesses, distance-0 and distance-1 accesses, and the fully
    // associative D-L1 (2 lines) misses.
    let t = table(&tables, AnalyzerTable::ReuseTypes);
    for name in ["Point", "Node"] {
        let mine: Vec<Option<u64>> = (all.iter().zip(&d))
            .filter(|(r, _)| object_of(r.addr).map(type_name) == Some(name))
            .map(|(_, &d)| d)
            .collect();
        let r = row(t, name);
        assert_eq!(u(col(t, r, "accesses")), mine.len() as u64);
        assert_eq!(
            u(col(t, r, "cold_accesses")),
            mine.iter().filter(|d| d.is_none()).count() as u64
        );
        for (c, want) in [("d_0_lines", 0), ("d_1_lines", 1)] {
            let n = mine.iter().filter(|&&d| d == Some(want)).count() as u64;
            assert_eq!(u(col(t, r, c)), n, "{name} {c}");
        }
        let n23 = mine.iter().filter(|&&d| matches!(d, Some(2..=3))).count() as u64;
        assert_eq!(u(col(t, r, "d_2_3_lines")), n23, "{name}");
        let fa = mine.iter().filter(|d| d.map_or(true, |d| d >= 2)).count() as u64;
        let rate = fa as f64 / mine.len() as f64;
        assert_eq!(col(t, r, "fa_l1_miss_rate"), Value::from(rate));
    }
    // Totals: every access, split into heap and not heap.
    let t = table(&tables, AnalyzerTable::Reuse);
    let r = row(t, "all accesses");
    assert_eq!(u(col(t, r, "accesses")), refs.len() as u64);
    assert_eq!(
        u(col(t, r, "cold_accesses")),
        d.iter().filter(|d| d.is_none()).count() as u64
    );
    let heap = refs.iter().filter(|r| object_of(r.addr).is_some()).count() as u64;
    assert_eq!(u(col(t, row(t, "heap objects"), "accesses")), heap);
    // Per site: Point.coords@1 holds two Points, Node.makeNode@3 the Node.
    let t = table(&tables, AnalyzerTable::ReuseSites);
    let n = |objs: &[usize]| {
        refs.iter()
            .filter(|r| object_of(r.addr).is_some_and(|i| objs.contains(&i)))
            .count() as u64
    };
    assert_eq!(u(col(t, row(t, "Point.coords@1"), "accesses")), n(&[0, 1]));
    assert_eq!(u(col(t, row(t, "Node.makeNode@3"), "accesses")), n(&[2]));
    assert_eq!(u(col(t, row(t, "Point.coords@9"), "accesses")), n(&[3]));
    // Per field: Node.val (offset 12).
    let t = table(&tables, AnalyzerTable::ReuseFields);
    let r = t
        .rows
        .iter()
        .find(|r| r[0] == "Node" && r[1] == "val")
        .expect("Node.val row");
    let val = refs.iter().filter(|r| r.addr == OBJECTS[2].0 + 12).count() as u64;
    assert_eq!(u(col(t, r, "accesses")), val);
}

/// The naive 3C of one level: (compulsory, capacity, conflict, fa_only) per type name
/// ("" for not heap).
fn naive_three_c(
    refs: &[&Ref],
    granule: u32,
    lines: u64,
    missed: impl Fn(&Ref) -> bool,
) -> HashMap<&'static str, [u64; 4]> {
    let d = naive_distances(refs, granule);
    let mut out: HashMap<&'static str, [u64; 4]> = HashMap::new();
    for (r, d) in refs.iter().zip(d) {
        let name = object_of(r.addr).map_or("", type_name);
        let fa_miss = d.map_or(true, |d| d >= lines);
        let k = match (missed(r), d) {
            (true, None) => 0,
            (true, Some(_)) if fa_miss => 1,
            (true, Some(_)) => 2,
            (false, _) if fa_miss => 3,
            (false, _) => continue,
        };
        out.entry(name).or_default()[k] += 1;
    }
    out
}

#[test]
fn three_c_matches_the_naive_model_on_both_levels() {
    let refs = stream(3000);
    let tables = run(
        "three_c",
        &refs,
        Locality {
            three_c: true,
            ..Locality::default()
        },
    );
    let all: Vec<&Ref> = refs.iter().collect();
    let l2: Vec<&Ref> = refs.iter().filter(|r| r.level != Level::L1).collect();
    let cases = [
        (
            "l1",
            naive_three_c(&all, 16, 2, |r| r.level != Level::L1),
            &all,
        ),
        (
            "l2",
            naive_three_c(&l2, 32, 4, |r| r.level == Level::Memory),
            &l2,
        ),
    ];
    let cols = [
        "compulsory_misses",
        "capacity_misses",
        "conflict_misses",
        "fa_only_misses",
    ];
    for (level, want, stream) in cases {
        let name = format!("three_c_{level}_types");
        let t = table(&tables, AnalyzerTable::from_name(&name).unwrap());
        for name in ["Point", "Node"] {
            let r = row(t, name);
            let got: Vec<u64> = cols.iter().map(|c| u(col(t, r, c))).collect();
            assert_eq!(got, want[name], "{level} {name}");
        }
        // The classes sum to the real cache's misses.
        let t = table(&tables, AnalyzerTable::ThreeC);
        let r = row(t, level);
        let misses = stream
            .iter()
            .filter(|r| match level {
                "l1" => r.level != Level::L1,
                _ => r.level == Level::Memory,
            })
            .count() as u64;
        assert_eq!(u(col(t, r, "misses")), misses, "{level}");
        assert_eq!(u(col(t, r, "accesses")), stream.len() as u64, "{level}");
        let sum: u64 = cols[..3].iter().map(|c| u(col(t, r, c))).sum();
        assert_eq!(sum, misses, "{level}");
    }
    // This stream has all three kinds in the D-L1.
    let t = table(&tables, AnalyzerTable::ThreeC);
    let r = row(t, "l1");
    for c in &cols[..3] {
        assert!(u(col(t, r, c)) > 0, "some {c}");
    }
}

#[test]
fn pcstat_counts_per_pc_and_function() {
    let refs = stream(600);
    let tables = run(
        "pcstat",
        &refs,
        Locality {
            pcstat: true,
            ..Locality::default()
        },
    );
    let t = table(&tables, AnalyzerTable::Pcstat);
    assert_eq!(t.rows.len(), 6);
    for pc in (0..6).map(|i| 0x1000_0000 + 4 * i) {
        let mine: Vec<&Ref> = refs.iter().filter(|r| r.pc == pc).collect();
        let r = row(t, &format!("{pc:#010x}"));
        assert_eq!(
            col(t, r, "function"),
            Value::Null,
            "no guest named: no symbols"
        );
        assert_eq!(u(col(t, r, "accesses")), mine.len() as u64);
        let w = mine.iter().filter(|r| r.write).count() as u64;
        assert_eq!(u(col(t, r, "writes")), w);
        let m1 = mine.iter().filter(|r| r.level != Level::L1).count() as u64;
        assert_eq!(u(col(t, r, "l1_misses")), m1);
        let m2 = mine.iter().filter(|r| r.level == Level::Memory).count() as u64;
        assert_eq!(u(col(t, r, "l2_misses")), m2);
        let heap = mine.iter().filter(|r| object_of(r.addr).is_some()).count() as u64;
        assert_eq!(u(col(t, r, "heap_accesses")), heap);
    }
    // Most D-L1 misses first.
    let misses: Vec<u64> = t.rows.iter().map(|r| u(col(t, r, "l1_misses"))).collect();
    assert!(misses.windows(2).all(|w| w[0] >= w[1]));
    let f = table(&tables, AnalyzerTable::PcstatFunctions);
    assert_eq!(u(col(f, row(f, "-"), "accesses")), refs.len() as u64);
}

#[test]
fn symbols_of_jvm_elf_match_nm() {
    let s = Symbols::open(std::path::Path::new(JVM_ELF)).unwrap();
    let Ok(out) = std::process::Command::new("powerpc-linux-gnu-nm")
        .args(["--defined-only", JVM_ELF])
        .output()
    else {
        assert!(s.lookup(0x1000_0000 + 0x1000).is_some());
        e2e::skip(
            "powerpc-linux-gnu-nm not found: checked only that jvm.elf has symbols",
            "apt-get install binutils-powerpc-linux-gnu",
        );
        return;
    };
    let text = String::from_utf8(out.stdout).unwrap();
    let mut names: HashMap<u32, Vec<String>> = HashMap::new();
    for l in text.lines() {
        let f: Vec<&str> = l.split_whitespace().collect();
        if f.len() == 3 && matches!(f[1], "T" | "t" | "W") {
            let a = u32::from_str_radix(f[0], 16).unwrap();
            names.entry(a).or_default().push(f[2].to_string());
        }
    }
    assert!(names.len() > 500, "jvm.elf has its function symbols");
    let mut checked = 0;
    for (&a, ns) in &names {
        let Some((name, off)) = s.lookup(a) else {
            continue; // a text symbol that is not a function (labels)
        };
        if off == 0 {
            assert!(ns.iter().any(|n| n == name), "{a:#x}: {name} not in {ns:?}");
            checked += 1;
        }
    }
    assert!(checked > 500, "{checked} functions checked");
    let interp = names
        .iter()
        .find(|(_, n)| n.iter().any(|n| n == "interp_run"));
    let (&a, _) = interp.expect("interp_run");
    assert_eq!(s.describe(a + 0x10), "interp_run+0x10");
}

#[test]
fn hot_fields_shares_and_lines() {
    let refs = stream(3000);
    let tables = run(
        "hot_fields",
        &refs,
        Locality {
            hot_fields: true,
            ..Locality::default()
        },
    );
    let t = table(&tables, AnalyzerTable::HotFields);
    let point = |off: u32| {
        refs.iter()
            .filter(|r| {
                object_of(r.addr)
                    .is_some_and(|i| OBJECTS[i].1 == 10 && r.addr - OBJECTS[i].0 == off)
            })
            .count() as u64
    };
    let total = point(4) + point(8) + point(12);
    for (field, off) in [("<header+4>", 4), ("x", 8), ("y", 12)] {
        let r = t
            .rows
            .iter()
            .find(|r| r[0] == "Point" && r[1] == field)
            .unwrap_or_else(|| panic!("Point.{field}"));
        assert_eq!(u(col(t, r, "offset_bytes")), u64::from(off));
        assert_eq!(u(col(t, r, "accesses")), point(off));
        let share = point(off) as f64 / total as f64;
        assert_eq!(col(t, r, "share_of_type"), Value::from(share));
        assert_eq!(u(col(t, r, "line_at_align_0")), 0, "16-byte lines");
    }
    // All three parts are needed for 90 %: bytes 4..16 of a 16-byte object take one
    // 16-byte line when it starts at a line boundary, two at any other 4-byte placement.
    let s = table(&tables, AnalyzerTable::HotFieldSpan);
    let r = row(s, "Point");
    assert_eq!(u(col(s, r, "hot_fields")), 3);
    assert_eq!(u(col(s, r, "hot_bytes")), 12);
    assert_eq!(u(col(s, r, "hot_lines_best")), 1);
    assert_eq!(u(col(s, r, "hot_lines_worst")), 2);
    assert_eq!(u(col(s, r, "object_lines_worst")), 2);
    assert_eq!(u(col(s, r, "part_accesses")), total);
}

#[test]
fn off_by_default_and_a_bad_reuse_line_is_an_error() {
    let refs = stream(50);
    let tables = run("off", &refs, Locality::default());
    assert!(!tables.iter().any(|t| {
        let n = t.name.name();
        n.starts_with("reuse")
            || n.starts_with("three_c")
            || n.starts_with("pcstat")
            || n.starts_with("hot_field")
    }));
    let d = run_dir("bad-line");
    std::fs::write(d.join("class.dump"), CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let path = d.join("trace.bz2");
    TraceWriter::create(&path, &TraceHeader::default(), Default::default())
        .unwrap()
        .finish()
        .unwrap();
    let sel = Selection {
        locality: Locality {
            reuse: true,
            reuse_line: Some(24),
            ..Locality::default()
        },
        ..Selection::default()
    };
    let e = analyze_file(&path, &sel, false).err().expect("an error");
    assert_eq!(
        e.to_string(),
        "--reuse-line: reuse distance granule 24 bytes: expected a power of two"
    );
}

/// Replays `refs` into the toy hierarchy, each address moved by `mv`: the misses of
/// every access (L1 missed, L2 missed).
fn replay(refs: &[Ref], mv: impl Fn(u32) -> u32) -> Vec<(bool, bool)> {
    let (cfg, _) = HierarchyConfig::from_args(CACHES.split_whitespace()).unwrap();
    let mut h = Hierarchy::new(&cfg).unwrap();
    refs.iter()
        .map(|r| {
            let s = h.data_access(mv(r.addr), u32::from(r.size), r.write).level;
            (s != ServedBy::L1, s == ServedBy::Memory)
        })
        .collect()
}

#[test]
fn layout_replays_before_and_after_against_a_direct_replay() {
    let refs = stream(3000);
    let dir = run_dir("layout-file");
    let file = dir.join("layout.txt");
    std::fs::write(&file, "# swap Point's fields\nPoint y x\n").unwrap();
    let tables = run(
        "layout",
        &refs,
        Locality {
            layout: Some(file),
            ..Locality::default()
        },
    );
    // Point: x@8 and y@12 trade places; nothing else moves.
    let mv = |a: u32| match object_of(a) {
        Some(i) if OBJECTS[i].1 == 10 => match a - OBJECTS[i].0 {
            8 => a + 4,
            12 => a - 4,
            _ => a,
        },
        _ => a,
    };
    let before = replay(&refs, |a| a);
    let after = replay(&refs, mv);
    let sum = |v: &[(bool, bool)], pick: &dyn Fn(usize) -> bool| {
        let l1 = (0..v.len()).filter(|&i| pick(i) && v[i].0).count() as u64;
        let l2 = (0..v.len()).filter(|&i| pick(i) && v[i].1).count() as u64;
        (l1, l2)
    };
    let check = |t: &Table, r: &[Value], pick: &dyn Fn(usize) -> bool| {
        let (b1, b2) = sum(&before, pick);
        let (a1, a2) = sum(&after, pick);
        assert_eq!(u(col(t, r, "l1_misses_before")), b1);
        assert_eq!(
            u(col(t, r, "l1_misses_traced")),
            b1,
            "same caches as the trace's"
        );
        assert_eq!(u(col(t, r, "l1_misses_after")), a1);
        assert_eq!(u(col(t, r, "l2_misses_before")), b2);
        assert_eq!(u(col(t, r, "l2_misses_after")), a2);
        assert_eq!(
            col(t, r, "l1_misses_change"),
            Value::from(a1 as i64 - b1 as i64)
        );
    };
    let t = table(&tables, AnalyzerTable::Layout);
    check(t, row(t, "all accesses"), &|_| true);
    let is_point = |i: usize| object_of(refs[i].addr).is_some_and(|o| OBJECTS[o].1 == 10);
    let t = table(&tables, AnalyzerTable::LayoutTypes);
    assert_eq!(t.rows.len(), 1, "only the types of the layout file");
    check(t, row(t, "Point"), &is_point);
    let t = table(&tables, AnalyzerTable::LayoutFields);
    for (field, off, new) in [("x", 8, 12), ("y", 12, 8)] {
        let r = t.rows.iter().find(|r| r[1] == field).unwrap();
        assert_eq!(u(col(t, r, "old_offset_bytes")), off);
        assert_eq!(u(col(t, r, "new_offset_bytes")), new);
        let of_field = |i: usize| {
            is_point(i) && {
                let o = object_of(refs[i].addr).unwrap();
                u64::from(refs[i].addr - OBJECTS[o].0) == off
            }
        };
        check(t, r, &of_field);
    }
    // The swap changes something in this stream (else the test shows nothing).
    assert_ne!(before, after);
}

#[test]
fn layout_files_with_mistakes_are_one_line_errors() {
    let d = run_dir("layout-errors");
    let classes = format!(
        "{CLASS_DUMP}prim\t1\tbyte\t1\nprim\t2\tshort\t2\n\
         class\t50\tMix\t16\t0\t3\nfield\t8\t2\ts\nfield\t10\t1\tb\nfield\t12\t5\ti\n"
    );
    std::fs::write(d.join("class.dump"), classes).unwrap();
    std::fs::write(d.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let path = d.join("trace.bz2");
    TraceWriter::create(&path, &TraceHeader::default(), Default::default())
        .unwrap()
        .finish()
        .unwrap();
    let file = d.join("layout.txt");
    for (text, want) in [
        (
            "Nope x\n",
            "line 1: unknown type `Nope` (class.dump has no such class)",
        ),
        ("Point z\n", "line 1: `Point` has no field `z`"),
        ("Point x x\n", "line 1: field `x` named twice"),
        ("int[] x\n", "line 1: `int[]` is not a class with fields"),
        ("Point x\nPoint y\n", "line 2: `Point` has a layout already"),
        (
            "# nothing\n",
            "no layout in it (lines: `Type field field ...`)",
        ),
        (
            "Mix b i s\n",
            "line 1: `Mix`: its fields in this order need bytes 8..18, the object has 8..16 \
             (sizes stay the same)",
        ),
    ] {
        std::fs::write(&file, text).unwrap();
        let sel = Selection {
            locality: Locality {
                layout: Some(file.clone()),
                ..Locality::default()
            },
            ..Selection::default()
        };
        let e = analyze_file(&path, &sel, false).err().expect("an error");
        assert_eq!(
            e.to_string(),
            format!("{}: {want}", file.display()),
            "{text}"
        );
    }
    // A fitting order of the same type is accepted: s b i -> b s i packs into 8..16.
    std::fs::write(&file, "Mix b s i\n").unwrap();
    let sel = Selection {
        locality: Locality {
            layout: Some(file.clone()),
            ..Locality::default()
        },
        ..Selection::default()
    };
    let tables = analyze_file(&path, &sel, false).unwrap().tables;
    let t = table(&tables, AnalyzerTable::LayoutFields);
    let offs: Vec<(String, u64)> = t
        .rows
        .iter()
        .map(|r| {
            (
                r[1].as_str().unwrap().to_string(),
                u(col(t, r, "new_offset_bytes")),
            )
        })
        .collect();
    let want = [("b", 8), ("s", 10), ("i", 12)].map(|(f, o)| (f.to_string(), o));
    assert_eq!(offs, want);
}

#[test]
fn cli_options_deterministic_output_and_one_line_errors() {
    let refs = stream(400);
    run("cli", &refs, Locality::default());
    let trace = run_dir_path("cli").join("trace.bz2");
    let exe = env!("CARGO_BIN_EXE_traceanalyze");
    let go = |args: &[&str]| {
        std::process::Command::new(exe)
            .args(args)
            .arg(&trace)
            .output()
            .unwrap()
    };
    let a = go(&["-q", "--locality", "--format", "json"]);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let b = go(&["-q", "--locality", "--format", "json"]);
    assert_eq!(a.stdout, b.stdout, "same command, same bytes");
    let json: Value = serde_json::from_slice(&a.stdout).unwrap();
    let names: Vec<&str> = json["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    for n in [
        "reuse_types",
        "three_c",
        "three_c_l2_sites",
        "pcstat",
        "hot_field_span",
    ] {
        assert!(names.contains(&n), "{n} in {names:?}");
    }
    assert!(!names.contains(&"layout"));
    let layout = run_dir_path("cli").join("layout.txt");
    std::fs::write(&layout, "Point q\n").unwrap();
    let e = go(&["-q", "--layout", layout.to_str().unwrap()]);
    assert_eq!(e.status.code(), Some(1));
    let err = String::from_utf8(e.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.ends_with("layout.txt: line 1: `Point` has no field `q`\n"),
        "{err}"
    );
    let e = go(&["-q", "--reuse", "--reuse-line", "48"]);
    assert_eq!(e.status.code(), Some(1));
}

/// The directory `run_dir(name)` made (without emptying it).
fn run_dir_path(name: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("analyzer-{name}"))
}
