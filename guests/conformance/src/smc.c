/* Self-modifying code: instructions written at run time into an executable
 * mapping, made visible with dcbst; sync; icbi; isync, called, patched
 * (immediate changed), flushed and called again; a loop that rewrites the
 * function it calls each iteration; code patched in a page the program has
 * already executed from; and code copied and relocated within a buffer. */
#include <sys/mman.h>
#include <unistd.h>

#include "common.h"

typedef uint32_t (*fn0)(void);
typedef uint32_t (*fn1)(uint32_t);

static void flush(void *start, size_t len)
{
    uintptr_t a = (uintptr_t)start & ~31u, end = (uintptr_t)start + len;
    for (uintptr_t p = a; p < end; p += 32)
        __asm__ volatile("dcbst 0,%0" : : "r"(p) : "memory");
    __asm__ volatile("sync" ::: "memory");
    for (uintptr_t p = a; p < end; p += 32)
        __asm__ volatile("icbi 0,%0" : : "r"(p) : "memory");
    __asm__ volatile("isync" ::: "memory");
}

/* li r3,imm */
static uint32_t li_r3(int16_t imm)
{
    return 0x38600000u | (uint16_t)imm;
}
#define BLR 0x4e800020u
#define ADDI_R3_R3(imm) (0x38630000u | (uint16_t)(imm))
#define MULLI_R3_R3(imm) (0x1c630000u | (uint16_t)(imm))

int main(void)
{
    size_t len = 65536;
    uint32_t *code = mmap(NULL, len, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED) {
        printf("mmap RWX failed\n");
        return 1;
    }
    /* 1. write, flush, call; patch the immediate, flush, call again. */
    code[0] = li_r3(1234);
    code[1] = BLR;
    flush(code, 8);
    fn0 f = (fn0)(void *)code;
    printf("first call: %u\n", f());
    code[0] = li_r3(-7);
    flush(code, 4);
    printf("after patching the immediate: %d\n", (int32_t)f());

    /* 2. A function with an argument: r3 = r3 * 3 + 5, then patched to * 10 - 1. */
    uint32_t *g = code + 64;
    g[0] = MULLI_R3_R3(3);
    g[1] = ADDI_R3_R3(5);
    g[2] = BLR;
    flush(g, 12);
    fn1 gf = (fn1)(void *)g;
    printf("g(7) = %u\n", gf(7));
    g[0] = MULLI_R3_R3(10);
    g[1] = ADDI_R3_R3(-1);
    flush(g, 8);
    printf("g(7) after patch = %u\n", gf(7));

    /* 3. A loop that rewrites the code it calls every iteration. */
    uint32_t sum = 0;
    for (int i = 0; i < 1000; i++) {
        code[0] = li_r3((int16_t)i);
        flush(code, 4);
        sum += f();
    }
    printf("sum of 1000 regenerated calls: %u (expect 499500)\n", sum);

    /* 4. A branch patched from one target to another (b relative). */
    uint32_t *h = code + 128;
    h[0] = 0x48000008u; /* b +8 */
    h[1] = li_r3(1);
    h[2] = li_r3(2);
    h[3] = BLR;
    flush(h, 16);
    fn0 hf = (fn0)(void *)h;
    uint32_t before = hf();
    h[0] = 0x48000004u; /* b +4: falls into li r3,1 then li r3,2... */
    h[2] = 0x60000000u; /* nop */
    flush(h, 16);
    printf("branch patch: before %u after %u\n", before, hf());

    /* 5. Code in a page far from the first, executed, then that page remapped
     *    read-write only (mprotect) and back: the new contents run. */
    uint32_t *k = code + 4096;
    k[0] = li_r3(11);
    k[1] = BLR;
    flush(k, 8);
    fn0 kf = (fn0)(void *)k;
    uint32_t k1 = kf();
    mprotect(k, 4096, PROT_READ | PROT_WRITE);
    k[0] = li_r3(22);
    mprotect(k, 4096, PROT_READ | PROT_EXEC);
    flush(k, 8);
    printf("mprotect RW, patch, RX: %u then %u\n", k1, kf());

    /* 6. Copy a generated routine elsewhere and run both copies. */
    uint32_t *src = code + 8192, *dst = code + 8192 + 1024;
    src[0] = MULLI_R3_R3(2);
    src[1] = ADDI_R3_R3(100);
    src[2] = BLR;
    memcpy(dst, src, 12);
    dst[1] = ADDI_R3_R3(200);
    flush(src, 12);
    flush(dst, 12);
    printf("copies: src(5)=%u dst(5)=%u\n", ((fn1)(void *)src)(5), ((fn1)(void *)dst)(5));
    munmap(code, len);
    return 0;
}
