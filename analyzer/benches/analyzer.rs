//! Analysis throughput: records per second through `analyze_file` (decode + replay +
//! all analyses) on a synthetic trace from traceio's generator, next to `bzcat` on the
//! same file in the same run. Wall and CPU times (CPU from /proc/self/stat, so a loaded
//! machine still gives a fair ratio). `ANALYZER_BENCH_RECORDS` sets the size (default 5 M);
//! `ANALYZER_BENCH_TRACE=<run>/trace.bz2` measures a real trace instead.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

use analyzer::{analyze_file, Selection};
use traceio::synth::Synth;
use traceio::{TraceHeader, TraceWriter};

/// (own user+system, children's user+system) CPU seconds.
fn cpu() -> (f64, f64) {
    let s = std::fs::read_to_string("/proc/self/stat").expect("/proc/self/stat");
    let rest = &s[s.rfind(')').expect("stat format") + 2..];
    let f: Vec<f64> = rest.split(' ').map(|x| x.parse().unwrap_or(0.0)).collect();
    // Fields 14-17 of stat (utime, stime, cutime, cstime); `rest` starts at field 3.
    let tick = 100.0;
    ((f[11] + f[12]) / tick, (f[13] + f[14]) / tick)
}

fn class_dump(dir: &Path) {
    let mut s = String::from(
        "# class.dump 1\nmodel\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4\nprim\t5\tint\t4\n",
    );
    for t in 40..=43 {
        s += &format!("array\t{t}\tA{t}[]\t5\t4\n");
    }
    for t in 100..=129 {
        s += &format!("class\t{t}\tC{t}\t24\t0\t4\n");
        for k in 0..4 {
            s += &format!("field\t{}\t5\tf{k}\n", 8 + 4 * k);
        }
    }
    std::fs::write(dir.join("class.dump"), s).expect("class.dump");
    std::fs::write(dir.join("feature.dump"), "# feature.dump 1\n").expect("feature.dump");
}

fn main() {
    let n: usize = std::env::var("ANALYZER_BENCH_RECORDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5_000_000);
    let real = std::env::var_os("ANALYZER_BENCH_TRACE").map(std::path::PathBuf::from);
    let dir = std::env::temp_dir().join(format!("analyzer-bench-{}", std::process::id()));
    let (path, recs) = match &real {
        Some(p) => {
            println!(
                "trace: {} (class.dump, feature.dump beside it)",
                p.display()
            );
            (p.clone(), None)
        }
        None => {
            std::fs::create_dir_all(&dir).expect("temp dir");
            class_dump(&dir);
            let path = dir.join("trace.bz2");
            let recs = Synth::generate(n, 42);
            let mut w = TraceWriter::create(&path, &TraceHeader::default(), Default::default())
                .expect("create trace");
            for r in &recs {
                w.push(*r).expect("push");
            }
            let summary = w.finish().expect("finish");
            println!(
                "trace: {} records, {} blocks, {:.1} MB compressed",
                summary.records,
                summary.blocks,
                summary.bytes as f64 / 1e6
            );
            (path, Some(recs))
        }
    };

    let c0 = cpu();
    let t = Instant::now();
    let out = analyze_file(&path, &Selection::default(), false).expect("analyse");
    let ours_s = t.elapsed().as_secs_f64();
    let ours_cpu = cpu().0 - c0.0;
    if recs.is_some() {
        assert_eq!(out.records, n as u64);
    }
    let n = out.records as usize;

    let c1 = cpu();
    let t = Instant::now();
    let st = Command::new("bzcat")
        .arg(&path)
        .stdout(Stdio::null())
        .status()
        .expect("run bzcat");
    assert!(st.success());
    let bzcat_s = t.elapsed().as_secs_f64();
    let bzcat_cpu = cpu().1 - c1.1;

    // The replay and analyses alone, on records already in memory (synthetic trace only:
    // a real one may not fit in memory).
    let replay_cpu = recs.as_ref().map(|recs| {
        let classes = traceio::dump::ClassDump::open(dir.join("class.dump")).expect("class.dump");
        let mut an = analyzer::Analyzer::new(
            &classes,
            &traceio::dump::FeatureDump::default(),
            &Selection::default(),
        )
        .expect("analyzer");
        let c2 = cpu();
        for r in recs {
            an.process(r);
        }
        let tables = an.finish().expect("finish");
        assert!(!tables.is_empty());
        cpu().0 - c2.0
    });

    let m = n as f64 / 1e6;
    if let Some(replay_cpu) = replay_cpu {
        println!(
            "replay only (in memory)          CPU {replay_cpu:.2} s = {:.2} M records/CPU-s",
            m / replay_cpu.max(0.01)
        );
    }
    println!(
        "traceanalyze (lib)   wall {ours_s:.2} s = {:.2} M records/s;  CPU {ours_cpu:.2} s = {:.2} M records/CPU-s",
        m / ours_s,
        m / ours_cpu.max(0.01)
    );
    println!(
        "bzcat                wall {bzcat_s:.2} s = {:.2} M records/s;  CPU {bzcat_cpu:.2} s",
        m / bzcat_s
    );
    println!(
        "ours/bzcat           wall {:.2}x;  CPU {:.2}x   (targets: >= 5 M records/s, <= 2x bzcat)",
        ours_s / bzcat_s,
        ours_cpu / bzcat_cpu.max(0.01)
    );
    if real.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
