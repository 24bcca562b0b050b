//! `cachesim` end to end: a small din trace with counts worked out by hand,
//! stdin and file input, usage errors with exit status 2, failed runs with 1, errors on
//! one line, --help and --version.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn cachesim(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cachesim"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cachesim runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// The value printed for statistic `name`.
fn stat(out: &str, name: &str) -> String {
    out.lines()
        .find(|l| l.split_whitespace().next() == Some(name))
        .unwrap_or_else(|| panic!("no {name} in\n{out}"))
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string()
}

const TRACE: &str = "\
2 400000
0 10000000
1 0x10000004
0 1000001c 8
3 0
";

#[test]
fn default_hierarchy_counts() {
    let out = cachesim(&[], TRACE);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // fetch: il1, ul2, itlb miss. read: dl1, ul2, dtlb miss. write: hits.
    // 8-byte read: dl1 block 0x10000000 hits, 0x10000020 misses and finds the
    // 64-byte ul2 block 0x10000000; one page.
    let want = [
        ("sim_num_insn", "1"),
        ("sim_num_refs", "3"),
        ("il1.accesses", "1"),
        ("il1.misses", "1"),
        ("dl1.accesses", "4"),
        ("dl1.hits", "2"),
        ("dl1.misses", "2"),
        ("dl1.miss_rate", "0.5000"),
        ("ul2.accesses", "3"),
        ("ul2.hits", "1"),
        ("ul2.misses", "2"),
        ("ul2.miss_rate", "0.6667"),
        ("itlb.misses", "1"),
        ("dtlb.accesses", "3"),
        ("dtlb.hits", "2"),
        ("dtlb.writebacks", "0"),
    ];
    for (name, v) in want {
        assert_eq!(stat(&text, name), v, "{name}");
    }
    let order: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split('.').next())
        .filter(|p| !p.contains(' '))
        .collect();
    let mut prefixes = order.clone();
    prefixes.dedup();
    assert_eq!(prefixes, ["il1", "dl1", "ul2", "itlb", "dtlb"]);
    assert_eq!(text.lines().count(), 2 + 5 * 10);
}

#[test]
fn file_input_and_flags() {
    let dir = std::env::temp_dir().join(format!("cachesim-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.din");
    std::fs::write(&path, "1 0\n1 40\n0 80\n").unwrap();
    let p = path.to_str().unwrap();
    let out = cachesim(
        &[
            "-cache:dl1",
            "small:1:64:2:f",
            "-cache:dl2",
            "none",
            "-cache:il2",
            "none",
            "-tlb:dtlb",
            "none",
            p,
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // Two ways of 64 bytes: 0x80 evicts the dirty first-in 0x00.
    assert_eq!(stat(&text, "small.misses"), "3");
    assert_eq!(stat(&text, "small.replacements"), "1");
    assert_eq!(stat(&text, "small.writebacks"), "1");
    assert!(!text.contains("dtlb."));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `cachesim ARGS` fails with `code`, its first stderr line naming `expect`, nothing on
/// stdout; the message is one line (clap's usage errors add their usage lines after it).
fn fails(code: i32, args: &[&str], stdin: &str, expect: &str) {
    let out = cachesim(args, stdin);
    assert_eq!(out.status.code(), Some(code), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    let first = err.lines().next().unwrap_or("");
    assert!(first.contains(expect), "{err} lacks {expect}");
    if !first.starts_with("error:") {
        assert_eq!(err.lines().count(), 1, "one line: {err}");
    }
    assert!(out.stdout.is_empty());
}

#[test]
fn usage_errors_are_status_2() {
    fails(
        2,
        &["-cache:dl1", "dl1:100:32:8:l"],
        "",
        "<name>:<nsets>:<bsize>:<assoc>:<repl>",
    );
    fails(2, &["-tlb:itlb", "itlb:64:4096:2"], "", "<page_size>");
    fails(2, &["-cache:il2", "x:1:8:1:q"], "", "repl `q`");
    fails(2, &["-cache:dl1", "none"], "", "l2 data cache");
    fails(2, &["-cache:dl9", "x"], "", "-cache:dl9");
    fails(2, &["--bogus"], "", "--bogus");
    fails(2, &["-bogus"], "", "unknown option `-bogus`");
    fails(2, &["-cache:dl1"], "", "needs a value");
    fails(2, &["a", "b"], "", "'b'");
}

#[test]
fn failed_runs_are_status_1() {
    fails(1, &["/nonexistent/trace.din"], "", "opening trace");
    fails(1, &[], "0 100\n1 zz\n", "trace line 2");
    fails(1, &[], "0 100 0\n", "trace line 1: size");
    fails(1, &[], "0\n", "short line");
}

#[test]
fn help_and_version_exit_zero() {
    for h in ["-h", "--help", "-help"] {
        let out = cachesim(&[h], "");
        assert!(out.status.success(), "{h}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.contains("-cache:il2") && text.contains("Defaults:"),
            "{h}: {text}"
        );
    }
    let out = cachesim(&["--version"], "");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(&format!("cachesim {} (commit ", env!("CARGO_PKG_VERSION")))
            && text.ends_with(")\n"),
        "{text}"
    );
}

/// sim-cache's flags after the trace and `-` for stdin, as before clap.
#[test]
fn flags_anywhere_and_dash_for_stdin() {
    let out = cachesim(&["-", "-tlb:dtlb", "none"], TRACE);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains("dtlb.") && text.contains("itlb."), "{text}");
    assert_eq!(stat(&text, "sim_num_refs"), "3");
}
