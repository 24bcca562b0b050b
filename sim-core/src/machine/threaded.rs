//! Threaded code: executable pages pre-decoded into [`Slot`]s, one per instruction word,
//! each holding the handler of its opcode (a small function monomorphised over the
//! machine's observer, from [`isa_ppc::exec::exec_op`]) and the instruction.
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
//! The instruction count is updated once per chain; handlers of instructions that read
//! the time base set it exact first.
//!
//! Coherence: a [`Code`] is built from one [`Memory`]'s decoded pages and drops a page
//! whenever the memory drops that page's decoded copy (stores into it, `icbi`, map,
//! unmap, protect), by draining the memory's log ([`Memory::take_dropped`]).

use isa_ppc::bus::{AccessKind, MemFault};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::{branch, exec_op, is_control, reads_timebase, writes_memory, Exception};
use isa_ppc::isa::{Ins, Opcode};

use super::{fast, Core};
use crate::memory::Memory;
use crate::observer::Observer;

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
/// the page).
pub(crate) struct Page<O: Observer> {
    slots: [Slot<O>; SLOTS],
    /// [`Code::table`] of the code the page belongs to (the table outlives its pages).
    table: *const Option<Box<Page<O>>>,
}

impl<O: Observer> std::ops::Index<usize> for Page<O> {
    type Output = Slot<O>;
    #[inline(always)]
    fn index(&self, i: usize) -> &Slot<O> {
        // Handlers index only slots they were given or the one after a word's (at most
        // the sentinel): `i < SLOTS` always holds, and the check costs a compare and a
        // branch per instruction.
        debug_assert!(i < SLOTS);
        // SAFETY: `i < SLOTS`, see above.
        unsafe { self.slots.get_unchecked(i) }
    }
}

/// A handler: `f(cpu, core, page, i, budget, pc)` executes `page[i]`, the instruction at
/// `pc`, under [`isa_ppc::exec::Handler`]'s contract, then up to `budget - 1` more
/// (`budget >= 1`), and says how the chain ended. `core.icount` holds the count the
/// chain would reach by spending its whole budget.
pub(crate) type Handler<O> =
    for<'a, 'b, 'c, 'd> fn(&'b mut Cpu, &'c mut Core<'a, O>, &'d Page<O>, usize, u32, u32) -> End;

/// How a chain of handlers ended, packed in one integer so that it comes back in a
/// register and every handler can pass its successor's result on unchanged (which is
/// what lets the optimiser turn the calls between handlers into jumps). Decode it with
/// [`End::get`]. In every case the pc is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub(crate) struct End(u64);

/// [`End`] decoded: how the chain ended and how much of its budget was not spent (the
/// instructions that did not retire).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ended {
    /// The budget ran out, or the chain reached the end of the page or left it.
    Done(u32),
    /// An instruction retired and changed threaded code; the pc is the next one's: the
    /// rest was not executed (it may be stale).
    Changed(u32),
    /// An instruction raised an exception; the pc is the faulting instruction's, or the
    /// next one's for `sc` (which retires).
    Fault(Exception, u32),
}

const _: () = assert!(CHUNK < 1 << 14, "the unspent budget has 14 bits in End");

impl End {
    /// Bits 0-1: 0 done, 1 changed, 2 fault; 2-15 the unspent budget; for faults 16-18
    /// the exception, 19-20 the access kind of a memory fault, 21 unmapped, 32-63 the
    /// address of a memory or alignment fault.
    #[inline(always)]
    fn done(left: u32) -> End {
        End(u64::from(left) << 2)
    }

    #[inline(always)]
    fn changed(left: u32) -> End {
        End(1 | u64::from(left) << 2)
    }

    fn fault(e: Exception, left: u32) -> End {
        let bits = match e {
            Exception::Syscall => 0,
            Exception::Trap => 1,
            Exception::Illegal => 2,
            Exception::Privileged => 3,
            Exception::FpEnabled => 4,
            Exception::Alignment(a) => 6 | u64::from(a) << 16,
            Exception::Mem(f) => {
                let kind = match f.kind {
                    AccessKind::Read => 0u64,
                    AccessKind::Write => 1,
                    AccessKind::Fetch => 2,
                };
                5 | kind << 3 | u64::from(f.unmapped) << 5 | u64::from(f.addr) << 16
            }
        };
        End(2 | u64::from(left) << 2 | bits << 16)
    }

    /// What the chain's end means.
    pub(crate) fn get(self) -> Ended {
        let left = ((self.0 >> 2) & 0x3fff) as u32;
        match self.0 & 3 {
            0 => Ended::Done(left),
            1 => Ended::Changed(left),
            _ => {
                let e = match (self.0 >> 16) & 7 {
                    0 => Exception::Syscall,
                    1 => Exception::Trap,
                    2 => Exception::Illegal,
                    3 => Exception::Privileged,
                    4 => Exception::FpEnabled,
                    6 => Exception::Alignment((self.0 >> 32) as u32),
                    _ => Exception::Mem(MemFault {
                        addr: (self.0 >> 32) as u32,
                        kind: match (self.0 >> 19) & 3 {
                            0 => AccessKind::Read,
                            1 => AccessKind::Write,
                            _ => AccessKind::Fetch,
                        },
                        unmapped: self.0 & (1 << 21) != 0,
                    }),
                };
                Ended::Fault(e, left)
            }
        }
    }
}

/// One pre-decoded instruction word.
pub(crate) struct Slot<O: Observer> {
    /// The handler of its opcode.
    pub(crate) f: Handler<O>,
    /// The instruction word.
    pub(crate) code: u32,
}

/// The instruction of `page[i]` (opcode `op`), at `pc`, fetched: the fetch hook has seen
/// it and data-access events will carry its pc.
#[inline(always)]
fn fetch<O: Observer>(
    core: &mut Core<'_, O>,
    page: &Page<O>,
    i: usize,
    pc: u32,
    op: Opcode,
) -> Ins {
    let ins = Ins {
        code: page[i].code,
        op,
    };
    core.obs.on_fetch(pc, ins);
    core.pc = pc;
    ins
}

/// The handler for opcode index `K`: the fetch hook, the instruction, then the next.
/// Loads and stores with a fast path ([`fast::has_fast_path`]) try it first and leave
/// everything else (first touch, faults, page crossings, code pages, ...) to the full
/// semantics, out of line so that the fast path needs no stack frame.
fn call<O: Observer, const K: u8>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    i: usize,
    budget: u32,
    pc: u32,
) -> End {
    let op = const { Opcode::from_index(K) };
    let ins = fetch(core, page, i, pc, op);
    if const { fast::has_fast_path(Opcode::from_index(K)) } {
        if fast::access(op, cpu, core, ins) {
            return next(cpu, core, page, i, budget, pc);
        }
        return slow::<O, K>(cpu, core, page, i, budget, pc);
    }
    step::<O, K>(cpu, core, ins, page, i, budget, pc)
}

/// Executes `ins` (fetch hook done) with the full semantics, then the rest of the chain.
#[inline(always)]
fn step<O: Observer, const K: u8>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    ins: Ins,
    page: &Page<O>,
    i: usize,
    budget: u32,
    pc: u32,
) -> End {
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
        return follow(cpu, core, page, budget, pc, t);
    }
    next(cpu, core, page, i, budget, pc)
}

/// Continues after the control instruction at `pc`, which went to `t` (and set the pc
/// to it): with `t`'s slot if it is on this page and budget is left.
#[inline(always)]
fn follow<O: Observer>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    budget: u32,
    pc: u32,
    t: u32,
) -> End {
    if budget > 1 {
        if (t ^ pc) < 0x1000 {
            let j = ((t & 0xfff) >> 2) as usize;
            return (page[j].f)(cpu, core, page, j, budget - 1, t);
        }
        return enter(cpu, core, page, budget - 1, t);
    }
    End::done(budget - 1)
}

/// Continues at `t`, on another page, with `budget` (at least 1) left: with `t`'s slot
/// if that page has threaded code (it is then current: any change to code ends the
/// chain before the next instruction, see [`Code::sync`]), else by way of the run loop.
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
            let j = ((t & 0xfff) >> 2) as usize;
            (p[j].f)(cpu, core, p, j, budget, t)
        }
        None => {
            cpu.pc = t;
            End::done(budget)
        }
    }
}

/// `bc` with a fixed BO (and AA = LK = 0), the forms compilers emit for loops and
/// conditions: [`branch::exec_bc`]'s semantics with the BO decoding folded away.
fn bc_fixed<O: Observer, const BO: u32>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    i: usize,
    budget: u32,
    pc: u32,
) -> End {
    let ins = fetch(core, page, i, pc, Opcode::Bc);
    let taken = branch::bc_taken(cpu.cr, &mut cpu.ctr, BO, ins.bi());
    let t = if taken {
        pc.wrapping_add(ins.bd() as u32)
    } else {
        pc.wrapping_add(4)
    };
    cpu.pc = t;
    follow(cpu, core, page, budget, pc, t)
}

/// `addi`/`addis` with rA = 0 (`li`/`lis`, `SHIFT` 0/16): rD := SIMM << SHIFT, the
/// semantics of [`isa_ppc::exec::integer::exec_imm`] with the rA = 0 test decided when
/// the page was built (a branch shared by every `addi` mispredicts on a mix of both).
fn li<O: Observer, const SHIFT: u32>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    i: usize,
    budget: u32,
    pc: u32,
) -> End {
    let op = if SHIFT == 0 {
        Opcode::Addi
    } else {
        Opcode::Addis
    };
    let ins = fetch(core, page, i, pc, op);
    cpu.gpr[ins.rd()] = (ins.simm() as u32) << SHIFT;
    next(cpu, core, page, i, budget, pc)
}

/// The handler for `ins`: [`bc_fixed`] for the common `bc` forms, [`li`] for `li` and
/// `lis`, else its opcode's.
fn handler<O: Observer>(ins: Ins) -> Handler<O> {
    match ins.op {
        Opcode::Addi if ins.ra() == 0 => return li::<O, 0>,
        Opcode::Addis if ins.ra() == 0 => return li::<O, 16>,
        _ => {}
    }
    if ins.op == Opcode::Bc && ins.code & 3 == 0 {
        match ins.bo() {
            4 => return bc_fixed::<O, 4>,
            5 => return bc_fixed::<O, 5>,
            6 => return bc_fixed::<O, 6>,
            7 => return bc_fixed::<O, 7>,
            12 => return bc_fixed::<O, 12>,
            13 => return bc_fixed::<O, 13>,
            14 => return bc_fixed::<O, 14>,
            15 => return bc_fixed::<O, 15>,
            16 => return bc_fixed::<O, 16>,
            18 => return bc_fixed::<O, 18>,
            _ => {}
        }
    }
    Handlers::<O>::get(ins.op)
}

/// [`step`] out of line, for the accesses the fast path declined. It takes a handler's
/// arguments, all in registers, so that the fast path jumps to it without a frame.
#[cold]
#[inline(never)]
fn slow<O: Observer, const K: u8>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    i: usize,
    budget: u32,
    pc: u32,
) -> End {
    let ins = Ins {
        code: page[i].code,
        op: const { Opcode::from_index(K) },
    };
    step::<O, K>(cpu, core, ins, page, i, budget, pc)
}

/// Continues with the instruction after `page[i]` (at `pc`), if budget is left.
#[inline(always)]
fn next<O: Observer>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    i: usize,
    budget: u32,
    pc: u32,
) -> End {
    let pc = pc.wrapping_add(4);
    if budget > 1 {
        (page[i + 1].f)(cpu, core, page, i + 1, budget - 1, pc)
    } else {
        cpu.pc = pc;
        End::done(0)
    }
}

/// The sentinel after the last word of a page: the chain continues on the next page
/// ([`enter`]).
fn page_end<O: Observer>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    page: &Page<O>,
    _i: usize,
    budget: u32,
    pc: u32,
) -> End {
    enter(cpu, core, page, budget, pc)
}

/// The handlers of one observer type, indexed by `Opcode as u8` (high nibble, low
/// nibble).
struct Handlers<O>(std::marker::PhantomData<O>);

macro_rules! row {
    ($o:ident, $h:literal) => {
        [
            call::<$o, { $h * 16 }> as Handler<$o>,
            call::<$o, { $h * 16 + 1 }>,
            call::<$o, { $h * 16 + 2 }>,
            call::<$o, { $h * 16 + 3 }>,
            call::<$o, { $h * 16 + 4 }>,
            call::<$o, { $h * 16 + 5 }>,
            call::<$o, { $h * 16 + 6 }>,
            call::<$o, { $h * 16 + 7 }>,
            call::<$o, { $h * 16 + 8 }>,
            call::<$o, { $h * 16 + 9 }>,
            call::<$o, { $h * 16 + 10 }>,
            call::<$o, { $h * 16 + 11 }>,
            call::<$o, { $h * 16 + 12 }>,
            call::<$o, { $h * 16 + 13 }>,
            call::<$o, { $h * 16 + 14 }>,
            call::<$o, { $h * 16 + 15 }>,
        ]
    };
}

impl<O: Observer> Handlers<O> {
    const TABLE: [[Handler<O>; 16]; 16] = [
        row!(O, 0),
        row!(O, 1),
        row!(O, 2),
        row!(O, 3),
        row!(O, 4),
        row!(O, 5),
        row!(O, 6),
        row!(O, 7),
        row!(O, 8),
        row!(O, 9),
        row!(O, 10),
        row!(O, 11),
        row!(O, 12),
        row!(O, 13),
        row!(O, 14),
        row!(O, 15),
    ];

    fn get(op: Opcode) -> Handler<O> {
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
        }
    }

    /// The entries, one per page.
    fn entries(&mut self) -> &mut [Option<Box<Page<O>>>] {
        // SAFETY: `table` holds NPAGES entries (see `new`), borrowed through `self`.
        unsafe { std::slice::from_raw_parts_mut(self.table, NPAGES) }
    }

    /// Drops the pages whose decoded copy `mem` dropped (all of them if `mem` is not the
    /// memory they were built from).
    pub(crate) fn sync(&mut self, mem: &mut Memory) {
        let dropped = mem.take_dropped();
        if mem.id() != self.mem_id {
            self.entries().iter_mut().for_each(|p| *p = None);
            self.mem_id = mem.id();
            return;
        }
        let entries = self.entries();
        for i in dropped {
            entries[i as usize] = None;
        }
    }

    /// The threaded code of the page holding `pc`, built on first use.
    #[inline(always)]
    pub(crate) fn page(&mut self, pc: u32, mem: &mut Memory) -> Result<&Page<O>, MemFault> {
        let i = (pc >> 12) as usize;
        let table = self.table;
        let e = &mut self.entries()[i];
        if e.is_none() {
            *e = Some(Self::build(pc, mem, table)?);
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
    ) -> Result<Box<Page<O>>, MemFault> {
        let ins = mem.decoded_page(pc)?;
        let slots: Vec<Slot<O>> = ins
            .iter()
            .map(|&i| Slot {
                f: handler::<O>(i),
                code: i.code,
            })
            .chain(std::iter::once(Slot {
                f: page_end::<O> as Handler<O>,
                code: 0,
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
