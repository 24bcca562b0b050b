//! Reuse-distance histograms (`--reuse`): the exact LRU stack distance of every data
//! access ([`cache::reuse`], Bennett-Kruskal/Olken, O(log n) per access) between blocks
//! of `--reuse-line` bytes (default: the D-L1's line size), in log2 buckets plus "cold"
//! (the first access to the block), per type, per field or array region (elements folded
//! into `[*]`), per allocation site, and in total.
//!
//! Every access of the reported window is one reference to each block it touches; its
//! distance is the largest over them (a fully associative cache misses it if it misses
//! any). Accesses made by the collector are references like the others (they are real
//! cache traffic) and count for the type they touch. `fa_l1_miss_rate` is the share of
//! accesses a fully associative LRU cache of the D-L1's capacity would miss (distance at
//! least its size in blocks, or cold): the locality the data has whatever the mapping.

use cache::reuse::{distance_bucket, distance_label, ReuseDistance, DISTANCE_BUCKETS};
use serde_json::Value;
use tables::AnalyzerTable;
use traceio::Access;

use crate::heap::Heap;
use crate::locality::Groups;
use crate::tool::{ratio, Attribution, keyed_cols, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// Finite buckets shown as their own column: 0, 1, 2-3, ... up to 2^(SHOWN-2)..; the
/// rest are summed into one `..._up` column.
const SHOWN: usize = 18;
/// Rows of the per-type and per-site tables in the text report (CSV and JSON have all).
const TEXT_ROWS: usize = 25;

/// One histogram.
#[derive(Clone, Debug)]
struct Hist {
    accesses: u64,
    buckets: [u64; DISTANCE_BUCKETS],
    fa_misses: u64,
}

impl Default for Hist {
    fn default() -> Self {
        Hist {
            accesses: 0,
            buckets: [0; DISTANCE_BUCKETS],
            fa_misses: 0,
        }
    }
}

impl Hist {
    #[inline]
    fn add(&mut self, d: Option<u64>, lines: u64) {
        self.accesses += 1;
        self.buckets[distance_bucket(d)] += 1;
        self.fa_misses += u64::from(d.map_or(true, |d| d >= lines));
    }

    fn cells(&self) -> Vec<Value> {
        let b = &self.buckets;
        let mut v = vec![self.accesses.into(), b[DISTANCE_BUCKETS - 1].into()];
        v.extend(b[..SHOWN - 1].iter().map(|&n| Value::from(n)));
        v.push(b[SHOWN - 1..DISTANCE_BUCKETS - 1].iter().sum::<u64>().into());
        v.push(ratio(self.fa_misses, self.accesses));
        v.push(self.median().into());
        v
    }

    /// The bucket holding the median access (cold counted as the largest distance).
    fn median(&self) -> String {
        if self.accesses == 0 {
            return "-".into();
        }
        let half = self.accesses.div_ceil(2);
        let mut seen = 0;
        for (k, &n) in self.buckets.iter().enumerate() {
            seen += n;
            if seen >= half {
                return distance_label(k);
            }
        }
        unreachable!("the buckets sum to the accesses")
    }
}

fn columns(first: &[&str]) -> Vec<String> {
    let mut c: Vec<String> = first.iter().map(|s| s.to_string()).collect();
    c.push("accesses".into());
    c.push("cold_accesses".into());
    for k in 0..SHOWN - 1 {
        c.push(format!("d_{}_lines", distance_label(k).replace('-', "_")));
    }
    c.push(format!("d_{}_up_lines", 1u64 << (SHOWN - 2)));
    c.push("fa_l1_miss_rate".into());
    c.push("median_distance_lines".into());
    c
}

fn table(
    name: AnalyzerTable,
    title: &str,
    first: &[&str],
    rows: Vec<(Vec<Value>, &Hist)>,
) -> Table {
    let cols = columns(first);
    let cols: Vec<&str> = cols.iter().map(String::as_str).collect();
    let mut t = Table::new(name, title, &keyed_cols(&cols));
    for (mut key, h) in rows {
        key.extend(h.cells());
        t.row(key);
    }
    t.text_rows = Some(TEXT_ROWS);
    t
}

/// The reuse-distance analysis.
#[derive(Debug)]
pub struct Reuse {
    rd: Option<ReuseDistance>,
    /// The D-L1's capacity in blocks of the granule.
    fa_lines: u64,
    /// The distance of the access whose pieces are being passed on.
    last: Option<u64>,
    groups: Groups<Hist>,
}

impl Tool for Reuse {
    fn new(sel: &Selection, _types: &Types) -> Result<Reuse, Error> {
        let loc = &sel.locality;
        if !loc.reuse {
            return Ok(Reuse {
                rd: None,
                fa_lines: 0,
                last: None,
                groups: Groups::default(),
            });
        }
        let h = loc.hierarchy()?;
        let dl1 = h.dl1.as_ref();
        let granule = loc.reuse_line.or(dl1.map(|c| c.bsize)).unwrap_or(32);
        let rd = ReuseDistance::new(granule)
            .map_err(|e| Error::Selection(format!("--reuse-line: {e}")))?;
        Ok(Reuse {
            rd: Some(rd),
            fa_lines: dl1.map_or(0, |c| c.size_bytes() / u64::from(granule)),
            last: None,
            groups: Groups::default(),
        })
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap) {
        let Some(rd) = self.rd.as_mut() else {
            return;
        };
        if !at.continued {
            self.last = match at.l1_distance {
                Some(d) => d,
                None => rd.access_range(u64::from(a.addr), u32::from(a.size)),
            };
        }
        let (d, lines) = (self.last, self.fa_lines);
        self.groups.add(at, heap, |h| h.add(d, lines));
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let Some(rd) = &self.rd else {
            return Vec::new();
        };
        let g = &self.groups;
        let by = |h: &Hist| h.accesses;
        let unit = format!(
            "distinct {}-byte blocks between two accesses to a block; cold = first access; \
             fa_l1_miss_rate: a fully associative LRU cache of the D-L1's {} blocks",
            rd.granule(),
            self.fa_lines
        );
        let totals = g.totals().map(|(n, h)| (vec![Value::from(n)], h)).to_vec();
        vec![
            table(
                AnalyzerTable::Reuse,
                &format!("Reuse distance ({unit})"),
                &["accesses_to"],
                totals,
            ),
            table(
                AnalyzerTable::ReuseTypes,
                "Reuse distance per type (hottest first)",
                &["type"],
                g.type_rows(types, by),
            ),
            table(
                AnalyzerTable::ReuseFields,
                "Reuse distance per field or array region ([*] = all elements)",
                &["type", "field"],
                g.field_rows(types, by),
            ),
            table(
                AnalyzerTable::ReuseSites,
                "Reuse distance per allocation site",
                &["site"],
                g.site_rows(types, by),
            ),
        ]
    }
}
