//! The `traceanalyze` binary: formats, selection, errors and lenient reading.

mod common;

use std::process::Command;

use common::*;
use traceio::event_id::*;
use traceio::Level;

fn run(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
    )
}

fn small_run(name: &str) -> std::path::PathBuf {
    let a = 0x4000_0000;
    let recs = vec![
        ev(1, NEW_SCALAR, [a, 40, 16, 0]),
        wr(2, a + 8, 0x3000_0000),
        rd(3, a + 8, Level::L2, Some(0x3000_0000)),
        rd(4, a + 4, Level::Memory, Some(0x2800_0000)),
        rd(5, 0x7ffb_0000, Level::L1, Some(a)),
    ];
    write_run(name, &recs, FEATURE_DUMP)
}

#[test]
fn json_and_csv_outputs() {
    let p = small_run("cli-formats");
    let (code, out, err) = run(&[
        p.to_str().unwrap(),
        "--format",
        "json",
        "--type",
        "java.lang.String",
        "--field",
        "value",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let tables = v["tables"].as_array().unwrap();
    let w = tables.iter().find(|t| t["name"] == "writes").unwrap();
    // One write at 2 followed by one read at 3.
    assert_eq!(w["rows"][0][5], 1);
    assert_eq!(w["rows"][0][6], 1);
    let (code, out, _) = run(&[p.to_str().unwrap(), "--format", "csv"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("# gc_timeline: "));
    assert!(out.contains("\n# demographics: "));
}

#[test]
fn bad_input_is_a_one_line_error() {
    let p = small_run("cli-corrupt");
    let mut bytes = std::fs::read(&p).unwrap();
    let n = bytes.len();
    for b in &mut bytes[n / 2..n / 2 + 8] {
        *b ^= 0x55;
    }
    let bad = p.with_file_name("trace.bz2");
    std::fs::write(&bad, &bytes).unwrap();
    let (code, out, err) = run(&[bad.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("traceanalyze: analysing "), "{err}");

    let missing = p.with_file_name("nope.bz2");
    let (code, _, err) = run(&[missing.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert_eq!(err.lines().count(), 1, "{err}");

    let (code, _, err) = run(&[
        small_run("cli-sel").to_str().unwrap(),
        "--type",
        "NoSuchType",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("no type named `NoSuchType`"), "{err}");
}

#[test]
fn plots_are_written() {
    let a = 0x4000_0000u32;
    let mut recs = vec![
        ev(1, NEW_SCALAR, [a, 40, 16, 0]),
        ev(2, NEW_SCALAR, [a + 16, 10, 16, 0]),
    ];
    recs.push(ev(3, GC_START, [0, 0, 1, 1]));
    recs.push(ev(4, COPY_SCALAR, [a, 0x5000_0000, 0, 0]));
    recs.push(ev(5, GC_END, [0, 0, 1, 0]));
    recs.push(ev(6, MEM_UNMAP, [a, 0x1000, 0, 0]));
    for t in 0..5000u64 {
        let lvl = if t % 7 == 0 { Level::Memory } else { Level::L1 };
        recs.push(rd(10 + t, 0x5000_0008, lvl, Some(1)));
    }
    let p = write_run("cli-plots", &recs, FEATURE_DUMP);
    let dir = p.with_file_name("plots");
    let (code, _, err) = run(&[p.to_str().unwrap(), "--plots", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    for name in ["lifetime_cdf.svg", "heap_composition.svg", "miss_rates.svg"] {
        let svg = std::fs::read_to_string(dir.join(name)).unwrap();
        assert!(
            svg.starts_with("<svg ") && svg.ends_with("</svg>\n"),
            "{name}"
        );
        assert_eq!(svg.matches('<').count(), svg.matches('>').count(), "{name}");
    }
    // Drawn by the plots crate: labelled axes with units, the collection marked.
    let comp = std::fs::read_to_string(dir.join("heap_composition.svg")).unwrap();
    let lines = |s: &str| s.lines().map(|l| l.trim().to_string()).collect::<Vec<_>>();
    let c = lines(&comp);
    for want in [
        "java.lang.String",
        "time (instructions)",
        "bytes not yet reclaimed (B)",
        "GC start",
        "GC end",
    ] {
        assert!(c.iter().any(|l| l == want), "{want}: {comp}");
    }
    let miss = std::fs::read_to_string(dir.join("miss_rates.svg")).unwrap();
    let m = lines(&miss);
    for want in [
        "L1 miss rate",
        "miss rate (misses per access)",
        "GC start",
        "GC end",
    ] {
        assert!(m.iter().any(|l| l == want), "{want}: {miss}");
    }
}

#[test]
fn lenient_reads_up_to_damage() {
    // Many blocks; damage the last data block: strict fails, lenient reports the records before.
    let a = 0x4000_0000u32;
    let mut recs = vec![ev(1, NEW_SCALAR, [a, 10, 16, 0])];
    for t in 0..400_000u64 {
        recs.push(rd(2 + t, a + 8, Level::L1, Some(7)));
    }
    let p = write_run("cli-lenient", &recs, FEATURE_DUMP);
    let r = traceio::TraceReader::open(&p).unwrap();
    assert!(r.block_count() >= 3);
    // Records per full block: the writer's default block size.
    let per_block = u64::from(r.index_entry(0).unwrap().count);
    let last = r.index_entry(r.block_count() - 1).unwrap();
    let mut bytes = std::fs::read(&p).unwrap();
    let mid = (last.offset + last.len / 2) as usize;
    for b in &mut bytes[mid..mid + 16] {
        *b ^= 0xa5;
    }
    std::fs::write(&p, &bytes).unwrap();
    let (code, _, _) = run(&[p.to_str().unwrap()]);
    assert_ne!(code, 0);
    let (code, out, err) = run(&[p.to_str().unwrap(), "--lenient", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("warning") && err.contains("damaged"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let at = v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "attribution")
        .unwrap();
    let n = at["rows"][0][1].as_u64().unwrap();
    // The accesses of the whole blocks before the damaged one (the first block's first
    // record is the NEW event).
    assert!(
        n > 0 && n < 400_000 && n % per_block == per_block - 1,
        "{n}"
    );
}

#[test]
fn object_level_trace() {
    // Heap accesses only: String object 2 (object 1 is the boot Point at 0x30000000, which
    // the `value` word refers to); its TIB word is header word 1; the stack read is left out.
    let p = small_run("cli-objects");
    let objs = p.with_file_name("objects.bz2");
    let (code, _, err) = run(&[p.to_str().unwrap(), "--objects", objs.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let mut text = String::new();
    use std::io::Read as _;
    bzip2::read::BzDecoder::new(std::fs::File::open(&objs).unwrap())
        .read_to_string(&mut text)
        .unwrap();
    assert_eq!(
        text,
        "# objects 2\ntime\trw\tlevel\ttlb\tcopied\tgc\tobject\ttype\tpart\tref_object\tref_type\n\
         2\tW\tL1\t0\t0\t0\t2\t40\tf0\t1\t10\n\
         3\tR\tL2\t0\t0\t0\t2\t40\tf0\t1\t10\n\
         4\tR\tMEM\t0\t0\t0\t2\t40\th1\t-\t-\n"
    );
}

#[test]
fn eventlog_input_and_its_errors() {
    // Two events: NEW_SCALAR of a Point, then a GC_START with kind 1 (6 words each).
    let d = run_dir("cli-eventlog");
    std::fs::write(d.join("class.dump"), CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), "# feature.dump 1\n").unwrap();
    let words: [u32; 12] = [1, 0x4000_0000, 10, 0, 16, 0, 3, 0, 0, 0, 1, 1];
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_be_bytes()).collect();
    let log = d.join("ev.log");
    std::fs::write(&log, &bytes).unwrap();
    let (code, out, err) = run(&[log.to_str().unwrap(), "--eventlog", "--format", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\ntotal,1,16\n"), "{out}");
    assert!(out.contains("\n1,minor,2,"), "{out}");
    // Cut short: a clear one-line error naming the file.
    std::fs::write(&log, &bytes[..30]).unwrap();
    let (code, out, err) = run(&[log.to_str().unwrap(), "--eventlog"]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("ev.log: 30 bytes is not a whole number of 24-byte events"),
        "{err}"
    );
}

#[test]
fn window_option_forms() {
    let a = 0x4000_0000;
    let recs = vec![
        ev(1, NEW_SCALAR, [a, 40, 16, 0]),
        ev(2, TRACE_ON, [0; 4]),
        rd(3, a + 8, Level::L1, None),
        ev(4, TRACE_OFF, [0; 4]),
        ev(5, TRACE_ON, [0; 4]),
        rd(6, a + 8, Level::L1, None),
        rd(7, a + 12, Level::L1, None),
        ev(8, TRACE_OFF, [0; 4]),
    ];
    let p = write_run("cli-window", &recs, FEATURE_DUMP);
    let p = p.to_str().unwrap();
    let accesses = |args: &[&str]| {
        let (code, out, err) = run(args);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let t = v["tables"].as_array().unwrap();
        let at = t.iter().find(|t| t["name"] == "attribution").unwrap();
        at["rows"][0][1].as_u64().unwrap()
    };
    // `--window` before the trace takes no value: the first window (one access).
    assert_eq!(accesses(&["--window", p, "--format", "json"]), 1);
    assert_eq!(accesses(&[p, "--window=2", "--format", "json"]), 2);
    assert_eq!(accesses(&[p, "--format", "json"]), 3);
    let (code, _, err) = run(&[p, "--window=3"]);
    assert_ne!(code, 0);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("--window 3: the trace has 2 measured windows"),
        "{err}"
    );
    let (code, _, err) = run(&[p, "--window=0"]);
    assert_ne!(code, 0);
    assert!(err.contains("--window"), "{err}");
}

/// The conventions shared with simrun, tracedump and cachesim: usage errors 2, a failed
/// analysis 1, --version and --help 0; -q leaves stderr to errors.
#[test]
fn exit_statuses_version_and_quiet() {
    let (code, out, _) = run(&["--version"]);
    assert_eq!(code, 0);
    // The version and the commit built from (as every binary of the workspace).
    assert!(
        out.starts_with(&format!(
            "traceanalyze {} (commit ",
            env!("CARGO_PKG_VERSION")
        )) && out.ends_with(")\n"),
        "{out}"
    );
    assert_eq!(run(&["--help"]).0, 0);
    assert_eq!(run(&[]).0, 2, "missing TRACE");
    assert_eq!(run(&["--bogus", "t.bz2"]).0, 2);
    assert_eq!(run(&["--format", "xml", "t.bz2"]).0, 2);
    assert_eq!(run(&["--window=0", "t.bz2"]).0, 2);
    assert_eq!(run(&["/nonexistent/trace.bz2"]).0, 1);
    let p = small_run("cli-quiet");
    let plots = p.with_file_name("plots-quiet");
    let (code, out, err) = run(&[p.to_str().unwrap(), "--plots", plots.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("wrote"), "without -q: {err}");
    let (code, out_q, err) = run(&[
        p.to_str().unwrap(),
        "-q",
        "--plots",
        plots.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "", "-q");
    assert_eq!(out_q, out, "-q changes stderr only");
}
