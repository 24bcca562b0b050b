//! Consistency properties on random synthetic traces (traceio's generator): attribution
//! agrees with a naive linear-scan oracle (the first object an access touches, and the
//! (object, part) pieces it touches, byte by byte), attributed + unattributed = all
//! accesses, per-type sums equal the parts total, every copied object was live, every
//! allocated object is accounted for exactly once (dead or alive at the end).

use analyzer::tool::Table;
use analyzer::AnalyzerTable;
use analyzer::{Analyzer, Selection};
use proptest::prelude::*;
use serde_json::Value;
use traceio::dump::{ClassDump, FeatureDump};
use traceio::synth::Synth;
use traceio::{event_id, Access, AccessKind, Event, Level, Record};

/// Types the generator uses: arrays 40..=43, classes 100..=129 (4 int fields each).
fn synth_classes() -> ClassDump {
    let mut s = String::from(
        "# class.dump 1\nmodel\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4\nprim\t5\tint\t4\n",
    );
    for t in 40..=43 {
        s += &format!("array\t{t}\tA{t}[]\t5\t4\n");
    }
    for t in 100..=129 {
        s += &format!("class\t{t}\tC{t}\t24\t0\t4\n");
        for k in 0..4 {
            s += &format!("field\t{}\t5\tf{k}\n", 8 + 4 * k);
        }
    }
    ClassDump::parse(&s, std::path::Path::new("class.dump")).unwrap()
}

fn table(tables: &[Table], name: AnalyzerTable) -> &Table {
    tables.iter().find(|t| t.name == name).unwrap()
}

fn u(v: &Value) -> u64 {
    v.as_u64().unwrap()
}

/// The row of `t` whose first cell is `first`, a data row or a summary row.
fn row<'a>(t: &'a Table, first: &str) -> &'a [Value] {
    t.rows
        .iter()
        .chain(&t.summary)
        .find(|r| r[0] == first)
        .unwrap()
}

fn dead_before_first_gc(dc: &Table) -> u64 {
    dc.rows
        .iter()
        .find(|r| r[0] == "before the first gc")
        .map_or(0, |r| u(&r[2]))
}

fn sum_col(t: &Table, col: usize) -> u64 {
    t.rows.iter().map(|r| u(&r[col])).sum()
}

/// Records from random operations: allocations (bump pointer in the current of two
/// spaces), accesses in and around live objects, stack accesses holding references,
/// collections copying a random subset and unmapping the old space, FREEs.
fn ops_trace(ops: &[(u8, u32, u32)]) -> Vec<Record> {
    const SPACE: [u32; 2] = [0x4000_0000, 0x5000_0000];
    let mut out = Vec::new();
    let mut live: Vec<(u32, u32, bool)> = Vec::new(); // addr, size, array
    let (mut cur, mut bump, mut time, mut gc) = (0usize, SPACE[0], 1u64, 0u32);
    let ev = |time: u64, id: u8, payload: [u32; 4]| Record::Event(Event { time, id, payload });
    for &(k, a, b) in ops {
        time += 1 + u64::from(a % 7);
        match k % 5 {
            0 => {
                let array = b % 3 == 0;
                let size = if array {
                    12 + 4 * (a % 6)
                } else {
                    8 + 4 * (a % 6)
                };
                let (id, ty, len) = if array {
                    (event_id::NEW_ARRAY, 40 + b % 4, (size - 12) / 4)
                } else {
                    (event_id::NEW_SCALAR, 100 + b % 30, 0)
                };
                out.push(ev(time, id, [bump, ty, size, len]));
                live.push((bump, size, array));
                bump += size;
            }
            1 | 2 => {
                let (addr, value) = if live.is_empty() || k % 5 == 2 {
                    let v = live.get(b as usize % live.len().max(1)).map_or(b, |o| o.0);
                    (0x7ffb_0000 + 4 * (a % 1024), v)
                } else {
                    let o = live[a as usize % live.len()];
                    (o.0 + 4 * (b % (o.1 / 4 + 2)), b)
                };
                out.push(Record::Access(Access {
                    time,
                    pc: 0x1000_0000,
                    addr,
                    size: 4,
                    kind: if b & 1 == 0 {
                        AccessKind::Read
                    } else {
                        AccessKind::Write
                    },
                    level: [Level::L1, Level::L2, Level::Memory][(a % 3) as usize],
                    tlb_miss: a % 11 == 0,
                    value: Some(value),
                }));
            }
            3 => {
                gc += 1;
                out.push(ev(time, event_id::GC_START, [0, 0, gc, 1]));
                let to = 1 - cur;
                let mut nb = SPACE[to];
                let mut kept = Vec::new();
                for (i, o) in live.iter().enumerate() {
                    if (a.rotate_left(i as u32) ^ b) & 1 == 1 {
                        let id = if o.2 {
                            event_id::COPY_ARRAY
                        } else {
                            event_id::COPY_SCALAR
                        };
                        out.push(ev(time, id, [o.0, nb, 0, 0]));
                        kept.push((nb, o.1, o.2));
                        nb += o.1;
                    }
                }
                out.push(ev(time + 1, event_id::GC_END, [0, 0, gc, 0]));
                out.push(ev(
                    time + 2,
                    event_id::MEM_UNMAP,
                    [SPACE[cur], 0x100_0000, 0, 0],
                ));
                time += 2;
                live = kept;
                cur = to;
                bump = nb;
            }
            _ => {
                if !live.is_empty() {
                    let o = live.remove(b as usize % live.len());
                    out.push(ev(time, event_id::FREE, [o.0, o.1, 0, 0]));
                }
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn replay_of_random_operations_is_consistent(
        ops in proptest::collection::vec((0u8..5, any::<u32>(), any::<u32>()), 1..400)
    ) {
        check(&ops_trace(&ops))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn replay_of_synthetic_streams_is_consistent(seed in any::<u64>(), n in 2_000usize..200_000) {
        check(&Synth::generate(n, seed))?;
    }
}

fn check(recs: &[Record]) -> Result<(), TestCaseError> {
    {
        let classes = synth_classes();
        let mut an =
            Analyzer::new(&classes, &FeatureDump::default(), &Selection::default()).unwrap();
        // Oracle: (start, size, id) of live objects in a sorted vector.
        let mut live: Vec<(u32, u32, u64)> = Vec::new();
        let mut next_id = 1u64;
        let (mut accesses, mut copies, mut heap_accesses, mut pieces) = (0u64, 0u64, 0u64, 0u64);
        let types = analyzer::types::Types::new(&classes);
        let mut kinds: std::collections::HashMap<u64, (u32, bool)> = Default::default();
        for r in recs {
            match r {
                Record::Access(a) => {
                    accesses += 1;
                    // The first object with a byte in [addr, addr + size).
                    let (start, end) = (
                        u64::from(a.addr),
                        u64::from(a.addr) + u64::from(a.size.max(1)),
                    );
                    let want = live
                        .iter()
                        .find(|&&(s, z, _)| {
                            u64::from(s) + u64::from(z) > start && u64::from(s) < end
                        })
                        .map(|o| o.2);
                    heap_accesses += u64::from(want.is_some());
                    // Pieces: runs of bytes in the same (object, part), part by byte.
                    let mut prev = None;
                    for byte in start..end.min(1 << 32) {
                        let key = live
                            .iter()
                            .find(|&&(s, z, _)| {
                                byte >= u64::from(s) && byte < u64::from(s) + u64::from(z)
                            })
                            .map(|&(s, _, id)| {
                                let (ty, array) = kinds[&id];
                                (id, types.part(ty, array, (byte - u64::from(s)) as u32))
                            });
                        if key.is_some() && key != prev {
                            pieces += 1;
                        }
                        prev = key;
                    }
                    let got = an.attribute(a).target.map(|t| t.obj_id);
                    prop_assert_eq!(got, want, "access {}", r);
                }
                Record::Event(e) => match e.id {
                    event_id::NEW_SCALAR | event_id::NEW_ARRAY => {
                        let i = live.partition_point(|o| o.0 < e.payload[0]);
                        live.insert(i, (e.payload[0], e.payload[2], next_id));
                        kinds.insert(next_id, (e.payload[1], e.id == event_id::NEW_ARRAY));
                        next_id += 1;
                    }
                    event_id::COPY_SCALAR | event_id::COPY_ARRAY => {
                        copies += 1;
                        // Every copied object was live.
                        prop_assert!(
                            an.heap().at(e.payload[0]).is_some(),
                            "copy of a dead object: {}",
                            r
                        );
                        let i = live.iter().position(|o| o.0 == e.payload[0]).unwrap();
                        let mut o = live.remove(i);
                        o.0 = e.payload[1];
                        let j = live.partition_point(|p| p.0 < o.0);
                        live.insert(j, o);
                    }
                    event_id::FREE => {
                        let i = live.iter().position(|o| o.0 == e.payload[0]).unwrap();
                        live.remove(i);
                    }
                    event_id::MEM_UNMAP => {
                        let end = u64::from(e.payload[0]) + u64::from(e.payload[1]);
                        live.retain(|o| !(o.0 >= e.payload[0] && u64::from(o.0) < end));
                    }
                    _ => {}
                },
            }
            an.process(r);
        }
        prop_assert_eq!(an.heap().live(), live.len());
        let allocated = an.heap().objects_allocated;
        let tables = an.finish().unwrap();

        // attributed + unattributed = all (accesses, reads, writes).
        let at = table(&tables, AnalyzerTable::Attribution);
        let (all, heap, not_heap, parts) = (
            row(at, "all"),
            row(at, "heap objects"),
            row(at, "not heap"),
            row(at, "parts of heap objects"),
        );
        for c in 1..=3 {
            prop_assert_eq!(u(&all[c]), u(&heap[c]) + u(&not_heap[c]));
        }
        prop_assert_eq!(u(&all[1]), accesses);
        prop_assert_eq!(u(&heap[1]), heap_accesses);
        prop_assert_eq!(u(&parts[1]), pieces);
        // Per-type and per-field sums equal the parts total (an access spanning parts or
        // objects counts in each), which is at least the heap total.
        let ty = table(&tables, AnalyzerTable::Types);
        for c in [1, 2, 3, 7, 8] {
            prop_assert_eq!(sum_col(ty, c), u(&parts[c]));
            prop_assert!(u(&parts[c]) >= u(&heap[c]));
        }
        // Every object allocated is dead or alive at the end, once; copies add up.
        let d = table(&tables, AnalyzerTable::Demographics);
        prop_assert_eq!(sum_col(d, 1), allocated);
        prop_assert_eq!(
            sum_col(d, 4) + sum_col(d, 5) + sum_col(d, 6) + sum_col(d, 7),
            allocated
        );
        prop_assert_eq!(sum_col(d, 7), live.len() as u64);
        prop_assert_eq!(sum_col(d, 8), copies);
        // Per-GC copies add up to all copies; allocation total matches.
        let dc = table(&tables, AnalyzerTable::DeadCopied);
        prop_assert_eq!(u(&row(dc, "total")[4]), copies);
        let al = table(&tables, AnalyzerTable::Allocation);
        prop_assert_eq!(u(&row(al, "total")[2]), allocated);
        let an_ = table(&tables, AnalyzerTable::Anomalies);
        // No inconsistency: copies come from space their collection unmaps, FREEs name
        // live objects with their sizes.
        for c in 0..an_.columns.len() {
            prop_assert_eq!(sum_col(an_, c), 0, "{}", an_.columns[c]);
        }
        // Survival per kind adds up to the per-collection totals.
        let k = table(&tables, AnalyzerTable::SurvivalByKind);
        let tot = row(dc, "total");
        prop_assert_eq!(sum_col(k, 2), u(&tot[2]) - dead_before_first_gc(dc));
        prop_assert_eq!(sum_col(k, 4), copies);
    }
    Ok(())
}
