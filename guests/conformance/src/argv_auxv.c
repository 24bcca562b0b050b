/* The initial process state: argc and argv[1..] (argv[0] is the path the
 * runner chose, not printed), the auxiliary vector (AT_PAGESZ, AT_HWCAP with
 * AltiVec clear, AT_HWCAP2, AT_DCACHEBSIZE, AT_ICACHEBSIZE, AT_RANDOM present
 * and pointing at 16 readable bytes, AT_ENTRY being _start, AT_PHDR/AT_PHNUM
 * matching the program headers), envp being NULL-terminated after argv, the
 * stack pointer alignment, and the registers glibc's start code expects. */
#include <elf.h>
#include <link.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <unistd.h>

#include "common.h"

extern char _start[];

int main(int argc, char **argv, char **envp)
{
    printf("argc = %d\n", argc);
    for (int i = 1; i < argc; i++)
        printf("argv[%d] = \"%s\"\n", i, argv[i]);
    printf("argv[argc] is NULL: %d\n", argv[argc] == NULL);
    printf("envp follows argv: %d\n", envp == argv + argc + 1);
    int nenv = 0;
    while (envp[nenv])
        nenv++;
    /* The environment's contents depend on the runner: only its shape is checked. */
    printf("envp NULL-terminated (count not printed)\n");
    unsigned long hw = getauxval(AT_HWCAP);
    printf("AT_PAGESZ = %lu\n", getauxval(AT_PAGESZ));
    /* Linux also sets PPC_FEATURE_32 (0x80000000) and HAS_MMU; QEMU 10 sets only
     * FPU: those bits are not printed. */
    printf("AT_HWCAP has FPU (0x08000000): %d, AltiVec (0x10000000): %d\n", !!(hw & 0x08000000ul),
           !!(hw & 0x10000000ul));
    printf("AT_HWCAP2 = %lu\n", getauxval(AT_HWCAP2));
    printf("AT_DCACHEBSIZE = %lu AT_ICACHEBSIZE = %lu\n", getauxval(AT_DCACHEBSIZE),
           getauxval(AT_ICACHEBSIZE));
    unsigned char *rnd = (unsigned char *)getauxval(AT_RANDOM);
    volatile uint32_t sink = rnd ? fnv1a(rnd, 16, FNV_INIT) : 0; /* reads the 16 bytes */
    (void)sink;
    printf("AT_RANDOM present: %d (its bytes are not printed)\n", rnd != NULL);
    printf("AT_ENTRY is _start: %d\n", getauxval(AT_ENTRY) == (unsigned long)_start);
    const ElfW(Phdr) *ph = (const ElfW(Phdr) *)getauxval(AT_PHDR);
    unsigned long phnum = getauxval(AT_PHNUM);
    int loads = 0, has_tls = 0, has_stack = 0;
    for (unsigned long i = 0; ph && i < phnum; i++) {
        loads += ph[i].p_type == PT_LOAD;
        has_tls |= ph[i].p_type == PT_TLS;
        has_stack |= ph[i].p_type == PT_GNU_STACK;
    }
    printf("AT_PHENT = %lu, program headers: PT_LOAD>=2 %d PT_TLS %d PT_GNU_STACK %d\n", getauxval(AT_PHENT),
           loads >= 2, has_tls, has_stack);
    printf("AT_UID==getuid: %d AT_SECURE = %lu AT_CLKTCK = %lu\n", getauxval(AT_UID) == (unsigned long)getuid(),
           getauxval(AT_SECURE), getauxval(AT_CLKTCK));
    char local;
    uintptr_t sp;
    __asm__("mr %0,1" : "=r"(sp));
    printf("stack pointer 16-byte aligned: %d; argv strings above it: %d; local below 0x80000000: %d\n",
           (sp & 15) == 0, (uintptr_t)argv[0] > sp, (uintptr_t)&local < 0x80000000u);
    /* Thread pointer r2: TLS works. */
    static __thread int tls_var = 42;
    tls_var += 1;
    printf("TLS variable: %d\n", tls_var);
    return 0;
}
