//! Operand formatting as objdump does it: `r3`, `0` for a zero `(rA|0)`, `f1`, `cr7`,
//! condition-register bits as `4*cr1+eq`, signed decimal immediates, `d(rA)` and
//! branch targets in bare hexadecimal.

use std::fmt::{Display, Write as _};

/// A comma-separated operand list being built.
#[derive(Default)]
pub(crate) struct Ops(String);

/// Names of the four bits of a CR field.
const CR_BITS: [&str; 4] = ["lt", "gt", "eq", "so"];

impl Ops {
    fn sep(&mut self) {
        if !self.0.is_empty() {
            self.0.push(',');
        }
    }

    /// Whether no operand was added.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The formatted list.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A number (any integer type) in decimal.
    pub fn num(&mut self, v: impl Display) {
        self.sep();
        let _ = write!(self.0, "{v}");
    }

    /// A general-purpose register.
    pub fn gpr(&mut self, r: usize) {
        self.sep();
        let _ = write!(self.0, "r{r}");
    }

    /// `(rA|0)`: `0` when the field is zero, else the register.
    pub fn gpr0(&mut self, r: usize) {
        if r == 0 {
            self.num(0)
        } else {
            self.gpr(r)
        }
    }

    /// A floating-point register.
    pub fn fpr(&mut self, r: usize) {
        self.sep();
        let _ = write!(self.0, "f{r}");
    }

    /// An AltiVec register.
    pub fn vr(&mut self, r: usize) {
        self.sep();
        let _ = write!(self.0, "v{r}");
    }

    /// A VSX register.
    pub fn vsr(&mut self, r: usize) {
        self.sep();
        let _ = write!(self.0, "vs{r}");
    }

    /// A condition-register field.
    pub fn crf(&mut self, n: usize) {
        self.sep();
        let _ = write!(self.0, "cr{n}");
    }

    /// A condition-register bit: `lt`, `gt`, `eq`, `so` in CR0, `4*crN+xx` elsewhere.
    pub fn crbit(&mut self, bit: u32) {
        self.sep();
        if bit >= 4 {
            let _ = write!(self.0, "4*cr{}+", bit >> 2);
        }
        self.0.push_str(CR_BITS[(bit & 3) as usize]);
    }

    /// A D-form memory operand `d(rA|0)`.
    pub fn mem(&mut self, d: i32, ra: usize) {
        self.sep();
        if ra == 0 {
            let _ = write!(self.0, "{d}(0)");
        } else {
            let _ = write!(self.0, "{d}(r{ra})");
        }
    }

    /// A branch target address.
    pub fn target(&mut self, addr: u32) {
        self.sep();
        let _ = write!(self.0, "{addr:x}");
    }
}
