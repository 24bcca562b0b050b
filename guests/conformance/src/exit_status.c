/* Exit statuses: the program prints, flushes through atexit handlers, and
 * exits with status 3 (argument "exit"), returns 42 from main ("return"), or
 * calls _exit(5) skipping atexit handlers and stdio buffers ("_exit"). */
#include <stdlib.h>
#include <unistd.h>

#include "common.h"

static void bye(void)
{
    printf("atexit handler ran\n");
}

int main(int argc, char **argv)
{
    atexit(bye);
    const char *mode = argc > 1 ? argv[1] : "exit";
    printf("mode %s\n", mode);
    if (strcmp(mode, "exit") == 0)
        exit(3);
    if (strcmp(mode, "_exit") == 0) {
        fflush(stdout);
        printf("this line stays in the stdio buffer");
        _exit(5);
    }
    return 42;
}
