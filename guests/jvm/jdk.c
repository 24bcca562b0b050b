/* jdk.c - OpenJDK 17's class library in this VM (issue 33; guests/jdk/README.md).
 *
 * -X:jimage=PATH opens a runtime image (archive.c, jimage.c). -X:classlib=jdk will boot
 * java.base from it; booting is not implemented yet, and the VM says so and stops.
 * -X:jimage-check parses every class of the image's modules through the class-file parser
 * and its format checks (classfile.c, verify_format.c, verify_code.c: the checks every
 * class not built with the VM gets), after the VM has booted its own library, and prints
 * per module how many classes and bytes it read and which classes failed, with why. */
#include "exec.h"
#include <stdio.h>
#include <stdlib.h>

typedef struct Module {
    char name[64];
    uint32_t classes, bytes, failed;
} Module;

typedef struct Check {
    Module mods[32];
    int nmods;
    uint32_t failed;
    uint32_t major[70];     /* class-file major versions */
} Check;

/* the detail message of a pending exception, as "Class: message" */
static void pending_text(char *buf, size_t n)
{
    Object *ex = thread.pending;
    char cls[256];
    dotted_name(ex->tib, cls, sizeof cls);
    Field *f = find_field(cls_Throwable, "detailMessage", "Ljava/lang/String;");
    Object *msg = f ? *(Object **)FIELD_PTR(ex, f->offset) : NULL;
    char *m = msg ? string_to_utf8(msg) : NULL;
    snprintf(buf, n, "%s%s%s", cls, m ? ": " : "", m ? m : "");
    free(m);
}

static int check_class(void *ctx, const char *module, const char *name, const uint8_t *data, uint32_t len)
{
    Check *k = ctx;
    Module *m = NULL;
    for (int i = 0; i < k->nmods && !m; i++)
        if (strcmp(k->mods[i].name, module) == 0)
            m = &k->mods[i];
    if (!m) {
        if (k->nmods == (int)(sizeof k->mods / sizeof k->mods[0]))
            fatal("-X:jimage-check: more than %d modules", k->nmods);
        m = &k->mods[k->nmods++];
        snprintf(m->name, sizeof m->name, "%s", module);
    }
    m->classes++;
    m->bytes += len;
    if (len >= 8 && (uint32_t)(data[6] << 8 | data[7]) < sizeof k->major / sizeof k->major[0])
        k->major[data[6] << 8 | data[7]]++;
    Class *c = parse_class(data, len, name);
    if (!c) {
        char why[512];
        pending_text(why, sizeof why);
        thread.pending = NULL;
        m->failed++;
        if (k->failed++ < 20)
            out_printf(1, "failed: /%s/%s.class: %s\n", module, name, why);
    }
    return 0;
}

int jdk_image_check(void)
{
    static Check k; /* (large: not on the stack) */
    image_each_class(check_class, &k);
    uint32_t classes = 0, bytes = 0;
    for (int i = 0; i < k.nmods; i++) {
        out_printf(1, "%-22s %6u classes %10u bytes %4u failed\n", k.mods[i].name, k.mods[i].classes,
                   k.mods[i].bytes, k.mods[i].failed);
        classes += k.mods[i].classes;
        bytes += k.mods[i].bytes;
    }
    out_printf(1, "%-22s %6u classes %10u bytes %4u failed\n", "all", classes, bytes, k.failed);
    for (uint32_t v = 0; v < sizeof k.major / sizeof k.major[0]; v++)
        if (k.major[v])
            out_printf(1, "class-file version %u: %u classes\n", v, k.major[v]);
    return k.failed ? 1 : 0;
}

void jdk_boot_or_die(void)
{
    uint32_t n;
    uint8_t *object = image_read_class("java/lang/Object", &n);
    if (!object)
        fatal("-X:classlib=jdk: the image %s has no java/lang/Object (not a java.base image)", opt.jimage);
    free(object);
    fatal("-X:classlib=jdk: booting OpenJDK 17's java.base from %s is not implemented yet (issue 33; "
          "-X:jimage-check parses its classes)",
          opt.jimage);
}
