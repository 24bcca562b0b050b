//! Helpers of the tests that run the built `simrun` on the command line and look at its
//! exit status and messages (cli.rs, rundir.rs).

use std::path::Path;
use std::process::Command;

/// Runs simrun with `args` in `cwd`: its exit status (-1 when a signal ended it) and
/// stderr.
pub fn simrun(args: &[&str], cwd: &Path) -> (i32, String) {
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

/// The path of a committed conformance binary (`guests/conformance/bin/NAME`).
pub fn conformance_bin(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../guests/conformance/bin")
        .join(name)
        .to_string_lossy()
        .into_owned()
}
