//! The guest's file-descriptor table. Guest fds 0, 1 and 2 are the host's (duplicated);
//! every other descriptor is a host file or directory opened inside the sandbox, a
//! pipe, or an emulated device.

use std::fs::File;
use std::os::fd::{BorrowedFd, FromRawFd};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU8, Ordering};

use crate::sandbox::Special;

/// What a guest descriptor refers to.
#[derive(Debug)]
pub enum Object {
    /// A host file (or pipe end, or the inherited standard streams).
    File {
        /// The open file.
        file: File,
        /// Its host path, if it has one (for fstat on directories and *at calls).
        path: Option<PathBuf>,
    },
    /// A directory opened for getdents64 or as an *at base.
    Dir {
        /// The open directory (listings and fstat go through it, so a directory renamed
        /// and replaced after the open is still the one listed).
        file: File,
        /// Canonical host path when it was opened (the base of *at calls, stable names).
        path: PathBuf,
        /// Entries already returned.
        pos: usize,
    },
    /// An emulated device.
    Special(Special),
}

/// One open descriptor.
#[derive(Debug)]
pub struct Fd {
    /// The object.
    pub obj: Object,
    /// Open flags as the guest gave them (O_APPEND, O_NONBLOCK, access mode ...).
    pub flags: u32,
    /// FD_CLOEXEC.
    pub cloexec: bool,
}

/// The table, indexed by guest fd.
#[derive(Debug)]
pub struct FdTable {
    slots: Vec<Option<Fd>>,
    /// RLIMIT_NOFILE's soft limit: descriptors are below it.
    limit: u32,
}

impl Default for FdTable {
    fn default() -> FdTable {
        FdTable {
            slots: Vec::new(),
            limit: DEFAULT_NOFILE,
        }
    }
}

/// RLIMIT_NOFILE's initial soft limit (Linux's 1024).
pub const DEFAULT_NOFILE: u32 = 1024;

/// Open flags (powerpc values, asm/fcntl.h: O_DIRECTORY and O_NOFOLLOW differ from x86).
#[allow(missing_docs)] // the names are the ABI's own
pub mod oflag {
    pub const O_ACCMODE: u32 = 3;
    pub const O_WRONLY: u32 = 1;
    pub const O_RDWR: u32 = 2;
    pub const O_CREAT: u32 = 0o100;
    pub const O_EXCL: u32 = 0o200;
    pub const O_TRUNC: u32 = 0o1000;
    pub const O_APPEND: u32 = 0o2000;
    pub const O_NONBLOCK: u32 = 0o4000;
    pub const O_DIRECTORY: u32 = 0o40000;
    pub const O_NOFOLLOW: u32 = 0o100000;
    pub const O_CLOEXEC: u32 = 0o2000000;
}

impl FdTable {
    /// A table whose fds 0, 1, 2 duplicate the host's (a closed host stream becomes a
    /// closed guest fd, EBADF as on Linux).
    ///
    /// A host stream that was closed when the process started is closed for the guest
    /// too, although the Rust runtime has put `/dev/null` there before `main` (so that a
    /// file the process opens cannot land on descriptors 0..2): which ones were closed is
    /// recorded before that, by a constructor in `.init_array` ([`closed_at_start`]). Any
    /// descriptor with FD_CLOEXEC set is not inherited either.
    pub fn with_stdio() -> FdTable {
        let mut t = FdTable::default();
        for n in 0..3 {
            if !inherited_stream(n) {
                t.slots.push(None);
                continue;
            }
            // SAFETY: fds 0..2 are borrowed only for the duration of the dup.
            let dup = unsafe { BorrowedFd::borrow_raw(n) }.try_clone_to_owned();
            let slot = dup.ok().map(|o| Fd {
                obj: Object::File {
                    file: File::from(o),
                    path: None,
                },
                flags: if n == 0 { 0 } else { oflag::O_WRONLY },
                cloexec: false,
            });
            t.slots.push(slot);
        }
        t
    }

    /// The descriptor `fd`.
    pub fn get(&mut self, fd: u32) -> Option<&mut Fd> {
        self.slots.get_mut(fd as usize).and_then(|s| s.as_mut())
    }

    /// RLIMIT_NOFILE's soft limit.
    pub fn limit(&self) -> u32 {
        self.limit
    }

    /// Sets RLIMIT_NOFILE's soft limit (descriptors already open above it stay open).
    pub fn set_limit(&mut self, limit: u64) {
        self.limit = limit.min(1 << 20) as u32;
    }

    /// The lowest free descriptor ≥ `min` (`min` ≤ the limit), or EMFILE.
    fn lowest_free(&self, min: u32) -> Result<u32, u32> {
        let mut i = min as usize;
        while i < self.slots.len() && self.slots[i].is_some() {
            i += 1;
        }
        if i >= self.limit as usize {
            return Err(crate::errno::EMFILE);
        }
        Ok(i as u32)
    }

    /// Installs `f` at the lowest free descriptor ≥ `min`: EINVAL when `min` is not
    /// below RLIMIT_NOFILE (fcntl F_DUPFD), EMFILE when no descriptor below it is free.
    pub fn install(&mut self, f: Fd, min: u32) -> Result<u32, u32> {
        if min >= self.limit {
            return Err(crate::errno::EINVAL);
        }
        let i = self.lowest_free(min)?;
        self.install_at(f, i)?;
        Ok(i)
    }

    /// Installs `f` at `fd`, closing what was there; EBADF when `fd` is not below
    /// RLIMIT_NOFILE (dup2).
    pub fn install_at(&mut self, f: Fd, fd: u32) -> Result<(), u32> {
        if fd >= self.limit {
            return Err(crate::errno::EBADF);
        }
        let i = fd as usize;
        if self.slots.len() <= i {
            self.slots.resize_with(i + 1, || None);
        }
        self.slots[i] = Some(f);
        Ok(())
    }

    /// Closes `fd`.
    pub fn close(&mut self, fd: u32) -> Option<Fd> {
        self.slots.get_mut(fd as usize).and_then(|s| s.take())
    }

    /// Duplicates the object of `fd` (a new host descriptor for files).
    pub fn dup_obj(&mut self, fd: u32) -> Option<std::io::Result<Object>> {
        let f = self.get(fd)?;
        Some(match &f.obj {
            Object::File { file, path } => file.try_clone().map(|file| Object::File {
                file,
                path: path.clone(),
            }),
            Object::Dir { file, path, pos } => file.try_clone().map(|file| Object::Dir {
                file,
                path: path.clone(),
                pos: *pos,
            }),
            Object::Special(s) => Ok(Object::Special(*s)),
        })
    }
}

/// A host pipe as two files (read end, write end).
pub fn host_pipe() -> std::io::Result<(File, File)> {
    let mut fds = [0i32; 2];
    // SAFETY: pipe2 writes two fresh descriptors into the array on success.
    let r = unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) };
    if r != 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: both descriptors are fresh and owned by nobody else.
    Ok(unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) })
}

/// Bit n set: host descriptor n (0..2) was closed when the process started.
static CLOSED_AT_START: AtomicU8 = AtomicU8::new(0);

/// Records which of the descriptors 0..2 are closed. It runs from `.init_array`, before
/// the C `main` that Rust's entry point is, so before the Rust runtime opens `/dev/null`
/// on closed standard descriptors (std's `sanitize_standard_fds`).
extern "C" fn record_closed_stdio() {
    let mut closed = 0;
    for n in 0..3 {
        // SAFETY: F_GETFD only reads the descriptor's flags.
        if unsafe { libc::fcntl(n, libc::F_GETFD) } < 0 {
            closed |= 1 << n;
        }
    }
    CLOSED_AT_START.store(closed, Ordering::Relaxed);
}

// Constructors in `.init_array` are called by the C runtime before `main`; `#[used]` keeps
// the entry (and [`closed_at_start`] refers to it, so that its object file is linked).
#[used]
#[link_section = ".init_array"]
static RECORD_CLOSED_STDIO: extern "C" fn() = record_closed_stdio;

/// Which of the host's descriptors 0..2 were closed when the process started (bit n for
/// descriptor n), whatever the Rust runtime put there since.
pub fn closed_at_start() -> u8 {
    std::hint::black_box(&RECORD_CLOSED_STDIO);
    CLOSED_AT_START.load(Ordering::Relaxed)
}

/// Whether host descriptor `n` (0..2) is a stream the process inherited (see
/// [`FdTable::with_stdio`]).
fn inherited_stream(n: i32) -> bool {
    if closed_at_start() & (1 << n) != 0 {
        return false;
    }
    // SAFETY: F_GETFD only reads the descriptor's flags.
    let fd_flags = unsafe { libc::fcntl(n, libc::F_GETFD) };
    fd_flags >= 0 && fd_flags & libc::FD_CLOEXEC == 0
}
