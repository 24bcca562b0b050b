/* props.c - what the command line tells the class library: system properties given with
 * -Dkey=value (System.getProperty asks commandLineProperty first) and the class path
 * ("java.class.path"), and the assertion status of a class (-ea/-da/-esa/-dsa), which
 * javac-compiled `assert` reads once through Class.desiredAssertionStatus into the
 * class's $assertionsDisabled. */
#include "natives.h"
#include <stdlib.h>


#define A_REF(i) ((Object *)(uintptr_t)args[i])
#define R_INT(v) (ret[0] = (uint32_t)(jint)(v))
#define R_REF(o) (ret[0] = (uint32_t)(uintptr_t)(o))

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
    if (!val && strcmp(key, "java.class.path") == 0) {
        size_t n = 1;
        for (int i = 0; i < opt.ncp; i++)
            n += strlen(opt.cp[i]) + 1;
        cp = xcalloc(n, 1);
        for (int i = 0; i < opt.ncp; i++) {
            if (i)
                strcat(cp, ":");
            strcat(cp, opt.cp[i]);
        }
        val = cp;
    }
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
