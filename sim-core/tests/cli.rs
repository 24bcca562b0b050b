//! simrun's exit-status conventions (those of env/timeout): 125 simrun failed, 126 the
//! guest cannot be executed, the guest's own status otherwise.

use std::path::Path;
use std::process::Command;

fn simrun(args: &[&str], cwd: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn conformance_bin(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../guests/conformance/bin")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

#[test]
fn bad_option_is_125() {
    let d = tempfile::tempdir().unwrap();
    assert_eq!(simrun(&["--no-such-option", "x"], d.path()).0, 125);
    assert_eq!(simrun(&["--max-insns", "lots", "x"], d.path()).0, 125);
    assert_eq!(simrun(&[], d.path()).0, 125);
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
