//! The names of the analyzer's tables, defined once.
//!
//! The analyzer makes its tables under these names (`traceanalyze --tables DIR` writes
//! `DIR/<name>.csv` and `.parquet`, docs/analyzer.md describes them), draws its plots from
//! them, and simstudy merges them as `analysis-<analysis>-<name>` and draws its report from
//! them. Both take the names from [`AnalyzerTable`], so that a misspelt name is a compile
//! error rather than a table that is silently never found; names that come from outside
//! (a study file's `tables = [...]`) are checked with [`AnalyzerTable::from_name`].
//!
//! ```
//! use tables::AnalyzerTable;
//! assert_eq!(AnalyzerTable::GcTimeline.name(), "gc_timeline");
//! assert_eq!(AnalyzerTable::from_name("dead_copied"), Some(AnalyzerTable::DeadCopied));
//! assert_eq!(AnalyzerTable::from_name("gc_timline"), None);
//! ```

use std::fmt;

/// Defines [`AnalyzerTable`] from one list of `Variant = "name"`.
macro_rules! analyzer_tables {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, )*) => {
        /// One of the analyzer's tables (docs/analyzer.md), by name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum AnalyzerTable {
            $( $(#[$doc])* $variant, )*
        }

        impl AnalyzerTable {
            /// Every table, in list order.
            pub const ALL: &'static [AnalyzerTable] = &[$(AnalyzerTable::$variant),*];

            /// The table's name: its files' stem, the `name` of its JSON object.
            pub const fn name(self) -> &'static str {
                match self {
                    $( AnalyzerTable::$variant => $name, )*
                }
            }

            /// The table of a name, `None` for a name the analyzer does not make.
            #[deny(unreachable_patterns)] // a name listed twice
            pub fn from_name(name: &str) -> Option<AnalyzerTable> {
                match name {
                    $( $name => Some(AnalyzerTable::$variant), )*
                    _ => None,
                }
            }
        }
    };
}

analyzer_tables! {
    // The collections (tools/gc.rs).
    /// Each collection's number, kind, start and end (seed table 4.2).
    GcTimeline = "gc_timeline",
    /// Objects and bytes allocated up to each collection and in total (seed table 4.3).
    Allocation = "allocation",
    /// Dead and copied objects within each collection (seed tables 4.4, 4.5), survival.
    DeadCopied = "dead_copied",
    /// Totals of the run over every collection.
    GcTotals = "gc_totals",
    /// Survival per collection kind.
    SurvivalByKind = "survival_by_kind",
    /// MARKER strings on the GC timeline.
    Markers = "markers",
    /// Objects not yet reclaimed, by type, at each collection's start and at the end.
    HeapComposition = "heap_composition",
    /// Minimum mutator utilisation against window length, in cycles and instructions
    /// (tools/mmu.rs).
    Mmu = "mmu",
    // Lifetimes and demographics per type (tools/lifetimes.rs).
    /// Allocation, deaths, survivors and copies per type.
    Demographics = "demographics",
    /// Log2 lifetime histograms per type.
    Lifetimes = "lifetimes",
    // Accesses per type and field (tools/fields.rs).
    /// Accesses to heap objects against the rest.
    Attribution = "attribution",
    /// Accesses and miss rates per type.
    Types = "types",
    /// Accesses and miss rates per field.
    Fields = "fields",
    // Rewrites (tools/rewrites.rs).
    /// Reads after each write and intervals between writes, per field.
    Rewrites = "rewrites",
    /// The histograms of [`AnalyzerTable::Rewrites`].
    RewritesHistogram = "rewrites_histogram",
    /// Miss rates over time (tools/series.rs).
    MissSeries = "miss_series",
    // Allocation sites (tools/sites.rs).
    /// Allocation sites, most bytes first.
    AllocSitesByBytes = "alloc_sites_by_bytes",
    /// Allocation sites, most objects first.
    AllocSitesByObjects = "alloc_sites_by_objects",
    /// Log2 lifetime histograms per allocation site.
    SiteLifetimes = "site_lifetimes",
    // Threads (tools/threads.rs).
    /// Instructions, time slices and allocation per thread.
    Threads = "threads",
    /// Data accesses per thread.
    ThreadAccesses = "thread_accesses",
    /// Why each thread stopped running.
    ThreadSwitches = "thread_switches",
    /// Objects by the number of threads that used them.
    ThreadEscape = "thread_escape",
    /// Thread-local and shared objects per type.
    ThreadEscapeTypes = "thread_escape_types",
    // Selected objects (tools/writes.rs, tools/objects.rs).
    /// The selected objects' histories.
    Objects = "objects",
    /// Write statistics of the selected objects (seed tables 4.6-4.9).
    Writes = "writes",
    /// The object-level access trace written (seed table 3.4).
    ObjectTrace = "object_trace",
    // Exact deaths (tools/exact.rs, merlin/).
    /// Exact deaths: Merlin on the shadow graph, and the guest's DEATH events.
    ExactDeaths = "exact_deaths",
    /// Objects whose Merlin death differs from the oracle's.
    DeathMismatches = "death_mismatches",
    /// Stores to reference slots the shadow graph could not follow.
    UnseenReferenceStores = "unseen_reference_stores",
    /// Lifetimes to exact death and to reclamation.
    ExactLifetimes = "exact_lifetimes",
    /// Survival by exact age.
    ExactSurvival = "exact_survival",
    /// Lag, use, drag and void per type.
    ExactPhasesTypes = "exact_phases_types",
    /// Lag, use, drag and void per allocation site.
    ExactPhasesSites = "exact_phases_sites",
    /// Objects without an exact death.
    ExactIncomplete = "exact_incomplete",
    /// Reachable and occupied heap bytes (tools/dragcurve.rs).
    DragCurve = "drag_curve",
    /// The measured windows seen (tools/windows.rs).
    Windows = "windows",
    /// Event-stream inconsistencies (tools/anomalies.rs).
    Anomalies = "anomalies",
    /// The replayed hierarchy's statistics (replay.rs).
    Replay = "replay",
    // Reuse distances (tools/reuse.rs).
    /// Reuse distances in total.
    Reuse = "reuse",
    /// Reuse distances per type.
    ReuseTypes = "reuse_types",
    /// Reuse distances per field.
    ReuseFields = "reuse_fields",
    /// Reuse distances per allocation site.
    ReuseSites = "reuse_sites",
    // 3C misses (tools/three_c.rs): a summary, then four tables per level.
    /// The 3C summary, one row per level.
    ThreeC = "three_c",
    /// L1's 3C misses in total.
    ThreeCL1Totals = "three_c_l1_totals",
    /// L1's 3C misses per type.
    ThreeCL1Types = "three_c_l1_types",
    /// L1's 3C misses per field.
    ThreeCL1Fields = "three_c_l1_fields",
    /// L1's 3C misses per allocation site.
    ThreeCL1Sites = "three_c_l1_sites",
    /// L2's 3C misses in total.
    ThreeCL2Totals = "three_c_l2_totals",
    /// L2's 3C misses per type.
    ThreeCL2Types = "three_c_l2_types",
    /// L2's 3C misses per field.
    ThreeCL2Fields = "three_c_l2_fields",
    /// L2's 3C misses per allocation site.
    ThreeCL2Sites = "three_c_l2_sites",
    // Per PC and function (tools/pcstat.rs).
    /// Accesses and misses per load/store instruction.
    Pcstat = "pcstat",
    /// Accesses and misses per guest function.
    PcstatFunctions = "pcstat_functions",
    // Hot fields (tools/hot_fields.rs).
    /// Per scalar type, its fields and their accesses.
    HotFields = "hot_fields",
    /// D-L1 lines spanned per object by its hot fields, as laid out and packed.
    HotFieldSpan = "hot_field_span",
    // What-if layouts (tools/layout.rs).
    /// A what-if field order in total.
    Layout = "layout",
    /// A what-if field order per type.
    LayoutTypes = "layout_types",
    /// A what-if field order per field.
    LayoutFields = "layout_fields",
    // Instruction fetches (tools/methods.rs).
    /// Instruction fetches per method.
    Methods = "methods",
    /// Instruction fetches by kind of code.
    MethodsTotals = "methods_totals",
    /// Code footprint over time: methods compiled, I-L1 lines fetched.
    CodeFootprint = "code_footprint",
}

impl fmt::Display for AnalyzerTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_are_snake_case() {
        for t in AnalyzerTable::ALL {
            assert_eq!(AnalyzerTable::from_name(t.name()), Some(*t));
            assert!(
                t.name()
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
                "{t}"
            );
        }
        assert_eq!(AnalyzerTable::from_name("GC_TIMELINE"), None);
    }
}
