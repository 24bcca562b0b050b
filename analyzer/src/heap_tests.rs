//! Tests of the live-object map (`heap.rs`): the word table's lookups against a linear
//! scan through allocations, moves and frees; anomaly names and order.

use super::*;
use proptest::prelude::*;

fn new_obj(addr: u32, size: u32) -> NewObj {
    NewObj {
        addr,
        type_id: 1,
        size,
        length: None,
        time: 1,
        site: None,
        boot: false,
    }
}

/// The per-kind arrays are indexed by [`kind_index`] and labelled by [`KIND_NAMES`].
#[test]
fn kind_names_are_the_protocols() {
    for (i, k) in GcKind::KNOWN.into_iter().enumerate() {
        assert_eq!(kind_index(k), i);
        assert_eq!(Some(KIND_NAMES[i]), k.name());
    }
    assert_eq!(kind_index(GcKind::Other(4)), KINDS - 1);
    assert_eq!(kind_index(GcKind::from_code(u32::MAX)), KINDS - 1);
}

/// The `anomalies` analysis counts a kind at index `kind as usize` of [`Anomaly::ALL`].
#[test]
fn anomaly_order_is_the_declaration_order() {
    for (i, k) in Anomaly::ALL.iter().enumerate() {
        assert_eq!(*k as usize, i, "{k:?}");
    }
}

proptest! {
    /// The word table against a linear scan, with objects at any byte address and of
    /// any size (words shared by two objects, objects ending mid-word, zero sizes,
    /// objects across a chunk boundary), through allocations, moves and frees.
    #[test]
    fn lookups_match_a_linear_scan(
        ops in proptest::collection::vec((0u8..3, 0u32..600, 0u32..40), 1..120),
    ) {
        let base = 0x7_fe00u32; // 512 bytes below a 64 KiB boundary
        let mut heap = Heap::default();
        let mut live: Vec<(u32, u32)> = Vec::new(); // addr, size
        let mut overlaps = 0u64;
        let mut sink = |ev: HeapEvent<'_>| {
            if let HeapEvent::Anomaly { kind: Anomaly::OverlappingAlloc, count } = ev {
                overlaps += count;
            }
        };
        for (op, off, size) in ops {
            let addr = base + off;
            let free = |live: &[(u32, u32)], a: u32, z: u32| {
                live.iter().all(|&(b, y)| a + z.max(1) <= b || b + y.max(1) <= a)
            };
            match op {
                0 if free(&live, addr, size) => {
                    heap.alloc(new_obj(addr, size), &mut sink);
                    live.push((addr, size));
                }
                1 if !live.is_empty() => {
                    let (a, z) = live.remove(off as usize % live.len());
                    heap.free(a, z, 2, &mut sink);
                }
                2 if !live.is_empty() => {
                    let i = off as usize % live.len();
                    let (a, z) = live[i];
                    let to = base + (off * 7 + size * 13) % 600;
                    let rest: Vec<_> = live.iter().copied().filter(|&o| o != (a, z)).collect();
                    if free(&rest, to, z) {
                        heap.copy(a, to, 3, &mut sink);
                        live[i] = (to, z);
                    }
                }
                _ => {}
            }
            for addr in base - 8..base + 650 {
                let want = live
                    .iter()
                    .find(|&&(a, z)| addr >= a && addr < a + z)
                    .map(|&(a, _)| (a, addr - a));
                let got = heap.locate(addr).map(|(s, off)| (heap.object(s).addr, off));
                prop_assert_eq!(got, want, "locate {:#x}", addr);
                let want_at = live.iter().any(|&(a, _)| a == addr);
                let got_at = heap.at(addr).map(|s| heap.object(s).addr);
                prop_assert_eq!(got_at, want_at.then_some(addr), "at {:#x}", addr);
            }
        }
        prop_assert_eq!(heap.live(), live.len());
        prop_assert_eq!(overlaps, 0);
    }
}
