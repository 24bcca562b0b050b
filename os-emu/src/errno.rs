//! Linux errno values (asm-generic/errno-base.h, errno.h; powerpc uses the generic set
//! except EDEADLOCK, which nothing here returns).
#![allow(missing_docs)] // the names are the ABI's own

pub const EPERM: u32 = 1;
pub const ENOENT: u32 = 2;
pub const ESRCH: u32 = 3;
pub const EINTR: u32 = 4;
pub const EIO: u32 = 5;
pub const EBADF: u32 = 9;
pub const ECHILD: u32 = 10;
pub const EAGAIN: u32 = 11;
pub const ENOMEM: u32 = 12;
pub const EACCES: u32 = 13;
pub const EFAULT: u32 = 14;
pub const EEXIST: u32 = 17;
pub const ENOTDIR: u32 = 20;
pub const EISDIR: u32 = 21;
pub const EINVAL: u32 = 22;
pub const EMFILE: u32 = 24;
pub const ENOSPC: u32 = 28;
pub const ENOTTY: u32 = 25;
pub const ESPIPE: u32 = 29;
pub const EROFS: u32 = 30;
pub const EPIPE: u32 = 32;
pub const ERANGE: u32 = 34;
pub const ENAMETOOLONG: u32 = 36;
pub const ENOSYS: u32 = 38;
pub const ENOTEMPTY: u32 = 39;
pub const ELOOP: u32 = 40;
pub const ETIMEDOUT: u32 = 110;

/// Maps a host I/O error to the guest's errno (the host is Linux too, so raw OS error
/// numbers carry over; anything else becomes EIO).
pub fn from_io(e: &std::io::Error) -> u32 {
    match e.raw_os_error() {
        Some(n) if n > 0 && n < 4096 => n as u32,
        _ => match e.kind() {
            std::io::ErrorKind::NotFound => ENOENT,
            std::io::ErrorKind::PermissionDenied => EACCES,
            std::io::ErrorKind::AlreadyExists => EEXIST,
            _ => EIO,
        },
    }
}
