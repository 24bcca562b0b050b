//! Helpers shared by the guest-VM test binaries.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `simrun` in its fastest mode (`--mode fast -q`, run directory `run` in the test's
/// cwd): the tests using it read the guest's output only, not traces or cache statistics
/// (the default mode for `jvm` also models the caches and writes trace.bz2).
pub fn simrun() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_simrun"));
    c.args(["--mode", "fast", "-q", "--out", "run"]);
    c
}

/// A file the VM wrote: in simrun's run directory `run`, or in the guest's cwd.
#[allow(dead_code)] // not every test binary that includes this module reads VM files
pub fn vm_file(cwd: &Path, name: &str) -> PathBuf {
    let in_run = cwd.join("run").join(name);
    if in_run.exists() {
        in_run
    } else {
        cwd.join(name)
    }
}
