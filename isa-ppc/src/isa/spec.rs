//! The vocabulary of the instruction table: instruction fields, modifier bits, the
//! row type [`InsDef`] and the `isa_table!` macro that turns the rows of `table.rs` into
//! the [`Opcode`](super::Opcode) enum and the [`TABLE`](super::TABLE) array.
//!
//! Bit numbers follow the manual: bit 0 is the most significant bit of the word.

use super::class::Class;

/// The primary opcode (bits 0-5) as fixed encoding bits.
pub const fn op(n: u32) -> u32 {
    n << 26
}

/// A 10-bit extended opcode (bits 21-30: X, XL, XFX and XFL forms).
pub const fn xo(n: u32) -> u32 {
    n << 1
}

/// A 9-bit extended opcode (bits 22-30: XO forms, whose bit 21 is OE).
pub const fn xo9(n: u32) -> u32 {
    n << 1
}

/// A 5-bit extended opcode (bits 26-30: A forms).
pub const fn xo5(n: u32) -> u32 {
    n << 1
}

/// A variable field of an instruction word, named as the manual names it.
///
/// A row of the table lists its fields in the order objdump prints them as operands; a
/// field's [`mask`](Field::mask) says which bits it occupies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// rD, bits 6-10 (a GPR written).
    RD,
    /// rS, bits 6-10 (a GPR read).
    RS,
    /// rA, bits 11-15.
    RA,
    /// rA, bits 11-15, where 0 means the value 0 rather than r0 (`(rA|0)`).
    RA0,
    /// rB, bits 16-20.
    RB,
    /// frD, bits 6-10.
    FRD,
    /// frS, bits 6-10.
    FRS,
    /// frA, bits 11-15.
    FRA,
    /// frB, bits 16-20.
    FRB,
    /// frC, bits 21-25.
    FRC,
    /// SIMM, bits 16-31, signed.
    SIMM,
    /// UIMM, bits 16-31, unsigned.
    UIMM,
    /// d(rA|0): the signed displacement d (bits 16-31) with rA (bits 11-15).
    DISP,
    /// crfD, bits 6-8 (bits 9-10 must be zero: L = 0, the 32-bit compare).
    CRFD,
    /// crfS, bits 11-13 (bits 14-15 must be zero).
    CRFS,
    /// crbD, bits 6-10.
    CRBD,
    /// crbA, bits 11-15.
    CRBA,
    /// crbB, bits 16-20.
    CRBB,
    /// BO, bits 6-10.
    BO,
    /// BI, bits 11-15.
    BI,
    /// BD, bits 16-29: a signed word displacement.
    BD,
    /// LI, bits 6-29: a signed word displacement.
    LI,
    /// TO, bits 6-10.
    TO,
    /// SH, bits 16-20.
    SH,
    /// MB, bits 21-25.
    MB,
    /// ME, bits 26-30.
    ME,
    /// NB, bits 16-20 (0 means 32).
    NB,
    /// spr, bits 11-20, its two halves swapped.
    SPR,
    /// tbr, bits 11-20, its two halves swapped.
    TBR,
    /// SR, bits 12-15.
    SR,
    /// CRM, bits 12-19.
    CRM,
    /// FM, bits 7-14.
    FM,
    /// IMM, bits 16-19 (`mtfsfi`).
    IMM,
    /// L, bits 9-10 (`sync`: 0 hwsync, 1 lwsync, 2 ptesync).
    L,
    /// TH, bits 6-10: the touch hint of `dcbt`/`dcbtst` (ISA 2.x; a 750 ignores it).
    TH,
    /// LEV, bits 20-26 of `sc` (a hypervisor level since ISA 2.x; user-mode Linux and
    /// QEMU ignore it).
    LEV,
    /// L, bit 6 of `mtfsf` (ISA 2.05): write all eight FPSCR fields, whatever FM says.
    FL,
    /// BH, bits 19-20: the branch hint of `bclr`/`bcctr` (ISA 2.x; a 750 ignores it).
    BH,
}

impl Field {
    /// The bits of the instruction word this field occupies.
    pub const fn mask(self) -> u32 {
        match self {
            Field::RD | Field::RS | Field::FRD | Field::FRS | Field::CRBD | Field::BO => {
                0x03e0_0000
            }
            Field::TO | Field::TH => 0x03e0_0000,
            Field::RA | Field::RA0 | Field::FRA | Field::CRBA | Field::BI => 0x001f_0000,
            Field::RB | Field::FRB | Field::CRBB | Field::SH | Field::NB => 0x0000_f800,
            Field::FRC | Field::MB => 0x0000_07c0,
            Field::ME => 0x0000_003e,
            Field::SIMM | Field::UIMM => 0x0000_ffff,
            Field::DISP => 0x001f_ffff,
            Field::CRFD => 0x0380_0000,
            Field::CRFS => 0x001c_0000,
            Field::BD => 0x0000_fffc,
            Field::LI => 0x03ff_fffc,
            Field::SPR | Field::TBR => 0x001f_f800,
            Field::SR => 0x000f_0000,
            Field::CRM => 0x000f_f000,
            Field::FM => 0x01fe_0000,
            Field::IMM => 0x0000_f000,
            Field::L => 0x0060_0000,
            Field::BH => 0x0000_1800,
            Field::FL => 0x0200_0000,
            Field::LEV => 0x0000_0fe0,
        }
    }
}

/// Modifier bits of a row: which of Rc, OE, LK, AA the instruction has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Mods(pub u8);

impl Mods {
    /// Rc (bit 31): record CR0 (CR1 for FP); the `.` suffix.
    pub const RC: Mods = Mods(1);
    /// OE (bit 21): record overflow in XER; the `o` suffix.
    pub const OE: Mods = Mods(2);
    /// LK (bit 31): set the link register; the `l` suffix.
    pub const LK: Mods = Mods(4);
    /// AA (bit 30): absolute address; the `a` suffix.
    pub const AA: Mods = Mods(8);

    /// The union of two sets.
    pub const fn union(self, other: Mods) -> Mods {
        Mods(self.0 | other.0)
    }

    /// Whether every bit of `other` is in `self`.
    pub const fn contains(self, other: Mods) -> bool {
        self.0 & other.0 == other.0
    }

    /// The instruction bits these modifiers occupy.
    pub const fn bits(self) -> u32 {
        let mut b = 0;
        if self.contains(Mods::RC) || self.contains(Mods::LK) {
            b |= 1;
        }
        if self.contains(Mods::AA) {
            b |= 2;
        }
        if self.contains(Mods::OE) {
            b |= 0x400;
        }
        b
    }
}

/// Invalid forms (PowerPC UISA §4.1.5 / Book I §1.8.2) that the decoder rejects, as QEMU
/// does: it raises an illegal-instruction exception for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Invalid {
    /// Every field combination is valid.
    Never,
    /// Store or floating-point load/store with update: rA = 0 is invalid.
    RaZero,
    /// Integer load with update: rA = 0 or rA = rD is invalid.
    RaZeroOrRd,
}

impl Invalid {
    /// `other` (used by the table macro to replace the default).
    pub const fn or(self, other: Invalid) -> Invalid {
        other
    }

    /// Whether `code` (which matches the row's pattern) is a valid form.
    #[inline(always)]
    pub const fn allows(self, code: u32) -> bool {
        let ra = (code >> 16) & 31;
        match self {
            Invalid::Never => true,
            Invalid::RaZero => ra != 0,
            Invalid::RaZeroOrRd => ra != 0 && ra != (code >> 21) & 31,
        }
    }
}

/// One row of the instruction table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InsDef {
    /// The opcode this row decodes to.
    pub op: super::Opcode,
    /// The base mnemonic (without modifier suffixes).
    pub mnemonic: &'static str,
    /// Which bits are fixed.
    pub mask: u32,
    /// The values of the fixed bits (`word & mask == pattern` matches).
    pub pattern: u32,
    /// The variable fields in objdump's operand order.
    pub fields: &'static [Field],
    /// The modifier bits.
    pub mods: Mods,
    /// Bits that are neither fixed nor operands (ignored by the CPU).
    pub ignore: u32,
    /// Field combinations that are invalid forms.
    pub invalid: Invalid,
    /// What kind of instruction it is ([`Class`]).
    pub class: Class,
}

impl InsDef {
    /// Builds a row, deriving the mask from the variable bits.
    // One argument per column of a row; only the `isa_table!` macro calls it.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        op: super::Opcode,
        mnemonic: &'static str,
        pattern: u32,
        fields: &'static [Field],
        mods: Mods,
        ignore: u32,
        invalid: Invalid,
        class: Class,
    ) -> InsDef {
        let mut var = mods.bits() | ignore;
        let mut i = 0;
        while i < fields.len() {
            var |= fields[i].mask();
            i += 1;
        }
        InsDef {
            op,
            mnemonic,
            mask: !var,
            pattern,
            fields,
            mods,
            ignore,
            invalid,
            class,
        }
    }

    /// The bits covered by fields, each field at most once; `None` if two fields overlap.
    pub const fn field_bits(&self) -> Option<u32> {
        let mut bits = 0;
        let mut i = 0;
        while i < self.fields.len() {
            let m = self.fields[i].mask();
            if bits & m != 0 {
                return None;
            }
            bits |= m;
            i += 1;
        }
        Some(bits)
    }
}

/// Turns the rows of `table.rs` into `Opcode`, `TABLE_DATA` and `NUM_OPCODES`.
macro_rules! isa_table {
    ( $( $var:ident $mn:literal $pat:expr, [ $($f:ident),* ], [ $($m:ident),* ]
         $(, ignore $ign:expr)? $(, invalid $inv:ident)? => $class:expr ; )* ) => {
        /// A decoded opcode: one variant per row of the instruction table, covering all
        /// of the row's modifier forms (`Add` is add, add., addo and addo.).
        ///
        /// The discriminant is the row's index in [`TABLE`](crate::isa::TABLE).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Opcode {
            /// Not a valid instruction of this CPU.
            Illegal,
            $(
                #[doc = concat!("`", $mn, "`")]
                $var,
            )*
        }

        impl Opcode {
            /// The opcode whose index (`Opcode as u8`) is `i`; [`Opcode::Illegal`] past
            /// the end of the table.
            pub const fn from_index(i: u8) -> Opcode {
                if (i as usize) < NUM_OPCODES {
                    TABLE_DATA[i as usize].op
                } else {
                    Opcode::Illegal
                }
            }

            /// The row's modifier bits ([`Mods`]).
            #[inline]
            pub const fn mods(self) -> Mods {
                TABLE_DATA[self as usize].mods
            }

            /// The row's class ([`Class`]): what kind of instruction this is.
            #[inline]
            pub const fn class(self) -> Class {
                TABLE_DATA[self as usize].class
            }
        }

        /// Number of table rows, [`Opcode::Illegal`] included.
        pub const NUM_OPCODES: usize = [$( stringify!($var) ),*].len() + 1;

        /// The rows, indexed by `Opcode as usize` (row 0 is `Illegal`: it matches nothing).
        pub(crate) const TABLE_DATA: [InsDef; NUM_OPCODES] = [
            InsDef {
                op: Opcode::Illegal,
                mnemonic: ".long",
                mask: 0,
                pattern: 1,
                fields: &[],
                mods: Mods(0),
                ignore: 0,
                invalid: Invalid::Never,
                class: Class::Illegal,
            },
            $(
                InsDef::new(
                    Opcode::$var,
                    $mn,
                    $pat,
                    &[$(Field::$f),*],
                    Mods(0 $(| Mods::$m.0)*),
                    0 $(| $ign)?,
                    Invalid::Never $(.or(Invalid::$inv))?,
                    $class,
                ),
            )*
        ];
    };
}
pub(crate) use isa_table;
