//! Rendering tables: aligned text for people (headings, rounded numbers, the first rows
//! of long tables, summary rows), JSON (every column: headings, keys and kinds; every
//! row; the summary rows apart) and sectioned CSV; and [`write_tables`], one CSV and/or
//! Parquet file per table (keys, full precision, every row, no summaries, no notes) for
//! notebooks.

use std::fmt::Write as _;

use serde_json::Value;

use crate::tool::{Kind, Table};
use crate::AnalyzerTable;

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Aligned text tables.
    Text,
    /// One JSON object: `{"tables": [...]}`.
    Json,
    /// CSV: one section per table, each opened by a `# name: title` line, with the text
    /// report's columns and summary rows but every row at full precision.
    Csv,
}

/// A cell of the text report: numbers of a [`Kind::Float`] column rounded to its
/// decimals.
fn cell_text(v: &Value, kind: Kind) -> String {
    match (v, kind) {
        (Value::Null, _) => "-".to_string(),
        (Value::String(s), _) => s.clone(),
        (Value::Number(n), Kind::Float(d)) => match n.as_f64() {
            Some(x) if d == 0 => format!("{}", x.round() as i64),
            Some(x) => {
                let p = 10f64.powi(i32::from(d));
                Value::from((x * p).round() / p).to_string()
            }
            None => n.to_string(),
        },
        (v, _) => v.to_string(),
    }
}

fn csv_cell(v: &Value, kind: Kind) -> String {
    match (v, kind) {
        (Value::Number(n), Kind::Float(_)) => {
            n.as_f64().map_or_else(String::new, |x| x.to_string())
        }
        (v, _) => csv_field(v),
    }
}

fn csv_field(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::String(s) if s.contains([',', '"', '\n']) => {
            format!("\"{}\"", s.replace('"', "\"\""))
        }
        Value::String(s) => s.clone(),
        v => v.to_string(),
    }
}

/// Renders tables in a format.
pub fn render(tables: &[Table], format: Format) -> String {
    match format {
        Format::Text => (tables.iter().filter(|t| !t.files_only))
            .map(text)
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Json => {
            let mut s = serde_json::to_string_pretty(&serde_json::json!({ "tables": tables }))
                .expect("tables serialise");
            s.push('\n');
            s
        }
        Format::Csv => {
            let mut out = String::new();
            for (i, t) in tables.iter().filter(|t| !t.files_only).enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                let _ = writeln!(out, "# {}: {}", t.name, t.title);
                let shown: Vec<usize> = (0..t.columns.len()).filter(|&i| t.in_text[i]).collect();
                let head: Vec<String> = shown
                    .iter()
                    .map(|&i| csv_field(&Value::from(t.columns[i].as_str())))
                    .collect();
                let _ = writeln!(out, "{}", head.join(","));
                for r in t.rows.iter().chain(&t.summary) {
                    let cells: Vec<String> =
                        shown.iter().map(|&i| csv_cell(&r[i], t.kinds[i])).collect();
                    let _ = writeln!(out, "{}", cells.join(","));
                }
            }
            out
        }
    }
}

/// One table as aligned text: strings left-aligned, numbers right-aligned; the columns
/// shown in text; only the first [`Table::text_rows`] rows not [`Table::text_hidden`]
/// when the table sets them; then the summary rows.
pub fn text(t: &Table) -> String {
    let shown_cols: Vec<usize> = (0..t.columns.len()).filter(|&i| t.in_text[i]).collect();
    let visible: Vec<&Vec<Value>> = (t.rows.iter().enumerate())
        .filter(|(i, _)| !t.is_hidden(*i))
        .map(|(_, r)| r)
        .collect();
    let shown = t.text_rows.unwrap_or(usize::MAX).min(visible.len());
    let raw: Vec<&Vec<Value>> = visible[..shown].iter().copied().chain(&t.summary).collect();
    let cells: Vec<Vec<String>> = raw
        .iter()
        .map(|r| {
            shown_cols
                .iter()
                .map(|&i| cell_text(&r[i], t.kinds[i]))
                .collect()
        })
        .collect();
    let mut width: Vec<usize> = shown_cols
        .iter()
        .map(|&i| t.columns[i].chars().count())
        .collect();
    for r in &cells {
        for (w, c) in width.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut out = String::new();
    let _ = writeln!(out, "{}", t.title);
    let head: Vec<String> = shown_cols
        .iter()
        .zip(&width)
        .map(|(&i, &w)| format!("{:<w$}", t.columns[i]))
        .collect();
    let _ = writeln!(out, "{}", head.join("  ").trim_end());
    let _ = writeln!(
        out,
        "{}",
        width
            .iter()
            .map(|&w| "-".repeat(w))
            .collect::<Vec<_>>()
            .join("  ")
    );
    if cells.is_empty() {
        let _ = writeln!(out, "(none)");
    }
    for (r, raw) in cells.iter().zip(&raw) {
        let line: Vec<String> = r
            .iter()
            .zip(&width)
            .zip(&shown_cols)
            .map(|((c, &w), &i)| match raw[i] {
                Value::String(_) => format!("{c:<w$}"),
                _ => format!("{c:>w$}"),
            })
            .collect();
        let _ = writeln!(out, "{}", line.join("  ").trim_end());
    }
    if shown < t.rows.len() {
        let _ = writeln!(
            out,
            "({} more rows: --format csv or json, or --tables, lists them all)",
            t.rows.len() - shown
        );
    }
    out
}

/// Which table files [`write_tables`] makes.
pub use tables::Formats;

/// Writes `dir/<table>.csv` and/or `dir/<table>.parquet` for every table that is data (not
/// a [`Table::note`]); returns the tables written. `dir` is created.
pub fn write_tables(
    tables: &[Table],
    dir: &std::path::Path,
    formats: Formats,
) -> Result<Vec<AnalyzerTable>, crate::Error> {
    std::fs::create_dir_all(dir).map_err(|source| crate::Error::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut names = Vec::new();
    for t in tables.iter().filter(|t| !t.note) {
        t.tidy().write(dir, formats)?;
        names.push(t.name);
    }
    Ok(names)
}
