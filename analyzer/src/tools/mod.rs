//! The analyses, one per module, each behind [`crate::tool::Tool`], registered once in
//! the list at the end of this file.
//!
//! The list is the only place that knows all of them: `analyses!` declares each module
//! and generates the driver's `Tools` (one field per analysis, held by type), its
//! construction ([`Tool::new`]), the fan-out of accesses and events (static calls, so a
//! tool that leaves [`Tool::access`] at its default costs nothing per access) and the
//! report, in list order. Adding an analysis: a module `tools/<name>.rs` with a type
//! implementing [`Tool`], one line `<name>::<Type>` in the list (where its tables belong
//! in the report), and its test.

use traceio::Access;

use crate::heap::{Heap, HeapEvent};
use crate::tool::{Attribution, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// Declares the analysis modules `module::Type` (in report order) and generates `Tools`.
macro_rules! analyses {
    ($($module:ident :: $tool:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// Every analysis, held by type so that the per-access calls are static (and
        /// inlined): the driver calls them for every access of the trace.
        pub(crate) struct Tools {
            $($module: $module::$tool,)*
        }

        impl Tools {
            /// The names of the analyses (their modules), in report order.
            #[cfg(test)]
            pub(crate) const NAMES: &'static [&'static str] = &[$(stringify!($module)),*];

            /// Makes every analysis for a run.
            pub(crate) fn new(sel: &Selection, types: &Types) -> Result<Tools, Error> {
                Ok(Tools {
                    $($module: <$module::$tool as Tool>::new(sel, types)?,)*
                })
            }

            /// One access (or piece of one), to every analysis.
            #[inline(always)] // per access
            pub(crate) fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap) {
                $(self.$module.access(a, at, heap);)*
            }

            /// The replay of the whole hierarchy is on ([`Tool::replay`]).
            pub(crate) fn replay(&mut self, config: &cache::HierarchyConfig) {
                $(self.$module.replay(config);)*
            }

            /// The L2's lookups of one replayed call, to every analysis.
            #[inline(always)] // per access
            pub(crate) fn l2_lookups(
                &mut self,
                on: bool,
                cause: crate::replay::Cause,
                l: &[crate::replay::L2Lookup],
            ) {
                $(self.$module.l2_lookups(on, cause, l);)*
            }

            /// One call of the replay, to every analysis.
            #[inline(always)] // per replay step
            pub(crate) fn step(&mut self, s: &crate::replay::StepSeen, heap: &Heap, types: &Types) {
                $(self.$module.step(s, heap, types);)*
            }

            /// The replay's clock at the end of a block, to every analysis.
            pub(crate) fn clock(&mut self, clock: cache::pause::Clock) {
                $(self.$module.clock(clock);)*
            }

            /// One fetch segment, to every analysis.
            #[inline(always)] // per fetch segment
            pub(crate) fn fetch(&mut self, f: &crate::replay::Fetch) {
                $(self.$module.fetch(f);)*
            }

            /// One event, to every analysis when `on` (inside the reported window), else
            /// to those that see every event.
            #[inline]
            pub(crate) fn event(&mut self, on: bool, ev: &HeapEvent<'_>, types: &Types) {
                $(
                    if on || <$module::$tool as Tool>::EVERY_EVENT {
                        self.$module.event(ev, types);
                    }
                )*
            }

            /// Finishes every analysis and returns their tables, in list order.
            pub(crate) fn report(&mut self, types: &Types) -> Result<Vec<Table>, Error> {
                let mut tables = Vec::new();
                $(
                    self.$module.finish()?;
                    tables.extend(self.$module.report(types));
                )*
                Ok(tables)
            }
        }
    };
}

analyses! {
    gc::GcTimeline,
    mmu::MutatorUtilisation,
    lifetimes::Lifetimes,
    fields::Fields,
    rewrites::Rewrites,
    series::Series,
    sites::Sites,
    threads::Threads,
    writes::Writes,
    objects::ObjectTrace,
    exact::ExactLifetimes,
    dragcurve::DragCurve,
    objtable::ObjectTable,
    windows::Windows,
    anomalies::Anomalies,
    reuse::Reuse,
    three_c::ThreeCs,
    pcstat::PcStat,
    hot_fields::HotFields,
    layout::Layout,
    methods::Methods,
}

#[cfg(test)]
mod tests {
    use super::Tools;

    /// A module in `src/tools/` declared by hand instead of in the list would compile but
    /// never be fed nor reported.
    #[test]
    fn every_module_in_tools_is_registered() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tools");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter_map(|f| f.strip_suffix(".rs").map(str::to_string))
            .filter(|f| f != "mod")
            .collect();
        files.sort();
        let mut names: Vec<String> = Tools::NAMES.iter().map(|s| s.to_string()).collect();
        names.sort();
        assert_eq!(files, names);
    }
}
