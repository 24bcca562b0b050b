//! Threaded code: executable pages pre-decoded into [`Slot`]s, one per instruction word,
//! each holding the handler of its instruction (a small function monomorphised over the
//! machine's observer, from [`isa_ppc::exec::exec_op`], or a specialised one from
//! [`forms`], which may run the next instruction too: [`fused`]), the instruction word
//! and an operand precomputed for the handler.
//!
//! Dispatch is threaded: each handler ends by calling the handler of the instruction
//! that follows, the next slot or, after a taken branch, the target's slot (a tail
//! call: the optimiser turns it into a jump, and the dispatch branches are spread over
//! the handlers, which predicts better than one shared call site). Falling off the end
//! of a page (a sentinel slot) or branching to another page continues there if that
//! page has threaded code already. The chain carries a budget of instructions and stops
//! exactly when it runs out, at a page without threaded code yet, at an exception, or
//! after a store that changed threaded code; then the run loop takes over (page
//! building, budget, OS). The budget of one chain is at most [`CHUNK`] instructions,
//! which bounds its depth should the calls not become jumps (unoptimised builds).
//!
//! A handler gets its slot by reference and finds its neighbours by address: the next
//! word's slot follows it (the last word's is followed by the sentinel), a branch target
//! on the same page is as many slots away as words, and the page itself (for its table
//! of pages) lies `pc`'s word index slots back ([`page_of`]).
//!
//! The instruction count is updated once per chain; handlers of instructions that read
//! the time base set it exact first.
//!
//! Fetches: a slot has two handlers, `f` for chains that branch to it or start there
//! and `fs` for chains that fall through to it from the previous word. Where the
//! observer's fetch granule allows ([`seq_fetch`]: not the granule's first word, not
//! after a cache-control or synchronisation instruction), `fs` reports its fetch by
//! [`Observer::on_fetch_next`], which the observer may answer without the checks of
//! [`Observer::on_fetch`] (the cache model's first check always holds then), and is
//! otherwise `f` itself. Fused pairs come in the four variants of their two fetches.
//!
//! Coherence: a [`Code`] is built from one [`Memory`]'s decoded pages and drops a page
//! whenever the memory drops that page's decoded copy (stores into it, `icbi`, map,
//! unmap, protect), by draining the memory's log ([`Memory::take_dropped`]).

mod end;
mod forms;
mod fused;

use isa_ppc::bus::MemFault;
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::{exec_op, is_control, reads_timebase, writes_memory, Exception};
use isa_ppc::isa::{Class, Ins, Mods, Opcode};

use super::{fast, Core};
use crate::memory::Memory;
use crate::observer::Observer;
pub(crate) use end::{End, Ended};

/// Pages in the 32-bit address space.
const NPAGES: usize = 1 << 20;
/// Instruction words per 4 KiB page.
const WORDS: usize = 1024;
/// Slots per page: one per word and the end-of-page sentinel.
pub(crate) const SLOTS: usize = WORDS + 1;
/// The largest budget of one chain of handlers (see the module documentation). Small in
/// debug builds, whose handlers have large frames and make real calls.
pub(crate) const CHUNK: u32 = if cfg!(debug_assertions) { 64 } else { 4096 };

/// A page of slots, and the table of every page of its [`Code`] (for chains that leave
/// the page). `repr(C)`: the slots come first, so a slot's page is found from the slot's
/// address ([`page_of`]).
#[repr(C)]
pub(crate) struct Page<O: Observer> {
    slots: [Slot<O>; SLOTS],
    /// [`Code::table`] of the code the page belongs to (the table outlives its pages).
    table: *const Option<Box<Page<O>>>,
}

impl<O: Observer> Page<O> {
    /// The slot of the word at `pc` (on this page).
    #[inline(always)]
    pub(crate) fn slot(&self, pc: u32) -> &Slot<O> {
        let i = ((pc & 0xfff) >> 2) as usize;
        // SAFETY: `i < WORDS < SLOTS`.
        unsafe { self.slots.get_unchecked(i) }
    }
}

/// A handler: `f(cpu, core, slot, budget, pc)` executes `slot`'s instruction, the one at
/// `pc`, under [`isa_ppc::exec::Handler`]'s contract, then up to `budget - 1` more
/// (`budget >= 1`), and says how the chain ended. `slot` is an element of a [`Page`]'s
/// slots (its neighbours are reached by address). `core.icount` holds the count the
/// chain would reach by spending its whole budget.
pub(crate) type Handler<O> =
    for<'a, 'b, 'c, 'd> fn(&'b mut Cpu, &'c mut Core<'a, O>, &'d Slot<O>, u32, u32) -> End;

/// Defines handlers: `handler! { fn name[generics](cpu, core, s, budget, pc) { body } }`
/// (optionally with a visibility)
/// declares `fn name<generics>(cpu: &mut Cpu, core: &mut Core<'_, O>, s: &Slot<O>,
/// budget: u32, pc: u32) -> End`, the one signature every [`Handler`] has.
macro_rules! handler {
    ($(
        $(#[$m:meta])*
        $vis:vis fn $name:ident[$($g:tt)*]($cpu:ident, $core:ident, $s:ident, $budget:ident, $pc:ident)
        $body:block
    )*) => {$(
        $(#[$m])*
        $vis fn $name<$($g)*>(
            $cpu: &mut Cpu,
            $core: &mut Core<'_, O>,
            $s: &Slot<O>,
            $budget: u32,
            $pc: u32,
        ) -> End $body
    )*};
}
use handler;

/// One pre-decoded instruction word.
pub(crate) struct Slot<O: Observer> {
    /// The handler of its instruction.
    pub(crate) f: Handler<O>,
    /// The handler when the chain falls through to it from the previous word ([`next`]):
    /// `f` itself, or `f` reporting its fetch by [`Observer::on_fetch_next`] where that
    /// applies (the word is not the first of its fetch granule and the previous word is
    /// not a cache-control or synchronisation instruction: [`seq_fetch`]).
    pub(crate) fs: Handler<O>,
    /// The instruction word.
    pub(crate) code: u32,
    /// An operand the handler needs, computed when the page was built (an immediate, a
    /// mask, a displacement: see [`forms`]); 0 for handlers that need none.
    pub(crate) aux: u32,
}

impl<O: Observer> Slot<O> {
    /// The slot `n` words after this one (before it if negative).
    ///
    /// # Safety
    /// The result must be a slot of the same page: a word's slot plus one is at most the
    /// sentinel; a branch target on the same page is within the page's words.
    #[inline(always)]
    unsafe fn at(&self, n: isize) -> &Slot<O> {
        &*(self as *const Slot<O>).offset(n)
    }
}

/// The page holding the slot `s` of the word at `pc`.
#[inline(always)]
fn page_of<O: Observer>(s: &Slot<O>, pc: u32) -> &Page<O> {
    let i = ((pc & 0xfff) >> 2) as usize;
    // SAFETY: `s` is slot `i` of a `Page` (the handler contract), whose slots begin
    // the `repr(C)` struct, so `i` slots back is the page's start.
    unsafe { &*((s as *const Slot<O>).sub(i) as *const Page<O>) }
}

/// The instruction of slot `s` (opcode `op`), at `pc`, fetched: the fetch hook has seen
/// it, [`Observer::on_fetch_next`] if `seq` (a constant where this is inlined: the
/// handler was reached by falling through from the previous word, where that hook
/// applies), else [`Observer::on_fetch`].
#[inline(always)]
fn fetch<O: Observer>(core: &mut Core<'_, O>, s: &Slot<O>, pc: u32, op: Opcode, seq: bool) -> Ins {
    let ins = Ins { code: s.code, op };
    if seq {
        core.obs.on_fetch_next(pc, ins);
    } else {
        core.obs.on_fetch(pc, ins);
    }
    ins
}

/// Whether the word at `pc`, after `prev`, may report its fetch by
/// [`Observer::on_fetch_next`] when the chain falls through to it, with fetch granules of
/// `granule` bytes ([`Observer::fetch_granule`]; 0: never): it is not the first word of
/// its granule, and `prev` is not a cache-control or synchronisation instruction (whose
/// hook may move what the observer knows of the granule).
fn seq_fetch(granule: u32, pc: u32, prev: Opcode) -> bool {
    granule != 0 && pc & (granule - 1) != 0 && !matches!(prev.class(), Class::Cache | Class::Sync)
}

/// [`call`]'s `F` flag: the instruction's Rc and OE bits (0x401) are known to be 0, so
/// the semantics are specialised to the plain form (masking bits known to be 0 changes
/// nothing but lets the optimiser fold the tests of Rc and OE away).
const PLAIN: u8 = 1;
/// [`call`]'s `F` flag: rA is known not to be 0 (a D- or X-form access's base is rA).
const RA_NZ: u8 = 2;
/// [`call`]'s `F` flag: the handler of a [`Slot::fs`], which reports its fetch by
/// [`Observer::on_fetch_next`].
const SEQ: u8 = 4;

/// Whether the page builder uses [`call`] with flag `f` for `op` ([`forms`]), from the
/// opcode's row of the ISA table: [`PLAIN`] for the integer operations
/// ([`Class::Integer`], which never raise) that have Rc or OE bits to fold away;
/// [`RA_NZ`] for the fast-path loads and stores ([`fast::fast_access`]) whose base is
/// `(rA|0)` (update forms have rA != 0 whatever the flag says).
const fn flag_applies(f: u8, op: Opcode) -> bool {
    match f & !SEQ {
        PLAIN => {
            let m = op.mods();
            matches!(op.class(), Class::Integer) && (m.contains(Mods::RC) || m.contains(Mods::OE))
        }
        RA_NZ => match fast::fast_access(op) {
            Some((_, a)) => !a.mode.update(),
            None => false,
        },
        _ => false,
    }
}

handler! {
    /// The handler for opcode index `K`: the fetch hook, the instruction, then the next.
    /// Loads and stores with a fast path ([`fast::has_fast_path`]) try it first and leave
    /// everything else (first touch, faults, page crossings, code pages, ...) to the full
    /// semantics, out of line so that the fast path needs no stack frame. `F` says what
    /// is known of the instruction ([`PLAIN`], [`RA_NZ`]; 0: nothing).
    fn call[O: Observer, const K: u8, const F: u8](cpu, core, s, budget, pc) {
        let op = const { Opcode::from_index(K) };
        let ins = known::<F>(fetch(core, s, pc, op, F & SEQ != 0));
        if const { fast::has_fast_path(Opcode::from_index(K)) } {
            let shape = const { fast::fast_access(Opcode::from_index(K)) };
            if fast::access(shape, cpu, core, ins, pc, F & RA_NZ != 0) {
                return next(cpu, core, s, budget, pc);
            }
            return slow::<O, K, F>(cpu, core, s, budget, pc);
        }
        step::<O, K>(cpu, core, ins, s, budget, pc)
    }

    /// [`step`] out of line, for the accesses the fast path declined. It takes a handler's
    /// arguments, all in registers, so that the fast path jumps to it without a frame.
    #[cold]
    #[inline(never)]
    fn slow[O: Observer, const K: u8, const F: u8](cpu, core, s, budget, pc) {
        let ins = known::<F>(Ins {
            code: s.code,
            op: const { Opcode::from_index(K) },
        });
        step::<O, K>(cpu, core, ins, s, budget, pc)
    }

    /// The sentinel after the last word of a page: the chain continues on the next page
    /// ([`enter`]).
    fn page_end[O: Observer](cpu, core, s, budget, pc) {
        // SAFETY: the sentinel is the page's last slot, `WORDS` after its first.
        let page = unsafe { &*((s as *const Slot<O>).sub(WORDS) as *const Page<O>) };
        enter(cpu, core, page, budget, pc)
    }
}

/// `ins` with the bits flag `F` knows to be 0 cleared (the same word).
#[inline(always)]
fn known<const F: u8>(ins: Ins) -> Ins {
    if F & PLAIN != 0 {
        Ins {
            code: ins.code & !0x401,
            op: ins.op,
        }
    } else {
        ins
    }
}

/// Executes `ins` (fetch hook done) with the full semantics, then the rest of the chain.
#[inline(always)]
fn step<O: Observer, const K: u8>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    ins: Ins,
    s: &Slot<O>,
    budget: u32,
    pc: u32,
) -> End {
    // Data-access events carry the pc.
    core.pc = pc;
    let r = if const { reads_timebase(Opcode::from_index(K)) } {
        // The count so far, as the time base reads it.
        let full = core.icount;
        core.icount = full - u64::from(budget);
        let r = exec_op::<Core<'_, O>, K>(cpu, core, ins, pc);
        core.icount = full;
        r
    } else {
        exec_op::<Core<'_, O>, K>(cpu, core, ins, pc)
    };
    if let Err(e) = r {
        if e == Exception::Syscall {
            return End::fault(e, budget - 1);
        }
        cpu.pc = pc;
        return End::fault(e, budget);
    }
    if const { writes_memory(Opcode::from_index(K)) } && core.mem.code_changed {
        cpu.pc = pc.wrapping_add(4);
        return End::changed(budget - 1);
    }
    if const { is_control(Opcode::from_index(K)) } {
        let t = cpu.pc;
        return follow(cpu, core, s, budget, pc, t);
    }
    next(cpu, core, s, budget, pc)
}

/// Continues after the control instruction of slot `s`, at `pc`, which went to `t` (and
/// set the pc to it): with `t`'s slot if budget is left and that page has threaded code.
#[inline(always)]
fn follow<O: Observer>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    s: &Slot<O>,
    budget: u32,
    pc: u32,
    t: u32,
) -> End {
    if budget > 1 {
        if (t ^ pc) < 0x1000 {
            // SAFETY: `t` is on the page of `pc` (and word-aligned: branch targets are).
            let n = unsafe { s.at((t.wrapping_sub(pc) as i32 >> 2) as isize) };
            return (n.f)(cpu, core, n, budget - 1, t);
        }
        return enter(cpu, core, page_of(s, pc), budget - 1, t);
    }
    End::done(budget - 1)
}

/// Continues at `t`, on another page than `page`, with `budget` (at least 1) left: with
/// `t`'s slot if that page has threaded code (it is then current: any change to code
/// ends the chain before the next instruction, see [`Code::sync`]), else by way of the
/// run loop.
#[inline(always)]
fn enter<O: Observer>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    budget: u32,
    t: u32,
) -> End {
    // SAFETY: `page.table` points to the NPAGES entries of the `Code` that owns `page`,
    // alive while `page` is; entries change only between chains (`Code::page`,
    // `Code::sync`), never while a handler runs.
    match unsafe { &*page.table.add((t >> 12) as usize) } {
        Some(p) => {
            let n = p.slot(t);
            (n.f)(cpu, core, n, budget, t)
        }
        None => {
            cpu.pc = t;
            End::done(budget)
        }
    }
}

handler! {
    /// Continues with the instruction after slot `s` (at `pc`), if budget is left.
    #[inline(always)]
    fn next[O: Observer](cpu, core, s, budget, pc) {
        let pc = pc.wrapping_add(4);
        if budget > 1 {
            // SAFETY: a word's slot is followed by the next word's or the sentinel.
            let n = unsafe { s.at(1) };
            (n.fs)(cpu, core, n, budget - 1, pc)
        } else {
            cpu.pc = pc;
            End::done(0)
        }
    }
}

/// The handlers of one observer type, indexed by `Opcode as u8` (high nibble, low
/// nibble).
struct Handlers<O>(std::marker::PhantomData<O>);

/// Sixteen entries `$entry::<$o, K, $f>()` of a handler table, K = 16 `$h` + 0..15.
macro_rules! row {
    ($entry:ident, $o:ident, $f:expr, $h:literal) => {
        [
            $entry::<$o, { $h * 16 }, $f>(),
            $entry::<$o, { $h * 16 + 1 }, $f>(),
            $entry::<$o, { $h * 16 + 2 }, $f>(),
            $entry::<$o, { $h * 16 + 3 }, $f>(),
            $entry::<$o, { $h * 16 + 4 }, $f>(),
            $entry::<$o, { $h * 16 + 5 }, $f>(),
            $entry::<$o, { $h * 16 + 6 }, $f>(),
            $entry::<$o, { $h * 16 + 7 }, $f>(),
            $entry::<$o, { $h * 16 + 8 }, $f>(),
            $entry::<$o, { $h * 16 + 9 }, $f>(),
            $entry::<$o, { $h * 16 + 10 }, $f>(),
            $entry::<$o, { $h * 16 + 11 }, $f>(),
            $entry::<$o, { $h * 16 + 12 }, $f>(),
            $entry::<$o, { $h * 16 + 13 }, $f>(),
            $entry::<$o, { $h * 16 + 14 }, $f>(),
            $entry::<$o, { $h * 16 + 15 }, $f>(),
        ]
    };
}

/// The sixteen rows of a handler table (see [`row!`]).
macro_rules! rows {
    ($entry:ident, $o:ident, $f:expr) => {
        [
            row!($entry, $o, $f, 0),
            row!($entry, $o, $f, 1),
            row!($entry, $o, $f, 2),
            row!($entry, $o, $f, 3),
            row!($entry, $o, $f, 4),
            row!($entry, $o, $f, 5),
            row!($entry, $o, $f, 6),
            row!($entry, $o, $f, 7),
            row!($entry, $o, $f, 8),
            row!($entry, $o, $f, 9),
            row!($entry, $o, $f, 10),
            row!($entry, $o, $f, 11),
            row!($entry, $o, $f, 12),
            row!($entry, $o, $f, 13),
            row!($entry, $o, $f, 14),
            row!($entry, $o, $f, 15),
        ]
    };
}

/// [`call`] for opcode index `K` with flags `F`.
const fn any<O: Observer, const K: u8, const F: u8>() -> Handler<O> {
    call::<O, K, F>
}

/// [`call`] for opcode index `K` with flags `F`, if the page builder uses it
/// ([`flag_applies`]); only these are instantiated.
const fn flagged<O: Observer, const K: u8, const F: u8>() -> Option<Handler<O>> {
    if flag_applies(F, Opcode::from_index(K)) {
        Some(call::<O, K, F>)
    } else {
        None
    }
}

impl<O: Observer> Handlers<O> {
    const TABLE: [[Handler<O>; 16]; 16] = rows!(any, O, 0);
    const TABLE_SEQ: [[Handler<O>; 16]; 16] = rows!(any, O, SEQ);

    /// The handler of `op`, for [`Slot::fs`] if `seq`.
    fn get(op: Opcode, seq: bool) -> Handler<O> {
        let i = op as u8;
        let t = if seq { &Self::TABLE_SEQ } else { &Self::TABLE };
        t[(i >> 4) as usize][(i & 15) as usize]
    }
}

/// The handlers of one observer type with flag `F` ([`PLAIN`], [`RA_NZ`], either with
/// [`SEQ`]), indexed as
/// [`Handlers`]: `None` for opcodes the flag does not apply to ([`flag_applies`]).
struct Flagged<O, const F: u8>(std::marker::PhantomData<O>);

impl<O: Observer, const F: u8> Flagged<O, F> {
    const TABLE: [[Option<Handler<O>>; 16]; 16] = rows!(flagged, O, F);

    fn get(op: Opcode) -> Option<Handler<O>> {
        let i = op as u8;
        Self::TABLE[(i >> 4) as usize][(i & 15) as usize]
    }
}

/// The threaded code of every executable page run so far, for one memory.
pub(crate) struct Code<O: Observer> {
    /// NPAGES entries, one per page: a boxed slice turned into a raw pointer, because
    /// every page keeps a pointer to it ([`Page::table`]) to find its neighbours while
    /// handlers run; freed in `drop`.
    table: *mut Option<Box<Page<O>>>,
    /// The [`Memory::id`] the pages were built from.
    mem_id: u64,
    /// The observer's fetch granule ([`Observer::fetch_granule`]) the pages were built
    /// for.
    granule: u32,
}

impl<O: Observer> Drop for Code<O> {
    fn drop(&mut self) {
        // SAFETY: `table` came from `Box::into_raw` of a boxed slice of NPAGES entries in
        // `new` and is freed only here.
        drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(self.table, NPAGES)) });
    }
}

impl<O: Observer> Code<O> {
    /// No code yet.
    pub(crate) fn new() -> Code<O> {
        let table: Box<[Option<Box<Page<O>>>]> =
            std::iter::repeat_with(|| None).take(NPAGES).collect();
        Code {
            table: Box::into_raw(table) as *mut Option<Box<Page<O>>>,
            mem_id: 0,
            granule: 0,
        }
    }

    /// The entries, one per page.
    fn entries(&mut self) -> &mut [Option<Box<Page<O>>>] {
        // SAFETY: `table` holds NPAGES entries (see `new`), borrowed through `self`.
        unsafe { std::slice::from_raw_parts_mut(self.table, NPAGES) }
    }

    /// Drops the pages `dropped` whose decoded copy the memory `mem_id` dropped (from
    /// its log, [`Memory::take_dropped`]; all of them if it is not the memory they were
    /// built from).
    pub(crate) fn sync(&mut self, mem_id: u64, dropped: &[u32]) {
        if mem_id != self.mem_id {
            self.entries().iter_mut().for_each(|p| *p = None);
            self.mem_id = mem_id;
            return;
        }
        let entries = self.entries();
        for &i in dropped {
            entries[i as usize] = None;
        }
    }

    /// Builds pages for an observer with fetch granules of `granule` bytes
    /// ([`Observer::fetch_granule`]), dropping the pages built for another.
    pub(crate) fn set_granule(&mut self, granule: u32) {
        if granule != self.granule {
            self.entries().iter_mut().for_each(|p| *p = None);
            self.granule = granule;
        }
    }

    /// The threaded code of the page holding `pc`, built on first use.
    #[inline(always)]
    pub(crate) fn page(&mut self, pc: u32, mem: &mut Memory) -> Result<&Page<O>, MemFault> {
        let i = (pc >> 12) as usize;
        let (table, granule) = (self.table, self.granule);
        let e = &mut self.entries()[i];
        if e.is_none() {
            *e = Some(Self::build(pc, mem, table, granule)?);
        }
        match e {
            Some(p) => Ok(p),
            None => unreachable!("built just above"),
        }
    }

    #[cold]
    fn build(
        pc: u32,
        mem: &mut Memory,
        table: *const Option<Box<Page<O>>>,
        granule: u32,
    ) -> Result<Box<Page<O>>, MemFault> {
        let ins = mem.decoded_page(pc)?;
        let base = pc & !0xfff;
        let seq = |i: usize| i > 0 && seq_fetch(granule, base + 4 * i as u32, ins[i - 1].op);
        let slots: Vec<Slot<O>> = (0..WORDS)
            .map(|i| forms::slot(&ins[i..], seq(i), seq(i + 1)))
            .chain(std::iter::once(Slot {
                f: page_end::<O> as Handler<O>,
                fs: page_end::<O> as Handler<O>,
                code: 0,
                aux: 0,
            }))
            .collect();
        match slots.into_boxed_slice().try_into() {
            Ok(slots) => {
                let slots: Box<[Slot<O>; SLOTS]> = slots;
                Ok(Box::new(Page {
                    slots: *slots,
                    table,
                }))
            }
            Err(_) => unreachable!("a page has SLOTS slots"),
        }
    }
}
