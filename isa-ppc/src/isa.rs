//! The instruction table. (Being written: see issue 2.)
//!
//! Contract used by the rest of the workspace: [`Ins`] is a raw instruction word with
//! its decoded [`Opcode`]; `Ins::new(word)` decodes.

/// Decoded opcode (the table adds one variant per instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opcode {
    /// Not a valid instruction of this CPU.
    Illegal,
}

/// An instruction word with its decoded opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ins {
    /// The raw 32-bit instruction word.
    pub code: u32,
    /// The decoded opcode.
    pub op: Opcode,
}

impl Ins {
    /// Decodes an instruction word.
    pub fn new(code: u32) -> Ins {
        Ins {
            code,
            op: Opcode::Illegal,
        }
    }
}
