//! Long-format tables: the project's one table type and its CSV/Parquet writer live in the
//! `tables` crate (shared with the analyzer's `traceanalyze --tables`); this module
//! re-exports them under the names the study's code uses.

pub use tables::{Cell, ColumnType, Formats, Table};
