//! Reading the analyzer's tables from a run directory.
//!
//! Today traceanalyze `--format csv` writes every table into one file, each section opened
//! by a `# name: title` line, then the header and the rows, sections separated by a blank
//! line (`analysis-<name>.csv` in the run directory). When the analyzer writes one file
//! per table, only [`read`] changes: everything else sees [`RawTable`]s.

use std::path::Path;

use crate::rundir::analysis_file;
use crate::Error;

/// One analyzer table, cells as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawTable {
    /// The analyzer's table name (`gc_timeline`).
    pub name: String,
    /// Its title.
    pub title: String,
    /// Column names, made unique (a repeated name gets `_2`, `_3`...).
    pub columns: Vec<String>,
    /// Rows.
    pub rows: Vec<Vec<String>>,
}

/// The tables of analysis `analysis` in run directory `dir`.
pub fn read(dir: &Path, analysis: &str) -> Result<Vec<RawTable>, Error> {
    let path = dir.join(analysis_file(analysis));
    let text = std::fs::read_to_string(&path).map_err(|e| Error::Io {
        what: format!("reading {}", path.display()),
        source: e,
    })?;
    parse_sections(&text).map_err(|message| Error::Data {
        file: path.display().to_string(),
        message,
    })
}

/// Column names made unique: a repeated name gets `_2`, `_3`, ...
pub fn unique(columns: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(columns.len());
    for c in columns {
        let mut name = c.clone();
        let mut n = 1;
        while out.contains(&name) {
            n += 1;
            name = format!("{c}_{n}");
        }
        out.push(name);
    }
    out
}

/// Splits the analyzer's sectioned CSV into tables.
pub fn parse_sections(text: &str) -> Result<Vec<RawTable>, String> {
    let mut tables = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    while let Some((n, line)) = lines.next() {
        if line.trim().is_empty() {
            continue;
        }
        let head = line
            .strip_prefix("# ")
            .ok_or_else(|| format!("line {}: expected a '# name: title' line", n + 1))?;
        let (name, title) = head
            .split_once(": ")
            .ok_or_else(|| format!("line {}: expected '# name: title'", n + 1))?;
        let mut body = String::new();
        while let Some((_, l)) = lines.peek() {
            if l.starts_with("# ") || l.trim().is_empty() {
                break;
            }
            body.push_str(l);
            body.push('\n');
            lines.next();
        }
        let mut rd = csv::ReaderBuilder::new()
            .has_headers(true)
            .flexible(false)
            .from_reader(body.as_bytes());
        let columns = rd
            .headers()
            .map_err(|e| format!("table {name}: {e}"))?
            .iter()
            .map(str::to_string)
            .collect();
        let mut rows = Vec::new();
        for r in rd.records() {
            let r = r.map_err(|e| format!("table {name}: {e}"))?;
            rows.push(r.iter().map(str::to_string).collect());
        }
        tables.push(RawTable {
            name: name.to_string(),
            title: title.to_string(),
            columns: unique(columns),
            rows,
        });
    }
    Ok(tables)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_become_tables() {
        let text = "# gc_timeline: GC timeline\ngc,kind,start,% of total,end,% of total\n\
                    1,full,10,1.0,20,2.0\ntotal,,,,40,100.0\n\n\
                    # allocation: Objects\nup to,objects\n\"present, at start\",16\n";
        let t = parse_sections(text).unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t[0].name, "gc_timeline");
        assert_eq!(t[0].columns[3], "% of total");
        assert_eq!(t[0].columns[5], "% of total_2");
        assert_eq!(t[0].rows[1][0], "total");
        assert_eq!(
            t[1].rows,
            vec![vec!["present, at start".to_string(), "16".into()]]
        );
    }

    #[test]
    fn a_header_only_table_has_no_rows_and_junk_is_an_error() {
        let t = parse_sections("# lifetimes: L\ntype,bucket\n").unwrap();
        assert!(t[0].rows.is_empty());
        assert!(parse_sections("not a section\n").is_err());
    }
}
