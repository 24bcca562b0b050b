//! Closed standard streams (issue 17): a guest started with stdin (or stdout, stderr)
//! closed sees that descriptor closed, EBADF as on Linux, although the Rust runtime has
//! put /dev/null there before simrun's `main` (os-emu records the closed ones before, from
//! `.init_array`). The expected lines are QEMU 10's output
//! of guests/conformance/bin/stdio_closed.static under the same redirections.

use std::path::Path;
use std::process::Command;

/// Runs stdio_closed.<kind> under simrun through `sh -c 'exec ... REDIR'`; returns the
/// guest's stdout and stderr together (it prints to whichever is open).
fn run(kind: &str, redir: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let bin = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../guests/conformance/bin")
        .join(format!("stdio_closed.{kind}"));
    let script = format!("exec \"$0\" -q --mode fast --out run \"$1\" 2>&1 {redir}");
    let out = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_simrun"))
        .arg(&bin)
        .current_dir(dir.path())
        .output()
        .expect("sh");
    assert_eq!(out.status.code(), Some(0), "{redir}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn r17_a_closed_stdin_is_ebadf_as_on_linux() {
    let kinds: &[&str] = if Path::new(os_emu::DEFAULT_SYSROOT)
        .join("lib/ld.so.1")
        .exists()
    {
        &["static", "dynamic"]
    } else {
        &["static"]
    };
    for kind in kinds {
        assert_eq!(
            run(kind, "<&-"),
            "fd 0: F_GETFD -1 Bad file descriptor\nfd 1: F_GETFD 0 open\n\
             fd 2: F_GETFD 0 open\nread(0) = -1 Bad file descriptor\n",
            "{kind}"
        );
        // stdout closed too: the guest reports on stderr.
        assert_eq!(
            run(kind, "<&- 1>&-"),
            "fd 0: F_GETFD -1 Bad file descriptor\nfd 1: F_GETFD -1 Bad file descriptor\n\
             fd 2: F_GETFD 0 open\nread(0) = -1 Bad file descriptor\n",
            "{kind}"
        );
        // A real /dev/null stays open and reads end of file, also opened read-write (as
        // the Rust runtime opens it on a closed descriptor: only the truth at process start
        // tells the two apart).
        for redir in ["</dev/null", "<>/dev/null"] {
            assert_eq!(
                run(kind, redir),
                "fd 0: F_GETFD 0 open\nfd 1: F_GETFD 0 open\nfd 2: F_GETFD 0 open\nread(0) = 0 \n",
                "{kind} {redir}"
            );
        }
    }
}

/// Arguments that are not UTF-8 reach the guest byte for byte (issue 17): argv_auxv prints
/// them with `%s`; the expected bytes are QEMU 10's output for the same arguments.
#[test]
fn r17_non_utf8_argv_bytes_reach_the_guest_unchanged() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let bin =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin/argv_auxv.static");
    let args: [&[u8]; 3] = [b"\xff\xfe", b"caf\xc3\xa9", b"a\x80b"];
    let out = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args(["-q", "--mode", "fast", "--out", "run"])
        .arg(&bin)
        .args(args.iter().map(|a| OsStr::from_bytes(a)))
        .current_dir(dir.path())
        .output()
        .expect("simrun");
    assert_eq!(out.status.code(), Some(0));
    let want: &[u8] =
        b"argc = 4\nargv[1] = \"\xff\xfe\"\nargv[2] = \"caf\xc3\xa9\"\nargv[3] = \"a\x80b\"\n";
    assert!(
        out.stdout.starts_with(want),
        "{:?}",
        String::from_utf8_lossy(&out.stdout[..want.len().min(out.stdout.len())])
    );
}
