//! Replacement policies, kept apart from the cache level that uses them.
//!
//! A set is a slice of line words (see [`crate::level`]): the block address with
//! [`VALID`] and [`DIRTY`] in its low bits, `0` for an invalid line. For LRU and
//! FIFO the slice *is* SimpleScalar's way list (`cache.c`: `way_head` ..
//! `way_tail`): index 0 is the head (most recently used or most recently
//! filled), the last index the tail, the next victim. Invalid lines always sit
//! at the tail end: a fill takes the tail and puts the new line at the head, an
//! invalidation moves the line to the tail (as `cache_flush_addr` does), and a
//! hit only ever moves a valid line. So LRU and FIFO fill invalid ways before
//! they evict anything, exactly as sim-cache does.
//!
//! Random replacement, as in sim-cache, picks any way of the set, valid or not
//! (`myrand() & (assoc - 1)`), from a deterministic generator with a fixed seed
//! ([`XorShift64Star`]), so runs repeat exactly; it does not reproduce
//! SimpleScalar's own random sequence.

/// Low bit of a line word: the line holds a block.
pub const VALID: u32 = 1;
/// Second bit of a line word: the line was written since it was filled.
pub const DIRTY: u32 = 2;

/// Which replacement policy a level uses: SimpleScalar's `<repl>` letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ReplKind {
    /// `l`: least recently used.
    Lru,
    /// `f`: first in, first out (hits do not reorder).
    Fifo,
    /// `r`: random, deterministic seed.
    Random,
}

impl ReplKind {
    /// The letter used in a `name:nsets:bsize:assoc:repl` configuration.
    pub fn letter(self) -> char {
        match self {
            ReplKind::Lru => 'l',
            ReplKind::Fifo => 'f',
            ReplKind::Random => 'r',
        }
    }

    /// Parses the configuration letter (`l`, `f`, `r`, either case as sim-cache's
    /// `cache_char2policy` only accepts lower case; we accept upper case too).
    pub fn from_letter(c: char) -> Option<Self> {
        match c.to_ascii_lowercase() {
            'l' => Some(ReplKind::Lru),
            'f' => Some(ReplKind::Fifo),
            'r' => Some(ReplKind::Random),
            _ => None,
        }
    }
}

/// What a replacement policy decides for one set.
pub trait Replacement {
    /// A hit on the line at `way`: reorder as the policy wants and return the way
    /// where the line sits afterwards.
    fn on_hit(&mut self, set: &mut [u32], way: usize) -> usize;
    /// A miss: choose the victim, store `line` in the set and return the way of
    /// the new line together with the victim's old word (`0` if it was invalid).
    fn fill(&mut self, set: &mut [u32], line: u32) -> (usize, u32);
    /// Invalidate the line at `way`.
    fn invalidate(&mut self, set: &mut [u32], way: usize);
}

/// Moves `set[..way]` one place up and puts `line` at the head. The loop runs
/// over the whole set and selects instead of branching on `way`, so its trip
/// count is the same on every call (well predicted) whatever way hit.
#[inline(always)]
fn insert_at_head(set: &mut [u32], way: usize, line: u32) {
    let mut prev = line;
    for (i, slot) in set.iter_mut().enumerate() {
        let cur = *slot;
        *slot = if i <= way { prev } else { cur };
        prev = cur;
    }
}

/// Take the tail, put the new line at the head (shared by LRU and FIFO).
#[inline]
fn fill_at_head(set: &mut [u32], line: u32) -> (usize, u32) {
    let n = set.len();
    let old = set[n - 1];
    insert_at_head(set, n - 1, line);
    (0, old)
}

/// Move the line at `way` to the tail and mark it invalid (LRU and FIFO).
#[inline]
fn invalidate_to_tail(set: &mut [u32], way: usize) {
    let n = set.len();
    for i in way..n - 1 {
        set[i] = set[i + 1];
    }
    set[n - 1] = 0;
}

/// Least recently used: a hit moves the line to the head.
#[derive(Debug, Clone, Default)]
pub struct Lru;

impl Replacement for Lru {
    #[inline]
    fn on_hit(&mut self, set: &mut [u32], way: usize) -> usize {
        // No `way != 0` test: at way 0 the move rewrites the same word, and a
        // data-dependent branch here mispredicts on random streams.
        let line = set[way];
        insert_at_head(set, way, line);
        0
    }
    #[inline]
    fn fill(&mut self, set: &mut [u32], line: u32) -> (usize, u32) {
        fill_at_head(set, line)
    }
    #[inline]
    fn invalidate(&mut self, set: &mut [u32], way: usize) {
        invalidate_to_tail(set, way)
    }
}

/// First in, first out: hits leave the order alone.
#[derive(Debug, Clone, Default)]
pub struct Fifo;

impl Replacement for Fifo {
    #[inline]
    fn on_hit(&mut self, _set: &mut [u32], way: usize) -> usize {
        way
    }
    #[inline]
    fn fill(&mut self, set: &mut [u32], line: u32) -> (usize, u32) {
        fill_at_head(set, line)
    }
    #[inline]
    fn invalidate(&mut self, set: &mut [u32], way: usize) {
        invalidate_to_tail(set, way)
    }
}

/// A small deterministic generator (Marsaglia's xorshift with a multiplicative
/// output step); enough to pick ways, with a fixed seed so that runs repeat.
#[derive(Debug, Clone)]
pub struct XorShift64Star {
    state: u64,
}

impl XorShift64Star {
    /// The seed every random-replacement level starts from.
    pub const SEED: u64 = 0x9E37_79B9_7F4A_7C15;

    /// A generator starting from `seed` (a zero seed is replaced by [`Self::SEED`]).
    pub fn new(seed: u64) -> Self {
        XorShift64Star {
            state: if seed == 0 { Self::SEED } else { seed },
        }
    }

    /// The next 32 random bits.
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        let mut x = self.state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        (x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as u32
    }
}

/// Random replacement: the victim is any way, chosen by a seeded generator.
#[derive(Debug, Clone)]
pub struct RandomRepl {
    rng: XorShift64Star,
}

impl RandomRepl {
    /// A policy whose generator starts from `seed`.
    pub fn new(seed: u64) -> Self {
        RandomRepl {
            rng: XorShift64Star::new(seed),
        }
    }
}

impl Replacement for RandomRepl {
    #[inline]
    fn on_hit(&mut self, _set: &mut [u32], way: usize) -> usize {
        way
    }
    #[inline]
    fn fill(&mut self, set: &mut [u32], line: u32) -> (usize, u32) {
        // Associativity is a power of two (checked by the configuration).
        let way = (self.rng.next_u32() as usize) & (set.len() - 1);
        let old = set[way];
        set[way] = line;
        (way, old)
    }
    #[inline]
    fn invalidate(&mut self, set: &mut [u32], way: usize) {
        set[way] = 0;
    }
}

/// The policy of one level, dispatched by `match` (no virtual call per access).
#[derive(Debug, Clone)]
pub enum Policy {
    /// See [`Lru`].
    Lru(Lru),
    /// See [`Fifo`].
    Fifo(Fifo),
    /// See [`RandomRepl`].
    Random(RandomRepl),
}

impl Policy {
    /// A fresh policy of the given kind (random ones start from the fixed seed).
    pub fn new(kind: ReplKind) -> Self {
        match kind {
            ReplKind::Lru => Policy::Lru(Lru),
            ReplKind::Fifo => Policy::Fifo(Fifo),
            ReplKind::Random => Policy::Random(RandomRepl::new(XorShift64Star::SEED)),
        }
    }
}

impl Replacement for Policy {
    #[inline]
    fn on_hit(&mut self, set: &mut [u32], way: usize) -> usize {
        match self {
            Policy::Lru(p) => p.on_hit(set, way),
            Policy::Fifo(p) => p.on_hit(set, way),
            Policy::Random(p) => p.on_hit(set, way),
        }
    }
    #[inline]
    fn fill(&mut self, set: &mut [u32], line: u32) -> (usize, u32) {
        match self {
            Policy::Lru(p) => p.fill(set, line),
            Policy::Fifo(p) => p.fill(set, line),
            Policy::Random(p) => p.fill(set, line),
        }
    }
    #[inline]
    fn invalidate(&mut self, set: &mut [u32], way: usize) {
        match self {
            Policy::Lru(p) => p.invalidate(set, way),
            Policy::Fifo(p) => p.invalidate(set, way),
            Policy::Random(p) => p.invalidate(set, way),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: u32 = 0x100 | VALID;
    const B: u32 = 0x200 | VALID;
    const C: u32 = 0x300 | VALID;

    #[test]
    fn lru_hit_moves_to_head_and_fill_takes_tail() {
        let mut set = [A, B, C];
        assert_eq!(Lru.on_hit(&mut set, 2), 0);
        assert_eq!(set, [C, A, B]);
        let d = 0x400 | VALID;
        assert_eq!(Lru.fill(&mut set, d), (0, B));
        assert_eq!(set, [d, C, A]);
    }

    #[test]
    fn fifo_hit_leaves_order() {
        let mut set = [A, B, C];
        assert_eq!(Fifo.on_hit(&mut set, 2), 2);
        assert_eq!(set, [A, B, C]);
    }

    #[test]
    fn invalidation_moves_line_to_tail() {
        let mut set = [A, B, C];
        Lru.invalidate(&mut set, 0);
        assert_eq!(set, [B, C, 0]);
        // The invalid way is the next victim, so nothing valid is evicted.
        assert_eq!(Fifo.fill(&mut set, A), (0, 0));
        assert_eq!(set, [A, B, C]);
    }

    #[test]
    fn random_is_deterministic_and_in_range() {
        let mut p1 = RandomRepl::new(XorShift64Star::SEED);
        let mut p2 = RandomRepl::new(XorShift64Star::SEED);
        let mut s1 = [0u32; 8];
        let mut s2 = [0u32; 8];
        let mut ways = std::collections::HashSet::new();
        for i in 0..200u32 {
            let (w1, _) = p1.fill(&mut s1, (i << 8) | VALID);
            let (w2, _) = p2.fill(&mut s2, (i << 8) | VALID);
            assert_eq!(w1, w2);
            assert!(w1 < 8);
            ways.insert(w1);
        }
        assert_eq!(ways.len(), 8, "all ways get chosen eventually");
    }

    #[test]
    fn letters_round_trip() {
        for k in [ReplKind::Lru, ReplKind::Fifo, ReplKind::Random] {
            assert_eq!(ReplKind::from_letter(k.letter()), Some(k));
        }
        assert_eq!(ReplKind::from_letter('x'), None);
    }
}
