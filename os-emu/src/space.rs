//! The address-space interface the kernel side needs from the machine, and the fixed
//! layout constants of the guest address space (SPEC §3, §4).

use bitflags::bitflags;
use isa_ppc::bus::MemFault;

/// Guest page size (AT_PAGESZ).
pub const PAGE_SIZE: u32 = 4096;
/// The initial stack grows down from here (Dynamic SimpleScalar's convention).
pub const STACK_TOP: u32 = 0x7fff_c000;
/// Stack size reserved below [`STACK_TOP`] (RLIMIT_STACK's usual soft limit).
pub const STACK_SIZE: u32 = 8 << 20;
/// The signal trampoline page (`li r0,__NR_sigreturn; sc` / `li r0,__NR_rt_sigreturn; sc`),
/// our stand-in for the vDSO's `__kernel_sigtramp*`.
pub const SIGTRAMP_PAGE: u32 = 0x7fff_d000;
/// The featured page of the event protocol (SPEC §4): mapped, never handed out by mmap.
pub const FEATURED_PAGE: u32 = 0x7fff_e000;
/// Everything from here up is reserved for the stack top, the trampoline and the
/// featured page; mmap never places anything there.
pub const RESERVED_START: u32 = STACK_TOP;
/// Top-down mmap placement starts below this address (Linux's mmap_base with the
/// minimum 128 MiB stack gap below the 2 GiB user space top of this layout).
pub const MMAP_BASE: u32 = 0x7800_0000;
/// Lowest address mmap hands out.
pub const MMAP_MIN: u32 = 0x0001_0000;
/// Load base of position-independent main executables (Linux's ELF_ET_DYN_BASE for
/// 32-bit powerpc tasks).
pub const ET_DYN_BASE: u32 = 0x0040_0000;

bitflags! {
    /// Page protection, as `PROT_*`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Prot: u8 {
        /// Readable.
        const READ = 1;
        /// Writable.
        const WRITE = 2;
        /// Executable.
        const EXEC = 4;
    }
}

/// Rounds down to a page boundary.
#[inline]
pub fn page_floor(a: u32) -> u32 {
    a & !(PAGE_SIZE - 1)
}

/// Rounds up to a page boundary (in u64 so that the top page cannot overflow).
#[inline]
pub fn page_ceil(a: u64) -> u64 {
    (a + u64::from(PAGE_SIZE) - 1) & !u64::from(PAGE_SIZE - 1)
}

/// The guest address space as the kernel side manipulates it. Ranges are page aligned
/// (`addr` and `len` multiples of [`PAGE_SIZE`]); `addr + len` never exceeds 2^32.
pub trait AddressSpace {
    /// Maps fresh zero-filled pages over `[addr, addr+len)` with `prot`, replacing
    /// whatever was there.
    fn map(&mut self, addr: u32, len: u64, prot: Prot);
    /// Unmaps `[addr, addr+len)`; unmapped pages in the range are ignored.
    fn unmap(&mut self, addr: u32, len: u64);
    /// Changes the protection of the mapped pages of `[addr, addr+len)`.
    fn protect(&mut self, addr: u32, len: u64, prot: Prot);
    /// Reads guest memory as user code would (needs READ on every page).
    fn read(&mut self, addr: u32, buf: &mut [u8]) -> Result<(), MemFault>;
    /// Writes guest memory as user code would (needs WRITE on every page).
    fn write(&mut self, addr: u32, data: &[u8]) -> Result<(), MemFault>;
    /// Writes mapped memory regardless of protection (the loader filling text pages).
    fn poke(&mut self, addr: u32, data: &[u8]) -> Result<(), MemFault>;
    /// Reads mapped memory regardless of protection (mremap moving pages).
    fn peek(&mut self, addr: u32, buf: &mut [u8]) -> Result<(), MemFault>;
}

/// Big-endian helpers over an [`AddressSpace`].
pub trait AddressSpaceExt: AddressSpace {
    /// Reads a big-endian word.
    fn read_u32_be(&mut self, addr: u32) -> Result<u32, MemFault> {
        let mut b = [0; 4];
        self.read(addr, &mut b)?;
        Ok(u32::from_be_bytes(b))
    }
    /// Writes a big-endian word.
    fn write_u32_be(&mut self, addr: u32, v: u32) -> Result<(), MemFault> {
        self.write(addr, &v.to_be_bytes())
    }
    /// Reads a NUL-terminated string of at most `max` bytes (without the NUL).
    fn read_cstr(&mut self, addr: u32, max: usize) -> Result<Vec<u8>, MemFault> {
        let mut out = Vec::new();
        let mut a = addr;
        loop {
            // Read up to the end of the page in one go.
            let room = (PAGE_SIZE - (a & (PAGE_SIZE - 1))) as usize;
            let mut chunk = vec![0u8; room];
            self.read(a, &mut chunk)?;
            if let Some(n) = chunk.iter().position(|&c| c == 0) {
                out.extend_from_slice(&chunk[..n]);
                return Ok(out);
            }
            out.extend_from_slice(&chunk);
            if out.len() > max {
                return Err(MemFault {
                    addr: a,
                    kind: isa_ppc::bus::AccessKind::Read,
                    unmapped: false,
                });
            }
            a = a.wrapping_add(room as u32);
        }
    }
}

impl<T: AddressSpace + ?Sized> AddressSpaceExt for T {}
