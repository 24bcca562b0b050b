//! `sim-core`: the machine — sparse paged big-endian memory with permissions and a
//! decoded-instruction cache ([`memory`]), CPU state (`isa_ppc::cpu::Cpu`), the run loop
//! with an instruction limit ([`machine`]), and observer hooks ([`observer`]) that cost
//! nothing when absent; a whole run with its observers and run directory ([`run`]:
//! the cache-model and trace pipeline, the featured-address detector, statistics,
//! intervals). The `simrun` binary lives here.
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! sim-core depends on os-emu (the kernel side, written against the small
//! `os_emu::space::AddressSpace` trait that [`memory::Memory`] implements) and on
//! isa-ppc (decode and execute, through the `isa_ppc::bus::Bus` trait that
//! [`machine::Core`] implements); neither knows sim-core.
//!
//! ```no_run
//! use sim_core::machine::{Machine, Stop};
//! use os_emu::{Os, OsConfig};
//! let mut m = Machine::new(Os::new(OsConfig::default()), ());
//! m.load("hello".as_ref(), &["hello".into()], &[]).unwrap();
//! match m.run() {
//!     Stop::Exit(e) => println!("exit status {}", e.status()),
//!     Stop::InsnLimit => println!("limit"),
//! }
//! ```
#![warn(missing_docs)]

pub mod apps;
pub mod benchmarks;
pub mod machine;
pub mod memory;
pub mod observer;
pub mod plans;
pub mod report;
pub mod run;

pub use machine::{Machine, Stop};
pub use memory::Memory;
pub use observer::Observer;
