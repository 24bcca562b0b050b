//! The file sandbox (SPEC §3). The guest reads only the working-directory tree, the
//! sysroot, its own executable and directories granted with `--allow-read`; it writes
//! only inside the working-directory tree and directories granted for writing (the
//! run's output directory, [`Sandbox::with_writable`]). Paths are canonicalised (`..`, symlinks)
//! before the check.
//!
//! A path outside what the guest may read is reported as **ENOENT** — the guest sees
//! nothing else, so those files do not exist for it. A path it may read but not write
//! (the sysroot, a granted directory) gives **EACCES** when opened for writing,
//! created, removed or renamed.
//!
//! Absolute guest paths are looked up in the sysroot first (as QEMU's `-L` does), so
//! the dynamic loader's `/lib/libc.so.6` is the sysroot's. `/dev/null`, `/dev/zero`,
//! `/dev/urandom`, `/dev/random` and `/proc/self/exe` are emulated; with
//! `OsConfig::exe_alias` the executable is shown (and opened, read-only) under a fixed
//! name instead of its host path, and `OsConfig::dir_aliases` give host directories
//! fixed guest names (simrun's run directory), so that host paths do not reach the guest.

use std::path::{Component, Path, PathBuf};

use crate::errno::{EACCES, ENOENT};

/// An emulated special file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// /dev/null.
    Null,
    /// /dev/zero.
    Zero,
    /// /dev/urandom and /dev/random (the seeded stream).
    Urandom,
}

/// Where a guest path leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolved {
    /// A host path inside the sandbox (canonical, or canonical parent + new name).
    Host(PathBuf),
    /// An emulated device.
    Special(Special),
}

/// The sandbox's roots.
#[derive(Clone, Debug)]
pub struct Sandbox {
    cwd: PathBuf,
    sysroot: PathBuf,
    read_roots: Vec<PathBuf>,
    write_roots: Vec<PathBuf>,
    exe: Option<PathBuf>,
    /// Guest directory names that stand for host directories: (absolute guest path,
    /// host directory).
    dir_aliases: Vec<(String, PathBuf)>,
}

fn canon_or(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| lexical(p))
}

/// Lexical normalisation (used only where the path does not exist).
fn lexical(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            c => out.push(c.as_os_str()),
        }
    }
    out
}

impl Sandbox {
    /// A sandbox rooted at `cwd` with `sysroot` and `allow_read` readable.
    pub fn new(cwd: &Path, sysroot: &Path, allow_read: &[PathBuf]) -> Sandbox {
        let cwd = canon_or(cwd);
        let sysroot = canon_or(sysroot);
        let mut read_roots = vec![cwd.clone(), sysroot.clone()];
        read_roots.extend(allow_read.iter().map(|p| canon_or(p)));
        Sandbox {
            write_roots: vec![cwd.clone()],
            cwd,
            sysroot,
            read_roots,
            exe: None,
            dir_aliases: Vec::new(),
        }
    }

    /// Lets the guest name host directory `host` as `guest` (an absolute path without a
    /// trailing slash): `guest/x` is `host/x`, with the same permissions as `host/x`.
    pub fn with_dir_alias(mut self, guest: &str, host: &Path) -> Sandbox {
        self.dir_aliases
            .push((guest.trim_end_matches('/').to_string(), canon_or(host)));
        self
    }

    /// Grants writing (and reading) under each of `dirs` as well; a directory that does
    /// not exist yet is granted by its lexical path.
    pub fn with_writable(mut self, dirs: &[PathBuf]) -> Sandbox {
        for d in dirs {
            let c = canon_or(d);
            self.read_roots.push(c.clone());
            self.write_roots.push(c);
        }
        self
    }

    /// Grants read access to the guest executable (exactly that file).
    pub fn set_exe(&mut self, exe: &Path) {
        self.exe = Some(canon_or(exe));
    }

    /// The working-directory root (canonical).
    pub fn cwd_root(&self) -> &Path {
        &self.cwd
    }

    /// The sysroot (canonical).
    pub fn sysroot(&self) -> &Path {
        &self.sysroot
    }

    /// A name of host path `p` (canonical) that does not depend on where the sandbox's
    /// roots are on the host: `cwd/<rel>`, `sysroot/<rel>`, `root<i>/<rel>` for the i-th
    /// granted directory, `exe` for the guest executable, the guest name for a path under
    /// a directory alias (first, as the guest names it), else the path itself. Stable
    /// inode numbers are derived from it.
    pub fn stable_name(&self, p: &Path) -> String {
        if self.exe.as_deref() == Some(p) {
            return "exe".to_string();
        }
        for (guest, host) in &self.dir_aliases {
            if let Ok(rel) = p.strip_prefix(host) {
                return format!("{guest}/{}", rel.display());
            }
        }
        let named = [
            ("cwd".to_string(), &self.cwd),
            ("sysroot".to_string(), &self.sysroot),
        ];
        let granted = self
            .read_roots
            .iter()
            .skip(2)
            .enumerate()
            .map(|(i, r)| (format!("root{i}"), r));
        for (name, root) in named.into_iter().chain(granted) {
            if let Ok(rel) = p.strip_prefix(root) {
                return format!("{name}/{}", rel.display());
            }
        }
        p.display().to_string()
    }

    /// Whether the guest may read `p` (canonical).
    pub fn may_read(&self, p: &Path) -> bool {
        self.read_roots.iter().any(|r| p.starts_with(r)) || self.exe.as_deref() == Some(p)
    }

    /// Whether the guest may write `p` (canonical).
    pub fn may_write(&self, p: &Path) -> bool {
        self.write_roots.iter().any(|r| p.starts_with(r))
    }

    /// Resolves guest path `path` relative to the host directory `base` (the guest's
    /// cwd or an `openat` directory). With `write`, the result must be writable;
    /// `follow` = false resolves the last component without following a symlink
    /// (lstat, readlink, unlink). A missing last component resolves to canonical
    /// parent + name so that it can be created.
    pub fn resolve(
        &self,
        base: &Path,
        path: &[u8],
        write: bool,
        follow: bool,
    ) -> Result<Resolved, u32> {
        let s = std::str::from_utf8(path).map_err(|_| ENOENT)?;
        if s.is_empty() {
            return Err(ENOENT);
        }
        match s {
            "/dev/null" => return Ok(Resolved::Special(Special::Null)),
            "/dev/zero" => return Ok(Resolved::Special(Special::Zero)),
            "/dev/urandom" | "/dev/random" => return Ok(Resolved::Special(Special::Urandom)),
            _ => {}
        }
        let aliased = self.dir_aliases.iter().find_map(|(guest, host)| {
            let rest = s.strip_prefix(guest.as_str())?;
            match rest.strip_prefix('/') {
                Some(r) => Some(host.join(r)),
                None if rest.is_empty() => Some(host.clone()),
                None => None,
            }
        });
        let joined = if let Some(host) = aliased {
            host
        } else if let Some(rel) = s.strip_prefix('/') {
            let in_sysroot = self.sysroot.join(rel);
            if in_sysroot.symlink_metadata().is_ok() {
                in_sysroot
            } else {
                PathBuf::from(s)
            }
        } else {
            base.join(s)
        };
        let canon = self.canonicalize(&joined, follow)?;
        if write {
            if self.may_write(&canon) {
                Ok(Resolved::Host(canon))
            } else if self.may_read(&canon) {
                Err(EACCES)
            } else {
                Err(ENOENT)
            }
        } else if self.may_read(&canon) {
            Ok(Resolved::Host(canon))
        } else {
            Err(ENOENT)
        }
    }

    fn canonicalize(&self, p: &Path, follow: bool) -> Result<PathBuf, u32> {
        if follow {
            if let Ok(c) = std::fs::canonicalize(p) {
                return Ok(c);
            }
        }
        // The last component is new (or must not be followed): canonicalise the parent.
        let name = p.file_name().ok_or(ENOENT)?;
        let parent = p.parent().ok_or(ENOENT)?;
        let parent = if parent.as_os_str().is_empty() {
            Path::new(".")
        } else {
            parent
        };
        let cp = std::fs::canonicalize(parent).map_err(|_| ENOENT)?;
        if name == ".." || name == "." {
            return std::fs::canonicalize(p).map_err(|_| ENOENT);
        }
        Ok(cp.join(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (tempfile::TempDir, Sandbox) {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("work");
        std::fs::create_dir_all(root.join("sub")).unwrap();
        std::fs::write(root.join("sub/f.txt"), b"x").unwrap();
        std::fs::write(dir.path().join("secret"), b"s").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret"), root.join("link")).unwrap();
        let sys = dir.path().join("sysroot");
        std::fs::create_dir_all(sys.join("lib")).unwrap();
        std::fs::write(sys.join("lib/libc.so.6"), b"elf").unwrap();
        let sb = Sandbox::new(&root, &sys, &[]);
        (dir, sb)
    }

    #[test]
    fn reads_inside_cwd_and_sysroot_only() {
        let (dir, sb) = setup();
        let root = sb.cwd_root().to_path_buf();
        assert!(matches!(
            sb.resolve(&root, b"sub/f.txt", false, true),
            Ok(Resolved::Host(_))
        ));
        // `..` escaping the tree and symlinks pointing outside are invisible.
        assert_eq!(sb.resolve(&root, b"../secret", false, true), Err(ENOENT));
        assert_eq!(sb.resolve(&root, b"link", false, true), Err(ENOENT));
        let abs = dir.path().join("secret");
        assert_eq!(
            sb.resolve(&root, abs.to_str().unwrap().as_bytes(), false, true),
            Err(ENOENT)
        );
        // Absolute paths go to the sysroot first.
        match sb.resolve(&root, b"/lib/libc.so.6", false, true) {
            Ok(Resolved::Host(p)) => assert!(p.starts_with(sb.sysroot())),
            other => panic!("{other:?}"),
        }
        assert_eq!(sb.resolve(&root, b"/etc/passwd", false, true), Err(ENOENT));
    }

    #[test]
    fn a_dir_alias_names_a_granted_directory_and_nothing_more() {
        let (dir, sb) = setup();
        let out = dir.path().join("out-dir");
        std::fs::create_dir_all(&out).unwrap();
        let out = out.canonicalize().unwrap();
        let root = sb.cwd_root().to_path_buf();
        let sb = sb
            .with_writable(std::slice::from_ref(&out))
            .with_dir_alias("/run/", &out);
        // Files under the alias are the directory's, writable as it is.
        assert_eq!(
            sb.resolve(&root, b"/run/class.dump", true, true),
            Ok(Resolved::Host(out.join("class.dump")))
        );
        assert_eq!(
            sb.resolve(&root, b"/run", false, true),
            Ok(Resolved::Host(out.clone()))
        );
        // A longer name that only starts like the alias is not under it.
        assert_eq!(sb.resolve(&root, b"/running/x", false, true), Err(ENOENT));
        // `..` out of the aliased directory is checked like any other path.
        assert_eq!(
            sb.resolve(&root, b"/run/../secret", false, true),
            Err(ENOENT)
        );
        // Its files are named by the alias, wherever the directory lies.
        assert_eq!(sb.stable_name(&out.join("class.dump")), "/run/class.dump");
        // An alias of a directory that is not granted gives nothing.
        let sb2 = Sandbox::new(&root, &root, &[]).with_dir_alias("/x", dir.path());
        assert_eq!(sb2.resolve(&root, b"/x/secret", false, true), Err(ENOENT));
    }

    #[test]
    fn writes_only_inside_cwd() {
        let (_dir, sb) = setup();
        let root = sb.cwd_root().to_path_buf();
        assert_eq!(
            sb.resolve(&root, b"new.txt", true, true),
            Ok(Resolved::Host(root.join("new.txt")))
        );
        assert_eq!(
            sb.resolve(&root, b"/lib/libc.so.6", true, true),
            Err(EACCES)
        );
        assert_eq!(sb.resolve(&root, b"../evil", true, true), Err(ENOENT));
        assert_eq!(
            sb.resolve(&root, b"/dev/null", true, true),
            Ok(Resolved::Special(Special::Null))
        );
    }

    #[test]
    fn stable_names_do_not_depend_on_host_locations() {
        let (dir, sb) = setup();
        let root = sb.cwd_root().to_path_buf();
        assert_eq!(sb.stable_name(&root.join("sub/f.txt")), "cwd/sub/f.txt");
        assert_eq!(sb.stable_name(&root), "cwd/");
        assert_eq!(
            sb.stable_name(&sb.sysroot().join("lib/libc.so.6")),
            "sysroot/lib/libc.so.6"
        );
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();
        let sb = sb.with_writable(std::slice::from_ref(&out));
        let c = std::fs::canonicalize(&out).unwrap();
        assert_eq!(sb.stable_name(&c.join("x")), "root0/x");
    }

    #[test]
    fn granted_output_directory_is_writable() {
        let (dir, sb) = setup();
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();
        let root = sb.cwd_root().to_path_buf();
        let outside = out.join("class.dump");
        let guest = outside.to_str().unwrap().as_bytes().to_vec();
        assert_eq!(sb.resolve(&root, &guest, true, true), Err(ENOENT));
        let sb = sb.with_writable(std::slice::from_ref(&out));
        assert_eq!(
            sb.resolve(&root, &guest, true, true),
            Ok(Resolved::Host(
                std::fs::canonicalize(&out).unwrap().join("class.dump")
            ))
        );
        // Still nothing beside it.
        let beside = dir.path().join("secret");
        assert_eq!(
            sb.resolve(&root, beside.to_str().unwrap().as_bytes(), true, true),
            Err(ENOENT)
        );
        assert_eq!(
            sb.resolve(&root, b"/dev/null", true, true),
            Ok(Resolved::Special(Special::Null))
        );
    }
}
