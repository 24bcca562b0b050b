//! Architected user-mode register state of a 32-bit PowerPC (PowerPC UISA, Book I).

/// XER bit: summary overflow.
pub const XER_SO: u32 = 0x8000_0000;
/// XER bit: overflow.
pub const XER_OV: u32 = 0x4000_0000;
/// XER bit: carry.
pub const XER_CA: u32 = 0x2000_0000;

/// User-visible CPU state. Register fields keep the manual's names.
///
/// `fpr` holds the raw IEEE-754 double bit patterns so that NaN payloads survive
/// exactly; convert with `f64::from_bits` when computing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cpu {
    /// General-purpose registers r0..r31.
    pub gpr: [u32; 32],
    /// Floating-point registers f0..f31 as raw double bits.
    pub fpr: [u64; 32],
    /// Condition register (CR0 in the most significant nibble).
    pub cr: u32,
    /// Link register.
    pub lr: u32,
    /// Count register.
    pub ctr: u32,
    /// Fixed-point exception register (SO, OV, CA, byte count in bits 25..31).
    pub xer: u32,
    /// Floating-point status and control register.
    pub fpscr: u32,
    /// Address of the next instruction to execute.
    pub pc: u32,
    /// `lwarx` reservation address, if one is held.
    pub reserve: Option<u32>,
    /// Processor version register as read by `mfpvr` (0x00080301: a 750, as QEMU reports).
    pub pvr: u32,
    /// VRSAVE (SPR 256), readable and writable by user code.
    pub vrsave: u32,
}

impl Default for Cpu {
    fn default() -> Self {
        Cpu {
            gpr: [0; 32],
            fpr: [0; 32],
            cr: 0,
            lr: 0,
            ctr: 0,
            xer: 0,
            fpscr: 0,
            pc: 0,
            reserve: None,
            pvr: 0x0008_0301,
            vrsave: 0,
        }
    }
}

impl Cpu {
    /// A 4-bit CR field (0 = CR0, the most significant nibble).
    #[inline]
    pub fn cr_field(&self, n: usize) -> u32 {
        (self.cr >> (28 - 4 * n)) & 0xf
    }

    /// Sets a 4-bit CR field (0 = CR0).
    #[inline]
    pub fn set_cr_field(&mut self, n: usize, v: u32) {
        let shift = 28 - 4 * n;
        self.cr = (self.cr & !(0xf << shift)) | ((v & 0xf) << shift);
    }

    /// Carry bit of XER.
    #[inline]
    pub fn ca(&self) -> bool {
        self.xer & XER_CA != 0
    }

    /// Sets or clears XER\[CA\].
    #[inline]
    pub fn set_ca(&mut self, ca: bool) {
        if ca {
            self.xer |= XER_CA;
        } else {
            self.xer &= !XER_CA;
        }
    }
}
