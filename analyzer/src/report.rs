//! Rendering tables: aligned text for people, JSON and CSV for notebooks.

use std::fmt::Write as _;

use serde_json::Value;

use crate::tool::Table;

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Aligned text tables.
    Text,
    /// One JSON object: `{"tables": [...]}`.
    Json,
    /// CSV: one section per table, each opened by a `# name: title` line.
    Csv,
}

fn cell_text(v: &Value) -> String {
    match v {
        Value::Null => "-".to_string(),
        Value::String(s) => s.clone(),
        v => v.to_string(),
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
        Format::Text => tables.iter().map(text).collect::<Vec<_>>().join("\n"),
        Format::Json => {
            let mut s = serde_json::to_string_pretty(&serde_json::json!({ "tables": tables }))
                .expect("tables serialise");
            s.push('\n');
            s
        }
        Format::Csv => {
            let mut out = String::new();
            for (i, t) in tables.iter().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                let _ = writeln!(out, "# {}: {}", t.name, t.title);
                let head: Vec<String> = t
                    .columns
                    .iter()
                    .map(|c| csv_field(&Value::from(c.as_str())))
                    .collect();
                let _ = writeln!(out, "{}", head.join(","));
                for r in &t.rows {
                    let cells: Vec<String> = r.iter().map(csv_field).collect();
                    let _ = writeln!(out, "{}", cells.join(","));
                }
            }
            out
        }
    }
}

/// One table as aligned text: strings left-aligned, numbers right-aligned; only the first
/// [`Table::text_rows`] rows when the table sets it.
pub fn text(t: &Table) -> String {
    let shown = t.text_rows.unwrap_or(usize::MAX).min(t.rows.len());
    let cells: Vec<Vec<String>> = t.rows[..shown]
        .iter()
        .map(|r| r.iter().map(cell_text).collect())
        .collect();
    let mut width: Vec<usize> = t.columns.iter().map(|c| c.chars().count()).collect();
    for r in &cells {
        for (w, c) in width.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut out = String::new();
    let _ = writeln!(out, "{}", t.title);
    let head: Vec<String> = t
        .columns
        .iter()
        .zip(&width)
        .map(|(c, &w)| format!("{c:<w$}"))
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
    for (r, raw) in cells.iter().zip(&t.rows) {
        let line: Vec<String> = r
            .iter()
            .zip(&width)
            .zip(raw)
            .map(|((c, &w), v)| match v {
                Value::String(_) => format!("{c:<w$}"),
                _ => format!("{c:>w$}"),
            })
            .collect();
        let _ = writeln!(out, "{}", line.join("  ").trim_end());
    }
    if shown < t.rows.len() {
        let _ = writeln!(
            out,
            "({} more rows: --format csv or json lists them all)",
            t.rows.len() - shown
        );
    }
    out
}
