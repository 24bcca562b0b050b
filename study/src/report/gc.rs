//! The report's sections on the collector's cost in time, from simrun's latency model
//! (docs/statistics.md, "Time") and the analyzer's pauses (docs/analyzer.md, "Pauses and
//! mutator utilisation"):
//!
//! - GC time (`sim_cycle.gc`) and total time (`sim_cycle`) against heap size, one chart per
//!   benchmark, a curve per collector;
//! - the mutator's own miss rates (`dl1.miss_rate.mutator`, `ul2.miss_rate.mutator`)
//!   against heap size;
//! - pause times: per run the collections, the longest, median and 95th-percentile pause in
//!   cycles (nearest rank) as a table, and per benchmark the distribution (the fraction of
//!   pauses no longer than x) of each collector at its smallest heap (`gc_timeline`'s
//!   `duration_cycles`);
//! - minimum mutator utilisation curves, per benchmark, a curve per collector at its
//!   smallest heap (`mmu`), on a log axis of window lengths in cycles.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use plots::{Chart, Series};
use tables::AnalyzerTable;

use super::{against_heap, analysis, by_run, escape, heap_label, smallest_heap, RunRow, Section};
use crate::merge::Merged;
use crate::table::Table;

/// The value of statistic `name` of run `id`.
fn stat(
    m: &Merged,
    stats: &BTreeMap<String, Vec<&Vec<tables::Cell>>>,
    id: &str,
    name: &str,
) -> Option<f64> {
    stats.get(id)?.iter().find_map(|r| {
        (m.statistics.get(r, "name").text() == name)
            .then(|| m.statistics.get(r, "value").num())
            .flatten()
    })
}

/// GC time, total time and the mutator's miss rates against heap size.
pub(super) fn time_sections(m: &Merged, runs: &[RunRow]) -> Vec<Section> {
    let stats = by_run(&m.statistics);
    let s = |name: &'static str| {
        let stats = &stats;
        move |r: &RunRow| stat(m, stats, &r.id, name)
    };
    let mut mutator = against_heap(
        runs,
        "dl1 miss rate of the mutator",
        "dl1 miss rate (misses per access)",
        s("dl1.miss_rate.mutator"),
    );
    mutator.extend(against_heap(
        runs,
        "ul2 miss rate of the mutator",
        "ul2 miss rate (misses per access)",
        s("ul2.miss_rate.mutator"),
    ));
    vec![
        Section::new(
            "GC time against heap size",
            against_heap(
                runs,
                "cycles in collections",
                "GC time (cycles)",
                s("sim_cycle.gc"),
            ),
        ),
        Section::new(
            "Total time against heap size",
            against_heap(
                runs,
                "cycles of the run",
                "total time (cycles)",
                s("sim_cycle"),
            ),
        ),
        Section::new("Mutator miss rates against heap size", mutator),
    ]
}

/// The value at fraction `q` of sorted `v` by nearest rank (the smallest value with at
/// least `q` of the values at or below it).
fn nearest_rank(v: &[u64], q: f64) -> u64 {
    let rank = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len());
    v[rank - 1]
}

/// Each run's pauses in cycles, sorted (runs analysed without cycles left out).
fn pauses(t: &Table) -> BTreeMap<String, Vec<u64>> {
    by_run(t)
        .into_iter()
        .filter_map(|(id, rows)| {
            let mut v: Vec<u64> = rows
                .iter()
                .map(|r| t.get(r, "duration_cycles").num().map(|x| x as u64))
                .collect::<Option<_>>()?;
            v.sort_unstable();
            Some((id, v))
        })
        .collect()
}

/// Pause times: a table of every run, and their distributions at the smallest heaps.
pub(super) fn pause_section(m: &Merged, runs: &[RunRow]) -> Section {
    let title = "Pause times";
    let Some(t) = analysis(m, AnalyzerTable::GcTimeline) else {
        return Section::missing(title, AnalyzerTable::GcTimeline.name());
    };
    let by = pauses(t);
    let mut html = String::from(
        "<table class=\"pauses\"><tr><th>benchmark</th><th>collector</th><th>heap</th>\
         <th>collections</th><th>max pause (cycles)</th><th>p50</th><th>p95</th>\
         <th>GC time (cycles)</th></tr>\n",
    );
    for r in runs {
        let Some(v) = by.get(&r.id) else { continue };
        let cell = |x: Option<u64>| x.map_or("-".to_string(), |x| x.to_string());
        let (max, p50, p95) = match v.is_empty() {
            true => (None, None, None),
            false => (
                v.last().copied(),
                Some(nearest_rank(v, 0.5)),
                Some(nearest_rank(v, 0.95)),
            ),
        };
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>\
             <td>{}</td></tr>",
            escape(&r.benchmark),
            escape(&r.series),
            escape(&heap_label(r)),
            v.len(),
            cell(max),
            cell(p50),
            cell(p95),
            v.iter().sum::<u64>()
        );
    }
    html.push_str("</table>\n");
    let mut charts: Vec<Chart> = Vec::new();
    for r in smallest_heap(runs) {
        let Some(v) = by.get(&r.id).filter(|v| !v.is_empty()) else {
            continue;
        };
        let n = v.len() as f64;
        let mut points = vec![(0.0, 0.0)];
        for (i, &p) in v.iter().enumerate() {
            points.push((p as f64, i as f64 / n));
            points.push((p as f64, (i + 1) as f64 / n));
        }
        let series = Series {
            name: format!("{} {}", r.series, heap_label(r)),
            points,
        };
        let title = format!("{}: pause times", r.benchmark);
        match charts.iter_mut().find(|c| c.title == title) {
            Some(c) => c.series.push(series),
            None => charts.push(Chart {
                title,
                x_label: "pause (cycles)".into(),
                y_label: "fraction of pauses no longer".into(),
                series: vec![series],
                y_from_zero: true,
                ..Chart::default()
            }),
        }
    }
    Section {
        table: Some(html),
        note: by.is_empty().then(|| {
            "no run has pauses in cycles (traceanalyze ran with --no-cycles, or the traces \
             have no instruction stream)"
                .to_string()
        }),
        ..Section::new(title, charts)
    }
}

/// MMU curves at the smallest heaps.
pub(super) fn mmu_section(m: &Merged, runs: &[RunRow]) -> Section {
    let title = "Minimum mutator utilisation";
    let Some(t) = analysis(m, AnalyzerTable::Mmu) else {
        return Section::missing(title, AnalyzerTable::Mmu.name());
    };
    let rows = by_run(t);
    let mut charts: Vec<Chart> = Vec::new();
    for r in smallest_heap(runs) {
        let Some(rs) = rows.get(&r.id) else { continue };
        let points: Vec<(f64, f64)> = rs
            .iter()
            .filter_map(|row| {
                Some((
                    t.get(row, "window_cycles").num()?,
                    t.get(row, "mmu_cycles_share").num()?,
                ))
            })
            .collect();
        if points.is_empty() {
            continue;
        }
        let series = Series {
            name: format!("{} {}", r.series, heap_label(r)),
            points,
        };
        let title = format!("{}: minimum mutator utilisation", r.benchmark);
        match charts.iter_mut().find(|c| c.title == title) {
            Some(c) => c.series.push(series),
            None => charts.push(Chart {
                title,
                x_label: "window (cycles, log scale)".into(),
                y_label: "minimum mutator utilisation".into(),
                series: vec![series],
                y_from_zero: true,
                x_log: true,
                ..Chart::default()
            }),
        }
    }
    Section::new(title, charts)
}

#[cfg(test)]
mod tests {
    use super::nearest_rank;

    #[test]
    fn percentiles_by_nearest_rank() {
        let v = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
        assert_eq!(nearest_rank(&v, 0.5), 50);
        assert_eq!(nearest_rank(&v, 0.95), 100);
        assert_eq!(nearest_rank(&v[..1], 0.95), 10);
        assert_eq!(nearest_rank(&[1, 2, 3], 0.5), 2);
    }
}
