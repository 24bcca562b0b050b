//! LEB128 varints, zigzag, and the word-scaled map used for PC deltas
//! (`docs/trace-format.md`, "Integer encodings").

/// Appends `v` as an unsigned LEB128 varint (7 bits per byte, low group first, high bit =
/// more bytes follow).
#[inline]
pub fn put(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// Zigzag: 0, -1, 1, -2, ... → 0, 1, 2, 3, ... (for 64-bit two's complement differences).
#[inline]
pub fn zigzag64(d: u64) -> u64 {
    (d << 1) ^ (((d as i64) >> 63) as u64)
}

/// Inverse of [`zigzag64`].
#[inline]
pub fn unzigzag64(z: u64) -> u64 {
    (z >> 1) ^ (z & 1).wrapping_neg()
}

/// Zigzag of a 32-bit two's complement difference.
#[inline]
pub fn zigzag32(d: u32) -> u32 {
    (d << 1) ^ (((d as i32) >> 31) as u32)
}

/// Inverse of [`zigzag32`].
#[inline]
pub fn unzigzag32(z: u32) -> u32 {
    (z >> 1) ^ (z & 1).wrapping_neg()
}

/// Word-scaled map for differences of instruction addresses: `(d >>s 2) ^ ((d & 3) << 30)`
/// (arithmetic shift). For multiples of 4 it is the word difference, so the zigzag varint
/// of a short branch is short; it stays a bijection on all of `u32`.
#[inline]
pub fn scale4(d: u32) -> u32 {
    (((d as i32) >> 2) as u32) ^ ((d & 3) << 30)
}

/// Inverse of [`scale4`]: bit 29 of the mapped value is the sign of `d`, which tells what
/// bits 31..30 were before the low bits were folded in.
#[inline]
pub fn unscale4(m: u32) -> u32 {
    let sign = if m & (1 << 29) != 0 { 3 } else { 0 };
    let low = ((m >> 30) & 3) ^ sign;
    let shifted = m ^ (low << 30);
    (shifted << 2) | low
}

/// A bounds-checked reader over one column.
pub struct Cursor<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `buf`.
    pub fn new(buf: &'a [u8]) -> Self {
        Cursor { buf, pos: 0 }
    }

    /// Whether every byte was consumed.
    pub fn at_end(&self) -> bool {
        self.pos == self.buf.len()
    }

    /// Bytes not consumed yet.
    pub fn remaining(&self) -> usize {
        self.buf.len() - self.pos
    }

    /// One byte, `None` at the end.
    #[inline]
    pub fn byte(&mut self) -> Option<u8> {
        let b = *self.buf.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }

    /// The next byte without consuming it.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.buf.get(self.pos).copied()
    }

    /// Consumes `n` bytes (the caller has seen them with [`Cursor::peek`]).
    #[inline]
    pub fn skip(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.buf.len());
    }

    /// One varint, `None` if it runs past the end or past 64 bits.
    #[inline]
    pub fn varint(&mut self) -> Option<u64> {
        let mut v = 0u64;
        let mut shift = 0u32;
        loop {
            let b = *self.buf.get(self.pos)?;
            self.pos += 1;
            if shift == 63 && b > 1 {
                return None;
            }
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Some(v);
            }
            shift += 7;
            if shift > 63 {
                return None;
            }
        }
    }

    /// A varint that must fit in 32 bits.
    #[inline]
    pub fn varint32(&mut self) -> Option<u32> {
        u32::try_from(self.varint()?).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn varint_round_trips(v: u64) {
            let mut out = Vec::new();
            put(&mut out, v);
            let mut c = Cursor::new(&out);
            prop_assert_eq!(c.varint(), Some(v));
            prop_assert!(c.at_end());
        }

        #[test]
        fn zigzag_round_trips(a: u64, b: u32) {
            prop_assert_eq!(unzigzag64(zigzag64(a)), a);
            prop_assert_eq!(unzigzag32(zigzag32(b)), b);
        }

        #[test]
        fn scale4_round_trips(d: u32) {
            prop_assert_eq!(unscale4(scale4(d)), d);
        }
    }

    #[test]
    fn known_values() {
        assert_eq!(zigzag64(0), 0);
        assert_eq!(zigzag64(u64::MAX), 1); // -1
        assert_eq!(zigzag64(1), 2);
        assert_eq!(zigzag32((-2i32) as u32), 3);
        assert_eq!(scale4(8), 2);
        assert_eq!(scale4((-8i32) as u32), (-2i32) as u32);
        assert_eq!(zigzag32(scale4((-4i32) as u32)), 1);
        let mut out = Vec::new();
        put(&mut out, 300);
        assert_eq!(out, [0xac, 0x02]);
    }

    #[test]
    fn overlong_varints_are_rejected() {
        let bytes = [0xffu8; 11];
        assert_eq!(Cursor::new(&bytes).varint(), None);
        let bytes = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02];
        assert_eq!(Cursor::new(&bytes).varint(), None);
        let bytes = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01];
        assert_eq!(Cursor::new(&bytes).varint(), Some(u64::MAX));
    }
}
