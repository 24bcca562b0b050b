//! The example study run locally (merged tables checked against the run directories,
//! the Parquet files read back with pyarrow, the report drawn) and through a real
//! single-node Slurm started by `tests/slurm/start.sh` (merged to the same tables, host
//! measurements aside).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

mod common;
use common::{example, run_dirs, simstudy_in, table};

/// The example study run locally once per test process: (temporary directory, out).
fn local() -> &'static Path {
    static DIR: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    &DIR.get_or_init(|| {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("local");
        let ex = example();
        let o = simstudy_in(
            tmp.path(),
            &[
                "run",
                ex.to_str().unwrap(),
                "--jobs",
                "2",
                "--out",
                out.to_str().unwrap(),
            ],
            &[],
        );
        assert!(o.status.success(), "the example study runs");
        let o = simstudy_in(
            tmp.path(),
            &[
                "merge",
                ex.to_str().unwrap(),
                "--out",
                out.to_str().unwrap(),
            ],
            &[],
        );
        assert!(o.status.success());
        (tmp, out)
    })
    .1
}

fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn local_run_merges_every_run_and_statistic() {
    let out = local();
    let dirs = run_dirs(out);
    assert_eq!(dirs.len(), 12);
    let (_, runs) = table(&out.join("merged/runs.csv"));
    assert_eq!(runs.len(), 12);
    assert!(
        runs.iter()
            .all(|r| r["status"] == "ok" && r["exit_status"] == "0"),
        "{runs:?}"
    );
    let (_, stats) = table(&out.join("merged/statistics.csv"));
    let (_, intervals) = table(&out.join("merged/intervals.csv"));
    let (_, windows) = table(&out.join("merged/windows.csv"));
    let (_, gcs) = table(&out.join("merged/analysis-main-gc_timeline.csv"));
    let (_, mmu) = table(&out.join("merged/analysis-main-mmu.csv"));
    let mut n_intervals = 0;
    let mut n_windows = 0;
    // minheaps.json: each benchmark's and collector's minimum heap, found by bisection.
    let minheaps: std::collections::BTreeMap<(String, String), u64> =
        json(&out.join("minheaps.json"))
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                let s = |k: &str| r[k].as_str().unwrap().to_string();
                (
                    (s("benchmark"), s("collector")),
                    r["min_heap_kib"].as_u64().unwrap(),
                )
            })
            .collect();
    assert_eq!(minheaps.len(), 2 * 3, "{minheaps:?}");
    let mut collections_at = std::collections::BTreeMap::new();
    for d in &dirs {
        let run = json(&d.join("run.json"));
        let id = json(&d.join("study-run.json"))["id"]
            .as_str()
            .unwrap()
            .to_string();
        let row = runs
            .iter()
            .find(|r| r["run_id"] == id)
            .expect("the run's row");
        let cfg = &run["config"];
        assert_eq!(row["benchmark"], cfg["benchmark"].as_str().unwrap());
        assert_eq!(row["collector"], cfg["vm"]["collector"].as_str().unwrap());
        assert_eq!(row["heap"], cfg["vm"]["heap"].as_str().unwrap());
        assert_eq!(row["insns"], run["outcome"]["insns"].to_string());
        // Provenance: the simrun that made the run, where and when it ran.
        assert_eq!(
            row["simrun_version"],
            run["simrun"]["version"].as_str().unwrap()
        );
        assert_eq!(
            row["simrun_commit"],
            run["simrun"]["commit"].as_str().unwrap()
        );
        assert!(!row["host_name"].is_empty());
        assert!(
            row["host_started"].ends_with('Z') && row["host_started"] < row["host_ended"],
            "{row:?}"
        );
        // Every statistic of stats.json, at full precision, once.
        let sj = json(&d.join("stats.json"));
        let mine: Vec<_> = stats.iter().filter(|r| r["run_id"] == id).collect();
        assert_eq!(mine.len(), sj.as_object().unwrap().len());
        for (k, v) in sj.as_object().unwrap() {
            let r = mine
                .iter()
                .find(|r| &r["name"] == k)
                .expect("statistic merged");
            assert_eq!(
                r["value"].parse::<f64>().unwrap(),
                v.as_f64().unwrap(),
                "{k}"
            );
        }
        n_intervals += std::fs::read_to_string(d.join("intervals.csv"))
            .unwrap()
            .lines()
            .count()
            - 1;
        n_windows += std::fs::read_to_string(d.join("windows.csv"))
            .unwrap()
            .lines()
            .count()
            - 1;
        // GC timeline rows = collections (traceanalyze --tables: no total row), each with
        // its start and end in instructions.
        let mine: Vec<_> = gcs.iter().filter(|r| r["run_id"] == id).collect();
        let n = mine.len();
        assert!(
            mine.iter().all(|r| r["start_insns"].parse::<u64>().is_ok()
                && r["end_insns"].parse::<u64>().unwrap()
                    > r["start_insns"].parse::<u64>().unwrap()),
            "{mine:?}"
        );
        let collections = sj["sim_num_gcs"].as_u64().unwrap() as usize;
        assert_eq!(n, collections, "{id}");
        // The heap is its multiple of this benchmark's and collector's minimum heap (the
        // study's minheaps.json), rounded up to a KiB.
        let m: f64 = row["heap_multiple"].parse().unwrap();
        let min: u64 = row["min_heap_bytes"].parse().unwrap();
        assert!(m == 1.5 || m == 3.0, "{row:?}");
        let key = (row["benchmark"].clone(), row["collector"].clone());
        assert_eq!(min / 1024, minheaps[&key], "{id}");
        let kib = (m * (min / 1024) as f64).ceil() as u64;
        assert_eq!(row["heap"], format!("{kib}k"), "{id}");
        assert_eq!(row["heap_bytes"], (kib * 1024).to_string(), "{id}");
        collections_at.insert((key, format!("{m}")), collections);
        // Each collection's pause in cycles: together the run's GC time.
        let paused: u64 = mine
            .iter()
            .map(|r| r["duration_cycles"].parse::<u64>().unwrap())
            .sum();
        assert_eq!(paused, sj["sim_cycle.gc"].as_u64().unwrap(), "{id}");
        // The MMU curve, up to the whole run, whose utilisation is the mutator's share.
        let curve: Vec<_> = mmu.iter().filter(|r| r["run_id"] == id).collect();
        assert_eq!(curve.is_empty(), collections == 0, "{id}");
        if let Some(last) = curve.last() {
            assert_eq!(last["window_cycles"], sj["sim_cycle"].to_string());
            let share =
                sj["sim_cycle.mutator"].as_f64().unwrap() / sj["sim_cycle"].as_f64().unwrap();
            assert_eq!(
                last["mmu_cycles_share"].parse::<f64>().unwrap(),
                share,
                "{id}"
            );
        }
        // Every analyzer table asked for is its own file in the run directory.
        for t in [
            "gc_timeline",
            "dead_copied",
            "survival_by_kind",
            "heap_composition",
            "lifetimes",
            "mmu",
        ] {
            for ext in ["csv", "parquet"] {
                assert!(
                    d.join(format!("analysis-main/{t}.{ext}")).is_file(),
                    "{id}: {t}.{ext}"
                );
            }
        }
    }
    assert_eq!(intervals.len(), n_intervals);
    // windows.csv: the benchmark's one measured window per run, every statistic.
    assert_eq!(windows.len(), n_windows);
    let insn_rows = windows
        .iter()
        .filter(|r| r["name"] == "sim_num_insn")
        .count();
    assert_eq!(insn_rows, 12, "one window per run");
    assert!(windows
        .iter()
        .all(|r| r["window"] == "1" && r["marker"].starts_with("benchmark ")));
    // A larger heap collects no more often; at 1.5x of its minimum jess collects under
    // every plan (the report's GC time against heap multiple has points to draw).
    for ((key, multiple), &n) in &collections_at {
        if multiple == "1.5" {
            let larger = collections_at[&(key.clone(), "3".to_string())];
            assert!(n >= larger, "{key:?}: {collections_at:?}");
            assert!(
                key.0 != "jess" || n > 0,
                "{key:?} collects at 1.5x: {collections_at:?}"
            );
        }
    }
    assert!(intervals
        .iter()
        .all(|r| !r["gc_phase"].is_empty() && !r["dl1_misses"].is_empty()));
}

#[test]
fn a_done_study_runs_nothing_again() {
    let out = local();
    let before: Vec<Vec<u8>> = run_dirs(out)
        .iter()
        .map(|d| std::fs::read(d.join("run.json")).unwrap())
        .collect();
    let ex = example();
    let o = simstudy_in(
        out,
        &["run", ex.to_str().unwrap(), "--out", out.to_str().unwrap()],
        &[],
    );
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("12 done (0 now, 12 before)"));
    let after: Vec<Vec<u8>> = run_dirs(out)
        .iter()
        .map(|d| std::fs::read(d.join("run.json")).unwrap())
        .collect();
    assert_eq!(before, after, "no run.json rewritten");
}

#[test]
fn merged_parquet_loads_with_pyarrow() {
    let out = local();
    let merged = out.join("merged");
    let script = r#"
import json, sys, pyarrow.parquet as pq, pyarrow.compute as pc
d = sys.argv[1]
res = {}
for n in ["runs", "statistics", "intervals", "windows", "analysis-main-gc_timeline", "analysis-main-dead_copied", "analysis-main-lifetimes"]:
    t = pq.read_table(f"{d}/{n}.parquet")
    res[n] = {"rows": t.num_rows, "columns": t.schema.names,
              "types": {f.name: str(f.type) for f in t.schema}}
r = pq.read_table(f"{d}/runs.parquet")
res["message_nulls"] = r["message"].null_count
s = pq.read_table(f"{d}/statistics.parquet")
insn = pc.filter(s, pc.equal(s["name"], "sim_num_insn"))
res["insns"] = pc.sum(insn["value"]).as_py()
print(json.dumps(res))
"#;
    let o = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(&merged)
        .output()
        .expect("python3");
    assert!(
        o.status.success(),
        "pyarrow must be installed (tools/setup.sh installs it): {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let res: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    for name in [
        "runs",
        "statistics",
        "intervals",
        "windows",
        "analysis-main-gc_timeline",
        "analysis-main-dead_copied",
        "analysis-main-lifetimes",
    ] {
        let (head, rows) = table(&merged.join(format!("{name}.csv")));
        assert_eq!(
            res[name]["rows"].as_u64().unwrap() as usize,
            rows.len(),
            "{name}"
        );
        let cols: Vec<String> = serde_json::from_value(res[name]["columns"].clone()).unwrap();
        assert_eq!(cols, head, "{name}");
    }
    // runs.message is null where there is no message (every run of the example is ok).
    assert_eq!(res["message_nulls"], 12);
    let r = &res["runs"]["types"];
    assert_eq!(r["message"], "string");
    assert_eq!(r["simrun_commit"], "string");
    assert_eq!(r["exit_status"], "int64");
    let t = &res["statistics"]["types"];
    assert_eq!(t["value"], "double");
    assert_eq!(t["heap_bytes"], "int64");
    assert_eq!(t["name"], "string");
    assert_eq!(res["intervals"]["types"]["insns"], "int64");
    let w = &res["windows"]["types"];
    assert_eq!(
        (&w["window"], &w["marker"], &w["value"]),
        (&"int64".into(), &"string".into(), &"double".into())
    );
    // Analyzer columns keep the analyzer's types: keys with units, full precision.
    let g = &res["analysis-main-gc_timeline"]["types"];
    assert_eq!(g["start_insns"], "int64");
    assert_eq!(g["start_percent_of_trace"], "double");
    assert_eq!(g["kind"], "string");
    let d = &res["analysis-main-dead_copied"]["types"];
    assert_eq!(d["survival_rate_bytes"], "double");
    assert_eq!(d["copied_bytes"], "int64");
    // Each bucket bound names its unit: no column mixes instructions and bytes.
    let l = &res["analysis-main-lifetimes"]["types"];
    for c in [
        "bucket_lo_insns",
        "bucket_hi_insns",
        "bucket_lo_bytes",
        "bucket_hi_bytes",
    ] {
        assert_eq!(l[c], "int64", "{c}");
    }
    assert!(l.get("bucket_lo").is_none());
    let (_, runs) = table(&merged.join("runs.csv"));
    let insns: u64 = runs
        .iter()
        .map(|r| r["insns"].parse::<u64>().unwrap())
        .sum();
    assert_eq!(res["insns"].as_f64().unwrap(), insns as f64);
}

#[test]
fn the_report_is_one_html_file_with_the_plots() {
    let out = local();
    let ex = example();
    let svg = out.join("svg");
    let o = simstudy_in(
        out,
        &[
            "report",
            ex.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--svg-dir",
            svg.to_str().unwrap(),
        ],
        &[],
    );
    assert!(o.status.success());
    let html = std::fs::read_to_string(out.join("report.html")).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(
        !html.contains("src=") && !html.contains("href="),
        "self-contained"
    );
    // Per benchmark: collections, bytes copied, GC time, total time, the mutator's dl1 and
    // ul2 miss rates, pause times, MMU, survival; per benchmark and collector at its
    // smallest heap: miss rate over time, and heap composition when that run collected.
    let (_, runs) = table(&out.join("merged/runs.csv"));
    let (_, stats) = table(&out.join("merged/statistics.csv"));
    let collected = runs
        .iter()
        .filter(|r| r["heap_multiple"].parse::<f64>().unwrap() == 1.5)
        .filter(|r| {
            stats
                .iter()
                .find(|s| s["run_id"] == r["run_id"] && s["name"] == "sim_num_gcs")
                .is_some_and(|s| s["value"].parse::<f64>().unwrap() > 0.0)
        })
        .count();
    assert!(collected >= 3, "jess collects at 1.5x under every plan");
    let charts = 2 * 9 + collected + 6;
    assert_eq!(html.matches("<svg").count(), charts);
    assert_eq!(
        html.matches(": heap composition at each GC").count(),
        collected
    );
    for want in [
        "jess: collections",
        "db: bytes copied",
        "jess: cycles in collections",
        "db: cycles of the run",
        "jess: ul2 miss rate of the mutator",
        "db: pause times",
        "jess: minimum mutator utilisation",
        "window (cycles, log scale)",
        "<th>max pause (cycles)</th><th>p50</th><th>p95</th>",
        "dl1 miss rate over time",
        "survival of dead objects",
        "heap composition",
        "GC start",
        "GC end",
        "heap size (multiple of the minimum heap)",
        "12 runs: 12 ok",
    ] {
        assert!(html.contains(want), "{want}");
    }
    // The provenance block: the study file and its SHA-256 (as sha256sum computes it), the
    // simrun of the runs (run.json's version and commit), the host, the runs' dates.
    let sum = Command::new("sha256sum").arg(&ex).output().unwrap();
    let sum = String::from_utf8_lossy(&sum.stdout);
    let sum = sum.split_whitespace().next().unwrap();
    let run = json(&run_dirs(out)[0].join("run.json"));
    let simrun = format!(
        "{} (commit {}): 12 runs",
        run["simrun"]["version"].as_str().unwrap(),
        run["simrun"]["commit"].as_str().unwrap()
    );
    let first = runs
        .iter()
        .map(|r| r["host_started"].clone())
        .min()
        .unwrap();
    let last = runs.iter().map(|r| r["host_ended"].clone()).max().unwrap();
    for (what, value) in [
        ("study file", ex.display().to_string()),
        ("study file SHA-256", sum.to_string()),
        ("simrun", simrun),
        ("hosts", runs[0]["host_name"].clone()),
        ("runs started", first),
        ("runs ended", last),
    ] {
        assert!(
            html.contains(&format!("<tr><th>{what}</th><td>{value}</td></tr>")),
            "{what}: {value}"
        );
    }
    assert!(html.contains(&format!("simstudy {}", env!("CARGO_PKG_VERSION"))));
    assert!(
        !html.contains("needs the analyzer"),
        "every plot has its table"
    );
    assert_eq!(std::fs::read_dir(&svg).unwrap().count(), charts);
    screenshot_in_a_real_browser(out);
}

/// The picture the README shows, taken as `docs/results/screenshot.sh` takes it: a real
/// headless Chromium loads the report and saves its first screenful. A blank page taken the
/// same way is the reference: the report's picture (text, tables, plots) must be a PNG of
/// the asked size and compress several times worse than white.
fn screenshot_in_a_real_browser(out: &Path) {
    let script = common::repo().join("docs/results/screenshot.sh");
    let browser = ["chromium-headless-shell", "chromium"].iter().any(|b| {
        Command::new("sh")
            .args(["-c", &format!("command -v {b}")])
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if !browser {
        e2e::skip(
            "no headless Chromium for the report's screenshot",
            "tools/setup.sh installs chromium-headless-shell",
        );
        return;
    }
    let blank = out.join("blank.html");
    std::fs::write(&blank, "<!DOCTYPE html><html><body></body></html>").unwrap();
    let shot = |html: &Path, png: &Path| {
        let o = Command::new(&script)
            .arg(html)
            .arg(png)
            .env("SCREENSHOT_SIZE", "1200,1500")
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "screenshot.sh: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        std::fs::read(png).unwrap()
    };
    let white = shot(&blank, &out.join("blank.png"));
    let report = shot(&out.join("report.html"), &out.join("report.png"));
    for png in [&white, &report] {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
        // IHDR: width and height, big-endian, at bytes 16..24.
        assert_eq!(&png[16..24], &[0, 0, 4, 176, 0, 0, 5, 220], "1200 x 1500");
    }
    assert!(
        report.len() > 5 * white.len(),
        "the report's picture ({} bytes) is not much more than a blank page's ({})",
        report.len(),
        white.len()
    );
}

/// Seconds since the Unix epoch.
fn unix_now() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
}

/// Stops the Slurm daemons when dropped.
struct Cluster(PathBuf);
impl Drop for Cluster {
    fn drop(&mut self) {
        let stop = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/slurm/stop.sh");
        let _ = Command::new(stop).arg(&self.0).status();
    }
}

/// A merged table without host measurements: rows as sorted strings.
fn comparable(path: &Path) -> Vec<String> {
    let (head, rows) = table(path);
    let keep: Vec<&String> = head.iter().filter(|c| !c.starts_with("host_")).collect();
    let mut v: Vec<String> = rows
        .iter()
        .filter(|r| {
            !matches!(
                r.get("name").map(String::as_str),
                Some("sim_elapsed_time" | "sim_inst_rate")
            )
        })
        .map(|r| {
            keep.iter()
                .map(|c| r[*c].as_str())
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    v.sort();
    v
}

#[test]
fn slurm_runs_the_same_study_to_the_same_tables() {
    if Command::new("sbatch").arg("--version").output().is_err() {
        e2e::skip(
            "Slurm is not installed",
            "tools/setup.sh installs slurmctld, slurmd, slurm-client and munge",
        );
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let state = tmp.path().join("slurm");
    let start = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/slurm/start.sh");
    let o = Command::new(&start).arg(&state).output().unwrap();
    let _cluster = Cluster(state.clone());
    assert!(
        o.status.success(),
        "start.sh: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let conf = state.join("slurm.conf");
    let env = [("SLURM_CONF", conf.to_str().unwrap())];
    let ex = example();
    let out = tmp.path().join("slurm-out");
    let o = simstudy_in(
        tmp.path(),
        &[
            "run",
            ex.to_str().unwrap(),
            "--slurm",
            "--out",
            out.to_str().unwrap(),
        ],
        &env,
    );
    let returned = unix_now();
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("12 done (12 now, 0 before)"));
    // One array task per run, each log saying what it ran and how it ended.
    let logs: Vec<String> = std::fs::read_dir(out.join("slurm"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("task-")
        })
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    assert_eq!(logs.len(), 12);
    let simrun = e2e::simrun().display().to_string();
    let mut last_end: f64 = 0.0;
    let mut dirs_seen = Vec::new();
    for log in &logs {
        let dir = log
            .lines()
            .next()
            .and_then(|l| l.split(": runs/").nth(1))
            .unwrap_or_else(|| panic!("the run's directory first: {log}"));
        dirs_seen.push(dir.to_string());
        let cmd = log
            .lines()
            .find(|l| l.starts_with("simrun: "))
            .unwrap_or_else(|| panic!("simrun's command line: {log}"));
        assert!(
            cmd.starts_with(&format!("simrun: {simrun} -q --force --out "))
                && cmd.contains(dir)
                && cmd.contains("--mode trace"),
            "{cmd}"
        );
        assert!(log.contains("\nsimrun: exit status 0, wall time "), "{log}");
        assert!(
            log.contains("\ntraceanalyze (main): exit status 0, wall time "),
            "{log}"
        );
        let end = log.lines().last().unwrap();
        assert!(
            end.starts_with("ended: ok; exit status 0, wall time "),
            "{end}"
        );
        let unix: f64 = end
            .rsplit("(unix ")
            .next()
            .and_then(|t| t.strip_suffix(')'))
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("{end}"));
        last_end = last_end.max(unix);
    }
    dirs_seen.sort();
    dirs_seen.dedup();
    assert_eq!(dirs_seen.len(), 12, "one task per run");
    // simstudy returns within 5 s of the last task's end (sbatch --wait took up to 30 s).
    let late = returned - last_end;
    eprintln!("simstudy returned {late:.2} s after the last task ended");
    assert!(
        (0.0..5.0).contains(&late),
        "returned {late:.2} s after the last task"
    );
    // Resume through Slurm: nothing to submit.
    let o = simstudy_in(
        tmp.path(),
        &[
            "run",
            ex.to_str().unwrap(),
            "--slurm",
            "--out",
            out.to_str().unwrap(),
        ],
        &env,
    );
    assert!(
        o.status.success() && String::from_utf8_lossy(&o.stderr).contains("(0 now, 12 before)")
    );
    let o = simstudy_in(
        tmp.path(),
        &[
            "merge",
            ex.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        &[],
    );
    assert!(o.status.success());
    let local = local().join("merged");
    let mut n = 0;
    for e in std::fs::read_dir(&local).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().to_string();
        if !name.ends_with(".csv") {
            continue;
        }
        let (a, b) = (
            comparable(&local.join(&name)),
            comparable(&out.join("merged").join(&name)),
        );
        assert!(!a.is_empty(), "{name}");
        assert_eq!(
            a, b,
            "{name}: the same rows and values locally and through Slurm"
        );
        n += 1;
    }
    assert_eq!(
        n,
        4 + 6,
        "runs, statistics, intervals, windows and six analyzer tables"
    );
}
