//! File system calls: descriptors, reading and writing, seeking, pipes, ioctl, ftruncate
//! (directory listing, getcwd and chdir are in dir.rs).

use std::collections::HashMap;
use std::fs::File;
use std::io::{IsTerminal, Read, Seek, SeekFrom, Write};
use std::os::fd::{AsFd, AsRawFd, BorrowedFd};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};

use super::{err, Args, Sys, SysResult};
use crate::errno::*;
use crate::fd::{host_pipe, oflag::*, Fd, FdTable, Object};
use crate::sandbox::{Resolved, Sandbox, Special};
use crate::space::{AddressSpace, AddressSpaceExt};
use crate::time::{Clock, SplitMix};
use crate::OsConfig;

/// `AT_FDCWD`.
pub(crate) const AT_FDCWD: u32 = -100i32 as u32;
/// Largest single transfer (bounds the host buffer; the guest sees a short count).
const MAX_IO: u32 = 1 << 24;
const TCGETS: u32 = 0x402c_7413;
const TIOCGWINSZ: u32 = 0x4008_7468;

/// The file topic of the process: the sandbox, the descriptor table, the working
/// directory, the executable's names and the files the guest changed. File system calls
/// are its methods; what else they need (the clock for modification times, the random
/// stream for /dev/urandom) they are given.
pub(crate) struct Files {
    /// The host directories the guest may see, and its special files.
    pub(crate) sandbox: Sandbox,
    /// Guest descriptors.
    pub(crate) fds: FdTable,
    /// The working directory (a host path inside the sandbox).
    pub(crate) cwd: PathBuf,
    /// The executable's canonical host path.
    pub(crate) exe: PathBuf,
    /// The path under which the guest sees its executable (`/proc/self/exe`).
    pub(crate) exe_guest_path: String,
    /// [`crate::OsConfig::exe_alias`].
    exe_alias: Option<String>,
    /// Simulated CLOCK_REALTIME (ns) of the last change the guest made to a host file,
    /// by canonical path (what stat reports as its mtime and ctime).
    pub(crate) modified: HashMap<PathBuf, u64>,
    /// [`crate::Os::set_console`]: wraps the guest's writes to a terminal.
    pub(crate) console: Option<std::sync::Arc<dyn crate::Console>>,
}

impl Files {
    /// The file state of a fresh process configured by `cfg`.
    pub(crate) fn new(cfg: &OsConfig) -> Files {
        let cwd = cfg
            .cwd
            .clone()
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("."));
        let mut sandbox =
            Sandbox::new(&cwd, &cfg.sysroot, &cfg.allow_read).with_writable(&cfg.allow_write);
        for (guest, host) in &cfg.dir_aliases {
            sandbox = sandbox.with_dir_alias(guest, host);
        }
        let cwd = sandbox.cwd_root().to_path_buf();
        Files {
            sandbox,
            fds: FdTable::with_stdio(),
            cwd,
            exe: PathBuf::new(),
            exe_guest_path: String::new(),
            exe_alias: cfg.exe_alias.clone(),
            modified: HashMap::new(),
            console: None,
        }
    }

    /// Records the executable the process runs (at exec).
    /// `fd` is the executable's descriptor, through which the guest opens it.
    pub(crate) fn set_exe(&mut self, guest: &Path, fd: std::os::fd::OwnedFd) {
        self.exe = std::fs::canonicalize(guest).unwrap_or_else(|_| guest.to_path_buf());
        self.sandbox.set_exe_fd(&self.exe, fd);
        self.exe_guest_path = match &self.exe_alias {
            Some(a) => a.clone(),
            None => self.exe.to_string_lossy().into_owned(),
        };
    }

    /// close.
    pub(crate) fn close(&mut self, fd: u32) -> SysResult {
        self.fds.close(fd).map(|_| 0).ok_or(Sys::Errno(EBADF))
    }

    /// lseek with a 32-bit offset: ERANGE when the new position does not fit.
    pub(crate) fn lseek32(&mut self, fd: u32, off: u32, whence: u32) -> SysResult {
        self.lseek(fd, i64::from(off as i32), whence)
            .and_then(|p| u32::try_from(p).map_err(|_| Sys::Errno(ERANGE)))
    }

    /// write, and the file's modification time.
    pub(crate) fn write<M: AddressSpace>(
        &mut self,
        clock: &Clock,
        fd: u32,
        buf: u32,
        count: u32,
        mem: &mut M,
    ) -> SysResult {
        let r = self.write_from(fd, buf, count, mem)?;
        self.touch_fd(clock, fd);
        Ok(r)
    }

    /// readv (`write` false) or writev, and the file's modification time.
    pub(crate) fn readv_writev<M: AddressSpace>(
        &mut self,
        write: Option<&Clock>,
        rng: &mut SplitMix,
        a: Args,
        mem: &mut M,
    ) -> SysResult {
        let r = self.transfer_iov(write.is_some(), rng, a[0], a[1], a[2], mem)?;
        if let Some(clock) = write {
            self.touch_fd(clock, a[0]);
        }
        Ok(r)
    }

    /// pread64 (`write` None) or pwrite64, and the file's modification time.
    pub(crate) fn pread_pwrite<M: AddressSpace>(
        &mut self,
        write: Option<&Clock>,
        a: Args,
        mem: &mut M,
    ) -> SysResult {
        let r = self.transfer_at(write.is_some(), a, mem)?;
        if let Some(clock) = write {
            self.touch_fd(clock, a[0]);
        }
        Ok(r)
    }

    /// The host directory an *at call's `dirfd` names.
    pub(crate) fn at_base(&mut self, dirfd: u32) -> Result<PathBuf, Sys> {
        if dirfd == AT_FDCWD {
            return Ok(self.cwd.clone());
        }
        match self.fds.get(dirfd).map(|f| &f.obj) {
            // Where the directory is now (renamed since it was opened, the kernel's own
            // name for it); what the path leads to is then checked and opened below a
            // root like any other.
            Some(Object::Dir { file, path, .. }) => {
                let link = format!("/proc/self/fd/{}", file.as_raw_fd());
                match std::fs::read_link(link) {
                    Ok(now) if now.is_absolute() => {
                        use std::os::unix::ffi::OsStrExt;
                        if now.as_os_str().as_bytes().ends_with(b" (deleted)") {
                            Err(Sys::Errno(ENOENT))
                        } else {
                            Ok(now)
                        }
                    }
                    _ => Ok(path.clone()),
                }
            }
            Some(_) => Err(Sys::Errno(ENOTDIR)),
            None => Err(Sys::Errno(EBADF)),
        }
    }

    /// Resolves a guest path argument through the sandbox.
    pub(crate) fn resolve<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        write: bool,
        follow: bool,
        mem: &mut M,
    ) -> Result<Resolved, Sys> {
        let p = mem.read_cstr(path, 4096)?;
        if p.len() >= 4096 {
            return Err(Sys::Errno(ENAMETOOLONG));
        }
        let alias = self.exe_alias.as_deref().map(str::as_bytes);
        if (p == b"/proc/self/exe" && follow) || Some(p.as_slice()) == alias {
            return if write {
                Err(Sys::Errno(EACCES))
            } else {
                Ok(Resolved::Host(self.exe.clone()))
            };
        }
        let base = if p.first() == Some(&b'/') {
            self.cwd.clone()
        } else {
            self.at_base(dirfd)?
        };
        self.sandbox
            .resolve(&base, &p, write, follow)
            .map_err(Sys::Errno)
    }

    /// open/openat; creating or truncating a file changes its modification time.
    pub(crate) fn openat<M: AddressSpace>(
        &mut self,
        clock: &Clock,
        dirfd: u32,
        path: u32,
        flags: u32,
        mode: u32,
        mem: &mut M,
    ) -> SysResult {
        let fd = self.open_object(dirfd, path, flags, mode, mem)?;
        if flags & (O_CREAT | O_TRUNC) != 0 {
            self.touch_fd(clock, fd);
        }
        Ok(fd)
    }

    fn open_object<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        flags: u32,
        mode: u32,
        mem: &mut M,
    ) -> SysResult {
        let acc = flags & O_ACCMODE;
        let write = acc != 0 || flags & (O_CREAT | O_TRUNC) != 0;
        let r = self.resolve(dirfd, path, write, flags & O_NOFOLLOW == 0, mem)?;
        let cloexec = flags & O_CLOEXEC != 0;
        let obj = match r {
            Resolved::Special(s) => Object::Special(s),
            Resolved::Host(p) => {
                // simrun's run-directory files: readable, never written by the guest.
                if write && self.sandbox.is_protected(&p) {
                    return Err(Sys::Errno(EACCES));
                }
                let file = self.open_host(&p, write, flags, mode)?;
                let is_dir = file.metadata().is_ok_and(|m| m.is_dir());
                if is_dir {
                    let fd = Fd {
                        obj: Object::Dir {
                            file,
                            path: p,
                            pos: 0,
                        },
                        flags,
                        cloexec,
                    };
                    return self.fds.install(fd, 0).map_err(Sys::Errno);
                }
                Object::File {
                    file,
                    path: Some(p),
                }
            }
        };
        self.fds
            .install(
                Fd {
                    obj,
                    flags,
                    cloexec,
                },
                0,
            )
            .map_err(Sys::Errno)
    }

    /// Opens canonical host path `p` for the guest's open `flags` (powerpc values) below
    /// its sandbox root ([`Sandbox::open`]). The host open is non-blocking, so that a FIFO
    /// cannot stop the simulator in open(); the guest's own O_NONBLOCK is kept afterwards.
    fn open_host(&self, p: &Path, write: bool, flags: u32, mode: u32) -> Result<File, Sys> {
        let mut host = (flags & O_ACCMODE) as i32 | libc::O_NONBLOCK | libc::O_NOCTTY;
        for (g, h) in [
            (O_CREAT, libc::O_CREAT),
            (O_EXCL, libc::O_EXCL),
            (O_TRUNC, libc::O_TRUNC),
            (O_APPEND, libc::O_APPEND),
            (O_DIRECTORY, libc::O_DIRECTORY),
        ] {
            if flags & g != 0 {
                host |= h;
            }
        }
        let fd = self
            .sandbox
            .open(p, write, host, mode)
            .map_err(|e| Sys::Errno(from_io(&e)))?;
        if flags & O_NONBLOCK == 0 {
            set_nonblocking(fd.as_fd(), false).map_err(|e| Sys::Errno(from_io(&e)))?;
        }
        Ok(File::from(fd))
    }

    /// read (/dev/urandom reads the random stream).
    pub(crate) fn read<M: AddressSpace>(
        &mut self,
        rng: &mut SplitMix,
        fd: u32,
        buf: u32,
        count: u32,
        mem: &mut M,
    ) -> SysResult {
        let n = count.min(MAX_IO) as usize;
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        if f.flags & O_ACCMODE == O_WRONLY {
            return err(EBADF);
        }
        let mut v = vec![0u8; n];
        let nonblock = f.flags & O_NONBLOCK != 0;
        let got = match &mut f.obj {
            Object::File { file, .. } => match file.read(&mut v) {
                Ok(k) => k,
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock && !nonblock => {
                    return Err(Sys::Blocked(
                        "reads a pipe that is empty and that only it can write (deadlock)",
                    ))
                }
                Err(e) => return err(from_io(&e)),
            },
            Object::Dir { .. } => return err(EISDIR),
            Object::Special(Special::Null) => 0,
            Object::Special(Special::Zero | Special::Full) => n,
            Object::Special(Special::Urandom) => {
                rng.fill(&mut v);
                n
            }
        };
        mem.write(buf, &v[..got])?;
        Ok(got as u32)
    }

    fn write_from<M: AddressSpace>(
        &mut self,
        fd: u32,
        buf: u32,
        count: u32,
        mem: &mut M,
    ) -> SysResult {
        let n = count.min(MAX_IO) as usize;
        let mut v = vec![0u8; n];
        mem.read(buf, &mut v)?;
        self.write_bytes(fd, &v)
    }

    fn write_bytes(&mut self, fd: u32, v: &[u8]) -> SysResult {
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        if f.flags & O_ACCMODE == 0 && fd > 2 {
            return err(EBADF);
        }
        let nonblock = f.flags & O_NONBLOCK != 0;
        match &mut f.obj {
            Object::File { file, .. } if self.console.is_some() && file.is_terminal() => {
                // A terminal that simrun's progress line shares: the line is cleared
                // first and drawn again after, so the guest's text never lands on it.
                let console = self.console.clone().expect("checked");
                let mut res = Ok(0);
                console.around_write(v, &mut || res = write_all(file, v, nonblock));
                res
            }
            Object::File { file, .. } => write_all(file, v, nonblock),
            Object::Dir { .. } => err(EBADF),
            Object::Special(Special::Full) => err(ENOSPC),
            Object::Special(_) => Ok(v.len() as u32),
        }
    }

    fn transfer_iov<M: AddressSpace>(
        &mut self,
        write: bool,
        rng: &mut SplitMix,
        fd: u32,
        iov: u32,
        cnt: u32,
        mem: &mut M,
    ) -> SysResult {
        if cnt > 1024 {
            return err(EINVAL);
        }
        let mut total = 0u32;
        for i in 0..cnt {
            let base = mem.read_u32_be(iov + 8 * i)?;
            let len = mem.read_u32_be(iov + 8 * i + 4)?;
            if len == 0 {
                continue;
            }
            let n = if write {
                self.write_from(fd, base, len, mem)?
            } else {
                self.read(rng, fd, base, len, mem)?
            };
            total += n;
            if n < len {
                break;
            }
        }
        Ok(total)
    }

    fn transfer_at<M: AddressSpace>(&mut self, write: bool, a: Args, mem: &mut M) -> SysResult {
        // 64-bit offsets travel in an aligned register pair: r7 (high), r8 (low).
        let off = u64::from(a[4]) << 32 | u64::from(a[5]);
        let n = a[2].min(MAX_IO) as usize;
        let f = self.fds.get(a[0]).ok_or(Sys::Errno(EBADF))?;
        let Object::File { file, .. } = &mut f.obj else {
            return err(ESPIPE);
        };
        let mut v = vec![0u8; n];
        if write {
            mem.read(a[1], &mut v)?;
            let k = file
                .write_at(&v, off)
                .map_err(|e| Sys::Errno(from_io(&e)))?;
            Ok(k as u32)
        } else {
            let k = file
                .read_at(&mut v, off)
                .map_err(|e| Sys::Errno(from_io(&e)))?;
            mem.write(a[1], &v[..k])?;
            Ok(k as u32)
        }
    }

    fn lseek(&mut self, fd: u32, off: i64, whence: u32) -> Result<u64, Sys> {
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        let pos = match whence {
            0 => SeekFrom::Start(u64::try_from(off).map_err(|_| Sys::Errno(EINVAL))?),
            1 => SeekFrom::Current(off),
            2 => SeekFrom::End(off),
            _ => return Err(Sys::Errno(EINVAL)),
        };
        match &mut f.obj {
            Object::File { file, .. } => file.seek(pos).map_err(|e| Sys::Errno(from_io(&e))),
            Object::Dir { pos: p, .. } => {
                if let SeekFrom::Start(0) = pos {
                    *p = 0;
                    Ok(0)
                } else {
                    Err(Sys::Errno(EINVAL))
                }
            }
            Object::Special(_) => Ok(0),
        }
    }

    pub(crate) fn llseek<M: AddressSpace>(&mut self, a: Args, mem: &mut M) -> SysResult {
        let off = (u64::from(a[1]) << 32 | u64::from(a[2])) as i64;
        let p = self.lseek(a[0], off, a[4])?;
        mem.write(a[3], &p.to_be_bytes())?;
        Ok(0)
    }

    pub(crate) fn dup_to(&mut self, fd: u32, to: Option<u32>, cloexec: bool) -> SysResult {
        let flags = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?.flags;
        if to == Some(fd) {
            return Ok(fd);
        }
        let obj = self
            .fds
            .dup_obj(fd)
            .ok_or(Sys::Errno(EBADF))?
            .map_err(|e| Sys::Errno(from_io(&e)))?;
        let new = Fd {
            obj,
            flags,
            cloexec,
        };
        match to {
            Some(t) => self.fds.install_at(new, t).map(|_| t),
            None => self.fds.install(new, 0),
        }
        .map_err(Sys::Errno)
    }

    pub(crate) fn fcntl(&mut self, fd: u32, cmd: u32, arg: u32) -> SysResult {
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        match cmd {
            0 | 1030 => {
                if arg >= self.fds.limit() {
                    return err(EINVAL);
                }
                let obj = self
                    .fds
                    .dup_obj(fd)
                    .ok_or(Sys::Errno(EBADF))?
                    .map_err(|e| Sys::Errno(from_io(&e)))?;
                let flags = self.fds.get(fd).map(|f| f.flags).unwrap_or(0);
                self.fds
                    .install(
                        Fd {
                            obj,
                            flags,
                            cloexec: cmd == 1030,
                        },
                        arg,
                    )
                    .map_err(Sys::Errno)
            }
            1 => Ok(u32::from(f.cloexec)),
            2 => {
                f.cloexec = arg & 1 != 0;
                Ok(0)
            }
            3 => Ok(f.flags & !O_CLOEXEC),
            4 => {
                f.flags = (f.flags & !(O_APPEND | O_NONBLOCK)) | (arg & (O_APPEND | O_NONBLOCK));
                Ok(0)
            }
            _ => err(EINVAL),
        }
    }

    /// pipe and pipe2 (`flags`: O_NONBLOCK, O_CLOEXEC). Both host ends are always
    /// non-blocking: a read of an empty pipe (a write to a full one) that the guest wants
    /// to block can never be satisfied by this single-threaded process, and is reported
    /// as [`Sys::Blocked`] instead of stopping the simulator.
    pub(crate) fn pipe<M: AddressSpace>(&mut self, out: u32, flags: u32, mem: &mut M) -> SysResult {
        if flags & !(O_NONBLOCK | O_CLOEXEC) != 0 {
            return err(EINVAL);
        }
        let (r, w) = host_pipe().map_err(|e| Sys::Errno(from_io(&e)))?;
        for f in [&r, &w] {
            set_nonblocking(f.as_fd(), true).map_err(|e| Sys::Errno(from_io(&e)))?;
        }
        let cloexec = flags & O_CLOEXEC != 0;
        let end = |file, acc| Fd {
            obj: Object::File { file, path: None },
            flags: acc | (flags & O_NONBLOCK),
            cloexec,
        };
        let rfd = self.fds.install(end(r, 0), 0).map_err(Sys::Errno)?;
        let wfd = match self.fds.install(end(w, O_WRONLY), 0) {
            Ok(w) => w,
            Err(e) => {
                self.fds.close(rfd);
                return err(e);
            }
        };
        let mut b = [0u8; 8];
        b[..4].copy_from_slice(&rfd.to_be_bytes());
        b[4..].copy_from_slice(&wfd.to_be_bytes());
        if let Err(e) = mem.write(out, &b) {
            self.fds.close(rfd);
            self.fds.close(wfd);
            return Err(e.into());
        }
        Ok(0)
    }

    pub(crate) fn ioctl<M: AddressSpace>(
        &mut self,
        fd: u32,
        req: u32,
        arg: u32,
        mem: &mut M,
    ) -> SysResult {
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        let tty = match &f.obj {
            Object::File { file, .. } => file.is_terminal(),
            _ => false,
        };
        match req {
            TCGETS if tty => {
                // A ppc termios: c_iflag, c_oflag, c_cflag, c_lflag, c_cc[19], c_line,
                // c_ispeed, c_ospeed (44 bytes), in cooked mode.
                let mut t = [0u8; 44];
                t[0..4].copy_from_slice(&0x0000_0500u32.to_be_bytes()); // ICRNL | IXON
                t[4..8].copy_from_slice(&0x0000_0003u32.to_be_bytes()); // OPOST | ONLCR
                t[8..12].copy_from_slice(&0x0000_38bfu32.to_be_bytes()); // B38400 | CS8 | CREAD
                t[12..16].copy_from_slice(&0x0000_0188u32.to_be_bytes()); // ICANON | ECHO | ISIG
                mem.write(arg, &t)?;
                Ok(0)
            }
            TIOCGWINSZ if tty => {
                let Object::File { file, .. } = &f.obj else {
                    return err(ENOTTY);
                };
                let mut ws = libc::winsize {
                    ws_row: 24,
                    ws_col: 80,
                    ws_xpixel: 0,
                    ws_ypixel: 0,
                };
                // SAFETY: TIOCGWINSZ writes one winsize into the struct passed.
                unsafe {
                    libc::ioctl(
                        std::os::fd::AsRawFd::as_raw_fd(file),
                        libc::TIOCGWINSZ,
                        &mut ws,
                    )
                };
                let mut b = [0u8; 8];
                for (i, v) in [ws.ws_row, ws.ws_col, ws.ws_xpixel, ws.ws_ypixel]
                    .iter()
                    .enumerate()
                {
                    b[2 * i..2 * i + 2].copy_from_slice(&v.to_be_bytes());
                }
                mem.write(arg, &b)?;
                Ok(0)
            }
            _ => err(ENOTTY),
        }
    }

    /// ftruncate/ftruncate64, and the file's modification time.
    pub(crate) fn ftruncate(&mut self, clock: &Clock, fd: u32, len: u64) -> SysResult {
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        match &f.obj {
            Object::File {
                file,
                path: Some(p),
            } if self.sandbox.may_write(p) => {
                file.set_len(len).map_err(|e| Sys::Errno(from_io(&e)))?;
            }
            Object::File { .. } => return err(EINVAL),
            _ => return err(EBADF),
        }
        self.touch_fd(clock, fd);
        Ok(0)
    }
}

/// Sets or clears O_NONBLOCK on a host descriptor.
pub(crate) fn set_nonblocking(fd: BorrowedFd<'_>, on: bool) -> std::io::Result<()> {
    // SAFETY: F_GETFL/F_SETFL on a descriptor the caller holds.
    unsafe {
        let fl = libc::fcntl(fd.as_raw_fd(), libc::F_GETFL);
        if fl < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let new = if on {
            fl | libc::O_NONBLOCK
        } else {
            fl & !libc::O_NONBLOCK
        };
        if new != fl && libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, new) < 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Writes `v` to a host file as one guest `write`: all of it unless the file takes less
/// (a full pipe, a signal); a non-blocking descriptor gets what fit.
fn write_all(file: &mut File, v: &[u8], nonblock: bool) -> SysResult {
    let mut done = 0;
    while done < v.len() {
        match file.write(&v[done..]) {
            Ok(0) => break,
            Ok(k) => done += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock && done > 0 => break,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock && !nonblock => {
                return Err(Sys::Blocked(
                    "writes a pipe that is full and that only it can read (deadlock)",
                ))
            }
            Err(e) => return err(from_io(&e)),
        }
    }
    Ok(done as u32)
}
