//! Helpers shared by the guest-VM test binaries.

use std::process::Command;

/// `simrun` in its fastest mode (`--mode fast -q`, run directory `run` in the test's
/// cwd): the tests using it read the guest's output only, not traces or cache statistics
/// (the default mode for `jvm` also models the caches and writes trace.bz2).
pub fn simrun() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_simrun"));
    c.args(["--mode", "fast", "-q", "--out", "run"]);
    c
}
