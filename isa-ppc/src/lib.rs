//! `isa-ppc`: the 32-bit PowerPC user instruction set, defined once as data.
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! * [`isa`] — the instruction table (one declarative table): the [`Opcode`](isa::Opcode)
//!   enum, the decoder and the operand descriptions are derived from it.
//! * [`disasm`] — objdump-syntax disassembly (with simplified mnemonics) from the table.
//! * [`cpu`] — architected user-mode register state.
//! * [`bus`] — the memory interface the executor uses; the machine implements it.
//! * [`exec`] — execute semantics, an exhaustive `match` over the opcode enum.
#![warn(missing_docs)]

pub mod bus;
pub mod cpu;
pub mod disasm;
pub mod exec;
pub mod isa;
