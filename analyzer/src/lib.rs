//! `analyzer`: offline analysis of trace.bz2 into per-object histories and reports.
//! (Being written: see issue 8.)
