//! Exact lifetimes (issue 18), from each object's exact death ([`crate::merlin`]): the four
//! phases of an object — lag (allocation to first use), use (first to last use), drag
//! (last use to unreachable) and void (allocation to unreachable, never used) — summed per
//! type and per allocation site, in instructions and in bytes allocated; exact lifetimes
//! beside the GC-granular ones (allocation to reclamation) in log2 buckets of bytes
//! allocated; and survival by exact age. Objects present at the start (feature.dump, or
//! alive when the measured window opened) have no allocation time and are left out.
//! Without exact deaths (a run without `-X:deaths`) it gives no table: the `exact_deaths`
//! table says why.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use tables::AnalyzerTable;

use crate::heap::{HeapEvent, Object};
use crate::tool::{bucket_bounds, bucket_label, ratio, Col, Kind, Log2Hist, Table, Tool, BUCKETS};
use crate::types::Types;
use crate::{Error, Selection};

/// Sums of the phases of a group of objects.
#[derive(Clone, Debug, Default)]
struct Phases {
    objects: u64,
    bytes: u64,
    used: u64,
    /// lag, use, drag, void in instructions, then in bytes allocated.
    sums: [u64; 8],
}

impl Phases {
    fn add(&mut self, o: &Object, p: &[u64; 8]) {
        self.objects += 1;
        self.bytes += u64::from(o.size);
        self.used += u64::from(o.first_use.is_some());
        for (s, v) in self.sums.iter_mut().zip(p) {
            *s += v;
        }
    }

    fn row(&self, name: String) -> Vec<Value> {
        let s = &self.sums;
        let life = s[0] + s[1] + s[2] + s[3];
        let mut r = vec![json!(name), json!(self.objects), json!(self.bytes), json!(self.used)];
        r.extend(s.iter().map(|v| json!(v)));
        r.push(ratio(s[2] + s[3], life));
        r
    }
}

/// The phases of one object: lag, use, drag, void in instructions, then in bytes
/// allocated (see the module docs).
pub fn phases(o: &Object) -> Option<[u64; 8]> {
    let d = o.exact?;
    let mut p = [0u64; 8];
    match (o.first_use, o.last_use) {
        (Some(f), Some(l)) => {
            p[0] = f.saturating_sub(o.alloc_time);
            p[1] = l.saturating_sub(f);
            p[2] = d.time.saturating_sub(l);
            p[4] = o.first_use_bytes.saturating_sub(o.alloc_bytes);
            p[5] = o.last_use_bytes.saturating_sub(o.first_use_bytes);
            p[6] = d.bytes.saturating_sub(o.last_use_bytes);
        }
        _ => {
            p[3] = d.time.saturating_sub(o.alloc_time);
            p[7] = d.bytes.saturating_sub(o.alloc_bytes);
        }
    }
    Some(p)
}

/// The exact-lifetime analysis.
#[derive(Debug, Default)]
pub struct ExactLifetimes {
    by_type: BTreeMap<u32, Phases>,
    by_site: BTreeMap<Option<(u32, u32)>, Phases>,
    /// Exact lifetimes and lifetimes to reclamation, in bytes allocated.
    exact: Log2Hist,
    reclaimed: Log2Hist,
    /// Exact lifetimes in instructions.
    exact_insns: Log2Hist,
    /// Bytes of the objects in each exact-lifetime bucket (bytes allocated).
    exact_size: Vec<u64>,
    /// Objects ended without an exact death (allocated in the trace).
    without: u64,
}

impl ExactLifetimes {
    fn ended(&mut self, o: &Object, reclaimed_bytes: Option<u64>) {
        if o.boot {
            return;
        }
        let Some(p) = phases(o) else {
            self.without += 1;
            return;
        };
        let d = o.exact.expect("phases need it");
        self.by_type.entry(o.type_id).or_default().add(o, &p);
        self.by_site.entry(o.site).or_default().add(o, &p);
        let life = d.bytes.saturating_sub(o.alloc_bytes);
        self.exact.add(life);
        self.exact_size[crate::tool::log2_bucket(life)] += u64::from(o.size);
        self.exact_insns.add(d.time.saturating_sub(o.alloc_time));
        if let Some(b) = reclaimed_bytes {
            self.reclaimed.add(b.saturating_sub(o.alloc_bytes));
        }
    }
}

const PHASE_COLUMNS: [Col; 12] = [
    Col::int("objects", "objects"),
    Col::int("bytes", "bytes"),
    Col::int("used objects", "used_objects"),
    Col::int("lag (insns)", "lag_insns"),
    Col::int("use (insns)", "use_insns"),
    Col::int("drag (insns)", "drag_insns"),
    Col::int("void (insns)", "void_insns"),
    Col::int("lag (bytes alloc)", "lag_bytes_allocated"),
    Col::int("use (bytes alloc)", "use_bytes_allocated"),
    Col::int("drag (bytes alloc)", "drag_bytes_allocated"),
    Col::int("void (bytes alloc)", "void_bytes_allocated"),
    Col::ratio("drag+void share (insns)", "drag_void_share_insns"),
];

impl Tool for ExactLifetimes {
    fn new(_sel: &Selection, _types: &Types) -> Result<ExactLifetimes, Error> {
        Ok(ExactLifetimes {
            exact_size: vec![0; BUCKETS],
            ..ExactLifetimes::default()
        })
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::Death {
                obj, alloc_bytes, ..
            } => self.ended(obj, Some(alloc_bytes)),
            HeapEvent::Survivor { obj, .. } => self.ended(obj, None),
            _ => {}
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        if self.by_type.is_empty() {
            return Vec::new();
        }
        let mut tables = Vec::new();
        let mut cols = vec![Col::text("type", "type")];
        cols.extend(PHASE_COLUMNS);
        let mut t = Table::new(
            AnalyzerTable::ExactPhasesTypes,
            "Lag, use, drag and void per type (exact deaths; insns and bytes allocated)",
            &cols,
        );
        let mut rows: Vec<(u64, String, &Phases)> = self
            .by_type
            .iter()
            .map(|(id, p)| (p.sums[2] + p.sums[3], types.name(*id), p))
            .collect();
        rows.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (_, name, p) in rows {
            t.row(p.row(name));
        }
        tables.push(t);
        cols[0] = Col::text("allocation site", "site");
        let mut s = Table::new(
            AnalyzerTable::ExactPhasesSites,
            "Lag, use, drag and void per allocation site (exact deaths)",
            &cols,
        );
        let mut rows: Vec<(u64, String, &Phases)> = self
            .by_site
            .iter()
            .map(|(site, p)| {
                let name = site.map_or_else(|| "(no ALLOC_SITE)".to_string(), |s| types.site_name(s));
                (p.sums[2] + p.sums[3], name, p)
            })
            .collect();
        rows.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (_, name, p) in rows {
            s.row(p.row(name));
        }
        s.text_rows = Some(30);
        tables.push(s);
        let mut l = Table::new(
            AnalyzerTable::ExactLifetimes,
            "Lifetimes in bytes allocated: to exact death, and to reclamation (GC-granular); exact in instructions",
            // bucket_lo..bucket_hi: bytes allocated for the first two counts, instructions
            // for the third.
            &[
                Col::label("lifetime bucket"),
                Col::files("bucket_lo", Kind::Int),
                Col::files("bucket_hi", Kind::Int),
                Col::int("objects (exact, bytes alloc)", "objects_exact_bytes_allocated"),
                Col::int("objects (to reclamation, bytes alloc)", "objects_to_reclamation_bytes_allocated"),
                Col::int("objects (exact, insns)", "objects_exact_insns"),
            ],
        );
        let last = (0..BUCKETS)
            .rev()
            .find(|&k| self.exact.0[k] + self.reclaimed.0[k] + self.exact_insns.0[k] > 0)
            .unwrap_or(0);
        for k in 0..=last {
            let (lo, hi) = bucket_bounds(k);
            l.row(vec![
                json!(bucket_label(k)),
                lo,
                hi,
                json!(self.exact.0[k]),
                json!(self.reclaimed.0[k]),
                json!(self.exact_insns.0[k]),
            ]);
        }
        tables.push(l);
        let mut v = Table::new(
            AnalyzerTable::ExactSurvival,
            "Survival by exact age (bytes allocated): objects and bytes whose exact lifetime reaches the bucket",
            &[
                Col::int("age at least (bytes alloc)", "age_at_least_bytes_allocated"),
                Col::int("objects", "objects"),
                Col::ratio("fraction of objects", "fraction_of_objects"),
                Col::ratio("fraction of bytes", "fraction_of_bytes"),
            ],
        );
        let (n, total_bytes): (u64, u64) = (self.exact.0.iter().sum(), self.exact_size.iter().sum());
        let (mut left, mut left_bytes) = (n, total_bytes);
        for k in 0..=last {
            let from = if k == 0 { 0 } else { 1u64 << (k - 1) };
            v.row(vec![json!(from), json!(left), ratio(left, n), ratio(left_bytes, total_bytes)]);
            left -= self.exact.0[k];
            left_bytes -= self.exact_size[k];
        }
        tables.push(v);
        if self.without > 0 {
            let mut w = Table::new(
                AnalyzerTable::ExactIncomplete,
                "Objects without an exact death (left out of the exact tables)",
                &[Col::int("objects", "objects")],
            );
            w.row(vec![json!(self.without)]);
            tables.push(w);
        }
        tables
    }
}
