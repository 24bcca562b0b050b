//! Instruction classes: the column of the instruction table that says what kind of work
//! a row does, and the properties a machine keys on, derived from it.
//!
//! Every row of [`table`](super::table) ends in `=> CLASS`: [`Class::Integer`],
//! [`Class::Branch`], `load(Word, DU)` ([`load`], [`store`]: one register moved to or
//! from memory, what is moved ([`Data`]) and how the effective address is formed
//! ([`Mode`])), ... A machine asks [`Opcode::class`](super::Opcode::class) or the
//! predicates below rather than keeping lists of opcodes of its own, so a row added to
//! the table is classified where it is written:
//!
//! * [`Class::is_control`] — sets the pc itself (ends a straight-line run);
//! * [`Class::writes_memory`] — may write memory or drop decoded code;
//! * [`Class::reads_timebase`] — may read the time base;
//! * [`Class::access`] — the one-register load or store it is, if it is one.
//!
//! All of them are `const fn`s, so a machine that chooses handlers when it builds a
//! page (or monomorphises one per opcode) decides at compile time. `decode.rs` checks
//! the column against the row's fields when the table is built (an update form needs
//! rA and its invalid-form rule, a D form the displacement, an X form rB), and
//! `tests/exec_threaded.rs` against what every row's execution does on a recording bus.
//!
//! ```
//! use isa_ppc::isa::{Class, Data, Mode, Opcode};
//! assert_eq!(Opcode::Lhau.class(), isa_ppc::isa::load(Data::HalfAlg, Mode::DU));
//! assert!(Opcode::Bc.class().is_control());
//! assert!(Opcode::Dcbz.class().writes_memory());
//! let (store, a) = Opcode::Stfdx.class().access().unwrap();
//! assert_eq!((store, a.data.width(), a.mode), (true, 8, Mode::X));
//! ```

use super::spec::{Field, Invalid};

/// What kind of work an instruction does: the class column of the instruction table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// Fixed-point computation: arithmetic, compare, logical, rotate and shift (UISA
    /// §3.3.8-§3.3.13). Reads and writes GPRs, CR and XER only; never raises.
    Integer,
    /// Condition-register logic and moves: `crand` ... `mcrf`, `mcrxr`, `mfcr`, `mtcrf`
    /// (§2.4.3, §3.3.14). Registers only; never raises.
    CondReg,
    /// Floating-point computation, compare, move and FPSCR instructions (chapter 4):
    /// registers only; may raise an enabled floating-point exception.
    Float,
    /// A load of one register from memory ([`Access`]).
    Load(Access),
    /// A store of one register to memory ([`Access`]).
    Store(Access),
    /// `lmw`, `lswi`, `lswx`: several registers loaded from consecutive memory.
    LoadMultiple,
    /// `stmw`, `stswi`, `stswx`: several registers stored to consecutive memory.
    StoreMultiple,
    /// `lwarx`: a word load that sets the reservation.
    LoadReserve,
    /// `stwcx.`: a word store if the reservation holds; records the outcome in CR0.
    StoreConditional,
    /// `b`, `bc`, `bclr`, `bcctr`: set the pc (and maybe LR, CTR).
    Branch,
    /// `sc`: a system call; the pc moves past it and the OS takes over.
    Syscall,
    /// `tw`, `twi`: a trap when the condition holds; never moves the pc otherwise.
    Trap,
    /// `mfspr`: reads a special-purpose register, the time base (SPR 268/269) included.
    MoveFromSpr,
    /// `mtspr`: writes a special-purpose register.
    MoveToSpr,
    /// `mftb`: reads the time base.
    MoveFromTb,
    /// Cache management on the block at (rA|0) + rB: `dcbt`, `dcbtst`, `dcbz` (zeroes
    /// the block), `dcbst`, `dcbf`, `icbi` (drops decoded instructions) (VEA §4.3.1).
    Cache,
    /// Memory barriers: `sync`, `eieio`, `isync` (§4.2.6, VEA §4.3.2).
    Sync,
    /// Supervisor-level instructions (OEA §4.4): user code gets a privileged-instruction
    /// exception, so they never complete.
    Supervisor,
    /// Not an instruction ([`Opcode::Illegal`](super::Opcode::Illegal)): an
    /// illegal-instruction exception.
    Illegal,
}

/// A load or store of one register: what is moved and how the address is formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Access {
    /// What is moved between the register and memory.
    pub data: Data,
    /// How the effective address is formed.
    pub mode: Mode,
}

/// What a one-register load or store moves (big-endian unless reversed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Data {
    /// A byte of a GPR, zero-extended when loaded.
    Byte,
    /// A halfword of a GPR, zero-extended when loaded.
    Half,
    /// A halfword of a GPR, sign-extended when loaded (`lha`: algebraic).
    HalfAlg,
    /// A word of a GPR.
    Word,
    /// A halfword of a GPR, byte-reversed (`lhbrx`, `sthbrx`).
    HalfRev,
    /// A word of a GPR, byte-reversed (`lwbrx`, `stwbrx`).
    WordRev,
    /// A single-precision word of an FPR, converted to or from double.
    Single,
    /// A doubleword of an FPR, unconverted.
    Double,
    /// The low word of an FPR, unconverted (`stfiwx`).
    FprWord,
}

impl Data {
    /// The bytes of memory accessed.
    pub const fn width(self) -> u8 {
        match self {
            Data::Byte => 1,
            Data::Half | Data::HalfAlg | Data::HalfRev => 2,
            Data::Word | Data::WordRev | Data::Single | Data::FprWord => 4,
            Data::Double => 8,
        }
    }

    /// Whether the register is an FPR.
    pub const fn is_float(self) -> bool {
        matches!(self, Data::Single | Data::Double | Data::FprWord)
    }
}

/// How a load or store forms its effective address (UISA §3.3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// D-form: (rA|0) + d.
    D,
    /// D-form with update: rA + d, then rA := EA.
    DU,
    /// X-form: (rA|0) + rB.
    X,
    /// X-form with update: rA + rB, then rA := EA.
    XU,
}

impl Mode {
    /// Whether rA := EA follows (the decoder admits these only with rA != 0).
    #[inline]
    pub const fn update(self) -> bool {
        matches!(self, Mode::DU | Mode::XU)
    }

    /// Whether the displacement d is the offset (rather than rB).
    #[inline]
    pub const fn displacement(self) -> bool {
        matches!(self, Mode::D | Mode::DU)
    }
}

impl Access {
    /// Whether a row with `fields` and invalid-form rule `invalid` can be this access:
    /// a D form has the displacement, an X form rB; an update form has rA (not
    /// `(rA|0)`) and rejects rA = 0, the others take `(rA|0)`; an FPR access names an
    /// FPR, a GPR access a GPR. `decode.rs` checks every row with it at compile time.
    pub(super) const fn fits(self, fields: &[Field], invalid: Invalid) -> bool {
        let disp = has(fields, Field::DISP);
        let (ra, ra0, rb) = (
            has(fields, Field::RA),
            has(fields, Field::RA0),
            has(fields, Field::RB),
        );
        let fpr = has(fields, Field::FRD) || has(fields, Field::FRS);
        let gpr = has(fields, Field::RD) || has(fields, Field::RS);
        let form = match self.mode {
            Mode::D => disp && !rb && matches!(invalid, Invalid::Never),
            Mode::DU => disp && !rb && !matches!(invalid, Invalid::Never),
            Mode::X => rb && ra0 && !ra && !disp && matches!(invalid, Invalid::Never),
            Mode::XU => rb && ra && !ra0 && !disp && !matches!(invalid, Invalid::Never),
        };
        form && if self.data.is_float() {
            fpr && !gpr
        } else {
            gpr && !fpr
        }
    }
}

/// Whether `fields` holds `f`.
const fn has(fields: &[Field], f: Field) -> bool {
    let mut i = 0;
    while i < fields.len() {
        if fields[i] as u8 == f as u8 {
            return true;
        }
        i += 1;
    }
    false
}

/// The class of a one-register load (a row's `=> load(data, mode)`).
pub const fn load(data: Data, mode: Mode) -> Class {
    Class::Load(Access { data, mode })
}

/// The class of a one-register store (a row's `=> store(data, mode)`).
pub const fn store(data: Data, mode: Mode) -> Class {
    Class::Store(Access { data, mode })
}

impl Class {
    /// Whether the instruction sets the pc itself: branches and `sc`. These end a
    /// straight-line run of instructions; every other instruction that completes goes
    /// on at the next word.
    #[inline]
    pub const fn is_control(self) -> bool {
        matches!(self, Class::Branch | Class::Syscall)
    }

    /// Whether the instruction may write memory or drop decoded code: every store
    /// (one register, multiple, string, `stwcx.`) and every cache or synchronisation
    /// instruction (`dcbz` zeroes a block, `icbi` drops decoded instructions; the others
    /// are included to be safe). A machine running pre-decoded code need only look for
    /// changed code after these.
    #[inline]
    pub const fn writes_memory(self) -> bool {
        matches!(
            self,
            Class::Store(_)
                | Class::StoreMultiple
                | Class::StoreConditional
                | Class::Cache
                | Class::Sync
        )
    }

    /// Whether the instruction may read the time base (`Bus::timebase`), which counts
    /// retired instructions: a machine that counts them per run of instructions must
    /// have the count exact before these.
    #[inline]
    pub const fn reads_timebase(self) -> bool {
        matches!(self, Class::MoveFromSpr | Class::MoveFromTb)
    }

    /// The load (`false`) or store (`true`) of one register this is, if it is one.
    #[inline]
    pub const fn access(self) -> Option<(bool, Access)> {
        match self {
            Class::Load(a) => Some((false, a)),
            Class::Store(a) => Some((true, a)),
            _ => None,
        }
    }
}
