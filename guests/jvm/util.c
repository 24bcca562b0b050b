/* util.c - fatal errors, checked allocation of VM-internal (non-heap) memory, output. */
#include "jvm.h"
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
