/* Death by an unhandled signal: the exit status a shell reports is 128+N.
 * Argument "segv": NULL store (SIGSEGV, 139); "abort": abort() (SIGABRT, 134);
 * "ill": an illegal instruction (SIGILL, 132); "kill": kill(self, SIGTERM) (143);
 * "trap": trap instruction (SIGTRAP, 133). Output before death is flushed. */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "common.h"

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    const char *mode = argc > 1 ? argv[1] : "segv";
    printf("about to die by %s\n", mode);
    if (strcmp(mode, "segv") == 0) {
        volatile int *volatile p = (int *)8;
        *p = 1;
    } else if (strcmp(mode, "abort") == 0) {
        abort();
    } else if (strcmp(mode, "ill") == 0) {
        __asm__ volatile(".long 0" ::: "memory");
    } else if (strcmp(mode, "kill") == 0) {
        kill(getpid(), SIGTERM);
    } else if (strcmp(mode, "trap") == 0) {
        __asm__ volatile("trap" ::: "memory");
    }
    printf("still alive?\n");
    return 0;
}
