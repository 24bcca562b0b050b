//! The FPSCR (PowerPC UISA Book I §4.2.2): bit masks, exception recording and the
//! move-to/from-FPSCR instructions.
//!
//! Where the manual and QEMU user mode (the team's oracle, see `EXEC-NOTES.md`) differ,
//! we follow QEMU, whose results the conformance tests record:
//! * FX is set whenever an arithmetic instruction raises an exception bit, even one
//!   already set (the manual: only on a 0 → 1 transition), but not by `mtfsb1`;
//! * FR is never set by arithmetic (QEMU does not compute it); mtfsf and friends can set it;
//! * an exception whose enable bit is set traps at once (QEMU runs user programs with
//!   MSR\[FE0,FE1\] set): the instruction does not write its target register.

/// Bit masks, named as in the manual (bit 0 = the most significant).
pub const FX: u32 = 1 << 31;
/// Floating-point enabled exception summary.
pub const FEX: u32 = 1 << 30;
/// Invalid-operation exception summary.
pub const VX: u32 = 1 << 29;
/// Overflow.
pub const OX: u32 = 1 << 28;
/// Underflow.
pub const UX: u32 = 1 << 27;
/// Zero divide.
pub const ZX: u32 = 1 << 26;
/// Inexact.
pub const XX: u32 = 1 << 25;
/// Invalid: signalling NaN.
pub const VXSNAN: u32 = 1 << 24;
/// Invalid: ∞ − ∞.
pub const VXISI: u32 = 1 << 23;
/// Invalid: ∞ ÷ ∞.
pub const VXIDI: u32 = 1 << 22;
/// Invalid: 0 ÷ 0.
pub const VXZDZ: u32 = 1 << 21;
/// Invalid: ∞ × 0.
pub const VXIMZ: u32 = 1 << 20;
/// Invalid compare.
pub const VXVC: u32 = 1 << 19;
/// Fraction rounded.
pub const FR: u32 = 1 << 18;
/// Fraction inexact.
pub const FI: u32 = 1 << 17;
/// Result class descriptor (C, FL, FG, FE, FU).
pub const FPRF: u32 = 0x1f << 12;
/// The floating-point condition code (FPCC = FL, FG, FE, FU).
pub const FPCC: u32 = 0xf << 12;
/// Invalid: software request.
pub const VXSOFT: u32 = 1 << 10;
/// Invalid: square root of a negative number.
pub const VXSQRT: u32 = 1 << 9;
/// Invalid: integer convert.
pub const VXCVI: u32 = 1 << 8;
/// Enable: invalid operation.
pub const VE: u32 = 1 << 7;
/// Enable: overflow.
pub const OE: u32 = 1 << 6;
/// Enable: underflow.
pub const UE: u32 = 1 << 5;
/// Enable: zero divide.
pub const ZE: u32 = 1 << 4;
/// Enable: inexact.
pub const XE: u32 = 1 << 3;
/// Non-IEEE mode (ignored, as by QEMU).
pub const NI: u32 = 1 << 2;
/// Rounding control.
pub const RN: u32 = 3;

/// All invalid-operation exception bits, whose OR is VX.
pub const VX_ALL: u32 = VXSNAN | VXISI | VXIDI | VXZDZ | VXIMZ | VXVC | VXSOFT | VXSQRT | VXCVI;
/// The sticky exception bits that mcrfs clears and that raise FX.
pub const EXC_ALL: u32 = OX | UX | ZX | XX | VX_ALL;

/// Recomputes the summary bits VX and FEX from the exception and enable bits.
#[inline]
pub fn summarize(f: u32) -> u32 {
    let mut f = f & !(VX | FEX);
    if f & VX_ALL != 0 {
        f |= VX;
    }
    // VE..XE (bits 24..28) line up with VX, OX, UX, ZX, XX (bits 2..6) shifted by 22.
    if ((f & (VX | OX | UX | ZX | XX)) >> 22) & f & (VE | OE | UE | ZE | XE) != 0 {
        f |= FEX;
    }
    f
}

/// Whether the exception bits `exc` are enabled by the enable bits of `f`.
#[inline]
pub fn enabled(f: u32, exc: u32) -> bool {
    let mut en = 0;
    if exc & VX_ALL != 0 {
        en |= VE;
    }
    if exc & OX != 0 {
        en |= OE;
    }
    if exc & UX != 0 {
        en |= UE;
    }
    if exc & ZX != 0 {
        en |= ZE;
    }
    if exc & XX != 0 {
        en |= XE;
    }
    f & en != 0
}

/// `mffs` (and the ISA 3.0 `mffsce`/`mffsl`/`mffscrn`/`mffscrni`, which a pre-3.0 CPU
/// executes as `mffs`): the FPSCR in the low word of the FPR, the high word zero as QEMU
/// gives it.
#[inline]
pub fn mffs(f: u32) -> u64 {
    f as u64
}

/// `mtfsf FM,frB` (§4.6.10): replaces the fields selected by FM with the low word of frB.
/// FEX and VX are not copied but recomputed; FX and OX come from frB when field 0 is
/// selected.
#[inline]
pub fn mtfsf(f: u32, fm: u32, frb: u64) -> u32 {
    let mut m = 0u32;
    for i in 0..8 {
        if fm & (0x80 >> i) != 0 {
            m |= 0xf000_0000 >> (4 * i);
        }
    }
    summarize((f & !m) | (frb as u32 & m & !RESERVED))
}

/// FPSCR bit 20, reserved: QEMU keeps it zero.
const RESERVED: u32 = 1 << 11;

/// `mtfsfi crfD,IMM`: field crfD := IMM (field 0: FX and OX from IMM, FEX/VX computed).
#[inline]
pub fn mtfsfi(f: u32, crfd: u32, imm: u32) -> u32 {
    let shift = 28 - 4 * crfd;
    summarize((f & !(0xf << shift)) | ((imm & 0xf) << shift))
}

/// `mtfsb0 crbD`: clears one bit (FEX and VX cannot be cleared explicitly).
#[inline]
pub fn mtfsb0(f: u32, bit: u32) -> u32 {
    let b = 1u32 << (31 - bit);
    if b & (FEX | VX) != 0 {
        return f;
    }
    summarize(f & !b)
}

/// `mtfsb1 crbD`: sets one bit. As in QEMU, FEX, VX and NI cannot be set this way,
/// and FX is not set as a side effect (the manual sets FX when an exception bit goes
/// from 0 to 1); VX and FEX are recomputed.
#[inline]
pub fn mtfsb1(f: u32, bit: u32) -> u32 {
    let b = 1u32 << (31 - bit);
    if b & (FEX | VX | NI) != 0 {
        return f;
    }
    summarize(f | b)
}

/// `mcrfs crfD,crfS`: returns (new FPSCR, the CR field value). The exception bits of the
/// copied field (FX, OX and the sticky ones; not FEX or VX) are cleared.
#[inline]
pub fn mcrfs(f: u32, crfs: u32) -> (u32, u32) {
    let shift = 28 - 4 * crfs;
    let field = (f >> shift) & 0xf;
    let clear = (0xf << shift) & (FX | EXC_ALL);
    (summarize(f & !clear), field)
}

/// FPRF for a double result (§4.2.2, table 4-2: C, FL, FG, FE, FU).
#[inline]
pub fn fprf_of(bits: u64) -> u32 {
    let neg = bits >> 63 != 0;
    let e = (bits >> 52) & 0x7ff;
    let frac = bits & ((1 << 52) - 1);
    let code = if e == 0x7ff {
        if frac != 0 {
            0b10001
        } else if neg {
            0b01001
        } else {
            0b00101
        }
    } else if e == 0 {
        match (frac == 0, neg) {
            (true, true) => 0b10010,
            (true, false) => 0b00010,
            (false, true) => 0b11000,
            (false, false) => 0b10100,
        }
    } else if neg {
        0b01000
    } else {
        0b00100
    };
    code << 12
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries() {
        assert_eq!(summarize(VXSNAN), VXSNAN | VX);
        assert_eq!(summarize(VXSNAN | VE), VXSNAN | VX | VE | FEX);
        assert_eq!(summarize(XX | XE), XX | XE | FEX);
        assert_eq!(summarize(ZX | OE), ZX | OE);
        assert_eq!(summarize(VX | FEX), 0);
    }

    #[test]
    fn mcrfs_clears_only_exceptions() {
        let f = summarize(FX | OX | VXSNAN | VE);
        let (n, field) = mcrfs(f, 0);
        assert_eq!(field, 0b1111); // FX FEX VX OX
        assert_eq!(n, summarize(VXSNAN | VE));
        let (n, field) = mcrfs(f, 1);
        assert_eq!(field, 0b0001);
        assert_eq!(n, summarize(FX | OX | VE));
    }

    #[test]
    fn fprf_classes() {
        assert_eq!(fprf_of(0x7ff8_0000_0000_0000), 0x11000);
        assert_eq!(fprf_of(0xfff0_0000_0000_0000), 0x09000);
        assert_eq!(fprf_of(0x8000_0000_0000_0000), 0x12000);
        assert_eq!(fprf_of(0x0000_0000_0000_0001), 0x14000);
        assert_eq!(fprf_of(0x3ff0_0000_0000_0000), 0x04000);
    }
}
