//! The instruction table and the decoder derived from it.
//!
//! Every instruction this CPU knows is one row of the table in [`table`]
//! (mnemonic, fixed bits, operand fields, modifier bits). From the rows come
//!
//! * [`Opcode`] — one variant per row (modifier forms folded in: `Add` is add, add.,
//!   addo, addo.), which the executor matches exhaustively;
//! * the decoder behind [`Ins::new`] — a primary-opcode table, then an extended-opcode
//!   table for primary opcodes 19, 31, 59 and 63, then the row's mask check (reserved
//!   bits set → [`Opcode::Illegal`]) and its invalid-form rule (update forms with
//!   rA = 0, as QEMU rejects them); built and checked for overlaps at compile time;
//! * the operand lists that [`crate::disasm`] prints;
//! * each row's [`Class`] (integer, floating point, a load or store of one register
//!   with its width and addressing mode, branch, cache, ...), from which the
//!   properties a machine keys on come ([`Class::is_control`], [`Class::writes_memory`],
//!   [`Class::reads_timebase`], [`Class::access`]).
//!
//! This fulfils the contract the workspace skeleton set out: [`Ins`] is a `Copy` word
//! plus its decoded [`Opcode`], `Ins::new(word)` decodes, and the field accessors keep
//! the manual's names (`rd()`, `simm()`, `bo()`, `spr()`, `rc()` ...).
//!
//! ```
//! use isa_ppc::isa::{Ins, Opcode};
//! let ins = Ins::new(0x7c43_2214); // add r2,r3,r4
//! assert_eq!(ins.op, Opcode::Add);
//! assert_eq!((ins.rd(), ins.ra(), ins.rb()), (2, 3, 4));
//! assert_eq!(Ins::new(0).op, Opcode::Illegal);
//! ```

mod class;
mod decode;
mod fields;
mod spec;
pub mod table;

pub use class::{load, store, Access, Class, Data, Mode};
pub use decode::{decode, TABLE};
pub use fields::Ins;
pub use spec::{Field, InsDef, Invalid, Mods};
pub use table::{Opcode, NUM_OPCODES};
