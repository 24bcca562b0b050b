//! Observer hooks: what the machine reports while it runs.
//!
//! An observer is a type implementing [`Observer`]; every method has an empty default
//! body, and the machine is generic over its observer, so a run with `()` (no observer)
//! compiles every hook away. A tuple `(A, B)` fans each event out to both (nest tuples
//! for more; a tuple reports every fetch by `on_fetch`).

use isa_ppc::bus::CacheOp;
use isa_ppc::isa::Ins;
use os_emu::Effect;

/// Receives the machine's events. All methods default to doing nothing.
pub trait Observer {
    /// An instruction is about to execute at `pc`.
    #[inline(always)]
    fn on_fetch(&mut self, pc: u32, ins: Ins) {
        let _ = (pc, ins);
    }

    /// The size in bytes (a power of two, or 0) of the aligned blocks, *fetch granules*,
    /// within which the machine may report a fetch by [`Observer::on_fetch_next`]
    /// instead of [`Observer::on_fetch`]; 0 (the default): never. Asked when a run
    /// begins; the answer must not change while the observer sees a run.
    fn fetch_granule(&self) -> u32 {
        0
    }

    /// The fetch of `ins` at `pc`, as [`Observer::on_fetch`], when the machine knows
    /// more: the last fetch reported was of the word at `pc - 4`, in the same fetch
    /// granule ([`Observer::fetch_granule`]), and that instruction was not a cache-control
    /// or synchronisation instruction (so no [`Observer::on_cache_op`] came between the
    /// two; data accesses may have). By default `on_fetch`.
    #[inline(always)]
    fn on_fetch_next(&mut self, pc: u32, ins: Ins) {
        self.on_fetch(pc, ins);
    }

    /// A data access completed: the instruction at `pc` read (`write` false) or wrote
    /// `size` bytes at `addr`; `value` is the value read or written (zero-extended).
    #[inline(always)]
    fn on_data(&mut self, pc: u32, addr: u32, size: u8, write: bool, value: u64) {
        let _ = (pc, addr, size, write, value);
    }

    /// A cache-control or synchronisation instruction (`dcbz`, `dcbst`, `dcbf`, `dcbt`,
    /// `dcbtst`, `icbi`, `sync`, `isync`) at `pc` for effective address `addr`.
    #[inline(always)]
    fn on_cache_op(&mut self, pc: u32, op: CacheOp, addr: u32) {
        let _ = (pc, op, addr);
    }

    /// A system call `nr` with arguments r3..r8 is made by the `sc` at `pc`.
    #[inline(always)]
    fn on_syscall(&mut self, pc: u32, nr: u32, args: [u32; 6]) {
        let _ = (pc, nr, args);
    }

    /// What the system call just reported by [`Observer::on_syscall`] did (one call per
    /// effect, in order, after the call returned): e.g. the range a successful munmap
    /// unmapped. Most calls have none.
    #[inline(always)]
    fn on_os_effect(&mut self, effect: Effect) {
        let _ = effect;
    }
}

/// No observer.
impl Observer for () {}

/// The observer inside an unmeasured region (`crate::machine`): it forwards only the
/// accesses to the featured page (the region's events), system calls and their effects;
/// fetches, other accesses and cache-control instructions are not observed.
#[repr(transparent)]
pub struct Unmeasured<O>(pub O);

impl<O: Observer> Observer for Unmeasured<O> {
    #[inline(always)]
    fn on_data(&mut self, pc: u32, addr: u32, size: u8, write: bool, value: u64) {
        if crate::run::featured::is_featured(addr, size) {
            self.0.on_data(pc, addr, size, write, value);
        }
    }
    #[inline(always)]
    fn on_syscall(&mut self, pc: u32, nr: u32, args: [u32; 6]) {
        self.0.on_syscall(pc, nr, args);
    }
    #[inline(always)]
    fn on_os_effect(&mut self, effect: Effect) {
        self.0.on_os_effect(effect);
    }
}

impl<A: Observer, B: Observer> Observer for (A, B) {
    #[inline(always)]
    fn on_fetch(&mut self, pc: u32, ins: Ins) {
        self.0.on_fetch(pc, ins);
        self.1.on_fetch(pc, ins);
    }
    #[inline(always)]
    fn on_data(&mut self, pc: u32, addr: u32, size: u8, write: bool, value: u64) {
        self.0.on_data(pc, addr, size, write, value);
        self.1.on_data(pc, addr, size, write, value);
    }
    #[inline(always)]
    fn on_cache_op(&mut self, pc: u32, op: CacheOp, addr: u32) {
        self.0.on_cache_op(pc, op, addr);
        self.1.on_cache_op(pc, op, addr);
    }
    #[inline(always)]
    fn on_syscall(&mut self, pc: u32, nr: u32, args: [u32; 6]) {
        self.0.on_syscall(pc, nr, args);
        self.1.on_syscall(pc, nr, args);
    }
    #[inline(always)]
    fn on_os_effect(&mut self, effect: Effect) {
        self.0.on_os_effect(effect);
        self.1.on_os_effect(effect);
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    #[inline(always)]
    fn on_fetch(&mut self, pc: u32, ins: Ins) {
        (**self).on_fetch(pc, ins);
    }
    fn fetch_granule(&self) -> u32 {
        (**self).fetch_granule()
    }
    #[inline(always)]
    fn on_fetch_next(&mut self, pc: u32, ins: Ins) {
        (**self).on_fetch_next(pc, ins);
    }
    #[inline(always)]
    fn on_data(&mut self, pc: u32, addr: u32, size: u8, write: bool, value: u64) {
        (**self).on_data(pc, addr, size, write, value);
    }
    #[inline(always)]
    fn on_cache_op(&mut self, pc: u32, op: CacheOp, addr: u32) {
        (**self).on_cache_op(pc, op, addr);
    }
    #[inline(always)]
    fn on_syscall(&mut self, pc: u32, nr: u32, args: [u32; 6]) {
        (**self).on_syscall(pc, nr, args);
    }
    #[inline(always)]
    fn on_os_effect(&mut self, effect: Effect) {
        (**self).on_os_effect(effect);
    }
}
