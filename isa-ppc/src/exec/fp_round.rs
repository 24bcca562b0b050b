//! Exact IEEE-754 arithmetic with one rounding, in any of the four rounding modes of
//! FPSCR\[RN\] (PowerPC UISA Book I §4.3.6, "Rounding").
//!
//! Every operation first forms its exact result (or an exact result plus a sticky bit far
//! below the rounding position) as `(-1)^sign × mant × 2^exp` with a 128-bit `mant`, then
//! [`round_pack`] rounds it once to double or single precision. So `fmadds` rounds the
//! exact `a×c+b` directly to single (no double rounding through f64), and directed
//! rounding needs no host rounding-mode control. The host's own arithmetic is used only
//! as a fast path for round-to-nearest double operations whose inexactness is checked
//! with error-free transformations (see `fpu.rs`).

/// FPSCR\[RN\] values (§4.2.2).
pub const RN_NEAREST: u32 = 0;
/// Round toward zero.
pub const RN_ZERO: u32 = 1;
/// Round toward +infinity.
pub const RN_POS: u32 = 2;
/// Round toward -infinity.
pub const RN_NEG: u32 = 3;

/// Target precision of a rounding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prec {
    /// IEEE double: 53-bit significand, exponents -1022..=1023.
    Double,
    /// IEEE single: 24-bit significand, exponents -126..=127 (the result is still held
    /// as a double, as in an FPR).
    Single,
}

impl Prec {
    #[inline]
    fn p(self) -> i32 {
        match self {
            Prec::Double => 53,
            Prec::Single => 24,
        }
    }
    #[inline]
    fn emin(self) -> i32 {
        match self {
            Prec::Double => -1022,
            Prec::Single => -126,
        }
    }
    #[inline]
    fn emax(self) -> i32 {
        match self {
            Prec::Double => 1023,
            Prec::Single => 127,
        }
    }
}

/// A rounded result (double bit pattern) with the IEEE conditions the rounding raised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rounded {
    /// The result as IEEE double bits (single results are exactly representable).
    pub bits: u64,
    /// The result differs from the exact value (FPSCR\[FI\], XX).
    pub inexact: bool,
    /// The magnitude was increased by rounding (FPSCR\[FR\]).
    pub rounded_up: bool,
    /// The rounded exponent exceeded the format (OX).
    pub overflow: bool,
    /// The exact result was tiny, i.e. below the smallest normal, detected before
    /// rounding as PowerPC does (§4.4.4).
    pub tiny: bool,
}

/// A finite nonzero operand split as `mant × 2^exp` (mant has its implicit bit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unpacked {
    /// Sign (true = negative).
    pub sign: bool,
    /// Significand, nonzero, at most 53 bits.
    pub mant: u64,
    /// Exponent of the significand's least significant bit.
    pub exp: i32,
}

/// Splits a finite double. Returns `None` for ±0.
#[inline]
pub fn unpack(bits: u64) -> Option<Unpacked> {
    let sign = bits >> 63 != 0;
    let e = ((bits >> 52) & 0x7ff) as i32;
    let f = bits & ((1 << 52) - 1);
    debug_assert!(e != 0x7ff, "unpack of a NaN or infinity");
    if e == 0 {
        if f == 0 {
            None
        } else {
            Some(Unpacked {
                sign,
                mant: f,
                exp: -1074,
            })
        }
    } else {
        Some(Unpacked {
            sign,
            mant: f | 1 << 52,
            exp: e - 1075,
        })
    }
}

/// Signed zero.
#[inline]
pub fn zero(sign: bool) -> u64 {
    (sign as u64) << 63
}

/// Packs `sign × m × 2^q`, exactly representable as a double (m ≠ 0, m < 2^53).
#[inline]
fn pack_exact(sign: bool, m: u64, q: i32) -> u64 {
    let top = 63 - m.leading_zeros() as i32; // bit index of the leading 1
    let e = q + top; // unbiased exponent of the value
    let s = (sign as u64) << 63;
    if e < -1022 {
        // Double denormal: value = frac × 2^-1074.
        s | (m << (q + 1074))
    } else {
        s | (((e + 1023) as u64) << 52) | ((m << (52 - top)) & ((1 << 52) - 1))
    }
}

/// The overflowed result for a rounding mode: infinity or the largest finite number.
#[inline]
fn overflow_result(sign: bool, prec: Prec, rn: u32) -> (u64, bool) {
    let to_inf = match rn {
        RN_NEAREST => true,
        RN_ZERO => false,
        RN_POS => !sign,
        _ => sign,
    };
    let s = (sign as u64) << 63;
    if to_inf {
        (s | 0x7ff0_0000_0000_0000, true)
    } else {
        let max = match prec {
            Prec::Double => 0x7fef_ffff_ffff_ffff,
            Prec::Single => 0x47ef_ffff_e000_0000,
        };
        (s | max, false)
    }
}

/// Rounds `(-1)^sign × mant × 2^exp` once to `prec` in rounding mode `rn`.
///
/// `mant` must be nonzero. It may carry a sticky bit in its least significant position
/// standing for "nonzero bits further below", provided that position is at least two
/// bits below the rounding position (every caller keeps far more).
#[inline]
pub fn round_pack(sign: bool, mant: u128, exp: i32, prec: Prec, rn: u32) -> Rounded {
    debug_assert!(mant != 0);
    let p = prec.p();
    let nbits = 128 - mant.leading_zeros() as i32;
    let e_top = exp + nbits - 1;
    let tiny = e_top < prec.emin();
    if e_top > prec.emax() {
        let (bits, up) = overflow_result(sign, prec, rn);
        return Rounded {
            bits,
            inexact: true,
            rounded_up: up,
            overflow: true,
            tiny,
        };
    }
    // The quantum (weight of the last kept bit) of the result.
    let q = (e_top - (p - 1)).max(prec.emin() - (p - 1));
    let shift = q - exp;
    // `m`: the kept bits; `rem`: the dropped bits; `vs_half`: how `rem` compares with
    // half a quantum.
    use core::cmp::Ordering;
    let (mut m, rem, vs_half) = if shift <= 0 {
        ((mant << (-shift) as u32) as u64, 0u128, Ordering::Less)
    } else if shift > 128 {
        // The value is below 2^(q-1): less than half a quantum.
        (0u64, mant, Ordering::Less)
    } else if shift == 128 {
        (0u64, mant, mant.cmp(&(1u128 << 127)))
    } else {
        let rem = mant & ((1u128 << shift) - 1);
        (
            (mant >> shift) as u64,
            rem,
            rem.cmp(&(1u128 << (shift - 1))),
        )
    };
    let inexact = rem != 0;
    let up = inexact
        && match rn {
            RN_NEAREST => {
                vs_half == Ordering::Greater || (vs_half == Ordering::Equal && m & 1 != 0)
            }
            RN_ZERO => false,
            RN_POS => !sign,
            _ => sign,
        };
    let mut q = q;
    if up {
        m += 1;
        if m == 1u64 << p {
            m >>= 1;
            q += 1;
            if q + (p - 1) > prec.emax() {
                let (bits, up) = overflow_result(sign, prec, rn);
                return Rounded {
                    bits,
                    inexact: true,
                    rounded_up: up,
                    overflow: true,
                    tiny,
                };
            }
        }
    }
    let bits = if m == 0 {
        zero(sign)
    } else {
        pack_exact(sign, m, q)
    };
    Rounded {
        bits,
        inexact,
        rounded_up: up,
        overflow: false,
        tiny,
    }
}

/// The exact sum of two values `(-1)^s × m × 2^e` whose significands have at most 106
/// bits, as `(sign, mant, exp)` with a sticky bit (see [`round_pack`]); `None` when the
/// sum is exactly zero (the caller picks the zero's sign, §4.3.5).
#[inline]
pub fn add_exact(a: (bool, u128, i32), b: (bool, u128, i32)) -> Option<(bool, u128, i32)> {
    // Normalise both so the leading 1 sits at bit 124 (3 bits of headroom); inputs of at
    // most 106 bits then have at least 18 zero bits below, so an alignment shift of up
    // to 18 is exact and a longer one can cancel at most one leading bit, leaving >60
    // bits between the rounding position and the sticky bit.
    let norm = |(s, m, e): (bool, u128, i32)| {
        let sh = m.leading_zeros() as i32 - 3;
        (s, m << sh, e - sh)
    };
    let (mut x, mut y) = (norm(a), norm(b));
    if y.2 > x.2 {
        core::mem::swap(&mut x, &mut y);
    }
    let d = (x.2 - y.2) as u32;
    let ym = if d == 0 {
        y.1
    } else if d >= 128 {
        1 // only the sticky bit remains
    } else {
        (y.1 >> d) | ((y.1 & ((1u128 << d) - 1) != 0) as u128)
    };
    if x.0 == y.0 {
        Some((x.0, x.1 + ym, x.2))
    } else if x.1 > ym {
        Some((x.0, x.1 - ym, x.2))
    } else if ym > x.1 {
        Some((y.0, ym - x.1, x.2))
    } else {
        None
    }
}

/// Exact quotient a/b with a sticky bit: `(mant, exp)` (signs handled by the caller).
#[inline]
pub fn div_exact(a: Unpacked, b: Unpacked) -> (u128, i32) {
    // Normalise both significands to 53 bits; then (ma << 74) / mb has 74 or 75 bits.
    let na = a.mant.leading_zeros() as i32 - 11;
    let nb = b.mant.leading_zeros() as i32 - 11;
    let ma = (a.mant as u128) << na;
    let mb = (b.mant as u128) << nb;
    let num = ma << 74;
    let q = num / mb;
    let r = num % mb;
    let exp = (a.exp - na) - (b.exp - nb) - 74;
    (q | (r != 0) as u128, exp)
}

/// Exact square root of a positive value with a sticky bit: `(mant, exp)`.
#[inline]
pub fn sqrt_exact(a: Unpacked) -> (u128, i32) {
    let mut m = a.mant as u128;
    let mut e = a.exp;
    // Scale to about 116 bits with an even exponent, so the root has about 58 bits.
    let sh = 116 - (128 - m.leading_zeros() as i32);
    m <<= sh;
    e -= sh;
    if e & 1 != 0 {
        m <<= 1;
        e -= 1;
    }
    let r = isqrt(m);
    let sticky = r * r != m;
    (r | sticky as u128, e / 2)
}

/// Integer square root (floor) of a u128 below 2^118.
#[inline]
fn isqrt(n: u128) -> u128 {
    // Start from the f64 estimate, then correct: the estimate is within a few units of
    // the root for these sizes.
    let mut r = (n as f64).sqrt() as u128;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rp(v: f64, prec: Prec, rn: u32) -> Rounded {
        let u = unpack(v.to_bits()).unwrap();
        round_pack(u.sign, u.mant as u128, u.exp, prec, rn)
    }

    #[test]
    fn exact_values_round_trip() {
        for v in [
            1.0f64,
            -3.5,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            -1e-310,
            1e300,
        ] {
            let r = rp(v, Prec::Double, RN_NEAREST);
            assert_eq!(r.bits, v.to_bits());
            assert!(!r.inexact);
        }
    }

    #[test]
    fn single_rounding_ties_to_even_and_directed() {
        // 1 + 2^-24 is a tie between 1 and 1 + 2^-23.
        let t = 1.0 + 2f64.powi(-24);
        assert_eq!(rp(t, Prec::Single, RN_NEAREST).bits, 1.0f64.to_bits());
        assert_eq!(
            rp(t, Prec::Single, RN_POS).bits,
            (1.0 + 2f64.powi(-23)).to_bits()
        );
        assert_eq!(
            rp(-t, Prec::Single, RN_NEG).bits,
            (-1.0 - 2f64.powi(-23)).to_bits()
        );
        assert_eq!(rp(-t, Prec::Single, RN_ZERO).bits, (-1.0f64).to_bits());
        // 1 + 3·2^-25 is above the tie.
        let t = 1.0 + 3.0 * 2f64.powi(-25);
        assert_eq!(
            rp(t, Prec::Single, RN_NEAREST).bits,
            (1.0 + 2f64.powi(-23)).to_bits()
        );
    }

    #[test]
    fn overflow_by_mode() {
        let big = f64::MAX;
        assert_eq!(
            rp(big, Prec::Single, RN_NEAREST).bits,
            f64::INFINITY.to_bits()
        );
        assert_eq!(
            rp(big, Prec::Single, RN_ZERO).bits,
            (f32::MAX as f64).to_bits()
        );
        assert_eq!(
            rp(-big, Prec::Single, RN_POS).bits,
            (-f32::MAX as f64).to_bits()
        );
        assert!(rp(big, Prec::Single, RN_ZERO).overflow);
    }

    #[test]
    fn single_denormals() {
        let tiny = f32::from_bits(1) as f64; // 2^-149
        let r = rp(tiny, Prec::Single, RN_NEAREST);
        assert_eq!(r.bits, tiny.to_bits());
        assert!(r.tiny && !r.inexact);
        // Half of the smallest single denormal: a tie to even (0); 0.75 of it rounds up.
        assert_eq!(rp(tiny / 2.0, Prec::Single, RN_NEAREST).bits, 0);
        assert_eq!(
            rp(tiny * 0.75, Prec::Single, RN_NEAREST).bits,
            tiny.to_bits()
        );
        assert_eq!(rp(tiny / 4.0, Prec::Single, RN_POS).bits, tiny.to_bits());
    }

    #[test]
    fn sqrt_and_div_against_host() {
        for (a, b) in [
            (2.0f64, 3.0f64),
            (1e-310, 7.0),
            (1e300, 1e-300),
            (10.0, 0.1),
        ] {
            let (m, e) = div_exact(unpack(a.to_bits()).unwrap(), unpack(b.to_bits()).unwrap());
            let r = round_pack(false, m, e, Prec::Double, RN_NEAREST);
            assert_eq!(f64::from_bits(r.bits), a / b);
            let (m, e) = sqrt_exact(unpack(a.to_bits()).unwrap());
            let r = round_pack(false, m, e, Prec::Double, RN_NEAREST);
            assert_eq!(f64::from_bits(r.bits), a.sqrt());
        }
    }
}
