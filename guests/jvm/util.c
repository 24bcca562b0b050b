/* util.c - fatal errors, checked allocation of VM-internal (non-heap) memory, output. */
#include "base.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

_Noreturn void fatal(const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (main_loading) { /* a LinkageError of the main class: the JDK's exit status 1 */
        out_printf(2, "jvm: LinkageError occurred while loading main class %s: %s\n", main_loading, buf);
        _exit(1);
    }
    out_printf(2, "jvm: %s\n", buf);
    /* keep the run's files valid (SPEC section 10): class.dump describes every type so far */
    static int dying;
    if (!dying && !booting && all_classes) {
        dying = 1;
        dump_classes();
        events_flush();
    }
    _exit(70);
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        fatal("out of VM-internal memory (%zu bytes)", n);
    return p;
}

void *xcalloc(size_t n, size_t m)
{
    void *p = calloc(n ? n : 1, m ? m : 1);
    if (!p)
        fatal("out of VM-internal memory (%zu x %zu bytes)", n, m);
    return p;
}

/* n bytes that are never freed (constant-pool strings), 8-aligned as malloc's (glibc's
 * strcmp is word by word only for aligned strings), from 32 KiB blocks of malloc's (below
 * its mmap threshold: the blocks come from the break, as the strings' own mallocs did, so
 * nothing mapped moves); a malloc each costs ~100 instructions */
char *perm_bytes(size_t n)
{
    static char *at, *end;
    if (n > 1024)
        return xmalloc(n);
    if ((size_t)(end - at) < n) { /* (at stays 8-aligned: malloc's blocks are) */
        at = xmalloc(32768 - 16);
        end = at + 32768 - 16;
    }
    char *p = at;
    at += (n + 7) & ~(size_t)7;
    return p;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xmalloc(n), s, n);
}

void out_printf(int fd, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n > (int)sizeof buf - 1)
        n = (int)sizeof buf - 1;
    for (int off = 0; off < n;) {
        ssize_t w = write(fd, buf + off, (size_t)(n - off));
        if (w <= 0)
            break;
        off += (int)w;
    }
}
