//! The instruction table: every instruction of the 32-bit PowerPC user instruction set
//! (UISA and VEA, plus the few OEA instructions a 32-bit CPU decodes so that user code
//! executing them gets a privilege exception), written once as data.
//!
//! Each row reads
//!
//! ```text
//! Variant "mnemonic" encoding, [fields in objdump's order], [modifier bits]
//!     (, ignore BITS)? (, invalid RULE)?;
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
//!
//! Section numbers refer to *PowerPC Microprocessor Family: The Programming Environments
//! for 32-Bit Microprocessors* (MPCFPE32B), chapter 8 lists the instructions alphabetically.

use super::spec::{op, xo, xo5, xo9, Field, InsDef, Invalid, Mods};

super::spec::isa_table! {
    // ---- Integer arithmetic (§4.2.1.1) -------------------------------------------------
    Addi    "addi"    op(14),            [RD, RA0, SIMM], [];
    Addis   "addis"   op(15),            [RD, RA0, SIMM], [];
    Addic   "addic"   op(12),            [RD, RA, SIMM], [];
    AddicDot "addic." op(13),            [RD, RA, SIMM], [];
    Subfic  "subfic"  op(8),             [RD, RA, SIMM], [];
    Mulli   "mulli"   op(7),             [RD, RA, SIMM], [];
    Add     "add"     op(31) | xo9(266), [RD, RA, RB], [OE, RC];
    Addc    "addc"    op(31) | xo9(10),  [RD, RA, RB], [OE, RC];
    Adde    "adde"    op(31) | xo9(138), [RD, RA, RB], [OE, RC];
    Addme   "addme"   op(31) | xo9(234), [RD, RA], [OE, RC];
    Addze   "addze"   op(31) | xo9(202), [RD, RA], [OE, RC];
    Subf    "subf"    op(31) | xo9(40),  [RD, RA, RB], [OE, RC];
    Subfc   "subfc"   op(31) | xo9(8),   [RD, RA, RB], [OE, RC];
    Subfe   "subfe"   op(31) | xo9(136), [RD, RA, RB], [OE, RC];
    Subfme  "subfme"  op(31) | xo9(232), [RD, RA], [OE, RC];
    Subfze  "subfze"  op(31) | xo9(200), [RD, RA], [OE, RC];
    Neg     "neg"     op(31) | xo9(104), [RD, RA], [OE, RC];
    Mullw   "mullw"   op(31) | xo9(235), [RD, RA, RB], [OE, RC];
    Mulhw   "mulhw"   op(31) | xo(75),   [RD, RA, RB], [RC];
    Mulhwu  "mulhwu"  op(31) | xo(11),   [RD, RA, RB], [RC];
    Divw    "divw"    op(31) | xo9(491), [RD, RA, RB], [OE, RC];
    Divwu   "divwu"   op(31) | xo9(459), [RD, RA, RB], [OE, RC];

    // ---- Integer compare (§4.2.1.2) -----------------------------------------------------
    Cmpi    "cmpi"    op(11),            [CRFD, RA, SIMM], [];
    Cmpli   "cmpli"   op(10),            [CRFD, RA, UIMM], [];
    Cmp     "cmp"     op(31) | xo(0),    [CRFD, RA, RB], [];
    Cmpl    "cmpl"    op(31) | xo(32),   [CRFD, RA, RB], [];

    // ---- Integer logical (§4.2.1.3) -----------------------------------------------------
    Ori     "ori"     op(24),            [RA, RS, UIMM], [];
    Oris    "oris"    op(25),            [RA, RS, UIMM], [];
    Xori    "xori"    op(26),            [RA, RS, UIMM], [];
    Xoris   "xoris"   op(27),            [RA, RS, UIMM], [];
    AndiDot "andi."   op(28),            [RA, RS, UIMM], [];
    AndisDot "andis." op(29),            [RA, RS, UIMM], [];
    And     "and"     op(31) | xo(28),   [RA, RS, RB], [RC];
    Or      "or"      op(31) | xo(444),  [RA, RS, RB], [RC];
    Xor     "xor"     op(31) | xo(316),  [RA, RS, RB], [RC];
    Nand    "nand"    op(31) | xo(476),  [RA, RS, RB], [RC];
    Nor     "nor"     op(31) | xo(124),  [RA, RS, RB], [RC];
    Eqv     "eqv"     op(31) | xo(284),  [RA, RS, RB], [RC];
    Andc    "andc"    op(31) | xo(60),   [RA, RS, RB], [RC];
    Orc     "orc"     op(31) | xo(412),  [RA, RS, RB], [RC];
    Extsb   "extsb"   op(31) | xo(954),  [RA, RS], [RC];
    Extsh   "extsh"   op(31) | xo(922),  [RA, RS], [RC];
    Cntlzw  "cntlzw"  op(31) | xo(26),   [RA, RS], [RC];

    // ---- Integer rotate and shift (§4.2.1.4, §4.2.1.5) ----------------------------------
    Rlwinm  "rlwinm"  op(21),            [RA, RS, SH, MB, ME], [RC];
    Rlwnm   "rlwnm"   op(23),            [RA, RS, RB, MB, ME], [RC];
    Rlwimi  "rlwimi"  op(20),            [RA, RS, SH, MB, ME], [RC];
    Slw     "slw"     op(31) | xo(24),   [RA, RS, RB], [RC];
    Srw     "srw"     op(31) | xo(536),  [RA, RS, RB], [RC];
    Srawi   "srawi"   op(31) | xo(824),  [RA, RS, SH], [RC];
    Sraw    "sraw"    op(31) | xo(792),  [RA, RS, RB], [RC];

    // ---- Floating-point arithmetic (§4.2.2) ---------------------------------------------
    Fadd    "fadd"    op(63) | xo5(21),  [FRD, FRA, FRB], [RC];
    Fadds   "fadds"   op(59) | xo5(21),  [FRD, FRA, FRB], [RC];
    Fsub    "fsub"    op(63) | xo5(20),  [FRD, FRA, FRB], [RC];
    Fsubs   "fsubs"   op(59) | xo5(20),  [FRD, FRA, FRB], [RC];
    Fmul    "fmul"    op(63) | xo5(25),  [FRD, FRA, FRC], [RC];
    Fmuls   "fmuls"   op(59) | xo5(25),  [FRD, FRA, FRC], [RC];
    Fdiv    "fdiv"    op(63) | xo5(18),  [FRD, FRA, FRB], [RC];
    Fdivs   "fdivs"   op(59) | xo5(18),  [FRD, FRA, FRB], [RC];
    Fsqrt   "fsqrt"   op(63) | xo5(22),  [FRD, FRB], [RC];
    Fsqrts  "fsqrts"  op(59) | xo5(22),  [FRD, FRB], [RC];
    Fres    "fres"    op(59) | xo5(24),  [FRD, FRB], [RC];
    Frsqrte "frsqrte" op(63) | xo5(26),  [FRD, FRB], [RC];
    Fsel    "fsel"    op(63) | xo5(23),  [FRD, FRA, FRC, FRB], [RC];
    Fmadd   "fmadd"   op(63) | xo5(29),  [FRD, FRA, FRC, FRB], [RC];
    Fmadds  "fmadds"  op(59) | xo5(29),  [FRD, FRA, FRC, FRB], [RC];
    Fmsub   "fmsub"   op(63) | xo5(28),  [FRD, FRA, FRC, FRB], [RC];
    Fmsubs  "fmsubs"  op(59) | xo5(28),  [FRD, FRA, FRC, FRB], [RC];
    Fnmadd  "fnmadd"  op(63) | xo5(31),  [FRD, FRA, FRC, FRB], [RC];
    Fnmadds "fnmadds" op(59) | xo5(31),  [FRD, FRA, FRC, FRB], [RC];
    Fnmsub  "fnmsub"  op(63) | xo5(30),  [FRD, FRA, FRC, FRB], [RC];
    Fnmsubs "fnmsubs" op(59) | xo5(30),  [FRD, FRA, FRC, FRB], [RC];

    // ---- Floating-point rounding, conversion, compare, move (§4.2.2.3-§4.2.2.5) ---------
    Frsp    "frsp"    op(63) | xo(12),   [FRD, FRB], [RC];
    Fctiw   "fctiw"   op(63) | xo(14),   [FRD, FRB], [RC];
    Fctiwz  "fctiwz"  op(63) | xo(15),   [FRD, FRB], [RC];
    Fcmpu   "fcmpu"   op(63) | xo(0),    [CRFD, FRA, FRB], [];
    Fcmpo   "fcmpo"   op(63) | xo(32),   [CRFD, FRA, FRB], [];
    Fmr     "fmr"     op(63) | xo(72),   [FRD, FRB], [RC];
    Fneg    "fneg"    op(63) | xo(40),   [FRD, FRB], [RC];
    Fabs    "fabs"    op(63) | xo(264),  [FRD, FRB], [RC];
    Fnabs   "fnabs"   op(63) | xo(136),  [FRD, FRB], [RC];

    // ---- FPSCR (§4.2.2.6). `mffs` ignores its RA/RB fields as every pre-ISA-3.0 CPU
    // does, so the ISA 3.0 `mffsce`/`mffsl`/`mffscrn`/`mffscrni` decode as `mffs`. --------
    Mffs    "mffs"    op(63) | xo(583),  [FRD], [RC], ignore 0x001f_f800;
    Mcrfs   "mcrfs"   op(63) | xo(64),   [CRFD, CRFS], [];
    Mtfsfi  "mtfsfi"  op(63) | xo(134),  [CRFD, IMM], [RC];
    // glibc's fesetenv writes the FPSCR with `mtfsf 255,frB,1` (ISA 2.05 L = 1: all
    // fields); QEMU accepts L on every CPU. The W bit (bit 15) stays reserved.
    Mtfsf   "mtfsf"   op(63) | xo(711),  [FM, FRB, FL], [RC];
    Mtfsb0  "mtfsb0"  op(63) | xo(70),   [CRBD], [RC];
    Mtfsb1  "mtfsb1"  op(63) | xo(38),   [CRBD], [RC];

    // ---- Integer loads and stores (§4.2.3). Update forms with rA = 0 (or, for loads,
    // rA = rD) are invalid forms: QEMU raises an illegal-instruction exception. (`lswi`
    // with rA among its targets is one too; the executor rejects it.) ------------------
    Lbz     "lbz"     op(34),            [RD, DISP], [];
    Lbzu    "lbzu"    op(35),            [RD, DISP], [], invalid RaZeroOrRd;
    Lbzx    "lbzx"    op(31) | xo(87),   [RD, RA0, RB], [];
    Lbzux   "lbzux"   op(31) | xo(119),  [RD, RA, RB], [], invalid RaZeroOrRd;
    Lhz     "lhz"     op(40),            [RD, DISP], [];
    Lhzu    "lhzu"    op(41),            [RD, DISP], [], invalid RaZeroOrRd;
    Lhzx    "lhzx"    op(31) | xo(279),  [RD, RA0, RB], [];
    Lhzux   "lhzux"   op(31) | xo(311),  [RD, RA, RB], [], invalid RaZeroOrRd;
    Lha     "lha"     op(42),            [RD, DISP], [];
    Lhau    "lhau"    op(43),            [RD, DISP], [], invalid RaZeroOrRd;
    Lhax    "lhax"    op(31) | xo(343),  [RD, RA0, RB], [];
    Lhaux   "lhaux"   op(31) | xo(375),  [RD, RA, RB], [], invalid RaZeroOrRd;
    Lwz     "lwz"     op(32),            [RD, DISP], [];
    Lwzu    "lwzu"    op(33),            [RD, DISP], [], invalid RaZeroOrRd;
    Lwzx    "lwzx"    op(31) | xo(23),   [RD, RA0, RB], [];
    Lwzux   "lwzux"   op(31) | xo(55),   [RD, RA, RB], [], invalid RaZeroOrRd;
    Stb     "stb"     op(38),            [RS, DISP], [];
    Stbu    "stbu"    op(39),            [RS, DISP], [], invalid RaZero;
    Stbx    "stbx"    op(31) | xo(215),  [RS, RA0, RB], [];
    Stbux   "stbux"   op(31) | xo(247),  [RS, RA, RB], [], invalid RaZero;
    Sth     "sth"     op(44),            [RS, DISP], [];
    Sthu    "sthu"    op(45),            [RS, DISP], [], invalid RaZero;
    Sthx    "sthx"    op(31) | xo(407),  [RS, RA0, RB], [];
    Sthux   "sthux"   op(31) | xo(439),  [RS, RA, RB], [], invalid RaZero;
    Stw     "stw"     op(36),            [RS, DISP], [];
    Stwu    "stwu"    op(37),            [RS, DISP], [], invalid RaZero;
    Stwx    "stwx"    op(31) | xo(151),  [RS, RA0, RB], [];
    Stwux   "stwux"   op(31) | xo(183),  [RS, RA, RB], [], invalid RaZero;
    Lhbrx   "lhbrx"   op(31) | xo(790),  [RD, RA0, RB], [];
    Lwbrx   "lwbrx"   op(31) | xo(534),  [RD, RA0, RB], [];
    Sthbrx  "sthbrx"  op(31) | xo(918),  [RS, RA0, RB], [];
    Stwbrx  "stwbrx"  op(31) | xo(662),  [RS, RA0, RB], [];
    Lmw     "lmw"     op(46),            [RD, DISP], [];
    Stmw    "stmw"    op(47),            [RS, DISP], [];
    Lswi    "lswi"    op(31) | xo(597),  [RD, RA0, NB], [];
    Lswx    "lswx"    op(31) | xo(533),  [RD, RA0, RB], [];
    Stswi   "stswi"   op(31) | xo(725),  [RS, RA0, NB], [];
    Stswx   "stswx"   op(31) | xo(661),  [RS, RA0, RB], [];

    // ---- Memory synchronisation (§4.2.6, VEA §4.3.2) -------------------------------------
    Lwarx   "lwarx"   op(31) | xo(20),   [RD, RA0, RB], [];
    StwcxDot "stwcx." op(31) | xo(150) | 1, [RS, RA0, RB], [];
    // The L field (bits 9-10) selects hwsync (0), lwsync (1) or ptesync (2); a 32-bit
    // CPU executes them all as `sync`.
    Sync    "sync"    op(31) | xo(598),  [L], [];
    Eieio   "eieio"   op(31) | xo(854),  [], [];
    Isync   "isync"   op(19) | xo(150),  [], [];

    // ---- Floating-point loads and stores (§4.2.4); update forms need rA != 0. -----------
    Lfs     "lfs"     op(48),            [FRD, DISP], [];
    Lfsu    "lfsu"    op(49),            [FRD, DISP], [], invalid RaZero;
    Lfsx    "lfsx"    op(31) | xo(535),  [FRD, RA0, RB], [];
    Lfsux   "lfsux"   op(31) | xo(567),  [FRD, RA, RB], [], invalid RaZero;
    Lfd     "lfd"     op(50),            [FRD, DISP], [];
    Lfdu    "lfdu"    op(51),            [FRD, DISP], [], invalid RaZero;
    Lfdx    "lfdx"    op(31) | xo(599),  [FRD, RA0, RB], [];
    Lfdux   "lfdux"   op(31) | xo(631),  [FRD, RA, RB], [], invalid RaZero;
    Stfs    "stfs"    op(52),            [FRS, DISP], [];
    Stfsu   "stfsu"   op(53),            [FRS, DISP], [], invalid RaZero;
    Stfsx   "stfsx"   op(31) | xo(663),  [FRS, RA0, RB], [];
    Stfsux  "stfsux"  op(31) | xo(695),  [FRS, RA, RB], [], invalid RaZero;
    Stfd    "stfd"    op(54),            [FRS, DISP], [];
    Stfdu   "stfdu"   op(55),            [FRS, DISP], [], invalid RaZero;
    Stfdx   "stfdx"   op(31) | xo(727),  [FRS, RA0, RB], [];
    Stfdux  "stfdux"  op(31) | xo(759),  [FRS, RA, RB], [], invalid RaZero;
    Stfiwx  "stfiwx"  op(31) | xo(983),  [FRS, RA0, RB], [];

    // ---- Branch and flow control (§4.2.4.1) ----------------------------------------------
    B       "b"       op(18),            [LI], [AA, LK];
    Bc      "bc"      op(16),            [BO, BI, BD], [AA, LK];
    // BH (a branch hint since ISA 2.0) is ignored, as QEMU and a 750 ignore it.
    Bclr    "bclr"    op(19) | xo(16),   [BO, BI, BH], [LK];
    Bcctr   "bcctr"   op(19) | xo(528),  [BO, BI, BH], [LK];
    Sc      "sc"      op(17) | 2,        [LEV], [];
    Tw      "tw"      op(31) | xo(4),    [TO, RA, RB], [];
    Twi     "twi"     op(3),             [TO, RA, SIMM], [];

    // ---- Condition register (§4.2.4.2) ---------------------------------------------------
    Crand   "crand"   op(19) | xo(257),  [CRBD, CRBA, CRBB], [];
    Cror    "cror"    op(19) | xo(449),  [CRBD, CRBA, CRBB], [];
    Crxor   "crxor"   op(19) | xo(193),  [CRBD, CRBA, CRBB], [];
    Crnand  "crnand"  op(19) | xo(225),  [CRBD, CRBA, CRBB], [];
    Crnor   "crnor"   op(19) | xo(33),   [CRBD, CRBA, CRBB], [];
    Creqv   "creqv"   op(19) | xo(289),  [CRBD, CRBA, CRBB], [];
    Crandc  "crandc"  op(19) | xo(129),  [CRBD, CRBA, CRBB], [];
    Crorc   "crorc"   op(19) | xo(417),  [CRBD, CRBA, CRBB], [];
    Mcrf    "mcrf"    op(19) | xo(0),    [CRFD, CRFS], [];

    // ---- Processor control (§4.2.5, VEA §4.3.3) -----------------------------------------
    Mcrxr   "mcrxr"   op(31) | xo(512),  [CRFD], [];
    Mfcr    "mfcr"    op(31) | xo(19),   [RD], [];
    Mtcrf   "mtcrf"   op(31) | xo(144),  [CRM, RS], [];
    Mfspr   "mfspr"   op(31) | xo(339),  [RD, SPR], [];
    Mtspr   "mtspr"   op(31) | xo(467),  [SPR, RS], [];
    Mftb    "mftb"    op(31) | xo(371),  [RD, TBR], [];

    // ---- Cache management (VEA §4.3.1, OEA §4.4.3) -----------------------------------------
    // TH (a touch hint since ISA 2.x, used by glibc's memcpy) is ignored, as by QEMU.
    Dcbt    "dcbt"    op(31) | xo(278),  [RA0, RB, TH], [];
    Dcbtst  "dcbtst"  op(31) | xo(246),  [RA0, RB, TH], [];
    Dcbz    "dcbz"    op(31) | xo(1014), [RA0, RB], [];
    Dcbst   "dcbst"   op(31) | xo(54),   [RA0, RB], [];
    Dcbf    "dcbf"    op(31) | xo(86),   [RA0, RB], [];
    Icbi    "icbi"    op(31) | xo(982),  [RA0, RB], [];
    Dcbi    "dcbi"    op(31) | xo(470),  [RA0, RB], [];

    // ---- Supervisor-level instructions (OEA §4.4): decoded so that user code gets a
    // privileged-instruction exception rather than an illegal-instruction one. ----------
    Rfi     "rfi"     op(19) | xo(50),   [], [];
    Mfmsr   "mfmsr"   op(31) | xo(83),   [RD], [];
    Mtmsr   "mtmsr"   op(31) | xo(146),  [RS], [];
    Mfsr    "mfsr"    op(31) | xo(595),  [RD, SR], [];
    Mtsr    "mtsr"    op(31) | xo(210),  [SR, RS], [];
    Mfsrin  "mfsrin"  op(31) | xo(659),  [RD, RB], [];
    Mtsrin  "mtsrin"  op(31) | xo(242),  [RS, RB], [];
    Tlbie   "tlbie"   op(31) | xo(306),  [RB], [];
    Tlbsync "tlbsync" op(31) | xo(566),  [], [];
}
