//! Directory calls: getdents64 (through the descriptor of the directory that was opened),
//! getcwd and chdir. Split from fs.rs, which keeps descriptors, reading and writing.

use std::os::fd::{AsFd, AsRawFd, BorrowedFd};

use super::fs::{Files, AT_FDCWD};
use super::{err, Sys, SysResult};
use crate::errno::*;
use crate::fd::Object;
use crate::sandbox::Resolved;
use crate::space::AddressSpace;

impl Files {
    pub(crate) fn getdents64<M: AddressSpace>(
        &mut self,
        fd: u32,
        dirp: u32,
        count: u32,
        mem: &mut M,
    ) -> SysResult {
        let (dir, entries) = match self.fds.get(fd).map(|f| &f.obj) {
            Some(Object::Dir { file, path, .. }) => (
                path.clone(),
                list_dir(file.as_fd()).map_err(|e| Sys::Errno(from_io(&e)))?,
            ),
            Some(_) => return err(ENOTDIR),
            None => return err(EBADF),
        };
        // Sorted by name, with . and .., so that listings are deterministic.
        let mut names: Vec<(Vec<u8>, u64, u8)> =
            vec![(b".".to_vec(), 1, 4), (b"..".to_vec(), 1, 4)];
        let mut rest: Vec<(Vec<u8>, u64, u8)> = entries
            .into_iter()
            .map(|(name, t)| {
                use std::os::unix::ffi::OsStrExt;
                let p = dir.join(std::ffi::OsStr::from_bytes(&name));
                let ino = super::fsmeta::stable_ino(&self.sandbox.stable_name(&p));
                (name, ino, t)
            })
            .collect();
        rest.sort();
        names.extend(rest);
        let f = self.fds.get(fd).ok_or(Sys::Errno(EBADF))?;
        let Object::Dir { pos, .. } = &mut f.obj else {
            return err(ENOTDIR);
        };
        let mut out = Vec::new();
        while *pos < names.len() {
            let (name, ino, ty) = &names[*pos];
            let reclen = (19 + name.len() + 1).next_multiple_of(8);
            if out.len() + reclen > count as usize {
                if out.is_empty() {
                    return err(EINVAL);
                }
                break;
            }
            *pos += 1;
            out.extend_from_slice(&ino.to_be_bytes());
            out.extend_from_slice(&(*pos as u64).to_be_bytes());
            out.extend_from_slice(&(reclen as u16).to_be_bytes());
            out.push(*ty);
            out.extend_from_slice(name);
            out.resize(out.len() + reclen - 19 - name.len(), 0);
        }
        mem.write(dirp, &out)?;
        Ok(out.len() as u32)
    }

    pub(crate) fn getcwd<M: AddressSpace>(
        &mut self,
        buf: u32,
        size: u32,
        mem: &mut M,
    ) -> SysResult {
        use std::os::unix::ffi::OsStrExt;
        let mut s = self.cwd.as_os_str().as_bytes().to_vec();
        s.push(0);
        if s.len() > size as usize {
            return err(ERANGE);
        }
        mem.write(buf, &s)?;
        Ok(s.len() as u32)
    }

    pub(crate) fn chdir<M: AddressSpace>(&mut self, path: u32, mem: &mut M) -> SysResult {
        match self.resolve(AT_FDCWD, path, false, true, mem)? {
            Resolved::Host(p) => {
                if !self.host_metadata(&p, true)?.is_dir() {
                    return err(ENOTDIR);
                }
                self.cwd = p;
                Ok(0)
            }
            Resolved::Special(_) => err(ENOTDIR),
        }
    }
}

/// The entries of the open directory `dir` (without `.` and `..`), with their dirent
/// types, read through a fresh description of that very directory.
fn list_dir(dir: BorrowedFd<'_>) -> std::io::Result<Vec<(Vec<u8>, u8)>> {
    // SAFETY: openat(dir, ".") opens a new description of the directory the descriptor
    // refers to; fdopendir takes it over and closedir closes it; readdir's entries are
    // copied before the next call.
    unsafe {
        let fd = libc::openat(
            dir.as_raw_fd(),
            c".".as_ptr(),
            libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC,
        );
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let d = libc::fdopendir(fd);
        if d.is_null() {
            let e = std::io::Error::last_os_error();
            libc::close(fd);
            return Err(e);
        }
        let mut out = Vec::new();
        loop {
            let e = libc::readdir(d);
            if e.is_null() {
                break;
            }
            let name = std::ffi::CStr::from_ptr((*e).d_name.as_ptr()).to_bytes();
            if name == b"." || name == b".." {
                continue;
            }
            let t = match (*e).d_type {
                libc::DT_DIR => 4,
                libc::DT_LNK => 10,
                libc::DT_REG => 8,
                _ => 0,
            };
            out.push((name.to_vec(), t));
        }
        libc::closedir(d);
        Ok(out)
    }
}
