//! Allocation sites (ALLOC_SITE events: method from class.dump's `method` records and
//! bytecode index): the hottest sites by objects and by bytes, what they allocate, how
//! long their objects live, and lifetime histograms (log2 buckets) for the busiest ones.
//! Objects allocated without a preceding ALLOC_SITE are one row, `(no site)`; objects
//! present at the start (feature.dump, or before the measured window) are not counted.

use hashbrown::HashMap;
use serde_json::Value;

use crate::heap::{Death, HeapEvent, Object};
use crate::tool::{bucket_label, ratio, Log2Hist, Table, Tool};
use crate::{Error, Selection};
use crate::types::Types;

/// Rows in each of the two hottest-site tables.
pub const TOP_SITES: usize = 25;
/// Sites given a lifetime histogram.
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
            pct(s.objects, self.total_objects),
            pct(s.bytes, self.total_bytes),
            main.map_or(Value::Null, |(t, _)| Value::from(types.name(t))),
            main.map_or(Value::Null, |(_, n)| Value::from(n)),
            dead.into(),
            s.alive_at_end.into(),
            s.survived_gc.into(),
            if dead == 0 {
                Value::Null
            } else {
                Value::from((s.lifetime_sum / u128::from(dead)) as u64)
            },
        ]
    }
}

fn pct(n: u64, total: u64) -> Value {
    if total == 0 {
        Value::from(0.0)
    } else {
        Value::from((n as f64 / total as f64 * 1000.0).round() / 10.0)
    }
}

const SITE_COLUMNS: [&str; 12] = [
    "site",
    "method id",
    "objects",
    "bytes",
    "% of objects",
    "% of bytes",
    "main type",
    "main type objects",
    "dead",
    "alive at end",
    "survived a gc",
    "mean lifetime (dead, instructions)",
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
            "alloc_sites_by_bytes",
            &format!("Hottest allocation sites by bytes (top {TOP_SITES})"),
            &SITE_COLUMNS,
        );
        all.sort_by(|a, b| b.1.bytes.cmp(&a.1.bytes).then(a.0.cmp(&b.0)));
        for &(k, s) in all.iter().take(TOP_SITES) {
            by_bytes.row(self.row(types, k, s));
        }
        let mut by_objects = Table::new(
            "alloc_sites_by_objects",
            &format!("Hottest allocation sites by objects (top {TOP_SITES})"),
            &SITE_COLUMNS,
        );
        all.sort_by(|a, b| b.1.objects.cmp(&a.1.objects).then(a.0.cmp(&b.0)));
        for &(k, s) in all.iter().take(TOP_SITES) {
            by_objects.row(self.row(types, k, s));
        }
        let mut hist = Table::new(
            "site_lifetimes",
            &format!(
                "Lifetimes per allocation site (log2 buckets, instructions to death; top {HISTOGRAM_SITES} sites by objects)"
            ),
            &["site", "bucket", "dead objects", "share of the site's dead"],
        );
        for &(k, s) in all.iter().take(HISTOGRAM_SITES) {
            let name = k.map_or_else(|| "(no site)".to_string(), |k| types.site_name(k));
            for (b, &n) in s.by_death.0.iter().enumerate() {
                if n > 0 {
                    hist.row(vec![
                        name.clone().into(),
                        bucket_label(b).into(),
                        n.into(),
                        ratio(n, s.dead()),
                    ]);
                }
            }
        }
        vec![by_bytes, by_objects, hist]
    }
}
