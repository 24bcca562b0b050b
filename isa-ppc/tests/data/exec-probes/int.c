/* Integer execute-semantics probe: XO-form arithmetic (all OE/Rc forms through the
 * dot-o variant), multiply/divide, logical, rotate and shift instructions over a table
 * of edge values with XER[CA] and XER[SO] preset (all pairs with XER clear; a sparse
 * grid with XER set). Unary forms ignore operand b. Its output under QEMU 10
 * user mode is int.expected; isa-ppc/tests/exec_int_probe.rs replays every line.
 *
 *   powerpc-linux-gnu-gcc -O1 -static -o int int.c && qemu-ppc ./int > int.expected
 *
 * Line format: op a b xer_in -> result xer_out cr0   (hex). */
#include <stdint.h>
#include <stdio.h>

#define XO(name, mnem) static uint32_t op_##name(uint32_t a, uint32_t b, uint32_t *xer, uint32_t *cr) { \
    uint32_t r, x = *xer, c; \
    __asm__ volatile("mtxer %3\n\t" mnem " %0,%4,%5\n\tmfxer %1\n\tmfcr %2" \
                     : "=&r"(r), "=&r"(x), "=&r"(c) : "r"(x), "r"(a), "r"(b) : "cr0", "xer"); \
    *xer = x; *cr = c >> 28; return r; }
#define XO1(name, mnem) static uint32_t op_##name(uint32_t a, uint32_t b, uint32_t *xer, uint32_t *cr) { \
    uint32_t r, x = *xer, c; (void)b; \
    __asm__ volatile("mtxer %3\n\t" mnem " %0,%4\n\tmfxer %1\n\tmfcr %2" \
                     : "=&r"(r), "=&r"(x), "=&r"(c) : "r"(x), "r"(a) : "cr0", "xer"); \
    *xer = x; *cr = c >> 28; return r; }
/* Logical/shift forms: rA = op(rS, rB). */
#define LG(name, mnem) XO(name, mnem)
#define SHI(name, n) static uint32_t op_##name##_##n(uint32_t a, uint32_t b, uint32_t *xer, uint32_t *cr) { \
    uint32_t r, x = *xer, c; (void)b; \
    __asm__ volatile("mtxer %3\n\tsrawi. %0,%4," #n "\n\tmfxer %1\n\tmfcr %2" \
                     : "=&r"(r), "=&r"(x), "=&r"(c) : "r"(x), "r"(a) : "cr0", "xer"); \
    *xer = x; *cr = c >> 28; return r; }
#define RLW(tag, mnem, sh, mb, me) static uint32_t op_##tag(uint32_t a, uint32_t b, uint32_t *xer, uint32_t *cr) { \
    uint32_t r = b, x = *xer, c; \
    __asm__ volatile("mtxer %3\n\t" #mnem " %0,%4," #sh "," #mb "," #me "\n\tmfxer %1\n\tmfcr %2" \
                     : "+&r"(r), "=&r"(x), "=&r"(c) : "r"(x), "r"(a) : "cr0", "xer"); \
    *xer = x; *cr = c >> 28; return r; }
#define RLWNM(tag, mb, me) static uint32_t op_##tag(uint32_t a, uint32_t b, uint32_t *xer, uint32_t *cr) { \
    uint32_t r, x = *xer, c; \
    __asm__ volatile("mtxer %3\n\trlwnm. %0,%4,%5," #mb "," #me "\n\tmfxer %1\n\tmfcr %2" \
                     : "=&r"(r), "=&r"(x), "=&r"(c) : "r"(x), "r"(a), "r"(b) : "cr0", "xer"); \
    *xer = x; *cr = c >> 28; return r; }
#define IMM(tag, mnem, imm) static uint32_t op_##tag(uint32_t a, uint32_t b, uint32_t *xer, uint32_t *cr) { \
    uint32_t r, x = *xer, c; (void)b; \
    __asm__ volatile("mtxer %3\n\t" #mnem " %0,%4," #imm "\n\tmfxer %1\n\tmfcr %2" \
                     : "=&r"(r), "=&r"(x), "=&r"(c) : "r"(x), "b"(a) : "cr0", "xer"); \
    *xer = x; *cr = c >> 28; return r; }

XO(addo_, "addo.") XO(addco_, "addco.") XO(addeo_, "addeo.") XO(subfo_, "subfo.") XO(subfco_, "subfco.") XO(subfeo_, "subfeo.") XO(mullwo_, "mullwo.") XO(divwo_, "divwo.")
XO(divwuo_, "divwuo.") XO(mulhw_, "mulhw.") XO(mulhwu_, "mulhwu.") XO(add, "add") XO(adde, "adde") XO(subfe, "subfe")
XO1(addmeo_, "addmeo.") XO1(addzeo_, "addzeo.") XO1(subfmeo_, "subfmeo.") XO1(subfzeo_, "subfzeo.") XO1(nego_, "nego.") XO1(cntlzw_, "cntlzw.") XO1(extsb_, "extsb.")
XO1(extsh_, "extsh.")
LG(and_, "and.") LG(or_, "or.") LG(xor_, "xor.") LG(nand_, "nand.") LG(nor_, "nor.") LG(eqv_, "eqv.") LG(andc_, "andc.") LG(orc_, "orc.") LG(slw_, "slw.") LG(srw_, "srw.")
LG(sraw_, "sraw.")
SHI(srawi_, 0) SHI(srawi_, 1) SHI(srawi_, 31)
RLW(rlwinm_0_0_31, rlwinm., 0, 0, 31) RLW(rlwinm_5_3_20, rlwinm., 5, 3, 20)
RLW(rlwinm_13_28_3, rlwinm., 13, 28, 3) RLW(rlwinm_31_31_31, rlwinm., 31, 31, 31)
RLW(rlwimi_7_4_11, rlwimi., 7, 4, 11) RLW(rlwimi_24_30_1, rlwimi., 24, 30, 1)
RLWNM(rlwnm_0_31, 0, 31) RLWNM(rlwnm_16_8, 16, 8)
IMM(addic_m1, addic., -1) IMM(addic_1, addic., 1) IMM(subfic_0, subfic, 0)
IMM(subfic_m1, subfic, -1) IMM(mulli_m7, mulli, -7) IMM(andi_f0f0, andi., 0xf0f0)
IMM(andis_8001, andis., 0x8001)

typedef uint32_t (*fn)(uint32_t, uint32_t, uint32_t *, uint32_t *);
#define E(n) {#n, op_##n, 2}
#define U(n) {#n, op_##n, 1}
static const struct { const char *name; fn f; int arity; } ops[] = {
    E(addo_), E(addco_), E(addeo_), E(subfo_), E(subfco_), E(subfeo_), E(mullwo_), E(divwo_),
    E(divwuo_), E(mulhw_), E(mulhwu_), E(add), E(adde), E(subfe), U(addmeo_), U(addzeo_),
    U(subfmeo_), U(subfzeo_), U(nego_), U(cntlzw_), U(extsb_), U(extsh_), E(and_), E(or_),
    E(xor_), E(nand_), E(nor_), E(eqv_), E(andc_), E(orc_), E(slw_), E(srw_), E(sraw_),
    U(srawi__0), U(srawi__1), U(srawi__31), U(rlwinm_0_0_31), U(rlwinm_5_3_20),
    U(rlwinm_13_28_3), U(rlwinm_31_31_31), E(rlwimi_7_4_11), E(rlwimi_24_30_1),
    E(rlwnm_0_31), E(rlwnm_16_8), U(addic_m1), U(addic_1), U(subfic_0), U(subfic_m1),
    U(mulli_m7), U(andi_f0f0), U(andis_8001),
};

static const uint32_t edge[] = {
    0, 1, 2, 3, 31, 32, 33, 63, 64, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x10000,
    0x7ffffffe, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0x12345678,
    0xdeadbeef, 0xffff8000, 0x55555555,
};
#define N (sizeof edge / sizeof edge[0])

int main(void) {
    static const uint32_t xers[] = {0, 0x20000000, 0x80000000, 0xe000007f};
    for (unsigned k = 0; k < sizeof ops / sizeof ops[0]; k++)
        for (unsigned i = 0; i < N; i++)
            for (unsigned j = 0; j < (ops[k].arity == 1 ? 1 : N); j++)
                for (unsigned x = 0; x < 4; x++) {
                    if (x != 0 && ops[k].arity == 2 && (i + j + x) % 9 != 0) continue;
                    uint32_t xer = xers[x], cr;
                    uint32_t r = ops[k].f(edge[i], edge[j], &xer, &cr);
                    printf("%s %08x %08x %08x -> %08x %08x %x\n", ops[k].name, edge[i], edge[j],
                           xers[x], r, xer, cr);
                }
    return 0;
}
