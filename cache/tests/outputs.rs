//! `cachesim --out DIR TRACE`'s files on a small hand-made trace with two collections (a
//! minor one and a full one, the second still running at the end): configs.csv (parsed
//! configuration, full-precision rates) and pauses.csv as snapshots, and every
//! configuration's pauses against its own phase split (`sim_cycle.gc`, `sim_cycle.gc_minor`
//! in its stats file).

use std::path::{Path, PathBuf};
use std::process::Command;

use traceio::protocol::{Decoded, GcKind};
use traceio::{Access, AccessKind, Flow, Level, Record, TraceHeader, TraceWriter};

fn access(time: u64, addr: u32, kind: AccessKind) -> Record {
    Record::Access(Access {
        time,
        pc: 0x1000 + 4 * time as u32,
        addr,
        size: 4,
        kind,
        level: Level::Memory,
        tlb_miss: false,
        value: Some(0),
    })
}

/// 40 instructions at 0x1000.. with a load each: 0x20000 + 64 * i (every one a new dl1 and
/// ul2 line), a store every fourth; a minor collection from instruction 10 to 20 and a
/// full one from 30 on, still running at the end.
fn write_trace(dir: &Path) -> PathBuf {
    let path = dir.join("trace.bz2");
    let header = TraceHeader {
        cache_config: cache::HierarchyConfig::default().to_string(),
        ..TraceHeader::default()
    };
    let mut w = TraceWriter::create(&path, &header, Default::default()).unwrap();
    w.push_flow(Flow::Jump {
        time: 0,
        pc: 0x1000,
    });
    for t in 0..40u64 {
        let ev = match t {
            10 => Some(Decoded::GcStart {
                number: 1,
                kind: GcKind::Minor,
            }),
            20 => Some(Decoded::GcEnd { number: 1 }),
            30 => Some(Decoded::GcStart {
                number: 2,
                kind: GcKind::Full,
            }),
            _ => None,
        };
        match ev {
            // The committing instruction: a featured store, no record of its own.
            Some(e) => w.push(Record::Event(e.encode(t))).unwrap(),
            None => {
                w.push(access(t, 0x20000 + 64 * t as u32, AccessKind::Read))
                    .unwrap();
                if t % 4 == 0 {
                    w.push(access(t, 0x40000 + 4 * t as u32, AccessKind::Write))
                        .unwrap();
                }
            }
        }
    }
    w.push_flow(Flow::End { time: 40 });
    w.finish().unwrap();
    path
}

fn stat(text: &str, name: &str) -> u64 {
    text.lines()
        .find(|l| l.split_whitespace().next() == Some(name))
        .unwrap_or_else(|| panic!("no {name}"))
        .split_whitespace()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn configs_csv_parses_the_configuration_and_pauses_csv_lists_the_collections() {
    let dir = std::env::temp_dir().join(format!("cachesim-outputs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let trace = write_trace(&dir);
    let out = dir.join("out");
    let o = Command::new(env!("CARGO_BIN_EXE_cachesim"))
        .args(["--out", out.to_str().unwrap(), "--threads", "1"])
        .args([
            "--config",
            "-cache:dl1 dl1:64:32:2:f -cache:il1 il1:128:32:8:r",
        ])
        .args(["--config", "-mem:lat 100:4 -cache:dl2lat 9 -tlb:dtlb none"])
        .arg(&trace)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let configs = std::fs::read_to_string(out.join("configs.csv")).unwrap();
    let pauses = std::fs::read_to_string(out.join("pauses.csv")).unwrap();
    insta::assert_snapshot!("configs_csv", configs);
    insta::assert_snapshot!("pauses_csv", pauses);

    // Every configuration: its pauses add up to its collector's cycles.
    let rows: Vec<Vec<&str>> = pauses
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    assert_eq!(rows.len(), 4, "two collections, two configurations");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("configs.json")).unwrap()).unwrap();
    for c in json.as_array().unwrap() {
        let id = c["id"].as_str().unwrap();
        let text = std::fs::read_to_string(out.join(format!("stats-{id}.txt"))).unwrap();
        let total = stat(&text, "sim_cycle");
        let mine: Vec<&Vec<&str>> = rows.iter().filter(|r| r[0] == id).collect();
        assert_eq!(mine.len(), 2);
        // The full collection runs to the end: no end, and its cycles are the rest.
        assert_eq!(mine[1][4], "");
        let full = total - mine[1][6].parse::<u64>().unwrap();
        let minor: u64 = mine[0][8].parse().unwrap();
        assert_eq!(minor + full, stat(&text, "sim_cycle.gc"), "{id}");
        assert_eq!(minor, stat(&text, "sim_cycle.gc_minor"), "{id}");
        assert_eq!(c["pauses"].as_array().unwrap().len(), 2);
    }
    // The minor collection: GC_START at instruction 10 and GC_END at 20, each read after
    // its instruction's fetch (docs/statistics.md), in every configuration.
    for r in rows.iter().filter(|r| r[1] == "1") {
        assert_eq!((r[2], r[3], r[4], r[5]), ("minor", "11", "21", "10"));
    }
}
