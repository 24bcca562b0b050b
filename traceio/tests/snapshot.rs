//! A tiny trace decoded to text (insta snapshot; `cargo insta review` after a change).

mod common;

use std::fmt::Write;

use common::*;
use traceio::{event_id, Access, AccessKind, Event, Level, Record, TraceReader};

fn tiny() -> Vec<Record> {
    let mut v = vec![
        acc(100, 0x1000_0100, 0x2000_0000, 1, false, None),
        acc(102, 0x1000_0108, 0x1000_8004, 4, false, Some(0x1000_1000)),
        Record::Event(Event {
            time: 105,
            id: event_id::NEW_SCALAR,
            payload: [0x4000_0000, 101, 24, 0],
        }),
        acc(106, 0x1000_1000, 0x4000_0000, 4, true, Some(0)),
        acc(107, 0x1000_1004, 0x4000_0004, 4, true, Some(0x2800_1940)),
        Record::Access(Access {
            time: 109,
            pc: 0x1000_1020,
            addr: 0x4000_0008,
            size: 8,
            kind: AccessKind::Write,
            level: Level::Memory,
            tlb_miss: true,
            value: None,
        }),
        Record::Event(Event {
            time: 120,
            id: event_id::GC_START,
            payload: [0, 0, 1, 1],
        }),
        Record::Event(Event {
            time: 200,
            id: 77,
            payload: [1, 2, 3, 4],
        }),
    ];
    for k in 0..3u32 {
        let mut a = acc(
            201 + u64::from(k),
            0x1000_2000,
            0x5000_0000 + 4 * k,
            2,
            false,
            None,
        );
        if let Record::Access(x) = &mut a {
            x.level = Level::L2;
        }
        v.push(a);
    }
    v
}

#[test]
fn tiny_trace_as_text() {
    let dir = TempDir::new("snap");
    let path = dir.join("tiny.bz2");
    let recs = tiny();
    write(&path, &recs, 4, 1);
    let r = TraceReader::open(&path).unwrap();
    let got: Vec<Record> = r.records().collect::<Result<_, _>>().unwrap();
    assert_eq!(got, recs);
    let mut text = String::new();
    let h = r.header();
    writeln!(
        text,
        "guest={} benchmark={} cache={}",
        h.guest, h.benchmark, h.cache_config
    )
    .unwrap();
    for b in 0..r.block_count() {
        let e = r.index_entry(b).unwrap();
        writeln!(
            text,
            "block {b}: records {}..{} time {}..{}",
            e.first_record,
            e.first_record + u64::from(e.count),
            e.first_time,
            e.last_time
        )
        .unwrap();
        for rec in r.read_block(b).unwrap() {
            writeln!(text, "  {rec}").unwrap();
        }
    }
    insta::assert_snapshot!(text);
}
