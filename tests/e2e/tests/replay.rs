//! Exact replay (issue 20): a trace recorded once by `simrun --mode trace`, replayed by
//! `cachesim` into five configurations in one pass, gives for every configuration the
//! statistics `simrun --mode cache` prints with the same flags, byte for byte: every
//! cache and TLB line of stats.txt (unified levels, writebacks, replacements,
//! invalidations, random replacement's seeded sequence) and the instruction, load, store
//! and dcbz counts. Three workloads: jess on a small heap (collections, dcbz zeroing),
//! with a sweep of four more dl1s, db, and mtrt (two threads: thread switches in the
//! instruction stream); and jess again under the baseline compiler (code written at run
//! time, icbi in the stream).

use e2e::run;
use std::path::Path;
use std::process::Command;

/// The five configurations: default, unified L1, tiny caches (16-byte dl1 blocks, smaller
/// than dcbz's 32 bytes), random replacement, FIFO with large lines; and a sixth with the
/// default's instruction side, which the replay then simulates once for both.
const CONFIGS: [&str; 6] = [
    "",
    "-cache:il1 dl1",
    "-cache:dl1 dl1:8:16:2:l -cache:il1 il1:8:16:1:l -cache:dl2 ul2:16:32:4:l \
     -tlb:dtlb dtlb:4:4096:2:l -tlb:itlb itlb:2:4096:2:l",
    "-cache:dl1 dl1:64:32:4:r -cache:il1 il1:64:32:4:r -tlb:dtlb dtlb:16:4096:4:r",
    "-cache:dl1 dl1:32:128:4:f -cache:il1 il1:32:128:4:f -cache:dl2 ul2:64:256:8:f",
    "-cache:dl1 dl1:64:32:2:l -cache:dl2 ul2:256:64:4:l",
];

/// The lines a replay can know: every cache and TLB line and the counts it replays.
fn comparable(stats: &str) -> String {
    stats
        .lines()
        .filter(|l| {
            !l.starts_with("sim_")
                || [
                    "sim_num_insn ",
                    "sim_num_loads ",
                    "sim_num_stores ",
                    "sim_num_dcbz ",
                ]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Replays `name`'s trace into [`CONFIGS`] and the configurations of `sweep` (none if
/// empty) and compares each with `simrun --mode cache` run with its flags.
fn check(dir: &Path, name: &str, guest_args: &[&str], sweep: &str) {
    let simrun = e2e::simrun();
    let cachesim = e2e::build_bin("cache", "cachesim");
    let trace_dir = dir.join(format!("{name}-trace"));
    run(Command::new(simrun)
        .args(["--mode", "trace", "--out"])
        .arg(&trace_dir)
        .arg("jvm")
        .args(guest_args));
    let out = dir.join(format!("{name}-replay"));
    let mut c = Command::new(&cachesim);
    for cfg in CONFIGS {
        c.arg("--config").arg(cfg);
    }
    if !sweep.is_empty() {
        c.arg("--sweep").arg(sweep);
    }
    run(c.arg("--out").arg(&out).arg(trace_dir.join("trace.bz2")));
    let configs: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("configs.json")).unwrap()).unwrap();
    let configs = configs.as_array().expect("an array of configurations");
    let swept = match sweep {
        "" => 0,
        _ => {
            sweep.split(':').nth(1).unwrap().split(',').count()
                * sweep.split(':').nth(3).unwrap().split(',').count()
        }
    };
    assert_eq!(configs.len(), CONFIGS.len() + swept);
    let mut replayed_dcbz = 0;
    let mut replayed_control = 0;
    for entry in configs {
        let cfg = entry["flags"].as_str().unwrap();
        let run_dir = dir.join(format!("{name}-cache-{}", entry["id"].as_str().unwrap()));
        run(Command::new(simrun)
            .args(["--mode", "cache", "--out"])
            .arg(&run_dir)
            .args(cfg.split_whitespace())
            .arg("jvm")
            .args(guest_args));
        let want = std::fs::read_to_string(run_dir.join("stats.txt")).unwrap();
        let id = entry["id"].as_str().unwrap();
        let got = std::fs::read_to_string(out.join(format!("stats-{id}.txt"))).unwrap();
        assert_eq!(
            comparable(&want),
            comparable(&got),
            "{name}, configuration `{cfg}`: the replay differs from simrun --mode cache"
        );
        // Not a vacuous comparison: every level and the four counts are there.
        assert!(comparable(&got).lines().count() >= 4 + 3 * 10, "{got}");
        replayed_dcbz = entry["totals"]["dcbz"].as_u64().unwrap();
        replayed_control = entry["totals"]["cache_control"].as_u64().unwrap();
    }
    if name.ends_with("baseline") {
        assert!(
            replayed_control > 0,
            "compiled code is made executable with dcbst and icbi: the replay must see them"
        );
    }
    if name == "jess" {
        assert!(
            replayed_dcbz > 0,
            "jess zeroes with dcbz: the replay must see it"
        );
    }
}

#[test]
fn replay_equals_cache_mode_for_three_benchmarks_and_five_configurations() {
    let tmp = tempfile::tempdir().unwrap();
    // Jess with a sweep too: LRU dl1s of 8 to 128 sets, direct-mapped and 4-way, whose
    // replay shares one stack simulation (cache/src/stacksim.rs) with the default's and
    // the sixth configuration's dl1s.
    check(
        tmp.path(),
        "jess",
        &["-X:h=256k", "jess", "-s0"],
        "dl1:1k,4k:32:1,4",
    );
    check(tmp.path(), "db", &["db", "-s0"], "");
    check(tmp.path(), "mtrt", &["mtrt", "-s0"], "");
    // Compiled code (issue 21): the code space written, made executable with dcbst, sync,
    // icbi and isync, and run; the replay sees the operations in the instruction stream.
    check(
        tmp.path(),
        "jess-baseline",
        &["-X:exec=baseline", "-X:h=256k", "jess", "-s0"],
        "",
    );
}

/// A version-2 trace made by hand (version-3 blocks without flow items, less their flow
/// column, in frames of version 2), as the simulator wrote before the instruction stream.
fn version2_trace(path: &Path) {
    use traceio::frame::{compress_stream, put_frame_header, FrameKind};
    let recs = traceio::synth::Synth::generate(2_000, 1);
    let mut file = Vec::new();
    let mut frame = |kind: FrameKind, body: &[u8]| {
        let mut raw = Vec::new();
        put_frame_header(&mut raw, kind, body.len());
        raw[4] = 2;
        raw.extend_from_slice(body);
        compress_stream(&raw, 9, &mut file);
    };
    let header = traceio::TraceHeader {
        format_version: 2,
        ..Default::default()
    };
    frame(FrameKind::Header, &serde_json::to_vec(&header).unwrap());
    let mut body = Vec::new();
    traceio::codec::BlockEncoder::new().encode(&recs, &mut body);
    let flow_len = u32::from_le_bytes(body[52..56].try_into().unwrap()) as usize;
    let mut v2 = body[..52].to_vec();
    v2.extend_from_slice(&body[56..body.len() - flow_len]);
    frame(FrameKind::Data, &v2);
    std::fs::write(path, file).unwrap();
}

fn fails_with(args: &[&std::ffi::OsStr], what: &str) {
    let o = Command::new(e2e::build_bin("cache", "cachesim"))
        .args(args)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{args:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(what), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn traces_that_cannot_be_replayed_are_refused_with_one_line() {
    let tmp = tempfile::tempdir().unwrap();
    let v2 = tmp.path().join("v2.bz2");
    version2_trace(&v2);
    // The reader still reads it...
    let n = traceio::TraceReader::open(&v2).unwrap().records().count();
    assert_eq!(n, 2_000);
    // ...but it has no instruction stream.
    fails_with(&[v2.as_os_str()], "version 2");
    // A version-3 trace without the end item (the run did not finish it).
    let cut = tmp.path().join("cut.bz2");
    let mut w =
        traceio::TraceWriter::create(&cut, &Default::default(), Default::default()).unwrap();
    w.push_flow(traceio::Flow::Jump {
        time: 0,
        pc: 0x1000,
    });
    for r in traceio::synth::Synth::generate(100, 2).into_iter().take(1) {
        if let traceio::Record::Access(mut a) = r {
            (a.time, a.pc) = (3, 0x100c);
            w.push_access(a).unwrap();
        }
    }
    w.finish().unwrap();
    fails_with(&[cut.as_os_str()], "no end item");
    let din = tmp.path().join("t.din");
    std::fs::write(&din, "0 1000 4\n").unwrap();
    fails_with(
        &["--sweep".as_ref(), "dl1:8k:32:1".as_ref(), din.as_os_str()],
        "need a simulator trace",
    );
}

#[test]
fn a_configuration_given_twice_is_a_usage_error() {
    let tmp = tempfile::tempdir().unwrap();
    let v2 = tmp.path().join("v2.bz2");
    version2_trace(&v2);
    let out = tmp.path().join("out");
    for args in [
        &["--sweep", "dl1:8k:32:1,2,1"][..],
        &["--config", "", "--config", "-cache:dl1 dl1:128:32:8:l"][..],
        &[
            "--sweep",
            "dl1:8k:32:1",
            "--config",
            "-cache:dl1 dl1:256:32:1:l",
        ][..],
    ] {
        let o = Command::new(e2e::build_bin("cache", "cachesim"))
            .args(args)
            .arg("--out")
            .arg(&out)
            .arg(&v2)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("are the same hierarchy"), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(!out.exists(), "{args:?} wrote {}", out.display());
    }
}
