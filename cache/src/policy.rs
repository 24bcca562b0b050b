//! Replacement policies, kept apart from the cache level that uses them.
//!
//! A set is a slice of line words (see [`crate::level`]): the block address with
//! [`VALID`] and [`DIRTY`] in its low bits, `0` for an invalid line, and beside
//! it a slice of the same length of **stamps**, one per way, which the policy
//! owns. SimpleScalar (`cache.c`) keeps each set as a way list, `way_head` ..
//! `way_tail`: a hit moves the line to the head (LRU) or leaves it (FIFO), a
//! fill takes the tail and puts the new line at the head, an invalidation moves
//! the line to the tail. The stamps encode that list's order without moving
//! lines: LRU stamps a line with a fresh clock value on every hit and fill,
//! FIFO on fills only, and an invalid line has stamp 0. The tail — the next
//! victim — is then an invalid way if there is one, else the way with the
//! smallest stamp: exactly the list's tail, since the list order is the order
//! of those events and invalid lines sit at its tail end. So LRU and FIFO fill
//! invalid ways before they evict anything, as sim-cache does, and a hit costs
//! one store instead of a shift of the set. (Which of several invalid ways is
//! taken is not observable: the ways of a set are interchangeable.)
//!
//! Clocks are 64-bit and advance once per hit or fill of their level: they
//! cannot wrap in any run (2^64 accesses).
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
    /// sim-cache's name of the policy, its letter spelt out: `lru`, `fifo`, `random`.
    pub fn name(self) -> &'static str {
        match self {
            ReplKind::Lru => "lru",
            ReplKind::Fifo => "fifo",
            ReplKind::Random => "random",
        }
    }

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

/// What a replacement policy decides for one set: `lines` are the set's line
/// words, `stamps` the policy's word per way (same length, all 0 at the start).
pub trait Replacement {
    /// A hit on the line at `way`.
    fn on_hit(&mut self, stamps: &mut [u64], way: usize);
    /// A miss: the way whose line is replaced (a valid victim or an invalid way).
    fn victim(&mut self, lines: &[u32], stamps: &[u64]) -> usize;
    /// A new line was stored at `way` (after [`Replacement::victim`]).
    fn on_fill(&mut self, stamps: &mut [u64], way: usize);
    /// The line at `way` was invalidated (its word is now 0).
    fn invalidate(&mut self, stamps: &mut [u64], way: usize);
}

/// The way of the smallest stamp (the first of equals). Invalid ways have stamp 0
/// and valid ones a stamp of at least 1, so an invalid way is taken first.
#[inline(always)]
fn oldest(stamps: &[u64]) -> usize {
    let (mut way, mut best) = (0, u64::MAX);
    for (i, &s) in stamps.iter().enumerate() {
        // Select, not branch: the oldest way is data-dependent.
        let older = s < best;
        way = if older { i } else { way };
        best = if older { s } else { best };
    }
    way
}

/// Least recently used: hits and fills stamp the line with the next clock value;
/// the victim is the oldest stamp.
#[derive(Debug, Clone, Default)]
pub struct Lru {
    clock: u64,
}

impl Replacement for Lru {
    #[inline(always)]
    fn on_hit(&mut self, stamps: &mut [u64], way: usize) {
        self.clock += 1;
        stamps[way] = self.clock;
    }
    #[inline(always)]
    fn victim(&mut self, _lines: &[u32], stamps: &[u64]) -> usize {
        oldest(stamps)
    }
    #[inline(always)]
    fn on_fill(&mut self, stamps: &mut [u64], way: usize) {
        self.on_hit(stamps, way)
    }
    #[inline(always)]
    fn invalidate(&mut self, stamps: &mut [u64], way: usize) {
        stamps[way] = 0;
    }
}

/// First in, first out: fills stamp the line, hits leave the order alone.
#[derive(Debug, Clone, Default)]
pub struct Fifo {
    clock: u64,
}

impl Replacement for Fifo {
    #[inline(always)]
    fn on_hit(&mut self, _stamps: &mut [u64], _way: usize) {}
    #[inline(always)]
    fn victim(&mut self, _lines: &[u32], stamps: &[u64]) -> usize {
        oldest(stamps)
    }
    #[inline(always)]
    fn on_fill(&mut self, stamps: &mut [u64], way: usize) {
        self.clock += 1;
        stamps[way] = self.clock;
    }
    #[inline(always)]
    fn invalidate(&mut self, stamps: &mut [u64], way: usize) {
        stamps[way] = 0;
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
    #[inline(always)]
    fn on_hit(&mut self, _stamps: &mut [u64], _way: usize) {}
    #[inline(always)]
    fn victim(&mut self, lines: &[u32], _stamps: &[u64]) -> usize {
        // Associativity is a power of two (checked by the configuration).
        (self.rng.next_u32() as usize) & (lines.len() - 1)
    }
    #[inline(always)]
    fn on_fill(&mut self, _stamps: &mut [u64], _way: usize) {}
    #[inline(always)]
    fn invalidate(&mut self, _stamps: &mut [u64], _way: usize) {}
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
            ReplKind::Lru => Policy::Lru(Lru::default()),
            ReplKind::Fifo => Policy::Fifo(Fifo::default()),
            ReplKind::Random => Policy::Random(RandomRepl::new(XorShift64Star::SEED)),
        }
    }
}

impl Replacement for Policy {
    #[inline(always)]
    fn on_hit(&mut self, stamps: &mut [u64], way: usize) {
        match self {
            Policy::Lru(p) => p.on_hit(stamps, way),
            Policy::Fifo(p) => p.on_hit(stamps, way),
            Policy::Random(p) => p.on_hit(stamps, way),
        }
    }
    #[inline(always)]
    fn victim(&mut self, lines: &[u32], stamps: &[u64]) -> usize {
        match self {
            Policy::Lru(p) => p.victim(lines, stamps),
            Policy::Fifo(p) => p.victim(lines, stamps),
            Policy::Random(p) => p.victim(lines, stamps),
        }
    }
    #[inline(always)]
    fn on_fill(&mut self, stamps: &mut [u64], way: usize) {
        match self {
            Policy::Lru(p) => p.on_fill(stamps, way),
            Policy::Fifo(p) => p.on_fill(stamps, way),
            Policy::Random(p) => p.on_fill(stamps, way),
        }
    }
    #[inline(always)]
    fn invalidate(&mut self, stamps: &mut [u64], way: usize) {
        match self {
            Policy::Lru(p) => p.invalidate(stamps, way),
            Policy::Fifo(p) => p.invalidate(stamps, way),
            Policy::Random(p) => p.invalidate(stamps, way),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: u32 = 0x100 | VALID;
    const B: u32 = 0x200 | VALID;
    const C: u32 = 0x300 | VALID;
    const D: u32 = 0x400 | VALID;

    /// A 3-way set driven through a policy as a level drives it: fill takes
    /// the victim's way. Returns the victim's old word.
    fn fill(p: &mut impl Replacement, lines: &mut [u32; 3], stamps: &mut [u64; 3], l: u32) -> u32 {
        let way = p.victim(lines, stamps);
        let old = lines[way];
        lines[way] = l;
        p.on_fill(stamps, way);
        old
    }

    fn way(lines: &[u32; 3], l: u32) -> usize {
        lines.iter().position(|&x| x == l).unwrap()
    }

    #[test]
    fn lru_hit_makes_most_recent_and_fill_evicts_least_recent() {
        let (mut lines, mut stamps, mut p) = ([0u32; 3], [0u64; 3], Lru::default());
        for l in [A, B, C] {
            assert_eq!(
                fill(&mut p, &mut lines, &mut stamps, l),
                0,
                "invalid ways first"
            );
        }
        p.on_hit(&mut stamps, way(&lines, A));
        // Order now (most recent first) A, C, B: B goes, then C.
        assert_eq!(fill(&mut p, &mut lines, &mut stamps, D), B);
        assert_eq!(fill(&mut p, &mut lines, &mut stamps, B), C);
    }

    #[test]
    fn fifo_hit_leaves_order() {
        let (mut lines, mut stamps, mut p) = ([0u32; 3], [0u64; 3], Fifo::default());
        for l in [A, B, C] {
            fill(&mut p, &mut lines, &mut stamps, l);
        }
        p.on_hit(&mut stamps, way(&lines, A));
        assert_eq!(fill(&mut p, &mut lines, &mut stamps, D), A);
        assert_eq!(fill(&mut p, &mut lines, &mut stamps, A), B);
    }

    #[test]
    fn invalidated_way_is_the_next_victim() {
        for lru in [true, false] {
            let mut p = if lru {
                Policy::new(ReplKind::Lru)
            } else {
                Policy::new(ReplKind::Fifo)
            };
            let (mut lines, mut stamps) = ([0u32; 3], [0u64; 3]);
            for l in [A, B, C] {
                fill(&mut p, &mut lines, &mut stamps, l);
            }
            let w = way(&lines, B);
            lines[w] = 0;
            p.invalidate(&mut stamps, w);
            // The invalid way is refilled, so nothing valid is evicted.
            assert_eq!(fill(&mut p, &mut lines, &mut stamps, D), 0);
            assert_eq!(lines[w], D);
            assert_eq!(fill(&mut p, &mut lines, &mut stamps, B), A);
        }
    }

    #[test]
    fn random_is_deterministic_and_in_range() {
        let mut p1 = RandomRepl::new(XorShift64Star::SEED);
        let mut p2 = RandomRepl::new(XorShift64Star::SEED);
        let lines = [0u32; 8];
        let mut ways = std::collections::HashSet::new();
        for _ in 0..200u32 {
            let w1 = p1.victim(&lines, &[]);
            let w2 = p2.victim(&lines, &[]);
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
