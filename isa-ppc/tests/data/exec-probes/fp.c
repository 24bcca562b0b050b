/* FP execute-semantics probe: runs every FP arithmetic instruction on a table of edge
 * values and deterministic random values under each rounding mode, printing operands,
 * FPSCR before/after and the result. Its output under QEMU 10 user mode (the team's
 * oracle) is fp.expected; isa-ppc/tests/exec_fp_probe.rs replays every line.
 *
 *   powerpc-linux-gnu-gcc -O1 -static -o fp fp.c
 *   qemu-ppc ./fp > fp.expected && qemu-ppc -cpu 7400 ./fp sqrt > fp-sqrt.expected
 *
 * The default QEMU CPU (a 750) has no fsqrt/fsqrts (SIGILL); a 7400 (G4) has them.
 *
 * Line format: op fpscr_in a b c -> result fpscr_out   (hex; unused operands 0).
 * For fcmpu/fcmpo the result is the CR field. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef union { double d; uint64_t u; } du;
static void setfs(uint32_t v) { du x; x.u = v; __asm__ volatile("mtfsf 0xff,%0" ::"f"(x.d)); }
static uint32_t getfs(void) { du x; __asm__ volatile("mffs %0" : "=f"(x.d)); return (uint32_t)x.u; }

#define OP2(name) static uint64_t op_##name(uint64_t a, uint64_t b, uint64_t c) { \
    du A, B, R; A.u = a; B.u = b; (void)c; \
    __asm__ volatile(#name " %0,%1,%2" : "=f"(R.d) : "f"(A.d), "f"(B.d)); return R.u; }
#define OP3(name) static uint64_t op_##name(uint64_t a, uint64_t b, uint64_t c) { \
    du A, B, C, R; A.u = a; B.u = b; C.u = c; \
    __asm__ volatile(#name " %0,%1,%2,%3" : "=f"(R.d) : "f"(A.d), "f"(C.d), "f"(B.d)); return R.u; }
#define OP1(name) static uint64_t op_##name(uint64_t a, uint64_t b, uint64_t c) { \
    du B, R; B.u = b; (void)a; (void)c; \
    __asm__ volatile(#name " %0,%1" : "=f"(R.d) : "f"(B.d)); return R.u; }
#define CMP(name) static uint64_t op_##name(uint64_t a, uint64_t b, uint64_t c) { \
    du A, B; uint32_t cr; A.u = a; B.u = b; (void)c; \
    __asm__ volatile(#name " 1,%1,%2\n\tmfcr %0" : "=r"(cr) : "f"(A.d), "f"(B.d) : "cr1"); \
    return (cr >> 24) & 0xf; }

OP2(fadd) OP2(fsub) OP2(fmul) OP2(fdiv) OP2(fadds) OP2(fsubs) OP2(fmuls) OP2(fdivs)
OP3(fmadd) OP3(fmsub) OP3(fnmadd) OP3(fnmsub) OP3(fmadds) OP3(fmsubs) OP3(fnmadds) OP3(fnmsubs)
OP3(fsel)
OP1(fsqrt) OP1(fsqrts) OP1(frsp) OP1(fctiw) OP1(fctiwz) OP1(fres) OP1(frsqrte)
CMP(fcmpu) CMP(fcmpo)

typedef uint64_t (*opfn)(uint64_t, uint64_t, uint64_t);
struct op { const char *name; opfn fn; int arity; };
static const struct op ops[] = {
    {"fadd", op_fadd, 2}, {"fsub", op_fsub, 2}, {"fmul", op_fmul, 2}, {"fdiv", op_fdiv, 2},
    {"fadds", op_fadds, 2}, {"fsubs", op_fsubs, 2}, {"fmuls", op_fmuls, 2}, {"fdivs", op_fdivs, 2},
    {"fmadd", op_fmadd, 3}, {"fmsub", op_fmsub, 3}, {"fnmadd", op_fnmadd, 3}, {"fnmsub", op_fnmsub, 3},
    {"fmadds", op_fmadds, 3}, {"fmsubs", op_fmsubs, 3}, {"fnmadds", op_fnmadds, 3},
    {"fnmsubs", op_fnmsubs, 3}, {"fsel", op_fsel, 3},
    {"fsqrt", op_fsqrt, 1}, {"fsqrts", op_fsqrts, 1}, {"frsp", op_frsp, 1}, {"fctiw", op_fctiw, 1},
    {"fctiwz", op_fctiwz, 1}, {"fres", op_fres, 1}, {"frsqrte", op_frsqrte, 1},
    {"fcmpu", op_fcmpu, 2}, {"fcmpo", op_fcmpo, 2},
};

/* Edge values (Dolphin's TestValues.h spirit): zeros, denormal and normal boundaries,
 * single-precision boundaries, integer-conversion boundaries, ties, NaNs, infinities. */
static const uint64_t edge[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull,
    0x3ff8000000000000ull, 0x4008000000000000ull, 0x3fb999999999999aull, 0xbfb999999999999aull,
    0x0000000000000001ull, 0x000fffffffffffffull, 0x0010000000000000ull, 0x8010000000000000ull,
    0x7fefffffffffffffull, 0xffefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
    0x7ff8000000000000ull, 0x7ff8000000000123ull, 0xfff8000000000456ull, 0x7ff0000000000001ull,
    0xfff4000000000789ull, 0x47efffffe0000000ull, 0x47efffffe8000000ull, 0x3810000000000000ull,
    0x380fffffffffffffull, 0x36a0000000000000ull, 0x3690000000000000ull, 0x41dfffffffe00000ull,
    0x41e0000000000000ull, 0xc1e0000000000000ull, 0xc1e0000000100000ull, 0x41dfffffffffffffull,
    0x3fe0000000000000ull, 0x4004000000000000ull, 0xc004000000000000ull, 0x3ff0000000000001ull,
    0x3ff0000010000000ull, 0x3ff0000008000000ull, 0x3ca0000000000000ull, 0x4330000000000000ull,
};
#define NEDGE (sizeof edge / sizeof edge[0])

static uint64_t rs = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }
/* A random double with an exponent near 0 or near the ends, or a single-precision value. */
static uint64_t rval(void) {
    uint64_t r = rnd(), sign = r & (1ull << 63), frac = rnd() & 0xfffffffffffffull;
    uint64_t e;
    switch ((r >> 8) & 7) {
    case 0: e = 0; break;
    case 1: e = 1 + ((r >> 16) % 60); break;
    case 2: e = 2046 - ((r >> 16) % 60); break;
    case 3: e = 1023 + ((r >> 16) % 3) - 1; frac &= ~0x1fffffffull; break; /* single */
    case 4: e = 897 - ((r >> 16) % 30); break; /* single denormal range */
    default: e = 1023 - 40 + ((r >> 16) % 80); break;
    }
    return sign | (e << 52) | frac;
}

static void run(const struct op *o, uint32_t fin, uint64_t a, uint64_t b, uint64_t c) {
    if (o->arity == 1) { a = 0; c = 0; }
    if (o->arity == 2) c = 0;
    setfs(fin);
    uint64_t r = o->fn(a, b, c);
    uint32_t fout = getfs();
    printf("%s %08x %016llx %016llx %016llx -> %016llx %08x\n", o->name, fin,
           (unsigned long long)a, (unsigned long long)b, (unsigned long long)c,
           (unsigned long long)r, fout);
}

int main(int argc, char **argv) {
    int sqrt_only = argc > 1 && strcmp(argv[1], "sqrt") == 0;
    for (unsigned k = 0; k < sizeof ops / sizeof ops[0]; k++) {
        const struct op *o = &ops[k];
        if (sqrt_only != (strncmp(o->name, "fsqrt", 5) == 0)) continue;
        /* Edge values: a third of all pairs (operand c cycles) in round-to-nearest, a
         * sparser grid in the directed modes; every 7th case starts with FR|FI|XX set. */
        for (unsigned i = 0; i < NEDGE; i++) {
            for (unsigned j = 0; j < (o->arity == 1 ? 1 : NEDGE); j++) {
                for (uint32_t rn = 0; rn < 4; rn++) {
                    if (o->arity > 1 && (rn == 0 ? (i + j) % 3 : (i + j + rn) % 9) != 0) continue;
                    uint32_t fin = rn | (((i * 7 + j) % 7 == 0) ? 0x02060000u : 0);
                    uint64_t b = o->arity == 1 ? edge[i] : edge[j];
                    run(o, fin, edge[i], b, edge[(i * 3 + j * 5) % NEDGE]);
                }
            }
        }
        /* Random values. */
        for (unsigned n = 0; n < (o->arity == 1 ? 300u : 350u); n++) {
            uint64_t a = rval(), b = rval(), c = rval();
            if (o->arity == 3 && (n & 1)) {
                /* Make a*c and b nearly cancel. */
                du A, B, C; A.u = a; C.u = c; B.d = -(A.d * C.d); b = B.u ^ (rnd() & 0xff);
            }
            run(o, n & 3, a, b, c);
        }
    }
    return 0;
}
