//! simrun's exit-status conventions (those of env/timeout): 2 usage error, 125 simrun
//! failed, 126 the guest cannot be executed, the guest's own status otherwise; its other
//! command-line conventions (--version, --help, -L, QEMU_LD_PREFIX, --inherit-env, -q).

use std::path::Path;
use std::process::Command;

mod cmd;
use cmd::{conformance_bin, simrun};

#[test]
fn bad_option_is_a_usage_error_2() {
    let d = tempfile::tempdir().unwrap();
    assert_eq!(simrun(&["--no-such-option", "x"], d.path()).0, 2);
    assert_eq!(simrun(&["--max-insns", "lots", "x"], d.path()).0, 2);
    assert_eq!(simrun(&["--mode", "fastest", "x"], d.path()).0, 2);
    assert_eq!(simrun(&[], d.path()).0, 2);
}

fn simrun_env(args: &[&str], cwd: &Path, env: &[(&str, &str)]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args(args)
        .current_dir(cwd)
        .env_remove("QEMU_LD_PREFIX")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn version_and_help() {
    let d = tempfile::tempdir().unwrap();
    let (code, out, _) = simrun_env(&["--version"], d.path(), &[]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with(&format!("simrun {} (commit ", env!("CARGO_PKG_VERSION"))),
        "{out}"
    );
    let (code, out, _) = simrun_env(&["--help"], d.path(), &[]);
    assert_eq!(code, 0);
    // The bundled guest, the VM's options with every collector, every benchmark, sizes.
    for want in [
        "Bundled guests:",
        "jvm ",
        "-X:gc=PLAN",
        "-X:h=",
        "jess bintrees db compress mtrt javac jack pseudojbb",
        "-s0",
        "-s100",
        "--inherit-env",
        "QEMU_LD_PREFIX",
        "-L, --sysroot",
        "2 usage error",
    ]
    .into_iter()
    .chain(sim_core::plans::COLLECTORS)
    {
        assert!(out.contains(want), "no {want:?} in --help:\n{out}");
    }
}

/// The sysroot as qemu-ppc takes it: -L DIR, else QEMU_LD_PREFIX; -L wins.
#[test]
fn sysroot_from_dash_l_and_qemu_ld_prefix() {
    let d = tempfile::tempdir().unwrap();
    let bin = conformance_bin("int_arith.dynamic");
    let good = "/usr/powerpc-linux-gnu";
    let bad = d.path().join("no-sysroot");
    let bad = bad.to_str().unwrap();
    let (code, _, err) = simrun_env(&[&bin], d.path(), &[]);
    assert_eq!(code, 0, "the default sysroot: {err}");
    let (code, _, err) = simrun_env(&["-L", bad, &bin], d.path(), &[]);
    assert_ne!(code, 0, "-L is used: {err}");
    assert!(err.contains("no-sysroot"), "{err}");
    let (code, _, err) = simrun_env(&[&bin], d.path(), &[("QEMU_LD_PREFIX", bad)]);
    assert_ne!(code, 0, "QEMU_LD_PREFIX is used: {err}");
    assert!(err.contains("no-sysroot"), "{err}");
    let (code, _, err) = simrun_env(&["-L", good, &bin], d.path(), &[("QEMU_LD_PREFIX", bad)]);
    assert_eq!(code, 0, "-L wins over QEMU_LD_PREFIX: {err}");
    let (code, _, err) = simrun_env(&[&bin], d.path(), &[("QEMU_LD_PREFIX", good)]);
    assert_eq!(code, 0, "{err}");
    // Recorded for an ELF (its id in the directory name when not the default).
    let (code, _, err) = simrun_env(
        &[
            "-q",
            "--mode",
            "cache",
            "-L",
            "/",
            &conformance_bin("int_arith.static"),
        ],
        d.path(),
        &[],
    );
    assert_eq!(code, 0, "{err}");
    let j = run_json_of(d.path());
    assert_eq!(j["config"]["sysroot"], "/");
    let id = j["config_id"].as_str().unwrap();
    assert!(d
        .path()
        .join(format!("out/int_arith.static-cache-{id}"))
        .is_dir());
}

/// --inherit-env passes the host's environment, as qemu-ppc does: the guest's dynamic
/// loader then sees LD_DEBUG and reports its (powerpc) library search; without it the
/// fixed environment hides it. run.json records the choice, not the host's variables.
#[test]
fn inherit_env_passes_the_host_environment() {
    let d = tempfile::tempdir().unwrap();
    let bin = conformance_bin("int_arith.dynamic");
    let env = [("LD_DEBUG", "libs"), ("SIMRUN_TEST_SECRET", "hunter2")];
    let (code, _, err) = simrun_env(&[&bin], d.path(), &env);
    assert_eq!(code, 0, "{err}");
    assert!(
        !err.contains("powerpc-linux-gnu"),
        "fixed environment: {err}"
    );
    let (code, _, err) = simrun_env(&["--inherit-env", &bin], d.path(), &env);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("powerpc-linux-gnu"),
        "inherited LD_DEBUG: {err}"
    );
    let (code, _, err) = simrun_env(
        &["--inherit-env", "-q", "--mode", "cache", &bin],
        d.path(),
        &[("SIMRUN_TEST_SECRET", "hunter2")],
    );
    assert_eq!(code, 0, "{err}");
    let j = run_json_of(d.path());
    assert_eq!(j["config"]["inherit_env"], true);
    assert!(!j.to_string().contains("hunter2"), "{j}");
}

/// -q: nothing on stderr but errors (no progress, summary or note).
#[test]
fn quiet_prints_nothing_but_errors() {
    let d = tempfile::tempdir().unwrap();
    let (code, out, err) = simrun_env(
        &["-q", "--mode", "cache", "jvm", "jess", "-s0"],
        d.path(),
        &[],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("OK"), "the guest's own output stays: {out}");
    assert_eq!(err, "", "-q");
    let (code, _, err) = simrun_env(
        &["-q", "--mode", "cache", "jvm", "jess", "-s0"],
        d.path(),
        &[],
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let (code, _, err) = simrun_env(&["-q", "./missing"], d.path(), &[]);
    assert_eq!(code, 126);
    assert_eq!(err.lines().count(), 1, "errors still show: {err}");
}

#[test]
fn unexecutable_guests_are_126_with_a_one_line_reason() {
    let d = tempfile::tempdir().unwrap();
    let write = |name: &str, b: &[u8]| {
        let p = d.path().join(name);
        std::fs::write(&p, b).unwrap();
        p.to_string_lossy().into_owned()
    };
    let mut elf64 = vec![0x7f, b'E', b'L', b'F', 2, 2, 1];
    elf64.resize(64, 0);
    let mut le32 = vec![0x7f, b'E', b'L', b'F', 1, 1, 1];
    le32.resize(52, 0);
    let real = std::fs::read(conformance_bin("int_arith.static")).unwrap();
    let mut x86 = real.clone();
    x86[18..20].copy_from_slice(&3u16.to_be_bytes()); // EM_386
    let cases = [
        (write("text", b"#!/bin/sh\necho hi\n"), "not an ELF"),
        (write("elf64", &elf64), "64-bit"),
        (write("le", &le32), "little-endian"),
        (write("trunc", &real[..real.len() / 2]), "truncated"),
        (write("x86", &x86), "wrong machine"),
        (
            d.path().join("missing").to_string_lossy().into_owned(),
            "cannot read",
        ),
    ];
    for (path, why) in cases {
        let (code, err) = simrun(&[&path], d.path());
        assert_eq!(code, 126, "{path}: {err}");
        assert!(err.contains(why), "{path}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    }
    // A dynamic guest whose interpreter is missing from the sysroot.
    let (code, err) = simrun(
        &[
            "--sysroot",
            "/nonexistent",
            &conformance_bin("int_arith.dynamic"),
        ],
        d.path(),
    );
    assert_eq!(code, 126, "{err}");
    assert!(err.contains("interpreter"), "{err}");
}

#[test]
fn stats_and_instruction_limit() {
    let d = tempfile::tempdir().unwrap();
    let (code, err) = simrun(&["--stats", &conformance_bin("int_arith.static")], d.path());
    assert_eq!(code, 0, "{err}");
    for name in [
        "sim_num_insn",
        "sim_num_refs",
        "sim_elapsed_time",
        "sim_inst_rate",
    ] {
        assert!(
            err.lines()
                .any(|l| l.starts_with(name) && l.contains(" # ")),
            "{name} in {err}"
        );
    }
    let (code, err) = simrun(
        &["--max-insns", "1000", &conformance_bin("int_arith.static")],
        d.path(),
    );
    assert_eq!(code, 124, "{err}");
    assert!(err.contains("instruction limit"), "{err}");
}

#[test]
fn bad_cache_flags_are_one_line_usage_errors() {
    let d = tempfile::tempdir().unwrap();
    let bin = conformance_bin("int_arith.static");
    for (args, why) in [
        (vec!["-cache:dl1", "dl1:3:32:8:l", &bin], "nsets"),
        (vec!["-cache:dl9", "dl9:128:32:8:l", &bin], "-cache:dl9"),
        (vec!["--mode", "cache", "-cache:dl1"], "-cache:dl1"),
        (vec!["-cache:dl1", "none", &bin], "l2"),
        (vec!["-tlb:dtlb", "dtlb:64:4096:2:q", &bin], "dtlb"),
    ] {
        let (code, err) = simrun(&args, d.path());
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(why), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    }
    let (code, err) = simrun(&["--env", "NOEQUALS", &bin], d.path());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("K=V"), "{err}");
}

#[test]
fn plain_elf_in_fast_mode_writes_no_run_directory() {
    let d = tempfile::tempdir().unwrap();
    let (code, err) = simrun(&[&conformance_bin("int_arith.static")], d.path());
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_dir(d.path()).unwrap().count(), 0);
}

/// Cache mode on an ELF: the run directory has every statistic; the oracle for the
/// counts is the hierarchy's own rule (every instruction is one 4-byte aligned fetch, so
/// one il1 access) and the identities between the counters.
#[test]
fn cache_mode_on_an_elf_writes_statistics() {
    let d = tempfile::tempdir().unwrap();
    let (code, err) = simrun(
        &[
            "--mode",
            "cache",
            "-q",
            "-cache:dl1",
            "dl1:64:32:4:f",
            &conformance_bin("dcbz.static"),
        ],
        d.path(),
    );
    assert_eq!(code, 0, "{err}");
    // A non-default dl1: the default directory name carries the configuration's id.
    let run_json = run_json_of(d.path());
    let id = run_json["config_id"].as_str().unwrap();
    assert_eq!(id.len(), 8);
    let dir = d.path().join(format!("out/dcbz.static-cache-{id}"));
    assert!(run_json["config"]["cache_flags"]
        .as_str()
        .unwrap()
        .starts_with("-cache:dl1 dl1:64:32:4:f "));
    assert_eq!(run_json["config"]["mode"], "cache");
    assert_eq!(run_json["outcome"]["exit_status"], 0);
    let text = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let get = |name: &str| -> f64 {
        let l = text
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .unwrap_or_else(|| panic!("{name} missing:\n{text}"));
        l.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    assert_eq!(get("il1.accesses"), get("sim_num_insn"));
    assert_eq!(
        get("sim_num_loads") + get("sim_num_stores") + get("sim_num_featured_refs"),
        get("sim_num_refs")
    );
    assert!(get("sim_num_dcbz") > 0.0);
    assert!(get("dl1.accesses") >= get("sim_num_loads") + get("sim_num_stores"));
    for level in ["il1", "dl1", "ul2", "itlb", "dtlb"] {
        assert_eq!(
            get(&format!("{level}.accesses")),
            get(&format!("{level}.hits")) + get(&format!("{level}.misses"))
        );
    }
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("stats.json")).unwrap()).unwrap();
    assert_eq!(json["dl1.misses"].as_f64().unwrap(), get("dl1.misses"));
    assert_eq!(
        json.as_object().unwrap().len(),
        text.lines().count(),
        "stats.json has every line of stats.txt"
    );
    let iv = std::fs::read_to_string(dir.join("intervals.csv")).unwrap();
    assert!(iv.starts_with("insns,loads,stores,il1_misses,dl1_misses,ul2_misses,itlb_misses,dtlb_misses,gcs,cycles,gc_phase\n"));
    assert!(!dir.join("trace.bz2").exists());
}

#[test]
fn a_jvm_run_that_never_collects_says_how_to_make_it_collect() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let out = out.to_str().unwrap();
    // jess -s0 on the VM's default heap: no collection, and a note says why.
    let (code, err) = simrun(
        &["--mode", "cache", "--out", out, "jvm", "jess", "-s0"],
        d.path(),
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains(", 0 GCs;"), "{err}");
    assert!(
        err.contains("never collected") && err.contains("-X:h="),
        "{err}"
    );
    // A small heap: the run collects and there is no note.
    let out = d.path().join("run2");
    let out = out.to_str().unwrap();
    let (code, err) = simrun(
        &[
            "--mode",
            "cache",
            "--out",
            out,
            "jvm",
            "-X:h=128k",
            "jess",
            "-s0",
        ],
        d.path(),
    );
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains(", 0 GCs;"), "{err}");
    assert!(!err.contains("never collected"), "{err}");
}

#[test]
fn the_run_directory_path_does_not_change_the_run() {
    // The VM knows its run directory by a fixed guest name, so runs into directories of
    // different names and lengths, from different working directories, are the same run.
    let d = tempfile::tempdir().unwrap();
    let a = d.path().join("a");
    let b = d.path().join("elsewhere/a-much-longer-run-directory-name");
    std::fs::create_dir_all(d.path().join("elsewhere")).unwrap();
    for (out, cwd) in [
        (&a, d.path().to_path_buf()),
        (&b, d.path().join("elsewhere")),
    ] {
        let args = [
            "--mode",
            "trace",
            "--reproducible",
            "-q",
            "--out",
            out.to_str().unwrap(),
            "jvm",
            "-X:h=128k",
            "jess",
            "-s0",
        ];
        let (code, err) = simrun(&args, &cwd);
        assert_eq!(code, 0, "{err}");
    }
    for f in sim_core::run::files::ALL {
        if f == sim_core::run::files::RUN_JSON {
            continue; // its command line names --out
        }
        let x = std::fs::read(a.join(f)).unwrap();
        let y = std::fs::read(b.join(f)).unwrap();
        assert!(x == y, "{f} differs between the two run directories");
    }
    let config = |d: &Path| read_json(&d.join("run.json"))["config"].clone();
    assert_eq!(config(&a), config(&b));
}

fn read_json(p: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

/// run.json of the one run directory under `cwd/out`.
fn run_json_of(cwd: &Path) -> serde_json::Value {
    let dirs: Vec<_> = std::fs::read_dir(cwd.join("out"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(dirs.len(), 1, "{dirs:?}");
    read_json(&dirs[0].join("run.json"))
}

/// The default run directory names the configuration, run.json describes it, and a run of
/// another configuration never replaces it silently.
#[test]
fn run_directories_describe_themselves_and_are_not_replaced() {
    let d = tempfile::tempdir().unwrap();
    let args = |gc: &str, heap: &str| -> Vec<String> {
        [
            "--mode",
            "cache",
            "-q",
            "--reproducible",
            "jvm",
            gc,
            heap,
            "jess",
            "-s0",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    let run = |a: &[String]| {
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        simrun(&a, d.path())
    };
    let (code, err) = run(&args("-X:gc=semispace", "-X:h=128k"));
    assert_eq!(code, 0, "{err}");
    let dir = d.path().join("out/jvm-jess-s0-semispace-128k-cache");
    let first = std::fs::read(dir.join("run.json")).expect("run.json in the default directory");
    let j: serde_json::Value = serde_json::from_slice(&first).unwrap();
    let c = &j["config"];
    assert_eq!(c["guest"], "jvm");
    assert_eq!(c["benchmark"], "jess");
    assert_eq!(c["input_size"], "s0");
    assert_eq!(c["vm"]["collector"], "semispace");
    assert_eq!(c["vm"]["heap"], "128k");
    assert_eq!(c["mode"], "cache");
    assert_eq!(c["cache"]["dl1"]["nsets"], 128);
    assert_eq!(c["seed"], 0);
    assert!(c["sysroot"].is_null(), "the bundled VM is static");
    assert_eq!(j["command_line"][1], "--mode");
    assert_eq!(j["simrun"]["version"], env!("CARGO_PKG_VERSION"));
    assert!(j["simrun"]["commit"].as_str().unwrap().len() >= 7);
    assert!(j["host"].is_null(), "--reproducible leaves the host out");
    let stats = read_json(&dir.join("stats.json"));
    assert_eq!(j["outcome"]["insns"], stats["sim_num_insn"]);
    // The same command again: accepted, run.json byte-identical.
    let (code, err) = run(&args("-X:gc=semispace", "-X:h=128k"));
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read(dir.join("run.json")).unwrap() == first);
    // Another collector, same directory: refused, the first run intact; --force replaces.
    let mut other = args("-X:gc=marksweep", "-X:h=512k");
    other.splice(
        0..0,
        ["--out".to_string(), dir.to_string_lossy().into_owned()],
    );
    let (code, err) = run(&other);
    assert_eq!(code, 125, "{err}");
    assert!(
        err.contains("another configuration") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(std::fs::read(dir.join("run.json")).unwrap() == first);
    other.insert(0, "--force".to_string());
    let (code, err) = run(&other);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        read_json(&dir.join("run.json"))["config"]["vm"]["collector"],
        "marksweep"
    );
    // Without --reproducible the host measurements are there, apart from the rest.
    let (code, err) = simrun(
        &["-q", "jvm", "-X:gc=appel", "-X:h=512k", "jess", "-s0"],
        d.path(),
    );
    assert_eq!(code, 0, "{err}");
    let j = read_json(&d.path().join("out/jvm-jess-s0-appel-512k-trace/run.json"));
    assert!(j["host"]["elapsed_seconds"].as_f64().unwrap() > 0.0);
    assert!(j["host"]["started_unix"].as_u64().unwrap() > 1_600_000_000);
}

/// The guest's output and simrun's progress line share a terminal: every line the guest
/// writes appears whole, at the start of a terminal line (after the bar's line was
/// erased), never appended to the bar's text. Run under `script`, which gives simrun a
/// pseudo-terminal and records what was drawn.
#[test]
fn guest_output_never_lands_on_the_progress_line() {
    let d = tempfile::tempdir().unwrap();
    let typescript = d.path().join("typescript");
    let cmd = format!(
        "{} --out {} jvm jess -s0",
        env!("CARGO_BIN_EXE_simrun"),
        d.path().join("run").display()
    );
    let status = Command::new("script")
        .args(["-q", "-e", "-c", &cmd])
        .arg(&typescript)
        .current_dir(d.path())
        .output()
        .expect("util-linux's `script` runs (bsdutils, essential in Debian)");
    assert!(status.status.success(), "{status:?}");
    let seen = std::fs::read(&typescript).unwrap();
    let seen = String::from_utf8_lossy(&seen);
    let first = seen
        .find("round 0:")
        .expect("the guest's output is in the typescript");
    // The bar was drawn before the guest printed, so the test can fail.
    assert!(
        seen[..first].contains("insns, "),
        "no progress line was drawn before the guest's output: {seen:?}"
    );
    for line in ["round 0: facts", "jess s0 checksum", "OK\r\n"] {
        let mut from = 0;
        while let Some(at) = seen[from..].find(line).map(|k| k + from) {
            let before = &seen[..at];
            assert!(
                before.ends_with("\x1b[2K") || before.ends_with('\n'),
                "guest line {line:?} does not start a terminal line: ...{:?}",
                &before[before.len().saturating_sub(80)..]
            );
            from = at + line.len();
        }
    }
}
