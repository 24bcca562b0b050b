//! The process's map of virtual memory areas: what is mapped where, for mmap
//! placement, munmap/mprotect/mremap bookkeeping and brk collision checks. The pages
//! themselves live in the machine's [`AddressSpace`](crate::space::AddressSpace).

use std::collections::BTreeMap;

use crate::space::{Prot, MMAP_MIN, PAGE_SIZE};

/// One mapped area `[start, end)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vma {
    /// First address (page aligned).
    pub start: u32,
    /// One past the last address (page aligned; u64 so that the top page fits).
    pub end: u64,
    /// Protection.
    pub prot: Prot,
}

/// The set of areas, non-overlapping, keyed by start address.
#[derive(Clone, Debug, Default)]
pub struct VmaMap {
    areas: BTreeMap<u32, Vma>,
    /// Bytes mapped now (the sum of the areas' lengths).
    mapped: u64,
    /// The most bytes ever mapped at once.
    peak: u64,
}

impl VmaMap {
    /// An empty map.
    pub fn new() -> VmaMap {
        VmaMap::default()
    }

    /// All areas in address order.
    pub fn iter(&self) -> impl Iterator<Item = &Vma> {
        self.areas.values()
    }

    /// Bytes mapped now.
    pub fn mapped_bytes(&self) -> u64 {
        self.mapped
    }

    /// The most bytes that were ever mapped at once (getrusage's `ru_maxrss`).
    pub fn peak_bytes(&self) -> u64 {
        self.peak
    }

    /// Removes `[start, end)` from every area, splitting areas that straddle the edges.
    pub fn remove(&mut self, start: u32, end: u64) {
        let hit: Vec<Vma> = self
            .areas
            .values()
            .filter(|v| u64::from(v.start) < end && v.end > u64::from(start))
            .copied()
            .collect();
        for v in hit {
            self.areas.remove(&v.start);
            self.mapped -= v.end.min(end) - u64::from(v.start.max(start));
            if v.start < start {
                self.areas.insert(
                    v.start,
                    Vma {
                        end: u64::from(start),
                        ..v
                    },
                );
            }
            if v.end > end {
                self.areas.insert(
                    end as u32,
                    Vma {
                        start: end as u32,
                        ..v
                    },
                );
            }
        }
    }

    /// Records `[start, end)` as mapped with `prot`, replacing any overlap.
    pub fn insert(&mut self, start: u32, end: u64, prot: Prot) {
        self.remove(start, end);
        self.areas.insert(start, Vma { start, end, prot });
        self.mapped += end - u64::from(start);
        self.peak = self.peak.max(self.mapped);
    }

    /// Changes the protection of the mapped parts of `[start, end)`.
    pub fn protect(&mut self, start: u32, end: u64, prot: Prot) {
        let hit: Vec<Vma> = self
            .areas
            .values()
            .filter(|v| u64::from(v.start) < end && v.end > u64::from(start))
            .copied()
            .collect();
        for v in hit {
            self.insert(v.start.max(start), v.end.min(end), prot);
        }
    }

    /// Whether every page of `[start, end)` is mapped.
    pub fn fully_mapped(&self, start: u32, end: u64) -> bool {
        let mut at = u64::from(start);
        while at < end {
            match self.find(at as u32) {
                Some(v) => at = v.end,
                None => return false,
            }
        }
        true
    }

    /// Whether any page of `[start, end)` is mapped.
    pub fn any_mapped(&self, start: u32, end: u64) -> bool {
        self.areas
            .values()
            .any(|v| u64::from(v.start) < end && v.end > u64::from(start))
    }

    /// The area containing `addr`.
    pub fn find(&self, addr: u32) -> Option<&Vma> {
        self.areas
            .range(..=addr)
            .next_back()
            .map(|(_, v)| v)
            .filter(|v| u64::from(addr) < v.end)
    }

    /// The highest free range of `len` bytes that ends at or below `limit` and starts at
    /// or above [`MMAP_MIN`] (Linux's top-down allocator).
    pub fn find_free_top_down(&self, len: u64, limit: u32) -> Option<u32> {
        let mut top = u64::from(limit);
        for v in self.areas.values().rev() {
            if u64::from(v.start) >= top {
                continue;
            }
            if v.end <= top {
                if top - v.end >= len {
                    return Some((top - len) as u32);
                }
                top = u64::from(v.start);
            } else {
                top = top.min(u64::from(v.start));
            }
        }
        if top >= len && top - len >= u64::from(MMAP_MIN) {
            Some((top - len) as u32)
        } else {
            None
        }
    }
}

/// Page-aligned length check helper: `len` rounded up to pages, or `None` on overflow of
/// the 32-bit space.
pub fn pages_len(len: u32) -> u64 {
    (u64::from(len) + u64::from(PAGE_SIZE) - 1) & !u64::from(PAGE_SIZE - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RW: Prot = Prot::READ.union(Prot::WRITE);

    #[test]
    fn insert_remove_split() {
        let mut m = VmaMap::new();
        m.insert(0x1000, 0x5000, RW);
        m.remove(0x2000, 0x3000);
        let v: Vec<_> = m.iter().map(|v| (v.start, v.end)).collect();
        assert_eq!(v, vec![(0x1000, 0x2000), (0x3000, 0x5000)]);
        assert!(m.fully_mapped(0x3000, 0x5000));
        assert!(!m.fully_mapped(0x1000, 0x5000));
        assert!(m.any_mapped(0x1800, 0x2800));
        assert!(!m.any_mapped(0x2000, 0x3000));
    }

    #[test]
    fn mapped_and_peak_bytes_follow_inserts_removes_and_protects() {
        let mut m = VmaMap::new();
        let sum = |m: &VmaMap| m.iter().map(|v| v.end - u64::from(v.start)).sum::<u64>();
        m.insert(0x1000, 0x5000, RW);
        m.insert(0x3000, 0x8000, Prot::READ); // overlaps: replaces 0x3000..0x5000
        assert_eq!((m.mapped_bytes(), m.peak_bytes()), (0x7000, 0x7000));
        m.protect(0x2000, 0x9000, RW); // splits, covers no new byte
        m.remove(0x0, 0x4000);
        assert_eq!(m.mapped_bytes(), sum(&m));
        assert_eq!((m.mapped_bytes(), m.peak_bytes()), (0x4000, 0x7000));
        m.insert(0x1_0000, 0x1_1000, RW);
        m.remove(0x4000, 0x6000);
        assert_eq!(m.mapped_bytes(), sum(&m));
        assert_eq!((m.mapped_bytes(), m.peak_bytes()), (0x3000, 0x7000));
    }

    #[test]
    fn protect_splits() {
        let mut m = VmaMap::new();
        m.insert(0x1000, 0x4000, RW);
        m.protect(0x2000, 0x3000, Prot::READ);
        assert_eq!(m.find(0x2000).unwrap().prot, Prot::READ);
        assert_eq!(m.find(0x1000).unwrap().prot, RW);
        assert_eq!(m.find(0x3000).unwrap().prot, RW);
        assert!(m.find(0x4000).is_none());
    }

    #[test]
    fn top_down_placement_skips_used_ranges() {
        let mut m = VmaMap::new();
        m.insert(0x7000_0000, 0x7800_0000, RW);
        m.insert(0x6fff_e000, 0x6fff_f000, RW);
        // The gap 0x6ffff000..0x70000000 is one page: a one-page request fits there.
        assert_eq!(m.find_free_top_down(0x1000, 0x7800_0000), Some(0x6fff_f000));
        // Two pages go below the lower area.
        assert_eq!(m.find_free_top_down(0x2000, 0x7800_0000), Some(0x6fff_c000));
        assert_eq!(m.find_free_top_down(0x8000_0000, 0x7800_0000), None);
    }
}
