//! Allocation sites (ALLOC_SITE events: method from class.dump's `method` records and
//! bytecode index): the hottest sites by objects and by bytes, what they allocate, how
//! long their objects live, and lifetime histograms (log2 buckets) for the busiest ones.
//! Objects allocated without a preceding ALLOC_SITE are one row, `(no site)`; objects
//! present at the start (feature.dump, or before the measured window) are not counted.

use hashbrown::HashMap;
use serde_json::Value;
use tables::AnalyzerTable;

use crate::heap::{Death, HeapEvent, Object};
use crate::tool::{bucket_bounds, bucket_label, mean, percent, ratio, Col, Kind, Log2Hist, Table, Tool};
use crate::{Error, Selection};
use crate::types::Types;

/// Rows of each of the two site tables in the text report (the files have every site).
pub const TOP_SITES: usize = 25;
/// Sites whose lifetime histogram the text report shows (the files have every site).
pub const HISTOGRAM_SITES: usize = 10;
#[derive(Clone, Debug, Default)]
struct Site {
    objects: u64,
    bytes: u64,
    by_type: HashMap<u32, u64>,
    died_gc: u64,
    freed: u64,
    other: u64,
    alive_at_end: u64,
    survived_gc: u64,
    lifetime_sum: u128,
    by_death: Log2Hist,
}

impl Site {
    fn dead(&self) -> u64 {
        self.died_gc + self.freed + self.other
    }
}

/// The allocation-site analysis.
#[derive(Debug, Default)]
pub struct Sites {
    sites: HashMap<Option<(u32, u32)>, Site>,
    total_objects: u64,
    total_bytes: u64,
}

impl Sites {
    fn site(&mut self, o: &Object) -> Option<&mut Site> {
        (!o.boot).then(|| self.sites.entry(o.site).or_default())
    }

    fn row(&self, types: &Types, key: Option<(u32, u32)>, s: &Site) -> Vec<Value> {
        let main = s
            .by_type
            .iter()
            .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
            .map(|(&t, &n)| (t, n));
        let dead = s.dead();
        vec![
            key.map_or_else(|| "(no site)".to_string(), |k| types.site_name(k))
                .into(),
            key.map_or(Value::Null, |k| Value::from(k.0)),
            s.objects.into(),
            s.bytes.into(),
            percent(s.objects, self.total_objects),
            percent(s.bytes, self.total_bytes),
            main.map_or(Value::Null, |(t, _)| Value::from(types.name(t))),
            main.map_or(Value::Null, |(_, n)| Value::from(n)),
            dead.into(),
            s.alive_at_end.into(),
            s.survived_gc.into(),
            mean(s.lifetime_sum, dead),
        ]
    }
}

const SITE_COLUMNS: [Col; 12] = [
    Col::text("site", "site"),
    Col::int("method id", "method_id"),
    Col::int("objects", "objects"),
    Col::int("bytes", "bytes"),
    Col::float("% of objects", "percent_of_objects", 1),
    Col::float("% of bytes", "percent_of_bytes", 1),
    Col::text("main type", "main_type"),
    Col::int("main type objects", "main_type_objects"),
    Col::int("dead", "dead_objects"),
    Col::int("alive at end", "alive_at_end_objects"),
    Col::int("survived a gc", "survived_gc_objects"),
    Col::float("mean lifetime (dead, instructions)", "mean_lifetime_insns", 0),
];

impl Tool for Sites {
    fn new(_sel: &Selection, _types: &Types) -> Result<Sites, Error> {
        Ok(Sites::default())
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::Alloc(o) => {
                if let Some(s) = self.site(o) {
                    s.objects += 1;
                    s.bytes += u64::from(o.size);
                    *s.by_type.entry(o.type_id).or_default() += 1;
                    self.total_objects += 1;
                    self.total_bytes += u64::from(o.size);
                }
            }
            HeapEvent::Death {
                obj,
                time,
                cause,
                gcs_survived,
                ..
            } => {
                if let Some(s) = self.site(obj) {
                    match cause {
                        Death::Unmapped => s.died_gc += 1,
                        Death::Freed => s.freed += 1,
                        Death::Overwritten => s.other += 1,
                    }
                    s.survived_gc += u64::from(gcs_survived > 0);
                    let life = time - obj.alloc_time;
                    s.lifetime_sum += u128::from(life);
                    s.by_death.add(life);
                }
            }
            HeapEvent::Survivor {
                obj, gcs_survived, ..
            } => {
                if let Some(s) = self.site(obj) {
                    s.alive_at_end += 1;
                    s.survived_gc += u64::from(gcs_survived > 0);
                }
            }
            _ => {}
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let mut all: Vec<(Option<(u32, u32)>, &Site)> =
            self.sites.iter().map(|(&k, s)| (k, s)).collect();
        // Ties by site key, so the order is deterministic.
        let mut by_bytes = Table::new(
            AnalyzerTable::AllocSitesByBytes,
            &format!("Allocation sites by bytes, most first (text: top {TOP_SITES})"),
            &SITE_COLUMNS,
        );
        by_bytes.text_rows = Some(TOP_SITES);
        all.sort_by(|a, b| b.1.bytes.cmp(&a.1.bytes).then(a.0.cmp(&b.0)));
        for &(k, s) in &all {
            by_bytes.row(self.row(types, k, s));
        }
        let mut by_objects = Table::new(
            AnalyzerTable::AllocSitesByObjects,
            &format!("Allocation sites by objects, most first (text: top {TOP_SITES})"),
            &SITE_COLUMNS,
        );
        by_objects.text_rows = Some(TOP_SITES);
        all.sort_by(|a, b| b.1.objects.cmp(&a.1.objects).then(a.0.cmp(&b.0)));
        for &(k, s) in &all {
            by_objects.row(self.row(types, k, s));
        }
        let mut hist = Table::new(
            AnalyzerTable::SiteLifetimes,
            &format!(
                "Lifetimes per allocation site (log2 buckets, instructions to death; sites by objects, text: top {HISTOGRAM_SITES})"
            ),
            &[
                Col::text("site", "site"),
                Col::label("bucket"),
                Col::files("lifetime_bucket_lo_insns", Kind::Int),
                Col::files("lifetime_bucket_hi_insns", Kind::Int),
                Col::int("dead objects", "dead_objects"),
                Col::ratio("share of the site's dead", "share_of_site_dead"),
            ],
        );
        for (rank, &(k, s)) in all.iter().enumerate() {
            let name = k.map_or_else(|| "(no site)".to_string(), |k| types.site_name(k));
            for (b, &n) in s.by_death.0.iter().enumerate() {
                if n > 0 {
                    let (lo, hi) = bucket_bounds(b);
                    let cells = vec![
                        name.clone().into(),
                        bucket_label(b).into(),
                        lo,
                        hi,
                        n.into(),
                        ratio(n, s.dead()),
                    ];
                    if rank < HISTOGRAM_SITES {
                        hist.row(cells);
                    } else {
                        hist.hidden_row(cells);
                    }
                }
            }
        }
        vec![by_bytes, by_objects, hist]
    }
}
