//! What the locality analyses (issue 20: `--reuse`, `--three-c`, `--pcstat`,
//! `--hot-fields`, `--layout`; docs/analyzer.md "Locality") share: their options
//! ([`Locality`], part of [`Selection`]), the cache geometry of the run (from the trace
//! header's `-cache:` flags), and [`Groups`], which folds a per-access value per type, per
//! field or array region, and per allocation site.
//!
//! With `--three-c`, `--methods` or `--cache`, the whole hierarchy is replayed under the
//! analyses ([`crate::replay`]; [`Locality::hierarchy`] is then the replayed one).
//!
//! The algorithms live in the `cache` crate ([`cache::reuse`], [`cache::threec`]), the
//! ELF symbol table in [`crate::symbols`]; the analyses are the tools
//! `tools::{reuse, three_c, pcstat, hot_fields, layout}`.

use std::path::PathBuf;

use cache::HierarchyConfig;
use hashbrown::HashMap;
use serde_json::Value;
use traceio::TraceHeader;

use crate::heap::Heap;
use crate::tool::Attribution;
use crate::types::{Part, Types};
use crate::{Error, Selection};

/// The locality options (all off by default: each costs time per access).
#[derive(Clone, Debug, Default)]
pub struct Locality {
    /// Reuse-distance histograms (`--reuse`).
    pub reuse: bool,
    /// Reuse distances between blocks of this many bytes (a power of two; default: the
    /// D-L1's line size).
    pub reuse_line: Option<u32>,
    /// 3C miss classification of the D-L1 and L2 (`--three-c`).
    pub three_c: bool,
    /// Accesses and misses per instruction (`--pcstat`).
    pub pcstat: bool,
    /// The guest's ELF for symbols (default: the one the trace header names).
    pub symbols: Option<PathBuf>,
    /// Hottest fields per type and how many cache lines they span (`--hot-fields`).
    pub hot_fields: bool,
    /// What-if field orders (`--layout FILE`).
    pub layout: Option<PathBuf>,
    /// Replay the whole hierarchy with these sim-cache flags instead of the run's
    /// (`--cache FLAGS`; [`crate::replay`]).
    pub cache: Option<String>,
    /// Fetches and I-cache misses per compiled method and VM function, and the code
    /// footprint over time (`--methods`).
    pub methods: bool,
    /// Instructions per row of the code footprint table (0: 1,000,000).
    pub footprint_interval: u64,
    /// Replay the hierarchy for time even without another analysis that needs it: each
    /// collection's pause in cycles and the MMU curve in cycles (`traceanalyze` sets it
    /// unless `--no-cycles`; a trace without an instruction stream goes without).
    pub cycles: bool,
    /// The trace's header (set by the reader of the trace, `None` for an event log).
    pub header: Option<TraceHeader>,
}

impl Selection {
    /// This selection for a trace with `header` (the locality analyses read its cache
    /// configuration and guest).
    pub fn with_header(&self, header: &TraceHeader) -> Selection {
        let mut s = self.clone();
        s.locality.header = Some(header.clone());
        s
    }
}

impl Locality {
    /// The run's cache hierarchy: the trace header's `-cache:`/`-tlb:` flags, or the
    /// default (table 4.1) when it has none (a synthetic trace).
    /// With `--cache FLAGS`, that hierarchy instead (sim-cache's flags over the default,
    /// as `cachesim` takes them).
    pub fn hierarchy(&self) -> Result<HierarchyConfig, Error> {
        let (flags, what) = match &self.cache {
            Some(f) => (f.as_str(), "--cache"),
            None => (
                self.header.as_ref().map_or("", |h| h.cache_config.as_str()),
                "the trace header's cache configuration",
            ),
        };
        let (config, rest) = HierarchyConfig::from_args(flags.split_whitespace())
            .map_err(|e| Error::Selection(format!("{what}: {e}")))?;
        if let Some(r) = rest.first() {
            return Err(Error::Selection(format!("{what}: unexpected `{r}`")));
        }
        config
            .validate()
            .map_err(|e| Error::Selection(format!("{what}: {e}")))?;
        Ok(config)
    }

    /// Where [`Locality::hierarchy`] comes from, for titles.
    pub fn hierarchy_source(&self) -> String {
        match &self.cache {
            Some(f) => format!("--cache {f}"),
            None => "the run's configuration".into(),
        }
    }

    /// An analysis asked for replays the whole hierarchy ([`crate::replay`]) when the
    /// trace has an instruction stream.
    pub fn wants_replay(&self) -> bool {
        self.cycles || self.three_c || self.methods || self.cache.is_some() || self.layout.is_some()
    }

    /// What cannot do without the instruction stream (`None`: the analyses asked for fall
    /// back to the data accesses alone).
    pub fn needs_stream(&self) -> Option<&'static str> {
        if self.cache.is_some() {
            Some("--cache")
        } else if self.methods {
            Some("--methods")
        } else {
            None
        }
    }
}

/// The allocation site of an object as the locality tables name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SiteKey {
    /// Present before tracing (feature.dump).
    Boot,
    /// Allocated without a preceding ALLOC_SITE.
    NoSite,
    /// Method id and bytecode index.
    At(u32, u32),
}

impl SiteKey {
    /// A printable name.
    pub fn name(self, types: &Types) -> String {
        match self {
            SiteKey::Boot => "(boot image)".into(),
            SiteKey::NoSite => "(no site)".into(),
            SiteKey::At(m, b) => types.site_name((m, b)),
        }
    }
}

/// Folds array elements into one part (`[*]`); fields stay apart.
#[inline]
pub fn region(p: Part) -> Part {
    match p {
        Part::Element(_) => Part::Element(u32::MAX),
        p => p,
    }
}

/// The printable name of a region ([`region`]).
pub fn region_name(types: &Types, type_id: u32, p: Part) -> String {
    match p {
        Part::Element(_) => "[*]".into(),
        p => types.part_name(type_id, p),
    }
}

/// An order of parts: header words, length, fields, elements, padding.
pub fn part_key(p: Part) -> (u8, u32) {
    match p {
        Part::Header(w) => (0, u32::from(w)),
        Part::Length => (1, 0),
        Part::Field(i) => (2, u32::from(i)),
        Part::Element(i) => (3, i),
        Part::Padding => (4, 0),
    }
}

/// Values folded per type, per field or array region, per allocation site, and in three
/// totals (all accesses, those to heap objects, the rest). An access spanning several
/// objects or parts counts once in the totals and once per piece in the groups.
#[derive(Debug, Default)]
pub struct Groups<T> {
    /// Every access.
    pub all: T,
    /// Accesses touching a heap object.
    pub heap: T,
    /// Accesses touching none (stack, VM data, code).
    pub not_heap: T,
    /// Per type.
    pub types: HashMap<u32, T>,
    /// Per (type, region).
    pub fields: HashMap<(u32, Part), T>,
    /// Per allocation site.
    pub sites: HashMap<SiteKey, T>,
}

impl<T: Default> Groups<T> {
    /// Applies `f` to every group one access piece belongs to.
    #[inline]
    pub fn add(&mut self, at: &Attribution, heap: &Heap, mut f: impl FnMut(&mut T)) {
        if !at.continued {
            f(&mut self.all);
        }
        let Some(t) = at.target else {
            f(&mut self.not_heap);
            return;
        };
        if !at.continued {
            f(&mut self.heap);
        }
        f(self.types.entry(t.type_id).or_default());
        f(self.fields.entry((t.type_id, region(t.part))).or_default());
        let o = heap.object(t.slot);
        let site = match (o.boot, o.site) {
            (true, _) => SiteKey::Boot,
            (false, None) => SiteKey::NoSite,
            (false, Some((m, b))) => SiteKey::At(m, b),
        };
        f(self.sites.entry(site).or_default());
    }

    /// The totals as (name, value) rows.
    pub fn totals(&self) -> [(&'static str, &T); 3] {
        [
            ("all accesses", &self.all),
            ("heap objects", &self.heap),
            ("not heap", &self.not_heap),
        ]
    }

    /// Per-type rows `[type]`, heaviest first by `weight` (ties by name).
    pub fn type_rows(&self, types: &Types, weight: impl Fn(&T) -> u64) -> Vec<(Vec<Value>, &T)> {
        sorted(
            (self.types.iter()).map(|(&id, v)| (vec![types.name(id)], id, v)),
            weight,
        )
    }

    /// Per-field rows `[type, field]`, heaviest first.
    pub fn field_rows(&self, types: &Types, weight: impl Fn(&T) -> u64) -> Vec<(Vec<Value>, &T)> {
        sorted(
            (self.fields.iter()).map(|(&(id, p), v)| {
                let key = vec![types.name(id), region_name(types, id, p)];
                (key, (id, part_key(p)), v)
            }),
            weight,
        )
    }

    /// Per-site rows `[site]`, heaviest first.
    pub fn site_rows(&self, types: &Types, weight: impl Fn(&T) -> u64) -> Vec<(Vec<Value>, &T)> {
        sorted(
            self.sites.iter().map(|(&s, v)| (vec![s.name(types)], s, v)),
            weight,
        )
    }
}

/// Sorts by weight (descending), then by the printed key, then by the raw key (two
/// methods can print alike): deterministic output.
fn sorted<'a, T: 'a, K: Ord>(
    rows: impl Iterator<Item = (Vec<String>, K, &'a T)>,
    weight: impl Fn(&T) -> u64,
) -> Vec<(Vec<Value>, &'a T)> {
    let mut v: Vec<(u64, Vec<String>, K, &T)> =
        rows.map(|(s, k, t)| (weight(t), s, k, t)).collect();
    v.sort_by(|a, b| (b.0.cmp(&a.0)).then_with(|| (&a.1, &a.2).cmp(&(&b.1, &b.2))));
    v.into_iter()
        .map(|(_, s, _, t)| (s.into_iter().map(Value::from).collect(), t))
        .collect()
}
