/* Memory system calls: brk/sbrk, malloc small and large (mmap threshold),
 * realloc growth (mremap), calloc, mmap anonymous/file-backed, munmap,
 * mremap, mprotect (a write to a read-only page is caught as SIGSEGV with
 * si_addr inside the mapping; its si_code is not printed: Linux says
 * SEGV_ACCERR, QEMU 10 SEGV_MAPERR), msync, and their error returns.
 * Addresses are never printed, only offsets and contents. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common.h"

static sigjmp_buf jb;
static volatile uintptr_t fault_addr;
static volatile int fault_code;

static void on_segv(int sig, siginfo_t *si, void *uc)
{
    (void)sig;
    (void)uc;
    fault_addr = (uintptr_t)si->si_addr;
    fault_code = si->si_code;
    siglongjmp(jb, 1);
}

static uint32_t pattern_sum(const unsigned char *p, size_t n)
{
    return fnv1a(p, n, FNV_INIT);
}

int main(void)
{
    long page = sysconf(_SC_PAGESIZE);
    printf("page size %ld\n", page);

    /* brk through sbrk. */
    char *b0 = sbrk(0);
    char *b1 = sbrk(8192);
    char *b2 = sbrk(0);
    printf("sbrk(8192): returned old break=%d, break moved by %ld\n", b1 == b0, (long)(b2 - b0));
    memset(b1, 0x7e, 8192);
    printf("new brk memory writable, sum %08x\n", pattern_sum((unsigned char *)b1, 8192));
    sbrk(-8192);
    printf("sbrk(-8192): break back=%d\n", sbrk(0) == b0);

    /* malloc: many small blocks, then large ones (mmap), realloc growth. */
    uint32_t h = FNV_INIT;
    char *blocks[200];
    for (int i = 0; i < 200; i++) {
        blocks[i] = malloc(16 + i * 7);
        memset(blocks[i], i, 16 + i * 7);
    }
    for (int i = 0; i < 200; i += 2)
        free(blocks[i]);
    for (int i = 1; i < 200; i += 2)
        h = fnv1a(blocks[i], 16 + i * 7, h);
    for (int i = 1; i < 200; i += 2)
        free(blocks[i]);
    printf("small blocks fingerprint %08x\n", h);
    size_t big = 8 << 20;
    unsigned char *m = malloc(big);
    for (size_t i = 0; i < big; i += 4096)
        m[i] = (unsigned char)(i >> 12);
    unsigned char *m2 = realloc(m, big * 2);
    int kept = 1;
    for (size_t i = 0; i < big; i += 4096)
        kept &= m2[i] == (unsigned char)(i >> 12);
    memset(m2 + big, 0xab, big);
    printf("8 MiB malloc, realloc to 16 MiB keeps contents: %d, tail %02x\n", kept, m2[2 * big - 1]);
    free(m2);
    unsigned *c = calloc(100000, sizeof *c);
    unsigned nz = 0;
    for (int i = 0; i < 100000; i++)
        nz += c[i] != 0;
    printf("calloc 400000 bytes: nonzero words %u\n", nz);
    free(c);

    /* mmap anonymous, mremap, munmap. */
    unsigned char *a = mmap(NULL, 4 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    printf("mmap anon: ok=%d page-aligned=%d zero-filled=%d\n", a != MAP_FAILED,
           ((uintptr_t)a % page) == 0, a[0] == 0 && a[4 * page - 1] == 0);
    memset(a, 0x11, 4 * page);
    unsigned char *a2 = mremap(a, 4 * page, 64 * page, MREMAP_MAYMOVE);
    printf("mremap grow: ok=%d kept=%d new part zero=%d\n", a2 != MAP_FAILED, a2[4 * page - 1] == 0x11,
           a2[63 * page] == 0);
    unsigned char *a3 = mremap(a2, 64 * page, 2 * page, 0);
    printf("mremap shrink in place: same address=%d\n", a3 == a2);
    printf("munmap: %d\n", munmap(a3, 2 * page));
    errno = 0;
    void *bad = mmap(NULL, page, PROT_READ, MAP_PRIVATE, -1, 0);
    printf("mmap without MAP_ANONYMOUS and fd -1: failed=%d errno=%s\n", bad == MAP_FAILED,
           strerrorname_np(errno));
    errno = 0;
    printf("munmap unaligned: %d errno=%s\n", munmap(a3 + 1, page), strerrorname_np(errno));
    unsigned char *fixed = mmap((void *)0x30000000, page, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    printf("MAP_FIXED at 0x30000000: got it=%d\n", fixed == (void *)0x30000000);
    fixed[5] = 5;
    munmap(fixed, page);

    /* File-backed mappings, shared and private. */
    int fd = open("map.bin", O_CREAT | O_RDWR | O_TRUNC, 0644);
    for (int i = 0; i < 3 * 4096; i++) {
        unsigned char ch = (unsigned char)(i * 7);
        write(fd, &ch, 1);
    }
    unsigned char *fm = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    printf("file map: byte 1000=%02x byte 9000=%02x\n", fm[1000], fm[9000]);
    fm[0] = 0xaa;
    printf("msync: %d\n", msync(fm, 4096, MS_SYNC));
    unsigned char rb = 0;
    pread(fd, &rb, 1, 0);
    printf("shared mapping write visible through read(): %02x\n", rb);
    unsigned char *pm = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 4096);
    pm[0] = 0x55;
    pread(fd, &rb, 1, 4096);
    printf("private mapping at offset 4096: first byte was %02x in file, file still %02x\n",
           (unsigned char)(4096 * 7), rb);
    munmap(pm, 4096);
    munmap(fm, 3 * 4096);
    close(fd);
    unlink("map.bin");

    /* mprotect: writing a read-only page raises SIGSEGV (SEGV_ACCERR). */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, NULL);
    unsigned char *ro = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ro[page + 8] = 1;
    printf("mprotect read-only: %d\n", mprotect(ro + page, page, PROT_READ));
    if (sigsetjmp(jb, 1) == 0) {
        ro[page + 8] = 2;
        printf("write to read-only page did not fault\n");
    } else {
        /* Linux reports SEGV_ACCERR here; QEMU 10 reports SEGV_MAPERR, so
         * si_code is not printed for this case. */
        printf("write to read-only page faulted: offset in mapping=%ld\n",
               (long)(fault_addr - (uintptr_t)ro));
    }
    printf("value still %d, reading works\n", ro[page + 8]);
    mprotect(ro + page, page, PROT_READ | PROT_WRITE);
    ro[page + 8] = 3;
    printf("after mprotect RW: %d\n", ro[page + 8]);
    munmap(ro, 2 * page);
    if (sigsetjmp(jb, 1) == 0) {
        ro[16] = 1;
        printf("write to unmapped page did not fault\n");
    } else {
        printf("write to unmapped page faulted: si_code=%d (SEGV_MAPERR=%d) offset=%ld\n", fault_code,
               SEGV_MAPERR, (long)(fault_addr - (uintptr_t)ro));
    }
    return 0;
}
