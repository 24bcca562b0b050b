//! Reuse distances against a naive move-to-front stack model (O(n·m)) on random streams
//! and on 10 000 data accesses of a real trace (`data/jess-s0-data.din`: jess -s0 under
//! `simrun --mode trace`, the data accesses from instruction 20 M on, as `write addr size`),
//! with the time axis compacted often; and the 3C classification of hand-worked sequences
//! on toy caches (insta goldens), its real-miss verdicts coming from the cache model.

use cache::reuse::{distance_bucket, distance_label, ReuseDistance, DISTANCE_BUCKETS};
use cache::threec::{Class, ThreeC};
use cache::{Hierarchy, HierarchyConfig, ServedBy};
use proptest::prelude::*;

/// The naive model: an LRU stack of lines, most recent first; a reference's distance is
/// its line's depth, and the line moves to the top.
#[derive(Default)]
struct NaiveStack(Vec<u64>);

impl NaiveStack {
    fn access_line(&mut self, line: u64) -> Option<u64> {
        let at = self.0.iter().position(|&l| l == line);
        if let Some(i) = at {
            self.0.remove(i);
        }
        self.0.insert(0, line);
        at.map(|i| i as u64)
    }

    fn access_range(&mut self, addr: u64, size: u32, granule: u32) -> Option<u64> {
        let g = u64::from(granule);
        let (first, last) = (addr / g, (addr + u64::from(size.max(1)) - 1) / g);
        let ds: Vec<Option<u64>> = (first..=last).map(|l| self.access_line(l)).collect();
        ds.into_iter().try_fold(0u64, |w, d| d.map(|d| w.max(d)))
    }
}

/// Every reference's distance from both, with `min_slots` forcing compactions.
fn compare(refs: &[(u64, u32)], granule: u32, min_slots: usize) -> u64 {
    let mut fast = ReuseDistance::with_min_slots(granule, min_slots).unwrap();
    let mut naive = NaiveStack::default();
    for (i, &(addr, size)) in refs.iter().enumerate() {
        let want = naive.access_range(addr, size, granule);
        let got = fast.access_range(addr, size);
        assert_eq!(
            got, want,
            "reference {i} ({addr:#x}, {size} bytes), granule {granule}"
        );
    }
    assert_eq!(fast.distinct(), naive.0.len());
    fast.compactions()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Few distinct lines (much reuse) and many (long distances, cold references).
    #[test]
    fn matches_the_naive_stack(
        refs in prop::collection::vec(
            (prop_oneof![0u64..64, 0u64..4096, 0u64..1 << 20], 0u32..9),
            0..600,
        ),
        granule in prop::sample::select(vec![1u32, 4, 16, 32, 64]),
        min_slots in prop_oneof![2usize..40, Just(1usize << 16)],
    ) {
        compare(&refs, granule, min_slots);
    }
}

fn real_trace() -> Vec<(u64, u32)> {
    include_str!("data/jess-s0-data.din")
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split(' ').collect();
            (
                u64::from_str_radix(f[1], 16).unwrap(),
                f[2].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn matches_the_naive_stack_on_a_real_trace() {
    let refs = real_trace();
    assert_eq!(refs.len(), 10_000);
    for granule in [1, 4, 32, 64] {
        assert!(compare(&refs, granule, 64) > 10, "compactions happened");
        assert_eq!(compare(&refs, granule, 1 << 16), 0);
    }
}

#[test]
fn rejects_a_granule_that_is_not_a_power_of_two() {
    let e = ReuseDistance::new(24).unwrap_err();
    assert_eq!(
        e.to_string(),
        "reuse distance granule 24 bytes: expected a power of two"
    );
}

#[test]
fn buckets_and_labels() {
    let ks: Vec<usize> = [
        Some(0),
        Some(1),
        Some(2),
        Some(3),
        Some(4),
        Some(1 << 40),
        None,
    ]
    .into_iter()
    .map(distance_bucket)
    .collect();
    assert_eq!(
        ks,
        [0, 1, 2, 2, 3, DISTANCE_BUCKETS - 2, DISTANCE_BUCKETS - 1]
    );
    let labels: Vec<String> = ks.iter().map(|&k| distance_label(k)).collect();
    assert_eq!(
        labels,
        ["0", "1", "2-3", "2-3", "4-7", "4294967296+", "cold"]
    );
}

/// Runs `refs` (address, write) through a data-only hierarchy with one level `dl1` and
/// through the classifier of its geometry; one line per reference.
fn classify(dl1: &str, refs: &[(u32, bool)]) -> (String, [u64; 5]) {
    let flags = format!(
        "-cache:dl1 {dl1} -cache:il1 none -cache:dl2 none -cache:il2 none -tlb:dtlb none -tlb:itlb none"
    );
    let (cfg, _) = HierarchyConfig::from_args(flags.split(' ')).unwrap();
    let mut h = Hierarchy::new(&cfg).unwrap();
    let mut c = ThreeC::new(cfg.dl1.as_ref().unwrap()).unwrap();
    let mut out = format!("{dl1}: {} lines of {} bytes\n", c.lines(), c.bsize());
    let mut counts = [0u64; 5];
    for &(addr, write) in refs {
        let missed = h.data_access(addr, 4, write).level != ServedBy::L1;
        let (d, class) = c.reference(u64::from(addr), 4, missed);
        counts[class.index()] += 1;
        let d = d.map_or("cold".to_string(), |d| d.to_string());
        let rw = if write { 'W' } else { 'R' };
        let verdict = if missed { "miss" } else { "hit" };
        out += &format!("{rw} {addr:#06x}  {verdict:<4}  distance {d:<4}  {class:?}\n");
    }
    (out, counts)
}

const R: bool = false;
const W: bool = true;

/// Counts in [`Class::index`] order: hit, hit (FA miss), compulsory, capacity, conflict.
#[test]
fn three_c_hand_worked_two_set_direct_mapped() {
    // 2 sets x 1 way x 16 bytes = 2 lines. 0x00 and 0x20 map to set 0, 0x10 and 0x30 to
    // set 1.
    let toy = "d:2:16:1:l";
    // Conflict: A B A B in one set. The fully associative cache of 2 lines holds both,
    // so after the two first references every miss is a conflict miss.
    let (conflict, n) = classify(toy, &[(0x00, R), (0x20, R), (0x04, W), (0x20, R)]);
    assert_eq!(n, [0, 0, 2, 0, 2]);
    // Capacity: A B C A. C evicts A from set 0; A's distance is 2 (B, C): the fully
    // associative cache of 2 lines misses it too.
    let (capacity, n) = classify(toy, &[(0x00, R), (0x10, R), (0x20, R), (0x00, R)]);
    assert_eq!(n, [0, 0, 3, 1, 0]);
    // A hit that the fully associative cache would miss: A B D A. D evicts B (set 1), A
    // stays in set 0 and hits; its distance is 2 (B, D).
    let (fa_only, n) = classify(toy, &[(0x00, R), (0x10, R), (0x30, R), (0x08, R)]);
    assert_eq!(n, [0, 1, 3, 0, 0]);
    // Same-line reuse hits in both: distance 0.
    let (reuse, n) = classify(toy, &[(0x00, R), (0x04, R), (0x08, W), (0x0c, R)]);
    assert_eq!(n, [3, 0, 1, 0, 0]);
    insta::assert_snapshot!(
        "three_c_two_set_direct_mapped",
        [conflict, capacity, fa_only, reuse].join("\n")
    );
}

#[test]
fn three_c_hand_worked_fully_associative_has_no_conflicts() {
    // One set of 2 ways (fully associative, LRU): a cyclic sweep of 3 lines misses
    // always, 3 compulsory then capacity; 0 conflicts by construction.
    let (cyclic, n) = classify(
        "d:1:16:2:l",
        &[
            (0x00, R),
            (0x10, R),
            (0x20, R),
            (0x00, R),
            (0x10, R),
            (0x20, R),
        ],
    );
    assert_eq!(n, [0, 0, 3, 3, 0]);
    // Two lines alternating fit: hits after the cold ones.
    let (fits, n) = classify("d:1:16:2:l", &[(0x00, R), (0x10, W), (0x00, R), (0x10, R)]);
    assert_eq!(n, [2, 0, 2, 0, 0]);
    // 2 sets x 2 ways, 4 lines: 0x00 0x20 0x40 are set 0 (3 lines in 2 ways) and miss in
    // turn; 0x10 in set 1 stays. The fully associative cache of 4 lines holds all four:
    // the repeats of set 0 are conflicts, 0x10's repeat a hit.
    let (sets, n) = classify(
        "d:2:16:2:l",
        &[
            (0x00, R),
            (0x20, R),
            (0x10, R),
            (0x40, R),
            (0x00, R),
            (0x10, R),
            (0x20, R),
        ],
    );
    assert_eq!(n, [1, 0, 4, 0, 2]);
    insta::assert_snapshot!(
        "three_c_fully_associative_and_two_way",
        [cyclic, fits, sets].join("\n")
    );
}

#[test]
fn three_c_spanning_reference_takes_its_worst_line() {
    let mut c = ThreeC::with_geometry(2, 16).unwrap();
    assert_eq!(c.reference(0x00, 4, true), (None, Class::Compulsory));
    assert_eq!(c.reference(0x10, 4, true), (None, Class::Compulsory));
    assert_eq!(c.reference(0x20, 4, true), (None, Class::Compulsory));
    // 8 bytes over 0x1c..0x24: line 0x10 at distance 1, line 0x20 then at distance 1.
    assert_eq!(c.reference(0x1c, 8, false), (Some(1), Class::Hit));
    // 0x00 at distance 2 (lines 0x10, 0x20 since): the fully associative cache misses.
    assert_eq!(c.reference(0x00, 1, true), (Some(2), Class::Capacity));
}
