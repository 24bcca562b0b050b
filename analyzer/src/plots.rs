//! `--plots`: SVG plots from the report tables, drawn by the `plots` crate (plotters, the
//! same code as `simstudy report`): lifetime CDFs per type, heap composition at each GC
//! start (live bytes of the largest types, as lines), and miss rates over time with every
//! collection's start and end marked and the MARKER strings; with exact deaths (issue
//! 18), the lifetime CDF to exact death beside the one to reclamation, and the drag curve
//! (reachable against occupied bytes, each collection's end marked); with `--methods`, the
//! code footprint over time (compiled bytes installed, I-L1 line bytes fetched); the
//! minimum mutator utilisation curve (`mmu`, log window axis).
//!
//! The tables are read by their column keys ([`Table::key`]), not by position.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use ::plots::{line_chart, Chart, Series};
use serde_json::Value;

use crate::tool::Table;
use crate::{AnalyzerTable, Error};

/// Pixels of every plot.
const SIZE: (u32, u32) = (760, 440);
/// Curves per plot (types beyond are left out, the largest kept).
const MAX_SERIES: usize = 6;

fn table(tables: &[Table], name: AnalyzerTable) -> Option<&Table> {
    tables.iter().find(|t| t.name == name)
}

/// The numbers of column `key` of `t`, one per row (NaN where not a number).
fn column(t: &Table, key: &str) -> Option<Vec<f64>> {
    let i = t.key(key)?;
    Some(
        t.rows
            .iter()
            .map(|r| r[i].as_f64().unwrap_or(f64::NAN))
            .collect(),
    )
}

fn text_column(t: &Table, key: &str) -> Option<Vec<String>> {
    let i = t.key(key)?;
    Some(
        t.rows
            .iter()
            .map(|r| match &r[i] {
                Value::String(s) => s.clone(),
                v => v.to_string(),
            })
            .collect(),
    )
}

/// The x of a log2 bucket `lo..hi`: log2 of its upper bound + 1 (0 for the bucket of 0),
/// so that bucket k sits at k.
fn log2_x(hi: f64) -> f64 {
    if hi <= 0.0 {
        0.0
    } else {
        (hi + 1.0).log2()
    }
}

/// The CDF of a histogram of (x, count) points in x order, as steps from 0 to 1; `None`
/// when empty.
fn cdf(points: &[(f64, f64)]) -> Option<Vec<(f64, f64)>> {
    let total: f64 = points.iter().map(|p| p.1).filter(|n| n.is_finite()).sum();
    if total <= 0.0 {
        return None;
    }
    let mut acc = 0.0;
    let mut line = Vec::with_capacity(points.len() * 2);
    for &(x, n) in points {
        line.push((x, acc / total));
        acc += if n.is_finite() { n } else { 0.0 };
        line.push((x, acc / total));
    }
    Some(line)
}

/// Every collection's (start, end) in instructions, from `gc_timeline` (an unfinished
/// collection ends at its start).
fn gc_spans(tables: &[Table]) -> Vec<(f64, f64)> {
    let Some(g) = table(tables, AnalyzerTable::GcTimeline) else {
        return Vec::new();
    };
    let (Some(s), Some(e)) = (column(g, "start_insns"), column(g, "end_insns")) else {
        return Vec::new();
    };
    s.into_iter()
        .zip(e)
        .map(|(s, e)| (s, if e.is_finite() { e } else { s }))
        .collect()
}

fn lifetime_cdf(tables: &[Table]) -> Option<Chart> {
    let t = table(tables, AnalyzerTable::Lifetimes)?;
    let (names, hi, n) = (
        text_column(t, "type")?,
        column(t, "bucket_hi_insns")?,
        column(t, "objects_by_death_insns")?,
    );
    // Per type, in the table's bucket order.
    let mut by_type: BTreeMap<&str, Vec<(f64, f64)>> = BTreeMap::new();
    for ((name, hi), n) in names.iter().zip(hi).zip(n) {
        by_type.entry(name).or_default().push((log2_x(hi), n));
    }
    let mut types: Vec<(&str, Vec<(f64, f64)>)> = by_type.into_iter().collect();
    let count = |v: &[(f64, f64)]| v.iter().map(|p| p.1).sum::<f64>();
    types.sort_by(|a, b| count(&b.1).total_cmp(&count(&a.1)).then(a.0.cmp(b.0)));
    let series: Vec<Series> = types
        .into_iter()
        .take(MAX_SERIES)
        .filter_map(|(name, pts)| {
            Some(Series {
                name: name.to_string(),
                points: cdf(&pts)?,
            })
        })
        .collect();
    (!series.is_empty()).then(|| Chart {
        title: "Lifetime CDF of dead objects, by type".into(),
        x_label: "lifetime: log2(instructions)".into(),
        y_label: "fraction of the type's dead objects".into(),
        series,
        y_from_zero: true,
        ..Chart::default()
    })
}

fn heap_composition(tables: &[Table]) -> Option<Chart> {
    let t = table(tables, AnalyzerTable::HeapComposition)?;
    let (time, live, names, bytes) = (
        column(t, "time_insns")?,
        column(t, "live_bytes")?,
        text_column(t, "type")?,
        column(t, "bytes")?,
    );
    // Live bytes at each point, and per type; the types with the most bytes summed over
    // the points get a curve.
    let mut total: Vec<(f64, f64)> = Vec::new();
    let mut by_type: BTreeMap<&str, Vec<(f64, f64)>> = BTreeMap::new();
    for i in 0..t.rows.len() {
        if total.last().map_or(true, |p| p.0 != time[i]) {
            total.push((time[i], live[i]));
        }
        by_type
            .entry(&names[i])
            .or_default()
            .push((time[i], bytes[i]));
    }
    let mut types: Vec<(&str, Vec<(f64, f64)>)> = by_type.into_iter().collect();
    let sum = |v: &[(f64, f64)]| v.iter().map(|p| p.1).sum::<f64>();
    types.sort_by(|a, b| sum(&b.1).total_cmp(&sum(&a.1)).then(a.0.cmp(b.0)));
    let mut series = vec![Series {
        name: "all live objects".into(),
        points: total,
    }];
    series.extend(
        types
            .into_iter()
            .take(MAX_SERIES - 1)
            .map(|(name, points)| Series {
                name: name.to_string(),
                points,
            }),
    );
    Some(Chart {
        title: "Heap composition at each GC start and at the end".into(),
        x_label: "time (instructions)".into(),
        y_label: "bytes not yet reclaimed (B)".into(),
        series,
        gc_spans: gc_spans(tables),
        markers: true,
        y_from_zero: true,
        ..Chart::default()
    })
}

fn miss_rates(tables: &[Table]) -> Option<Chart> {
    let t = table(tables, AnalyzerTable::MissSeries)?;
    let (s, e) = (column(t, "start_insns")?, column(t, "end_insns")?);
    let mid: Vec<f64> = s.iter().zip(&e).map(|(s, e)| (s + e) / 2.0).collect();
    let series = [
        ("L1 miss rate", "l1_miss_rate"),
        ("L2 miss rate", "l2_miss_rate"),
    ]
    .into_iter()
    .filter_map(|(name, key)| {
        Some(Series {
            name: name.into(),
            points: mid.iter().copied().zip(column(t, key)?).collect(),
        })
    })
    .collect();
    let marks = table(tables, AnalyzerTable::Markers)
        .and_then(|m| {
            Some(
                column(m, "time_insns")?
                    .into_iter()
                    .zip(text_column(m, "marker")?),
            )
        })
        .map(|v| v.collect())
        .unwrap_or_default();
    Some(Chart {
        title: "Miss rates over time (windows of equal access count)".into(),
        x_label: "time (instructions)".into(),
        y_label: "miss rate (misses per access)".into(),
        series,
        gc_spans: gc_spans(tables),
        marks,
        y_from_zero: true,
        ..Chart::default()
    })
}

/// The code footprint over time (`--methods`' `code_footprint`): compiled bytes installed
/// so far, and the bytes of the distinct I-L1 lines fetched in each interval.
fn code_footprint(tables: &[Table]) -> Option<Chart> {
    let t = table(tables, AnalyzerTable::CodeFootprint)?;
    let x = column(t, "start_insns")?;
    let series = [
        ("compiled code installed", "code_bytes_installed"),
        ("I-L1 lines fetched in the interval", "line_bytes_fetched"),
    ]
    .into_iter()
    .filter_map(|(name, key)| {
        Some(Series {
            name: name.into(),
            points: x.iter().copied().zip(column(t, key)?).collect(),
        })
    })
    .collect();
    Some(Chart {
        title: "Code footprint over time".into(),
        x_label: "time (instructions, interval start)".into(),
        y_label: "bytes".into(),
        series,
        gc_spans: gc_spans(tables),
        y_from_zero: true,
        ..Chart::default()
    })
}

/// Lifetimes in bytes allocated, all objects allocated in the run: to exact death and to
/// reclamation (`exact_lifetimes`).
fn exact_lifetime_cdf(tables: &[Table]) -> Option<Chart> {
    let t = table(tables, AnalyzerTable::ExactLifetimes)?;
    let x: Vec<f64> = column(t, "bucket_hi")?.into_iter().map(log2_x).collect();
    let series: Vec<Series> = [
        ("exact death (Merlin)", "objects_exact_bytes_allocated"),
        ("reclamation (GC)", "objects_to_reclamation_bytes_allocated"),
    ]
    .into_iter()
    .filter_map(|(name, key)| {
        let pts: Vec<(f64, f64)> = x.iter().copied().zip(column(t, key)?).collect();
        Some(Series {
            name: name.into(),
            points: cdf(&pts)?,
        })
    })
    .collect();
    (!series.is_empty()).then(|| Chart {
        title: "Lifetime CDF: to exact death and to reclamation".into(),
        x_label: "lifetime: log2(bytes allocated)".into(),
        y_label: "fraction of objects".into(),
        series,
        y_from_zero: true,
        ..Chart::default()
    })
}

/// The drag curve: reachable and occupied bytes against bytes allocated, each collection
/// marked where it ended (`drag_curve`: the sample after it).
fn drag_curve(tables: &[Table]) -> Option<Chart> {
    let t = table(tables, AnalyzerTable::DragCurve)?;
    let mib = |v: Vec<f64>| -> Vec<f64> { v.into_iter().map(|b| b / 1_048_576.0).collect() };
    let x = mib(column(t, "allocated_bytes")?);
    let series = [
        ("occupied", "occupied_bytes"),
        ("reachable", "reachable_bytes"),
    ]
    .into_iter()
    .filter_map(|(name, key)| {
        Some(Series {
            name: name.into(),
            points: x.iter().copied().zip(mib(column(t, key)?)).collect(),
        })
    })
    .collect();
    let marks = x
        .iter()
        .zip(text_column(t, "collections_ended")?)
        .filter(|(_, g)| !g.is_empty())
        .map(|(&x, g)| (x, format!("gc {g} ended")))
        .collect();
    Some(Chart {
        title: "Drag curve: reachable and occupied heap bytes".into(),
        x_label: "bytes allocated (MiB)".into(),
        y_label: "heap bytes (MiB)".into(),
        series,
        marks,
        y_from_zero: true,
        ..Chart::default()
    })
}

/// The minimum mutator utilisation curve (`mmu`): against the window in cycles, or in
/// instructions when the run has no cycles; a log x axis.
fn mmu(tables: &[Table]) -> Option<Chart> {
    let t = table(tables, AnalyzerTable::Mmu)?;
    let curve = |w: &str, m: &str| -> Option<Vec<(f64, f64)>> {
        let pts: Vec<(f64, f64)> = column(t, w)?
            .into_iter()
            .zip(column(t, m)?)
            .filter(|(w, m)| w.is_finite() && m.is_finite())
            .collect();
        (!pts.is_empty()).then_some(pts)
    };
    let (points, unit) = match curve("window_cycles", "mmu_cycles_share") {
        Some(p) => (p, "cycles"),
        None => (curve("window_insns", "mmu_insns_share")?, "instructions"),
    };
    Some(Chart {
        title: "Minimum mutator utilisation".into(),
        x_label: format!("window ({unit}, log scale)"),
        y_label: "minimum mutator utilisation (fraction)".into(),
        series: vec![Series {
            name: format!("MMU ({unit})"),
            points,
        }],
        markers: true,
        y_from_zero: true,
        x_log: true,
        ..Chart::default()
    })
}

/// Writes `lifetime_cdf.svg`, `heap_composition.svg`, `miss_rates.svg` and `mmu.svg` into
/// `dir`, and with exact deaths `lifetime_exact_cdf.svg` and `drag_curve.svg`; a plot
/// whose table is absent or has no data is left out.
pub fn write_plots(tables: &[Table], dir: &Path) -> Result<Vec<PathBuf>, Error> {
    let io = |path: &Path, source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let mut written = Vec::new();
    for (name, chart) in [
        ("lifetime_cdf.svg", lifetime_cdf(tables)),
        ("heap_composition.svg", heap_composition(tables)),
        ("miss_rates.svg", miss_rates(tables)),
        ("mmu.svg", mmu(tables)),
        ("lifetime_exact_cdf.svg", exact_lifetime_cdf(tables)),
        ("drag_curve.svg", drag_curve(tables)),
        ("code_footprint.svg", code_footprint(tables)),
    ] {
        let Some(chart) = chart else { continue };
        let svg = match line_chart(&chart, SIZE) {
            Ok(svg) => svg,
            Err(::plots::PlotError::Empty(_)) => continue,
            Err(e) => return Err(e.into()),
        };
        let p = dir.join(name);
        std::fs::write(&p, svg).map_err(|e| io(&p, e))?;
        written.push(p);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log2_buckets_sit_at_their_index() {
        assert_eq!(log2_x(0.0), 0.0);
        assert_eq!(log2_x(1.0), 1.0);
        assert_eq!(log2_x(3.0), 2.0);
        assert_eq!(log2_x(2047.0), 11.0);
    }

    #[test]
    fn a_cdf_climbs_to_one_in_steps() {
        let c = cdf(&[(1.0, 1.0), (3.0, 3.0)]).unwrap();
        assert_eq!(c, vec![(1.0, 0.0), (1.0, 0.25), (3.0, 0.25), (3.0, 1.0)]);
        assert!(cdf(&[(1.0, 0.0)]).is_none());
    }
}
