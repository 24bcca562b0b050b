//! Real data from the guest VM (tests/data/jess-s0-256k, see its README): its class.dump
//! and feature.dump, and the event logs of jess -s0 under the four collectors. The oracle
//! is the VM's own `-X:stats` line: objects and bytes allocated, collections by kind,
//! objects and bytes copied and freed must agree exactly with the analyzer's replay.

mod common;

use analyzer::AnalyzerTable;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use analyzer::tool::Table;
use analyzer::types::{Part, Types};
use analyzer::{analyze_eventlog, Selection};
use serde_json::Value;
use traceio::dump::{ClassDump, FeatureDump};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/jess-s0-256k")
}

/// A run directory for one plan: class.dump, feature.dump and the (compressed) log.
fn run(plan: &str) -> (PathBuf, HashMap<String, String>) {
    let d = common::run_dir(&format!("real-{plan}"));
    let src = data();
    std::fs::copy(src.join("class-dump.txt"), d.join("class.dump")).unwrap();
    std::fs::copy(
        src.join(plan).join("feature-dump.txt"),
        d.join("feature.dump"),
    )
    .unwrap();
    std::fs::copy(src.join(plan).join("ev.log.bz2"), d.join("ev.log.bz2")).unwrap();
    let stats = std::fs::read_to_string(src.join(plan).join("stats.txt")).unwrap();
    let kv = stats
        .trim()
        .strip_prefix("jvm: stats: ")
        .unwrap()
        .split(' ')
        .map(|f| {
            let (k, v) = f.split_once('=').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect();
    (d.join("ev.log.bz2"), kv)
}

/// The fixtures come from the committed VM: `jvm-elf.sha256` (written by the fixtures'
/// `regen.sh`) names its hash, and a VM rebuilt since makes them stale.
#[test]
fn fixtures_come_from_the_committed_vm() {
    let recorded = std::fs::read_to_string(data().join("jvm-elf.sha256")).unwrap();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = std::process::Command::new("sha256sum")
        .arg("guests/jvm/jvm.elf")
        .current_dir(&repo)
        .output()
        .expect("sha256sum (coreutils)");
    assert!(out.status.success(), "sha256sum failed");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        recorded,
        "guests/jvm/jvm.elf changed since the fixtures were made: \
         run analyzer/tests/data/jess-s0-256k/regen.sh"
    );
}

fn table(tables: &[Table], name: AnalyzerTable) -> &Table {
    tables.iter().find(|t| t.name == name).unwrap()
}

fn col(t: &Table, r: &[Value], name: &str) -> u64 {
    let i = t.columns.iter().position(|c| c == name).unwrap();
    r[i].as_u64().unwrap_or(0)
}

fn sum(t: &Table, name: &str) -> u64 {
    t.rows.iter().map(|r| col(t, r, name)).sum()
}

fn check_plan(plan: &str) {
    let (log, stats) = run(plan);
    let n = |k: &str| -> u64 { stats[k].parse().unwrap() };
    let out = analyze_eventlog(&log, &Selection::default()).unwrap();
    let t = &out.tables;

    let al = table(t, AnalyzerTable::Allocation);
    let total = al.summary.iter().find(|r| r[0] == "total").unwrap();
    assert_eq!(total[2], n("alloc_objects"), "{plan}: objects allocated");
    assert_eq!(total[3], n("alloc_bytes"), "{plan}: bytes allocated");

    let k = table(t, AnalyzerTable::SurvivalByKind);
    for (kind, key) in [
        ("full", "full"),
        ("minor", "minor"),
        ("major", "major"),
        ("window", "window"),
    ] {
        let got = k
            .rows
            .iter()
            .find(|r| r[0] == kind)
            .map_or(0, |r| r[1].as_u64().unwrap());
        assert_eq!(got, n(key), "{plan}: {kind} collections");
    }
    let tl = table(t, AnalyzerTable::GcTimeline);
    assert_eq!(tl.rows.len() as u64, n("collections"), "{plan}");

    let dc = table(t, AnalyzerTable::DeadCopied);
    let tot = dc.summary.last().unwrap();
    assert_eq!(
        col(dc, tot, "copied"),
        n("copied_objects"),
        "{plan}: copies"
    );
    assert_eq!(col(dc, tot, "copied bytes"), n("copied_bytes"), "{plan}");
    assert_eq!(col(dc, tot, "freed"), n("freed_objects"), "{plan}: frees");
    let dm = table(t, AnalyzerTable::Demographics);
    if n("freed_objects") > 0 {
        // A non-moving plan: every death is a FREE, with the VM's byte count.
        assert_eq!(sum(dm, "freed"), n("freed_objects"));
        assert_eq!(col(dc, tot, "dead bytes"), n("freed_bytes"), "{plan}");
        assert_eq!(sum(dm, "died by gc"), 0, "{plan}");
    } else {
        // A copying plan: the bytes still in the heap at the end are the VM's heap_used.
        let comp = table(t, AnalyzerTable::HeapComposition);
        let end = comp.rows.iter().find(|r| r[0] == "end").unwrap();
        assert_eq!(
            col(comp, end, "live bytes"),
            n("heap_used"),
            "{plan}: bytes in the heap at the end"
        );
    }
    // Every object accounted for once; no inconsistency in the stream.
    assert_eq!(
        sum(dm, "died by gc") + sum(dm, "freed") + sum(dm, "alive at end"),
        sum(dm, "allocated") + sum(dm, "boot"),
        "{plan}"
    );
    let an = table(t, AnalyzerTable::Anomalies);
    assert!(
        an.rows[0].iter().all(|v| v == 0),
        "{plan}: anomalies {:?}",
        an.rows[0]
    );
    // The VM marks each collection with a MARKER string.
    let m = table(t, AnalyzerTable::Markers);
    assert!(m.rows.len() as u64 >= n("collections"), "{plan}");
    assert!(m
        .rows
        .iter()
        .all(|r| r[5].as_str().is_some_and(|s| !s.is_empty() && s.is_ascii())));
}

#[test]
fn semispace_agrees_with_the_vm() {
    check_plan("semispace");
}

#[test]
fn appel_agrees_with_the_vm() {
    check_plan("appel");
}

#[test]
fn marksweep_agrees_with_the_vm() {
    check_plan("marksweep");
}

#[test]
fn olderfirst_agrees_with_the_vm() {
    check_plan("olderfirst");
}

#[test]
fn immix_agrees_with_the_vm() {
    check_plan("immix");
}

/// The object model and field layouts as the guest VM writes them (guests/jvm/base.h:
/// 8-byte header of status word and TIB pointer, array length at 8, elements from 12).
#[test]
fn real_class_dump_attributes_fields() {
    let d = data();
    let cd = ClassDump::open(d.join("class-dump.txt")).unwrap();
    let ty = Types::new(&cd);
    let m = ty.model;
    assert_eq!(
        (m.header, m.status, m.tib, m.array_length, m.array_data),
        (8, 0, 4, 8, 12)
    );
    let name = |t: &str, off: u32| {
        let id = ty.id_of(t).unwrap();
        ty.part_name(id, ty.part(id, t.ends_with(']'), off))
    };
    // java.lang.String: value@8 (char[]), offset@12, count@16, hash@20; 24 bytes.
    for (off, f) in [
        (0, "<header+0>"),
        (4, "<header+4>"),
        (8, "value"),
        (12, "offset"),
        (16, "count"),
        (20, "hash"),
        (23, "hash"),
    ] {
        assert_eq!(name("java.lang.String", off), f, "String+{off}");
    }
    // java.lang.Long: one 8-byte long at 8..16.
    assert_eq!(name("java.lang.Long", 8), "value");
    assert_eq!(name("java.lang.Long", 12), "value");
    // char[]: 2-byte elements from 12; int[]: 4-byte.
    assert_eq!(name("char[]", 8), "<length>");
    assert_eq!(name("char[]", 12), "[0]");
    assert_eq!(name("char[]", 15), "[1]");
    assert_eq!(name("int[]", 12 + 4 * 7), "[7]");
    let s = ty.id_of("java.lang.String").unwrap();
    assert_eq!(ty.resolve_field(s, "count"), Some(Part::Field(2)));
    // Allocation sites name methods from the `method` records.
    let st = cd
        .methods
        .iter()
        .find(|x| x.class_type_id == s && x.name == "toString")
        .unwrap();
    assert_eq!(
        ty.site_name((st.method_id, 4)),
        "java.lang.String.toString@4"
    );
}

/// feature.dump's boot objects fit their class.dump types: scalars are exactly their
/// instance size; arrays are 12 bytes plus their elements, rounded up to 4.
#[test]
fn real_feature_dump_matches_the_class_dump() {
    let d = data();
    let cd = ClassDump::open(d.join("class-dump.txt")).unwrap();
    for plan in ["semispace", "marksweep"] {
        let fd = FeatureDump::open(d.join(plan).join("feature-dump.txt")).unwrap();
        assert_eq!(fd.objects.len(), 16);
        for o in &fd.objects {
            let want = match o.length {
                None => {
                    cd.classes
                        .iter()
                        .find(|c| c.type_id == o.type_id)
                        .unwrap()
                        .instance_size
                }
                Some(n) => {
                    let a = cd.arrays.iter().find(|a| a.type_id == o.type_id).unwrap();
                    (cd.model.array_data + n * a.element_size).div_ceil(4) * 4
                }
            };
            assert_eq!(o.size, want, "{plan}: {o:?}");
        }
    }
}
