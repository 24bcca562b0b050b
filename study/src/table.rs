//! Long-format tables in memory, written as CSV (`csv` crate) and Parquet (Arrow arrays,
//! `parquet`'s ArrowWriter).
//!
//! A column's type is decided when written: integers only → Int64, numbers → Float64,
//! anything else → Utf8 (numbers written as text there); an empty cell is null. Rows may be
//! shorter than the header (columns added later, e.g. intervals of a run with another cache
//! hierarchy): the missing cells are null.

use std::path::Path;
use std::sync::Arc;

use arrow_array::{ArrayRef, Float64Array, Int64Array, RecordBatch, StringArray};
use arrow_schema::{DataType, Field, Schema};

use crate::Error;

/// One value.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    /// Missing.
    Null,
    /// An integer.
    Int(i64),
    /// A floating-point number.
    Float(f64),
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

    /// From a JSON value (numbers, strings, null; others as their JSON text).
    pub fn json(v: &serde_json::Value) -> Cell {
        match v {
            serde_json::Value::Null => Cell::Null,
            serde_json::Value::Number(n) => n
                .as_i64()
                .map(Cell::Int)
                .or_else(|| n.as_f64().map(Cell::Float))
                .unwrap_or(Cell::Null),
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

    /// The value as CSV text.
    pub fn text(&self) -> String {
        match self {
            Cell::Null => String::new(),
            Cell::Int(i) => i.to_string(),
            Cell::Float(f) => f.to_string(),
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

/// A named table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    /// File stem under `merged/`.
    pub name: String,
    /// Column names, unique.
    pub columns: Vec<String>,
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

    fn kind(&self, col: usize) -> DataType {
        let (mut int, mut num, mut any) = (true, true, false);
        for r in &self.rows {
            match r.get(col).unwrap_or(&Cell::Null) {
                Cell::Null => {}
                Cell::Int(_) => any = true,
                Cell::Float(_) => {
                    any = true;
                    int = false;
                }
                Cell::Str(_) => {
                    any = true;
                    int = false;
                    num = false;
                }
            }
        }
        match (any, int, num) {
            (true, true, _) => DataType::Int64,
            (true, false, true) => DataType::Float64,
            _ => DataType::Utf8,
        }
    }

    /// The table as an Arrow record batch.
    pub fn record_batch(&self) -> Result<RecordBatch, arrow_schema::ArrowError> {
        let mut fields = Vec::new();
        let mut arrays: Vec<ArrayRef> = Vec::new();
        for (i, name) in self.columns.iter().enumerate() {
            let kind = self.kind(i);
            let cells = self.rows.iter().map(|r| r.get(i).unwrap_or(&Cell::Null));
            let array: ArrayRef = match kind {
                DataType::Int64 => Arc::new(
                    cells
                        .map(|c| match c {
                            Cell::Int(v) => Some(*v),
                            _ => None,
                        })
                        .collect::<Int64Array>(),
                ),
                DataType::Float64 => Arc::new(cells.map(Cell::num).collect::<Float64Array>()),
                _ => Arc::new(
                    cells
                        .map(|c| match c {
                            Cell::Null => None,
                            c => Some(c.text()),
                        })
                        .collect::<StringArray>(),
                ),
            };
            fields.push(Field::new(name, kind, true));
            arrays.push(array);
        }
        RecordBatch::try_new(Arc::new(Schema::new(fields)), arrays)
    }

    /// Writes `<dir>/<name>.csv` and `<dir>/<name>.parquet` (each through a temporary file
    /// renamed into place).
    pub fn write(&self, dir: &Path) -> Result<(), Error> {
        let csv_path = dir.join(format!("{}.csv", self.name));
        let mut w = csv::Writer::from_writer(Vec::new());
        let csv_err = |e: csv::Error| Error::Data {
            file: csv_path.display().to_string(),
            message: e.to_string(),
        };
        w.write_record(&self.columns).map_err(csv_err)?;
        for r in &self.rows {
            w.write_record((0..self.columns.len()).map(|i| r.get(i).unwrap_or(&Cell::Null).text()))
                .map_err(csv_err)?;
        }
        let bytes = w.into_inner().map_err(|e| Error::Data {
            file: csv_path.display().to_string(),
            message: e.to_string(),
        })?;
        crate::rundir::write_atomic(dir, &format!("{}.csv", self.name), &bytes)?;

        let name = format!("{}.parquet", self.name);
        let pq_err = |message: String| Error::Parquet {
            file: dir.join(&name).display().to_string(),
            message,
        };
        let batch = self.record_batch().map_err(|e| pq_err(e.to_string()))?;
        let mut buf = Vec::new();
        let mut writer = parquet::arrow::ArrowWriter::try_new(&mut buf, batch.schema(), None)
            .map_err(|e| pq_err(e.to_string()))?;
        writer.write(&batch).map_err(|e| pq_err(e.to_string()))?;
        writer.close().map_err(|e| pq_err(e.to_string()))?;
        crate::rundir::write_atomic(dir, &name, &buf)
    }
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
    fn column_types_follow_the_values() {
        let mut t = Table::new("t");
        t.push(vec![("a".into(), Cell::Int(1)), ("b".into(), Cell::Int(2))]);
        t.push(vec![
            ("a".into(), Cell::Int(3)),
            ("b".into(), Cell::Float(0.5)),
        ]);
        t.push(vec![("c".into(), "x".into())]);
        let b = t.record_batch().unwrap();
        let s = b.schema();
        assert_eq!(s.field(0).data_type(), &DataType::Int64);
        assert_eq!(s.field(1).data_type(), &DataType::Float64);
        assert_eq!(s.field(2).data_type(), &DataType::Utf8);
        assert_eq!(b.num_rows(), 3);
        assert_eq!(b.column(0).null_count(), 1);
    }
}
