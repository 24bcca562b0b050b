//! Demographics per type: allocation, deaths (by GC, FREE), survivors, copies, and
//! lifetime histograms in log2 buckets — in instructions to death by GC, in
//! instructions to the last use, and in bytes allocated meanwhile. Finished objects are
//! folded in here and forgotten, so memory grows with the number of types only.

use std::collections::BTreeMap;

use tables::AnalyzerTable;
use traceio::GcKind;

use crate::heap::{kind_index, Death, HeapEvent, KINDS};
use crate::tool::{bucket_bounds, bucket_label, Col, Kind, Log2Hist, Table, Tool, BUCKETS};
use crate::{Error, Selection};
use crate::types::Types;

#[derive(Clone, Debug, Default)]
struct PerType {
    allocated: u64,
    allocated_bytes: u64,
    boot: u64,
    dead_gc: u64,
    dead_free: u64,
    dead_other: u64,
    survivors: u64,
    copies: u64,
    gcs_survived: u64,
    never_used: u64,
    survived_minor: u64,
    survived_major: u64,
    by_death: Log2Hist,
    by_last_use: Log2Hist,
    by_bytes: Log2Hist,
}

impl PerType {
    /// Counts an object that survived at least one minor collection, and one that survived
    /// at least one collection of the whole heap (major or full).
    fn count_survival(&mut self, by_kind: [u32; KINDS]) {
        let n = |k: GcKind| by_kind[kind_index(k)];
        self.survived_minor += u64::from(n(GcKind::Minor) > 0);
        self.survived_major += u64::from(n(GcKind::Full) + n(GcKind::Major) > 0);
    }
}

/// The lifetime analysis.
#[derive(Debug, Default)]
pub struct Lifetimes {
    per_type: BTreeMap<u32, PerType>,
}

impl Tool for Lifetimes {
    fn new(_sel: &Selection, _types: &Types) -> Result<Lifetimes, Error> {
        Ok(Lifetimes::default())
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::Alloc(o) => {
                let t = self.per_type.entry(o.type_id).or_default();
                if o.boot {
                    t.boot += 1;
                } else {
                    t.allocated += 1;
                    t.allocated_bytes += u64::from(o.size);
                }
            }
            HeapEvent::Death {
                obj,
                time,
                cause,
                gcs_survived,
                survived_by_kind: k,
                alloc_bytes,
            } => {
                let t = self.per_type.entry(obj.type_id).or_default();
                t.count_survival(k);
                match cause {
                    Death::Unmapped => t.dead_gc += 1,
                    Death::Freed => t.dead_free += 1,
                    Death::Overwritten => t.dead_other += 1,
                }
                t.copies += obj.copies.len() as u64;
                t.gcs_survived += u64::from(gcs_survived);
                if !obj.boot {
                    t.by_death.add(time - obj.alloc_time);
                    t.by_bytes.add(alloc_bytes - obj.alloc_bytes);
                    match obj.last_use {
                        Some(u) => t.by_last_use.add(u.saturating_sub(obj.alloc_time)),
                        None => t.never_used += 1,
                    }
                }
            }
            HeapEvent::Survivor {
                obj,
                survived_by_kind: k,
                ..
            } => {
                let t = self.per_type.entry(obj.type_id).or_default();
                t.count_survival(k);
                t.survivors += 1;
                t.copies += obj.copies.len() as u64;
            }
            _ => {}
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let mut sum = Table::new(
            AnalyzerTable::Demographics,
            "Demographics per type: allocation, deaths, survivors, copies",
            &[
                Col::text("type", "type"),
                Col::int("allocated", "allocated_objects"),
                Col::int("bytes", "allocated_bytes"),
                Col::int("boot", "boot_objects"),
                Col::int("died by gc", "died_by_gc_objects"),
                Col::int("freed", "freed_objects"),
                Col::int("overwritten", "overwritten_objects"),
                Col::int("alive at end", "alive_at_end_objects"),
                Col::int("copies", "copies"),
                Col::int("gcs survived (dead objects)", "gcs_survived_by_dead_objects"),
                Col::int("never used", "never_used_objects"),
                Col::int("survived a minor gc", "survived_minor_gc_objects"),
                Col::int("survived a major or full gc", "survived_major_or_full_gc_objects"),
            ],
        );
        let mut hist = Table::new(
            AnalyzerTable::Lifetimes,
            "Lifetime histograms per type (log2 buckets; dead objects allocated in the run)",
            // The three histograms share the log2 buckets; the files give each unit its own
            // bounds, so every column has one unit: `bucket_*_insns` for the two counts in
            // instructions, `bucket_*_bytes` for the one in bytes allocated (the same
            // numbers: a bucket is 2^(k-1)..2^k-1 of either).
            &[
                Col::text("type", "type"),
                Col::label("bucket"),
                Col::files("bucket_lo_insns", Kind::Int),
                Col::files("bucket_hi_insns", Kind::Int),
                Col::files("bucket_lo_bytes", Kind::Int),
                Col::files("bucket_hi_bytes", Kind::Int),
                Col::int("to death (instructions)", "objects_by_death_insns"),
                Col::int("to last use (instructions)", "objects_by_last_use_insns"),
                Col::int("to death (bytes allocated)", "objects_by_death_bytes_allocated"),
            ],
        );
        for (&id, t) in &self.per_type {
            let name = types.name(id);
            sum.row(vec![
                name.clone().into(),
                t.allocated.into(),
                t.allocated_bytes.into(),
                t.boot.into(),
                t.dead_gc.into(),
                t.dead_free.into(),
                t.dead_other.into(),
                t.survivors.into(),
                t.copies.into(),
                t.gcs_survived.into(),
                t.never_used.into(),
                t.survived_minor.into(),
                t.survived_major.into(),
            ]);
            for k in 0..BUCKETS {
                if t.by_death.0[k] + t.by_last_use.0[k] + t.by_bytes.0[k] > 0 {
                    let (lo, hi) = bucket_bounds(k);
                    hist.row(vec![
                        name.clone().into(),
                        bucket_label(k).into(),
                        lo.clone(),
                        hi.clone(),
                        lo,
                        hi,
                        t.by_death.0[k].into(),
                        t.by_last_use.0[k].into(),
                        t.by_bytes.0[k].into(),
                    ]);
                }
            }
        }
        vec![sum, hist]
    }
}
