//! Hand-built sequences with exact counts worked out on paper (drcachesim's
//! unit-test habit: an inline configuration, an access list, the numbers).

use cache::{ControlOp, Hierarchy, HierarchyConfig, Role, Served, ServedBy};

/// A hierarchy from flags; everything not given is `none`.
fn h(flags: &str) -> Hierarchy {
    let mut args: Vec<&str> = "-cache:dl1 none -cache:dl2 none -cache:il1 none -cache:il2 none -tlb:dtlb none -tlb:itlb none"
        .split(' ')
        .collect();
    args.extend(flags.split_whitespace());
    let (cfg, rest) = HierarchyConfig::from_args(args).unwrap();
    assert!(rest.is_empty());
    Hierarchy::new(&cfg).unwrap()
}

/// (accesses, hits, misses, replacements, writebacks, invalidations) of `name`.
fn counts(h: &Hierarchy, name: &str) -> (u64, u64, u64, u64, u64, u64) {
    let s = h.stats();
    let c = s.get(name).unwrap_or_else(|| panic!("no cache {name}"));
    (
        c.accesses,
        c.hits,
        c.misses,
        c.replacements,
        c.writebacks,
        c.invalidations,
    )
}

const R: bool = false;
const W: bool = true;

#[test]
fn conflict_misses_direct_mapped() {
    // 4 sets of 32 bytes: 0x000 and 0x080 both map to set 0.
    let mut h = h("-cache:dl1 d:4:32:1:l");
    for a in [0x000, 0x080, 0x000, 0x080] {
        assert_eq!(h.data_access(a, 4, R).level, ServedBy::Memory);
    }
    // 0x020 is in set 1 and unaffected.
    h.data_access(0x020, 4, R);
    assert_eq!(h.data_access(0x024, 4, R).level, ServedBy::L1);
    assert_eq!(counts(&h, "d"), (6, 1, 5, 3, 0, 0));
    // Two ways remove the conflict.
    let mut h2 = self::h("-cache:dl1 d:2:32:2:l");
    for a in [0x000, 0x080, 0x000, 0x080] {
        h2.data_access(a, 4, R);
    }
    assert_eq!(counts(&h2, "d"), (4, 2, 2, 0, 0, 0));
}

#[test]
fn dirty_evictions_reach_l2() {
    // dl1: one 32-byte line. ul2: one set of two 32-byte ways.
    let mut h = h("-cache:dl1 d:1:32:1:l -cache:dl2 u:1:32:2:l");
    // W 0x00: dl1 miss; ul2 read miss.          ul2 = [00]
    assert_eq!(h.data_access(0x00, 4, W).level, ServedBy::Memory);
    // W 0x20: dl1 evicts dirty 00 -> ul2 write hit (00 dirty); ul2 read 20 miss.
    //                                            ul2 = [20, 00d]
    assert_eq!(h.data_access(0x20, 4, W).level, ServedBy::Memory);
    // R 0x40: dl1 evicts dirty 20 -> ul2 write hit (20 dirty) -> [20d, 00d];
    // ul2 read 40 misses and evicts the LRU way, dirty 00: a writeback to memory.
    assert_eq!(h.data_access(0x40, 4, R).level, ServedBy::Memory);
    // R 0x20: dl1 evicts clean 40 (no writeback); ul2 read 20 hits.
    assert_eq!(h.data_access(0x20, 4, R).level, ServedBy::L2);
    assert_eq!(counts(&h, "d"), (4, 0, 4, 3, 2, 0));
    // ul2: R00 miss, W00 hit, R20 miss, W20 hit, R40 miss (repl+wb), R20 hit.
    assert_eq!(counts(&h, "u"), (6, 3, 3, 1, 1, 0));
}

#[test]
fn fifo_and_lru_differ_on_the_same_sequence() {
    // One set of two ways; blocks A, B, C of 16 bytes: A B A C A.
    let seq = [0x00, 0x10, 0x00, 0x20, 0x00];
    let mut lru = h("-cache:dl1 c:1:16:2:l");
    let mut fifo = h("-cache:dl1 c:1:16:2:f");
    let served = |h: &mut Hierarchy| -> Vec<ServedBy> {
        seq.iter().map(|&a| h.data_access(a, 4, R).level).collect()
    };
    use ServedBy::{Memory as M, L1};
    // LRU: the hit on A makes B the victim of C, so the last A hits.
    assert_eq!(served(&mut lru), [M, M, L1, M, L1]);
    // FIFO: A is still the oldest when C arrives, so the last A misses.
    assert_eq!(served(&mut fifo), [M, M, L1, M, M]);
    assert_eq!(counts(&lru, "c"), (5, 2, 3, 1, 0, 0));
    assert_eq!(counts(&fifo, "c"), (5, 1, 4, 2, 0, 0));
}

#[test]
fn unified_l2_serves_both_sides() {
    let flags = "-cache:il1 i:1:32:1:l -cache:dl1 d:1:32:1:l -cache:dl2 u:16:32:4:l";
    let mut uni = h(&format!("{flags} -cache:il2 dl2"));
    let mut split = h(&format!("{flags} -cache:il2 i2:16:32:4:l"));
    for h in [&mut uni, &mut split] {
        assert_eq!(h.fetch(0x100).level, ServedBy::Memory);
    }
    // The data read finds the block the fetch brought into the unified L2.
    assert_eq!(uni.data_access(0x104, 4, R).level, ServedBy::L2);
    assert_eq!(split.data_access(0x104, 4, R).level, ServedBy::Memory);
    assert_eq!(counts(&uni, "u"), (2, 1, 1, 0, 0, 0));
    // The shared L2 is reported once, sim-cache's order: il1, (il2,) dl1, dl2.
    let names = |h: &Hierarchy| {
        h.stats()
            .caches
            .iter()
            .map(|c| c.name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&uni), ["i", "d", "u"]);
    assert_eq!(names(&split), ["i", "i2", "d", "u"]);
}

#[test]
fn unified_l1_fetch_hits_data() {
    let mut h = h("-cache:dl1 ul1:4:32:2:l -cache:il1 dl1 -cache:dl2 ul2:8:64:2:l");
    h.data_access(0x400, 4, W);
    assert_eq!(h.fetch(0x404).level, ServedBy::L1);
    assert_eq!(counts(&h, "ul1"), (2, 1, 1, 0, 0, 0));
    assert_eq!(h.stats().caches.len(), 2, "ul1 and ul2 only");
}

#[test]
fn accesses_split_per_block_and_page() {
    let mut h = h("-cache:dl1 d:8:16:1:l -tlb:dtlb t:4:4096:1:l");
    // 8 bytes at 0xffc: pages 0x0000 and 0x1000, blocks 0xff0 and 0x1000.
    let s = h.data_access(0xffc, 8, R);
    assert_eq!(
        s,
        Served {
            level: ServedBy::Memory,
            tlb_hit: false
        }
    );
    assert_eq!(counts(&h, "t"), (2, 0, 2, 0, 0, 0));
    assert_eq!(counts(&h, "d"), (2, 0, 2, 0, 0, 0));
    // 40 bytes at 0x2004: blocks 0x2000, 0x2010, 0x2020 in one page; 0x2000
    // takes set 0 from 0x1000 (8 sets of 16 bytes).
    h.data_access(0x2004, 40, W);
    assert_eq!(counts(&h, "t"), (3, 0, 3, 0, 0, 0));
    assert_eq!(counts(&h, "d"), (5, 0, 5, 1, 0, 0));
    // Worst part wins: two hits give L1; a hit and a miss give memory.
    let s = h.data_access(0x201c, 8, R);
    assert_eq!(
        s,
        Served {
            level: ServedBy::L1,
            tlb_hit: true
        }
    );
    let s = h.data_access(0x202c, 8, R);
    assert_eq!(
        s,
        Served {
            level: ServedBy::Memory,
            tlb_hit: true
        }
    );
    assert_eq!(counts(&h, "d"), (9, 3, 6, 1, 0, 0));
    // A size of 0 is one byte (block 0x3000 evicts the dirty 0x2000); an access
    // past the top of memory stops there (one block, evicting clean 0xff0).
    h.data_access(0x3000, 0, R);
    assert_eq!(counts(&h, "d"), (10, 3, 7, 2, 1, 0));
    h.data_access(0xffff_fffe, 4, R);
    assert_eq!(counts(&h, "d"), (11, 3, 8, 3, 1, 0));
}

#[test]
fn tlb_is_read_only_and_reports_hits() {
    let mut h = h("-tlb:dtlb t:1:4096:2:l -tlb:itlb it:1:4096:1:f");
    assert_eq!(
        h.data_access(0x1000, 4, W),
        Served {
            level: ServedBy::Memory,
            tlb_hit: false
        }
    );
    assert_eq!(
        h.data_access(0x1ffc, 4, W),
        Served {
            level: ServedBy::Memory,
            tlb_hit: true
        }
    );
    h.data_access(0x2000, 4, W);
    h.data_access(0x3000, 4, W); // evicts page 0x1000, never dirty
    assert_eq!(counts(&h, "t"), (4, 1, 3, 1, 0, 0));
    assert!(!h.fetch(0x1000).tlb_hit && h.fetch(0x1004).tlb_hit);
    assert_eq!(counts(&h, "it"), (2, 1, 1, 0, 0, 0));
}

#[test]
fn cache_control_operations() {
    let mut h =
        h("-cache:dl1 d:2:32:1:l -cache:dl2 u:4:64:1:l -cache:il1 i:2:32:1:l -cache:il2 dl2");
    // dcbz on a miss allocates dirty without reading: no ul2 access.
    assert_eq!(h.control(ControlOp::Dcbz, 0x000).level, ServedBy::Memory);
    assert_eq!(counts(&h, "u").0, 0);
    assert_eq!(h.control(ControlOp::Dcbz, 0x004).level, ServedBy::L1);
    assert_eq!(counts(&h, "d"), (2, 1, 1, 0, 0, 0));
    // dcbz on 0x040 (same dl1 set) evicts dirty 0x000 into ul2 (write miss there).
    h.control(ControlOp::Dcbz, 0x040);
    assert_eq!(counts(&h, "d"), (3, 1, 2, 1, 1, 0));
    assert_eq!(counts(&h, "u"), (1, 0, 1, 0, 0, 0));
    // dcbst: 0x040 dirty in dl1 only: one writeback, stays valid.
    assert_eq!(h.control(ControlOp::Dcbst, 0x040).level, ServedBy::L1);
    assert_eq!(counts(&h, "d"), (3, 1, 2, 1, 2, 0));
    assert_eq!(h.data_access(0x040, 4, R).level, ServedBy::L1);
    // dcbf: 0x000 is dirty in ul2 only: writeback + invalidation there.
    assert_eq!(h.control(ControlOp::Dcbf, 0x000).level, ServedBy::L2);
    assert_eq!(counts(&h, "u"), (1, 0, 1, 0, 1, 1));
    assert_eq!(h.control(ControlOp::Dcbf, 0x000).level, ServedBy::Memory);
    // dcbf on 0x040: clean in dl1 (invalidated, no writeback).
    assert_eq!(h.control(ControlOp::Dcbf, 0x040).level, ServedBy::L1);
    assert_eq!(counts(&h, "d"), (4, 2, 2, 1, 2, 1));
    assert_eq!(h.data_access(0x040, 4, R).level, ServedBy::Memory);
    // icbi invalidates the instruction block only.
    h.fetch(0x200);
    assert_eq!(h.control(ControlOp::Icbi, 0x210).level, ServedBy::L1);
    assert_eq!(h.control(ControlOp::Icbi, 0x210).level, ServedBy::Memory);
    assert_eq!(counts(&h, "i"), (1, 0, 1, 0, 0, 1));
    assert_eq!(
        h.fetch(0x200).level,
        ServedBy::L2,
        "the block is still in ul2"
    );
}

#[test]
fn default_hierarchy_is_table_4_1() {
    let mut h = Hierarchy::new(&HierarchyConfig::default()).unwrap();
    // 32 KiB dl1, 8 ways of 32-byte blocks over 128 sets: a 32 KiB sweep fits,
    // and a second sweep hits everywhere.
    for pass in 0..2 {
        for a in (0..32 * 1024).step_by(32) {
            let s = h.data_access(0x1000_0000 + a, 4, R);
            assert_eq!(s.level == ServedBy::L1, pass == 1);
        }
    }
    assert_eq!(counts(&h, "dl1"), (2048, 1024, 1024, 0, 0, 0));
    // ul2 has 64-byte blocks: the 1024 dl1 misses are 512 L2 misses and 512 hits.
    assert_eq!(counts(&h, "ul2"), (1024, 512, 512, 0, 0, 0));
    // 8 pages, 2048 lookups.
    assert_eq!(counts(&h, "dtlb"), (2048, 2040, 8, 0, 0, 0));
    let names: Vec<String> = h.stats().caches.iter().map(|c| c.name.clone()).collect();
    assert_eq!(names, ["il1", "dl1", "ul2", "itlb", "dtlb"]);
}

#[test]
fn stats_serialise_with_simplescalar_names() {
    let mut h = h("-cache:dl1 dl1:4:32:1:l");
    h.data_access(0, 4, W);
    h.data_access(0x80, 4, R);
    let json = serde_json::to_value(h.stats()).unwrap();
    let d = &json["caches"][0];
    assert_eq!(d["name"], "dl1");
    assert_eq!(d["writebacks"], 1);
    assert_eq!(d["wb_rate"], 0.5);
    let text = h.stats().to_string();
    assert!(
        text.contains("dl1.writebacks                    1 # total number of writebacks\n"),
        "{text}"
    );
    assert!(
        text.contains("dl1.repl_rate                0.5000 # replacement rate (i.e., repls/ref)\n")
    );
}

#[test]
fn random_replacement_is_deterministic() {
    let run = || {
        let mut h = h("-cache:dl1 d:4:32:4:r -cache:dl2 u:8:64:4:r");
        let mut x = 12345u32;
        for _ in 0..20_000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            h.data_access((x >> 8) & 0x3fff, 4, x & 1 == 0);
        }
        h.stats()
    };
    let (a, b) = (run(), run());
    assert_eq!(a, b);
    for c in &a.caches {
        assert_eq!(c.accesses, c.hits + c.misses);
        assert!(c.replacements <= c.misses && c.writebacks <= c.replacements);
        assert!(c.misses > 0 && c.hits > 0);
    }
    // 16 KiB of addresses through a 512-byte dl1 keep replacing.
    assert!(a.get("d").unwrap().replacements > 10_000);
}

#[test]
fn reset_keeps_contents() {
    let mut h = h("-cache:dl1 d:4:32:1:l -tlb:dtlb t:2:4096:1:l");
    h.data_access(0x40, 4, W);
    h.data_access(0x48, 4, R); // a shortcut hit, counted lazily: reset drops it too
    h.reset_stats();
    assert_eq!(counts(&h, "d"), (0, 0, 0, 0, 0, 0));
    assert_eq!(
        h.data_access(0x44, 4, R),
        Served {
            level: ServedBy::L1,
            tlb_hit: true
        }
    );
    assert_eq!(counts(&h, "d"), (1, 1, 0, 0, 0, 0));
    assert_eq!(counts(&h, "t"), (1, 1, 0, 0, 0, 0));
}

#[test]
fn shortcut_hits_reach_every_view_of_the_counters() {
    // Unified L1: fetches and data count in one cache; the itlb and dtlb apart.
    let mut h =
        h("-cache:dl1 u:4:32:2:l -cache:il1 dl1 -tlb:dtlb d:2:4096:1:l -tlb:itlb i:2:4096:1:l");
    h.fetch(0x1000); // misses everywhere
    for pc in [0x1004, 0x1008, 0x100c] {
        h.fetch(pc); // the fetch key: shortcut hits
    }
    h.data_access(0x2000, 4, R); // misses; set 0 like 0x1000
    h.data_access(0x2004, 4, W); // the line touched last in its set: a shortcut hit, dirty
    h.fetch(0x1010); // 0x1000's line is no longer the last in set 0: a set search, a hit
    assert_eq!(counts(&h, "u"), (7, 5, 2, 0, 0, 0));
    assert_eq!(counts(&h, "i"), (5, 4, 1, 0, 0, 0));
    assert_eq!(counts(&h, "d"), (2, 1, 1, 0, 0, 0));
    let stats = h.stats();
    for (role, name) in [(Role::Dl1, "u"), (Role::Itlb, "i"), (Role::Dtlb, "d")] {
        let c = *h.cache(role).unwrap().counters();
        let s = stats.get(name).unwrap();
        assert_eq!((c.hits, c.misses), (s.hits, s.misses), "{name}");
    }
    assert_eq!(h.stats(), stats, "reading the counters changes nothing");
    // The shortcut write left 0x2000 dirty: evicting it writes it back.
    h.data_access(0x3000, 4, R);
    h.data_access(0x4000, 4, R);
    assert_eq!(counts(&h, "u").4, 1);
}

#[test]
fn a_clone_answers_from_its_own_levels() {
    // The shortcut reads each level's memory through pointers the hierarchy keeps: a
    // copy must read its own levels, not the original's.
    let flags = "-cache:dl1 d:4:32:2:l -cache:il1 i:4:32:2:l -tlb:dtlb t:2:4096:1:l";
    let mut a = h(flags);
    let mut replay = h(flags);
    for addr in [0x000, 0x004, 0x080, 0x100, 0x084] {
        for h in [&mut a, &mut replay] {
            h.data_access(addr, 4, R);
            h.fetch(addr + 0x1000);
        }
    }
    let mut b = a.clone();
    // Blocks new to both: the original touches them first, so they become the last
    // touched in its sets; in the copy they are still absent and must miss.
    let new = (0x2000..0x2100).step_by(32);
    for addr in new.clone() {
        a.data_access(addr, 4, W);
        a.fetch(addr + 0x3000);
    }
    for h in [&mut b, &mut replay] {
        for addr in new.clone() {
            h.data_access(addr, 4, W);
            h.data_access(addr + 4, 4, R);
            h.fetch(addr + 0x3000);
        }
    }
    assert_eq!(b.stats(), replay.stats());
    drop(a);
    for h in [&mut b, &mut replay] {
        h.data_access(0x2004, 4, W);
        h.fetch(0x5004);
    }
    assert_eq!(b.stats(), replay.stats());
}
