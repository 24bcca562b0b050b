//! A bzip2 decompressor for the reader's fast path: one whole stream at a time, from a
//! byte slice, its Huffman codes decoded through a lookup table instead of bit by bit.
//!
//! bunzip2 was a third of what reading a trace costs, and most of that was libbz2's
//! Huffman decoding, which walks each code one bit at a time (`GET_MTF_VAL`). Here every
//! code of up to [`TABLE_BITS`] bits (nearly all of them) is found with one table look-up
//! and longer ones by the canonical code's limits, as libbz2 does. The rest follows libbz2
//! 1.0.8 (`decompress.c`, the fast, not the small, mode): the symbol map, the selectors,
//! the code lengths, the run-length and move-to-front coding of the block, the inverse
//! Burrows-Wheeler transform and the final run-length coding; each block's CRC and the
//! stream's combined CRC are checked.
//!
//! [`decompress`] answers only for a stream it decodes completely and whose CRCs match;
//! anything else (a damaged or cut stream, a randomised block, which no bzip2 since 0.9.5
//! writes, a code set libbz2 might read differently) is `None`, and the caller decodes the
//! stream with libbz2 instead, which then says what is wrong: the fast path changes no
//! answer, only the time it takes.

use std::cell::RefCell;

/// Codes of up to this many bits are decoded with one look-up.
const TABLE_BITS: u32 = 10;
/// The longest code libbz2 accepts.
const MAX_CODE_LEN: usize = 20;
/// The most symbols of a block's alphabet (256 bytes, RUNA/RUNB counted in, EOB).
const MAX_ALPHA: usize = 258;
/// The most selectors libbz2 keeps.
const MAX_SELECTORS: usize = 18002;
/// Symbols per selector.
const GROUP_SIZE: u32 = 50;

/// Why the fast path gave up (not reported: libbz2 reads the stream again).
struct GiveUp;

type R<T> = Result<T, GiveUp>;

/// A big-endian bit reader over a slice; reading past the end yields zero bits, which
/// [`Bits::consumed`] then reveals.
struct Bits<'a> {
    data: &'a [u8],
    /// The next byte to load.
    pos: usize,
    /// Loaded bits, the next one in bit 63.
    buf: u64,
    /// How many bits of `buf` are loaded.
    n: u32,
}

impl<'a> Bits<'a> {
    fn new(data: &'a [u8]) -> Bits<'a> {
        Bits {
            data,
            pos: 0,
            buf: 0,
            n: 0,
        }
    }

    /// Loads at least 57 bits.
    #[inline]
    fn refill(&mut self) {
        if let Some(w) = self.data.get(self.pos..self.pos + 8) {
            let w = u64::from_be_bytes(w.try_into().expect("8 bytes"));
            self.buf |= w >> self.n;
            let k = (63 - self.n) >> 3;
            self.pos += k as usize;
            self.n += k << 3;
        } else {
            while self.n <= 56 {
                let b = self.data.get(self.pos).copied().unwrap_or(0);
                self.buf |= u64::from(b) << (56 - self.n);
                self.pos += 1;
                self.n += 8;
            }
        }
    }

    /// The next `k` bits (1 to 32) without consuming them.
    #[inline(always)]
    fn peek(&mut self, k: u32) -> u32 {
        if self.n < k {
            self.refill();
        }
        (self.buf >> (64 - k)) as u32
    }

    #[inline(always)]
    fn skip(&mut self, k: u32) {
        self.buf <<= k;
        self.n -= k;
    }

    /// The next `k` bits (1 to 32).
    #[inline]
    fn get(&mut self, k: u32) -> u32 {
        let v = self.peek(k);
        self.skip(k);
        v
    }

    #[inline]
    fn bit(&mut self) -> bool {
        self.get(1) == 1
    }

    /// The bytes the bits read so far came from (a partly read byte counts), as libbz2's
    /// `total_in`; `None` if reading went past the end.
    fn consumed(&self) -> Option<usize> {
        let bits = (self.pos * 8).checked_sub(self.n as usize)?;
        let bytes = bits.div_ceil(8);
        (bytes <= self.data.len()).then_some(bytes)
    }
}

/// One Huffman table of a block: its canonical code's look-up table and limits.
struct Table {
    /// Per value of the next [`TABLE_BITS`] bits: `symbol << 5 | length` of the code
    /// they start with if it is that short, else 0.
    fast: [u16; 1 << TABLE_BITS],
    /// Per length: the first code of that length past the last one (0 where none).
    limit: [u32; MAX_CODE_LEN + 1],
    /// Per length: its first code, and the index in `sorted` of its first symbol.
    first: [u32; MAX_CODE_LEN + 1],
    offset: [u32; MAX_CODE_LEN + 1],
    /// The symbols by code (length, then symbol).
    sorted: Vec<u16>,
    max_len: u32,
}

impl Table {
    fn new() -> Table {
        Table {
            fast: [0; 1 << TABLE_BITS],
            limit: [0; MAX_CODE_LEN + 1],
            first: [0; MAX_CODE_LEN + 1],
            offset: [0; MAX_CODE_LEN + 1],
            sorted: Vec::with_capacity(MAX_ALPHA),
            max_len: 0,
        }
    }

    /// The canonical code of `lens` (each 1 to 20), as libbz2's `hbCreateDecodeTables`
    /// assigns it: by length, then by symbol. An over-full code gives up.
    fn build(&mut self, lens: &[u8]) -> R<()> {
        let mut count = [0u32; MAX_CODE_LEN + 1];
        for &l in lens {
            count[usize::from(l)] += 1;
        }
        self.limit = [0; MAX_CODE_LEN + 1];
        self.first = [0; MAX_CODE_LEN + 1];
        self.offset = [0; MAX_CODE_LEN + 1];
        self.fast = [0; 1 << TABLE_BITS];
        self.sorted.clear();
        let (mut code, mut index) = (0u32, 0u32);
        let mut started = false;
        self.max_len = 0;
        for (len, &k) in count.iter().enumerate().skip(1) {
            if k == 0 && !started {
                continue;
            }
            started = true;
            self.first[len] = code;
            self.offset[len] = index;
            code += k;
            index += k;
            if code > 1 << len {
                return Err(GiveUp);
            }
            self.limit[len] = code;
            if k > 0 {
                self.max_len = len as u32;
            }
            code <<= 1;
        }
        for len in 1..=MAX_CODE_LEN as u8 {
            for (sym, _) in lens.iter().enumerate().filter(|(_, &l)| l == len) {
                self.sorted.push(sym as u16);
            }
        }
        for (k, &sym) in self.sorted.iter().enumerate() {
            let len = usize::from(lens[usize::from(sym)]);
            if len as u32 > TABLE_BITS {
                break;
            }
            let c = self.first[len] + (k as u32 - self.offset[len]);
            let shift = TABLE_BITS - len as u32;
            let entry = (sym << 5) | len as u16;
            let start = (c << shift) as usize;
            self.fast[start..start + (1 << shift)].fill(entry);
        }
        Ok(())
    }

    /// Decodes one symbol.
    #[inline(always)]
    fn symbol(&self, bits: &mut Bits) -> R<u32> {
        let v = bits.peek(MAX_CODE_LEN as u32);
        let e = self.fast[(v >> (MAX_CODE_LEN as u32 - TABLE_BITS)) as usize];
        if e != 0 {
            bits.skip(u32::from(e & 31));
            return Ok(u32::from(e >> 5));
        }
        self.slow_symbol(bits, v)
    }

    /// A code longer than [`TABLE_BITS`] (or none), `v` being the next 20 bits.
    #[inline(never)]
    fn slow_symbol(&self, bits: &mut Bits, v: u32) -> R<u32> {
        for len in TABLE_BITS + 1..=self.max_len {
            let c = v >> (MAX_CODE_LEN as u32 - len);
            let l = len as usize;
            if c < self.limit[l] {
                // Canonical codes: no shorter code matched, so `c >= first`.
                let k = self.offset[l] + c.checked_sub(self.first[l]).ok_or(GiveUp)?;
                let sym = *self.sorted.get(k as usize).ok_or(GiveUp)?;
                bits.skip(len);
                return Ok(u32::from(sym));
            }
        }
        Err(GiveUp)
    }
}

/// The CRC of bzip2 (CRC-32, MSB first, polynomial 0x04c11db7): tables for 4 bytes at a
/// time, `t[k][i]` being the CRC of byte `i` followed by `k` zero bytes.
fn crc_tables() -> &'static [[u32; 256]; 4] {
    static TABLES: std::sync::OnceLock<[[u32; 256]; 4]> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = [[0u32; 256]; 4];
        for (i, e) in t[0].iter_mut().enumerate() {
            let mut c = (i as u32) << 24;
            for _ in 0..8 {
                c = if c & 0x8000_0000 != 0 {
                    (c << 1) ^ 0x04c1_1db7
                } else {
                    c << 1
                };
            }
            *e = c;
        }
        for k in 1..4 {
            let (done, rest) = t.split_at_mut(k);
            for (e, &p) in rest[0].iter_mut().zip(&done[k - 1]) {
                *e = (p << 8) ^ done[0][(p >> 24) as usize];
            }
        }
        t
    })
}

fn crc(data: &[u8]) -> u32 {
    let t = crc_tables();
    let mut chunks = data.chunks_exact(4);
    let mut c = !0u32;
    for w in &mut chunks {
        let x = c ^ u32::from_be_bytes(w.try_into().expect("4 bytes"));
        c = t[3][(x >> 24) as usize]
            ^ t[2][((x >> 16) & 0xff) as usize]
            ^ t[1][((x >> 8) & 0xff) as usize]
            ^ t[0][(x & 0xff) as usize];
    }
    for &b in chunks.remainder() {
        c = (c << 8) ^ t[0][((c >> 24) as u8 ^ b) as usize];
    }
    !c
}

/// Buffers kept between streams (per thread).
struct Scratch {
    tt: Vec<u32>,
    tables: Vec<Table>,
    selectors: Vec<u8>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch {
        tt: Vec::new(),
        tables: (0..6).map(|_| Table::new()).collect(),
        selectors: Vec::new(),
    });
}

/// Decompresses the bzip2 stream at the start of `input` into `out` (cleared first) and
/// returns the number of bytes it took, if the fast path can: `None` for any stream it
/// does not decode completely with matching CRCs, or whose output exceeds `max_out`
/// (`out` then holds anything).
pub fn decompress(input: &[u8], out: &mut Vec<u8>, max_out: usize) -> Option<usize> {
    out.clear();
    SCRATCH.with(|s| stream(input, out, max_out, &mut s.borrow_mut()).ok())
}

fn stream(input: &[u8], out: &mut Vec<u8>, max_out: usize, s: &mut Scratch) -> R<usize> {
    let mut bits = Bits::new(input);
    if bits.get(24) != 0x42_5a68 {
        return Err(GiveUp);
    }
    let level = bits.get(8);
    if !(u32::from(b'1')..=u32::from(b'9')).contains(&level) {
        return Err(GiveUp);
    }
    let block_max = 100_000 * (level - u32::from(b'0')) as usize;
    let mut combined = 0u32;
    loop {
        let magic = (u64::from(bits.get(24)) << 24) | u64::from(bits.get(24));
        let stored_crc = bits.get(32);
        match magic {
            0x3141_5926_5359 => {
                let start = out.len();
                block(&mut bits, out, block_max, s)?;
                if out.len() > max_out || crc(&out[start..]) != stored_crc {
                    return Err(GiveUp);
                }
                combined = combined.rotate_left(1) ^ stored_crc;
            }
            0x1772_4538_5090 => {
                if stored_crc != combined {
                    return Err(GiveUp);
                }
                return bits.consumed().ok_or(GiveUp);
            }
            _ => return Err(GiveUp),
        }
        if bits.consumed().is_none() {
            return Err(GiveUp);
        }
    }
}

/// Decodes one block (after its magic and CRC), appending its bytes to `out`: the symbol
/// map, the Huffman selectors and tables, the symbols (into `s.tt`), then the inverse
/// Burrows-Wheeler transform and the first run-length coding undone.
fn block(bits: &mut Bits, out: &mut Vec<u8>, block_max: usize, s: &mut Scratch) -> R<()> {
    if bits.bit() {
        // Randomised: libbz2 reads it.
        return Err(GiveUp);
    }
    let orig_ptr = bits.get(24) as usize;
    let (seq_to_unseq, n_in_use) = symbol_map(bits)?;
    let n_groups = selectors(bits, s)?;
    code_tables(bits, s, n_groups, n_in_use + 2)?;
    let counts = symbols(bits, s, &seq_to_unseq, n_in_use, block_max)?;
    if orig_ptr >= s.tt.len() {
        return Err(GiveUp);
    }
    link(&mut s.tt, &counts);
    walk(&s.tt, orig_ptr, out);
    Ok(())
}

/// The symbol map: which bytes occur, in order (`seq_to_unseq[i]`: the `i`th), and how
/// many.
fn symbol_map(bits: &mut Bits) -> R<([u8; 256], usize)> {
    let used16 = bits.get(16);
    let mut seq_to_unseq = [0u8; 256];
    let mut n_in_use = 0usize;
    for i in 0..16 {
        if used16 & (0x8000 >> i) != 0 {
            let used = bits.get(16);
            for j in 0..16 {
                if used & (0x8000 >> j) != 0 {
                    seq_to_unseq[n_in_use] = (i * 16 + j) as u8;
                    n_in_use += 1;
                }
            }
        }
    }
    if n_in_use == 0 {
        return Err(GiveUp);
    }
    Ok((seq_to_unseq, n_in_use))
}

/// The selectors, move-to-front coded in unary, into `s.selectors`; returns the number
/// of Huffman tables.
fn selectors(bits: &mut Bits, s: &mut Scratch) -> R<usize> {
    let n_groups = bits.get(3) as usize;
    if !(2..=6).contains(&n_groups) {
        return Err(GiveUp);
    }
    let n_selectors = bits.get(15) as usize;
    if n_selectors == 0 || n_selectors > MAX_SELECTORS {
        return Err(GiveUp);
    }
    let mut order: [u8; 6] = [0, 1, 2, 3, 4, 5];
    s.selectors.clear();
    for _ in 0..n_selectors {
        let mut j = 0usize;
        while bits.bit() {
            j += 1;
            if j >= n_groups {
                return Err(GiveUp);
            }
        }
        let g = order[j];
        order.copy_within(0..j, 1);
        order[0] = g;
        s.selectors.push(g);
    }
    Ok(n_groups)
}

/// The code lengths of `n_groups` tables of `alpha` symbols, delta coded, and the tables
/// built from them.
fn code_tables(bits: &mut Bits, s: &mut Scratch, n_groups: usize, alpha: usize) -> R<()> {
    let mut lens = [0u8; MAX_ALPHA];
    for t in &mut s.tables[..n_groups] {
        let mut cur = bits.get(5) as i32;
        for l in &mut lens[..alpha] {
            loop {
                if !(1..=MAX_CODE_LEN as i32).contains(&cur) {
                    return Err(GiveUp);
                }
                if !bits.bit() {
                    break;
                }
                cur += if bits.bit() { -1 } else { 1 };
            }
            *l = cur as u8;
        }
        t.build(&lens[..alpha])?;
    }
    if bits.consumed().is_none() {
        return Err(GiveUp);
    }
    Ok(())
}

/// The symbols: runs of the front byte (RUNA, RUNB: bijective base 2) and move-to-front
/// positions, into `s.tt` (one byte each, the low 8 bits); returns how many of each byte.
fn symbols(
    bits: &mut Bits,
    s: &mut Scratch,
    seq_to_unseq: &[u8; 256],
    n_in_use: usize,
    block_max: usize,
) -> R<[u32; 256]> {
    let eob = n_in_use as u32 + 1;
    let mut mtf: [u8; 256] = std::array::from_fn(|i| i as u8);
    let mut counts = [0u32; 256];
    let tt = &mut s.tt;
    tt.clear();
    tt.reserve(block_max);
    let (mut group, mut left) = (0usize, 0u32);
    let mut table = &s.tables[0];
    let (mut run, mut weight) = (0u32, 0u32);
    loop {
        if left == 0 {
            let g = *s.selectors.get(group).ok_or(GiveUp)?;
            table = &s.tables[usize::from(g)];
            group += 1;
            left = GROUP_SIZE;
        }
        left -= 1;
        let sym = table.symbol(bits)?;
        if sym <= 1 {
            if weight == 0 {
                weight = 1;
            } else if weight >= 2 * 1024 * 1024 {
                return Err(GiveUp);
            }
            run += (sym + 1) * weight;
            weight <<= 1;
            continue;
        }
        if weight != 0 {
            let b = seq_to_unseq[usize::from(mtf[0])];
            if tt.len() + run as usize > block_max {
                return Err(GiveUp);
            }
            counts[usize::from(b)] += run;
            // Most runs are short: pushed one by one (no call).
            if run <= 4 {
                for _ in 0..run {
                    tt.push(u32::from(b));
                }
            } else {
                tt.resize(tt.len() + run as usize, u32::from(b));
            }
            (run, weight) = (0, 0);
        }
        if sym == eob {
            break;
        }
        if sym > eob || tt.len() >= block_max {
            return Err(GiveUp);
        }
        let nn = (sym - 1) as usize;
        let uc = mtf[nn];
        if nn < 16 {
            for k in (1..=nn).rev() {
                mtf[k] = mtf[k - 1];
            }
        } else {
            mtf.copy_within(0..nn, 1);
        }
        mtf[0] = uc;
        let b = seq_to_unseq[usize::from(uc)];
        counts[usize::from(b)] += 1;
        tt.push(u32::from(b));
    }
    if bits.consumed().is_none() {
        return Err(GiveUp);
    }
    Ok(counts)
}

/// The inverse transform's links: each entry's position in the sorted column, stored
/// above its byte (`counts`: how many of each byte `tt` holds).
fn link(tt: &mut [u32], counts: &[u32; 256]) {
    let mut cftab = [0u32; 256];
    let mut sum = 0u32;
    for (c, &k) in cftab.iter_mut().zip(counts) {
        *c = sum;
        sum += k;
    }
    for i in 0..tt.len() {
        let uc = (tt[i] & 0xff) as usize;
        let at = cftab[uc] as usize;
        tt[at] |= (i as u32) << 8;
        cftab[uc] += 1;
    }
}

/// Walks the linked `tt` from `orig_ptr`, appending the block's bytes to `out` and
/// undoing the first run-length coding on the way: after 4 equal bytes, a byte counts
/// how many more follow (then a new run starts, even of the same byte).
fn walk(tt: &[u32], orig_ptr: usize, out: &mut Vec<u8>) {
    let n = tt.len();
    let mut pos = (tt[orig_ptr] >> 8) as usize;
    out.reserve(n);
    // The byte of the current run (`NO_RUN` after a count) and its length so far.
    const NO_RUN: u32 = 256;
    let (mut prev, mut len) = (NO_RUN, 0u32);
    for _ in 0..n {
        let t = tt[pos];
        pos = (t >> 8) as usize;
        let b = t as u8;
        if len == 4 {
            out.resize(out.len() + usize::from(b), prev as u8);
            (prev, len) = (NO_RUN, 0);
            continue;
        }
        out.push(b);
        if u32::from(b) == prev {
            len += 1;
        } else {
            (prev, len) = (u32::from(b), 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::compress_stream;
    use proptest::prelude::*;

    fn libbz2(z: &[u8]) -> (Vec<u8>, usize) {
        let mut d = bzip2::Decompress::new(false);
        let mut out = Vec::with_capacity(1 << 20);
        loop {
            let at = d.total_in() as usize;
            let st = d.decompress_vec(&z[at..], &mut out).expect("valid stream");
            if st == bzip2::Status::StreamEnd {
                return (out, d.total_in() as usize);
            }
            out.reserve(out.capacity());
        }
    }

    fn check(data: &[u8], level: u32) {
        let mut z = Vec::new();
        compress_stream(data, level, &mut z);
        let mut out = Vec::new();
        let n = decompress(&z, &mut out, usize::MAX).expect("fast path decodes a valid stream");
        let (want, used) = libbz2(&z);
        assert_eq!(out, want);
        assert_eq!(out, data);
        assert_eq!(n, used);
        assert_eq!(n, z.len());
    }

    /// Data with runs, skewed byte frequencies and long codes.
    fn shaped(seed: u64, len: usize) -> Vec<u8> {
        let mut x = seed | 1;
        let mut v = Vec::with_capacity(len);
        while v.len() < len {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let r = (x >> 40) as u32;
            match r % 8 {
                0 => v.extend(std::iter::repeat((r >> 8) as u8).take((r >> 16) as usize % 300)),
                1 | 2 => v.push(((r >> 8) % 256) as u8),
                _ => v.push(((r >> 8) % 4) as u8),
            }
        }
        v.truncate(len);
        v
    }

    #[test]
    fn decodes_what_libbz2_decodes() {
        check(b"", 9);
        check(b"a", 1);
        check(b"aaaa", 1);
        check(b"aaaaa", 9);
        check(&[7; 100_000], 9);
        for (seed, len, level) in [
            (1, 1000, 1),
            (2, 250_000, 1),
            (3, 1_500_000, 9),
            (4, 400_000, 2),
        ] {
            check(&shaped(seed, len), level);
        }
        // Every byte value, and code lengths past the table's bits.
        let all: Vec<u8> = (0..300_000u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        check(&all, 9);
        let skewed: Vec<u8> = (0..300_000u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 16).trailing_zeros() as u8 * 9)
            .collect();
        check(&skewed, 5);
    }

    #[test]
    fn gives_up_on_what_is_not_a_whole_valid_stream() {
        let data = shaped(9, 200_000);
        let mut z = Vec::new();
        compress_stream(&data, 9, &mut z);
        let mut out = Vec::new();
        for cut in [0, 3, 10, z.len() / 2, z.len() - 1] {
            assert_eq!(
                decompress(&z[..cut], &mut out, usize::MAX),
                None,
                "cut at {cut}"
            );
        }
        for at in [4, 14, 40, z.len() / 3, z.len() - 3] {
            let mut bad = z.clone();
            bad[at] ^= 0x10;
            assert_eq!(
                decompress(&bad, &mut out, usize::MAX),
                None,
                "flipped byte {at}"
            );
        }
        assert_eq!(
            decompress(&z, &mut out, data.len() - 1),
            None,
            "over max_out"
        );
        // A second stream after the first is left alone.
        let mut two = z.clone();
        two.extend_from_slice(&z);
        assert_eq!(decompress(&two, &mut out, usize::MAX), Some(z.len()));
        assert_eq!(out, data);
    }

    #[test]
    fn decodes_every_stream_of_a_real_trace() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/v3-dcbz.trace.bz2");
        let file = std::fs::read(path).expect("the v3 fixture");
        let starts = crate::frame::find_stream_starts(&file);
        assert!(starts.len() > 3, "{} streams", starts.len());
        let mut out = Vec::new();
        for (k, &at) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(file.len());
            let n = decompress(&file[at..], &mut out, usize::MAX);
            let (want, used) = libbz2(&file[at..]);
            assert_eq!(n, Some(used), "stream {k}");
            assert_eq!(used, end - at, "stream {k}");
            assert_eq!(out, want, "stream {k}");
        }
    }

    proptest! {
        #[test]
        fn decodes_random_streams_as_libbz2(
            data in proptest::collection::vec(any::<u8>(), 0..3000),
            runs in proptest::collection::vec((any::<u8>(), 1usize..600), 0..20),
            level in 1u32..=9,
        ) {
            let mut v = data;
            for (b, n) in runs {
                v.extend(std::iter::repeat(b).take(n));
            }
            check(&v, level);
        }

        #[test]
        fn never_panics_on_damage(at in any::<prop::sample::Index>(), x in 1u8..=255, seed in 1u64..1000) {
            let data = shaped(seed, 5000);
            let mut z = Vec::new();
            compress_stream(&data, 1, &mut z);
            let i = at.index(z.len());
            z[i] ^= x;
            let mut out = Vec::new();
            if let Some(n) = decompress(&z, &mut out, usize::MAX) {
                // Undetected only if libbz2 agrees.
                let (want, used) = libbz2(&z);
                prop_assert_eq!(out, want);
                prop_assert_eq!(n, used);
            }
        }
    }
}
