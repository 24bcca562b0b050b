//! Long-format tables in memory, written as CSV (`csv` crate) and Parquet (Arrow arrays,
//! `parquet`'s ArrowWriter), and read back from Parquet: the one table writer of the
//! project, used by the analyzer (`traceanalyze --tables`) and by simstudy (`merge`).
//!
//! A column's type is the one declared for it ([`Table::typed_column`], e.g. from the
//! analyzer's knowledge of its columns: an integer column stays Int64 even when empty, or
//! all null); an undeclared column's type is decided when written from its values:
//! integers only → Int64, numbers → Float64, booleans only → Boolean, anything else → Utf8
//! (numbers written as text there). An empty cell is null. Rows may be shorter than the
//! header (columns added later, e.g. intervals of a run with another cache hierarchy): the
//! missing cells are null.
//!
//! The analyzer's tables are named once, by [`AnalyzerTable`], for the analyzer that
//! writes them and simstudy that reads them.

mod analyzer;

pub use analyzer::AnalyzerTable;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::{
    Array, ArrayRef, BooleanArray, Float64Array, Int64Array, RecordBatch, StringArray,
};
use arrow_schema::{DataType, Field, Schema};

/// What can go wrong writing or reading a table.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file operation failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// The CSV, Parquet or Arrow library refused.
    #[error("{}: {message}", path.display())]
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
}

/// One value.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    /// Missing.
    Null,
    /// An integer.
    Int(i64),
    /// A floating-point number.
    Float(f64),
    /// A truth value.
    Bool(bool),
    /// Text.
    Str(String),
}

impl Cell {
    /// A cell from CSV text: empty → null, then integer, number, text.
    pub fn parse(s: &str) -> Cell {
        if s.is_empty() {
            Cell::Null
        } else if let Ok(i) = s.parse::<i64>() {
            Cell::Int(i)
        } else if let Some(f) = s.parse::<f64>().ok().filter(|f| f.is_finite()) {
            Cell::Float(f)
        } else {
            Cell::Str(s.to_string())
        }
    }

    /// From a JSON value (numbers, strings, booleans, null; others as their JSON text).
    pub fn json(v: &serde_json::Value) -> Cell {
        match v {
            serde_json::Value::Null => Cell::Null,
            serde_json::Value::Number(n) => n
                .as_i64()
                .map(Cell::Int)
                .or_else(|| n.as_f64().map(Cell::Float))
                .unwrap_or(Cell::Null),
            serde_json::Value::Bool(b) => Cell::Bool(*b),
            serde_json::Value::String(s) => Cell::Str(s.clone()),
            v => Cell::Str(v.to_string()),
        }
    }

    /// The value as a number, if it is one.
    pub fn num(&self) -> Option<f64> {
        match self {
            Cell::Int(i) => Some(*i as f64),
            Cell::Float(f) => Some(*f),
            _ => None,
        }
    }

    /// The value as CSV text (floats in the shortest form that reads back exactly).
    pub fn text(&self) -> String {
        match self {
            Cell::Null => String::new(),
            Cell::Int(i) => i.to_string(),
            Cell::Float(f) => f.to_string(),
            Cell::Bool(b) => b.to_string(),
            Cell::Str(s) => s.clone(),
        }
    }
}

impl From<&str> for Cell {
    fn from(s: &str) -> Cell {
        Cell::Str(s.to_string())
    }
}
impl From<String> for Cell {
    fn from(s: String) -> Cell {
        Cell::Str(s)
    }
}
impl From<Option<String>> for Cell {
    fn from(s: Option<String>) -> Cell {
        s.map_or(Cell::Null, Cell::Str)
    }
}
impl From<i64> for Cell {
    fn from(i: i64) -> Cell {
        Cell::Int(i)
    }
}

/// A column's type in the files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnType {
    /// 64-bit integers.
    Int64,
    /// 64-bit floating point.
    Float64,
    /// Booleans.
    Boolean,
    /// UTF-8 text.
    Utf8,
}

impl ColumnType {
    fn arrow(self) -> DataType {
        match self {
            ColumnType::Int64 => DataType::Int64,
            ColumnType::Float64 => DataType::Float64,
            ColumnType::Boolean => DataType::Boolean,
            ColumnType::Utf8 => DataType::Utf8,
        }
    }

    fn of_arrow(t: &DataType) -> Option<ColumnType> {
        Some(match t {
            DataType::Int8
            | DataType::Int16
            | DataType::Int32
            | DataType::Int64
            | DataType::UInt8
            | DataType::UInt16
            | DataType::UInt32 => ColumnType::Int64,
            DataType::Float32 | DataType::Float64 => ColumnType::Float64,
            DataType::Boolean => ColumnType::Boolean,
            DataType::Utf8 | DataType::LargeUtf8 => ColumnType::Utf8,
            _ => return None,
        })
    }
}

/// Which files [`Table::write`] makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formats {
    /// `<name>.csv` only.
    Csv,
    /// `<name>.parquet` only.
    Parquet,
    /// Both.
    Both,
}

/// A named table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    /// File stem.
    pub name: String,
    /// Column names, unique.
    pub columns: Vec<String>,
    /// Declared column types (`None`: decided from the values when written); as long as
    /// `columns` or shorter.
    pub types: Vec<Option<ColumnType>>,
    /// Rows; a short row's missing cells are null.
    pub rows: Vec<Vec<Cell>>,
}

impl Table {
    /// An empty table.
    pub fn new(name: &str) -> Table {
        Table {
            name: name.to_string(),
            ..Table::default()
        }
    }

    /// The index of column `name`, added when new.
    pub fn column(&mut self, name: &str) -> usize {
        match self.columns.iter().position(|c| c == name) {
            Some(i) => i,
            None => {
                self.columns.push(name.to_string());
                self.columns.len() - 1
            }
        }
    }

    /// The index of column `name` (added when new), declaring its type when given and not
    /// yet declared.
    pub fn typed_column(&mut self, name: &str, ty: Option<ColumnType>) -> usize {
        let i = self.column(name);
        if self.types.len() <= i {
            self.types.resize(i + 1, None);
        }
        if self.types[i].is_none() {
            self.types[i] = ty;
        }
        i
    }

    /// The declared type of column `i`.
    pub fn declared(&self, i: usize) -> Option<ColumnType> {
        self.types.get(i).copied().flatten()
    }

    /// Appends a row of `(column, value)` pairs, adding unknown columns.
    pub fn push(&mut self, cells: Vec<(String, Cell)>) {
        let mut row = Vec::new();
        for (name, v) in cells {
            let i = self.column(&name);
            if row.len() <= i {
                row.resize(i + 1, Cell::Null);
            }
            row[i] = v;
        }
        self.rows.push(row);
    }

    /// The cell of `row` in column `name`.
    pub fn get<'a>(&'a self, row: &'a [Cell], name: &str) -> &'a Cell {
        self.columns
            .iter()
            .position(|c| c == name)
            .and_then(|i| row.get(i))
            .unwrap_or(&Cell::Null)
    }

    /// The type column `col` is written with: declared, else from its values.
    pub fn kind(&self, col: usize) -> ColumnType {
        if let Some(t) = self.declared(col) {
            return t;
        }
        let (mut int, mut num, mut boolean, mut any) = (true, true, true, false);
        for r in &self.rows {
            match r.get(col).unwrap_or(&Cell::Null) {
                Cell::Null => {}
                Cell::Int(_) => {
                    any = true;
                    boolean = false;
                }
                Cell::Float(_) => {
                    any = true;
                    int = false;
                    boolean = false;
                }
                Cell::Bool(_) => {
                    any = true;
                    int = false;
                    num = false;
                }
                Cell::Str(_) => {
                    any = true;
                    int = false;
                    num = false;
                    boolean = false;
                }
            }
        }
        match (any, int, num, boolean) {
            (true, true, _, _) => ColumnType::Int64,
            (true, false, true, _) => ColumnType::Float64,
            (true, _, false, true) => ColumnType::Boolean,
            _ => ColumnType::Utf8,
        }
    }

    /// The table as an Arrow record batch. A cell that does not fit its column's declared
    /// type is an error (not silently null).
    pub fn record_batch(&self) -> Result<RecordBatch, String> {
        let mut fields = Vec::new();
        let mut arrays: Vec<ArrayRef> = Vec::new();
        for (i, name) in self.columns.iter().enumerate() {
            let kind = self.kind(i);
            let cells = || self.rows.iter().map(|r| r.get(i).unwrap_or(&Cell::Null));
            let bad = |c: &Cell| format!("column {name}: {c:?} in a {kind:?} column");
            let array: ArrayRef = match kind {
                ColumnType::Int64 => Arc::new(
                    cells()
                        .map(|c| match c {
                            Cell::Int(v) => Ok(Some(*v)),
                            Cell::Null => Ok(None),
                            c => Err(bad(c)),
                        })
                        .collect::<Result<Int64Array, String>>()?,
                ),
                ColumnType::Float64 => Arc::new(
                    cells()
                        .map(|c| match c {
                            Cell::Null => Ok(None),
                            c => c.num().map(Some).ok_or_else(|| bad(c)),
                        })
                        .collect::<Result<Float64Array, String>>()?,
                ),
                ColumnType::Boolean => Arc::new(
                    cells()
                        .map(|c| match c {
                            Cell::Bool(b) => Ok(Some(*b)),
                            Cell::Null => Ok(None),
                            c => Err(bad(c)),
                        })
                        .collect::<Result<BooleanArray, String>>()?,
                ),
                ColumnType::Utf8 => Arc::new(
                    cells()
                        .map(|c| match c {
                            Cell::Null => None,
                            c => Some(c.text()),
                        })
                        .collect::<StringArray>(),
                ),
            };
            fields.push(Field::new(name, kind.arrow(), true));
            arrays.push(array);
        }
        let schema = Arc::new(Schema::new(fields));
        if arrays.is_empty() {
            let opts = arrow_array::RecordBatchOptions::new().with_row_count(Some(self.rows.len()));
            return RecordBatch::try_new_with_options(schema, arrays, &opts)
                .map_err(|e| e.to_string());
        }
        RecordBatch::try_new(schema, arrays).map_err(|e| e.to_string())
    }

    /// The table as CSV bytes: a header line, then one line per row.
    pub fn csv_bytes(&self) -> Result<Vec<u8>, String> {
        let mut w = csv::Writer::from_writer(Vec::new());
        w.write_record(&self.columns).map_err(|e| e.to_string())?;
        for r in &self.rows {
            w.write_record((0..self.columns.len()).map(|i| r.get(i).unwrap_or(&Cell::Null).text()))
                .map_err(|e| e.to_string())?;
        }
        w.into_inner().map_err(|e| e.to_string())
    }

    /// The table as Parquet bytes.
    pub fn parquet_bytes(&self) -> Result<Vec<u8>, String> {
        let batch = self.record_batch()?;
        let mut buf = Vec::new();
        let mut writer = parquet::arrow::ArrowWriter::try_new(&mut buf, batch.schema(), None)
            .map_err(|e| e.to_string())?;
        writer.write(&batch).map_err(|e| e.to_string())?;
        writer.close().map_err(|e| e.to_string())?;
        Ok(buf)
    }

    /// Writes `<dir>/<name>.csv` and/or `<dir>/<name>.parquet`, each through a temporary
    /// file renamed into place.
    pub fn write(&self, dir: &Path, formats: Formats) -> Result<(), Error> {
        if formats != Formats::Parquet {
            let path = dir.join(format!("{}.csv", self.name));
            let bytes = self.csv_bytes().map_err(|message| Error::Format {
                path: path.clone(),
                message,
            })?;
            write_atomic(&path, &bytes)?;
        }
        if formats != Formats::Csv {
            let path = dir.join(format!("{}.parquet", self.name));
            let bytes = self.parquet_bytes().map_err(|message| Error::Format {
                path: path.clone(),
                message,
            })?;
            write_atomic(&path, &bytes)?;
        }
        Ok(())
    }

    /// Reads a Parquet file written by [`Table::write`] (or any with integer, float,
    /// boolean and text columns): the name is the file stem, the types are declared.
    pub fn read_parquet(path: &Path) -> Result<Table, Error> {
        let format = |message: String| Error::Format {
            path: path.to_path_buf(),
            message,
        };
        let file = std::fs::File::open(path).map_err(|source| Error::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let builder = parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder::try_new(file)
            .map_err(|e| format(e.to_string()))?;
        let schema = builder.schema().clone();
        let mut t = Table::new(
            &path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
        );
        for f in schema.fields() {
            let ty = ColumnType::of_arrow(f.data_type()).ok_or_else(|| {
                format(format!(
                    "column {}: type {} not read",
                    f.name(),
                    f.data_type()
                ))
            })?;
            t.typed_column(f.name(), Some(ty));
        }
        for batch in builder.build().map_err(|e| format(e.to_string()))? {
            let batch = batch.map_err(|e| format(e.to_string()))?;
            let cols: Vec<ArrayRef> = (0..batch.num_columns())
                .map(|i| arrow_cast(batch.column(i), t.kind(i)))
                .collect::<Result<_, _>>()
                .map_err(format)?;
            for r in 0..batch.num_rows() {
                t.rows
                    .push(cols.iter().map(|c| cell_at(c.as_ref(), r)).collect());
            }
        }
        Ok(t)
    }
}

/// The column as the array type [`cell_at`] reads.
fn arrow_cast(a: &ArrayRef, ty: ColumnType) -> Result<ArrayRef, String> {
    arrow_cast::cast(a, &ty.arrow()).map_err(|e| e.to_string())
}

fn cell_at(a: &dyn Array, r: usize) -> Cell {
    if a.is_null(r) {
        return Cell::Null;
    }
    let any = a.as_any();
    if let Some(x) = any.downcast_ref::<Int64Array>() {
        Cell::Int(x.value(r))
    } else if let Some(x) = any.downcast_ref::<Float64Array>() {
        Cell::Float(x.value(r))
    } else if let Some(x) = any.downcast_ref::<BooleanArray>() {
        Cell::Bool(x.value(r))
    } else if let Some(x) = any.downcast_ref::<StringArray>() {
        Cell::Str(x.value(r).to_string())
    } else {
        Cell::Null
    }
}

/// Writes `path` through `<path>.tmp` renamed into place, so a reader never sees half a
/// file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    let io = |source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    std::fs::write(&tmp, bytes).map_err(io)?;
    std::fs::rename(&tmp, path).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_parse_by_content() {
        assert_eq!(Cell::parse(""), Cell::Null);
        assert_eq!(Cell::parse("42"), Cell::Int(42));
        assert_eq!(Cell::parse("3.76e-5"), Cell::Float(3.76e-5));
        assert_eq!(Cell::parse("total"), Cell::Str("total".into()));
        assert_eq!(Cell::Float(3.76e-5).text().parse::<f64>().unwrap(), 3.76e-5);
    }

    #[test]
    fn column_types_follow_the_values_unless_declared() {
        let mut t = Table::new("t");
        t.push(vec![("a".into(), Cell::Int(1)), ("b".into(), Cell::Int(2))]);
        t.push(vec![
            ("a".into(), Cell::Int(3)),
            ("b".into(), Cell::Float(0.5)),
        ]);
        t.push(vec![
            ("c".into(), "x".into()),
            ("e".into(), Cell::Bool(true)),
        ]);
        t.typed_column("d", Some(ColumnType::Int64));
        let b = t.record_batch().unwrap();
        let s = b.schema();
        assert_eq!(s.field(0).data_type(), &DataType::Int64);
        assert_eq!(s.field(1).data_type(), &DataType::Float64);
        assert_eq!(s.field(2).data_type(), &DataType::Utf8);
        assert_eq!(s.field(3).data_type(), &DataType::Boolean);
        // Declared, and every cell null: still integers.
        assert_eq!(s.field(4).data_type(), &DataType::Int64);
        assert_eq!(b.num_rows(), 3);
        assert_eq!(b.column(0).null_count(), 1);
    }

    #[test]
    fn a_cell_of_the_wrong_type_is_an_error() {
        let mut t = Table::new("t");
        t.typed_column("n", Some(ColumnType::Int64));
        t.push(vec![("n".into(), "seven".into())]);
        let e = t.record_batch().unwrap_err();
        assert!(e.contains("column n"), "{e}");
    }

    #[test]
    fn parquet_reads_back_what_was_written() {
        let dir = std::env::temp_dir().join(format!("tables-rt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut t = Table::new("rt");
        t.typed_column("n", Some(ColumnType::Int64));
        t.typed_column("x", Some(ColumnType::Float64));
        t.push(vec![
            ("n".into(), Cell::Int(-3)),
            ("x".into(), Cell::Float(3.76e-5)),
            ("s".into(), "a,\"b\"".into()),
            ("b".into(), Cell::Bool(false)),
        ]);
        t.push(vec![("n".into(), Cell::Null), ("x".into(), Cell::Int(2))]);
        t.write(&dir, Formats::Both).unwrap();
        let back = Table::read_parquet(&dir.join("rt.parquet")).unwrap();
        assert_eq!(back.columns, t.columns);
        assert_eq!(back.rows[0], t.rows[0]);
        assert_eq!(
            back.rows[1],
            vec![Cell::Null, Cell::Float(2.0), Cell::Null, Cell::Null]
        );
        let csv = std::fs::read_to_string(dir.join("rt.csv")).unwrap();
        assert_eq!(csv, "n,x,s,b\n-3,0.0000376,\"a,\"\"b\"\"\",false\n,2,,\n");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
