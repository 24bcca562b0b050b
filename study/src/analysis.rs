//! Reading the analyzer's tables from a run directory.
//!
//! traceanalyze `--tables DIR` writes one file per table (`<table>.parquet` and
//! `<table>.csv`, docs/analyzer.md lists them): the study runs it into
//! `analysis-<name>/` of the run directory ([`crate::rundir`]) and reads the Parquet files
//! back here, with the column types the analyzer declared (an integer column stays
//! integer even when a run's table is empty).

use std::path::Path;

use tables::AnalyzerTable;

use crate::rundir::analysis_file;
use crate::table::Table;
use crate::Error;

/// The tables of analysis `analysis` in run directory `dir`, by name; `wanted` restricts
/// them (empty: every table the directory holds). A wanted table the analyzer did not write (one that does
/// not apply to the run, e.g. exact deaths without `-X:deaths`) is left out.
pub fn read(dir: &Path, analysis: &str, wanted: &[AnalyzerTable]) -> Result<Vec<Table>, Error> {
    let d = dir.join(analysis_file(analysis));
    let entries = std::fs::read_dir(&d).map_err(|e| Error::Io {
        what: format!("reading {}", d.display()),
        source: e,
    })?;
    let mut names = Vec::new();
    for e in entries {
        let e = e.map_err(|e| Error::Io {
            what: format!("reading {}", d.display()),
            source: e,
        })?;
        let file = e.file_name().to_string_lossy().into_owned();
        if let Some(name) = file.strip_suffix(".parquet") {
            if wanted.is_empty() || wanted.iter().any(|w| w.name() == name) {
                names.push(name.to_string());
            }
        }
    }
    names.sort();
    names
        .iter()
        .map(|n| Table::read_parquet(&d.join(format!("{n}.parquet"))).map_err(Error::from))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Cell, ColumnType, Formats};

    #[test]
    fn tables_are_read_back_typed_and_filtered() {
        let dir = std::env::temp_dir().join(format!("study-analysis-{}", std::process::id()));
        let d = dir.join(analysis_file("main"));
        std::fs::create_dir_all(&d).unwrap();
        let mut g = Table::new(AnalyzerTable::GcTimeline.name());
        g.typed_column("gc", Some(ColumnType::Int64));
        g.typed_column("start_insns", Some(ColumnType::Int64));
        g.write(&d, Formats::Both).unwrap();
        let mut l = Table::new(AnalyzerTable::Lifetimes.name());
        l.push(vec![
            ("type".into(), "int[]".into()),
            ("bucket_lo_insns".into(), Cell::Int(8)),
        ]);
        l.write(&d, Formats::Both).unwrap();

        let all = read(&dir, "main", &[]).unwrap();
        assert_eq!(all.len(), 2);
        assert_eq!(all[0].name, "gc_timeline");
        // Empty, still typed.
        assert!(all[0].rows.is_empty());
        assert_eq!(all[0].declared(1), Some(ColumnType::Int64));
        assert_eq!(
            all[1].rows,
            vec![vec![Cell::Str("int[]".into()), Cell::Int(8)]]
        );

        let wanted = [AnalyzerTable::Lifetimes, AnalyzerTable::DragCurve];
        let some = read(&dir, "main", &wanted).unwrap();
        assert_eq!(some.len(), 1);
        assert_eq!(some[0].name, "lifetimes");
        assert!(read(&dir, "other", &[]).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
