//! File metadata and namespace calls: the stat family, access, unlink, rename, mkdir,
//! rmdir, readlink.

use std::ffi::CString;
use std::fs::Metadata;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;

use super::fs::{Files, AT_FDCWD};
use super::{err, Args, Sys, SysResult};
use crate::errno::*;
use crate::fd::Object;
use crate::sandbox::{Resolved, Special};
use crate::space::AddressSpace;
use crate::stack::GUEST_UID;
use crate::time::Clock;

const AT_SYMLINK_NOFOLLOW: u32 = 0x100;
pub(crate) const AT_REMOVEDIR: u32 = 0x200;
const AT_EMPTY_PATH: u32 = 0x1000;

/// The fields both stat64 and statx report.
struct Stat {
    dev: u64,
    ino: u64,
    mode: u32,
    nlink: u32,
    uid: u32,
    gid: u32,
    rdev: u64,
    size: u64,
    blksize: u32,
    blocks: u64,
    times: [(i64, u32); 3], // atime, mtime, ctime
}

fn owner(id: u32, host: u32) -> u32 {
    if id == host {
        GUEST_UID
    } else {
        0
    }
}

/// The device number every host file shows (8:1, a first disk partition).
const HOST_DEV: u64 = (8 << 8) | 1;

/// A stable inode number from a stable name: FNV-1a folded to 32 bits (glibc's 32-bit
/// `stat` fails with EOVERFLOW on larger ones), never 0 or 1.
pub(crate) fn stable_ino(name: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let folded = (h ^ (h >> 32)) as u32;
    u64::from(folded.max(2))
}

impl Files {
    /// What the guest sees of a host file (SPEC §10: same inputs, same outputs): the
    /// host's type, permissions, size and link count; a fixed device; an inode number
    /// derived from the path's stable name ([`crate::sandbox::Sandbox::stable_name`]);
    /// 512-byte blocks from the size; all three times at the simulated boot time
    /// (2024-01-01T00:00:00Z), or mtime and ctime at the simulated time of the guest's last
    /// change to the file in this run. `path` is `None` for descriptors without one
    /// (standard streams, pipes): their inode number comes from `anon`.
    fn host_stat(&self, m: &Metadata, path: Option<&std::path::Path>, anon: u64) -> Stat {
        // SAFETY: getuid/getgid cannot fail.
        let (hu, hg) = unsafe { (libc::getuid(), libc::getgid()) };
        let ino = match path {
            Some(p) => stable_ino(&self.sandbox.stable_name(p)),
            None => 0x1000 + anon,
        };
        let boot = (crate::time::EPOCH_SECS as i64, 0u32);
        let changed = path.and_then(|p| self.modified.get(p)).map_or(boot, |&ns| {
            ((ns / 1_000_000_000) as i64, (ns % 1_000_000_000) as u32)
        });
        Stat {
            dev: HOST_DEV,
            ino,
            mode: m.mode(),
            nlink: m.nlink() as u32,
            uid: owner(m.uid(), hu),
            gid: owner(m.gid(), hg),
            rdev: if path.is_some() { 0 } else { m.rdev() },
            size: m.size(),
            blksize: 4096,
            blocks: m.size().div_ceil(512),
            times: [boot, changed, changed],
        }
    }

    /// Records that the guest changed the file at `path` now (its mtime and ctime).
    pub(crate) fn touch(&mut self, clock: &Clock, path: &std::path::Path) {
        self.modified.insert(path.to_path_buf(), clock.realtime());
    }

    /// [`Files::touch`] for the file open on guest descriptor `fd`, if it has a path.
    pub(crate) fn touch_fd(&mut self, clock: &Clock, fd: u32) {
        let p = match self.fds.get(fd).map(|f| &f.obj) {
            Some(Object::File { path: Some(p), .. }) => p.clone(),
            _ => return,
        };
        self.touch(clock, &p);
    }
}

impl Files {
    /// The metadata of canonical host path `p`, through an O_PATH descriptor opened
    /// below its sandbox root. Without `follow` (the lstat family) a trailing symlink is
    /// described itself; with it, a symlink there (put in place since `resolve`) is ELOOP.
    pub(crate) fn host_metadata(&self, p: &std::path::Path, follow: bool) -> Result<Metadata, Sys> {
        let nofollow = if follow { 0 } else { libc::O_NOFOLLOW };
        let fd = self
            .sandbox
            .open(p, false, libc::O_PATH | nofollow, 0)
            .map_err(|e| Sys::Errno(from_io(&e)))?;
        std::fs::File::from(fd)
            .metadata()
            .map_err(|e| Sys::Errno(from_io(&e)))
    }

    /// The writable directory holding canonical path `p`, opened below its root, and
    /// the last component's name, for the *at call that changes it; EACCES for a
    /// protected name ([`crate::Os::protect`]).
    fn parent_of(&self, p: &std::path::Path) -> Result<(OwnedFd, CString), Sys> {
        if self.sandbox.is_protected(p) {
            return err(EACCES).map(|_| unreachable!());
        }
        let (dir, name) = self
            .sandbox
            .open_parent(p, true)
            .map_err(|e| Sys::Errno(from_io(&e)))?;
        let name = CString::new(name.as_bytes()).map_err(|_| Sys::Errno(ENOENT))?;
        Ok((dir, name))
    }
}

/// A libc call's 0 / -1 as a system call result.
fn check(r: i32) -> SysResult {
    if r < 0 {
        err(from_io(&std::io::Error::last_os_error()))
    } else {
        Ok(0)
    }
}

fn special_stat(s: Special) -> Stat {
    let minor = match s {
        Special::Null => 3,
        Special::Zero => 5,
        Special::Urandom => 9,
        Special::Full => 7,
    };
    Stat {
        dev: 5,
        ino: minor,
        mode: 0o020666,
        nlink: 1,
        uid: 0,
        gid: 0,
        rdev: (1 << 8) | minor,
        size: 0,
        blksize: 4096,
        blocks: 0,
        times: [(0, 0); 3],
    }
}

/// Linux's old_encode_dev/new_encode_dev for a 64-bit st_dev: major in bits 8..19 and
/// 32..43, minor in bits 0..7 and 12..31 (glibc's gnu_dev_makedev layout).
fn encode_dev(d: u64) -> u64 {
    let (maj, min) = (libc::major(d) as u64, libc::minor(d) as u64);
    (min & 0xff) | ((maj & 0xfff) << 8) | ((min & !0xff) << 12) | ((maj & !0xfff) << 32)
}

fn stat64_bytes(s: &Stat) -> [u8; 104] {
    let mut b = [0u8; 104];
    let put32 =
        |b: &mut [u8; 104], at: usize, v: u32| b[at..at + 4].copy_from_slice(&v.to_be_bytes());
    b[0..8].copy_from_slice(&encode_dev(s.dev).to_be_bytes());
    b[8..16].copy_from_slice(&s.ino.to_be_bytes());
    put32(&mut b, 16, s.mode);
    put32(&mut b, 20, s.nlink);
    put32(&mut b, 24, s.uid);
    put32(&mut b, 28, s.gid);
    b[32..40].copy_from_slice(&encode_dev(s.rdev).to_be_bytes());
    b[48..56].copy_from_slice(&s.size.to_be_bytes());
    put32(&mut b, 56, s.blksize);
    b[64..72].copy_from_slice(&s.blocks.to_be_bytes());
    for (i, (sec, ns)) in s.times.iter().enumerate() {
        put32(&mut b, 72 + 8 * i, *sec as u32);
        put32(&mut b, 76 + 8 * i, *ns);
    }
    b
}

fn statx_bytes(s: &Stat) -> [u8; 256] {
    let mut b = [0u8; 256];
    let put32 =
        |b: &mut [u8; 256], at: usize, v: u32| b[at..at + 4].copy_from_slice(&v.to_be_bytes());
    put32(&mut b, 0, 0x7ff); // STATX_BASIC_STATS
    put32(&mut b, 4, s.blksize);
    put32(&mut b, 16, s.nlink);
    put32(&mut b, 20, s.uid);
    put32(&mut b, 24, s.gid);
    b[28..30].copy_from_slice(&(s.mode as u16).to_be_bytes());
    b[32..40].copy_from_slice(&s.ino.to_be_bytes());
    b[40..48].copy_from_slice(&s.size.to_be_bytes());
    b[48..56].copy_from_slice(&s.blocks.to_be_bytes());
    // atime 64, btime 80 (not reported), ctime 96, mtime 112.
    for (at, (sec, ns)) in [(64, s.times[0]), (96, s.times[2]), (112, s.times[1])] {
        b[at..at + 8].copy_from_slice(&sec.to_be_bytes());
        put32(&mut b, at + 8, ns);
    }
    put32(&mut b, 128, libc::major(s.rdev));
    put32(&mut b, 132, libc::minor(s.rdev));
    put32(&mut b, 136, libc::major(s.dev));
    put32(&mut b, 140, libc::minor(s.dev));
    b
}

impl Files {
    /// fstat64.
    pub(crate) fn fstat64<M: AddressSpace>(&mut self, fd: u32, buf: u32, mem: &mut M) -> SysResult {
        let s = self.fstat_fd(fd)?;
        mem.write(buf, &stat64_bytes(&s))?;
        Ok(0)
    }

    /// stat64 (`follow`) and lstat64.
    pub(crate) fn stat64<M: AddressSpace>(
        &mut self,
        path: u32,
        follow: bool,
        buf: u32,
        mem: &mut M,
    ) -> SysResult {
        let s = self.stat_path(AT_FDCWD, path, follow, mem)?;
        mem.write(buf, &stat64_bytes(&s))?;
        Ok(0)
    }

    /// fstatat64(dirfd, path, buf, flags).
    pub(crate) fn fstatat64<M: AddressSpace>(&mut self, a: Args, mem: &mut M) -> SysResult {
        let s = self.stat_at(a[0], a[1], a[3], mem)?;
        mem.write(a[2], &stat64_bytes(&s))?;
        Ok(0)
    }

    /// statx(dirfd, path, flags, mask, buf).
    pub(crate) fn statx<M: AddressSpace>(&mut self, a: Args, mem: &mut M) -> SysResult {
        let s = self.stat_at(a[0], a[1], a[2], mem)?;
        mem.write(a[4], &statx_bytes(&s))?;
        Ok(0)
    }

    fn fstat_fd(&mut self, fd: u32) -> Result<Stat, Sys> {
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        match &f.obj {
            Object::File { file, path } => {
                let path = path.clone();
                file.metadata()
                    .map(|m| self.host_stat(&m, path.as_deref(), u64::from(fd)))
                    .map_err(|e| Sys::Errno(from_io(&e)))
            }
            Object::Dir { file, path, .. } => {
                let path = path.clone();
                file.metadata()
                    .map(|m| self.host_stat(&m, Some(&path), 0))
                    .map_err(|e| Sys::Errno(from_io(&e)))
            }
            Object::Special(s) => Ok(special_stat(*s)),
        }
    }

    fn stat_path<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        follow: bool,
        mem: &mut M,
    ) -> Result<Stat, Sys> {
        match self.resolve(dirfd, path, false, follow, mem)? {
            Resolved::Special(s) => Ok(special_stat(s)),
            Resolved::Host(p) => {
                let m = self.host_metadata(&p, follow)?;
                Ok(self.host_stat(&m, Some(&p), 0))
            }
        }
    }

    fn stat_at<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        flags: u32,
        mem: &mut M,
    ) -> Result<Stat, Sys> {
        if flags & AT_EMPTY_PATH != 0 {
            let p = crate::space::AddressSpaceExt::read_cstr(mem, path, 4096)?;
            if p.is_empty() {
                if dirfd == AT_FDCWD {
                    let cwd = self.cwd.clone();
                    return std::fs::metadata(&cwd)
                        .map(|m| self.host_stat(&m, Some(&cwd), 0))
                        .map_err(|e| Sys::Errno(from_io(&e)));
                }
                return self.fstat_fd(dirfd);
            }
        }
        self.stat_path(dirfd, path, flags & AT_SYMLINK_NOFOLLOW == 0, mem)
    }

    pub(crate) fn access<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        mode: u32,
        mem: &mut M,
    ) -> SysResult {
        match self.resolve(dirfd, path, mode & 2 != 0, true, mem)? {
            Resolved::Special(_) => Ok(0),
            Resolved::Host(p) => {
                let m = self.host_metadata(&p, true)?;
                if mode & 1 != 0 && m.mode() & 0o111 == 0 {
                    return err(EACCES);
                }
                Ok(0)
            }
        }
    }

    pub(crate) fn unlink<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        flags: u32,
        mem: &mut M,
    ) -> SysResult {
        let Resolved::Host(p) = self.resolve(dirfd, path, true, false, mem)? else {
            return err(EACCES);
        };
        let (dir, name) = self.parent_of(&p)?;
        let at = if flags & AT_REMOVEDIR != 0 {
            libc::AT_REMOVEDIR
        } else {
            0
        };
        // SAFETY: unlinkat on a directory descriptor held here and a C string.
        check(unsafe { libc::unlinkat(dir.as_raw_fd(), name.as_ptr(), at) })
    }

    pub(crate) fn mkdir<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        mode: u32,
        mem: &mut M,
    ) -> SysResult {
        let Resolved::Host(p) = self.resolve(dirfd, path, true, false, mem)? else {
            return err(EEXIST);
        };
        let (dir, name) = self.parent_of(&p)?;
        // SAFETY: mkdirat on a directory descriptor held here and a C string.
        check(unsafe { libc::mkdirat(dir.as_raw_fd(), name.as_ptr(), mode & 0o7777) })
    }

    pub(crate) fn rename<M: AddressSpace>(
        &mut self,
        od: u32,
        op: u32,
        nd: u32,
        np: u32,
        mem: &mut M,
    ) -> SysResult {
        let Resolved::Host(from) = self.resolve(od, op, true, false, mem)? else {
            return err(EACCES);
        };
        let Resolved::Host(to) = self.resolve(nd, np, true, false, mem)? else {
            return err(EACCES);
        };
        let (fdir, fname) = self.parent_of(&from)?;
        let (tdir, tname) = self.parent_of(&to)?;
        // SAFETY: renameat on directory descriptors held here and C strings.
        check(unsafe {
            libc::renameat(
                fdir.as_raw_fd(),
                fname.as_ptr(),
                tdir.as_raw_fd(),
                tname.as_ptr(),
            )
        })
    }

    pub(crate) fn symlink<M: AddressSpace>(
        &mut self,
        target: u32,
        dirfd: u32,
        path: u32,
        mem: &mut M,
    ) -> SysResult {
        let t = crate::space::AddressSpaceExt::read_cstr(mem, target, 4096)?;
        if t.is_empty() {
            return err(ENOENT);
        }
        let Resolved::Host(p) = self.resolve(dirfd, path, true, false, mem)? else {
            return err(EEXIST);
        };
        let t = CString::new(t).map_err(|_| Sys::Errno(ENOENT))?;
        let (dir, name) = self.parent_of(&p)?;
        // SAFETY: symlinkat on a directory descriptor held here and C strings.
        check(unsafe { libc::symlinkat(t.as_ptr(), dir.as_raw_fd(), name.as_ptr()) })
    }

    pub(crate) fn readlink<M: AddressSpace>(
        &mut self,
        dirfd: u32,
        path: u32,
        buf: u32,
        size: u32,
        mem: &mut M,
    ) -> SysResult {
        let p = crate::space::AddressSpaceExt::read_cstr(mem, path, 4096)?;
        let target: Vec<u8> = if p == b"/proc/self/exe" {
            self.exe_guest_path.as_bytes().to_vec()
        } else {
            match self.resolve(dirfd, path, false, false, mem)? {
                Resolved::Special(_) => return err(EINVAL),
                Resolved::Host(h) => {
                    let fd = self
                        .sandbox
                        .open(&h, false, libc::O_PATH | libc::O_NOFOLLOW, 0)
                        .map_err(|e| Sys::Errno(from_io(&e)))?;
                    let mut buf = vec![0u8; 4096];
                    // SAFETY: readlinkat of the O_PATH descriptor of a symlink itself
                    // (empty name) into a buffer of the length given.
                    let n = unsafe {
                        libc::readlinkat(
                            fd.as_raw_fd(),
                            c"".as_ptr(),
                            buf.as_mut_ptr().cast(),
                            buf.len(),
                        )
                    };
                    if n < 0 {
                        return err(from_io(&std::io::Error::last_os_error()));
                    }
                    buf.truncate(n as usize);
                    buf
                }
            }
        };
        let n = target.len().min(size as usize);
        mem.write(buf, &target[..n])?;
        Ok(n as u32)
    }
}
