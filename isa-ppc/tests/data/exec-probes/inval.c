/* Which invalid instruction forms QEMU user mode rejects with SIGILL. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
static sigjmp_buf jb;
static void h(int s) { siglongjmp(jb, s); }
static unsigned buf[64] __attribute__((aligned(16)));
#define TRY(name, asmtxt) do { int s = sigsetjmp(jb, 1); if (!s) { \
    __asm__ volatile("mr 9,%0\n\t" asmtxt :: "r"(buf) : "r0","r3","r4","r5","r9","r10","r11","r12","memory"); \
    printf("%-28s ok\n", name); } else printf("%-28s signal %d\n", name, s); } while (0)
int main(void) {
    struct sigaction sa; memset(&sa, 0, sizeof sa); sa.sa_handler = h;
    sigaction(SIGILL, &sa, 0); sigaction(SIGSEGV, &sa, 0); sigaction(SIGBUS, &sa, 0);
    TRY("lwzu r9,0(r9) (rA=rD)", ".long 0x85290000");     /* lwzu 9,0(9) */
    TRY("lwzu r3,0(r0) (rA=0)", ".long 0x84600000");
    TRY("stwu r3,0(r0) (rA=0)", ".long 0x94600000");
    TRY("stwu r9,0(r9) (rS=rA)", "stwu 9,0(9)");
    TRY("lwzux r9,r9,r0 (rA=rD)", ".long 0x7d29006e");
    TRY("lmw r9,0(r9) (rA in range)", "addi 9,9,64\n\t.long 0xb9290000");
    TRY("lswi r9,r9,8 (rA in range)", ".long 0x7d2944aa");
    TRY("lswi r3,r9,8", ".long 0x7c6944aa");
    TRY("lswx r3,r9,r0 (xer=8, rA in range)", "li 0,8\n\tmtxer 0\n\tli 0,0\n\t.long 0x7c69042a");
    TRY("lwarx unaligned", "addi 9,9,2\n\tlwarx 3,0,9");
    TRY("bcctr 16,0 (decrement)", "lis 12,1f@ha\n\taddi 12,12,1f@l\n\tmtctr 12\n\t.long 0x4e000420\n1:");
    TRY("mfspr r3,2", ".long 0x7c6202a6");
    TRY("mfspr r3,272 (SPRG0)", ".long 0x7c7042a6");
    TRY("mtspr 287 (PVR)", ".long 0x7c7f4ba6");
    TRY("mftb r3,270", ".long 0x7c6e42e6");
    TRY("mfmsr", ".long 0x7c6000a6");
    TRY("dcbi 0,r9", ".long 0x7c004bac");
    TRY("mfspr r3,268 (TBL)", ".long 0x7c6c42a6");
    TRY("mtspr 268 (TBL)", ".long 0x7c6c43a6");
    TRY("mfspr r3,1013 (DABR)", ".long 0x7c75faa6");
    TRY("mtspr 256 (VRSAVE)", ".long 0x7c6043a6");
    TRY("mfspr r3,256 (VRSAVE)", ".long 0x7c6042a6");
    TRY("mtspr 287 (PVR) again", ".long 0x7c7f4ba6");
    TRY("stfs denorm", "stfs 1,0(9)");
    return 0;
}
