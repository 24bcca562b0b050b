//! The guest VM's command line as the `java` launcher spells it, and its growing heap, run
//! on the bundled `jvm.elf` under the built `simrun` (issue 15):
//!
//! - jars made by the host `jar` tool, deflated and stored (`-0`), run with `-jar` (the
//!   manifest's Main-Class, wrapped onto a continuation line by the tool) and with
//!   `-cp lib.jar:app.jar:dir`, with `-D` and `-ea`/`-da`: stdout and exit status equal the
//!   host JDK's for the same command;
//! - broken jars (truncations, flipped bytes, the directory's counts and offsets set to
//!   nonsense): a clear error or a correct run, never a crash or a hang;
//! - `-version`, an unknown option, a bad `-Xmx`, a jar without a manifest or missing;
//! - the heap: `HeapGrowth` (3 MiB live) completes from `-Xms1m` under every plan with the
//!   verifier on and ends in OutOfMemoryError at `-Xmx2m`; a fixed heap (`-X:h=`) does not
//!   grow; `simrun jvm -Xmx32m jess` names its run directory and run.json by the heap.
//!
//! The sources are `guests/jvm/tests/jar/` and `guests/jvm/tests/HeapGrowth.java`, compiled
//! at test time with the host JDK 17 (`javac --release 8`, `jar`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

fn jvm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm")
}

fn run_ok(c: &mut Command, what: &str) {
    let st = c.status().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(st.success(), "{what} failed");
}

/// The jar programs, built once: `app.jar` (deflated, manifest naming the long-named main
/// class), `app0.jar` (the same, stored), `lib.jar` (lib/ only, no Main-Class), `dir/`
/// (app/ classes only).
fn jars() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = tempfile::tempdir().expect("temporary directory");
        let p = d.path();
        let src = jvm_dir().join("tests/jar");
        let mut sources = Vec::new();
        for sub in ["app", "lib"] {
            for e in std::fs::read_dir(src.join(sub)).expect("tests/jar sources") {
                sources.push(e.expect("directory entry").path());
            }
        }
        sources.sort();
        run_ok(
            Command::new("javac")
                .args(["--release", "8", "-nowarn", "-d"])
                .arg(p.join("classes"))
                .args(&sources),
            "javac (JDK 17) of tests/jar",
        );
        std::fs::write(
            p.join("manifest.txt"),
            "Main-Class: app.MainWithAVeryLongNameSoThatTheJarToolWrapsItsManifestLine\n",
        )
        .unwrap();
        for (jar, flag) in [("app.jar", "cfm"), ("app0.jar", "cfm0")] {
            run_ok(
                Command::new("jar")
                    .arg(flag)
                    .arg(p.join(jar))
                    .arg(p.join("manifest.txt"))
                    .arg("-C")
                    .arg(p.join("classes"))
                    .arg("."),
                "jar",
            );
        }
        run_ok(
            Command::new("jar")
                .arg("cf")
                .arg(p.join("lib.jar"))
                .arg("-C")
                .arg(p.join("classes"))
                .arg("lib"),
            "jar",
        );
        std::fs::create_dir_all(p.join("dir/app")).unwrap();
        for e in std::fs::read_dir(p.join("classes/app")).unwrap() {
            let f = e.unwrap().path();
            std::fs::copy(&f, p.join("dir/app").join(f.file_name().unwrap())).unwrap();
        }
        d
    })
    .path()
}

/// `simrun jvm ARGS` in `cwd` (fast mode; the jars are read from `cwd`), with a run
/// directory of its own (tests share `cwd`).
fn vm(args: &[&str], cwd: &Path) -> Output {
    let run = tempfile::tempdir().expect("temporary directory");
    Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args(["--mode", "fast", "-q", "--out"])
        .arg(run.path().join("run"))
        .arg("jvm")
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .expect("running simrun")
}

fn host(args: &[&str], cwd: &Path) -> Output {
    Command::new("java")
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .expect("java (JDK 17) must be installed: tools/setup.sh installs it")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The same command on the guest VM and on the host JDK: same stdout, same exit status.
fn same_as_host(args: &[&str]) {
    let cwd = jars();
    let got = vm(args, cwd);
    let want = host(args, cwd);
    assert_eq!(
        got.status.code(),
        want.status.code(),
        "{args:?}: exit status; VM stderr: {}",
        text(&got.stderr)
    );
    assert_eq!(
        text(&got.stdout),
        text(&want.stdout),
        "{args:?}: stdout; VM stderr: {}",
        text(&got.stderr)
    );
    assert!(!got.stdout.is_empty(), "{args:?}: the program printed");
}

#[test]
fn dash_jar_deflated_and_stored() {
    same_as_host(&["-jar", "app.jar", "a", "b c"]);
    same_as_host(&["-jar", "app0.jar"]);
}

#[test]
fn class_path_of_jars_and_directories() {
    same_as_host(&["-cp", "lib.jar:dir", "app.Main", "x"]);
    same_as_host(&["-cp", "lib.jar:app0.jar:dir", "app.Main"]);
    same_as_host(&["-classpath", "missing.jar:lib.jar:app0.jar", "app.Main"]);
    same_as_host(&["--class-path", "dir:lib.jar", "app.Main"]);
    same_as_host(&["--class-path=app.jar", "app.Main"]);
}

#[test]
fn properties_and_assertions() {
    same_as_host(&["-Dx=1", "-Dx=2", "-Dempty", "-Dy=set", "-jar", "app.jar"]);
    same_as_host(&["-ea", "-jar", "app.jar"]);
    same_as_host(&["-enableassertions:app...", "-jar", "app.jar"]);
    same_as_host(&["-ea", "-da:lib.Util", "-cp", "app.jar", "app.Main"]);
    same_as_host(&["-ea:lib...", "-da", "-cp", "app.jar", "app.Main"]);
}

#[test]
fn launcher_errors_are_the_jdks() {
    let cwd = jars();
    for (args, code, line) in [
        (
            &["-jar", "nothere.jar"][..],
            1,
            "Error: Unable to access jarfile nothere.jar",
        ),
        (
            &["-jar", "lib.jar"][..],
            1,
            "no main manifest attribute, in lib.jar",
        ),
        (&["-foo", "Main"][..], 1, "Unrecognized option: -foo"),
        (
            &["-Xmx5q", "jess"][..],
            1,
            "Invalid maximum heap size: -Xmx5q",
        ),
        (
            &["-Xms64m", "-Xmx8m", "jess"][..],
            1,
            "Initial heap size set to a larger value than the maximum heap size",
        ),
    ] {
        let got = vm(args, cwd);
        let err = text(&got.stderr);
        assert_eq!(got.status.code(), Some(code), "{args:?}: {err}");
        assert!(err.contains(line), "{args:?}: want {line:?} in {err}");
        assert!(got.stdout.is_empty(), "{args:?}");
        // The host JDK agrees on the status and the first words (HotSpot prints its
        // initialisation errors to stdout; the VM keeps them on stderr).
        let want = host(args, cwd);
        assert_eq!(want.status.code(), Some(code), "host {args:?}");
        let first = line.split(':').next().unwrap();
        let all = text(&want.stderr) + &text(&want.stdout);
        assert!(all.contains(first), "host {args:?}: {all}");
    }
}

#[test]
fn version_goes_to_stderr() {
    let got = vm(&["-version"], jars());
    assert_eq!(got.status.code(), Some(0));
    assert!(got.stdout.is_empty());
    let err = text(&got.stderr);
    assert!(
        err.starts_with("jvm version \"1.8\"") && err.contains("gcsim"),
        "{err}"
    );
}

/// Mutants of the deflated jar: each must run correctly or stop with a one-line error
/// (the launcher's, exit 1, or the VM's `jvm: invalid or corrupt jarfile ...`, exit 70),
/// never crash, hang or leave simrun reporting a signal.
#[test]
fn broken_jars_are_clear_errors() {
    let good = std::fs::read(jars().join("app.jar")).unwrap();
    let n = good.len();
    let eocd = (0..n - 21)
        .rev()
        .find(|&p| good[p..p + 4] == [0x50, 0x4b, 0x05, 0x06])
        .expect("an end record");
    let cd = u32::from_le_bytes(good[eocd + 16..eocd + 20].try_into().unwrap()) as usize;
    let mut mutants: Vec<(String, Vec<u8>)> = Vec::new();
    for len in [
        0,
        4,
        21,
        22,
        n / 3,
        n / 2,
        cd,
        cd + 10,
        eocd,
        eocd + 21,
        n - 1,
    ] {
        mutants.push((format!("truncated to {len}"), good[..len].to_vec()));
    }
    let mut set = |what: &str, at: usize, bytes: &[u8]| {
        let mut m = good.clone();
        m[at..at + bytes.len()].copy_from_slice(bytes);
        mutants.push((what.to_string(), m));
    };
    set("entry count 0xffff", eocd + 8, &[0xff, 0xff, 0xff, 0xff]);
    set("entry count too large", eocd + 8, &[0x40, 0x00, 0x40, 0x00]);
    set("directory size huge", eocd + 12, &[0xff, 0xff, 0xff, 0x7f]);
    set(
        "directory offset past the end",
        eocd + 16,
        &[0xff, 0xff, 0xff, 0x7f],
    );
    set("directory offset 1", eocd + 16, &[1, 0, 0, 0]);
    set("disk number", eocd + 4, &[1, 0]);
    set("first entry's name length huge", cd + 28, &[0xff, 0xff]);
    set("first entry's extra length huge", cd + 30, &[0xff, 0x7f]);
    set(
        "first entry's local offset huge",
        cd + 42,
        &[0xff, 0xff, 0xff, 0x7f],
    );
    set("first entry encrypted", cd + 8, &[1, 0]);
    set("central signature", cd, &[0, 0, 0, 0]);
    set("first local signature", 0, &[0, 0, 0, 0]);
    // Every entry's sizes and method through the whole directory, in turn.
    let mut p = cd;
    let mut k = 0;
    while p + 46 <= eocd && good[p..p + 4] == [0x50, 0x4b, 0x01, 0x02] {
        let field = [20usize, 24, 10, 16][k % 4];
        let bytes: &[u8] = if field == 10 {
            &[99, 0]
        } else {
            &[0xff, 0xff, 0xff, 0x0f]
        };
        set(&format!("entry {k} field {field}"), p + field, bytes);
        let var = u16::from_le_bytes([good[p + 28], good[p + 29]]) as usize
            + u16::from_le_bytes([good[p + 30], good[p + 31]]) as usize
            + u16::from_le_bytes([good[p + 32], good[p + 33]]) as usize;
        p += 46 + var;
        k += 1;
    }
    assert!(k >= 6, "the jar has its entries ({k})");
    // Bytes flipped by a fixed LCG: in the data and in the directory.
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for i in 0..24 {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let at = if i % 2 == 0 {
            (seed >> 33) as usize % cd
        } else {
            cd + (seed >> 33) as usize % (n - cd)
        };
        let mut m = good.clone();
        m[at] ^= 1 << ((seed >> 20) % 8);
        mutants.push((format!("bit flipped at {at}"), m));
    }
    let dir = tempfile::tempdir().unwrap();
    let mut errors = 0;
    for (what, bytes) in &mutants {
        std::fs::write(dir.path().join("m.jar"), bytes).unwrap();
        let out = vm(&["-jar", "m.jar"], dir.path());
        let err = text(&out.stderr);
        let code = out.status.code();
        assert!(
            matches!(code, Some(0 | 1 | 70)),
            "{what}: exit {code:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{what}: {err}");
        if code != Some(0) {
            errors += 1;
            let last = err.lines().last().unwrap_or("");
            assert!(
                last.starts_with("jvm: ")
                    || last.starts_with("Error: ")
                    || last.starts_with("no main manifest attribute")
                    || last.starts_with("Exception in thread")
                    || last.starts_with("\tat ")
                    || last.starts_with("Caused by"),
                "{what}: exit {code:?}, stderr {err}"
            );
        } else {
            assert!(text(&out.stdout).contains("hello jar"), "{what}: ran wrong");
        }
    }
    assert!(
        errors * 2 > mutants.len(),
        "most mutants are refused ({errors})"
    );
}

/// HeapGrowth's class directory (compiled from guests/jvm/tests).
fn heap_growth_classes() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = tempfile::tempdir().unwrap();
        run_ok(
            Command::new("javac")
                .args(["--release", "8", "-nowarn", "-d"])
                .arg(d.path())
                .arg(jvm_dir().join("tests/HeapGrowth.java")),
            "javac HeapGrowth",
        );
        d
    })
    .path()
}

/// The `heap_size=` of the VM's `-X:stats` line.
fn heap_size(stderr: &str) -> u64 {
    stderr
        .lines()
        .find_map(|l| l.strip_prefix("jvm: stats: "))
        .and_then(|s| s.split(' ').find_map(|kv| kv.strip_prefix("heap_size=")))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no heap_size in {stderr}"))
}

#[test]
fn heap_grows_to_fit_and_fails_at_xmx_under_every_plan() {
    let classes = heap_growth_classes();
    let cp = classes.to_str().unwrap();
    let want = std::fs::read_to_string(jvm_dir().join("tests/expected/HeapGrowth.out")).unwrap();
    for plan in sim_core::plans::COLLECTORS {
        let gc = format!("-X:gc={plan}");
        let base = [gc.as_str(), "-X:verify", "-X:stats", "-cp", cp];
        let grown = vm(
            &[&["-Xms1m", "-Xmx16m"][..], &base[..], &["HeapGrowth"][..]].concat(),
            classes,
        );
        let err = text(&grown.stderr);
        assert_eq!(grown.status.code(), Some(0), "{plan}: {err}");
        assert_eq!(text(&grown.stdout), want, "{plan}");
        let h = heap_size(&err);
        // 3 MiB live cannot fit 1 MiB: the heap grew, and not beyond -Xmx.
        assert!(h > 3 << 20 && h <= 16 << 20, "{plan}: heap_size {h}");

        let small = vm(
            &[&["-Xms1m", "-Xmx2m"][..], &base[..], &["HeapGrowth"][..]].concat(),
            classes,
        );
        let err = text(&small.stderr);
        assert_eq!(small.status.code(), Some(1), "{plan}: {err}");
        assert!(
            err.contains("java.lang.OutOfMemoryError: Java heap space"),
            "{plan}: {err}"
        );
        assert_eq!(heap_size(&err), 2 << 20, "{plan}: grew to -Xmx first");

        // A fixed heap stays fixed: at -X:h=4 semispace's 2 MiB space cannot hold the
        // 3 MiB that the growing heap above held (the other plans may or may not fit it).
        let fixed = vm(
            &[&["-X:h=4"][..], &base[..], &["HeapGrowth"][..]].concat(),
            classes,
        );
        let err = text(&fixed.stderr);
        assert!(matches!(fixed.status.code(), Some(0 | 1)), "{plan}: {err}");
        assert_eq!(heap_size(&err), 4 << 20, "{plan}: -X:h=4 does not grow");
        if plan == "semispace" {
            assert!(err.contains("java.lang.OutOfMemoryError"), "{err}");
        }
    }
}

/// `simrun jvm -Xmx32m jess -s0`: the options pass through, and the run directory's name
/// and run.json describe the growing heap.
#[test]
fn simrun_names_the_heap_range() {
    let cwd = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args(["--mode", "fast", "-q", "jvm", "-Xmx32m", "jess", "-s0"])
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let dir = cwd.path().join("out/jvm-jess-s0-semispace-1m-32m-fast");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("run.json")).unwrap()).unwrap();
    let vm = &json["config"]["vm"];
    assert_eq!(vm["heap"], "1m-32m", "{json}");
    assert_eq!(vm["collector"], "semispace");
}
