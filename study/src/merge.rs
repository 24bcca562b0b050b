//! Collecting a study's run directories into long-format tables, one per kind:
//!
//! | table | one row per | columns |
//! |-------|-------------|---------|
//! | `runs` | run | configuration, `status` (ok, failed, pending), `message` (why it failed; null otherwise), `exit_status`, `ended`, `insns`, `simrun_version`, `simrun_commit` (the simrun that made it, from run.json), `host_elapsed_seconds`, `host_name`, `host_started`, `host_ended` (ISO 8601, UTC), `dir` |
//! | `statistics` | stats.json entry of a finished run | configuration, `name`, `value` |
//! | `intervals` | intervals.csv row of a finished run | configuration, intervals.csv's columns |
//! | `windows` | windows.csv row of a finished run (a statistic of a measured window; docs/statistics.md) | configuration, `window`, `start_insns`, `end_insns`, `marker` (null when none), `name`, `value` |
//! | `analysis-<name>-<table>` | row of an analyzer table of a finished run | configuration, the table's columns (traceanalyze `--tables`: keys with units, typed as the analyzer declares them) |
//!
//! The configuration columns are `run_id`, `benchmark`, `size`, `collector`, `heap`,
//! `heap_bytes`, `heap_multiple` and `min_heap_bytes` (a heap given as a multiple of the
//! minimum heap; null otherwise), `cache`, `mode`, `seed`. Only runs whose state is done contribute to the
//! tables other than `runs`; host measurements are kept to the `runs` columns named
//! `host_*` and the statistics `sim_elapsed_time` and `sim_inst_rate`.

use std::path::Path;

use crate::analysis;
use crate::matrix::{heap_bytes, Run};
use crate::minheap;
use crate::provenance::iso8601;
use crate::rundir::{self, State};
use crate::spec::Study;
use crate::table::{Cell, ColumnType, Formats, Table};
use crate::Error;

/// The merged tables of a study.
#[derive(Clone, Debug, Default)]
pub struct Merged {
    /// One row per run.
    pub runs: Table,
    /// Every statistic of every finished run.
    pub statistics: Table,
    /// Every intervals.csv row.
    pub intervals: Table,
    /// Every windows.csv row (runs of a simrun that writes it).
    pub windows: Table,
    /// Each analyzer table asked for.
    pub analyses: Vec<Table>,
}

impl Merged {
    /// Every table.
    pub fn tables(&self) -> Vec<&Table> {
        let mut v = vec![&self.runs, &self.statistics, &self.intervals, &self.windows];
        v.extend(self.analyses.iter());
        v
    }

    /// The table named `name`.
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables().into_iter().find(|t| t.name == name)
    }
}

/// The configuration columns of a run.
pub fn config_cells(run: &Run) -> Vec<(String, Cell)> {
    let c = &run.config;
    vec![
        ("run_id".into(), run.id.as_str().into()),
        ("benchmark".into(), c.benchmark.as_str().into()),
        ("size".into(), c.size.clone().into()),
        ("collector".into(), c.collector.as_str().into()),
        ("heap".into(), c.heap.as_str().into()),
        (
            "heap_bytes".into(),
            heap_bytes(&c.heap).map_or(Cell::Null, |b| Cell::Int(b as i64)),
        ),
        (
            "heap_multiple".into(),
            c.heap_multiple
                .as_deref()
                .and_then(minheap::multiple)
                .map_or(Cell::Null, Cell::Float),
        ),
        (
            "min_heap_bytes".into(),
            c.min_heap_kib
                .map_or(Cell::Null, |k| Cell::Int((k << 10) as i64)),
        ),
        ("cache".into(), c.cache.as_str().into()),
        ("mode".into(), c.mode.as_str().into()),
        ("seed".into(), Cell::Int(c.seed as i64)),
    ]
}

fn read_json(path: &Path) -> Result<serde_json::Value, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Io {
        what: format!("reading {}", path.display()),
        source: e,
    })?;
    serde_json::from_str(&text).map_err(|e| Error::Data {
        file: path.display().to_string(),
        message: e.to_string(),
    })
}

/// The analyzer table's merged name.
pub fn analysis_table(analysis: &str, table: &str) -> String {
    format!("analysis-{analysis}-{table}")
}

/// Declares the types of the `runs` table's own columns (after its rows: the columns keep
/// their order), so that a column that only has nulls keeps its type.
fn type_runs(t: &mut Table) {
    for (c, ty) in [
        ("status", ColumnType::Utf8),
        ("message", ColumnType::Utf8),
        ("exit_status", ColumnType::Int64),
        ("ended", ColumnType::Utf8),
        ("insns", ColumnType::Int64),
        ("simrun_version", ColumnType::Utf8),
        ("simrun_commit", ColumnType::Utf8),
        ("host_elapsed_seconds", ColumnType::Float64),
        ("host_name", ColumnType::Utf8),
        ("host_started", ColumnType::Utf8),
        ("host_ended", ColumnType::Utf8),
    ] {
        t.typed_column(c, Some(ty));
    }
}

/// Collects every run of `study` under `out`.
pub fn collect(study: &Study, out: &Path, runs: &[Run]) -> Result<Merged, Error> {
    let mut m = Merged {
        runs: Table::new("runs"),
        statistics: Table::new("statistics"),
        intervals: Table::new("intervals"),
        windows: Table::new("windows"),
        analyses: Vec::new(),
    };
    for a in &study.analyses {
        for t in a.tables() {
            m.analyses
                .push(Table::new(&analysis_table(&a.name, t.name())));
        }
    }
    for run in runs {
        let dir = rundir::run_dir(out, run);
        let state = rundir::state(study, out, run);
        let outcome = rundir::outcome(&dir);
        let run_json = std::fs::read_to_string(dir.join("run.json"))
            .ok()
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok());
        let pointer = |p: &str| run_json.as_ref().and_then(|v| v.pointer(p)).cloned();
        let text_at = |p: &str| {
            pointer(p)
                .and_then(|v| v.as_str().map(Cell::from))
                .unwrap_or(Cell::Null)
        };
        let status = rundir::status(&dir);
        let when = |t: Option<f64>| t.map_or(Cell::Null, |t| iso8601(t).into());
        let mut row = config_cells(run);
        let (state_name, message) = match &state {
            State::Done => ("ok", None),
            State::Failed(m) if !m.is_empty() => ("failed", Some(m.clone())),
            State::Failed(_) => ("failed", None),
            State::Pending => ("pending", None),
        };
        row.push(("status".into(), state_name.into()));
        row.push(("message".into(), message.into()));
        row.push((
            "exit_status".into(),
            outcome.as_ref().map_or(Cell::Null, |o| Cell::Int(o.0)),
        ));
        row.push((
            "ended".into(),
            outcome.as_ref().map_or(Cell::Null, |o| o.1.as_str().into()),
        ));
        row.push((
            "insns".into(),
            outcome
                .as_ref()
                .and_then(|o| o.2)
                .map_or(Cell::Null, |i| Cell::Int(i as i64)),
        ));
        row.push(("simrun_version".into(), text_at("/simrun/version")));
        row.push(("simrun_commit".into(), text_at("/simrun/commit")));
        row.push((
            "host_elapsed_seconds".into(),
            pointer("/host/elapsed_seconds")
                .and_then(|x| x.as_f64())
                .map_or(Cell::Null, Cell::Float),
        ));
        row.push((
            "host_name".into(),
            status
                .as_ref()
                .and_then(|s| s.host.clone())
                .map_or(Cell::Null, Cell::Str),
        ));
        row.push((
            "host_started".into(),
            when(status.as_ref().and_then(|s| s.started_unix)),
        ));
        row.push((
            "host_ended".into(),
            when(status.as_ref().and_then(|s| s.ended_unix)),
        ));
        row.push(("dir".into(), format!("runs/{}", run.dir_name).into()));
        m.runs.push(row);
        if state != State::Done {
            continue;
        }

        let stats = read_json(&dir.join("stats.json"))?;
        let obj = stats.as_object().ok_or_else(|| Error::Data {
            file: dir.join("stats.json").display().to_string(),
            message: "not a JSON object".into(),
        })?;
        for (name, v) in obj {
            let mut row = config_cells(run);
            row.push(("name".into(), name.as_str().into()));
            row.push(("value".into(), Cell::Float(v.as_f64().unwrap_or(f64::NAN))));
            m.statistics.push(row);
        }

        read_csv(&dir.join("intervals.csv"), run, &mut m.intervals)?;
        let wpath = dir.join("windows.csv");
        if wpath.exists() {
            read_csv(&wpath, run, &mut m.windows)?;
        }

        if !rundir::analysed(run) {
            continue;
        }
        for a in &study.analyses {
            for t in analysis::read(&dir, &a.name, &a.tables())? {
                let name = analysis_table(&a.name, &t.name);
                let table = match m.analyses.iter_mut().position(|x| x.name == name) {
                    Some(i) => &mut m.analyses[i],
                    None => {
                        m.analyses.push(Table::new(&name));
                        m.analyses.last_mut().expect("just pushed")
                    }
                };
                for c in config_cells(run).iter().map(|c| &c.0) {
                    table.column(c);
                }
                for (i, c) in t.columns.iter().enumerate() {
                    table.typed_column(c, t.declared(i));
                }
                for r in &t.rows {
                    let mut row = config_cells(run);
                    row.extend(t.columns.iter().cloned().zip(r.iter().cloned()));
                    table.push(row);
                }
            }
        }
    }
    type_runs(&mut m.runs);
    // windows.csv's marker is text even when it looks like a number, its value a number.
    if !m.windows.rows.is_empty() {
        for (c, ty) in [("marker", ColumnType::Utf8), ("value", ColumnType::Float64)] {
            m.windows.typed_column(c, Some(ty));
        }
    }
    // A table no finished run filled still gets its configuration columns.
    let names: Vec<String> = runs
        .first()
        .map(|r| config_cells(r).into_iter().map(|c| c.0).collect())
        .unwrap_or_default();
    for t in [&mut m.statistics, &mut m.intervals, &mut m.windows]
        .into_iter()
        .chain(m.analyses.iter_mut())
    {
        if t.columns.is_empty() {
            t.columns = names.clone();
        }
    }
    Ok(m)
}

/// Appends the rows of the CSV file `path` of `run`'s directory to `table`, after the
/// configuration columns (an empty cell is null).
fn read_csv(path: &Path, run: &Run, table: &mut Table) -> Result<(), Error> {
    let bad = |e: csv::Error| Error::Data {
        file: path.display().to_string(),
        message: e.to_string(),
    };
    let mut rd = csv::Reader::from_path(path).map_err(bad)?;
    let head: Vec<String> = rd
        .headers()
        .map_err(bad)?
        .iter()
        .map(str::to_string)
        .collect();
    for r in rd.records() {
        let r = r.map_err(bad)?;
        let mut row = config_cells(run);
        row.extend(head.iter().cloned().zip(r.iter().map(Cell::parse)));
        table.push(row);
    }
    Ok(())
}

/// Writes every table under `dir` (created), CSV and Parquet.
pub fn write(m: &Merged, dir: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(dir).map_err(|e| Error::Io {
        what: format!("creating {}", dir.display()),
        source: e,
    })?;
    for t in m.tables() {
        t.write(dir, Formats::Both)?;
    }
    Ok(())
}
