/* main.c - command line, VM start-up and exit.
 *   jvm [-X:h=MB] [-X:gc=PLAN] [-X:verify] [-X:stats] [-X:dumpdir=DIR] [-X:eventlog=FILE] -cp DIR[:DIR...] MainClass [args]
 *   jvm [-X:...] BENCHMARK [args]   (a bundled benchmark by name, when no -cp is given:
 *                                    runs bench.BENCHMARK.Main from the embedded archive)
 * Start-up ("booting": no events; the objects made are listed in feature.dump): map the
 * featured page, the heap, load and initialise the core classes and System, build the
 * String[] of arguments. Then the main class is initialised and main runs, announced. */
#include "jvm.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

Options opt = {.heap_bytes = 64u << 20, .plan = "semispace", .dumpdir = "."};
uint64_t stat_bytecodes;
int booting = 1;
const char *main_loading;
extern uint32_t gc_count;
extern void throw_oom_prepare(void);

static void usage(void)
{
    out_printf(2, "usage: jvm [-X:h=MB|-X:h=KBk] [-X:gc=semispace|appel|marksweep|olderfirst] [-X:verify] [-X:stats] [-X:dumpdir=DIR] "
                  "[-X:eventlog=FILE] -cp DIR[:DIR...] MainClass [args...]\n"
                  "   or: jvm [-X:...] BENCHMARK [args...]   (bundled: jess bintrees db compress mtrt "
                  "javac jack pseudojbb; e.g. jvm jess -s0)\n");
    _exit(2);
}

_Noreturn void vm_exit(int status)
{
    booting = 0;
    dump_classes();
    events_flush();
    if (opt.stats)
        out_printf(2,
                   "jvm: stats: bytecodes=%llu collections=%u heap_used=%u gc=%s full=%u minor=%u major=%u "
                   "window=%u alloc_objects=%llu alloc_bytes=%llu copied_objects=%llu copied_bytes=%llu "
                   "freed_objects=%llu freed_bytes=%llu\n",
                   (unsigned long long)stat_bytecodes, gc_count, heap_used(), opt.plan, gc_stats.collections[GC_FULL],
                   gc_stats.collections[GC_MINOR], gc_stats.collections[GC_MAJOR], gc_stats.collections[GC_WINDOW],
                   (unsigned long long)gc_stats.alloc_objects, (unsigned long long)gc_stats.alloc_bytes,
                   (unsigned long long)gc_stats.copied_objects, (unsigned long long)gc_stats.copied_bytes,
                   (unsigned long long)gc_stats.freed_objects, (unsigned long long)gc_stats.freed_bytes);
    exit(status);
}

static void split_cp(const char *s)
{
    char *copy = xstrdup(s);
    int n = 1;
    for (char *p = copy; *p; p++)
        n += *p == ':';
    opt.cp = xcalloc((size_t)n, sizeof(char *));
    for (char *tok = copy, *next; tok; tok = next) {
        next = strchr(tok, ':');
        if (next)
            *next++ = 0;
        if (*tok)
            opt.cp[opt.ncp++] = tok;
    }
}

/* The benchmarks embedded in the VM (guests/benchmarks), runnable by name without -cp. */
static const char *const bundled[] = {"jess", "bintrees", "db", "compress", "mtrt", "javac", "jack", "pseudojbb"};

static void init_or_die(const char *name)
{
    Class *c = load_class_or_die(name);
    if (class_init(c) < 0)
        fatal("initialising %s failed", name);
}

int main(int argc, char **argv)
{
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (strncmp(a, "-X:h=", 5) == 0) {
            char *end;
            unsigned long n = strtoul(a + 5, &end, 10);
            int kb = end[0] == 'k' && end[1] == 0;
            if (a[5] < '0' || a[5] > '9' || (*end && !kb) || (kb ? n < 128 || n > 1536ul * 1024 : n < 1 || n > 1536))
                fatal("bad heap size '%s' (megabytes 1..1536, or kilobytes with a k suffix: 128k..1572864k)", a + 5);
            opt.heap_bytes = (uint32_t)(kb ? n << 10 : n << 20);
        } else if (strncmp(a, "-X:gc=", 6) == 0) {
            opt.plan = a + 6;
        } else if (strcmp(a, "-X:verify") == 0) {
            opt.verify = 1;
        } else if (strcmp(a, "-X:stats") == 0) {
            opt.stats = 1;
        } else if (strncmp(a, "-X:eventlog=", 12) == 0) {
            opt.eventlog = a + 12;
        } else if (strncmp(a, "-X:dumpdir=", 11) == 0) {
            opt.dumpdir = a + 11;
        } else if ((strcmp(a, "-cp") == 0 || strcmp(a, "-classpath") == 0) && i + 1 < argc) {
            split_cp(argv[++i]);
        } else {
            out_printf(2, "jvm: unknown option '%s'\n", a);
            usage();
        }
    }
    if (i >= argc)
        usage();
    char *main_name = NULL;
    if (!opt.ncp) {
        for (size_t b = 0; b < sizeof bundled / sizeof bundled[0]; b++)
            if (strcmp(argv[i], bundled[b]) == 0) {
                size_t n = strlen("bench/") + strlen(bundled[b]) + strlen("/Main") + 1;
                main_name = xmalloc(n);
                snprintf(main_name, n, "bench/%s/Main", bundled[b]);
                i++;
                break;
            }
        split_cp(".");
    }
    if (!main_name)
        main_name = xstrdup(argv[i++]);
    for (char *p = main_name; *p; p++)
        if (*p == '.')
            *p = '/';

    events_init();
    interp_init();
    heap_init();
    boot_classes();
    strings_boot();
    throw_oom_prepare();
    init_or_die("java/lang/Object");
    init_or_die("java/lang/String");
    init_or_die("java/lang/System");

    int nargs = argc - i;
    Array *args = alloc_array(array_class_of(cls_String), nargs);
    if (!args)
        fatal("heap too small to start the VM");
    int h = handle_push((Object *)args);
    for (int k = 0; k < nargs; k++) {
        Object *s = new_string_utf8(argv[i + k]);
        if (!s)
            fatal("heap too small to start the VM");
        store_ref(handles[h], (Object **)ARRAY_DATA(handles[h]) + k, s);
    }
    {
        const uint8_t *d;
        uint32_t n;
        uint8_t *bytes = archive_find(main_name, &d, &n) ? NULL : classpath_read(main_name, &n);
        if (!bytes && !archive_find(main_name, &d, &n) && !bench_archive_find(main_name, &d, &n))
            fatal("could not find or load main class %s (class path %s%s)", argv[i - 1], opt.cp[0],
                  opt.ncp > 1 ? ":..." : "");
        free(bytes);
    }
    main_loading = argv[i - 1];
    Class *mc = load_class(main_name);
    main_loading = NULL;
    if (!mc)
        fatal("could not find or load main class %s", argv[i - 1]);
    Method *mm = find_declared_method(mc, "main", "([Ljava/lang/String;)V");
    if (!mm || !(mm->flags & ACC_STATIC)) { /* the JDK's exit status 1 */
        out_printf(2, "jvm: main method not found in class %s: define public static void main(String[] args)\n", argv[i - 1]);
        _exit(1);
    }

    dump_feature();
    booting = 0;
    memset(&gc_stats, 0, sizeof gc_stats); /* statistics count what the events announce */

    int status = 0;
    if (class_init(mc) == 0) {
        uint32_t a[1] = {(uint32_t)(uintptr_t)handles[h]};
        handle_pop(1);
        invoke_method(mm, a, NULL);
    }
    if (thread.pending) {
        Object *ex = thread.pending;
        thread.pending = NULL;
        report_uncaught(ex);
        status = 1;
    }
    vm_exit(status);
}
