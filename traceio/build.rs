//! Records the git commit the workspace is built from (`PPCSIM_GIT_COMMIT`, behind
//! `traceio::GIT_COMMIT` and `traceio::VERSION`: run.json's commit and every binary's
//! `--version`): `git rev-parse HEAD` of the checkout at build time, `unknown` outside a
//! git checkout or without git. No network; rebuilt when HEAD or the branch moves.

use std::process::Command;

/// The crate's directory, as cargo sets it when it runs this script. Not `env!`: that is
/// the directory the script was compiled in, which a target directory copied from another
/// checkout still names (its git commands then fail, and every binary says `unknown`).
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .expect("cargo sets CARGO_MANIFEST_DIR")
        .into()
}

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git")
        .args(args)
        .current_dir(manifest_dir())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .filter(|s| !s.is_empty())
}

fn main() {
    let commit = git(&["rev-parse", "HEAD"]).unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=PPCSIM_GIT_COMMIT={commit}");
    // Rebuild when the commit changes: HEAD itself, the branch it names, packed refs.
    let mut watch = vec!["HEAD".to_string(), "packed-refs".to_string()];
    if let Some(r) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watch.push(r);
    }
    for w in watch {
        if let Some(p) = git(&["rev-parse", "--git-path", &w]) {
            let p = manifest_dir().join(p);
            // A missing file would make cargo rerun this script on every build.
            if p.exists() {
                println!("cargo:rerun-if-changed={}", p.display());
            }
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
