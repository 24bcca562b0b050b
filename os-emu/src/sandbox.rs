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
//! Checking a path and then using it by name would race with anything that changes the
//! tree in between (another guest in the same directory flipping a file and a symlink).
//! So the check ([`Sandbox::resolve`]) yields a canonical path, and every use opens it
//! with [`Sandbox::open`] / [`Sandbox::open_parent`]: below the descriptor of the root
//! that grants it, held since the root was granted, following no symlink
//! ([`crate::beneath`]: `openat2` with `RESOLVE_BENEATH`, or a walk with `O_NOFOLLOW`).
//! Calls that change a name (unlink, mkdir, rename, symlink) are the `*at` calls on the
//! parent's descriptor; stat and readlink go through an `O_PATH` descriptor. A symlink
//! whose target is missing is followed to where `O_CREAT` would create the target,
//! which must be inside the sandbox.
//!
//! Absolute guest paths are looked up in the sysroot first (as QEMU's `-L` does), so
//! the dynamic loader's `/lib/libc.so.6` is the sysroot's. `/dev/null`, `/dev/zero`,
//! `/dev/full`, `/dev/urandom`, `/dev/random` and `/proc/self/exe` are emulated; with
//! `OsConfig::exe_alias` the executable is shown (and opened, read-only) under a fixed
//! name instead of its host path, and `OsConfig::dir_aliases` give host directories
//! fixed guest names (simrun's run directory), so that host paths do not reach the guest.

use std::ffi::OsString;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use crate::beneath::{self, Symlinks};
use crate::errno::{EACCES, ELOOP, ENOENT, ENOTDIR};

/// An emulated special file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// /dev/null.
    Null,
    /// /dev/zero.
    Zero,
    /// /dev/urandom and /dev/random (the seeded stream).
    Urandom,
    /// /dev/full: reads zeros, every write fails with ENOSPC.
    Full,
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
    /// Descriptors of the roots, opened when they were granted: every guest path is
    /// opened below one of them ([`Sandbox::open`]).
    root_fds: Vec<(PathBuf, Arc<OwnedFd>)>,
    /// The guest executable, opened when it was loaded.
    exe_fd: Option<Arc<OwnedFd>>,
    /// Names the guest may not change ([`Sandbox::protect`]).
    protected: Vec<PathBuf>,
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
        let mut sb = Sandbox {
            write_roots: vec![cwd.clone()],
            cwd,
            sysroot,
            read_roots: Vec::new(),
            exe: None,
            dir_aliases: Vec::new(),
            root_fds: Vec::new(),
            exe_fd: None,
            protected: Vec::new(),
        };
        for r in read_roots {
            sb.add_root_fd(&r);
            sb.read_roots.push(r);
        }
        sb
    }

    fn add_root_fd(&mut self, root: &Path) {
        if self.root_fds.iter().any(|(r, _)| r == root) {
            return;
        }
        if let Ok(fd) = beneath::open_root(root) {
            self.root_fds.push((root.to_path_buf(), Arc::new(fd)));
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
            self.add_root_fd(&c);
            self.read_roots.push(c.clone());
            self.write_roots.push(c);
        }
        self
    }

    /// Protects host files `names` (existing or not; their directory must exist): the
    /// guest may not unlink, rename, or create a directory or symlink at them
    /// ([`Sandbox::is_protected`]).
    pub fn protect(&mut self, names: &[PathBuf]) {
        for n in names {
            let c = match (n.parent(), n.file_name()) {
                (Some(d), Some(f)) => canon_or(d).join(f),
                _ => canon_or(n),
            };
            self.protected.push(c);
        }
    }

    /// Whether canonical path `p` is a protected name.
    pub fn is_protected(&self, p: &Path) -> bool {
        self.protected.iter().any(|q| q == p)
    }

    /// Grants read access to the guest executable (exactly that file).
    pub fn set_exe(&mut self, exe: &Path) {
        self.exe = Some(canon_or(exe));
        self.exe_fd = None;
    }

    /// Grants read access to the guest executable through the descriptor it was loaded
    /// from (`path` is its canonical host path).
    pub fn set_exe_fd(&mut self, path: &Path, fd: OwnedFd) {
        self.exe = Some(path.to_path_buf());
        self.exe_fd = Some(Arc::new(fd));
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
        // Any bytes but NUL make a Linux path; they reach the host unchanged.
        let os = |b: &[u8]| std::ffi::OsStr::from_bytes(b).to_os_string();
        if path.is_empty() {
            return Err(ENOENT);
        }
        match path {
            b"/dev/null" => return Ok(Resolved::Special(Special::Null)),
            b"/dev/zero" => return Ok(Resolved::Special(Special::Zero)),
            b"/dev/full" => return Ok(Resolved::Special(Special::Full)),
            b"/dev/urandom" | b"/dev/random" => return Ok(Resolved::Special(Special::Urandom)),
            _ => {}
        }
        // An alias does not hide what the guest was granted under the same name (a working
        // directory under the host's /tmp stays reachable by its absolute path while /tmp
        // is an alias of the run's private tmp/).
        let granted = |p: &Path| {
            self.read_roots
                .iter()
                .chain(&self.write_roots)
                .any(|r| p.starts_with(r))
        };
        let aliased = self.dir_aliases.iter().find_map(|(guest, host)| {
            if granted(Path::new(&os(path))) {
                return None;
            }
            let rest = path.strip_prefix(guest.as_bytes())?;
            match rest.strip_prefix(b"/") {
                Some(r) => Some(host.join(os(r))),
                None if rest.is_empty() => Some(host.clone()),
                None => None,
            }
        });
        let joined = if let Some(host) = aliased {
            host
        } else if let Some(rel) = path.strip_prefix(b"/") {
            let in_sysroot = self.sysroot.join(os(rel));
            if in_sysroot.symlink_metadata().is_ok() {
                in_sysroot
            } else {
                PathBuf::from(os(path))
            }
        } else {
            base.join(os(path))
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

    /// The canonical form of absolute host path `p` as the kernel would resolve it:
    /// `.`, `..` and symlinks (absolute ones from the host's `/`) resolved component by
    /// component. Every component but the last must exist; a missing last component, or
    /// a symlink whose target is missing (a dangling link, which `O_CREAT` creates through),
    /// resolves to where it would be created. `follow` = false leaves a trailing symlink
    /// as it is. More than 40 symlinks is ELOOP, as on Linux.
    fn canonicalize(&self, p: &Path, follow: bool) -> Result<PathBuf, u32> {
        let mut todo: Vec<std::ffi::OsString> = Vec::new();
        push_components(&mut todo, p);
        let mut cur = PathBuf::from("/");
        let mut links = 0;
        while let Some(c) = todo.pop() {
            if c == "." {
                continue;
            }
            if c == ".." {
                cur.pop();
                continue;
            }
            let last = todo.is_empty();
            let next = cur.join(&c);
            match std::fs::symlink_metadata(&next) {
                Ok(m) if m.file_type().is_symlink() && (follow || !last) => {
                    links += 1;
                    if links > 40 {
                        return Err(ELOOP);
                    }
                    let target = std::fs::read_link(&next).map_err(|_| ENOENT)?;
                    if target.is_absolute() {
                        cur = PathBuf::from("/");
                    }
                    push_components(&mut todo, &target);
                }
                Ok(m) if !last && !m.is_dir() => return Err(ENOTDIR),
                Ok(_) => cur = next,
                Err(_) if last => cur = next,
                Err(_) => return Err(ENOENT),
            }
        }
        Ok(cur)
    }

    /// The root a canonical path `p` is opened below: the deepest root granting the
    /// access (writing: a writable root), and the path relative to it.
    fn root_of<'a>(&self, p: &'a Path, write: bool) -> Option<(&PathBuf, &'a Path)> {
        let roots = if write {
            &self.write_roots
        } else {
            &self.read_roots
        };
        roots
            .iter()
            .filter_map(|r| p.strip_prefix(r).ok().map(|rel| (r, rel)))
            .max_by_key(|(r, _)| r.as_os_str().len())
    }

    fn root_fd(&self, root: &Path) -> std::io::Result<Arc<OwnedFd>> {
        if let Some((_, fd)) = self.root_fds.iter().find(|(r, _)| r == root) {
            return Ok(fd.clone());
        }
        // Granted before it existed: opened now, by the path the simulator was given.
        beneath::open_root(root).map(Arc::new)
    }

    /// Opens canonical host path `p` (from [`Sandbox::resolve`]) with host open `flags`,
    /// below the root that grants it, following no symlink: if the path changed since it
    /// was resolved (a component replaced by a symlink), the open fails instead of
    /// leaving the sandbox. The guest executable is reopened from the descriptor taken
    /// when it was loaded.
    pub fn open(&self, p: &Path, write: bool, flags: i32, mode: u32) -> std::io::Result<OwnedFd> {
        let Some((root, rel)) = self.root_of(p, write) else {
            if !write && self.exe.as_deref() == Some(p) {
                if let Some(fd) = &self.exe_fd {
                    let strip = libc::O_CREAT | libc::O_TRUNC | libc::O_NOFOLLOW;
                    return beneath::reopen(fd.as_fd(), flags & !strip);
                }
            }
            let e = if write && self.may_read(p) {
                libc::EACCES
            } else {
                libc::ENOENT
            };
            return Err(std::io::Error::from_raw_os_error(e));
        };
        let fd = self.root_fd(root)?;
        beneath::open_beneath(fd.as_fd(), rel, flags, mode, Symlinks::Refuse)
    }

    /// Opens the directory holding canonical path `p` (O_PATH, as [`Sandbox::open`]) for
    /// a call on its last component (unlinkat, mkdirat, renameat, symlinkat), and gives
    /// that component's name. A root itself has no parent the guest may change: EBUSY.
    pub fn open_parent(&self, p: &Path, write: bool) -> std::io::Result<(OwnedFd, OsString)> {
        let name = p
            .file_name()
            .ok_or_else(|| std::io::Error::from_raw_os_error(libc::EBUSY))?
            .to_os_string();
        let parent = p
            .parent()
            .ok_or_else(|| std::io::Error::from_raw_os_error(libc::EBUSY))?;
        if self.root_of(parent, write).is_none() {
            return Err(std::io::Error::from_raw_os_error(libc::EBUSY));
        }
        let fd = self.open(parent, write, libc::O_PATH | libc::O_DIRECTORY, 0)?;
        Ok((fd, name))
    }
}

/// Pushes the components of `p` onto `todo` so that popping yields them in order.
fn push_components(todo: &mut Vec<std::ffi::OsString>, p: &Path) {
    for c in p.components().rev() {
        match c {
            Component::RootDir | Component::Prefix(_) => {}
            c => todo.push(c.as_os_str().to_os_string()),
        }
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
