//! Race-free opening of host paths below a directory descriptor (issue 17, docs/security.md).
//!
//! The sandbox decides *whether* a guest may reach a host path by resolving it
//! ([`crate::sandbox::Sandbox::resolve`]); this module makes sure that what is then opened
//! is that path and nothing else, whatever the guest (or another process) does to the tree
//! in between. Every open starts from a descriptor of a sandbox root, held since the
//! sandbox was made, and walks the path below it without following any symlink:
//!
//! - where the host kernel has `openat2` (Linux 5.6+, checked once at run time), with
//!   `RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS` (or
//!   `RESOLVE_IN_ROOT` for the interpreter, whose absolute symlinks name sysroot files);
//! - else component by component: `openat(dir, component, O_PATH | O_DIRECTORY |
//!   O_NOFOLLOW)` for every directory, `..` refused, the last one opened with
//!   `O_NOFOLLOW`.
//!
//! A path that was swapped for a symlink after the check fails (ELOOP) instead of
//! leading outside. `PPCSIM_FORCE_WALK=1` ([`FORCE_WALK_ENV`]) forces the walk, for
//! testing it where openat2 exists.

use std::ffi::CString;
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path};
use std::sync::OnceLock;

/// How symlinks below the root are treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symlinks {
    /// None may be followed (the path is already canonical): a symlink in the way is
    /// ELOOP, except a trailing one opened with `O_PATH | O_NOFOLLOW` (lstat, readlink).
    Refuse,
    /// Followed as if the root were `/` (chroot-like), never leaving it; without
    /// `openat2` they are refused.
    InRoot,
}

/// Environment variable that, set to `1`, makes the process use the component walk
/// even where the kernel has `openat2` (so that the fallback is tested on new kernels).
pub const FORCE_WALK_ENV: &str = "PPCSIM_FORCE_WALK";

/// Whether the host kernel has `openat2` (asked once per process), and it is not
/// disabled by [`FORCE_WALK_ENV`].
pub fn have_openat2() -> bool {
    static HAVE: OnceLock<bool> = OnceLock::new();
    *HAVE.get_or_init(|| {
        if std::env::var_os(FORCE_WALK_ENV).is_some_and(|v| v == "1") {
            return false;
        }
        let root = c"/";
        // SAFETY: opens "/" with O_PATH through a valid open_how; the result is closed.
        match unsafe { openat2_raw(libc::AT_FDCWD, root, libc::O_PATH, 0, 0) } {
            Ok(fd) => {
                drop(fd);
                true
            }
            Err(e) => e.raw_os_error() != Some(libc::ENOSYS),
        }
    })
}

/// `openat2(dirfd, path, how)`.
///
/// # Safety
/// `dirfd` must be a valid descriptor or AT_FDCWD.
unsafe fn openat2_raw(
    dirfd: i32,
    path: &std::ffi::CStr,
    flags: i32,
    mode: u32,
    resolve: u64,
) -> io::Result<OwnedFd> {
    let mut how: libc::open_how = std::mem::zeroed();
    how.flags = (flags | libc::O_CLOEXEC) as u32 as u64;
    how.mode = if flags & (libc::O_CREAT | libc::O_TMPFILE) != 0 {
        u64::from(mode & 0o7777)
    } else {
        0
    };
    how.resolve = resolve;
    loop {
        let r = libc::syscall(
            libc::SYS_openat2,
            dirfd,
            path.as_ptr(),
            &how as *const libc::open_how,
            std::mem::size_of::<libc::open_how>(),
        );
        if r >= 0 {
            return Ok(OwnedFd::from_raw_fd(r as i32));
        }
        let e = io::Error::last_os_error();
        // EAGAIN: a concurrent rename elsewhere on the host (RESOLVE_BENEATH retries).
        if e.raw_os_error() != Some(libc::EAGAIN) && e.raw_os_error() != Some(libc::EINTR) {
            return Err(e);
        }
    }
}

fn cstr(p: &Path) -> io::Result<CString> {
    CString::new(p.as_os_str().as_bytes()).map_err(|_| io::Error::from_raw_os_error(libc::ENOENT))
}

fn openat(dir: i32, name: &std::ffi::CStr, flags: i32, mode: u32) -> io::Result<OwnedFd> {
    // SAFETY: `dir` is a descriptor the caller holds; the result is owned here.
    let r = unsafe { libc::openat(dir, name.as_ptr(), flags | libc::O_CLOEXEC, mode) };
    if r < 0 {
        Err(io::Error::last_os_error())
    } else {
        // SAFETY: a fresh descriptor.
        Ok(unsafe { OwnedFd::from_raw_fd(r) })
    }
}

/// Opens `rel` (relative, no `..` for [`Symlinks::Refuse`]) below the directory `root`
/// with host open `flags` (O_CLOEXEC is added) and `mode`. An empty `rel` opens the root
/// itself.
pub fn open_beneath(
    root: BorrowedFd<'_>,
    rel: &Path,
    flags: i32,
    mode: u32,
    symlinks: Symlinks,
) -> io::Result<OwnedFd> {
    let rel_c = if rel.as_os_str().is_empty() {
        CString::from(c".")
    } else {
        cstr(rel)?
    };
    if have_openat2() {
        let resolve = match symlinks {
            Symlinks::Refuse => {
                libc::RESOLVE_BENEATH | libc::RESOLVE_NO_SYMLINKS | libc::RESOLVE_NO_MAGICLINKS
            }
            Symlinks::InRoot => libc::RESOLVE_IN_ROOT | libc::RESOLVE_NO_MAGICLINKS,
        };
        // SAFETY: `root` is a valid borrowed descriptor.
        return unsafe { openat2_raw(root.as_raw_fd(), &rel_c, flags, mode, resolve) }.map_err(
            |e| match e.raw_os_error() {
                // Escaping the root is "no such file" for the guest.
                Some(libc::EXDEV) => io::Error::from_raw_os_error(libc::ENOENT),
                _ => e,
            },
        );
    }
    walk(root, rel, flags, mode)
}

/// The component-by-component fallback: every directory opened with O_NOFOLLOW below
/// the previous one, `..` refused, the last component opened with O_NOFOLLOW.
fn walk(root: BorrowedFd<'_>, rel: &Path, flags: i32, mode: u32) -> io::Result<OwnedFd> {
    let parts: Vec<&std::ffi::OsStr> = rel
        .components()
        .filter_map(|c| match c {
            Component::Normal(n) => Some(Ok(n)),
            Component::CurDir => None,
            _ => Some(Err(())),
        })
        .collect::<Result<_, _>>()
        .map_err(|_| io::Error::from_raw_os_error(libc::ENOENT))?;
    let dir_flags = libc::O_PATH | libc::O_DIRECTORY | libc::O_NOFOLLOW;
    let mut cur: Option<OwnedFd> = None;
    let Some((last, dirs)) = parts.split_last() else {
        return openat(root.as_raw_fd(), c".", flags, mode);
    };
    for d in dirs {
        let at = cur.as_ref().map_or(root.as_raw_fd(), |f| f.as_raw_fd());
        let name =
            CString::new(d.as_bytes()).map_err(|_| io::Error::from(io::ErrorKind::NotFound))?;
        cur = Some(openat(at, &name, dir_flags, 0).map_err(|e| symlink_is_eloop(at, &name, e))?);
    }
    let at = cur.as_ref().map_or(root.as_raw_fd(), |f| f.as_raw_fd());
    let name =
        CString::new(last.as_bytes()).map_err(|_| io::Error::from(io::ErrorKind::NotFound))?;
    let fd = openat(at, &name, flags | libc::O_NOFOLLOW, mode)?;
    // O_PATH | O_NOFOLLOW opens a trailing symlink itself: only asked for, never as the
    // thing a path names.
    if flags & libc::O_NOFOLLOW == 0 && flags & libc::O_PATH != 0 {
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: fstat into a zeroed stat of a descriptor owned here.
        if unsafe { libc::fstat(fd.as_raw_fd(), &mut st) } == 0
            && st.st_mode & libc::S_IFMT == libc::S_IFLNK
        {
            return Err(io::Error::from_raw_os_error(libc::ELOOP));
        }
    }
    Ok(fd)
}

/// O_DIRECTORY | O_NOFOLLOW on a symlink says ENOTDIR; openat2 says ELOOP, and so does
/// the walk.
fn symlink_is_eloop(at: i32, name: &std::ffi::CStr, e: io::Error) -> io::Error {
    if e.raw_os_error() != Some(libc::ENOTDIR) {
        return e;
    }
    // SAFETY: fstatat with AT_SYMLINK_NOFOLLOW into a zeroed stat, on a held descriptor.
    let is_link = unsafe {
        let mut st: libc::stat = std::mem::zeroed();
        libc::fstatat(at, name.as_ptr(), &mut st, libc::AT_SYMLINK_NOFOLLOW) == 0
            && st.st_mode & libc::S_IFMT == libc::S_IFLNK
    };
    if is_link {
        io::Error::from_raw_os_error(libc::ELOOP)
    } else {
        e
    }
}

/// Opens directory `path` (a host path the simulator was given, not a guest's) as a
/// root: O_PATH, following symlinks in the path as given.
pub fn open_root(path: &Path) -> io::Result<OwnedFd> {
    openat(
        libc::AT_FDCWD,
        &cstr(path)?,
        libc::O_PATH | libc::O_DIRECTORY,
        0,
    )
}

/// Reopens the file behind an O_PATH (or any) descriptor with `flags`: a new open file
/// description of exactly that inode (through the process's own /proc/self/fd link).
pub fn reopen(fd: BorrowedFd<'_>, flags: i32) -> io::Result<OwnedFd> {
    let p = CString::new(format!("/proc/self/fd/{}", fd.as_raw_fd())).expect("no NUL");
    openat(libc::AT_FDCWD, &p, flags, 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::fd::AsFd;

    /// The fallback walk refuses what openat2's RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS
    /// refuses (it runs only on kernels without openat2, so it is tested directly).
    #[test]
    fn the_walk_follows_no_symlink_and_no_dotdot() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("root");
        std::fs::create_dir_all(root.join("a/b")).unwrap();
        std::fs::write(root.join("a/b/f"), b"in").unwrap();
        std::fs::write(dir.path().join("secret"), b"out").unwrap();
        std::os::unix::fs::symlink(dir.path(), root.join("up")).unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret"), root.join("s")).unwrap();
        let r = open_root(&root).unwrap();
        let ok = walk(r.as_fd(), Path::new("a/b/f"), libc::O_RDONLY, 0).unwrap();
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::fs::File::from(ok), &mut s).unwrap();
        assert_eq!(s, "in");
        let errno = |p: &str, f: i32| {
            walk(r.as_fd(), Path::new(p), f, 0)
                .unwrap_err()
                .raw_os_error()
        };
        assert_eq!(errno("up/secret", libc::O_RDONLY), Some(libc::ELOOP));
        assert_eq!(errno("s", libc::O_RDONLY), Some(libc::ELOOP));
        assert_eq!(
            errno("s", libc::O_WRONLY | libc::O_CREAT),
            Some(libc::ELOOP)
        );
        assert_eq!(errno("s", libc::O_PATH), Some(libc::ELOOP));
        assert_eq!(errno("../secret", libc::O_RDONLY), Some(libc::ENOENT));
        assert_eq!(errno("a/../../secret", libc::O_RDONLY), Some(libc::ENOENT));
        // lstat's O_PATH | O_NOFOLLOW gets the link itself.
        assert!(walk(
            r.as_fd(),
            Path::new("s"),
            libc::O_PATH | libc::O_NOFOLLOW,
            0
        )
        .is_ok());
        // openat2, where the host has it, agrees.
        if have_openat2() {
            let o = |p: &str, f: i32| {
                open_beneath(r.as_fd(), Path::new(p), f, 0, Symlinks::Refuse)
                    .unwrap_err()
                    .raw_os_error()
            };
            assert_eq!(o("up/secret", libc::O_RDONLY), Some(libc::ELOOP));
            assert_eq!(o("s", libc::O_PATH), Some(libc::ELOOP));
            assert_eq!(o("../secret", libc::O_RDONLY), Some(libc::ENOENT));
        }
    }
}
