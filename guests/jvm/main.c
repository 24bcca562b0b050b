/* main.c - command line, VM start-up and exit.
 *   jvm [options] [-cp DIR|JAR[:...]] MainClass [args]
 *   jvm [options] -jar JAR [args]   (Main-Class from the jar's manifest)
 *   jvm [options] BENCHMARK [args]  (a bundled benchmark by name, when no class path is given:
 *                                    runs bench.BENCHMARK.Main from the embedded archive)
 * options: the java launcher's -cp/-classpath/--class-path, -D, -ea/-da/-esa/-dsa, -version,
 * -Xms/-Xmx; the VM's own -X:h= (fixed heap), -X:gc=, -X:verify, -X:stats, -X:dumpdir=,
 * -X:eventlog=, -X:deaths= (deaths.c). An unknown option is refused with the launcher's message (exit 1).
 * Start-up ("booting": no events; the objects made are listed in feature.dump): map the
 * featured page, the heap, load and initialise the core classes and System, build the
 * String[] of arguments. Then the main class is initialised and main runs, announced. Under
 * OpenJDK's library booting ends earlier (boot_done): its Java boot is announced too. */
#include "vm.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Default heap: starts at 1 MiB and grows up to 256 MiB (README "Heap size and growth"). */
#define DEFAULT_XMS (1u << 20)
#define DEFAULT_XMX (256u << 20)
#define HEAP_LIMIT_MIN (128u << 10)
#define HEAP_LIMIT_MAX (1536u << 20)

Options opt = {.heap_min = DEFAULT_XMS, .heap_max = DEFAULT_XMX, .plan = "semispace", .dumpdir = "."};
uint64_t stat_bytecodes;
int booting = 1;
const char *main_loading;

/* the collector plans, from plans.def */
static const char *const plan_names[] = {
#define PLAN(name, summary) #name,
#include "plans.def"
#undef PLAN
};

static void print_plan_names(int fd, const char *sep)
{
    for (size_t i = 0; i < sizeof plan_names / sizeof plan_names[0]; i++)
        out_printf(fd, "%s%s", i ? sep : "", plan_names[i]);
}

static void usage(void)
{
    out_printf(2, "usage: jvm [options] MainClass [args...]\n"
                  "   or: jvm [options] -jar JARFILE [args...]\n"
                  "   or: jvm [options] BENCHMARK [args...]   (bundled: jess bintrees db compress mtrt "
                  "javac jack pseudojbb; e.g. jvm jess -s0)\n"
                  "options: -cp|-classpath|--class-path DIR|JAR[:...]  -Dkey=value  -ea[:...]|-da[:...]  -esa|-dsa\n"
                  "         -Xms<size> -Xmx<size> (k/m/g)  -version  -X:h=SIZE (fixed heap: MB, or k/m/g)  "
                  "-X:gc=");
    print_plan_names(2, "|");
    out_printf(2, "\n"
                  "         -X:verify  -X:stats  -X:dumpdir=DIR  -X:eventlog=FILE  -X:deaths=merlin|brute\n"
                  "         -X:exec=interp|baseline  -X:exec-stats\n"
                  "         -X:jimage=IMAGE/lib/modules  -X:classlib=bundled|jdk  -X:jimage-check\n"
                  "         -Xlog:class+load|class+init|startuptime[,...] (standard output)\n");
    _exit(2);
}

/* the java launcher's way of refusing the command line: its words, exit status 1 */
static _Noreturn void launcher_error(const char *first_line)
{
    out_printf(2, "%s\nError: Could not create the Java Virtual Machine.\n"
                  "Error: A fatal exception has occurred. Program will exit.\n", first_line);
    _exit(1);
}

/* -Xms/-Xmx sizes: digits and an optional k/K/m/M/g/G suffix (bytes without one); 0 if bad */
static uint32_t parse_size(const char *s)
{
    if (*s < '0' || *s > '9')
        return 0;
    char *end;
    unsigned long long n = strtoull(s, &end, 10);
    int shift = 0;
    if (*end == 'k' || *end == 'K')
        shift = 10, end++;
    else if (*end == 'm' || *end == 'M')
        shift = 20, end++;
    else if (*end == 'g' || *end == 'G')
        shift = 30, end++;
    if (*end || n > (1ull << 32) >> shift)
        return 0;
    n <<= shift;
    return n > 0xffffffffull ? 0 : (uint32_t)n;
}

static void print_version(int fd)
{
    out_printf(fd, "jvm version \"1.8\" (the gcsim guest research VM)\n"
                   "gcsim guest VM for ppc32 Linux: class files 45-61, interpreter, collectors ");
    print_plan_names(fd, ", ");
    out_printf(fd, "\n");
}

void boot_done(void)
{
    if (!booting)
        return;
    dump_feature();
    booting = 0;
    deaths_on = opt.deaths;
    memset(&gc_stats, 0, sizeof gc_stats); /* statistics count what the events announce */
}

_Noreturn void vm_exit(int status)
{
    booting = 0;
    int deaths = deaths_on;
    if (deaths) { /* the last time step, before the final class.dump */
        deaths_on = 0;
        deaths_region(deaths_final);
    }
    dump_classes();
    if (deaths)
        deaths_region(dump_statics);
    events_flush();
    jit_report();
    if (opt.stats)
        out_printf(2,
                   "jvm: stats: bytecodes=%llu collections=%u heap_used=%u gc=%s full=%u minor=%u major=%u "
                   "window=%u alloc_objects=%llu alloc_bytes=%llu copied_objects=%llu copied_bytes=%llu "
                   "freed_objects=%llu freed_bytes=%llu heap_size=%u\n",
                   (unsigned long long)stat_bytecodes, gc_count, heap_used(), opt.plan, gc_stats.collections[GC_FULL],
                   gc_stats.collections[GC_MINOR], gc_stats.collections[GC_MAJOR], gc_stats.collections[GC_WINDOW],
                   (unsigned long long)gc_stats.alloc_objects, (unsigned long long)gc_stats.alloc_bytes,
                   (unsigned long long)gc_stats.copied_objects, (unsigned long long)gc_stats.copied_bytes,
                   (unsigned long long)gc_stats.freed_objects, (unsigned long long)gc_stats.freed_bytes, heap_h);
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

static void add_to(const char ***list, int *n, const char *v)
{
    const char **l = xmalloc(((size_t)*n + 1) * sizeof(char *));
    if (*n)
        memcpy(l, *list, (size_t)*n * sizeof(char *));
    free(*list);
    l[(*n)++] = v;
    *list = l;
}

static int vm_main(int argc, char **argv);

/* The process stack starts below argv and the environment, so its addresses, and with them
 * the cache sets the interpreter's C frames map to, would move with the length of the
 * command line: a run with one more option (e.g. -X:deaths=merlin) would measure a slightly
 * different cache behaviour (Mytkowicz et al., "Producing wrong data without doing
 * anything obviously wrong", ASPLOS 2009). The VM therefore starts its work at a stack
 * address whose low 16 bits are fixed (0xc000 below a 64 KiB boundary), whatever argv and
 * the environment hold: set indices of caches with up to 64 KiB per way do not move. */
int main(int argc, char **argv)
{
    uintptr_t sp = (uintptr_t)__builtin_frame_address(0);
    uintptr_t target = (sp & ~(uintptr_t)0xffff) - 0x4000;
    volatile char *pad = __builtin_alloca(sp - target);
    pad[0] = 0;
    return vm_main(argc, argv);
}

/* -Xlog:WHAT[,WHAT...] with HotSpot's selector names (an optional =info level): the few
 * logs this VM keeps, one line each on standard output */
static void parse_xlog(const char *a)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", a + 6);
    for (char *save = NULL, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        char *level = strchr(w, '=');
        if (level && strcmp(level, "=info") != 0)
            fatal("-Xlog: level '%s' of '%s' (this VM logs at info only)", level + 1, w);
        if (level)
            *level = 0;
        if (strcmp(w, "class+load") == 0)
            opt.log_class_load = 1;
        else if (strcmp(w, "class+init") == 0)
            opt.log_class_init = 1;
        else if (strcmp(w, "startuptime") == 0)
            opt.log_startup = 1;
        else
            fatal("-Xlog: unknown selector '%s' (class+load, class+init, startuptime)", w);
    }
}

const char *main_command; /* sun.java.command: the main class (or jar) and its arguments */

static char *command_line(const char *main_arg, int nargs, char **args)
{
    size_t n = strlen(main_arg) + 1;
    for (int k = 0; k < nargs; k++)
        n += strlen(args[k]) + 1;
    char *s = xmalloc(n);
    strcpy(s, main_arg);
    for (int k = 0; k < nargs; k++) {
        strcat(s, " ");
        strcat(s, args[k]);
    }
    return s;
}

static int vm_main(int argc, char **argv)
{
    int i = 1, xms_given = 0, xmx_given = 0;
    const char *jar = NULL, *cp = NULL;
    for (; i < argc && argv[i][0] == '-' && !jar; i++) {
        const char *a = argv[i];
        char line[512];
        if (strncmp(a, "-X:h=", 5) == 0) {
            /* MiB without a suffix (the existing runs); k/m/g suffixes as -Xmx's */
            char *end;
            unsigned long n = strtoul(a + 5, &end, 10);
            int shift = 20;
            if (*end && !end[1] && strchr("kKmMgG", *end))
                shift = *end == 'k' || *end == 'K' ? 10 : *end == 'm' || *end == 'M' ? 20 : 30, end++;
            unsigned long long bytes = (unsigned long long)n << shift;
            if (a[5] < '0' || a[5] > '9' || *end || n > 1536ul * 1024 || bytes < (128u << 10) || bytes > (1536ull << 20))
                fatal("bad heap size '%s' (128k..1536m: megabytes without a suffix, or k/m/g as -Xmx's: 4, 8192k, 8m, 1g)",
                      a + 5);
            opt.heap_min = opt.heap_max = (uint32_t)bytes;
            xms_given = xmx_given = 1;
        } else if (strncmp(a, "-Xms", 4) == 0 || strncmp(a, "-Xmx", 4) == 0) {
            int max = a[3] == 'x';
            uint32_t n = parse_size(a + 4);
            if (!n || n < HEAP_LIMIT_MIN || n > HEAP_LIMIT_MAX) {
                snprintf(line, sizeof line, "Invalid %s heap size: %s (this VM's heap: 128k to 1536m)",
                         max ? "maximum" : "initial", a);
                launcher_error(line);
            }
            if (max)
                opt.heap_max = n, xmx_given = 1;
            else
                opt.heap_min = n, xms_given = 1;
        } else if (strncmp(a, "-X:gc=", 6) == 0) {
            opt.plan = a + 6;
        } else if (strcmp(a, "-X:verify") == 0) {
            opt.verify = 1;
        } else if (strcmp(a, "-X:stats") == 0) {
            opt.stats = 1;
        } else if (strcmp(a, "-X:exec=baseline") == 0 || strcmp(a, "-X:exec=interp") == 0) {
            exec_baseline = a[8] == 'b';
        } else if (strncmp(a, "-X:exec=", 8) == 0) {
            fatal("unknown execution mode '%s' (baseline or interp)", a + 8);
        } else if (strcmp(a, "-X:exec-stats") == 0) {
            exec_stats = 1;
        } else if (strcmp(a, "-X:exec-stats=all") == 0) {
            exec_stats = 2;
        } else if (strncmp(a, "-X:exec-limit=", 14) == 0) {
            exec_limit = (uint32_t)strtoul(a + 14, NULL, 10);
        } else if (strcmp(a, "-X:deaths=merlin") == 0) {
            opt.deaths = DEATHS_MERLIN;
        } else if (strcmp(a, "-X:deaths=brute") == 0) {
            opt.deaths = DEATHS_BRUTE;
        } else if (strncmp(a, "-X:eventlog=", 12) == 0) {
            opt.eventlog = a + 12;
        } else if (strncmp(a, "-X:jimage=", 10) == 0) {
            opt.jimage = a + 10;
        } else if (strcmp(a, "-X:classlib=jdk") == 0) {
            opt.classlib_jdk = 1;
        } else if (strcmp(a, "-X:classlib=bundled") == 0) {
            opt.classlib_jdk = 0;
        } else if (strcmp(a, "-X:jimage-check") == 0) {
            opt.jimage_check = 1;
        } else if (strncmp(a, "-Xlog:", 6) == 0) {
            parse_xlog(a);
        } else if (strncmp(a, "-X:dumpdir=", 11) == 0) {
            opt.dumpdir = a + 11;
        } else if (strcmp(a, "-cp") == 0 || strcmp(a, "-classpath") == 0 || strcmp(a, "--class-path") == 0) {
            if (i + 1 >= argc) {
                out_printf(2, "Error: %s requires class path specification\n", a);
                usage();
            }
            cp = argv[++i];
        } else if (strncmp(a, "--class-path=", 13) == 0) {
            cp = a + 13;
        } else if (strcmp(a, "-jar") == 0) {
            if (i + 1 >= argc) {
                out_printf(2, "Error: -jar requires jar file specification\n");
                usage();
            }
            jar = argv[++i];
        } else if (strncmp(a, "-D", 2) == 0 && a[2] && a[2] != '=') {
            add_to(&opt.props, &opt.nprops, a + 2);
        } else if (strncmp(a, "-ea", 3) == 0 && (a[3] == 0 || a[3] == ':')) {
            add_to(&opt.asserts, &opt.nasserts, a + 1);
        } else if (strncmp(a, "-da", 3) == 0 && (a[3] == 0 || a[3] == ':')) {
            add_to(&opt.asserts, &opt.nasserts, a + 1);
        } else if (strncmp(a, "-enableassertions", 17) == 0 && (a[17] == 0 || a[17] == ':')) {
            snprintf(line, sizeof line, "ea%s", a + 17);
            add_to(&opt.asserts, &opt.nasserts, xstrdup(line));
        } else if (strncmp(a, "-disableassertions", 18) == 0 && (a[18] == 0 || a[18] == ':')) {
            snprintf(line, sizeof line, "da%s", a + 18);
            add_to(&opt.asserts, &opt.nasserts, xstrdup(line));
        } else if (strcmp(a, "-esa") == 0 || strcmp(a, "-enablesystemassertions") == 0) {
            opt.system_asserts = 1;
        } else if (strcmp(a, "-dsa") == 0 || strcmp(a, "-disablesystemassertions") == 0) {
            opt.system_asserts = 0;
        } else if (strcmp(a, "-version") == 0) {
            print_version(2);
            _exit(0);
        } else if (strcmp(a, "--version") == 0) {
            print_version(1);
            _exit(0);
        } else if (strcmp(a, "-help") == 0 || strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0 ||
                   strcmp(a, "-?") == 0) {
            usage();
        } else {
            snprintf(line, sizeof line, "Unrecognized option: %s", a);
            launcher_error(line);
        }
    }
    /* the heap: an -Xms or -Xmx alone moves the other default out of its way (as HotSpot does) */
    if (xms_given && !xmx_given && opt.heap_max < opt.heap_min)
        opt.heap_max = opt.heap_min;
    if (xmx_given && !xms_given && opt.heap_min > opt.heap_max)
        opt.heap_min = opt.heap_max;
    if (opt.heap_min > opt.heap_max) {
        out_printf(2, "Error occurred during initialization of VM\n"
                      "Initial heap size set to a larger value than the maximum heap size\n");
        _exit(1);
    }
    if (opt.jimage)
        image_open(opt.jimage);
    if ((opt.classlib_jdk || opt.jimage_check) && !opt.jimage)
        fatal("%s needs the runtime image: -X:jimage=IMAGE/lib/modules (guests/jdk/image.sh builds it)",
              opt.classlib_jdk ? "-X:classlib=jdk" : "-X:jimage-check");
    char *main_name = NULL;
    if (opt.jimage_check) {
        main_name = xstrdup("(none)");
    } else if (jar) {
        /* -jar: the jar is the whole class path (-cp is ignored, as by the JDK) */
        main_name = jar_main_class(jar);
        opt.ncp = 0;
        split_cp(jar);
    } else {
        if (i >= argc)
            usage();
        const char *env = cp ? NULL : getenv("CLASSPATH");
        if (cp || (env && *env)) {
            split_cp(cp ? cp : env);
        } else {
            for (size_t b = 0; b < sizeof bundled / sizeof bundled[0]; b++)
                if (strcmp(argv[i], bundled[b]) == 0) {
                    size_t n = strlen("bench/") + strlen(bundled[b]) + strlen("/Main") + 1;
                    main_name = xmalloc(n);
                    snprintf(main_name, n, "bench/%s/Main", bundled[b]);
                    i++;
                    break;
                }
        }
        if (!opt.ncp)
            split_cp(".");
        if (!main_name)
            main_name = xstrdup(argv[i++]);
    }
    for (char *p = main_name; *p; p++)
        if (*p == '.')
            *p = '/';
    const char *main_arg = jar ? jar : argv[i - 1];

    events_init();
    interp_init();
    heap_init();
    if (opt.classlib_jdk) {
        main_command = command_line(main_arg, argc - i, argv + i);
        jdk_boot(); /* OpenJDK's java.base from the runtime image (jdk.c) */
    } else {
        boot_classes(NULL, 0);
        strings_boot();
        throw_oom_prepare();
        init_or_die("java/lang/Object");
        init_or_die("java/lang/String");
        init_or_die("java/lang/System");
    }
    if (opt.jimage_check) {
        booting = 0;
        vm_exit(jdk_image_check());
    }

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
            fatal("could not find or load main class %s (class path %s%s)", jar ? main_name : main_arg,
                  opt.ncp ? opt.cp[0] : "", opt.ncp > 1 ? ":..." : "");
        free(bytes);
    }
    main_loading = main_arg;
    Class *mc = load_class(main_name);
    main_loading = NULL;
    if (!mc)
        fatal("could not find or load main class %s", main_arg);
    Method *mm = find_declared_method(mc, "main", "([Ljava/lang/String;)V");
    if (!mm || !(mm->flags & ACC_STATIC)) { /* the JDK's exit status 1 */
        out_printf(2, "jvm: main method not found in class %s: define public static void main(String[] args)\n", main_arg);
        _exit(1);
    }

    boot_done();
    if (opt.classlib_jdk)
        event_marker("main"); /* the library's boot, announced, ends here */

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
    threads_main_end(); /* the VM ends when every non-daemon thread has */
    if (opt.classlib_jdk)
        jdk_shutdown();
    vm_exit(status);
}
