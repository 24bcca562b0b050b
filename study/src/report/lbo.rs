//! The lower-bound overhead (LBO) of each collector, after Cai, Blackburn, Bond and Maas,
//! "Distilling the Real Cost of Production Garbage Collectors" (ISPASS 2022): a run's cost
//! against the cost of the same program with no collector at all, here the allocate-only
//! plan `nogc` (OpenJDK's Epsilon), in cycles of simrun's latency model.
//!
//! For a run of collector C (benchmark, input size, cache, mode and seed fixed: a *row*) with
//! `T = sim_cycle`, `G = sim_cycle.gc` and `M = sim_cycle.mutator` (T = M + G), against the
//! baseline's mutator cycles `B`:
//!
//! ```text
//! LBO      = T / B - 1
//! direct   = G / B                     the collector's own cycles
//! indirect = (M - B) / B               the mutator's extra cycles under C (locality,
//!                                      barriers, allocation paths): LBO = direct + indirect
//! ```
//!
//! Two baselines:
//! - **nogc**: the row's nogc run with the fewest cycles (a nogc run never collects, so its
//!   cycles are all mutator cycles); also the mutator's extra dl1 and ul2 misses against it.
//!   Every nogc run holds all the program allocates, whatever its heap, and its mutator
//!   pays no collector's cost, so each is at least the ideal cost and the smallest is the
//!   tightest; they differ a little (jess -s1: 0.4 % between 2x and 3x), because the
//!   reservation's size moves the mappings made after it and so the cache conflicts;
//! - **distilled** (Cai et al.'s own): the smallest mutator cycles of any run of the row,
//!   every collector and heap, nogc included. It is at most the nogc baseline, so its LBO is
//!   at least the nogc one; the two differ when a collector's mutator runs faster than
//!   nogc's (a copying collector's compacted heap against nogc's never-reused one).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::{against_heap, by_run, escape, heap_label, RunRow, Section};
use crate::merge::Merged;

/// The allocate-only plan: the baseline.
pub const BASELINE: &str = "nogc";

/// The LBO of one run against its row's baselines.
#[derive(Clone, Debug, PartialEq)]
pub struct Lbo {
    /// The run.
    pub run_id: String,
    /// Its benchmark.
    pub benchmark: String,
    /// Its collector (with cache and mode when the study has several).
    pub series: String,
    /// Its heap, as the report names it (`2x`, `512 KiB`).
    pub heap: String,
    /// The run's cycles, `sim_cycle`.
    pub cycles: f64,
    /// The nogc baseline's cycles.
    pub baseline_cycles: f64,
    /// The row's distilled baseline: the smallest `sim_cycle.mutator`.
    pub distilled_cycles: f64,
    /// `cycles / baseline_cycles - 1`.
    pub lbo: f64,
    /// `sim_cycle.gc / baseline_cycles`.
    pub direct: f64,
    /// `(sim_cycle.mutator - baseline_cycles) / baseline_cycles`.
    pub indirect: f64,
    /// `cycles / distilled_cycles - 1`.
    pub lbo_distilled: f64,
    /// The mutator's dl1 misses minus the baseline's.
    pub dl1_extra_misses: f64,
    /// The mutator's ul2 misses minus the baseline's.
    pub ul2_extra_misses: f64,
    /// The baseline's mutator dl1 and ul2 misses.
    pub baseline_misses: (f64, f64),
}

/// The value of statistic `name` of every run, by run id.
fn stats_of(m: &Merged) -> BTreeMap<String, BTreeMap<String, f64>> {
    by_run(&m.statistics)
        .into_iter()
        .map(|(id, rows)| {
            let v = rows
                .iter()
                .filter_map(|r| {
                    Some((
                        m.statistics.get(r, "name").text(),
                        m.statistics.get(r, "value").num()?,
                    ))
                })
                .collect();
            (id, v)
        })
        .collect()
}

/// The LBO of every finished run of a collector other than nogc whose row has a finished
/// nogc run, in the order of `runs`. Runs without cycles (a mode without the latency
/// model) are left out.
pub(super) fn compute(m: &Merged, runs: &[RunRow]) -> Vec<Lbo> {
    let stats = stats_of(m);
    let get = |id: &str, name: &str| stats.get(id).and_then(|s| s.get(name)).copied();
    // the row's nogc baseline (its fewest cycles) and its distilled baseline
    let mut base: BTreeMap<(&str, &str), &RunRow> = BTreeMap::new();
    let mut distilled: BTreeMap<(&str, &str), f64> = BTreeMap::new();
    for r in runs {
        let key = (r.benchmark.as_str(), r.row.as_str());
        let Some(mutator) = get(&r.id, "sim_cycle.mutator") else {
            continue;
        };
        let d = distilled.entry(key).or_insert(mutator);
        *d = d.min(mutator);
        if r.collector == BASELINE && get(&r.id, "sim_cycle").is_some() {
            let e = base.entry(key).or_insert(r);
            if get(&r.id, "sim_cycle") < get(&e.id, "sim_cycle") {
                *e = r;
            }
        }
    }
    runs.iter()
        .filter(|r| r.collector != BASELINE)
        .filter_map(|r| {
            let key = (r.benchmark.as_str(), r.row.as_str());
            let b = base.get(&key)?;
            let bc = get(&b.id, "sim_cycle")?;
            let (t, g, mu) = (
                get(&r.id, "sim_cycle")?,
                get(&r.id, "sim_cycle.gc")?,
                get(&r.id, "sim_cycle.mutator")?,
            );
            let dc = distilled[&key];
            let miss = |id: &str, level: &str| get(id, &format!("{level}.misses.mutator"));
            let (bd, bu) = (miss(&b.id, "dl1")?, miss(&b.id, "ul2")?);
            Some(Lbo {
                run_id: r.id.clone(),
                benchmark: r.benchmark.clone(),
                series: r.series.clone(),
                heap: heap_label(r),
                cycles: t,
                baseline_cycles: bc,
                distilled_cycles: dc,
                lbo: t / bc - 1.0,
                direct: g / bc,
                indirect: (mu - bc) / bc,
                lbo_distilled: t / dc - 1.0,
                dl1_extra_misses: miss(&r.id, "dl1")? - bd,
                ul2_extra_misses: miss(&r.id, "ul2")? - bu,
                baseline_misses: (bd, bu),
            })
        })
        .collect()
}

/// A share as a percentage with one decimal.
fn percent(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}

/// Extra misses with their share of the baseline's.
fn extra(x: f64, of: f64) -> String {
    if of > 0.0 {
        format!("{x:+} ({:+.1} %)", 100.0 * x / of)
    } else {
        format!("{x:+}")
    }
}

/// The section: the table of every run's LBO and, per benchmark, the LBO and its two
/// parts against heap size. `None` when the study has no nogc run.
pub(super) fn section(m: &Merged, runs: &[RunRow]) -> Option<Section> {
    if !runs.iter().any(|r| r.collector == BASELINE) {
        let asked = m
            .runs
            .rows
            .iter()
            .any(|r| m.runs.get(r, "collector").text() == BASELINE);
        return asked.then(|| Section {
            note: Some("no nogc run has finished: the baseline is missing".into()),
            ..Section::new(TITLE, Vec::new())
        });
    }
    let lbos = compute(m, runs);
    let mut html = String::from(
        "<p>Against the allocate-only plan <code>nogc</code> (OpenJDK's Epsilon), after Cai, \
         Blackburn, Bond and Maas, <em>Distilling the Real Cost of Production Garbage \
         Collectors</em>, ISPASS 2022. <b>LBO (nogc)</b> = cycles / B - 1, where B is the \
         fewest cycles of the same benchmark's nogc runs (any heap); <b>direct</b> = the \
         collector's cycles (<code>sim_cycle.gc</code>) / B; <b>indirect</b> = (the \
         mutator's cycles - B) / B, what the collector costs the program outside its pauses \
         (locality, barriers, allocation); LBO = direct + indirect. <b>LBO (distilled)</b> \
         uses Cai et al.'s distilled baseline instead: the smallest mutator cycles of any \
         run of the benchmark, every collector and heap, nogc included. Extra misses are the \
         mutator's dl1 and ul2 misses minus nogc's.</p>\n\
         <table class=\"lbo\"><tr><th>benchmark</th><th>collector</th><th>heap</th>\
         <th>cycles</th><th>nogc cycles</th><th>LBO (nogc)</th><th>direct</th>\
         <th>indirect</th><th>distilled cycles</th><th>LBO (distilled)</th>\
         <th>extra dl1 misses (mutator)</th><th>extra ul2 misses (mutator)</th></tr>\n",
    );
    for l in &lbos {
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>\
             <td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&l.benchmark),
            escape(&l.series),
            escape(&l.heap),
            l.cycles,
            l.baseline_cycles,
            percent(l.lbo),
            percent(l.direct),
            percent(l.indirect),
            l.distilled_cycles,
            percent(l.lbo_distilled),
            extra(l.dl1_extra_misses, l.baseline_misses.0),
            extra(l.ul2_extra_misses, l.baseline_misses.1),
        );
    }
    html.push_str("</table>\n");
    let by_id: BTreeMap<&str, &Lbo> = lbos.iter().map(|l| (l.run_id.as_str(), l)).collect();
    let collecting: Vec<RunRow> = runs
        .iter()
        .filter(|r| r.collector != BASELINE)
        .cloned()
        .collect();
    let part = |f: fn(&Lbo) -> f64| {
        let by_id = &by_id;
        move |r: &RunRow| by_id.get(r.id.as_str()).map(|l| 100.0 * f(l))
    };
    let mut charts = against_heap(
        &collecting,
        "lower-bound overhead against nogc",
        "LBO (% of nogc's cycles)",
        part(|l| l.lbo),
    );
    charts.extend(against_heap(
        &collecting,
        "direct part of the LBO (cycles in collections)",
        "direct (% of nogc's cycles)",
        part(|l| l.direct),
    ));
    charts.extend(against_heap(
        &collecting,
        "indirect part of the LBO (extra mutator cycles)",
        "indirect (% of nogc's cycles)",
        part(|l| l.indirect),
    ));
    Some(Section {
        table: Some(html),
        note: lbos.is_empty().then(|| {
            "no run has cycles and a nogc run of its benchmark to compare with".to_string()
        }),
        ..Section::new(TITLE, charts)
    })
}

const TITLE: &str = "Lower-bound overhead against nogc";
