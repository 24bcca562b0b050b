/* props.c - what the command line tells the class library: system properties given with
 * -Dkey=value (System.getProperty asks commandLineProperty first) and the class path
 * ("java.class.path"), and the assertion status of a class (-ea/-da/-esa/-dsa), which
 * javac-compiled `assert` reads once through Class.desiredAssertionStatus into the
 * class's $assertionsDisabled. */
#include "natives.h"
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <sys/utsname.h>
#include <unistd.h>


#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

/* the class path as one string, the entries joined with ':' (malloc'd) */
static char *class_path(void)
{
    size_t n = 2;
    for (int i = 0; i < opt.ncp; i++)
        n += strlen(opt.cp[i]) + 1;
    char *cp = xcalloc(n, 1);
    for (int i = 0; i < opt.ncp; i++) {
        if (i)
            strcat(cp, ":");
        strcat(cp, opt.cp[i]);
    }
    return cp;
}

/* System.commandLineProperty(key): the last -Dkey=value's value ("" for -Dkey), then
 * java.class.path; null otherwise */
static void n_commandLineProperty(uint32_t *args, uint32_t *ret)
{
    char *key = string_to_utf8(A_REF(0));
    size_t kl = strlen(key);
    const char *val = NULL;
    for (int i = 0; i < opt.nprops; i++) {
        const char *p = opt.props[i];
        if (strncmp(p, key, kl) == 0 && (p[kl] == '=' || p[kl] == 0))
            val = p[kl] ? p + kl + 1 : "";
    }
    char *cp = NULL;
    if (!val && strcmp(key, "java.class.path") == 0)
        val = cp = class_path();
    free(key);
    R_REF(NULL);
    if (val)
        R_REF(new_string_utf8(val)); /* NULL with OutOfMemoryError pending */
    free(cp);
}

/* does rule `r` ("ea:pkg..." style, after the "ea"/"da") name package `pkg` or a parent?
 * returns the length of the package it names + 1 (0: no match); "..." alone is the unnamed
 * package */
static size_t package_match(const char *r, const char *cls)
{
    size_t rl = strlen(r);
    if (rl < 3 || strcmp(r + rl - 3, "...") != 0)
        return 0;
    size_t pl = rl - 3;
    const char *dot = strrchr(cls, '.');
    size_t cpl = dot ? (size_t)(dot - cls) : 0;
    if (pl == 0)
        return cpl == 0 ? 1 : 0;
    if (cpl < pl || strncmp(cls, r, pl) != 0 || (cpl > pl && cls[pl] != '.'))
        return 0;
    return pl + 1;
}

/* Class.desiredAssertionStatus(): the JDK's rules. Library classes follow -esa/-dsa; for
 * the others a rule naming the class wins, then the rule for its most specific package
 * (the last of equals), then the last plain -ea/-da. */
static void n_desiredAssertionStatus(uint32_t *args, uint32_t *ret)
{
    Class *c = mirror_class(A_REF(0));
    if (!c->from_cp) {
        R_INT(opt.system_asserts);
        return;
    }
    char *name = xstrdup(c->name);
    for (char *q = name; *q; q++)
        if (*q == '/')
            *q = '.';
    int plain = 0, by_class = -1, by_pkg = -1;
    size_t best = 0;
    for (int i = 0; i < opt.nasserts; i++) {
        const char *r = opt.asserts[i];
        int on = r[0] == 'e';
        if (r[2] == 0) {
            plain = on;
        } else if (strcmp(r + 3, name) == 0) {
            by_class = on;
        } else {
            size_t m = package_match(r + 3, name);
            if (m && m >= best) {
                best = m;
                by_pkg = on;
            }
        }
    }
    free(name);
    R_INT(by_class >= 0 ? by_class : by_pkg >= 0 ? by_pkg : plain);
}

const NativeEntry props_natives[] = {
    {"java/lang/System.commandLineProperty(Ljava/lang/String;)Ljava/lang/String;", n_commandLineProperty},
    {"java/lang/Class.desiredAssertionStatus()Z", n_desiredAssertionStatus},
};
const size_t props_natives_count = sizeof props_natives / sizeof props_natives[0];

/* ---- OpenJDK's library (-X:classlib=jdk): jdk.internal.util.SystemProps$Raw ---- */

static void put_string(Array *a, int i, const char *v)
{
    if (!v || i < 0 || i >= a->length)
        return;
    int h = handle_push((Object *)a);
    Object *s = new_string_utf8(v);
    a = (Array *)handles[h];
    handle_pop(1);
    if (s)
        store_ref((Object *)a, (Object **)ARRAY_DATA(a) + i, s);
}

/* a compile-time int constant of SystemProps$Raw (the _*_NDX indexes, FIXED_LENGTH) */
static int raw_index(Class *raw, const char *name)
{
    Field *f = find_field(raw, name, "I");
    if (!f || !f->const_index)
        fatal("jdk.internal.util.SystemProps$Raw has no constant %s", name);
    return raw->cp[f->const_index].u.i;
}

/* The directory of the runtime image: -X:jimage=DIR/lib/modules's DIR (java.home) */
static char *java_home(void)
{
    char *h = xstrdup(opt.jimage);
    char *m = strstr(h, "/lib/modules");
    if (m && !m[12])
        *m = 0;
    return h;
}

/* A string of the platform's encoding, as libjava's JNU_NewStringPlatform makes it: UTF-8,
 * ISO-8859-1 and US-ASCII ("646") in C; any other through Java, after asking
 * Charset.isSupported once (the first such call initialises java.nio.charset, so the
 * classes initialise in HotSpot's order), with new String(bytes, encoding). */
static Object *platform_string(const char *v, const char *enc)
{
    static int supported = -1;
    if (strcmp(enc, "UTF-8") == 0 || strcmp(enc, "ISO-8859-1") == 0 || strcmp(enc, "ISO646-US") == 0)
        return new_string_utf8(v);
    Object *encoding = new_string_utf8(enc);
    if (!encoding)
        return NULL;
    int h = handle_push(encoding);
    if (supported < 0) {
        Class *cs = load_class_or_die("java/nio/charset/Charset");
        Method *m = find_declared_method(cs, "isSupported", "(Ljava/lang/String;)Z");
        uint32_t a[1] = {(uint32_t)(uintptr_t)handles[h]}, r[2] = {0, 0};
        if (class_init(cs) < 0 || invoke_method(m, a, r) < 0) {
            handle_pop(1);
            return NULL;
        }
        supported = (int)r[0];
    }
    Object *s = NULL;
    if (!supported) {
        s = new_string_utf8(v);
    } else {
        size_t n = strlen(v);
        Array *b = alloc_array(array_class_of(prim_class_for('B')), (jint)n);
        if (b) {
            memcpy(ARRAY_DATA(b), v, n);
            int hb = handle_push((Object *)b);
            s = alloc_object(cls_String);
            if (s) {
                int hs = handle_push(s);
                Method *ctor = find_declared_method(cls_String, "<init>", "([BLjava/lang/String;)V");
                uint32_t a[3] = {(uint32_t)(uintptr_t)handles[hs], (uint32_t)(uintptr_t)handles[hb],
                                 (uint32_t)(uintptr_t)handles[h]};
                s = invoke_method(ctor, a, NULL) < 0 ? NULL : handles[hs];
                handle_pop(1);
            }
            handle_pop(1);
        }
    }
    handle_pop(1);
    return s;
}

static void put_platform(Array *a, int i, const char *v, const char *enc)
{
    int h = handle_push((Object *)a);
    Object *s = platform_string(v, enc);
    a = (Array *)handles[h];
    handle_pop(1);
    if (s)
        store_ref((Object *)a, (Object **)ARRAY_DATA(a) + i, s);
}

/* The platform's character encoding, as libjava's ParseLocale finds it: the codeset of
 * LC_ALL, else LC_CTYPE, else LANG (setlocale + nl_langinfo(CODESET)), with its alias table's
 * "utf8" -> "UTF-8"; no codeset (C, POSIX, unset) is "ANSI_X3.4-1968". The guest's static
 * glibc has no locale files to load, so the variable is read here, as a host with the
 * locale installed would report it. */
static void platform_codeset(char *enc, size_t n)
{
    const char *names[] = {"LC_ALL", "LC_CTYPE", "LANG"}, *l = NULL;
    for (int i = 0; i < 3 && !(l && *l); i++)
        l = getenv(names[i]);
    const char *dot = l ? strchr(l, '.') : NULL;
    if (!dot || !dot[1]) {
        snprintf(enc, n, "ANSI_X3.4-1968");
        return;
    }
    snprintf(enc, n, "%.*s", (int)strcspn(dot + 1, "@"), dot + 1);
    if (strcasecmp(enc, "utf8") == 0 || strcasecmp(enc, "utf-8") == 0)
        snprintf(enc, n, "UTF-8");
}

/* SystemProps$Raw.platformProperties(): the values the JDK's libjava takes from the OS,
 * by the class's own indexes (guests/jdk/BOOT.md section 5.3) */
static void n_platformProperties(uint32_t *args, uint32_t *ret)
{
    (void)args;
    Class *raw = load_class_or_die("jdk/internal/util/SystemProps$Raw");
    Array *a = alloc_array(array_class_of(cls_String), raw_index(raw, "FIXED_LENGTH"));
    if (!a)
        return;
    int h = handle_push((Object *)a);
#define PUT(ndx, v) put_string((Array *)handles[h], raw_index(raw, ndx), v)
    char enc[64];
    platform_codeset(enc, sizeof enc);
#define PUT_PLATFORM(ndx, v) put_platform((Array *)handles[h], raw_index(raw, ndx), v, enc)
    PUT("_display_country_NDX", "US");
    PUT("_display_language_NDX", "en");
    PUT("_format_country_NDX", "US");
    PUT("_format_language_NDX", "en");
    PUT("_file_encoding_NDX", enc);
    PUT("_file_separator_NDX", "/");

    PUT("_line_separator_NDX", "\n");
    PUT("_os_arch_NDX", "ppc");
    PUT("_os_name_NDX", "Linux");
    struct utsname u;
    PUT("_os_version_NDX", uname(&u) == 0 ? u.release : "unknown");
    PUT("_path_separator_NDX", ":");
    PUT("_sun_arch_data_model_NDX", "32");
    PUT("_sun_cpu_endian_NDX", "big");
    PUT("_sun_io_unicode_encoding_NDX", "UnicodeBig");
    PUT("_sun_jnu_encoding_NDX", enc);
    /* libjava asks getpwuid, which a static guest cannot (glibc's NSS loads shared
     * libraries): the environment's HOME and USER instead, "?" without them */
    const char *home = getenv("HOME"), *user = getenv("USER");
    char cwd[4096];
    PUT_PLATFORM("_user_home_NDX", home && *home ? home : "?");
    PUT_PLATFORM("_user_name_NDX", user && *user ? user : "?");
    PUT_PLATFORM("_user_dir_NDX", getcwd(cwd, sizeof cwd) ? cwd : "/");
    PUT_PLATFORM("_java_io_tmpdir_NDX", "/tmp");
#undef PUT
#undef PUT_PLATFORM
    R_REF(handles[h]);
    handle_pop(1);
}

/* SystemProps$Raw.vmProperties(): key, value, ... (what HotSpot's Arguments set) */
static void n_vmProperties(uint32_t *args, uint32_t *ret)
{
    (void)args;
    char *home = java_home(), *cp = class_path();
    char lib[4200];
    snprintf(lib, sizeof lib, "%s/lib", home);
    const char *kv[] = {
        "java.vm.specification.name", "Java Virtual Machine Specification",
        "java.vm.specification.vendor", "Oracle Corporation",
        "java.vm.specification.version", "17",
        "java.vm.name", "ppcsim guest VM (32-bit)",
        "java.vm.vendor", "ppcsim",
        "java.vm.version", "17",
        "java.vm.info", exec_baseline ? "baseline mode" : "interpreted mode",
        "jdk.debug", "release",
        "java.home", home,
        "sun.boot.library.path", lib,
        "java.library.path", "/usr/java/packages/lib:/usr/lib/powerpc-linux-gnu/jni:/lib/powerpc-linux-gnu:"
                             "/usr/lib/powerpc-linux-gnu:/usr/lib/jni:/lib:/usr/lib",
        "java.class.path", cp,
        "jdk.boot.class.path.append", "",
        "sun.java.command", main_command ? main_command : "",
        "sun.java.launcher", "SUN_STANDARD",
    };
    int n = (int)(sizeof kv / sizeof kv[0]);
    Array *a = alloc_array(array_class_of(cls_String), n + 2 * opt.nprops + 2);
    if (a) {
        int h = handle_push((Object *)a);
        for (int i = 0; i < n; i++)
            put_string((Array *)handles[h], i, kv[i]);
        for (int i = 0; i < opt.nprops; i++) { /* -Dkey=value, in order (the last wins) */
            const char *eq = strchr(opt.props[i], '=');
            char *key = xstrdup(opt.props[i]);
            if (eq)
                key[eq - opt.props[i]] = 0;
            put_string((Array *)handles[h], n + 2 * i, key);
            put_string((Array *)handles[h], n + 2 * i + 1, eq ? eq + 1 : "");
            free(key);
        }
        R_REF(handles[h]);
        handle_pop(1);
    }
    free(home);
    free(cp);
}

const NativeEntry jdk_props_natives[] = {
    {"jdk/internal/util/SystemProps$Raw.platformProperties()[Ljava/lang/String;", n_platformProperties},
    {"jdk/internal/util/SystemProps$Raw.vmProperties()[Ljava/lang/String;", n_vmProperties},
    {"java/lang/Class.desiredAssertionStatus0(Ljava/lang/Class;)Z", n_desiredAssertionStatus},
};
const size_t jdk_props_natives_count = sizeof jdk_props_natives / sizeof jdk_props_natives[0];
