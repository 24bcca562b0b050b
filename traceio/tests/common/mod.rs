//! Helpers shared by the integration tests.
#![allow(dead_code)] // each test file uses a different subset

use std::path::PathBuf;

use proptest::prelude::*;
use traceio::{
    Access, AccessKind, Event, Level, ReadOptions, Record, TraceHeader, TraceReader, TraceWriter,
    WriterOptions,
};

/// A fresh directory under the system temp dir, removed on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        use std::sync::atomic::{AtomicU32, Ordering};
        static N: AtomicU32 = AtomicU32::new(0);
        let p = std::env::temp_dir().join(format!(
            "traceio-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&p).expect("create temp dir");
        TempDir(p)
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn header() -> TraceHeader {
    TraceHeader {
        simulator: "traceio-tests".into(),
        guest: "synthetic".into(),
        benchmark: "unit".into(),
        cache_config: "-cache:dl1 dl1:128:32:8:l".into(),
        ..Default::default()
    }
}

/// Writes `recs` with `block` records per block; returns the file and the stream offsets
/// of each data block's end (from the index).
pub fn write(path: &std::path::Path, recs: &[Record], block: usize, threads: usize) {
    let mut w = TraceWriter::create(
        path,
        &header(),
        WriterOptions {
            block_records: block,
            threads,
            level: 9,
        },
    )
    .expect("create");
    for r in recs {
        w.push(*r).expect("push");
    }
    let s = w.finish().expect("finish");
    assert_eq!(s.records, recs.len() as u64);
}

pub fn read_all(path: &std::path::Path, threads: usize) -> Vec<Record> {
    let r = TraceReader::open_with(
        path,
        ReadOptions {
            lenient: false,
            threads,
        },
    )
    .expect("open");
    r.records().collect::<Result<_, _>>().expect("read")
}

/// A small hand-made access.
pub fn acc(time: u64, pc: u32, addr: u32, size: u8, write: bool, value: Option<u32>) -> Record {
    Record::Access(Access {
        time,
        pc,
        addr,
        size,
        kind: if write {
            AccessKind::Write
        } else {
            AccessKind::Read
        },
        level: Level::L1,
        tlb_miss: false,
        value,
    })
}

pub fn level() -> impl Strategy<Value = Level> {
    prop_oneof![Just(Level::L1), Just(Level::L2), Just(Level::Memory)]
}

/// Any access at all (every field arbitrary).
pub fn any_access() -> impl Strategy<Value = Record> {
    (
        any::<u64>(),
        any::<u32>(),
        any::<u32>(),
        any::<u8>(),
        any::<bool>(),
        level(),
        any::<bool>(),
        any::<Option<u32>>(),
    )
        .prop_map(|(time, pc, addr, size, w, level, tlb_miss, value)| {
            Record::Access(Access {
                time,
                pc,
                addr,
                size,
                kind: if w {
                    AccessKind::Write
                } else {
                    AccessKind::Read
                },
                level,
                tlb_miss,
                value,
            })
        })
}

/// Any event.
pub fn any_event() -> impl Strategy<Value = Record> {
    (any::<u64>(), any::<u8>(), any::<[u32; 4]>())
        .prop_map(|(time, id, payload)| Record::Event(Event { time, id, payload }))
}

/// Accesses drawn from few PCs, addresses and values, with small time steps: the model's
/// predictions hit and miss in every combination.
pub fn patterned(len: usize) -> impl Strategy<Value = Vec<Record>> {
    prop::collection::vec(
        (
            0u32..6,
            0u64..4,
            0u32..5,
            prop_oneof![Just(1u8), Just(2), Just(4), Just(4), Just(8)],
            any::<bool>(),
            prop_oneof![8 => Just(Level::L1), 1 => Just(Level::L2), 1 => Just(Level::Memory)],
            prop_oneof![20 => Just(false), 1 => Just(true)],
            0u32..4,
            0u8..12,
        ),
        0..len,
    )
    .prop_map(|steps| {
        let mut t = 0u64;
        let mut addrs = [0x4000_0000u32; 6];
        steps
            .into_iter()
            .map(|(pc, dt, stride, size, w, level, tlb_miss, v, ev)| {
                t += dt;
                if ev == 0 {
                    return Record::Event(Event {
                        time: t,
                        id: (pc + 1) as u8,
                        payload: [addrs[0], v, 0, pc],
                    });
                }
                addrs[pc as usize] = addrs[pc as usize].wrapping_add(4 * stride);
                Record::Access(Access {
                    time: t,
                    pc: 0x1000_0000 + 4 * pc,
                    addr: addrs[pc as usize],
                    size,
                    kind: if w {
                        AccessKind::Write
                    } else {
                        AccessKind::Read
                    },
                    level,
                    tlb_miss,
                    value: (size == 4).then_some(match v {
                        0 => 0,
                        1 => addrs[0],
                        2 => t as u32,
                        _ => 0xdead_beef,
                    }),
                })
            })
            .collect()
    })
}

/// Any flow item, its fields arbitrary or small (so that predictions hit too).
pub fn any_flow() -> impl Strategy<Value = traceio::Flow> {
    use traceio::{CacheOp, Flow};
    let op = prop_oneof![
        Just(CacheOp::Dcbz),
        Just(CacheOp::Dcbf),
        Just(CacheOp::Dcbst),
        Just(CacheOp::Icbi)
    ];
    let time = prop_oneof![3 => 0u64..64, 1 => any::<u64>()];
    let pc = prop_oneof![3 => (0u32..16).prop_map(|i| 0x1000 + 4 * i), 1 => any::<u32>()];
    prop_oneof![
        4 => (time.clone(), pc.clone()).prop_map(|(time, pc)| Flow::Jump { time, pc }),
        1 => (time.clone(), pc, any::<u32>(), op)
            .prop_map(|(time, pc, addr, op)| Flow::Op { time, pc, addr, op }),
        1 => time.prop_map(|time| Flow::End { time }),
    ]
}

/// A stream of records and flow items in any order.
pub fn any_items(len: usize) -> impl Strategy<Value = Vec<traceio::Item>> {
    use traceio::Item;
    prop_oneof![
        prop::collection::vec(
            prop_oneof![
                3 => any_access().prop_map(Item::Record),
                1 => any_event().prop_map(Item::Record),
                3 => any_flow().prop_map(Item::Flow),
            ],
            0..len,
        ),
        (patterned(len), any::<u64>())
            .prop_map(|(recs, seed)| traceio::flow::synthetic_stream(&recs, seed)),
    ]
}

/// Writes a stream of records and flow items.
pub fn write_items(path: &std::path::Path, items: &[traceio::Item], block: usize, threads: usize) {
    let mut w = TraceWriter::create(
        path,
        &header(),
        WriterOptions {
            block_records: block,
            threads,
            level: 9,
        },
    )
    .expect("create");
    for it in items {
        match it {
            traceio::Item::Record(r) => w.push(*r).expect("push"),
            traceio::Item::Flow(f) => w.push_flow(*f),
        }
    }
    w.finish().expect("finish");
}

/// Reads a stream of records and flow items back, block by block.
pub fn read_items(path: &std::path::Path, threads: usize) -> Vec<traceio::Item> {
    let r = TraceReader::open_with(
        path,
        ReadOptions {
            lenient: false,
            threads,
        },
    )
    .expect("open");
    let mut it = r.records();
    let mut out = Vec::new();
    while let Some(b) = it.next_block_flow() {
        let (recs, flow) = b.expect("read");
        traceio::flow::interleave(recs, flow, &mut out);
    }
    out
}
