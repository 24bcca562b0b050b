//! The study report: one self-contained HTML file (inline SVG from the `plots` crate) with
//! the plots GC researchers draw, from the merged tables:
//!
//! - collections and bytes copied against heap size, one chart per benchmark, one curve
//!   per collector (and cache configuration and mode when the study has several;
//!   repetitions averaged);
//! - GC time and total time in cycles, the mutator's dl1 and ul2 miss rates against heap
//!   size, pause times (a table per run, distributions) and minimum mutator utilisation
//!   curves (`gc`, the collector's cost in time);
//! - the lower-bound overhead of each collector against the allocate-only plan nogc, when
//!   the study ran it, with its direct and indirect parts (`lbo`, Cai et al. ISPASS 2022);
//! - survival curves of dead objects by age (the analyzer's `lifetimes` table);
//! - heap composition over time: live bytes at each collection's start, in total and for
//!   the largest types (`heap_composition`, placed on the time axis by `gc_timeline`);
//! - the dl1 miss rate over time (intervals.csv) with every collection's start and end
//!   marked (`gc_timeline`), per benchmark and collector at the smallest heap.
//!
//! The report opens with its provenance ([`crate::provenance`]: study file and its hash,
//! simrun version and commit, hosts, dates). Plots that need an analyzer table the study
//! did not ask for are listed as missing.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use plots::{line_chart, Chart, Series};
use tables::AnalyzerTable;

use crate::merge::Merged;
use crate::provenance::Provenance;
use crate::table::{Cell, Table};
use crate::Error;

mod gc;
mod lbo;

pub use lbo::Lbo;

/// The lower-bound overhead of every finished run against its benchmark's nogc run
/// (empty when the study ran no nogc): what the report's table shows.
pub fn lower_bound_overheads(m: &Merged) -> Vec<Lbo> {
    lbo::compute(m, &finished_runs(m))
}

const SIZE: (u32, u32) = (640, 400);

/// A finished run, as the report needs it.
#[derive(Clone, Debug)]
struct RunRow {
    id: String,
    benchmark: String,
    /// The collector alone.
    collector: String,
    /// What else fixes the run besides benchmark, collector and heap: input size, cache,
    /// mode and seed (the lower-bound overhead compares runs of one such row).
    row: String,
    series: String,
    heap_kib: f64,
    /// The heap as a multiple of the minimum heap, when the study gave it so.
    heap_multiple: Option<f64>,
}

fn text(c: &Cell) -> String {
    c.text()
}

fn finished_runs(m: &Merged) -> Vec<RunRow> {
    let t = &m.runs;
    let distinct = |col: &str| {
        let mut v: Vec<String> = t.rows.iter().map(|r| text(t.get(r, col))).collect();
        v.sort();
        v.dedup();
        v.len() > 1
    };
    let (caches, modes) = (distinct("cache"), distinct("mode"));
    t.rows
        .iter()
        .filter(|r| text(t.get(r, "status")) == "ok")
        .map(|r| {
            let mut series = text(t.get(r, "collector"));
            if caches {
                series = format!("{series} {}", text(t.get(r, "cache")));
            }
            if modes {
                series = format!("{series} {}", text(t.get(r, "mode")));
            }
            RunRow {
                id: text(t.get(r, "run_id")),
                benchmark: text(t.get(r, "benchmark")),
                collector: text(t.get(r, "collector")),
                row: ["size", "cache", "mode", "seed"]
                    .map(|c| text(t.get(r, c)))
                    .join(" "),
                series,
                heap_kib: t.get(r, "heap_bytes").num().unwrap_or(f64::NAN) / 1024.0,
                heap_multiple: t.get(r, "heap_multiple").num(),
            }
        })
        .collect()
}

/// Rows of `t` per run id.
fn by_run(t: &Table) -> BTreeMap<String, Vec<&Vec<Cell>>> {
    let mut out: BTreeMap<String, Vec<&Vec<Cell>>> = BTreeMap::new();
    for r in &t.rows {
        out.entry(text(t.get(r, "run_id"))).or_default().push(r);
    }
    out
}

/// The analysis table whose name ends with `-<table>` (the first analysis that has it).
fn analysis(m: &Merged, table: AnalyzerTable) -> Option<&Table> {
    let suffix = format!("-{table}");
    m.analyses.iter().find(|t| t.name.ends_with(&suffix))
}

/// One chart per benchmark of `value(run)` against heap size, a curve per series: the
/// heap as a multiple of the minimum heap when every run of the benchmark has one (GC
/// papers' axis), else in KiB.
fn against_heap(
    runs: &[RunRow],
    title: &str,
    y_label: &str,
    value: impl Fn(&RunRow) -> Option<f64>,
) -> Vec<Chart> {
    let mut benches: Vec<&str> = runs.iter().map(|r| r.benchmark.as_str()).collect();
    benches.dedup();
    let mut seen = Vec::new();
    let mut charts = Vec::new();
    for b in benches {
        if seen.contains(&b) {
            continue;
        }
        seen.push(b);
        let multiples = runs
            .iter()
            .filter(|r| r.benchmark == b)
            .all(|r| r.heap_multiple.is_some());
        let x = |r: &RunRow| match r.heap_multiple {
            Some(m) if multiples => m,
            _ => r.heap_kib,
        };
        // series → heap → values (repetitions averaged)
        let mut acc: BTreeMap<&str, BTreeMap<u64, Vec<f64>>> = BTreeMap::new();
        for r in runs.iter().filter(|r| r.benchmark == b) {
            if let Some(v) = value(r) {
                acc.entry(&r.series)
                    .or_default()
                    .entry(x(r).to_bits())
                    .or_default()
                    .push(v);
            }
        }
        let series = acc
            .into_iter()
            .map(|(name, pts)| {
                let mut points: Vec<(f64, f64)> = pts
                    .into_iter()
                    .map(|(h, v)| (f64::from_bits(h), v.iter().sum::<f64>() / v.len() as f64))
                    .collect();
                points.sort_by(|a, b| a.0.total_cmp(&b.0));
                Series {
                    name: name.to_string(),
                    points,
                }
            })
            .collect();
        charts.push(Chart {
            title: format!("{b}: {title}"),
            x_label: if multiples {
                "heap size (multiple of the minimum heap)".into()
            } else {
                "heap size (KiB)".into()
            },
            y_label: y_label.into(),
            series,
            gc_spans: Vec::new(),
            marks: Vec::new(),
            markers: true,
            y_from_zero: true,
            x_log: false,
        });
    }
    charts
}

/// The GC spans `(start, end)` of each run, from a gc_timeline table.
fn gc_spans(m: &Merged) -> BTreeMap<String, Vec<(f64, f64)>> {
    let Some(t) = analysis(m, AnalyzerTable::GcTimeline) else {
        return BTreeMap::new();
    };
    by_run(t)
        .into_iter()
        .map(|(id, rows)| {
            let spans = rows
                .iter()
                .filter_map(|r| {
                    Some((t.get(r, "start_insns").num()?, t.get(r, "end_insns").num()?))
                })
                .collect();
            (id, spans)
        })
        .collect()
}

/// The smallest-heap run of each (benchmark, series).
fn smallest_heap(runs: &[RunRow]) -> Vec<&RunRow> {
    let mut pick: BTreeMap<(&str, &str), &RunRow> = BTreeMap::new();
    for r in runs {
        let e = pick.entry((&r.benchmark, &r.series)).or_insert(r);
        if r.heap_kib < e.heap_kib {
            *e = r;
        }
    }
    pick.into_values().collect()
}

fn miss_rate_over_time(m: &Merged, runs: &[RunRow]) -> Vec<Chart> {
    let spans = gc_spans(m);
    let iv = by_run(&m.intervals);
    smallest_heap(runs)
        .into_iter()
        .filter_map(|r| {
            let rows = iv.get(&r.id)?;
            let t = &m.intervals;
            let mut prev = 0.0;
            let mut points = Vec::new();
            for row in rows {
                let end = t.get(row, "insns").num()?;
                let acc = t.get(row, "loads").num()? + t.get(row, "stores").num()?;
                let miss = t.get(row, "dl1_misses").num()?;
                if acc > 0.0 {
                    points.push(((prev + end) / 2.0, miss / acc));
                }
                prev = end;
            }
            Some(Chart {
                title: format!(
                    "{} {} {} KiB: dl1 miss rate over time",
                    r.benchmark, r.series, r.heap_kib
                ),
                x_label: "time (instructions)".into(),
                y_label: "dl1 miss rate (misses per access)".into(),
                series: vec![Series {
                    name: "dl1 miss rate".into(),
                    points,
                }],
                gc_spans: spans.get(&r.id).cloned().unwrap_or_default(),
                marks: Vec::new(),
                markers: false,
                y_from_zero: true,
                x_log: false,
            })
        })
        .collect()
}

/// The lower bound of a log2 bucket (its `bucket_lo_insns`), as log2.
fn bucket_log2(lo: f64) -> f64 {
    if lo > 0.0 {
        lo.log2()
    } else {
        0.0
    }
}

fn survival(m: &Merged, runs: &[RunRow]) -> Option<Vec<Chart>> {
    let t = analysis(m, AnalyzerTable::Lifetimes)?;
    let rows = by_run(t);
    let mut charts: Vec<Chart> = Vec::new();
    for r in runs {
        let Some(rs) = rows.get(&r.id) else { continue };
        let mut hist: BTreeMap<u64, f64> = BTreeMap::new();
        for row in rs {
            let (Some(b), Some(n)) = (
                t.get(row, "bucket_lo_insns").num().map(bucket_log2),
                t.get(row, "objects_by_death_insns").num(),
            ) else {
                continue;
            };
            *hist.entry(b.to_bits()).or_default() += n;
        }
        let total: f64 = hist.values().sum();
        if total <= 0.0 {
            continue;
        }
        let mut left = total;
        let mut points = vec![(0.0, 1.0)];
        let mut buckets: Vec<(f64, f64)> = hist
            .into_iter()
            .map(|(b, n)| (f64::from_bits(b), n))
            .collect();
        buckets.sort_by(|a, b| a.0.total_cmp(&b.0));
        for (b, n) in buckets {
            left -= n;
            points.push((b + 1.0, left / total));
        }
        let title = format!("{}: survival of dead objects by age", r.benchmark);
        let name = format!("{} {} KiB", r.series, r.heap_kib);
        match charts.iter_mut().find(|c| c.title == title) {
            Some(c) => c.series.push(Series { name, points }),
            None => charts.push(Chart {
                title,
                x_label: "age (log2 instructions)".into(),
                y_label: "fraction still alive".into(),
                series: vec![Series { name, points }],
                gc_spans: Vec::new(),
                marks: Vec::new(),
                markers: false,
                y_from_zero: true,
                x_log: false,
            }),
        }
    }
    Some(charts)
}

fn heap_composition(m: &Merged, runs: &[RunRow]) -> Option<Vec<Chart>> {
    let t = analysis(m, AnalyzerTable::HeapComposition)?;
    let rows = by_run(t);
    let mut charts = Vec::new();
    for r in smallest_heap(runs) {
        let Some(rs) = rows.get(&r.id) else { continue };
        let mut total: BTreeMap<u64, f64> = BTreeMap::new();
        let mut by_type: BTreeMap<String, BTreeMap<u64, f64>> = BTreeMap::new();
        for row in rs {
            // At each GC start (the table's point at the end is left out).
            if t.get(row, "gc") == &Cell::Null {
                continue;
            }
            let Some(x) = t.get(row, "time_insns").num() else {
                continue;
            };
            let key = x.to_bits();
            if let Some(v) = t.get(row, "live_bytes").num() {
                total.insert(key, v);
            }
            if let Some(v) = t.get(row, "bytes").num() {
                *by_type
                    .entry(text(t.get(row, "type")))
                    .or_default()
                    .entry(key)
                    .or_default() += v;
            }
        }
        if total.is_empty() {
            continue;
        }
        let pts = |m: BTreeMap<u64, f64>| {
            let mut v: Vec<(f64, f64)> =
                m.into_iter().map(|(k, v)| (f64::from_bits(k), v)).collect();
            v.sort_by(|a, b| a.0.total_cmp(&b.0));
            v
        };
        let mut types: Vec<(String, BTreeMap<u64, f64>)> = by_type.into_iter().collect();
        types.sort_by(|a, b| {
            let s = |m: &BTreeMap<u64, f64>| m.values().sum::<f64>();
            s(&b.1).total_cmp(&s(&a.1))
        });
        let mut series = vec![Series {
            name: "all live".into(),
            points: pts(total),
        }];
        series.extend(types.into_iter().take(4).map(|(name, m)| Series {
            name,
            points: pts(m),
        }));
        charts.push(Chart {
            title: format!(
                "{} {} {} KiB: heap composition at each GC",
                r.benchmark, r.series, r.heap_kib
            ),
            x_label: "time (instructions)".into(),
            y_label: "live bytes (B)".into(),
            series,
            gc_spans: Vec::new(),
            marks: Vec::new(),
            markers: true,
            y_from_zero: true,
            x_log: false,
        });
    }
    Some(charts)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// One section of the report: a title, charts, a note (what is missing) and an HTML
/// table.
#[derive(Default)]
struct Section {
    title: String,
    charts: Vec<Chart>,
    note: Option<String>,
    table: Option<String>,
}

impl Section {
    fn new(title: &str, charts: Vec<Chart>) -> Section {
        Section {
            title: title.into(),
            charts,
            ..Section::default()
        }
    }

    /// A section whose analyzer table the study did not ask for.
    fn missing(title: &str, table: &str) -> Section {
        Section {
            note: Some(format!("needs the analyzer's {table} table")),
            ..Section::new(title, Vec::new())
        }
    }
}

/// A run's heap as the report names it: its multiple of the minimum heap, or KiB.
fn heap_label(r: &RunRow) -> String {
    match r.heap_multiple {
        Some(m) => format!("{m}x"),
        None => format!("{} KiB", r.heap_kib),
    }
}

/// The report's sections: title, charts, a note on what is missing.
fn sections(m: &Merged) -> Vec<Section> {
    let runs = finished_runs(m);
    let stats = by_run(&m.statistics);
    let stat = |id: &str, name: &str| -> Option<f64> {
        stats.get(id)?.iter().find_map(|r| {
            (text(m.statistics.get(r, "name")) == name)
                .then(|| m.statistics.get(r, "value").num())
                .flatten()
        })
    };
    let copied = analysis(m, AnalyzerTable::DeadCopied).map(by_run);
    let copied_bytes = |id: &str| -> Option<f64> {
        let t = analysis(m, AnalyzerTable::DeadCopied)?;
        // The sum over the run's collections (the files have no total row).
        Some(
            copied
                .as_ref()?
                .get(id)?
                .iter()
                .filter_map(|r| t.get(r, "copied_bytes").num())
                .sum(),
        )
    };

    let mut sections: Vec<Section> = vec![
        Section::new(
            "Collections against heap size",
            against_heap(&runs, "collections", "collections (count)", |r| {
                stat(&r.id, "sim_num_gcs")
            }),
        ),
        Section {
            note: analysis(m, AnalyzerTable::DeadCopied)
                .is_none()
                .then(|| format!("needs the analyzer's {} table", AnalyzerTable::DeadCopied)),
            ..Section::new(
                "Bytes copied against heap size",
                against_heap(&runs, "bytes copied by the collector", "copied (B)", |r| {
                    copied_bytes(&r.id)
                }),
            )
        },
    ];
    sections.extend(gc::time_sections(m, &runs));
    sections.extend(lbo::section(m, &runs));
    sections.push(gc::pause_section(m, &runs));
    sections.push(gc::mmu_section(m, &runs));
    match survival(m, &runs) {
        Some(c) => sections.push(Section::new("Survival", c)),
        None => sections.push(Section::missing(
            "Survival",
            AnalyzerTable::Lifetimes.name(),
        )),
    }
    match heap_composition(m, &runs) {
        Some(c) => sections.push(Section::new("Heap composition over time", c)),
        None => sections.push(Section::missing(
            "Heap composition over time",
            &format!(
                "{} and {}",
                AnalyzerTable::HeapComposition,
                AnalyzerTable::GcTimeline
            ),
        )),
    }
    sections.push(Section {
        note: analysis(m, AnalyzerTable::GcTimeline).is_none().then(|| {
            format!(
                "GC marks need the analyzer's {} table",
                AnalyzerTable::GcTimeline
            )
        }),
        ..Section::new(
            "Miss rate over time, collections marked",
            miss_rate_over_time(m, &runs),
        )
    });
    sections
}

/// The report of a merged study, as one HTML document, opening with its provenance.
pub fn html(study_name: &str, m: &Merged, provenance: &Provenance) -> Result<String, Error> {
    let mut h = String::new();
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Study {0}</title>\n\
         <style>body{{font-family:sans-serif;margin:2em;max-width:1400px}}\
         table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:2px 8px}}\
         .plots{{display:flex;flex-wrap:wrap;gap:12px}}</style></head><body>\n\
         <h1>Study {0}</h1>\n",
        escape(study_name)
    );
    h.push_str("<h2>Provenance</h2>\n<table class=\"provenance\">\n");
    for (what, value) in provenance.lines() {
        let _ = writeln!(
            h,
            "<tr><th>{}</th><td>{}</td></tr>",
            escape(what),
            escape(&value)
        );
    }
    h.push_str("</table>\n");
    let count = |s: &str| {
        m.runs
            .rows
            .iter()
            .filter(|r| text(m.runs.get(r, "status")) == s)
            .count()
    };
    let _ = writeln!(
        h,
        "<p>{} runs: {} ok, {} failed, {} pending.</p>",
        m.runs.rows.len(),
        count("ok"),
        count("failed"),
        count("pending")
    );
    let failed: Vec<_> = m
        .runs
        .rows
        .iter()
        .filter(|r| text(m.runs.get(r, "status")) == "failed")
        .collect();
    if !failed.is_empty() {
        h.push_str("<h2>Failed runs</h2>\n<table><tr><th>run</th><th>message</th></tr>\n");
        for r in failed {
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td>{}</td></tr>",
                escape(&text(m.runs.get(r, "dir"))),
                escape(&text(m.runs.get(r, "message")))
            );
        }
        h.push_str("</table>\n");
    }
    for sec in sections(m) {
        let _ = writeln!(h, "<h2>{}</h2>", escape(&sec.title));
        if let Some(n) = sec.note {
            let _ = writeln!(h, "<p><em>{}</em></p>", escape(&n));
        }
        if let Some(t) = sec.table {
            h.push_str(&t);
        }
        h.push_str("<div class=\"plots\">\n");
        for c in sec
            .charts
            .iter()
            .filter(|c| c.series.iter().any(|s| !s.points.is_empty()))
        {
            h.push_str(&line_chart(c, SIZE)?);
            h.push('\n');
        }
        h.push_str("</div>\n");
    }
    h.push_str("</body></html>\n");
    Ok(h)
}

/// Every chart of the report as its own SVG document: `(file name, svg)`, named
/// `NN-<title>.svg` in report order.
pub fn svgs(m: &Merged) -> Result<Vec<(String, String)>, Error> {
    let mut out = Vec::new();
    for sec in sections(m) {
        for c in sec
            .charts
            .iter()
            .filter(|c| c.series.iter().any(|s| !s.points.is_empty()))
        {
            let slug: String = c
                .title
                .chars()
                .map(|ch| {
                    if ch.is_ascii_alphanumeric() {
                        ch.to_ascii_lowercase()
                    } else {
                        '-'
                    }
                })
                .collect();
            let slug = slug
                .split('-')
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join("-");
            out.push((
                format!("{:02}-{slug}.svg", out.len() + 1),
                line_chart(c, SIZE)?,
            ));
        }
    }
    Ok(out)
}
