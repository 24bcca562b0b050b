//! The instruction table: every instruction of the 32-bit PowerPC user instruction set
//! (UISA and VEA, plus the few OEA instructions a 32-bit CPU decodes so that user code
//! executing them gets a privilege exception), written once as data.
//!
//! Each row reads
//!
//! ```text
//! Variant "mnemonic" encoding, [fields in objdump's order], [modifier bits]
//!     (, ignore BITS)? (, invalid RULE)? => CLASS;
//! ```
//!
//! * `encoding` holds the fixed bits: the primary opcode (`op(n)`), the extended opcode
//!   (`xo(n)` for X/XL/XFX/XFL forms, bits 21-30; `xo9(n)` for XO forms, bits 22-30;
//!   `xo5(n)` for A forms, bits 26-30) and any bit the form fixes to one (`stwcx.`'s Rc).
//! * The operand fields and modifier bits are the variable bits; every other bit is fixed
//!   (reserved bits must be zero) unless listed after `ignore`, so the decoder's
//!   mask is `!(fields | modifiers | ignore)`. Compile-time checks in `decode.rs`
//!   reject an encoding with bits inside its own fields and any two rows that can match
//!   the same word.
//! * Modifier bits: `RC` (Rc, the `.` suffix), `OE` (the `o` suffix), `LK` (`l`),
//!   `AA` (`a`). One [`Opcode`] covers all of an instruction's modifier forms.
//! * `invalid` names the field combinations that are invalid forms
//!   ([`Invalid`]): the decoder returns `Illegal` for them, as QEMU does.
//! * `CLASS` says what kind of instruction the row is ([`super::Class`]: integer,
//!   floating point, `load(Data, Mode)`/`store(Data, Mode)` of one register, branch,
//!   cache, ...). What a machine needs to know of an opcode beyond its semantics (does
//!   it end a straight-line run, may it write memory, read the time base, which access
//!   is it) is derived from this column (`super::class`), never listed beside it.
//!
//! Section numbers refer to *PowerPC Microprocessor Family: The Programming Environments
//! for 32-Bit Microprocessors* (MPCFPE32B), chapter 8 lists the instructions alphabetically.

use super::class::Class::*;
use super::class::Data::*;
use super::class::Mode::*;
use super::class::{load, store, Class};
use super::spec::{op, xo, xo5, xo9, Field, InsDef, Invalid, Mods};

super::spec::isa_table! {
    // ---- Integer arithmetic (§4.2.1.1) -------------------------------------------------
    Addi    "addi"    op(14),            [RD, RA0, SIMM], []    => Integer;
    Addis   "addis"   op(15),            [RD, RA0, SIMM], []    => Integer;
    Addic   "addic"   op(12),            [RD, RA, SIMM], []     => Integer;
    AddicDot "addic." op(13),            [RD, RA, SIMM], []     => Integer;
    Subfic  "subfic"  op(8),             [RD, RA, SIMM], []     => Integer;
    Mulli   "mulli"   op(7),             [RD, RA, SIMM], []     => Integer;
    Add     "add"     op(31) | xo9(266), [RD, RA, RB], [OE, RC] => Integer;
    Addc    "addc"    op(31) | xo9(10),  [RD, RA, RB], [OE, RC] => Integer;
    Adde    "adde"    op(31) | xo9(138), [RD, RA, RB], [OE, RC] => Integer;
    Addme   "addme"   op(31) | xo9(234), [RD, RA], [OE, RC]     => Integer;
    Addze   "addze"   op(31) | xo9(202), [RD, RA], [OE, RC]     => Integer;
    Subf    "subf"    op(31) | xo9(40),  [RD, RA, RB], [OE, RC] => Integer;
    Subfc   "subfc"   op(31) | xo9(8),   [RD, RA, RB], [OE, RC] => Integer;
    Subfe   "subfe"   op(31) | xo9(136), [RD, RA, RB], [OE, RC] => Integer;
    Subfme  "subfme"  op(31) | xo9(232), [RD, RA], [OE, RC]     => Integer;
    Subfze  "subfze"  op(31) | xo9(200), [RD, RA], [OE, RC]     => Integer;
    Neg     "neg"     op(31) | xo9(104), [RD, RA], [OE, RC]     => Integer;
    Mullw   "mullw"   op(31) | xo9(235), [RD, RA, RB], [OE, RC] => Integer;
    Mulhw   "mulhw"   op(31) | xo(75),   [RD, RA, RB], [RC]     => Integer;
    Mulhwu  "mulhwu"  op(31) | xo(11),   [RD, RA, RB], [RC]     => Integer;
    Divw    "divw"    op(31) | xo9(491), [RD, RA, RB], [OE, RC] => Integer;
    Divwu   "divwu"   op(31) | xo9(459), [RD, RA, RB], [OE, RC] => Integer;

    // ---- Integer compare (§4.2.1.2) -----------------------------------------------------
    Cmpi    "cmpi"    op(11),            [CRFD, RA, SIMM], [] => Integer;
    Cmpli   "cmpli"   op(10),            [CRFD, RA, UIMM], [] => Integer;
    Cmp     "cmp"     op(31) | xo(0),    [CRFD, RA, RB], []   => Integer;
    Cmpl    "cmpl"    op(31) | xo(32),   [CRFD, RA, RB], []   => Integer;

    // ---- Integer logical (§4.2.1.3) -----------------------------------------------------
    Ori     "ori"     op(24),            [RA, RS, UIMM], [] => Integer;
    Oris    "oris"    op(25),            [RA, RS, UIMM], [] => Integer;
    Xori    "xori"    op(26),            [RA, RS, UIMM], [] => Integer;
    Xoris   "xoris"   op(27),            [RA, RS, UIMM], [] => Integer;
    AndiDot "andi."   op(28),            [RA, RS, UIMM], [] => Integer;
    AndisDot "andis." op(29),            [RA, RS, UIMM], [] => Integer;
    And     "and"     op(31) | xo(28),   [RA, RS, RB], [RC] => Integer;
    Or      "or"      op(31) | xo(444),  [RA, RS, RB], [RC] => Integer;
    Xor     "xor"     op(31) | xo(316),  [RA, RS, RB], [RC] => Integer;
    Nand    "nand"    op(31) | xo(476),  [RA, RS, RB], [RC] => Integer;
    Nor     "nor"     op(31) | xo(124),  [RA, RS, RB], [RC] => Integer;
    Eqv     "eqv"     op(31) | xo(284),  [RA, RS, RB], [RC] => Integer;
    Andc    "andc"    op(31) | xo(60),   [RA, RS, RB], [RC] => Integer;
    Orc     "orc"     op(31) | xo(412),  [RA, RS, RB], [RC] => Integer;
    Extsb   "extsb"   op(31) | xo(954),  [RA, RS], [RC]     => Integer;
    Extsh   "extsh"   op(31) | xo(922),  [RA, RS], [RC]     => Integer;
    Cntlzw  "cntlzw"  op(31) | xo(26),   [RA, RS], [RC]     => Integer;

    // ---- Integer rotate and shift (§4.2.1.4, §4.2.1.5) ----------------------------------
    Rlwinm  "rlwinm"  op(21),            [RA, RS, SH, MB, ME], [RC] => Integer;
    Rlwnm   "rlwnm"   op(23),            [RA, RS, RB, MB, ME], [RC] => Integer;
    Rlwimi  "rlwimi"  op(20),            [RA, RS, SH, MB, ME], [RC] => Integer;
    Slw     "slw"     op(31) | xo(24),   [RA, RS, RB], [RC]         => Integer;
    Srw     "srw"     op(31) | xo(536),  [RA, RS, RB], [RC]         => Integer;
    Srawi   "srawi"   op(31) | xo(824),  [RA, RS, SH], [RC]         => Integer;
    Sraw    "sraw"    op(31) | xo(792),  [RA, RS, RB], [RC]         => Integer;

    // ---- Floating-point arithmetic (§4.2.2) ---------------------------------------------
    Fadd    "fadd"    op(63) | xo5(21),  [FRD, FRA, FRB], [RC]      => Float;
    Fadds   "fadds"   op(59) | xo5(21),  [FRD, FRA, FRB], [RC]      => Float;
    Fsub    "fsub"    op(63) | xo5(20),  [FRD, FRA, FRB], [RC]      => Float;
    Fsubs   "fsubs"   op(59) | xo5(20),  [FRD, FRA, FRB], [RC]      => Float;
    Fmul    "fmul"    op(63) | xo5(25),  [FRD, FRA, FRC], [RC]      => Float;
    Fmuls   "fmuls"   op(59) | xo5(25),  [FRD, FRA, FRC], [RC]      => Float;
    Fdiv    "fdiv"    op(63) | xo5(18),  [FRD, FRA, FRB], [RC]      => Float;
    Fdivs   "fdivs"   op(59) | xo5(18),  [FRD, FRA, FRB], [RC]      => Float;
    Fsqrt   "fsqrt"   op(63) | xo5(22),  [FRD, FRB], [RC]           => Float;
    Fsqrts  "fsqrts"  op(59) | xo5(22),  [FRD, FRB], [RC]           => Float;
    Fres    "fres"    op(59) | xo5(24),  [FRD, FRB], [RC]           => Float;
    Frsqrte "frsqrte" op(63) | xo5(26),  [FRD, FRB], [RC]           => Float;
    Fsel    "fsel"    op(63) | xo5(23),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fmadd   "fmadd"   op(63) | xo5(29),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fmadds  "fmadds"  op(59) | xo5(29),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fmsub   "fmsub"   op(63) | xo5(28),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fmsubs  "fmsubs"  op(59) | xo5(28),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fnmadd  "fnmadd"  op(63) | xo5(31),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fnmadds "fnmadds" op(59) | xo5(31),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fnmsub  "fnmsub"  op(63) | xo5(30),  [FRD, FRA, FRC, FRB], [RC] => Float;
    Fnmsubs "fnmsubs" op(59) | xo5(30),  [FRD, FRA, FRC, FRB], [RC] => Float;

    // ---- Floating-point rounding, conversion, compare, move (§4.2.2.3-§4.2.2.5) ---------
    Frsp    "frsp"    op(63) | xo(12),   [FRD, FRB], [RC]     => Float;
    Fctiw   "fctiw"   op(63) | xo(14),   [FRD, FRB], [RC]     => Float;
    Fctiwz  "fctiwz"  op(63) | xo(15),   [FRD, FRB], [RC]     => Float;
    Fcmpu   "fcmpu"   op(63) | xo(0),    [CRFD, FRA, FRB], [] => Float;
    Fcmpo   "fcmpo"   op(63) | xo(32),   [CRFD, FRA, FRB], [] => Float;
    Fmr     "fmr"     op(63) | xo(72),   [FRD, FRB], [RC]     => Float;
    Fneg    "fneg"    op(63) | xo(40),   [FRD, FRB], [RC]     => Float;
    Fabs    "fabs"    op(63) | xo(264),  [FRD, FRB], [RC]     => Float;
    Fnabs   "fnabs"   op(63) | xo(136),  [FRD, FRB], [RC]     => Float;

    // ---- FPSCR (§4.2.2.6). `mffs` ignores its RA/RB fields as every pre-ISA-3.0 CPU
    // does, so the ISA 3.0 `mffsce`/`mffsl`/`mffscrn`/`mffscrni` decode as `mffs`. --------
    Mffs    "mffs"    op(63) | xo(583),  [FRD], [RC], ignore 0x001f_f800 => Float;
    Mcrfs   "mcrfs"   op(63) | xo(64),   [CRFD, CRFS], []                => Float;
    Mtfsfi  "mtfsfi"  op(63) | xo(134),  [CRFD, IMM], [RC]               => Float;
    // glibc's fesetenv writes the FPSCR with `mtfsf 255,frB,1` (ISA 2.05 L = 1: all
    // fields); QEMU accepts L on every CPU. The W bit (bit 15) stays reserved.
    Mtfsf   "mtfsf"   op(63) | xo(711),  [FM, FRB, FL], [RC] => Float;
    Mtfsb0  "mtfsb0"  op(63) | xo(70),   [CRBD], [RC]        => Float;
    Mtfsb1  "mtfsb1"  op(63) | xo(38),   [CRBD], [RC]        => Float;

    // ---- Integer loads and stores (§4.2.3). Update forms with rA = 0 (or, for loads,
    // rA = rD) are invalid forms: QEMU raises an illegal-instruction exception. (`lswi`
    // with rA among its targets is one too; the executor rejects it.) ------------------
    Lbz     "lbz"     op(34),            [RD, DISP], []                       => load(Byte, D);
    Lbzu    "lbzu"    op(35),            [RD, DISP], [], invalid RaZeroOrRd   => load(Byte, DU);
    Lbzx    "lbzx"    op(31) | xo(87),   [RD, RA0, RB], []                    => load(Byte, X);
    Lbzux   "lbzux"   op(31) | xo(119),  [RD, RA, RB], [], invalid RaZeroOrRd => load(Byte, XU);
    Lhz     "lhz"     op(40),            [RD, DISP], []                       => load(Half, D);
    Lhzu    "lhzu"    op(41),            [RD, DISP], [], invalid RaZeroOrRd   => load(Half, DU);
    Lhzx    "lhzx"    op(31) | xo(279),  [RD, RA0, RB], []                    => load(Half, X);
    Lhzux   "lhzux"   op(31) | xo(311),  [RD, RA, RB], [], invalid RaZeroOrRd => load(Half, XU);
    Lha     "lha"     op(42),            [RD, DISP], []                       => load(HalfAlg, D);
    Lhau    "lhau"    op(43),            [RD, DISP], [], invalid RaZeroOrRd   => load(HalfAlg, DU);
    Lhax    "lhax"    op(31) | xo(343),  [RD, RA0, RB], []                    => load(HalfAlg, X);
    Lhaux   "lhaux"   op(31) | xo(375),  [RD, RA, RB], [], invalid RaZeroOrRd => load(HalfAlg, XU);
    Lwz     "lwz"     op(32),            [RD, DISP], []                       => load(Word, D);
    Lwzu    "lwzu"    op(33),            [RD, DISP], [], invalid RaZeroOrRd   => load(Word, DU);
    Lwzx    "lwzx"    op(31) | xo(23),   [RD, RA0, RB], []                    => load(Word, X);
    Lwzux   "lwzux"   op(31) | xo(55),   [RD, RA, RB], [], invalid RaZeroOrRd => load(Word, XU);
    Stb     "stb"     op(38),            [RS, DISP], []                       => store(Byte, D);
    Stbu    "stbu"    op(39),            [RS, DISP], [], invalid RaZero       => store(Byte, DU);
    Stbx    "stbx"    op(31) | xo(215),  [RS, RA0, RB], []                    => store(Byte, X);
    Stbux   "stbux"   op(31) | xo(247),  [RS, RA, RB], [], invalid RaZero     => store(Byte, XU);
    Sth     "sth"     op(44),            [RS, DISP], []                       => store(Half, D);
    Sthu    "sthu"    op(45),            [RS, DISP], [], invalid RaZero       => store(Half, DU);
    Sthx    "sthx"    op(31) | xo(407),  [RS, RA0, RB], []                    => store(Half, X);
    Sthux   "sthux"   op(31) | xo(439),  [RS, RA, RB], [], invalid RaZero     => store(Half, XU);
    Stw     "stw"     op(36),            [RS, DISP], []                       => store(Word, D);
    Stwu    "stwu"    op(37),            [RS, DISP], [], invalid RaZero       => store(Word, DU);
    Stwx    "stwx"    op(31) | xo(151),  [RS, RA0, RB], []                    => store(Word, X);
    Stwux   "stwux"   op(31) | xo(183),  [RS, RA, RB], [], invalid RaZero     => store(Word, XU);
    Lhbrx   "lhbrx"   op(31) | xo(790),  [RD, RA0, RB], []                    => load(HalfRev, X);
    Lwbrx   "lwbrx"   op(31) | xo(534),  [RD, RA0, RB], []                    => load(WordRev, X);
    Sthbrx  "sthbrx"  op(31) | xo(918),  [RS, RA0, RB], []                    => store(HalfRev, X);
    Stwbrx  "stwbrx"  op(31) | xo(662),  [RS, RA0, RB], []                    => store(WordRev, X);
    Lmw     "lmw"     op(46),            [RD, DISP], []                       => LoadMultiple;
    Stmw    "stmw"    op(47),            [RS, DISP], []                       => StoreMultiple;
    Lswi    "lswi"    op(31) | xo(597),  [RD, RA0, NB], []                    => LoadMultiple;
    Lswx    "lswx"    op(31) | xo(533),  [RD, RA0, RB], []                    => LoadMultiple;
    Stswi   "stswi"   op(31) | xo(725),  [RS, RA0, NB], []                    => StoreMultiple;
    Stswx   "stswx"   op(31) | xo(661),  [RS, RA0, RB], []                    => StoreMultiple;

    // ---- Memory synchronisation (§4.2.6, VEA §4.3.2) -------------------------------------
    Lwarx   "lwarx"   op(31) | xo(20),   [RD, RA0, RB], []    => LoadReserve;
    StwcxDot "stwcx." op(31) | xo(150) | 1, [RS, RA0, RB], [] => StoreConditional;
    // The L field (bits 9-10) selects hwsync (0), lwsync (1) or ptesync (2); a 32-bit
    // CPU executes them all as `sync`.
    Sync    "sync"    op(31) | xo(598),  [L], [] => Sync;
    Eieio   "eieio"   op(31) | xo(854),  [], []  => Sync;
    Isync   "isync"   op(19) | xo(150),  [], []  => Sync;

    // ---- Floating-point loads and stores (§4.2.4); update forms need rA != 0. -----------
    Lfs     "lfs"     op(48),            [FRD, DISP], []                   => load(Single, D);
    Lfsu    "lfsu"    op(49),            [FRD, DISP], [], invalid RaZero   => load(Single, DU);
    Lfsx    "lfsx"    op(31) | xo(535),  [FRD, RA0, RB], []                => load(Single, X);
    Lfsux   "lfsux"   op(31) | xo(567),  [FRD, RA, RB], [], invalid RaZero => load(Single, XU);
    Lfd     "lfd"     op(50),            [FRD, DISP], []                   => load(Double, D);
    Lfdu    "lfdu"    op(51),            [FRD, DISP], [], invalid RaZero   => load(Double, DU);
    Lfdx    "lfdx"    op(31) | xo(599),  [FRD, RA0, RB], []                => load(Double, X);
    Lfdux   "lfdux"   op(31) | xo(631),  [FRD, RA, RB], [], invalid RaZero => load(Double, XU);
    Stfs    "stfs"    op(52),            [FRS, DISP], []                   => store(Single, D);
    Stfsu   "stfsu"   op(53),            [FRS, DISP], [], invalid RaZero   => store(Single, DU);
    Stfsx   "stfsx"   op(31) | xo(663),  [FRS, RA0, RB], []                => store(Single, X);
    Stfsux  "stfsux"  op(31) | xo(695),  [FRS, RA, RB], [], invalid RaZero => store(Single, XU);
    Stfd    "stfd"    op(54),            [FRS, DISP], []                   => store(Double, D);
    Stfdu   "stfdu"   op(55),            [FRS, DISP], [], invalid RaZero   => store(Double, DU);
    Stfdx   "stfdx"   op(31) | xo(727),  [FRS, RA0, RB], []                => store(Double, X);
    Stfdux  "stfdux"  op(31) | xo(759),  [FRS, RA, RB], [], invalid RaZero => store(Double, XU);
    Stfiwx  "stfiwx"  op(31) | xo(983),  [FRS, RA0, RB], []                => store(FprWord, X);

    // ---- Branch and flow control (§4.2.4.1) ----------------------------------------------
    B       "b"       op(18),            [LI], [AA, LK]         => Branch;
    Bc      "bc"      op(16),            [BO, BI, BD], [AA, LK] => Branch;
    // BH (a branch hint since ISA 2.0) is ignored, as QEMU and a 750 ignore it.
    Bclr    "bclr"    op(19) | xo(16),   [BO, BI, BH], [LK] => Branch;
    Bcctr   "bcctr"   op(19) | xo(528),  [BO, BI, BH], [LK] => Branch;
    Sc      "sc"      op(17) | 2,        [LEV], []          => Syscall;
    Tw      "tw"      op(31) | xo(4),    [TO, RA, RB], []   => Trap;
    Twi     "twi"     op(3),             [TO, RA, SIMM], [] => Trap;

    // ---- Condition register (§4.2.4.2) ---------------------------------------------------
    Crand   "crand"   op(19) | xo(257),  [CRBD, CRBA, CRBB], [] => CondReg;
    Cror    "cror"    op(19) | xo(449),  [CRBD, CRBA, CRBB], [] => CondReg;
    Crxor   "crxor"   op(19) | xo(193),  [CRBD, CRBA, CRBB], [] => CondReg;
    Crnand  "crnand"  op(19) | xo(225),  [CRBD, CRBA, CRBB], [] => CondReg;
    Crnor   "crnor"   op(19) | xo(33),   [CRBD, CRBA, CRBB], [] => CondReg;
    Creqv   "creqv"   op(19) | xo(289),  [CRBD, CRBA, CRBB], [] => CondReg;
    Crandc  "crandc"  op(19) | xo(129),  [CRBD, CRBA, CRBB], [] => CondReg;
    Crorc   "crorc"   op(19) | xo(417),  [CRBD, CRBA, CRBB], [] => CondReg;
    Mcrf    "mcrf"    op(19) | xo(0),    [CRFD, CRFS], []       => CondReg;

    // ---- Processor control (§4.2.5, VEA §4.3.3) -----------------------------------------
    Mcrxr   "mcrxr"   op(31) | xo(512),  [CRFD], []    => CondReg;
    Mfcr    "mfcr"    op(31) | xo(19),   [RD], []      => CondReg;
    Mtcrf   "mtcrf"   op(31) | xo(144),  [CRM, RS], [] => CondReg;
    Mfspr   "mfspr"   op(31) | xo(339),  [RD, SPR], [] => MoveFromSpr;
    Mtspr   "mtspr"   op(31) | xo(467),  [SPR, RS], [] => MoveToSpr;
    Mftb    "mftb"    op(31) | xo(371),  [RD, TBR], [] => MoveFromTb;

    // ---- Cache management (VEA §4.3.1, OEA §4.4.3) -----------------------------------------
    // TH (a touch hint since ISA 2.x, used by glibc's memcpy) is ignored, as by QEMU.
    Dcbt    "dcbt"    op(31) | xo(278),  [RA0, RB, TH], [] => Cache;
    Dcbtst  "dcbtst"  op(31) | xo(246),  [RA0, RB, TH], [] => Cache;
    Dcbz    "dcbz"    op(31) | xo(1014), [RA0, RB], []     => Cache;
    Dcbst   "dcbst"   op(31) | xo(54),   [RA0, RB], []     => Cache;
    Dcbf    "dcbf"    op(31) | xo(86),   [RA0, RB], []     => Cache;
    Icbi    "icbi"    op(31) | xo(982),  [RA0, RB], []     => Cache;
    Dcbi    "dcbi"    op(31) | xo(470),  [RA0, RB], []     => Supervisor;

    // ---- Supervisor-level instructions (OEA §4.4): decoded so that user code gets a
    // privileged-instruction exception rather than an illegal-instruction one. ----------
    Rfi     "rfi"     op(19) | xo(50),   [], []       => Supervisor;
    Mfmsr   "mfmsr"   op(31) | xo(83),   [RD], []     => Supervisor;
    Mtmsr   "mtmsr"   op(31) | xo(146),  [RS], []     => Supervisor;
    Mfsr    "mfsr"    op(31) | xo(595),  [RD, SR], [] => Supervisor;
    Mtsr    "mtsr"    op(31) | xo(210),  [SR, RS], [] => Supervisor;
    Mfsrin  "mfsrin"  op(31) | xo(659),  [RD, RB], [] => Supervisor;
    Mtsrin  "mtsrin"  op(31) | xo(242),  [RS, RB], [] => Supervisor;
    Tlbie   "tlbie"   op(31) | xo(306),  [RB], []     => Supervisor;
    Tlbsync "tlbsync" op(31) | xo(566),  [], []       => Supervisor;
}
