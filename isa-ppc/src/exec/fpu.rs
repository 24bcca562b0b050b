//! Floating-point arithmetic with FPSCR maintenance (PowerPC UISA Book I chapter 4,
//! §4.6.5–4.6.8).
//!
//! Every function takes the FPSCR and raw double bit patterns and returns the result's
//! bits, or `None` when an exception whose enable bit is set occurred: then the target
//! register is not written and the caller raises [`Exception::FpEnabled`]
//! (see `fpscr.rs` for the points where we follow QEMU rather than the manual).
//!
//! [`Exception::FpEnabled`]: super::Exception::FpEnabled

use super::fp_round::{self as fr, round_pack, unpack, Prec, Rounded};
use super::fpscr::*;

/// The default quiet NaN an invalid operation produces (§4.3.4).
pub const DEFAULT_NAN: u64 = 0x7ff8_0000_0000_0000;
const SIGN: u64 = 1 << 63;
const QUIET: u64 = 1 << 51;

#[inline]
fn is_nan(x: u64) -> bool {
    x & !SIGN > 0x7ff0_0000_0000_0000
}
#[inline]
fn is_snan(x: u64) -> bool {
    is_nan(x) && x & QUIET == 0
}
#[inline]
fn is_inf(x: u64) -> bool {
    x & !SIGN == 0x7ff0_0000_0000_0000
}
#[inline]
fn is_zero(x: u64) -> bool {
    x & !SIGN == 0
}
#[inline]
fn sign(x: u64) -> bool {
    x >> 63 != 0
}
/// Both operands finite (neither NaN nor infinity).
#[inline(always)]
fn finite2(a: u64, b: u64) -> bool {
    (a & !SIGN) < 0x7ff0_0000_0000_0000 && (b & !SIGN) < 0x7ff0_0000_0000_0000
}
/// Whether a double holds a value exactly representable in single precision (finite).
#[inline(always)]
fn is_single(x: u64) -> bool {
    let v = f64::from_bits(x);
    v.is_finite() && ((v as f32) as f64).to_bits() == x
}

/// Completes a single-precision operation whose operands were singles from the host's
/// round-to-nearest double result: for +, −, ×, ÷ of single operands, rounding the
/// double result to single gives the correctly rounded single result (53 ≥ 2·24 + 2,
/// Figueroa's theorem), and the result is inexact iff either step was.
#[inline]
fn finish_single_from_double(f: &mut u32, d: f64, host_inexact: bool) -> Option<u64> {
    let mut r = round_value(*f, d.to_bits(), Prec::Single);
    r.inexact |= host_inexact;
    finish(f, r)
}

#[inline]
fn rn(f: u32) -> u32 {
    f & RN
}

/// Records exception bits (with FX, as QEMU does) and the summaries; `false` when one
/// of them is enabled, i.e. the instruction traps.
#[inline]
fn raise(f: &mut u32, exc: u32) -> bool {
    if exc == 0 {
        return true;
    }
    *f = summarize(*f | exc | FX);
    !enabled(*f, exc)
}

/// A NaN operand's result: quietened, and narrowed to single precision (low 29 bits
/// dropped) for single-precision instructions, as a 750/QEMU does.
#[inline]
fn nan_result(x: u64, prec: Prec) -> u64 {
    let q = x | QUIET;
    match prec {
        Prec::Double => q,
        Prec::Single => q & !0x1fff_ffff,
    }
}

/// Propagates the first NaN among `ops` (the manual's order, §4.3.4), recording
/// VXSNAN if any operand is a signalling NaN. `None` if no operand is a NaN.
#[inline]
fn propagate_nan(f: &mut u32, ops: &[u64], prec: Prec) -> Option<Option<u64>> {
    let first = ops.iter().copied().find(|&x| is_nan(x))?;
    let snan = ops.iter().any(|&x| is_snan(x));
    Some(finish_special(
        f,
        nan_result(first, prec),
        if snan { VXSNAN } else { 0 },
    ))
}

/// Completes an instruction whose result is exact and special (NaN, infinity, zero, or
/// the default NaN of an invalid operation): FI cleared, FPRF from the result. (FR is
/// left alone: QEMU never computes it.)
#[inline]
fn finish_special(f: &mut u32, bits: u64, exc: u32) -> Option<u64> {
    if !raise(f, exc) {
        return None;
    }
    // QEMU clears FR and FI for zero divide and the invalid operations other than
    // VXSNAN; other special results keep FR.
    let clear = if exc & (ZX | (VX_ALL & !VXSNAN)) != 0 {
        FR | FI | FPRF
    } else {
        FI | FPRF
    };
    *f = (*f & !clear) | fprf_of(bits);
    Some(bits)
}

/// Completes an instruction from a rounded result: OX/UX/XX, FI, FPRF.
#[inline]
fn finish(f: &mut u32, r: Rounded) -> Option<u64> {
    let mut exc = 0;
    if r.overflow {
        exc |= OX | XX;
    } else if r.tiny && (r.inexact || *f & UE != 0) {
        exc |= UX;
    }
    if r.inexact {
        exc |= XX;
    }
    if !raise(f, exc) {
        return None;
    }
    let fi = if r.inexact { FI } else { 0 };
    *f = (*f & !(FI | FPRF)) | fi | fprf_of(r.bits);
    Some(r.bits)
}

/// Rounds a finite operand to the precision (used when the other operand is zero).
#[inline]
fn round_value(f: u32, x: u64, prec: Prec) -> Rounded {
    match unpack(x) {
        Some(u) => round_pack(u.sign, u.mant as u128, u.exp, prec, rn(f)),
        None => exact(x),
    }
}

#[inline]
fn exact(bits: u64) -> Rounded {
    Rounded {
        bits,
        inexact: false,
        rounded_up: false,
        overflow: false,
        tiny: false,
    }
}

/// The sign of an exact zero sum of operands of different signs: −0 only when rounding
/// toward −∞ (IEEE 754 §6.3).
#[inline]
fn zero_sum_sign(f: u32) -> bool {
    rn(f) == fr::RN_NEG
}

/// `fadd`, `fsub`, `fadds`, `fsubs` (§4.6.5.1): frA ± frB.
#[inline]
pub fn add(f: &mut u32, a: u64, b: u64, sub: bool, prec: Prec) -> Option<u64> {
    if prec == Prec::Double && rn(*f) == fr::RN_NEAREST && finite2(a, b) {
        // Fast path: the host sum is the correctly rounded one; the two-sum error term
        // (exact without overflow) tells whether it is inexact. Sums never underflow
        // inexactly.
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let y = if sub { -y } else { y };
        let s = x + y;
        if s.is_finite() {
            let bb = s - x;
            let err = (x - (s - bb)) + (y - bb);
            let r = Rounded {
                bits: s.to_bits(),
                inexact: err != 0.0,
                ..exact(0)
            };
            return finish(f, r);
        }
    }
    if prec == Prec::Single && rn(*f) == fr::RN_NEAREST && is_single(a) && is_single(b) {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let y = if sub { -y } else { y };
        let s = x + y;
        let bb = s - x;
        let err = (x - (s - bb)) + (y - bb);
        if s != 0.0 {
            return finish_single_from_double(f, s, err != 0.0);
        }
    }
    if let Some(r) = propagate_nan(f, &[a, b], prec) {
        return r;
    }
    let b = if sub { b ^ SIGN } else { b };
    if is_inf(a) || is_inf(b) {
        if is_inf(a) && is_inf(b) && sign(a) != sign(b) {
            return finish_special(f, DEFAULT_NAN, VXISI);
        }
        return finish_special(f, if is_inf(a) { a } else { b }, 0);
    }
    let r = match (unpack(a), unpack(b)) {
        (None, None) => {
            let s = if sign(a) == sign(b) {
                sign(a)
            } else {
                zero_sum_sign(*f)
            };
            exact(fr::zero(s))
        }
        (None, Some(_)) => round_value(*f, b, prec),
        (Some(_), None) => round_value(*f, a, prec),
        (Some(x), Some(y)) => {
            match fr::add_exact(
                (x.sign, x.mant as u128, x.exp),
                (y.sign, y.mant as u128, y.exp),
            ) {
                Some((s, m, e)) => round_pack(s, m, e, prec, rn(*f)),
                None => exact(fr::zero(zero_sum_sign(*f))),
            }
        }
    };
    finish(f, r)
}

/// `fmul`, `fmuls` (§4.6.5.2): frA × frC.
#[inline]
pub fn mul(f: &mut u32, a: u64, c: u64, prec: Prec) -> Option<u64> {
    if prec == Prec::Double && rn(*f) == fr::RN_NEAREST && finite2(a, c) {
        // Fast path while the product and its fma error term are far from underflow.
        let (x, y) = (f64::from_bits(a), f64::from_bits(c));
        let p = x * y;
        if p.is_finite() && (p.abs() >= 1e-280 || x == 0.0 || y == 0.0) {
            let err = x.mul_add(y, -p);
            let r = Rounded {
                bits: p.to_bits(),
                inexact: err != 0.0,
                ..exact(0)
            };
            return finish(f, r);
        }
    }
    if prec == Prec::Single && rn(*f) == fr::RN_NEAREST && is_single(a) && is_single(c) {
        // The product of two singles is exact in double.
        let p = f64::from_bits(a) * f64::from_bits(c);
        if p != 0.0 {
            return finish_single_from_double(f, p, false);
        }
    }
    if let Some(r) = propagate_nan(f, &[a, c], prec) {
        return r;
    }
    let s = sign(a) != sign(c);
    if is_inf(a) || is_inf(c) {
        if is_zero(a) || is_zero(c) {
            return finish_special(f, DEFAULT_NAN, VXIMZ);
        }
        return finish_special(f, fr::zero(s) | 0x7ff0_0000_0000_0000, 0);
    }
    let r = match (unpack(a), unpack(c)) {
        (Some(x), Some(y)) => round_pack(
            s,
            x.mant as u128 * y.mant as u128,
            x.exp + y.exp,
            prec,
            rn(*f),
        ),
        _ => exact(fr::zero(s)),
    };
    finish(f, r)
}

/// `fdiv`, `fdivs` (§4.6.5.2): frA ÷ frB.
#[inline]
pub fn div(f: &mut u32, a: u64, b: u64, prec: Prec) -> Option<u64> {
    if prec == Prec::Double && rn(*f) == fr::RN_NEAREST && finite2(a, b) {
        // Fast path: the residual a - q·b is exact by fma while nothing is near the
        // ends of the exponent range.
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let q = x / y;
        let ok = |v: f64| (1e-250..=1e250).contains(&v.abs());
        if ok(x) && ok(y) && ok(q) {
            let res = (-q).mul_add(y, x);
            let r = Rounded {
                bits: q.to_bits(),
                inexact: res != 0.0,
                ..exact(0)
            };
            return finish(f, r);
        }
    }
    if prec == Prec::Single && rn(*f) == fr::RN_NEAREST && is_single(a) && is_single(b) {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        if x != 0.0 && y != 0.0 {
            // Quotients of singles stay far from double underflow, so the fma residual
            // is exact.
            let q = x / y;
            return finish_single_from_double(f, q, (-q).mul_add(y, x) != 0.0);
        }
    }
    if let Some(r) = propagate_nan(f, &[a, b], prec) {
        return r;
    }
    let s = sign(a) != sign(b);
    let inf = fr::zero(s) | 0x7ff0_0000_0000_0000;
    match (is_inf(a), is_inf(b)) {
        (true, true) => return finish_special(f, DEFAULT_NAN, VXIDI),
        (true, false) => return finish_special(f, inf, 0),
        (false, true) => return finish_special(f, fr::zero(s), 0),
        _ => {}
    }
    if is_zero(b) {
        if is_zero(a) {
            return finish_special(f, DEFAULT_NAN, VXZDZ);
        }
        return finish_special(f, inf, ZX); // (clears FR, as QEMU's zero-divide path)
    }
    let r = match (unpack(a), unpack(b)) {
        (Some(x), Some(y)) => {
            let (m, e) = fr::div_exact(x, y);
            round_pack(s, m, e, prec, rn(*f))
        }
        _ => exact(fr::zero(s)),
    };
    finish(f, r)
}

/// The fused multiply-add family (§4.6.5.3): `fmadd` (a×c + b), `fmsub` (a×c − b),
/// `fnmadd`, `fnmsub` (the negated results) and their single forms, rounded once.
/// The negation never applies to a NaN.
#[inline]
pub fn madd(
    f: &mut u32,
    a: u64,
    c: u64,
    b: u64,
    sub: bool,
    negate: bool,
    prec: Prec,
) -> Option<u64> {
    if let Some(r) = propagate_nan(f, &[a, b, c], prec) {
        return r;
    }
    madd_core(f, a, c, if sub { b ^ SIGN } else { b }, negate, prec)
}

/// a×c + b, negated when `neg`. QEMU negates a nonzero exact result before rounding (so
/// directed rounding sees the negated value) and an exact zero after choosing its sign.
#[inline]
fn madd_core(f: &mut u32, a: u64, c: u64, b: u64, neg: bool, prec: Prec) -> Option<u64> {
    let n = if neg { SIGN } else { 0 };
    let ps = sign(a) != sign(c);
    if is_inf(a) || is_inf(c) {
        if is_zero(a) || is_zero(c) {
            return finish_special(f, DEFAULT_NAN, VXIMZ);
        }
        if is_inf(b) && sign(b) != ps {
            return finish_special(f, DEFAULT_NAN, VXISI);
        }
        return finish_special(f, (fr::zero(ps) | 0x7ff0_0000_0000_0000) ^ n, 0);
    }
    if is_inf(b) {
        return finish_special(f, b ^ n, 0);
    }
    let r = match (unpack(a), unpack(c), unpack(b)) {
        (Some(x), Some(y), bu) => {
            let p = (ps ^ neg, x.mant as u128 * y.mant as u128, x.exp + y.exp);
            match bu {
                None => round_pack(p.0, p.1, p.2, prec, rn(*f)),
                Some(z) => match fr::add_exact(p, (z.sign ^ neg, z.mant as u128, z.exp)) {
                    Some((s, m, e)) => round_pack(s, m, e, prec, rn(*f)),
                    None => exact(fr::zero(zero_sum_sign(*f)) ^ n),
                },
            }
        }
        // The product is an exact zero.
        (_, _, Some(_)) => round_value(*f, b ^ n, prec),
        (_, _, None) => {
            let s = if ps == sign(b) { ps } else { zero_sum_sign(*f) };
            exact(fr::zero(s) ^ n)
        }
    };
    finish(f, r)
}

/// `fsqrt`, `fsqrts` (§4.6.5.4, optional: a G3/750 lacks them, a G4 has them).
#[inline]
pub fn sqrt(f: &mut u32, b: u64, prec: Prec) -> Option<u64> {
    if let Some(r) = propagate_nan(f, &[b], prec) {
        return r;
    }
    if is_zero(b) {
        return finish_special(f, b, 0);
    }
    if sign(b) {
        return finish_special(f, DEFAULT_NAN, VXSQRT);
    }
    if is_inf(b) {
        return finish_special(f, b, 0);
    }
    let u = unpack(b).expect("nonzero finite");
    let (m, e) = fr::sqrt_exact(u);
    finish(f, round_pack(false, m, e, prec, rn(*f)))
}

/// `frsp` (§4.6.6): rounds frB to single precision.
#[inline]
pub fn frsp(f: &mut u32, b: u64) -> Option<u64> {
    if let Some(r) = propagate_nan(f, &[b], Prec::Single) {
        return r;
    }
    if is_inf(b) || is_zero(b) {
        return finish_special(f, b, 0);
    }
    finish(f, round_value(*f, b, Prec::Single))
}

/// `fres` (§4.6.5.2, optional): QEMU computes the estimate exactly, 1 ÷ frB rounded to
/// single precision, with that division's exceptions.
#[inline]
pub fn fres(f: &mut u32, b: u64) -> Option<u64> {
    if is_zero(b) {
        // QEMU: a zero divide whose (ZE = 0) result is ±0.5, not ±∞.
        return finish_special(f, 0x3fe0_0000_0000_0000 | (b & SIGN), ZX);
    }
    div(f, 0x3ff0_0000_0000_0000, b, Prec::Single)
}

/// `frsqrte` (optional): QEMU computes 1 ÷ √frB exactly rounded (to double) as the
/// estimate.
#[inline]
pub fn frsqrte(f: &mut u32, b: u64) -> Option<u64> {
    if let Some(r) = propagate_nan(f, &[b], Prec::Double) {
        return r;
    }
    if is_zero(b) {
        return finish_special(f, fr::zero(sign(b)) | 0x7ff0_0000_0000_0000, ZX);
    }
    if sign(b) {
        return finish_special(f, DEFAULT_NAN, VXSQRT);
    }
    if is_inf(b) {
        return finish_special(f, 0, 0);
    }
    // QEMU's estimate: √frB rounded to double, then 1 ÷ that rounded (both in the
    // current mode), with the exceptions of both steps.
    let u = unpack(b).expect("nonzero finite");
    let (m, e) = fr::sqrt_exact(u);
    let s = round_pack(false, m, e, Prec::Double, rn(*f));
    let one = fr::Unpacked {
        sign: false,
        mant: 1 << 52,
        exp: -52,
    };
    let su = unpack(s.bits).expect("a root of a nonzero value is nonzero");
    let (m, e) = fr::div_exact(one, su);
    let mut r = round_pack(false, m, e, Prec::Double, rn(*f));
    r.inexact |= s.inexact;
    finish(f, r)
}

/// `fctiw`, `fctiwz` (§4.6.7): converts to a signed word with FPSCR\[RN\] or toward
/// zero; NaNs and out-of-range values give 0x8000_0000/0x7fff_ffff with VXCVI. The word
/// goes to the low half of frD; the high half is the word's sign extension as in QEMU.
#[inline]
pub fn fctiw(f: &mut u32, b: u64, toward_zero: bool) -> Option<u64> {
    let mode = if toward_zero { fr::RN_ZERO } else { rn(*f) };
    if is_nan(b) {
        let exc = VXCVI | if is_snan(b) { VXSNAN } else { 0 };
        return cvt_invalid(f, 0x8000_0000, exc);
    }
    if is_inf(b) {
        let sat = if sign(b) {
            0xffff_ffff_8000_0000
        } else {
            0x7fff_ffff
        };
        return cvt_invalid(f, sat, VXCVI);
    }
    let Some(u) = unpack(b) else {
        *f &= !FI;
        return Some(0);
    };
    let (mag, inexact) = round_to_integer(u.mant, u.exp, u.sign, mode);
    let v: i64 = if u.sign { -(mag as i128) } else { mag as i128 }
        .clamp(i64::MIN as i128, i64::MAX as i128) as i64;
    if v > i32::MAX as i64 {
        return cvt_invalid(f, 0x7fff_ffff, VXCVI);
    }
    if v < i32::MIN as i64 {
        // QEMU returns the saturated int32 sign-extended here, unlike the NaN case.
        return cvt_invalid(f, 0xffff_ffff_8000_0000, VXCVI);
    }
    if !raise(f, if inexact { XX } else { 0 }) {
        return None;
    }
    *f = (*f & !FI) | if inexact { FI } else { 0 };
    Some(v as i32 as i64 as u64)
}

/// The invalid-conversion result: QEMU clears FR and FI and sets FPRF to the quiet-NaN
/// class (the manual leaves FPRF undefined).
#[inline]
fn cvt_invalid(f: &mut u32, result: u64, exc: u32) -> Option<u64> {
    if !raise(f, exc) {
        return None;
    }
    *f = (*f & !(FR | FI | FPRF)) | fprf_of(DEFAULT_NAN);
    Some(result)
}

/// Rounds `mant × 2^exp` to an integer magnitude in a rounding mode; (value, inexact).
/// Magnitudes beyond 2^64 saturate (the caller only compares them with the i32 range).
#[inline]
fn round_to_integer(mant: u64, exp: i32, neg: bool, mode: u32) -> (u128, bool) {
    if exp >= 0 {
        return if exp > 60 {
            (u128::MAX >> 1, false)
        } else {
            ((mant as u128) << exp, false)
        };
    }
    let sh = -exp;
    if sh > 64 {
        // Below 2^-11: rounds to 0, or to 1 when rounding away from zero.
        let up = match mode {
            fr::RN_POS => !neg,
            fr::RN_NEG => neg,
            _ => false,
        };
        return (up as u128, true);
    }
    let m = mant as u128;
    let int = m >> sh;
    let rem = m & ((1u128 << sh) - 1);
    let half = 1u128 << (sh - 1);
    let up = rem != 0
        && match mode {
            fr::RN_NEAREST => rem > half || (rem == half && int & 1 != 0),
            fr::RN_ZERO => false,
            fr::RN_POS => !neg,
            _ => neg,
        };
    (int + up as u128, rem != 0)
}

/// `fsel` (§4.6.8, optional): frC if frA ≥ 0 (−0 included), else frB; a NaN frA
/// selects frB. No exceptions, FPSCR unchanged.
#[inline]
pub fn fsel(a: u64, c: u64, b: u64) -> u64 {
    if !is_nan(a) && (is_zero(a) || !sign(a)) {
        c
    } else {
        b
    }
}

/// `fcmpu` / `fcmpo` (§4.6.9): the CR field (FL, FG, FE, FU) also copied to FPCC.
/// Unordered operands: a signalling NaN sets VXSNAN; `fcmpo` also sets VXVC for any
/// NaN (for a signalling NaN only when VE is clear). `None` if that traps.
#[inline]
pub fn fcmp(f: &mut u32, a: u64, b: u64, ordered: bool) -> Option<u32> {
    let c = if is_nan(a) || is_nan(b) {
        0b0001
    } else {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        if x < y {
            0b1000
        } else if x > y {
            0b0100
        } else {
            0b0010
        }
    };
    *f = (*f & !(FPCC | FI)) | (c << 12);
    let mut exc = 0;
    if is_snan(a) || is_snan(b) {
        exc |= VXSNAN;
        if ordered && *f & VE == 0 {
            exc |= VXVC;
        }
    } else if ordered && c == 0b0001 {
        exc |= VXVC;
    }
    if exc & VXVC != 0 {
        // QEMU's invalid-compare path also sets C (FPRF = the quiet-NaN class).
        *f |= 0x10 << 12;
    }
    if !raise(f, exc) {
        return None;
    }
    Some(c)
}
