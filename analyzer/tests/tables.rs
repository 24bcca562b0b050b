//! `traceanalyze --tables DIR`: one CSV and one Parquet file per table, with the same rows
//! as the JSON output (every row: no truncation; no summary rows; numbers at full
//! precision), columns named by their keys and typed by their kinds (an integer column is
//! Int64 even when the table is empty), read back by the tables crate and by pyarrow.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{ev, write_run};
use serde_json::Value;
use tables::{Cell, ColumnType};
use traceio::event_id::NEW_SCALAR;

/// The appel event log of jess -s0 (tests/data/jess-s0-256k): collections, many types
/// and allocation sites.
fn appel_run() -> PathBuf {
    let d = common::run_dir("tables-appel");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/jess-s0-256k");
    std::fs::copy(src.join("class-dump.txt"), d.join("class.dump")).unwrap();
    std::fs::copy(src.join("appel/feature-dump.txt"), d.join("feature.dump")).unwrap();
    std::fs::copy(src.join("appel/ev.log.bz2"), d.join("ev.log.bz2")).unwrap();
    d.join("ev.log.bz2")
}

/// Runs traceanalyze with `args` and `--format json --tables DIR`; the JSON tables.
fn analyse(input: &Path, args: &[&str], dir: &Path) -> Vec<Value> {
    let o = Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .arg(input)
        .args(args)
        .args(["--format", "json", "--tables"])
        .arg(dir)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    v["tables"].as_array().unwrap().clone()
}

/// The keyed columns of a JSON table: (index, key, kind).
fn keyed(t: &Value) -> Vec<(usize, String, String)> {
    let kinds = t["kinds"].as_array().unwrap();
    (t["keys"].as_array().unwrap().iter().enumerate())
        .filter_map(|(i, k)| Some((i, k.as_str()?.to_string(), kinds[i].as_str()?.to_string())))
        .collect()
}

fn column_type(kind: &str) -> ColumnType {
    match kind {
        "int" => ColumnType::Int64,
        "float" => ColumnType::Float64,
        "bool" => ColumnType::Boolean,
        "text" => ColumnType::Utf8,
        k => panic!("kind {k}"),
    }
}

/// The JSON cell as the files hold it.
fn cell(v: &Value, kind: &str) -> Cell {
    match (v, kind) {
        (Value::Null, _) => Cell::Null,
        (v, "int") => Cell::Int(v.as_i64().unwrap()),
        (v, "float") => Cell::Float(v.as_f64().unwrap()),
        (Value::Bool(b), "bool") => Cell::Bool(*b),
        (Value::String(s), "text") => Cell::Str(s.clone()),
        (v, k) => panic!("{v} in a {k} column"),
    }
}

/// Every table of the JSON output is in the files (a note is not), with the same rows,
/// in CSV and in Parquet; returns the names of the tables written.
fn check_files(tables: &[Value], dir: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for t in tables {
        let name = t["name"].as_str().unwrap();
        let (csv, pq) = (
            dir.join(format!("{name}.csv")),
            dir.join(format!("{name}.parquet")),
        );
        if t["note"] == true {
            assert!(!csv.exists() && !pq.exists(), "{name}: a note is no data");
            continue;
        }
        names.push(name.to_string());
        let cols = keyed(t);
        let keys: Vec<&str> = cols.iter().map(|c| c.1.as_str()).collect();
        for k in &keys {
            assert!(
                !k.is_empty()
                    && k.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
                "{name}: key {k:?} is not snake_case"
            );
        }
        let want: Vec<Vec<Cell>> = t["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| cols.iter().map(|(i, _, k)| cell(&r[*i], k)).collect())
            .collect();

        // CSV: the keys as header, every row, numbers that read back exactly.
        let mut rd = csv::Reader::from_path(&csv).unwrap();
        let head: Vec<String> = rd.headers().unwrap().iter().map(str::to_string).collect();
        assert_eq!(head, keys, "{name}");
        let got: Vec<Vec<Cell>> = rd
            .records()
            .map(|r| {
                let r = r.unwrap();
                cols.iter()
                    .zip(r.iter())
                    .map(|((_, _, k), s)| match (s, k.as_str()) {
                        ("", _) => Cell::Null,
                        (s, "int") => Cell::Int(s.parse().unwrap()),
                        (s, "float") => Cell::Float(s.parse().unwrap()),
                        (s, "bool") => Cell::Bool(s.parse().unwrap()),
                        (s, _) => Cell::Str(s.to_string()),
                    })
                    .collect()
            })
            .collect();
        // An empty text cell reads as null: compare text cells through their text.
        let norm = |rows: &[Vec<Cell>]| -> Vec<Vec<String>> {
            rows.iter()
                .map(|r| r.iter().map(Cell::text).collect())
                .collect()
        };
        assert_eq!(norm(&got), norm(&want), "{name}: CSV rows");
        for (g, w) in got.iter().flatten().zip(want.iter().flatten()) {
            if let (Cell::Float(g), Cell::Float(w)) = (g, w) {
                assert_eq!(g.to_bits(), w.to_bits(), "{name}: full precision");
            }
        }

        // Parquet: typed columns, the same cells.
        let p = tables::Table::read_parquet(&pq).unwrap();
        assert_eq!(p.columns, keys, "{name}");
        for (i, (_, key, kind)) in cols.iter().enumerate() {
            assert_eq!(p.declared(i), Some(column_type(kind)), "{name}.{key}");
        }
        assert_eq!(p.rows, want, "{name}: Parquet rows");
    }
    names
}

#[test]
fn every_table_file_has_the_rows_of_the_json_output() {
    let input = appel_run();
    let dir = input.with_file_name("tables");
    let tables = analyse(&input, &["--eventlog"], &dir);
    let names = check_files(&tables, &dir);
    // Nothing else in the directory.
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut want: Vec<String> = names
        .iter()
        .flat_map(|n| [format!("{n}.csv"), format!("{n}.parquet")])
        .collect();
    want.sort();
    assert_eq!(files, want);

    let t = |name: &str| tables.iter().find(|t| t["name"] == name).unwrap();
    let rows = |name: &str| t(name)["rows"].as_array().unwrap().len();
    // No truncation: the text shows the top 25 sites, the files all of them; the text
    // shows 5 types per collection in the heap composition, the files every type.
    assert!(
        rows("alloc_sites_by_bytes") > 25,
        "{}",
        rows("alloc_sites_by_bytes")
    );
    let gcs = rows("gc_timeline");
    assert!(gcs >= 2, "{gcs} collections");
    assert!(rows("heap_composition") > 5 * (gcs + 1));
    // No summary rows: the totals are their own table, a sum of the rows.
    let dc = t("dead_copied");
    assert!(!dc["summary"].as_array().unwrap().is_empty());
    let copied = dc["keys"]
        .as_array()
        .unwrap()
        .iter()
        .position(|k| k == "copied_bytes")
        .unwrap();
    let sum: u64 = dc["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r[copied].as_u64().unwrap())
        .sum();
    let totals = tables::Table::read_parquet(&dir.join("gc_totals.parquet")).unwrap();
    assert_eq!(totals.rows.len(), 1);
    assert_eq!(
        totals.get(&totals.rows[0], "copied_bytes"),
        &Cell::Int(sum as i64)
    );
    assert_eq!(
        totals.get(&totals.rows[0], "collections"),
        &Cell::Int(gcs as i64)
    );
    let csv = std::fs::read_to_string(dir.join("dead_copied.csv")).unwrap();
    assert!(!csv.contains("total") && !csv.contains("gc "), "{csv}");
    // Log2 buckets as numeric bounds, each with its unit: instructions for the counts in
    // instructions, bytes for the count in bytes allocated (no column mixes the two).
    let lt = tables::Table::read_parquet(&dir.join("lifetimes.parquet")).unwrap();
    assert!(!lt.rows.is_empty());
    assert_eq!(
        &lt.columns[1..],
        [
            "bucket_lo_insns",
            "bucket_hi_insns",
            "bucket_lo_bytes",
            "bucket_hi_bytes",
            "objects_by_death_insns",
            "objects_by_last_use_insns",
            "objects_by_death_bytes_allocated"
        ]
    );
    for r in &lt.rows {
        for unit in ["insns", "bytes"] {
            let (Cell::Int(lo), Cell::Int(hi)) = (
                lt.get(r, &format!("bucket_lo_{unit}")),
                lt.get(r, &format!("bucket_hi_{unit}")),
            ) else {
                panic!("bucket bounds {r:?}");
            };
            assert!(*lo == 0 && *hi == 0 || (hi + 1) == 2 * lo, "{lo}..{hi}");
        }
    }

    // pyarrow reads every file, with the same rows and types.
    let script = r#"
import json, sys, pyarrow.parquet as pq
d = sys.argv[1]
res = {}
for n in sys.argv[2:]:
    t = pq.read_table(f"{d}/{n}.parquet")
    res[n] = {"rows": t.num_rows, "types": [str(f.type) for f in t.schema]}
print(json.dumps(res))
"#;
    let o = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(&dir)
        .args(&names)
        .output()
        .expect("python3");
    assert!(
        o.status.success(),
        "pyarrow must be installed (tools/setup.sh installs it): {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let res: Value = serde_json::from_slice(&o.stdout).unwrap();
    for n in &names {
        let tj = t(n);
        assert_eq!(res[n]["rows"], rows(n), "{n}");
        let types: Vec<&str> = keyed(tj)
            .iter()
            .map(|(_, _, k)| match k.as_str() {
                "int" => "int64",
                "float" => "double",
                "bool" => "bool",
                _ => "string",
            })
            .collect();
        assert_eq!(res[n]["types"], serde_json::json!(types), "{n}");
    }
}

/// A run without collections: the GC tables are empty, their columns still typed; the
/// exact_deaths note is not written, and stderr says so; --tables-format picks the files.
#[test]
fn empty_tables_keep_their_types_and_notes_stay_out() {
    let input = write_run(
        "tables-empty",
        &[ev(1, NEW_SCALAR, [0x4000_0000, 10, 16, 0])],
        "# feature.dump 1\n",
    );
    let dir = input.with_file_name("tables");
    let tables = analyse(&input, &[], &dir);
    check_files(&tables, &dir);
    let g = tables::Table::read_parquet(&dir.join("gc_timeline.parquet")).unwrap();
    assert!(g.rows.is_empty());
    assert_eq!(
        g.declared(g.columns.iter().position(|c| c == "start_insns").unwrap()),
        Some(ColumnType::Int64)
    );
    assert_eq!(
        g.declared(
            g.columns
                .iter()
                .position(|c| c == "start_percent_of_trace")
                .unwrap()
        ),
        Some(ColumnType::Float64)
    );
    assert!(!dir.join("exact_deaths.csv").exists());

    let only = input.with_file_name("csv-only");
    let o = Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .arg(&input)
        .args(["--tables-format", "csv", "--tables"])
        .arg(&only)
        .output()
        .unwrap();
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("table exact_deaths not written"), "{err}");
    assert!(only.join("gc_timeline.csv").exists() && !only.join("gc_timeline.parquet").exists());
    // --tables-format without --tables is a usage error.
    let o = Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .arg(&input)
        .args(["--tables-format", "csv"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

/// docs/analyzer.md describes every table the analyzer makes: each name of
/// [`tables::AnalyzerTable`] is there in backticks, or covered by a family written with a
/// `*` (`three_c_l1_*`).
#[test]
fn docs_analyzer_md_names_every_table() {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/analyzer.md"))
            .expect("docs/analyzer.md");
    for t in tables::AnalyzerTable::ALL {
        let name = t.name();
        let family = name.rsplit_once('_').map(|(head, _)| format!("`{head}_*`"));
        assert!(
            doc.contains(&format!("`{name}`")) || family.is_some_and(|f| doc.contains(&f)),
            "docs/analyzer.md does not name the table `{name}`"
        );
    }
}
