//! Memory calls: brk, mmap/mmap2, munmap, mremap, mprotect, madvise.

use std::os::unix::fs::FileExt;

use super::{err, Args, Sys, SysResult};
use crate::errno::*;
use crate::fd::{FdTable, Object};
use crate::space::{page_ceil, AddressSpace, Prot, MMAP_BASE, MMAP_MIN, PAGE_SIZE, RESERVED_START};
use crate::time::SplitMix;
use crate::vma::VmaMap;
use crate::Effect;

const MAP_SHARED: u32 = 0x01;
const MAP_FIXED: u32 = 0x10;
const MAP_ANONYMOUS: u32 = 0x20;
const MAP_FIXED_NOREPLACE: u32 = 0x10_0000;
const MREMAP_MAYMOVE: u32 = 1;
const MREMAP_FIXED: u32 = 2;
const MADV_DONTNEED: u32 = 4;

fn prot_of(p: u32) -> Prot {
    Prot::from_bits_truncate((p & 7) as u8)
}

/// A MAP_SHARED file mapping: its pages are written back to the file on msync,
/// munmap, exit, and before the file is read through a descriptor.
#[derive(Debug)]
pub(crate) struct SharedMap {
    /// Guest address.
    pub addr: u32,
    /// Bytes backed by the file (the mapping clipped at end of file).
    pub len: u32,
    /// File offset.
    pub off: u64,
    /// The file (a duplicate of the mapped descriptor).
    pub file: std::fs::File,
}

/// The mapping topic of the process: its VMAs, the program break and the shared file
/// mappings. Memory calls are its methods; mmap of a descriptor is given the descriptor
/// table, munmap the effect list it reports to.
#[derive(Debug, Default)]
pub(crate) struct Mappings {
    /// The process's VMAs.
    pub(crate) vmas: VmaMap,
    /// The break at exec (the end of the executable's data).
    pub(crate) brk_start: u32,
    /// The current break.
    pub(crate) brk: u32,
    /// MAP_SHARED file mappings.
    shared: Vec<SharedMap>,
}

impl Mappings {
    /// Writes back the shared file mappings overlapping `[start, end)`.
    pub(crate) fn flush_shared<M: AddressSpace>(&mut self, mem: &mut M, start: u32, end: u64) {
        for s in &self.shared {
            if u64::from(s.addr) >= end || u64::from(s.addr) + u64::from(s.len) <= u64::from(start)
            {
                continue;
            }
            let mut buf = vec![0u8; s.len as usize];
            if mem.peek(s.addr, &mut buf).is_ok() {
                if let Err(e) = s.file.write_at(&buf, s.off) {
                    eprintln!("simrun: warning: writing back a shared mapping failed: {e}");
                }
            }
        }
    }

    /// Writes back every shared file mapping (before a descriptor reads a file that may
    /// be mapped, and when the process ends).
    pub(crate) fn flush_all<M: AddressSpace>(&mut self, mem: &mut M) {
        self.flush_shared(mem, 0, u64::MAX);
    }

    /// mmap (offset in bytes: powerpc's mmap passes all six arguments in registers).
    pub(crate) fn mmap<M: AddressSpace>(
        &mut self,
        fds: &mut FdTable,
        rng: &mut SplitMix,
        a: Args,
        mem: &mut M,
    ) -> SysResult {
        if a[5] % PAGE_SIZE != 0 {
            return err(EINVAL);
        }
        self.do_mmap(fds, rng, a, u64::from(a[5]), mem)
    }

    /// mmap2 (offset in 4096-byte units).
    pub(crate) fn mmap2<M: AddressSpace>(
        &mut self,
        fds: &mut FdTable,
        rng: &mut SplitMix,
        a: Args,
        mem: &mut M,
    ) -> SysResult {
        self.do_mmap(fds, rng, a, u64::from(a[5]) * 4096, mem)
    }

    /// msync: writes shared mappings back; the range must be mapped.
    pub(crate) fn msync<M: AddressSpace>(&mut self, addr: u32, len: u32, mem: &mut M) -> SysResult {
        let end = self.check_range(addr, len)?;
        if !self.vmas.fully_mapped(addr, end) {
            return err(ENOMEM);
        }
        self.flush_shared(mem, addr, end);
        Ok(0)
    }

    /// brk: returns the new break, or the old one when the request cannot be met.
    pub(crate) fn brk<M: AddressSpace>(&mut self, want: u32, mem: &mut M) -> u32 {
        if want < self.brk_start {
            return self.brk;
        }
        let old_end = page_ceil(u64::from(self.brk));
        let new_end = page_ceil(u64::from(want));
        if new_end > old_end {
            if new_end > u64::from(RESERVED_START) || self.vmas.any_mapped(old_end as u32, new_end)
            {
                return self.brk;
            }
            mem.map(old_end as u32, new_end - old_end, Prot::READ | Prot::WRITE);
            self.vmas
                .insert(old_end as u32, new_end, Prot::READ | Prot::WRITE);
        } else if new_end < old_end {
            mem.unmap(new_end as u32, old_end - new_end);
            self.vmas.remove(new_end as u32, old_end);
        }
        self.brk = want;
        want
    }

    /// mmap/mmap2 of (addr, len, prot, flags, fd) at file offset `off` in bytes.
    fn do_mmap<M: AddressSpace>(
        &mut self,
        fds: &mut FdTable,
        rng: &mut SplitMix,
        a: Args,
        off: u64,
        mem: &mut M,
    ) -> SysResult {
        let (addr, len, prot, flags, fd) = (a[0], a[1], a[2], a[3], a[4]);
        if len == 0 {
            return err(EINVAL);
        }
        let plen = page_ceil(u64::from(len));
        let at = if flags & (MAP_FIXED | MAP_FIXED_NOREPLACE) != 0 {
            if addr % PAGE_SIZE != 0 {
                return err(EINVAL);
            }
            if u64::from(addr) + plen > u64::from(RESERVED_START) || addr < MMAP_MIN {
                return err(ENOMEM);
            }
            if flags & MAP_FIXED_NOREPLACE != 0
                && self.vmas.any_mapped(addr, u64::from(addr) + plen)
            {
                return err(EEXIST);
            }
            addr
        } else {
            let hint = addr & !(PAGE_SIZE - 1);
            if hint >= MMAP_MIN
                && u64::from(hint) + plen <= u64::from(RESERVED_START)
                && !self.vmas.any_mapped(hint, u64::from(hint) + plen)
            {
                hint
            } else {
                match self.vmas.find_free_top_down(plen, MMAP_BASE) {
                    Some(a) => a,
                    None => return err(ENOMEM),
                }
            }
        };
        let p = prot_of(prot);
        let mut data = Vec::new();
        let mut shared = None;
        if flags & MAP_ANONYMOUS == 0 {
            let f = fds.get(fd).ok_or(Sys::Errno(EBADF))?;
            // Linux's do_mmap: a file mapping needs a readable descriptor, and a shared
            // writable one a descriptor open for writing too.
            let acc = f.flags & crate::fd::oflag::O_ACCMODE;
            if acc == crate::fd::oflag::O_WRONLY
                || (flags & MAP_SHARED != 0 && prot & 2 != 0 && acc != crate::fd::oflag::O_RDWR)
            {
                return err(EACCES);
            }
            match &mut f.obj {
                Object::File { file, .. } => {
                    // Written back only through a descriptor open for writing (a
                    // read-only shared mapping can never be made writable).
                    if flags & MAP_SHARED != 0 && acc == crate::fd::oflag::O_RDWR {
                        let size = file.metadata().map(|m| m.len()).unwrap_or(0);
                        let backed = size.saturating_sub(off).min(u64::from(len)) as u32;
                        if backed > 0 {
                            let dup = file.try_clone().map_err(|e| Sys::Errno(from_io(&e)))?;
                            shared = Some((backed, dup));
                        }
                    }
                    data = vec![0u8; len as usize];
                    let mut got = 0;
                    while got < data.len() {
                        match file.read_at(&mut data[got..], off + got as u64) {
                            Ok(0) => break,
                            Ok(n) => got += n,
                            Err(e) => return err(from_io(&e)),
                        }
                    }
                    data.truncate(got);
                }
                Object::Special(crate::sandbox::Special::Zero | crate::sandbox::Special::Full) => {}
                Object::Special(crate::sandbox::Special::Urandom) => {
                    data = vec![0u8; len as usize];
                    rng.fill(&mut data);
                }
                _ => return err(ENODEV_OR_ACCES),
            }
        }
        mem.map(at, plen, p);
        if !data.is_empty() {
            mem.poke(at, &data)?;
        }
        self.vmas.insert(at, u64::from(at) + plen, p);
        // A new mapping replaces any shared mapping it covers (after writing it back).
        self.flush_shared(mem, at, u64::from(at) + plen);
        self.shared
            .retain(|s| u64::from(s.addr) >= u64::from(at) + plen || s.addr + s.len <= at);
        if let Some((len, file)) = shared {
            self.shared.push(SharedMap {
                addr: at,
                len,
                off,
                file,
            });
        }
        Ok(at)
    }

    fn check_range(&self, addr: u32, len: u32) -> Result<u64, Sys> {
        if addr % PAGE_SIZE != 0 {
            return Err(Sys::Errno(EINVAL));
        }
        let end = u64::from(addr) + page_ceil(u64::from(len));
        // The stack top, trampoline and featured pages are not the guest's to remap.
        if end > u64::from(RESERVED_START) {
            return Err(Sys::Errno(EINVAL));
        }
        Ok(end)
    }

    /// munmap. On success the page-rounded range `[addr, addr + page_ceil(len))` is
    /// unmapped (whether or not anything was mapped there, as Linux reports success) and
    /// reported as [`Effect::Unmapped`]; a failing call (unaligned `addr`, zero `len`, a
    /// range reaching the reserved top of the address space: EINVAL) changes nothing and
    /// reports nothing.
    pub(crate) fn munmap<M: AddressSpace>(
        &mut self,
        effects: &mut Vec<Effect>,
        addr: u32,
        len: u32,
        mem: &mut M,
    ) -> SysResult {
        if len == 0 {
            return err(EINVAL);
        }
        let end = self.check_range(addr, len)?;
        self.flush_shared(mem, addr, end);
        self.shared
            .retain(|s| u64::from(s.addr) >= end || s.addr + s.len <= addr);
        let bytes = end - u64::from(addr);
        mem.unmap(addr, bytes);
        self.vmas.remove(addr, end);
        effects.push(Effect::Unmapped {
            start: addr,
            len: bytes as u32,
        });
        Ok(0)
    }

    pub(crate) fn mprotect<M: AddressSpace>(
        &mut self,
        addr: u32,
        len: u32,
        prot: u32,
        mem: &mut M,
    ) -> SysResult {
        let end = self.check_range(addr, len)?;
        if !self.vmas.fully_mapped(addr, end) {
            return err(ENOMEM);
        }
        let p = prot_of(prot);
        mem.protect(addr, end - u64::from(addr), p);
        self.vmas.protect(addr, end, p);
        Ok(0)
    }

    pub(crate) fn madvise<M: AddressSpace>(
        &mut self,
        addr: u32,
        len: u32,
        advice: u32,
        mem: &mut M,
    ) -> SysResult {
        let end = self.check_range(addr, len)?;
        if advice == MADV_DONTNEED {
            // Private anonymous pages read back as zero afterwards.
            let parts: Vec<_> = self
                .vmas
                .iter()
                .filter(|v| u64::from(v.start) < end && v.end > u64::from(addr))
                .map(|v| (v.start.max(addr), v.end.min(end), v.prot))
                .collect();
            for (s, e, p) in parts {
                mem.map(s, e - u64::from(s), p);
            }
        }
        Ok(0)
    }

    /// mincore: one byte per page, 1 = resident (every mapped page is). ENOMEM when a
    /// page of the range is unmapped: the guest VM asks this of the featured page to
    /// learn whether the simulator has mapped it (it is never the guest's to map).
    pub(crate) fn mincore<M: AddressSpace>(
        &mut self,
        addr: u32,
        len: u32,
        vec: u32,
        mem: &mut M,
    ) -> SysResult {
        if addr % PAGE_SIZE != 0 {
            return err(EINVAL);
        }
        let end = u64::from(addr) + page_ceil(u64::from(len));
        if end > 1 << 32 || !self.vmas.fully_mapped(addr, end) {
            return err(ENOMEM);
        }
        let pages = ((end - u64::from(addr)) / u64::from(PAGE_SIZE)) as usize;
        match mem.write(vec, &vec![1u8; pages]) {
            Ok(()) => Ok(0),
            Err(_) => err(EFAULT),
        }
    }

    pub(crate) fn mremap<M: AddressSpace>(&mut self, a: Args, mem: &mut M) -> SysResult {
        let (old, old_len, new_len, flags) = (a[0], a[1], a[2], a[3]);
        if old % PAGE_SIZE != 0 || new_len == 0 || flags & MREMAP_FIXED != 0 {
            return err(EINVAL);
        }
        let old_end = self.check_range(old, old_len)?;
        let new_end = u64::from(old) + page_ceil(u64::from(new_len));
        let Some(vma) = self.vmas.find(old).copied() else {
            return err(EFAULT);
        };
        if !self.vmas.fully_mapped(old, old_end) {
            return err(EFAULT);
        }
        if new_end <= old_end {
            if new_end < old_end {
                mem.unmap(new_end as u32, old_end - new_end);
                self.vmas.remove(new_end as u32, old_end);
            }
            return Ok(old);
        }
        if new_end <= u64::from(RESERVED_START) && !self.vmas.any_mapped(old_end as u32, new_end) {
            mem.map(old_end as u32, new_end - old_end, vma.prot);
            self.vmas.insert(old_end as u32, new_end, vma.prot);
            return Ok(old);
        }
        if flags & MREMAP_MAYMOVE == 0 {
            return err(ENOMEM);
        }
        let len = new_end - u64::from(old);
        let Some(to) = self.vmas.find_free_top_down(len, MMAP_BASE) else {
            return err(ENOMEM);
        };
        let mut buf = vec![0u8; (old_end - u64::from(old)) as usize];
        mem.peek(old, &mut buf)?;
        mem.map(to, len, vma.prot);
        mem.poke(to, &buf)?;
        mem.unmap(old, old_end - u64::from(old));
        self.vmas.remove(old, old_end);
        self.vmas.insert(to, u64::from(to) + len, vma.prot);
        Ok(to)
    }
}

/// mmap of a descriptor that cannot be mapped (a directory, a pipe): ENODEV.
const ENODEV_OR_ACCES: u32 = 19;
