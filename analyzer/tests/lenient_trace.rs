//! Damaged traces (issue 17): a trace the writer did not finish (kill -9, a full disk, a
//! file-size limit) and blocks out of order or duplicated are errors; `--lenient`
//! analyses up to the damage and says what was dropped.

mod common;

use std::process::Command;

use common::*;
use traceio::event_id::*;
use traceio::{Level, TraceHeader, TraceReader, TraceWriter, WriterOptions};

fn run(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
    )
}

/// A run directory whose trace has 4 blocks of 1000 records; returns the trace path and
/// the byte spans of the header stream and of each block.
fn four_blocks(name: &str) -> (std::path::PathBuf, Vec<std::ops::Range<usize>>) {
    let p = write_run(name, &[], FEATURE_DUMP);
    let a = 0x4000_0000u32;
    let mut w = TraceWriter::create(
        &p,
        &TraceHeader::default(),
        WriterOptions {
            block_records: 1000,
            ..WriterOptions::default()
        },
    )
    .unwrap();
    w.push(ev(1, NEW_SCALAR, [a, 10, 16, 0])).unwrap();
    for t in 0..3999u64 {
        w.push(rd(2 + t, a + 8, Level::L1, Some(7))).unwrap();
    }
    w.finish().unwrap();
    let r = TraceReader::open(&p).unwrap();
    assert_eq!(r.block_count(), 4);
    let mut spans = Vec::new();
    spans.push(0..r.index_entry(0).unwrap().offset as usize);
    for i in 0..4 {
        let e = r.index_entry(i).unwrap();
        spans.push(e.offset as usize..(e.offset + e.len) as usize);
    }
    (p, spans)
}

fn records_analysed(json: &str) -> u64 {
    // The GC timeline's total row (a summary row) ends at the last record's time.
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let t = v["tables"].as_array().unwrap();
    let gc = t.iter().find(|t| t["name"] == "gc_timeline").unwrap();
    let total = gc["summary"].as_array().unwrap().last().unwrap().clone();
    total.as_array().unwrap()[4].as_u64().unwrap()
}

#[test]
fn r17_unfinished_trace_is_an_error_and_lenient_says_what_was_dropped() {
    let (p, spans) = four_blocks("lenient-unfinished");
    let bytes = std::fs::read(&p).unwrap();
    // Killed while writing block 3: no index, block 3 cut in the middle.
    let cut = spans[4].start + (spans[4].end - spans[4].start) / 2;
    std::fs::write(&p, &bytes[..cut]).unwrap();
    let (code, _, err) = run(&[p.to_str().unwrap(), "-q"]);
    assert_ne!(code, 0);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("truncated") && err.contains("--lenient"),
        "{err}"
    );
    // Complete blocks without an index (all of the order test's files) are unfinished too.
    let (code, out, err) = run(&[p.to_str().unwrap(), "-q", "--lenient", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("warning") && err.contains("truncated"),
        "{err}"
    );
    assert!(
        err.contains(&format!("{} bytes", cut - spans[4].start)),
        "{err}"
    );
    // Blocks 0-2 (records at times 1..=3000) were analysed.
    assert_eq!(records_analysed(&out), 3000);
}

#[test]
fn r17_blocks_out_of_order_or_duplicated_are_errors() {
    let (p, spans) = four_blocks("lenient-order");
    let bytes = std::fs::read(&p).unwrap();
    let splice = |order: &[usize]| {
        let mut v = bytes[spans[0].clone()].to_vec();
        for &b in order {
            v.extend_from_slice(&bytes[spans[b + 1].clone()]);
        }
        v
    };
    for (what, order) in [
        ("swapped", vec![0, 2, 1, 3]),
        ("duplicated", vec![0, 1, 1, 2, 3]),
    ] {
        std::fs::write(&p, splice(&order)).unwrap();
        // Spliced without an index: strict reading already refuses the unfinished file.
        let (code, _, err) = run(&[p.to_str().unwrap(), "-q"]);
        assert_ne!(code, 0, "{what}");
        assert_eq!(err.lines().count(), 1, "{what}: {err}");
        let (code, out, err) = run(&[p.to_str().unwrap(), "-q", "--lenient", "--format", "json"]);
        assert_eq!(code, 0, "{what}: {err}");
        assert!(
            err.contains("out of order or duplicated") && err.contains("dropped"),
            "{what}: {err}"
        );
        // Only the blocks before the one that goes back: 0 and the first of the pair.
        assert_eq!(
            records_analysed(&out),
            if what == "swapped" { 3000 } else { 2000 }
        );
    }
}
