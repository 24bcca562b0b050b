/* FPSCR-move probe: mtfsf/mtfsfi/mtfsb0/mtfsb1/mcrfs/mffs from many starting FPSCR values
 * (enable bits kept clear so nothing traps). Output under QEMU 10 user mode is
 * fpscr.expected, replayed by isa-ppc/tests/exec_control.rs.
 *
 *   powerpc-linux-gnu-gcc -O1 -static -o fpscr fpscr.c && qemu-ppc ./fpscr > fpscr.expected
 *
 * Line format: op operand fpscr_in -> fpscr_out cr   (hex; cr = the whole CR). */
#include <stdint.h>
#include <stdio.h>

typedef union { double d; uint64_t u; } du;
static void setfs(uint32_t v) { du x; x.u = v; __asm__ volatile("mtfsf 0xff,%0" ::"f"(x.d)); }
static uint32_t getfs(void) { du x; __asm__ volatile("mffs %0" : "=f"(x.d)); return (uint32_t)x.u; }
static uint32_t getcr(void) { uint32_t c; __asm__ volatile("mfcr %0" : "=r"(c)); return c; }
static void setcr(uint32_t c) { __asm__ volatile("mtcrf 0xff,%0" ::"r"(c) : "cr0","cr1","cr2","cr3","cr4","cr5","cr6","cr7"); }

#define CASE(name, operand, insn) do { setcr(0); setfs(fin); __asm__ volatile(insn ::: "cr0","cr1","cr2","cr3","cr4","cr5","cr6","cr7"); \
    uint32_t fo = getfs(), c = getcr(); printf("%s %x %08x -> %08x %08x\n", name, operand, fin, fo, c); } while (0)
#define MTFSF(fm) do { du v; v.u = val; setcr(0); setfs(fin); __asm__ volatile("mtfsf. " #fm ",%0" ::"f"(v.d) : "cr1"); \
    uint32_t fo = getfs(), c = getcr(); printf("mtfsf.%02x %x %08x -> %08x %08x\n", fm, (unsigned)val, fin, fo, c); } while (0)

int main(void) {
    /* Starting values: exception bits, FX, FR/FI/FPRF, rounding, no enables. */
    static const uint32_t starts[] = {0, 0x80000000, 0x02000000, 0x01000000, 0x9f000000,
        0x00060000, 0x0001f000, 0x00000003, 0xfff8f703, 0x20000000, 0x40000000, 0x00000400,
        0x00000100, 0x6e07f700};
    static const uint32_t vals[] = {0, 0xffffffff, 0x80000000, 0x60000000, 0x0f000000,
        0x00f80000, 0x000000f8, 0x12345678};
    for (unsigned s = 0; s < sizeof starts / sizeof starts[0]; s++) {
        uint32_t fin = starts[s] & ~0xf8u; /* never enable exceptions */
        CASE("mtfsb1", 0, "mtfsb1. 0");  CASE("mtfsb1", 1, "mtfsb1. 1");
        CASE("mtfsb1", 2, "mtfsb1. 2");  CASE("mtfsb1", 3, "mtfsb1. 3");
        CASE("mtfsb1", 6, "mtfsb1. 6");  CASE("mtfsb1", 7, "mtfsb1. 7");
        CASE("mtfsb1", 12, "mtfsb1. 12"); CASE("mtfsb1", 13, "mtfsb1. 13");
        CASE("mtfsb1", 21, "mtfsb1. 21"); CASE("mtfsb1", 23, "mtfsb1. 23");
        CASE("mtfsb1", 29, "mtfsb1. 29"); CASE("mtfsb1", 31, "mtfsb1. 31");
        CASE("mtfsb0", 0, "mtfsb0. 0");  CASE("mtfsb0", 1, "mtfsb0. 1");
        CASE("mtfsb0", 2, "mtfsb0. 2");  CASE("mtfsb0", 6, "mtfsb0. 6");
        CASE("mtfsb0", 7, "mtfsb0. 7");  CASE("mtfsb0", 14, "mtfsb0. 14");
        CASE("mtfsb0", 30, "mtfsb0. 30");
        CASE("mtfsfi", 0x0f, "mtfsfi. 0,15"); CASE("mtfsfi", 0x00, "mtfsfi. 0,0");
        CASE("mtfsfi", 0x19, "mtfsfi. 1,9"); CASE("mtfsfi", 0x3f, "mtfsfi. 3,15");
        CASE("mtfsfi", 0x70, "mtfsfi. 7,0"); CASE("mtfsfi", 0x73, "mtfsfi. 7,3");
        CASE("mcrfs", 0x00, "mcrfs 0,0"); CASE("mcrfs", 0x21, "mcrfs 2,1");
        CASE("mcrfs", 0x32, "mcrfs 3,2"); CASE("mcrfs", 0x43, "mcrfs 4,3");
        CASE("mcrfs", 0x54, "mcrfs 5,4"); CASE("mcrfs", 0x65, "mcrfs 6,5");
        CASE("mcrfs", 0x76, "mcrfs 7,6");
        for (unsigned v = 0; v < sizeof vals / sizeof vals[0]; v++) {
            uint64_t val = vals[v] & ~0xf8u;
            MTFSF(0x80); MTFSF(0x40); MTFSF(0x7f); MTFSF(0xff); MTFSF(0x01); MTFSF(0x21);
        }
    }
    return 0;
}
