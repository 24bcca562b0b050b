//! 3C miss classification (`--three-c`): each miss of the D-L1 and of the L2 is
//! compulsory (first access to its line), capacity (a fully associative LRU cache of the
//! same size and line size misses it too) or conflict (the rest), per type, per field or
//! array region, per allocation site, and in total ([`cache::threec`], from exact reuse
//! distances).
//!
//! On a trace with an instruction stream the whole hierarchy is replayed
//! ([`crate::replay`]) and the streams are exact: D-L1, every data access with the
//! replay's verdict (and every fetch of a unified L1, one reference per I-L1 line
//! segment); L2, every lookup the replayed L2 gets ([`Tool::l2_lookups`]: fills for data
//! and instructions, writebacks, cache control), each counted in a totals row of its
//! cause, and per type / field / site a data access with the class of its fills (the
//! first that missed). Geometry: the replayed hierarchy's `dl1` and `dl2`.
//!
//! Without an instruction stream (a synthetic trace), the real cache's verdict is the
//! trace's: an access missed the D-L1 when its level is not L1, and missed the L2 when it
//! went to memory. Geometry: the trace header's `-cache:dl1` and `-cache:dl2`. Streams:
//! - D-L1: every data access of the reported window. With a unified L1 (`-cache:il1 dl1`)
//!   the instruction fetches that share it are not in the trace, so the classification
//!   then sees only part of its stream (the tables say so).
//! - L2: the data accesses that missed the D-L1. The L2's real stream also has the D-L1's
//!   writebacks and, when unified (`-cache:il2 dl2`, the default), the instruction misses;
//!   the trace has neither yet, so lines they bring in can make a real hit that the
//!   classifier's fully associative cache misses (`fa_only_misses`), and their evictions
//!   make some misses look like conflicts.

use cache::threec::{Class, ThreeC, CLASSES};
use cache::{CacheConfig, HierarchyConfig, InstL1, InstL2, ServedBy};
use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, Level};

use crate::heap::Heap;
use crate::locality::Groups;
use crate::replay::{Cause, Fetch, L2Lookup};
use crate::tool::{ratio, Attribution, keyed_cols, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// Rows of the per-type, per-field and per-site tables in the text report.
const TEXT_ROWS: usize = 25;

/// Accesses by class ([`Class::index`]).
#[derive(Clone, Copy, Debug, Default)]
struct Counts([u64; 5]);

impl Counts {
    fn get(&self, c: Class) -> u64 {
        self.0[c.index()]
    }

    fn misses(&self) -> u64 {
        self.get(Class::Compulsory) + self.get(Class::Capacity) + self.get(Class::Conflict)
    }

    fn accesses(&self) -> u64 {
        self.0.iter().sum()
    }

    fn cells(&self) -> Vec<Value> {
        let m = self.misses();
        vec![
            self.accesses().into(),
            m.into(),
            self.get(Class::Compulsory).into(),
            self.get(Class::Capacity).into(),
            self.get(Class::Conflict).into(),
            self.get(Class::HitFaMiss).into(),
            ratio(m, self.accesses()),
            ratio(self.get(Class::Conflict), m),
        ]
    }
}

const COLUMNS: [&str; 8] = [
    "accesses",
    "misses",
    "compulsory_misses",
    "capacity_misses",
    "conflict_misses",
    "fa_only_misses",
    "miss_rate",
    "conflict_share",
];

/// The L1's tables: in total, per type, per field, per allocation site.
const L1_TABLES: [AnalyzerTable; 4] = [
    AnalyzerTable::ThreeCL1Totals,
    AnalyzerTable::ThreeCL1Types,
    AnalyzerTable::ThreeCL1Fields,
    AnalyzerTable::ThreeCL1Sites,
];
/// The L2's tables, as [`L1_TABLES`].
const L2_TABLES: [AnalyzerTable; 4] = [
    AnalyzerTable::ThreeCL2Totals,
    AnalyzerTable::ThreeCL2Types,
    AnalyzerTable::ThreeCL2Fields,
    AnalyzerTable::ThreeCL2Sites,
];

/// One level's classifier and counts.
#[derive(Debug)]
struct LevelC {
    /// `l1` or `l2` (the summary's key).
    key: &'static str,
    /// Its tables ([`L1_TABLES`] or [`L2_TABLES`]).
    tables: [AnalyzerTable; 4],
    /// What the stream is, for the titles.
    stream: String,
    config: CacheConfig,
    c: ThreeC,
    /// The class of the access whose pieces are being passed on (`None`: it is not in
    /// this level's stream).
    last: Option<Class>,
    groups: Groups<Counts>,
    /// Replay only: the stream's other parts as totals rows (instruction fetches, L2
    /// fills and writebacks by cause), and the whole stream for the summary.
    extra: Vec<(&'static str, Counts)>,
    whole: Option<Counts>,
}

impl LevelC {
    fn new(
        key: &'static str,
        tables: [AnalyzerTable; 4],
        config: &CacheConfig,
        stream: String,
    ) -> Result<LevelC, Error> {
        Ok(LevelC {
            key,
            tables,
            stream,
            config: config.clone(),
            c: ThreeC::new(config).map_err(|e| Error::Selection(format!("--three-c: {e}")))?,
            last: None,
            groups: Groups::default(),
            extra: Vec::new(),
            whole: None,
        })
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap, in_stream: bool, missed: bool) {
        if !at.continued {
            self.last = in_stream.then(|| match (self.key, at.l1_distance) {
                ("l1", Some(d)) => self.c.class_of(d, missed),
                _ => {
                    self.c
                        .reference(u64::from(a.addr), u32::from(a.size), missed)
                        .1
                }
            });
        }
        if let Some(class) = self.last {
            self.groups.add(at, heap, |n| n.0[class.index()] += 1);
        }
    }

    fn tables(&self, types: &Types, summary: &mut Table) -> Vec<Table> {
        let c = &self.config;
        let what = format!(
            "{} ({} sets x {} ways x {} B, {} lines; {})",
            c.name,
            c.nsets,
            c.assoc,
            c.bsize,
            self.c.lines(),
            self.stream
        );
        let mut row = vec![Value::from(self.key), Value::from(what.clone())];
        row.extend(self.whole.as_ref().unwrap_or(&self.groups.all).cells());
        summary.row(row);
        let by = |n: &Counts| n.misses();
        // `per`: what a row is (`None`: the totals).
        let table = |name, per: Option<&str>, first: &[&str], rows: Vec<(Vec<Value>, &Counts)>| {
            let cols: Vec<&str> = first.iter().copied().chain(COLUMNS).collect();
            let mut t = Table::new(
                name,
                &match per {
                    None => format!("3C misses in total: {what}"),
                    Some(p) => format!("3C misses per {p} (most misses first): {what}"),
                },
                &keyed_cols(&cols),
            );
            for (mut key, n) in rows {
                key.extend(n.cells());
                t.row(key);
            }
            t.text_rows = Some(TEXT_ROWS);
            t
        };
        let mut totals = self.groups.totals().map(|(n, c)| (vec![Value::from(n)], c)).to_vec();
        if let Some(w) = &self.whole {
            totals.insert(0, (vec![Value::from("the whole stream")], w));
        }
        totals.extend(self.extra.iter().map(|(n, c)| (vec![Value::from(*n)], c)));
        let [in_total, per_type, per_field, per_site] = self.tables;
        let g = &self.groups;
        vec![
            table(in_total, None, &["accesses_to"], totals),
            table(per_type, Some("type"), &["type"], g.type_rows(types, by)),
            table(
                per_field,
                Some("field"),
                &["type", "field"],
                g.field_rows(types, by),
            ),
            table(per_site, Some("site"), &["site"], g.site_rows(types, by)),
        ]
    }
}

/// The 3C analysis.
#[derive(Debug, Default)]
pub struct ThreeCs {
    l1: Option<LevelC>,
    l2: Option<LevelC>,
    /// The whole hierarchy is replayed ([`crate::replay`]): the L2's stream is its
    /// lookups, and a unified L1's includes the fetches.
    replayed: bool,
    unified_l1: bool,
    /// Replay: the L2 class of the data access about to be passed on (its fills').
    pending: Option<Class>,
}

/// Rows of the replayed streams' parts.
const L1_FETCHES: usize = 0;
const L2_DATA: usize = 0;
const L2_FETCH: usize = 1;
const L2_WRITEBACK: usize = 2;
const L2_CONTROL: usize = 3;

fn streams(h: &HierarchyConfig) -> (String, String) {
    let l1 = match h.il1 {
        InstL1::Dl1 => "data accesses only: the instruction fetches of this unified L1 are not in the trace",
        _ => "data accesses",
    };
    let l2 = match h.il2 {
        InstL2::Dl2 => "data accesses that missed the D-L1; not yet the D-L1 writebacks nor the instruction misses of this unified L2",
        _ => "data accesses that missed the D-L1; not yet the D-L1 writebacks",
    };
    (l1.into(), l2.into())
}

impl Tool for ThreeCs {
    fn new(sel: &Selection, _types: &Types) -> Result<ThreeCs, Error> {
        if !sel.locality.three_c {
            return Ok(ThreeCs::default());
        }
        let h = sel.locality.hierarchy()?;
        let (s1, s2) = streams(&h);
        let Some(dl1) = &h.dl1 else {
            return Err(Error::Selection(
                "--three-c: the run has no D-L1 (-cache:dl1 none): nothing to classify".into(),
            ));
        };
        Ok(ThreeCs {
            l1: Some(LevelC::new("l1", L1_TABLES, dl1, s1)?),
            l2: h
                .dl2
                .as_ref()
                .map(|c| LevelC::new("l2", L2_TABLES, c, s2))
                .transpose()?,
            unified_l1: h.il1 == InstL1::Dl1,
            ..ThreeCs::default()
        })
    }

    fn replay(&mut self, _config: &HierarchyConfig) {
        let Some(l1) = self.l1.as_mut() else {
            return;
        };
        self.replayed = true;
        if self.unified_l1 {
            l1.stream = "data accesses and instruction fetches of this unified L1, replayed".into();
            l1.extra = vec![("instruction fetches", Counts::default())];
            l1.whole = Some(Counts::default());
        } else {
            l1.stream = "data accesses, replayed".into();
        }
        if let Some(l2) = self.l2.as_mut() {
            l2.stream = "every lookup of the replayed L2: the D-L1's fills and writebacks, the \
                         instruction misses of a unified L2, cache control"
                .into();
            l2.extra = vec![
                ("fills for data accesses", Counts::default()),
                ("fills for instruction fetches", Counts::default()),
                ("writebacks from level 1", Counts::default()),
                ("cache control", Counts::default()),
            ];
            l2.whole = Some(Counts::default());
        }
    }

    #[inline]
    fn l2_lookups(&mut self, on: bool, cause: Cause, l: &[L2Lookup]) {
        if cause != Cause::Fetch {
            // A new access: a dcbz (Control) reads nothing from the L2.
            self.pending = None;
        }
        let Some(l2) = self.l2.as_mut() else {
            return;
        };
        for k in l {
            let (_, class) = l2.c.reference(u64::from(k.addr), 1, !k.hit);
            if cause == Cause::Data && !k.write {
                let miss = |c: Option<Class>| c.is_some_and(|c| c.index() >= 2);
                if self.pending.is_none() || (!miss(self.pending) && class.index() >= 2) {
                    self.pending = Some(class);
                }
            }
            if on {
                let row = match (cause, k.write) {
                    (_, true) => L2_WRITEBACK,
                    (Cause::Data, false) => L2_DATA,
                    (Cause::Fetch, false) => L2_FETCH,
                    (Cause::Control, false) => L2_CONTROL,
                };
                l2.extra[row].1 .0[class.index()] += 1;
                if let Some(w) = l2.whole.as_mut() {
                    w.0[class.index()] += 1;
                }
            }
        }
    }

    #[inline]
    fn fetch(&mut self, f: &Fetch) {
        if !self.unified_l1 {
            return;
        }
        let Some(l1) = self.l1.as_mut() else {
            return;
        };
        // One reference per line: the fetches after the first in it are at distance 0.
        let missed = f.served.level != ServedBy::L1;
        let (_, class) = l1.c.reference(u64::from(f.pc), 4, missed);
        for c in [&mut l1.extra[L1_FETCHES].1, l1.whole.as_mut().expect("replayed")] {
            c.0[class.index()] += 1;
            c.0[Class::Hit.index()] += u64::from(f.n - 1);
        }
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap) {
        let Some(l1) = self.l1.as_mut() else {
            return;
        };
        l1.access(a, at, heap, true, a.level != Level::L1);
        if let (false, Some(w)) = (at.continued, l1.whole.as_mut()) {
            if let Some(c) = l1.last {
                w.0[c.index()] += 1;
            }
        }
        let Some(l2) = self.l2.as_mut() else {
            return;
        };
        if self.replayed {
            // The class of the access's fills in the replayed L2 (none: it hit the D-L1).
            if !at.continued {
                l2.last = self.pending;
            }
            if let Some(class) = l2.last {
                l2.groups.add(at, heap, |n| n.0[class.index()] += 1);
            }
        } else {
            l2.access(a, at, heap, a.level != Level::L1, a.level == Level::Memory);
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let Some(l1) = &self.l1 else {
            return Vec::new();
        };
        let mut cols = vec!["level", "cache_and_stream"];
        cols.extend(COLUMNS);
        let mut summary = Table::new(
            AnalyzerTable::ThreeC,
            "3C miss classification per level: compulsory, capacity (a fully associative LRU \
             cache of the same size misses too), conflict; fa_only_misses: hits that cache \
             would miss",
            &keyed_cols(&cols),
        );
        let mut tables = l1.tables(types, &mut summary);
        if let Some(l2) = &self.l2 {
            tables.extend(l2.tables(types, &mut summary));
        }
        debug_assert_eq!(CLASSES.len(), 5);
        tables.insert(0, summary);
        tables
    }
}
