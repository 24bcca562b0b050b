//! The memory interface of the executor.
//!
//! The executor never touches memory directly: every load, store and cache-control
//! operation goes through a [`Bus`], which the machine (sim-core) implements with its
//! paged memory and its observers. All accessors are big-endian (the guest's byte order).

/// Why a memory access failed; the OS layer turns it into SIGSEGV/SIGBUS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemFault {
    /// The faulting effective address.
    pub addr: u32,
    /// What the access was.
    pub kind: AccessKind,
    /// Whether the page was unmapped (`SEGV_MAPERR`) or mapped without the needed
    /// permission (`SEGV_ACCERR`).
    pub unmapped: bool,
}

/// The kind of a memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    /// A data load.
    Read,
    /// A data store.
    Write,
    /// An instruction fetch.
    Fetch,
}

/// Cache-control and synchronisation instructions, reported to the machine as events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheOp {
    /// `dcbz`: zero the whole block containing the address (size: the advertised line).
    Dcbz,
    /// `dcbst`: write the block back.
    Dcbst,
    /// `dcbf`: write back and invalidate.
    Dcbf,
    /// `dcbi` is privileged; user code never reaches it. `dcbt`: touch for load.
    Dcbt,
    /// `dcbtst`: touch for store.
    Dcbtst,
    /// `icbi`: invalidate the instruction block (decoded-code caches must drop it).
    Icbi,
    /// `sync` / `hwsync` / `lwsync` / `eieio`.
    Sync,
    /// `isync`.
    Isync,
}

/// Memory as the executor sees it. Implementations decide permissions and observe.
pub trait Bus {
    /// Loads a byte.
    fn load_u8(&mut self, ea: u32) -> Result<u8, MemFault>;
    /// Loads a big-endian halfword (any alignment).
    fn load_u16(&mut self, ea: u32) -> Result<u16, MemFault>;
    /// Loads a big-endian word (any alignment).
    fn load_u32(&mut self, ea: u32) -> Result<u32, MemFault>;
    /// Loads a big-endian doubleword (any alignment), used by `lfd`.
    fn load_u64(&mut self, ea: u32) -> Result<u64, MemFault>;
    /// Stores a byte.
    fn store_u8(&mut self, ea: u32, v: u8) -> Result<(), MemFault>;
    /// Stores a big-endian halfword.
    fn store_u16(&mut self, ea: u32, v: u16) -> Result<(), MemFault>;
    /// Stores a big-endian word.
    fn store_u32(&mut self, ea: u32, v: u32) -> Result<(), MemFault>;
    /// Stores a big-endian doubleword.
    fn store_u64(&mut self, ea: u32, v: u64) -> Result<(), MemFault>;
    /// A cache-control or synchronisation instruction at effective address `ea`
    /// (0 for `sync`/`isync`). `Dcbz` must zero the block; the others have no
    /// architectural effect on memory but are observable events.
    fn cache_op(&mut self, op: CacheOp, ea: u32) -> Result<(), MemFault>;
    /// The time base as `mftb` reads it (simulated: derived from retired instructions).
    fn timebase(&mut self) -> u64;
}
