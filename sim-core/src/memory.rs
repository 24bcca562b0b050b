//! Sparse paged big-endian guest memory with page permissions and a decoded-instruction
//! cache.
//!
//! Layout: 2^20 pages of 4 KiB. Four flat tables indexed by page number:
//!
//! * `perm` — the page's protection (`Prot` bits) plus a "mapped" bit;
//! * `data` — the page's bytes, allocated on first touch (mapping is free: a 1 GiB
//!   reservation costs nothing until used);
//! * `rd` / `wr` — fast-path pointers: non-null only when the page is allocated and
//!   readable / writable **and** (for `wr`) holds no decoded code. An aligned word load is
//!   one table lookup, one bounds-free load and a byte swap; everything else (first
//!   touch, permission faults, page-crossing accesses, stores to decoded code) takes
//!   the slow path;
//! * `decoded` — pre-decoded [`Ins`] for each executable page that has been fetched
//!   from. A store to such a page, `icbi`, unmap and protect drop the page's decoded
//!   copy.
//!
//! Every drop of a decoded page is also logged (`code_changed`, [`Memory::take_dropped`])
//! so that a machine holding code built from the decoded pages (the threaded code of
//! [`crate::machine`]) can drop its copy too, at once when a store changed code the
//! machine is running.
//!
//! One page can be *watched* ([`Memory::watch`]): the featured-address page of the event
//! protocol. Its `wr` pointer stays null, so every store to it takes the slow path, which
//! looks for the stores that commit MEASURE_OFF or MEASURE_ON (an unmeasured region's
//! bounds, `docs/events.md`) and then ends the machine's chain as a code change does
//! ([`Memory::take_measure`]). Stores elsewhere pay nothing for it.
//!
//! Faults are values ([`MemFault`]); the OS layer turns them into signals.

use isa_ppc::bus::{AccessKind, MemFault};
use isa_ppc::isa::Ins;
use os_emu::space::{AddressSpace, Prot, PAGE_SIZE};

const NPAGES: usize = 1 << 20;
const MAPPED: u8 = 0x80;
type Page = [u8; PAGE_SIZE as usize];

/// The pre-decoded instructions of one page.
pub struct DecodedPage {
    ins: [Ins; 1024],
}

/// Guest memory.
pub struct Memory {
    perm: Box<[u8; NPAGES]>,
    data: Box<[Option<Box<Page>>; NPAGES]>,
    rd: Box<[*const u8; NPAGES]>,
    wr: Box<[*mut u8; NPAGES]>,
    decoded: Box<[Option<Box<DecodedPage>>; NPAGES]>,
    /// Pages decoded so far (statistics).
    pub pages_decoded: u64,
    /// Set when a decoded page was dropped since the last [`Memory::take_dropped`].
    pub(crate) code_changed: bool,
    /// The pages whose decoded copy was dropped since the last [`Memory::take_dropped`].
    dropped: Vec<u32>,
    /// Tells memories apart (a machine's threaded code belongs to one memory).
    id: u64,
    /// The watched page's number, or NPAGES (none).
    watch: usize,
    /// The region bound a store to the watched page committed since the last
    /// [`Memory::take_measure`]: `Some(false)` MEASURE_OFF, `Some(true)` MEASURE_ON.
    pub(crate) measure: Option<bool>,
}

/// Offset in the watched page of the event word (its low 5 bits are the event id).
const WATCH_EVENT: usize = 0;
/// Offset in the watched page of the word whose store commits an event.
const WATCH_END: usize = 12;
/// The event ids that bound an unmeasured region (`traceio::protocol::EventId`).
const MEASURE_OFF: u8 = 16;
/// See [`MEASURE_OFF`].
const MEASURE_ON: u8 = 17;

/// The next [`Memory::id`].
static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn table<T, F: FnMut() -> T>(f: F) -> Box<[T; NPAGES]> {
    let v: Vec<T> = std::iter::repeat_with(f).take(NPAGES).collect();
    match v.into_boxed_slice().try_into() {
        Ok(b) => b,
        Err(_) => unreachable!("the table has exactly NPAGES entries"),
    }
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

#[inline]
fn page_of(a: u32) -> usize {
    (a >> 12) as usize
}

fn fault(addr: u32, kind: AccessKind, unmapped: bool) -> MemFault {
    MemFault {
        addr,
        kind,
        unmapped,
    }
}

impl Memory {
    /// Empty memory: nothing mapped.
    pub fn new() -> Memory {
        Memory {
            perm: table(|| 0),
            data: table(|| None),
            rd: table(std::ptr::null),
            wr: table(std::ptr::null_mut),
            decoded: table(|| None),
            pages_decoded: 0,
            code_changed: false,
            dropped: Vec::new(),
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            watch: NPAGES,
            measure: None,
        }
    }

    /// Watches the page holding `a` (the featured-address page): stores to it take the
    /// slow path, and one that commits MEASURE_OFF or MEASURE_ON (event word's id 16/17,
    /// store covering the commit word at offset 12) is kept for [`Memory::take_measure`]
    /// and ends the running chain.
    pub fn watch(&mut self, a: u32) {
        self.watch = page_of(a);
        self.refresh(self.watch);
    }

    /// The region bound committed since the last call (`Some(false)`: a region begins,
    /// `Some(true)`: it ends), and clears it.
    #[inline]
    pub fn take_measure(&mut self) -> Option<bool> {
        self.measure.take()
    }

    /// A store of `len` bytes at offset `off` of the watched page: notes a region bound
    /// and ends the chain (through `code_changed`) when it commits one.
    #[inline(always)]
    fn watched_store(&mut self, i: usize, off: usize, len: usize) {
        if off >= WATCH_END + 4 || off + len <= WATCH_END {
            return;
        }
        self.watched_commit(i);
    }

    /// A commit store to the watched page: a region bound when the event word says so.
    #[cold]
    #[inline(never)]
    fn watched_commit(&mut self, i: usize) {
        let id = match &self.data[i] {
            Some(d) => d[WATCH_EVENT + 3] & 0x1f,
            None => 0,
        };
        if id == MEASURE_OFF || id == MEASURE_ON {
            self.measure = Some(id == MEASURE_ON);
            self.code_changed = true;
        }
    }

    /// The protection of the page holding `a`, or `None` if unmapped.
    pub fn prot(&self, a: u32) -> Option<Prot> {
        let p = self.perm[page_of(a)];
        (p & MAPPED != 0).then(|| Prot::from_bits_truncate(p))
    }

    /// Whether the page holding `a` has a decoded copy.
    pub fn is_decoded(&self, a: u32) -> bool {
        self.decoded[page_of(a)].is_some()
    }

    /// Recomputes the fast-path pointers of page `i`.
    fn refresh(&mut self, i: usize) {
        let p = self.perm[i];
        match &mut self.data[i] {
            Some(d) => {
                let ptr = d.as_mut_ptr();
                self.rd[i] = if p & Prot::READ.bits() != 0 {
                    ptr
                } else {
                    std::ptr::null()
                };
                self.wr[i] = if p & Prot::WRITE.bits() != 0
                    && self.decoded[i].is_none()
                    && i != self.watch
                {
                    ptr
                } else {
                    std::ptr::null_mut()
                };
            }
            None => {
                self.rd[i] = std::ptr::null();
                self.wr[i] = std::ptr::null_mut();
            }
        }
    }

    /// The bytes of a mapped page, allocating on first touch.
    fn page_mut(&mut self, i: usize) -> &mut Page {
        if self.data[i].is_none() {
            self.data[i] = Some(Box::new([0; PAGE_SIZE as usize]));
            self.refresh(i);
        }
        match &mut self.data[i] {
            Some(d) => d,
            None => unreachable!("allocated just above"),
        }
    }

    /// Drops the decoded copy of page `i` (the code changed or may have).
    #[inline]
    pub fn invalidate_page(&mut self, i: usize) {
        if self.drop_decoded(i) {
            self.refresh(i);
        }
    }

    /// Drops and logs the decoded copy of page `i`; whether there was one.
    fn drop_decoded(&mut self, i: usize) -> bool {
        if self.decoded[i].take().is_some() {
            self.code_changed = true;
            self.dropped.push(i as u32);
            true
        } else {
            false
        }
    }

    /// This memory's identity: distinct for every [`Memory`] created in the process.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The pages (numbers: address >> 12) whose decoded copy was dropped since the last
    /// call (by stores, `icbi`, map, unmap or protect), and clears the log.
    pub fn take_dropped(&mut self) -> Vec<u32> {
        self.code_changed = false;
        std::mem::take(&mut self.dropped)
    }

    /// Drops the decoded copy of the page holding `a` (`icbi`).
    pub fn invalidate(&mut self, a: u32) {
        self.invalidate_page(page_of(a));
    }

    fn check(&self, a: u32, need: Prot, kind: AccessKind) -> Result<usize, MemFault> {
        let i = page_of(a);
        let p = self.perm[i];
        if p & MAPPED == 0 {
            return Err(fault(a, kind, true));
        }
        if p & need.bits() != need.bits() {
            return Err(fault(a, kind, false));
        }
        Ok(i)
    }

    /// Slow-path load of `buf.len()` bytes at `a`.
    fn load_slow(&mut self, a: u32, buf: &mut [u8], need: Prot) -> Result<(), MemFault> {
        if buf.is_empty() {
            return Ok(());
        }
        let mut at = a;
        let mut done = 0;
        while done < buf.len() {
            let i = self.check(at, need, AccessKind::Read)?;
            let off = (at & (PAGE_SIZE - 1)) as usize;
            let n = (PAGE_SIZE as usize - off).min(buf.len() - done);
            let page = self.page_mut(i);
            buf[done..done + n].copy_from_slice(&page[off..off + n]);
            done += n;
            at = at.wrapping_add(n as u32);
        }
        Ok(())
    }

    /// Slow-path store (checks every page first so that a faulting store changes nothing).
    fn store_slow(&mut self, a: u32, data: &[u8], need: Prot) -> Result<(), MemFault> {
        if data.is_empty() {
            return Ok(());
        }
        let last = a.wrapping_add(data.len() as u32 - 1);
        self.check(a, need, AccessKind::Write)?;
        self.check(last, need, AccessKind::Write)?;
        let mut at = a;
        let mut done = 0;
        while done < data.len() {
            let i = self.check(at, need, AccessKind::Write)?;
            self.invalidate_page(i);
            let off = (at & (PAGE_SIZE - 1)) as usize;
            let n = (PAGE_SIZE as usize - off).min(data.len() - done);
            let page = self.page_mut(i);
            page[off..off + n].copy_from_slice(&data[done..done + n]);
            if i == self.watch {
                self.watched_store(i, off, n);
            }
            done += n;
            at = at.wrapping_add(n as u32);
        }
        Ok(())
    }
}

macro_rules! accessors {
    ($($load:ident $load_slow:ident $store:ident $store_slow:ident $t:ty),*) => {
        impl Memory {
            $(
            /// Big-endian load (user permissions).
            #[inline(always)]
            pub fn $load(&mut self, a: u32) -> Result<$t, MemFault> {
                const N: usize = std::mem::size_of::<$t>();
                let p = self.rd[page_of(a)];
                let off = (a & (PAGE_SIZE - 1)) as usize;
                if !p.is_null() && off <= PAGE_SIZE as usize - N {
                    // SAFETY: `p` points at a live 4 KiB page (rd is cleared before a page
                    // is freed) and off + N <= 4096.
                    let v = unsafe { std::ptr::read_unaligned(p.add(off) as *const $t) };
                    return Ok(<$t>::from_be(v));
                }
                self.$load_slow(a)
            }

            /// The slow path of the load, out of line: callers keep no buffer on their
            /// stack (which lets their own calls become jumps).
            #[cold]
            #[inline(never)]
            fn $load_slow(&mut self, a: u32) -> Result<$t, MemFault> {
                let mut b = [0u8; std::mem::size_of::<$t>()];
                self.load_slow(a, &mut b, Prot::READ)?;
                Ok(<$t>::from_be_bytes(b))
            }

            /// Big-endian store (user permissions; invalidates decoded code).
            #[inline(always)]
            pub fn $store(&mut self, a: u32, v: $t) -> Result<(), MemFault> {
                const N: usize = std::mem::size_of::<$t>();
                let p = self.wr[page_of(a)];
                let off = (a & (PAGE_SIZE - 1)) as usize;
                if !p.is_null() && off <= PAGE_SIZE as usize - N {
                    // SAFETY: as for loads; wr is non-null only for writable live pages.
                    unsafe { std::ptr::write_unaligned(p.add(off) as *mut $t, v.to_be()) };
                    return Ok(());
                }
                self.$store_slow(a, v)
            }

            /// The slow path of the store, out of line (as for loads).
            #[cold]
            #[inline(never)]
            fn $store_slow(&mut self, a: u32, v: $t) -> Result<(), MemFault> {
                const N: usize = std::mem::size_of::<$t>();
                let i = page_of(a);
                let off = (a & (PAGE_SIZE - 1)) as usize;
                if i == self.watch && off <= PAGE_SIZE as usize - N {
                    // The watched page's stores (the event protocol's) come here every
                    // time: the short way when the page is writable, touched and no code.
                    let w = MAPPED | Prot::WRITE.bits();
                    if self.perm[i] & w == w && self.decoded[i].is_none() {
                        if let Some(d) = &mut self.data[i] {
                            d[off..off + N].copy_from_slice(&v.to_be_bytes());
                            self.watched_store(i, off, N);
                            return Ok(());
                        }
                    }
                }
                self.store_slow(a, &v.to_be_bytes(), Prot::WRITE)
            }
            )*
        }
    };
}

macro_rules! fast_accessors {
    ($($load:ident $store:ident $t:ty),*) => {
        impl Memory {
            $(
            /// The fast path of the big-endian load alone: `None` when it does not apply
            /// (page not yet touched, not readable, access crossing the page end); the
            /// caller then takes the full path, which also reports faults.
            #[inline(always)]
            pub(crate) fn $load(&self, a: u32) -> Option<$t> {
                const N: usize = std::mem::size_of::<$t>();
                let p = self.rd[page_of(a)];
                let off = (a & (PAGE_SIZE - 1)) as usize;
                if !p.is_null() && off <= PAGE_SIZE as usize - N {
                    // SAFETY: as for the full accessors.
                    let v = unsafe { std::ptr::read_unaligned(p.add(off) as *const $t) };
                    return Some(<$t>::from_be(v));
                }
                None
            }

            /// The fast path of the big-endian store alone: `false` (nothing stored)
            /// when it does not apply (as for loads, and pages holding decoded code).
            #[inline(always)]
            pub(crate) fn $store(&mut self, a: u32, v: $t) -> bool {
                const N: usize = std::mem::size_of::<$t>();
                let p = self.wr[page_of(a)];
                let off = (a & (PAGE_SIZE - 1)) as usize;
                if !p.is_null() && off <= PAGE_SIZE as usize - N {
                    // SAFETY: as for the full accessors.
                    unsafe { std::ptr::write_unaligned(p.add(off) as *mut $t, v.to_be()) };
                    return true;
                }
                false
            }
            )*
        }
    };
}

fast_accessors!(read_u8_fast write_u8_fast u8, read_u16_fast write_u16_fast u16, read_u32_fast write_u32_fast u32);

accessors!(
    read_u8 read_u8_slow write_u8 write_u8_slow u8,
    read_u16_be read_u16_slow write_u16_be write_u16_slow u16,
    read_u32_be read_u32_slow write_u32_be write_u32_slow u32,
    read_u64_be read_u64_slow write_u64_be write_u64_slow u64
);

impl Memory {
    /// The decoded instruction at `pc` (decoding its page on first use).
    #[inline(always)]
    pub fn fetch(&mut self, pc: u32) -> Result<Ins, MemFault> {
        if let Some(d) = &self.decoded[page_of(pc)] {
            return Ok(d.ins[((pc & (PAGE_SIZE - 1)) >> 2) as usize]);
        }
        self.decode_page(pc)
    }

    /// The decoded instructions of the page holding `pc` (decoding it on first use).
    pub fn decoded_page(&mut self, pc: u32) -> Result<&[Ins; 1024], MemFault> {
        let i = page_of(pc);
        if self.decoded[i].is_none() {
            self.decode_page(pc)?;
        }
        match &self.decoded[i] {
            Some(d) => Ok(&d.ins),
            None => unreachable!("decoded just above"),
        }
    }

    #[cold]
    fn decode_page(&mut self, pc: u32) -> Result<Ins, MemFault> {
        let i = page_of(pc);
        let p = self.perm[i];
        if p & MAPPED == 0 {
            return Err(fault(pc, AccessKind::Fetch, true));
        }
        if p & Prot::EXEC.bits() == 0 {
            return Err(fault(pc, AccessKind::Fetch, false));
        }
        let page = self.page_mut(i);
        let mut d = Box::new(DecodedPage {
            ins: [Ins::new(0); 1024],
        });
        for (k, slot) in d.ins.iter_mut().enumerate() {
            let w = u32::from_be_bytes([
                page[4 * k],
                page[4 * k + 1],
                page[4 * k + 2],
                page[4 * k + 3],
            ]);
            *slot = Ins::new(w);
        }
        let ins = d.ins[((pc & (PAGE_SIZE - 1)) >> 2) as usize];
        self.decoded[i] = Some(d);
        self.pages_decoded += 1;
        self.refresh(i);
        Ok(ins)
    }

    /// Zeroes the `len`-byte block at `a` (`dcbz`), as a store.
    pub fn zero_block(&mut self, a: u32, len: u32) -> Result<(), MemFault> {
        let z = vec![0u8; len as usize];
        self.store_slow(a, &z, Prot::WRITE)
    }

    fn each_page(addr: u32, len: u64) -> impl Iterator<Item = usize> {
        let first = u64::from(addr) >> 12;
        let last = (u64::from(addr) + len)
            .div_ceil(u64::from(PAGE_SIZE))
            .min(NPAGES as u64);
        (first..last).map(|p| p as usize)
    }
}

impl AddressSpace for Memory {
    fn map(&mut self, addr: u32, len: u64, prot: Prot) {
        for i in Self::each_page(addr, len) {
            self.drop_decoded(i);
            self.data[i] = None;
            self.perm[i] = MAPPED | prot.bits();
            self.refresh(i);
        }
    }

    fn unmap(&mut self, addr: u32, len: u64) {
        for i in Self::each_page(addr, len) {
            self.rd[i] = std::ptr::null();
            self.wr[i] = std::ptr::null_mut();
            self.drop_decoded(i);
            self.data[i] = None;
            self.perm[i] = 0;
        }
    }

    fn protect(&mut self, addr: u32, len: u64, prot: Prot) {
        for i in Self::each_page(addr, len) {
            if self.perm[i] & MAPPED != 0 {
                self.perm[i] = MAPPED | prot.bits();
                self.drop_decoded(i);
                self.refresh(i);
            }
        }
    }

    fn read(&mut self, addr: u32, buf: &mut [u8]) -> Result<(), MemFault> {
        self.load_slow(addr, buf, Prot::READ)
    }

    fn write(&mut self, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.store_slow(addr, data, Prot::WRITE)
    }

    fn poke(&mut self, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.store_slow(addr, data, Prot::empty())
    }

    fn peek(&mut self, addr: u32, buf: &mut [u8]) -> Result<(), MemFault> {
        self.load_slow(addr, buf, Prot::empty())
    }
}
