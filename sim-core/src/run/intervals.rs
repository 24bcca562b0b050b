//! intervals.csv: a cheap time series, one row every N instructions (and one for the last,
//! partial interval), for plots aligned to GC.
//!
//! A row also ends at every GC_START and GC_END (in cache and trace modes), so that no row
//! straddles a phase change: each row lies in one phase, and the rows of a phase add up
//! to its figures in stats.txt (`dl1.misses.gc` is the sum of `dl1_misses` over the rows
//! whose `gc_phase` is not `mutator`).
//!
//! Columns: `insns` (instructions retired at the end of the row, cumulative), then one
//! column per counter holding what happened **during** the row (loads, stores, misses of
//! every cache and TLB, collections started: a collection counts in the first row of its
//! own phase, and cycles of the latency model: a collection's pause is the sum of its
//! rows'), then `gc_phase`, the phase the row lies in (`mutator`, `gc-full`,
//! `gc-minor`, `gc-major`, `gc-window`, `gc-other`; `cache::phase::Phase::label`). Each row
//! is flushed when written, so the file is complete up to the last row whatever stops the
//! run.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// A row that ends at a GC phase change rather than at an interval boundary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut {
    /// Instructions at the change (cumulative).
    pub insns: u64,
    /// The counters' cumulative values there, in the columns' order.
    pub values: Vec<u64>,
    /// The phase that ended there.
    pub phase: &'static str,
}

/// Writes intervals.csv.
pub struct IntervalWriter {
    out: BufWriter<File>,
    path: PathBuf,
    prev: Vec<u64>,
    last_insns: Option<u64>,
}

impl IntervalWriter {
    /// Creates `path` with the header line: `insns`, `columns...`, `gc_phase`.
    pub fn create(path: &Path, columns: &[String]) -> std::io::Result<IntervalWriter> {
        Self::from_file(File::create(path)?, path, columns)
    }

    /// Writes into `file`, already created and empty (e.g. by [`super::files::RunDir`],
    /// which never follows a symlink); `path` names it in error messages.
    pub fn from_file(
        file: File,
        path: &Path,
        columns: &[String],
    ) -> std::io::Result<IntervalWriter> {
        let mut out = BufWriter::new(file);
        let mut head = String::from("insns");
        for c in columns {
            head.push(',');
            head.push_str(c);
        }
        head.push_str(",gc_phase\n");
        out.write_all(head.as_bytes())?;
        out.flush()?;
        Ok(IntervalWriter {
            out,
            path: path.to_path_buf(),
            prev: vec![0; columns.len()],
            last_insns: None,
        })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A row at `insns` from the counters' cumulative values (same order as the columns).
    /// A row at the instruction count of the previous one with nothing new is skipped (a
    /// run that stops exactly at an interval boundary, an interval that ends where a phase
    /// did).
    pub fn row(&mut self, insns: u64, cumulative: &[u64], phase: &str) -> std::io::Result<()> {
        if self.last_insns == Some(insns) && self.prev.as_slice() == cumulative {
            return Ok(());
        }
        self.last_insns = Some(insns);
        let mut line = insns.to_string();
        for (p, &c) in self.prev.iter_mut().zip(cumulative) {
            line.push(',');
            line.push_str(&c.wrapping_sub(*p).to_string());
            *p = c;
        }
        line.push(',');
        line.push_str(phase);
        line.push('\n');
        self.out.write_all(line.as_bytes())?;
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_hold_deltas_and_skip_repeats() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("intervals.csv");
        let mut w =
            IntervalWriter::create(&p, &["loads".to_string(), "dl1_misses".to_string()]).unwrap();
        w.row(100, &[40, 3], "mutator").unwrap();
        w.row(200, &[70, 3], "gc-full").unwrap();
        w.row(200, &[70, 3], "gc-full").unwrap();
        w.row(250, &[71, 9], "mutator").unwrap();
        // Same count, something new (no instruction between two rows): kept.
        w.row(250, &[72, 9], "gc-minor").unwrap();
        drop(w);
        let text = std::fs::read_to_string(&p).unwrap();
        assert_eq!(
            text,
            "insns,loads,dl1_misses,gc_phase\n100,40,3,mutator\n200,30,0,gc-full\n\
             250,1,6,mutator\n250,1,0,gc-minor\n"
        );
    }
}
