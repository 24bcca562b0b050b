//! Exact object lifetimes (issue 18): Merlin (Hertz, Blackburn, Moss, McKinley,
//! Stefanović, "Generating object lifetime traces with Merlin", TOPLAS 2006) run offline
//! on the trace, and the DEATH events of `-X:deaths=brute` (the oracle) checked against it.
//!
//! The contract is docs/events.md "Exact lifetimes"; the design, docs/analyzer.md:
//! - [`clock::Clock`]: time steps. Step k is the k-th allocation (NEW_*), taken when the
//!   allocation is requested: its reports (ROOT_ADD, ROOT_DROP, DEATH) and any collection it
//!   triggers come before its NEW_*. A step's instruction count is the time of its first
//!   record (its first report, GC_START, ALLOC_SITE or the NEW_* itself), its bytes the
//!   bytes allocated before it. FINAL_STEP is the step after the last allocation.
//! - [`graph::Graph`]: a shadow of every reference slot, keyed by object identity (the
//!   analyzer's object ids, which survive COPY): built from NEW_* (all slots null), word
//!   stores to reference slots outside collections (the collector's own stores are not the
//!   program's), the `static` slots of class.dump (one root object whose stores are
//!   tracked), and the root set of ROOT_ADD/ROOT_DROP. Objects that existed before the
//!   trace (feature.dump) are taken as roots: their slots' contents are not in the trace.
//! - [`engine::Merlin`]: an object's stamp is the last step at which it is known reachable:
//!   its allocation step, the last completed step when it loses an incoming reference or
//!   drops out of the root set. At each GC_START (the graph is the same at GC_END: the
//!   collector's stores are ignored, copies keep identities; and no object is reclaimed
//!   before its death is known) and at FINAL_STEP, the graph is traced from the roots, the
//!   statics and the boot objects; unreachable objects not yet dead get their death by
//!   propagating stamps through the unreachable objects in decreasing stamp order (an
//!   unreachable object was reachable as late as any unreachable object that points to it),
//!   death = the step after the final stamp. Objects still reachable at FINAL_STEP die then,
//!   `at-exit`.

pub mod clock;
pub mod engine;
pub mod graph;

pub use engine::{Merlin, Problem};

use serde::Serialize;
use traceio::DeathKind;

/// An object's exact death: the first time step at which it is unreachable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ExactDeath {
    /// The step (1: the first allocation of the trace).
    pub step: u64,
    /// Bytes allocated before that step.
    pub bytes: u64,
    /// The step's instruction count (the time of its first record).
    pub time: u64,
    /// Unreachable, or still reachable at the end (at-exit, at FINAL_STEP).
    #[serde(serialize_with = "kind_name")]
    pub kind: DeathKind,
}

fn kind_name<S: serde::Serializer>(k: &DeathKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&k.to_string())
}
