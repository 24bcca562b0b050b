//! The heap's drag curve (issue 18): reachable bytes (exact deaths) against bytes occupied
//! in the heap (allocated and not yet reclaimed), sampled every `--drag-sample` bytes
//! allocated (and at the end), with the collections that ended since the previous sample.
//!
//! A sample is taken after the allocation that brings the bytes allocated `b` to or past
//! the next multiple of the spacing. At `b` an object is reachable when it was allocated
//! before (its bytes-allocated birth is below `b`) and its exact death step comes at or
//! after `b` (the step's bytes allocated before it are at least `b`): the state after
//! allocation k is step k's, and an object that dies at step k + 1 was reachable at step
//! k. Objects present at the start count from the first sample. The reachable column is
//! filled in at the end, when every death is known; without exact deaths there is no table.

use serde_json::json;
use tables::AnalyzerTable;

use crate::heap::{HeapEvent, Object};
use crate::tool::{Col, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

#[derive(Clone, Debug)]
struct Sample {
    bytes: u64,
    occupied: u64,
    gcs: Vec<u32>,
}

/// The drag-curve analysis.
#[derive(Debug)]
pub struct DragCurve {
    every: u64,
    next: u64,
    allocated: u64,
    occupied: u64,
    gcs: Vec<u32>,
    samples: Vec<Sample>,
    /// Per sample: reachable bytes added there (difference array).
    diff: Vec<i64>,
    /// Objects with exact deaths, recorded before their samples existed: (birth, death
    /// bytes, size).
    any_exact: bool,
    pending: Vec<(u64, u64, u32)>,
}

impl DragCurve {
    fn ended(&mut self, o: &Object) {
        if let Some(d) = o.exact {
            self.any_exact = true;
            let birth = if o.boot { 0 } else { o.alloc_bytes };
            self.pending.push((birth, d.bytes, o.size));
        }
    }
}

impl Tool for DragCurve {
    fn new(sel: &Selection, _types: &Types) -> Result<DragCurve, Error> {
        let every = if sel.drag_sample == 0 {
            1 << 20
        } else {
            sel.drag_sample
        };
        Ok(DragCurve {
            every,
            next: every,
            allocated: 0,
            occupied: 0,
            gcs: Vec::new(),
            samples: Vec::new(),
            diff: Vec::new(),
            any_exact: false,
            pending: Vec::new(),
        })
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::Alloc(o) => {
                self.occupied += u64::from(o.size);
                if o.boot {
                    return;
                }
                self.allocated = o.alloc_bytes + u64::from(o.size);
                if self.allocated >= self.next {
                    self.samples.push(Sample {
                        bytes: self.allocated,
                        occupied: self.occupied,
                        gcs: std::mem::take(&mut self.gcs),
                    });
                    self.next = (self.allocated / self.every + 1) * self.every;
                }
            }
            HeapEvent::Death { obj, .. } => {
                self.occupied -= u64::from(obj.size);
                self.ended(obj);
            }
            HeapEvent::Survivor { obj, .. } => self.ended(obj),
            HeapEvent::GcEnd { number, .. } => self.gcs.push(number),
            // The last point: the end of the trace (or of the window).
            HeapEvent::End { .. } if self.samples.last().map_or(0, |s| s.bytes) < self.allocated => {
                self.samples.push(Sample {
                    bytes: self.allocated,
                    occupied: self.occupied,
                    gcs: std::mem::take(&mut self.gcs),
                });
            }
            _ => {}
        }
    }

    fn finish(&mut self) -> Result<(), Error> {
        self.diff = vec![0; self.samples.len() + 1];
        for &(birth, death, size) in &self.pending {
            let from = self.samples.partition_point(|s| s.bytes <= birth);
            let to = self.samples.partition_point(|s| s.bytes <= death);
            if from < to {
                self.diff[from] += i64::from(size);
                self.diff[to] -= i64::from(size);
            }
        }
        Ok(())
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        if !self.any_exact {
            return Vec::new();
        }
        let mut t = Table::new(
            AnalyzerTable::DragCurve,
            &format!(
                "Drag curve: reachable (exact) and occupied heap bytes, every {} bytes allocated",
                self.every
            ),
            &[
                Col::int("bytes allocated", "allocated_bytes"),
                Col::int("reachable bytes", "reachable_bytes"),
                Col::int("occupied bytes", "occupied_bytes"),
                Col::int("drag bytes", "drag_bytes"),
                Col::text("collections ended", "collections_ended"),
            ],
        );
        let mut reachable = 0i64;
        for (s, d) in self.samples.iter().zip(&self.diff) {
            reachable += d;
            let r = reachable.max(0) as u64;
            let gcs: Vec<String> = s.gcs.iter().map(u32::to_string).collect();
            t.row(vec![
                json!(s.bytes),
                json!(r),
                json!(s.occupied),
                json!(s.occupied.saturating_sub(r)),
                json!(gcs.join(" ")),
            ]);
        }
        t.text_rows = Some(40);
        vec![t]
    }
}
