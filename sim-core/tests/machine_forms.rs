//! The machine's threaded code (specialised handlers chosen per instruction form, fused
//! pairs, fast load/store paths) computes exactly what the one-instruction executor
//! (`isa_ppc::exec::execute`) computes: for random instructions of the forms the page
//! builder specialises and their neighbours (random registers, operands, Rc/OE bits, rA
//! = 0 or not, CR fields, BO values) the machine, run for exactly one or two
//! instructions, ends with the same registers, memory, counts and observer events as
//! the executor run instruction by instruction.

use std::cell::RefCell;

use isa_ppc::cpu::Cpu;
use isa_ppc::exec::execute;
use isa_ppc::isa::Ins;
use os_emu::space::{AddressSpace, Prot};
use os_emu::{Os, OsConfig};
use proptest::prelude::*;
use sim_core::machine::{Core, Machine, Stop};
use sim_core::{Memory, Observer};

/// Where the code goes.
const CODE: u32 = 0x10000;
/// Data pages that rA-based accesses point into, and page 0 for rA = 0 forms.
const DATA: u32 = 0x20000;
/// Where base registers point: the middle of the data pages.
const BASE: u32 = DATA + 0x800;
const RW: Prot = Prot::READ.union(Prot::WRITE);

/// Every fetch and data event, in order.
#[derive(Default, Debug, PartialEq)]
struct Events(Vec<(u32, u32, u32, u8, bool, u64)>);

impl Observer for Events {
    fn on_fetch(&mut self, pc: u32, ins: Ins) {
        self.0.push((0, pc, ins.code, 0, false, 0));
    }
    fn on_data(&mut self, pc: u32, addr: u32, size: u8, write: bool, value: u64) {
        self.0.push((1, pc, addr, size, write, value));
    }
}

/// Memory holding `code` at CODE and data pages filled with a pattern.
fn setup(mem: &mut Memory, code: &[u32]) {
    mem.map(0, 0x1000, RW);
    mem.map(DATA, 0x2000, RW);
    mem.map(CODE, 0x1000, Prot::READ.union(Prot::EXEC));
    let pattern: Vec<u8> = (0..0x2000u32).map(|i| (i * 7 + 3) as u8).collect();
    mem.write(DATA, &pattern).unwrap();
    mem.write(0, &pattern[..0x1000]).unwrap();
    let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_be_bytes()).collect();
    mem.poke(CODE, &bytes).unwrap();
}

fn data(mem: &mut Memory) -> Vec<u8> {
    let mut buf = vec![0u8; 0x3000];
    mem.read(DATA, &mut buf[..0x2000]).unwrap();
    mem.read(0, &mut buf[0x2000..]).unwrap();
    buf
}

thread_local! {
    /// A memory and a machine reused from case to case (each costs tables of a million
    /// entries); [`setup`] maps every page afresh, which drops decoded and threaded code.
    static MEM: RefCell<Memory> = RefCell::new(Memory::new());
    static MACHINE: RefCell<Machine<Events>> =
        RefCell::new(Machine::new(Os::new(OsConfig::default()), Events::default()));
}

/// The executor's result of running `n` instructions from CODE: registers, data,
/// references, events; `None` if an instruction raised an exception.
fn reference(cpu: &Cpu, code: &[u32], n: usize) -> Option<(Cpu, Vec<u8>, u64, Events)> {
    MEM.with_borrow_mut(|mem| {
        setup(mem, code);
        let mut cpu = cpu.clone();
        let mut obs = Events::default();
        let mut refs = 0;
        for k in 0..n {
            let pc = cpu.pc;
            let ins = mem.fetch(pc).unwrap();
            obs.on_fetch(pc, ins);
            let mut core = Core {
                mem: &mut *mem,
                obs: &mut obs,
                pc,
                icount: k as u64,
                refs,
            };
            execute(&mut cpu, ins, &mut core).ok()?;
            refs = core.refs;
        }
        let d = data(mem);
        Some((cpu, d, refs, obs))
    })
}

/// The machine's result of running `n` instructions from CODE.
fn machine(cpu: &Cpu, code: &[u32], n: u64) -> (Cpu, Vec<u8>, u64, Events) {
    MACHINE.with_borrow_mut(|m| {
        setup(&mut m.mem, code);
        m.cpu = cpu.clone();
        m.icount = 0;
        m.refs = 0;
        m.obs = Events::default();
        m.max_insns = n;
        assert_eq!(m.run(), Stop::InsnLimit);
        assert_eq!(m.icount, n, "exactly the limit retires");
        let d = data(&mut m.mem);
        (m.cpu.clone(), d, m.refs, std::mem::take(&mut m.obs))
    })
}

/// Instruction forms: a primary opcode and, for opcode 31, an extended one; `kind`
/// says which fields mean what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// rD, rA, SIMM/UIMM (addi, addis, cmpi, cmpli with crfD in rD's top bits)
    Imm,
    /// A D-form load or store (base rA, displacement)
    Mem,
    /// A D-form update load or store (rA != 0, rA != rD)
    MemU,
    /// An X-form load or store (opcode 31, XO)
    MemX,
    /// An X-form update load or store (rA != 0, rA != rD for integer loads)
    MemXu,
    /// An X/XO-form integer operation (opcode 31, XO; Rc, OE random)
    Alu,
    /// rlwinm
    Rot,
    /// mtspr/mfspr with LR or CTR (XO)
    Spr,
    /// b/bl (AA = 0)
    B,
    /// bc with a BO from the list
    Bc,
    /// bclr/bcctr (XO) with BO = 20 or random, LK random
    Breg,
}

const FORMS: &[(u32, u32, Kind)] = &[
    (14, 0, Kind::Imm),     // addi
    (15, 0, Kind::Imm),     // addis
    (11, 0, Kind::Imm),     // cmpi
    (10, 0, Kind::Imm),     // cmpli
    (32, 0, Kind::Mem),     // lwz
    (34, 0, Kind::Mem),     // lbz
    (40, 0, Kind::Mem),     // lhz
    (42, 0, Kind::Mem),     // lha
    (36, 0, Kind::Mem),     // stw
    (38, 0, Kind::Mem),     // stb
    (44, 0, Kind::Mem),     // sth
    (50, 0, Kind::Mem),     // lfd
    (54, 0, Kind::Mem),     // stfd
    (48, 0, Kind::Mem),     // lfs
    (52, 0, Kind::Mem),     // stfs
    (33, 0, Kind::MemU),    // lwzu
    (35, 0, Kind::MemU),    // lbzu
    (41, 0, Kind::MemU),    // lhzu
    (37, 0, Kind::MemU),    // stwu
    (39, 0, Kind::MemU),    // stbu
    (51, 0, Kind::MemU),    // lfdu
    (55, 0, Kind::MemU),    // stfdu
    (31, 23, Kind::MemX),   // lwzx
    (31, 87, Kind::MemX),   // lbzx
    (31, 279, Kind::MemX),  // lhzx
    (31, 151, Kind::MemX),  // stwx
    (31, 215, Kind::MemX),  // stbx
    (31, 407, Kind::MemX),  // sthx
    (31, 599, Kind::MemX),  // lfdx
    (31, 727, Kind::MemX),  // stfdx
    (31, 343, Kind::MemX),  // lhax
    (43, 0, Kind::MemU),    // lhau
    (45, 0, Kind::MemU),    // sthu
    (31, 55, Kind::MemXu),  // lwzux
    (31, 119, Kind::MemXu), // lbzux
    (31, 311, Kind::MemXu), // lhzux
    (31, 183, Kind::MemXu), // stwux
    (31, 247, Kind::MemXu), // stbux
    (31, 439, Kind::MemXu), // sthux
    (31, 631, Kind::MemXu), // lfdux
    (31, 375, Kind::MemXu), // lhaux
    (31, 759, Kind::MemXu), // stfdux
    (31, 266, Kind::Alu),   // add
    (31, 40, Kind::Alu),    // subf
    (31, 10, Kind::Alu),    // addc
    (31, 138, Kind::Alu),   // adde
    (31, 202, Kind::Alu),   // addze
    (31, 104, Kind::Alu),   // neg
    (31, 235, Kind::Alu),   // mullw
    (31, 491, Kind::Alu),   // divw
    (31, 459, Kind::Alu),   // divwu
    (31, 444, Kind::Alu),   // or (mr when rS = rB)
    (31, 28, Kind::Alu),    // and
    (31, 316, Kind::Alu),   // xor
    (31, 124, Kind::Alu),   // nor
    (31, 24, Kind::Alu),    // slw
    (31, 536, Kind::Alu),   // srw
    (31, 792, Kind::Alu),   // sraw
    (31, 824, Kind::Alu),   // srawi
    (31, 954, Kind::Alu),   // extsb
    (31, 26, Kind::Alu),    // cntlzw
    (31, 0, Kind::Alu),     // cmp (crfD in rD's top bits)
    (31, 32, Kind::Alu),    // cmpl
    (21, 0, Kind::Rot),     // rlwinm
    (20, 0, Kind::Rot),     // rlwimi
    (31, 467, Kind::Spr),   // mtspr
    (31, 339, Kind::Spr),   // mfspr
    (18, 0, Kind::B),
    (16, 0, Kind::Bc),
    (19, 16, Kind::Breg),  // bclr
    (19, 528, Kind::Breg), // bcctr
];

const BOS: &[u32] = &[4, 5, 6, 7, 12, 13, 14, 15, 16, 18, 20, 0, 2, 8, 10];

/// Random fields of one instruction.
#[derive(Clone, Debug)]
struct Fields {
    form: usize,
    rd: u32,
    ra: u32,
    rb: u32,
    imm: u32,
    rc: bool,
    oe: bool,
    bo: usize,
    same: bool,
}

fn fields() -> impl Strategy<Value = Fields> {
    (
        0..FORMS.len(),
        0..32u32,
        prop_oneof![Just(0u32), 0..32u32],
        0..32u32,
        any::<u32>(),
        any::<bool>(),
        any::<bool>(),
        0..BOS.len(),
        any::<bool>(),
    )
        .prop_map(|(form, rd, ra, rb, imm, rc, oe, bo, same)| Fields {
            form,
            rd,
            ra,
            rb,
            imm,
            rc,
            oe,
            bo,
            same,
        })
}

/// The instruction word of `f`, or `None` for combinations the decoder rejects (update
/// forms with rA = 0 or rA = rD) or that would leave the mapped pages.
fn word(f: &Fields) -> Option<u32> {
    let (po, xo, kind) = FORMS[f.form];
    let (rd, ra, rb) = (f.rd, f.ra, if f.same { f.rd } else { f.rb });
    let imm = f.imm & 0xffff;
    let w = po << 26;
    Some(match kind {
        Kind::Imm if po == 10 || po == 11 => w | (rd & 0x1c) << 21 | ra << 16 | imm,
        Kind::Imm => w | rd << 21 | ra << 16 | imm,
        Kind::Mem => {
            // Displacements stay inside the data pages (page 0 for rA = 0).
            let d = if ra == 0 { imm & 0x3ff } else { imm & 0x7ff };
            w | rd << 21 | ra << 16 | d.wrapping_sub(0x400 * u32::from(ra != 0)) & 0xffff
        }
        Kind::MemU => {
            let loads = matches!(po, 33 | 35 | 41 | 43 | 51);
            if ra == 0 || (loads && ra == rd && po != 51) {
                return None;
            }
            w | rd << 21 | ra << 16 | ((imm & 0x7ff).wrapping_sub(0x400) & 0xffff)
        }
        Kind::MemX => w | rd << 21 | ra << 16 | rb << 11 | xo << 1,
        Kind::MemXu => {
            if ra == 0 || (matches!(xo, 55 | 119 | 311 | 375) && ra == rd) {
                return None;
            }
            w | rd << 21 | ra << 16 | rb << 11 | xo << 1
        }
        Kind::Alu if xo == 0 || xo == 32 => w | (rd & 0x1c) << 21 | ra << 16 | rb << 11 | xo << 1,
        Kind::Alu => {
            let xo_form = matches!(xo, 266 | 40 | 10 | 138 | 202 | 104 | 235 | 491 | 459);
            let oe = u32::from(f.oe && xo_form) << 10;
            let rb = if matches!(xo, 202 | 104 | 954 | 26) {
                0
            } else {
                rb
            };
            w | rd << 21 | ra << 16 | rb << 11 | oe | xo << 1 | u32::from(f.rc)
        }
        Kind::Rot => w | rd << 21 | ra << 16 | (imm & 0x7fff) << 1 | u32::from(f.rc),
        Kind::Spr => {
            let spr = if f.rc { 8 } else { 9 };
            w | rd << 21 | spr << 16 | xo << 1
        }
        Kind::B => w | ((f.imm & 0x7fc).wrapping_sub(0x400) & 0x3ff_fffc) | u32::from(f.rc),
        Kind::Bc => {
            let bo = BOS[f.bo];
            let bd = (imm & 0x7fc).wrapping_sub(0x400) & 0xfffc;
            w | bo << 21 | ra << 16 | bd | u32::from(f.rc)
        }
        Kind::Breg => {
            let bo = if f.oe { 20 } else { BOS[f.bo] };
            if xo == 528 && bo & 4 == 0 {
                return None; // bcctr with CTR decrement: invalid form (SIGILL)
            }
            w | bo << 21 | ra << 16 | xo << 1 | u32::from(f.rc)
        }
    })
}

/// A register state: every register points into the data pages (so that any base
/// does), FPRs, CR, XER random, LR and CTR into the code page or CTR small.
fn state(gpr: [u32; 32], fpr: [u64; 4], cr: u32, xer: u32, ctr: u32, lr: u32) -> Cpu {
    let mut cpu = Cpu::default();
    for (i, v) in gpr.iter().enumerate() {
        cpu.gpr[i] = v & 0x3ff | BASE;
    }
    for (i, v) in fpr.iter().enumerate() {
        cpu.fpr[i] = *v;
        cpu.fpr[i + 4] = v.rotate_left(17);
    }
    cpu.cr = cr;
    cpu.xer = xer & 0xe000_007f;
    // Small counts (bdnz falling through) or a target on the code page (bctr).
    cpu.ctr = if ctr & 1 != 0 {
        ctr >> 1 & 3
    } else {
        ctr & 0xffc | CODE
    };
    cpu.lr = lr & 0xfff | CODE;
    cpu.pc = CODE + 0x400;
    cpu
}

/// Gives every third register a random value (from `regs`) for the ALU forms; the
/// caller then points the bases of memory forms back at the data.
fn randomise(cpu: &mut Cpu, regs: [u32; 32]) {
    for (i, v) in regs.iter().enumerate().skip(1) {
        if i % 3 == 0 {
            cpu.gpr[i] = *v;
        }
    }
}

/// Runs `n` instructions on both; `false` (nothing checked) if the executor raised an
/// exception.
fn check(cpu: &Cpu, code: &[u32], n: usize) -> Result<bool, TestCaseError> {
    let Some(r) = reference(cpu, code, n) else {
        return Ok(false);
    };
    let m = machine(cpu, code, n as u64);
    prop_assert_eq!(
        &m.0,
        &r.0,
        "registers, code {:08x?}",
        &code[0x100..0x100 + n]
    );
    prop_assert!(m.1 == r.1, "memory, code {:08x?}", &code[0x100..0x100 + n]);
    prop_assert_eq!(m.2, r.2, "references");
    prop_assert_eq!(&m.3, &r.3, "events");
    Ok(true)
}

/// The index of the form with primary opcode `po` and extended opcode `xo` in FORMS.
fn idx(po: u32, xo: u32) -> usize {
    FORMS.iter().position(|f| f.0 == po && f.1 == xo).unwrap()
}

/// Makes `a`, `b` the `k`-th of the pairs the page builder fuses (other fields as
/// drawn): every fused pair is covered, whatever the odds of drawing it at random.
fn fused_pair(k: usize, a: &mut Fields, b: &mut Fields) {
    const ADDI: (u32, u32) = (14, 0);
    const CMPI: (u32, u32) = (11, 0);
    const CMPLI: (u32, u32) = (10, 0);
    const CMP: (u32, u32) = (31, 0);
    const CMPL: (u32, u32) = (31, 32);
    const BC: (u32, u32) = (16, 0);
    const MTSPR: (u32, u32) = (31, 467);
    const RLWINM: (u32, u32) = (21, 0);
    const LWZX: (u32, u32) = (31, 23);
    const LWZ: (u32, u32) = (32, 0);
    const LBZ: (u32, u32) = (34, 0);
    const STW: (u32, u32) = (36, 0);
    const STBX: (u32, u32) = (31, 215);
    const LBZU: (u32, u32) = (35, 0);
    const ADD: (u32, u32) = (31, 266);
    const OR: (u32, u32) = (31, 444);
    let pairs = [
        (CMPI, BC),
        (CMPLI, BC),
        (CMP, BC),
        (CMPL, BC),
        (MTSPR, (19, 528)),
        (MTSPR, (19, 16)),
        (ADDI, ADDI),
        (RLWINM, LWZX),
        (RLWINM, ADDI),
        (ADDI, LWZX),
        (ADDI, RLWINM),
        (ADDI, STW),
        (ADDI, LWZ),
        (LWZX, ADD),
        (LWZX, MTSPR),
        (LWZX, CMPLI),
        (ADD, MTSPR),
        (ADD, CMPLI),
        (LWZ, RLWINM),
        (LBZ, RLWINM),
        (LWZ, ADDI),
        (LWZ, LWZ),
        (STW, LBZ),
        (STW, STW),
        (LWZ, CMPI),
        (STBX, ADD),
        (LBZU, CMPI),
        (OR, LBZU),
    ];
    let ((pa, xa), (pb, xb)) = pairs[k % pairs.len()];
    a.form = idx(pa, xa);
    b.form = idx(pb, xb);
    for f in [&mut *a, &mut *b] {
        // The fused forms: rA != 0, Rc = OE = 0, LK = 0 on bc, BO 4 or 12 or 20.
        f.ra = f.ra.max(1);
        if FORMS[f.form].2 != Kind::Spr {
            f.rc = false;
        }
        f.oe = FORMS[f.form].2 == Kind::Breg;
        f.bo = if f.same { 0 } else { 4 };
    }
    a.same |= (pa, xa) == OR;
    // mtctr before bctr, mtlr before blr.
    if FORMS[b.form].2 == Kind::Breg {
        a.rc = xb == 16;
    }
}

/// Random register values, before [`state`] shapes them.
#[derive(Clone, Debug)]
struct Regs {
    gpr: [u32; 32],
    vals: [u32; 32],
    fpr: [u64; 4],
    cr: u32,
    xer: u32,
    ctr: u32,
    lr: u32,
}

fn regs() -> impl Strategy<Value = Regs> {
    (
        any::<[u32; 32]>(),
        any::<[u32; 32]>(),
        any::<[u64; 4]>(),
        any::<[u32; 4]>(),
    )
        .prop_map(|(gpr, vals, fpr, [cr, xer, ctr, lr])| Regs {
            gpr,
            vals,
            fpr,
            cr,
            xer,
            ctr,
            lr,
        })
}

/// Runs a case: the pair `a`, `b` (then `a` again) on random registers, for one, two
/// and three instructions while they fall through.
fn run_case(a: &Fields, b: &Fields, r: &Regs) -> Result<(), TestCaseError> {
    let (Some(wa), Some(wb)) = (word(a), word(b)) else {
        return Ok(());
    };
    let gpr = r.gpr;
    let mut cpu = state(gpr, r.fpr, r.cr, r.xer, r.ctr, r.lr);
    randomise(&mut cpu, r.vals);
    // Bases of memory forms keep pointing at data; one access in four ends 1-4 bytes
    // before the end of a page, so that wider ones cross it (fast paths decline).
    for (f, w) in [(a, wa), (b, wb)] {
        let kind = FORMS[f.form].2;
        let ra = f.ra as usize;
        let rb = if f.same { f.rd } else { f.rb } as usize;
        let at_end = gpr[ra] & 0x3000 == 0;
        if matches!(kind, Kind::Mem | Kind::MemU) && ra != 0 {
            cpu.gpr[ra] = if at_end {
                let d = w as u16 as i16 as u32;
                (DATA + 0xfff - (gpr[ra] & 3)).wrapping_sub(d)
            } else {
                gpr[ra] & 0x3ff | BASE
            };
        }
        if matches!(kind, Kind::MemX | Kind::MemXu) {
            if ra != 0 {
                cpu.gpr[ra] = gpr[ra] & 0x3ff | BASE;
            }
            if rb != ra {
                let base = if ra == 0 { 0 } else { cpu.gpr[ra] };
                cpu.gpr[rb] = if at_end && ra != 0 {
                    (DATA + 0xfff - (gpr[rb] & 3)).wrapping_sub(base)
                } else {
                    gpr[rb] & 0x3ff
                };
            }
        }
    }
    let mut code = vec![0x6000_0000u32; 0x400];
    code[0x100] = wa;
    code[0x101] = wb;
    code[0x102] = wa;
    // Further instructions only while the previous ones fell through (a branch may
    // leave for unmapped code).
    for n in 1..=3 {
        if !check(&cpu, &code, n)? {
            break;
        }
        let after = reference(&cpu, &code, n).map(|r| r.0.pc);
        if after != Some(CODE + 0x400 + 4 * n as u32) {
            break;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Random forms and neighbours.
    #[test]
    fn threaded_forms_match_the_executor(a in fields(), b in fields(), r in regs()) {
        run_case(&a, &b, &r)?;
    }

    /// The pairs the page builder fuses.
    #[test]
    fn fused_pairs_match_the_executor(k in 0..64usize, a in fields(), b in fields(), r in regs()) {
        let (mut a, mut b) = (a, b);
        fused_pair(k, &mut a, &mut b);
        run_case(&a, &b, &r)?;
    }
}
