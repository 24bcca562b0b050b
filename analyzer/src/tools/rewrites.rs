//! Reads after each write and intervals between writes, per type and field (array
//! elements of a type folded into `[*]`), for every object. Each live object keeps the
//! time of the last write and the reads since, per part it has written; the state goes
//! when the object dies, so memory grows with live objects.

use hashbrown::HashMap;
use tables::AnalyzerTable;
use traceio::{Access, AccessKind};

use crate::heap::{Heap, HeapEvent};
use crate::tool::{bucket_bounds, bucket_label, log2_bucket, mean, Attribution, Col, Kind, Table, Tool};
use crate::{Error, Selection};
use crate::types::{Part, Types};

/// Fields shown in the text report (most writes first); the files have them all.
const TOP: usize = 50;

#[derive(Clone, Debug)]
struct Agg {
    writes: u64,
    /// Writes whose following reads are known (the next write came, or the object ended).
    closed: u64,
    reads_after: u64,
    reads_hist: [u64; 34],
    intervals: u64,
    interval_sum: u64,
    interval_hist: [u64; 65],
}

impl Default for Agg {
    fn default() -> Self {
        Agg {
            writes: 0,
            closed: 0,
            reads_after: 0,
            reads_hist: [0; 34],
            intervals: 0,
            interval_sum: 0,
            interval_hist: [0; 65],
        }
    }
}

impl Agg {
    fn close(&mut self, reads: u32) {
        self.closed += 1;
        self.reads_after += u64::from(reads);
        self.reads_hist[log2_bucket(u64::from(reads))] += 1;
    }
}

fn key(p: Part) -> Part {
    match p {
        Part::Element(_) => Part::Element(u32::MAX),
        p => p,
    }
}

/// Per written part of a live object: (part, time of the last write, reads since).
type PartState = Vec<(Part, u64, u32)>;

/// The analysis.
#[derive(Debug, Default)]
pub struct Rewrites {
    /// Live objects that have been written: object id → (type id, parts).
    live: HashMap<u64, (u32, PartState)>,
    agg: HashMap<(u32, Part), Agg>,
}

impl Rewrites {
    fn end(&mut self, id: u64) {
        if let Some((ty, parts)) = self.live.remove(&id) {
            for (p, _, reads) in parts {
                self.agg.entry((ty, key(p))).or_default().close(reads);
            }
        }
    }
}

impl Tool for Rewrites {
    fn new(_sel: &Selection, _types: &Types) -> Result<Rewrites, Error> {
        Ok(Rewrites::default())
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        if at.in_gc {
            return; // the collector's reads and writes are not the program's
        }
        // One count per access to a part: the one that touches its first byte.
        let Some(t) = at.target.filter(|t| t.at_start) else {
            return;
        };
        match a.kind {
            AccessKind::Read => {
                if let Some((_, parts)) = self.live.get_mut(&t.obj_id) {
                    if let Some(s) = parts.iter_mut().find(|s| s.0 == t.part) {
                        s.2 = s.2.saturating_add(1);
                    }
                }
            }
            AccessKind::Write => {
                let (_, parts) = self
                    .live
                    .entry(t.obj_id)
                    .or_insert_with(|| (t.type_id, Vec::new()));
                let agg = self.agg.entry((t.type_id, key(t.part))).or_default();
                agg.writes += 1;
                match parts.iter_mut().find(|s| s.0 == t.part) {
                    Some(s) => {
                        agg.close(s.2);
                        let d = a.time - s.1.min(a.time);
                        agg.intervals += 1;
                        agg.interval_sum += d;
                        agg.interval_hist[log2_bucket(d)] += 1;
                        s.1 = a.time;
                        s.2 = 0;
                    }
                    None => parts.push((t.part, a.time, 0)),
                }
            }
        }
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::Death { obj, .. } | HeapEvent::Survivor { obj, .. } => self.end(obj.id),
            _ => {}
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let mut rows: Vec<(&(u32, Part), &Agg)> = self.agg.iter().collect();
        rows.sort_by(|a, b| {
            b.1.writes
                .cmp(&a.1.writes)
                .then(a.0 .0.cmp(&b.0 .0))
                .then(format!("{:?}", a.0 .1).cmp(&format!("{:?}", b.0 .1)))
        });
        let name = |&(id, p): &(u32, Part)| match p {
            Part::Element(_) => "[*]".to_string(),
            p => types.part_name(id, p),
        };
        let mut sum = Table::new(
            AnalyzerTable::Rewrites,
            &format!("Reads after each write and intervals between writes, per field (most writes first; text: top {TOP})"),
            &[
                Col::text("type", "type"),
                Col::text("field", "field"),
                Col::int("writes", "writes"),
                Col::float("mean reads after a write", "mean_reads_after_write", 2),
                Col::int("rewrites", "rewrites"),
                Col::float("mean interval between writes", "mean_interval_between_writes_insns", 2),
            ],
        );
        sum.text_rows = Some(TOP);
        let mut hist = Table::new(
            AnalyzerTable::RewritesHistogram,
            // bucket_lo..bucket_hi: reads for the first count, instructions for the second.
            &format!("Reads after a write and intervals between writes (log2 buckets), same fields (text: the top {TOP})"),
            &[
                Col::text("type", "type"),
                Col::text("field", "field"),
                Col::label("bucket"),
                Col::files("bucket_lo", Kind::Int),
                Col::files("bucket_hi", Kind::Int),
                Col::int("writes followed by this many reads", "writes_followed_by_reads"),
                Col::int("intervals (instructions)", "intervals_between_writes"),
            ],
        );
        let mean = |s: u64, n: u64| mean(u128::from(s), n);
        for (rank, (k, a)) in rows.into_iter().enumerate() {
            let (ty, f) = (types.name(k.0), name(k));
            sum.row(vec![
                ty.clone().into(),
                f.clone().into(),
                a.writes.into(),
                mean(a.reads_after, a.closed),
                a.intervals.into(),
                mean(a.interval_sum, a.intervals),
            ]);
            for b in 0..65 {
                let r = a.reads_hist.get(b).copied().unwrap_or(0);
                let i = a.interval_hist[b];
                if r + i > 0 {
                    let (lo, hi) = bucket_bounds(b);
                    let cells = vec![
                        ty.clone().into(),
                        f.clone().into(),
                        bucket_label(b).into(),
                        lo,
                        hi,
                        r.into(),
                        i.into(),
                    ];
                    if rank < TOP {
                        hist.row(cells);
                    } else {
                        hist.hidden_row(cells);
                    }
                }
            }
        }
        vec![sum, hist]
    }
}
