//! The run directory and its files (SPEC §5), reached without ever following a symlink.
//!
//! A run directory may hold anything an earlier run or the guest (which may write into it)
//! left there, symlinks to host files included. simrun therefore reaches its files only
//! through a descriptor of the directory ([`RunDir`]):
//!
//! ```text
//! RunDir::open(dir)    mkdir -p dir; fd = open(dir, O_DIRECTORY); flock(fd, LOCK_EX|LOCK_NB)
//! RunDir::clear(ALL)   unlinkat(fd, name)            removes a link, never its target
//! RunDir::create(name) unlinkat(fd, name); openat(fd, name, O_CREAT|O_EXCL|O_NOFOLLOW)
//! ```
//!
//! A name planted between the removal and the creation makes the creation fail with a
//! clear message instead of writing through it, so no host file outside the directory is
//! ever opened. The lock is held on the directory itself for the whole run: a second
//! simrun on the same `--out` fails at once instead of mixing its files with the first's,
//! and nothing is left behind in the directory when the run ends (the lock goes with the
//! descriptor, even after kill -9).

use std::ffi::CString;
use std::fs::File;
use std::io::{self, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// The trace.
pub const TRACE: &str = "trace.bz2";
/// Statistics, sim-cache text.
pub const STATS_TXT: &str = "stats.txt";
/// Statistics, JSON.
pub const STATS_JSON: &str = "stats.json";
/// The interval series.
pub const INTERVALS: &str = "intervals.csv";
/// Statistics per measured window (cache and trace modes; `super::windows`).
pub const WINDOWS: &str = "windows.csv";
/// Written by the guest VM.
pub const CLASS_DUMP: &str = "class.dump";
/// Written by the guest VM.
pub const FEATURE_DUMP: &str = "feature.dump";
/// What produced the run (`meta::RunJson`).
pub const RUN_JSON: &str = "run.json";
/// The guest's private `/tmp` (a directory, emptied at the start of every run).
pub const TMP: &str = "tmp";
/// Every file of a `jvm` run directory in trace mode.
pub const ALL: [&str; 8] = [
    RUN_JSON,
    TRACE,
    CLASS_DUMP,
    FEATURE_DUMP,
    STATS_TXT,
    STATS_JSON,
    INTERVALS,
    WINDOWS,
];

/// The files simrun itself writes (the guest writes the dumps): the guest may read them
/// but neither write, remove nor replace them (`os_emu::Os::protect`).
pub const SIMRUN_WRITES: [&str; 6] = [RUN_JSON, TRACE, STATS_TXT, STATS_JSON, INTERVALS, WINDOWS];

/// What can go wrong with the run directory.
#[derive(Debug, thiserror::Error)]
pub enum RunDirError {
    /// The directory cannot be created or opened.
    #[error("the run directory {path}: {source}")]
    Open {
        /// The directory.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// Another process (another simrun) holds the directory's lock.
    #[error(
        "the run directory {path} is in use by another simrun (it holds the directory's \
         lock); wait for it to end or choose another --out"
    )]
    Locked {
        /// The directory.
        path: PathBuf,
    },
    /// A file of the directory cannot be removed, created or written.
    #[error("{what} {path}: {source}")]
    File {
        /// `removing`, `creating` or `writing`.
        what: &'static str,
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// An open, locked run directory.
#[derive(Debug)]
pub struct RunDir {
    path: PathBuf,
    fd: OwnedFd,
}

fn c_name(name: &str) -> io::Result<CString> {
    if name.is_empty() || name.contains('/') || name == "." || name == ".." {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a plain file name",
        ));
    }
    CString::new(name).map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "NUL in a name"))
}

impl RunDir {
    /// Creates `path` (and its parents) when missing, opens it and takes its lock.
    pub fn open(path: &Path) -> Result<RunDir, RunDirError> {
        let err = |source| RunDirError::Open {
            path: path.to_path_buf(),
            source,
        };
        std::fs::create_dir_all(path).map_err(err)?;
        let c = CString::new(path.as_os_str().as_bytes()).map_err(|_| {
            err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "NUL in the path",
            ))
        })?;
        // SAFETY: `c` is a NUL-terminated path; the result is checked before use.
        let raw = unsafe {
            libc::open(
                c.as_ptr(),
                libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC,
            )
        };
        if raw < 0 {
            return Err(err(io::Error::last_os_error()));
        }
        // SAFETY: `raw` is a descriptor we just opened and own.
        let fd = unsafe { OwnedFd::from_raw_fd(raw) };
        // SAFETY: flock on a descriptor we own.
        if unsafe { libc::flock(fd.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let e = io::Error::last_os_error();
            return Err(if e.raw_os_error() == Some(libc::EWOULDBLOCK) {
                RunDirError::Locked {
                    path: path.to_path_buf(),
                }
            } else {
                err(e)
            });
        }
        Ok(RunDir {
            path: path.to_path_buf(),
            fd,
        })
    }

    /// The directory's path, for messages.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The path of `name` in the directory, for messages.
    pub fn join(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }

    fn file_err(&self, what: &'static str, name: &str, source: io::Error) -> RunDirError {
        RunDirError::File {
            what,
            path: self.join(name),
            source,
        }
    }

    /// Removes `name` if it exists (a symlink is removed, never followed).
    pub fn remove(&self, name: &str) -> Result<(), RunDirError> {
        let c = c_name(name).map_err(|e| self.file_err("removing", name, e))?;
        // SAFETY: unlinkat on our directory descriptor with a NUL-terminated name.
        if unsafe { libc::unlinkat(self.fd.as_raw_fd(), c.as_ptr(), 0) } != 0 {
            let e = io::Error::last_os_error();
            if e.kind() != io::ErrorKind::NotFound {
                return Err(self.file_err("removing", name, e));
            }
        }
        Ok(())
    }

    /// Removes each of `names` (an earlier run's files).
    pub fn clear(&self, names: &[&str]) -> Result<(), RunDirError> {
        names.iter().try_for_each(|n| self.remove(n))
    }

    /// Makes `name` an empty directory and returns its path: whatever had that name (an
    /// earlier run's directory with its contents, a file, a symlink) is removed first,
    /// never followed.
    pub fn fresh_dir(&self, name: &str) -> Result<PathBuf, RunDirError> {
        let c = c_name(name).map_err(|e| self.file_err("creating", name, e))?;
        // SAFETY: unlinkat on our directory descriptor with a NUL-terminated name.
        if unsafe { libc::unlinkat(self.fd.as_raw_fd(), c.as_ptr(), 0) } != 0 {
            let e = io::Error::last_os_error();
            match e.raw_os_error() {
                Some(libc::ENOENT) => {}
                // A directory: std's remove_dir_all opens nothing through a symlink.
                Some(libc::EISDIR) => std::fs::remove_dir_all(self.join(name))
                    .map_err(|e| self.file_err("removing", name, e))?,
                _ => return Err(self.file_err("removing", name, e)),
            }
        }
        // SAFETY: mkdirat on our directory descriptor with a NUL-terminated name.
        if unsafe { libc::mkdirat(self.fd.as_raw_fd(), c.as_ptr(), 0o755) } != 0 {
            return Err(self.file_err("creating", name, io::Error::last_os_error()));
        }
        Ok(self.join(name))
    }

    /// Creates `name` afresh for writing: whatever had that name is removed first, and the
    /// creation neither follows a symlink nor reuses an existing file.
    pub fn create(&self, name: &str) -> Result<File, RunDirError> {
        self.remove(name)?;
        let c = c_name(name).map_err(|e| self.file_err("creating", name, e))?;
        // SAFETY: openat on our directory descriptor with a NUL-terminated name; the
        // result is checked before use.
        let raw = unsafe {
            libc::openat(
                self.fd.as_raw_fd(),
                c.as_ptr(),
                libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL | libc::O_NOFOLLOW | libc::O_CLOEXEC,
                0o644 as libc::c_uint,
            )
        };
        if raw < 0 {
            return Err(self.file_err("creating", name, io::Error::last_os_error()));
        }
        // SAFETY: `raw` is a descriptor we just opened and own.
        Ok(unsafe { File::from_raw_fd(raw) })
    }

    /// The contents of `name`, `None` when it does not exist; a symlink is never followed
    /// (reading one is an error).
    pub fn read(&self, name: &str) -> Result<Option<Vec<u8>>, RunDirError> {
        use std::io::Read as _;
        let c = c_name(name).map_err(|e| self.file_err("reading", name, e))?;
        // SAFETY: openat on our directory descriptor with a NUL-terminated name; the
        // result is checked before use.
        let raw = unsafe {
            libc::openat(
                self.fd.as_raw_fd(),
                c.as_ptr(),
                libc::O_RDONLY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            )
        };
        if raw < 0 {
            let e = io::Error::last_os_error();
            if e.kind() == io::ErrorKind::NotFound {
                return Ok(None);
            }
            return Err(self.file_err("reading", name, e));
        }
        // SAFETY: `raw` is a descriptor we just opened and own.
        let mut f = unsafe { File::from_raw_fd(raw) };
        let mut v = Vec::new();
        f.read_to_end(&mut v)
            .map_err(|e| self.file_err("reading", name, e))?;
        Ok(Some(v))
    }

    /// Creates `name` afresh (as [`RunDir::create`]) holding `bytes`.
    pub fn write(&self, name: &str, bytes: &[u8]) -> Result<(), RunDirError> {
        let mut f = self.create(name)?;
        f.write_all(bytes)
            .and_then(|()| f.flush())
            .map_err(|e| self.file_err("writing", name, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn planted_symlinks_are_replaced_not_followed() {
        let d = tempfile::tempdir().unwrap();
        let victim = d.path().join("victim");
        std::fs::write(&victim, "host file").unwrap();
        let run = d.path().join("run");
        std::fs::create_dir(&run).unwrap();
        std::os::unix::fs::symlink(&victim, run.join(STATS_TXT)).unwrap();
        std::os::unix::fs::symlink(d.path().join("dangling"), run.join(TRACE)).unwrap();
        let rd = RunDir::open(&run).unwrap();
        rd.write(STATS_TXT, b"stats").unwrap();
        rd.write(TRACE, b"trace").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "host file");
        assert!(!d.path().join("dangling").exists());
        assert_eq!(
            std::fs::read_to_string(run.join(STATS_TXT)).unwrap(),
            "stats"
        );
        assert!(!std::fs::symlink_metadata(run.join(STATS_TXT))
            .unwrap()
            .file_type()
            .is_symlink());
    }

    #[test]
    fn a_second_open_of_a_locked_directory_fails_at_once() {
        let d = tempfile::tempdir().unwrap();
        let first = RunDir::open(d.path()).unwrap();
        let second = RunDir::open(d.path()).unwrap_err();
        assert!(matches!(second, RunDirError::Locked { .. }), "{second}");
        assert!(second.to_string().contains(&d.path().display().to_string()));
        drop(first);
        RunDir::open(d.path()).unwrap();
    }

    #[test]
    fn a_directory_in_the_way_is_a_clear_error() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir(d.path().join(STATS_JSON)).unwrap();
        let rd = RunDir::open(d.path()).unwrap();
        let e = rd.write(STATS_JSON, b"{}").unwrap_err().to_string();
        assert!(e.starts_with("removing ") && e.contains(STATS_JSON), "{e}");
    }
}
