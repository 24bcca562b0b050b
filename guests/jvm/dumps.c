/* dumps.c - class.dump (the type dictionary and object model) and feature.dump (the
 * objects that exist before main starts), in the formats of docs/dump-formats.md. */
#include "jvm.h"
#include <stdio.h>
#include <stdlib.h>

extern void heap_walk(void (*fn)(Object *));
extern uint32_t mirror_vmclass_offset;

static FILE *open_dump(const char *file)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", opt.dumpdir, file);
    FILE *f = fopen(path, "w");
    if (!f)
        fatal("cannot write %s", path);
    return f;
}

/* java/lang/String -> java.lang.String, [[I -> int[][], [Ljava/lang/String; -> java.lang.String[] */
static void print_name(FILE *f, Class *c)
{
    if (c->is_array) {
        print_name(f, c->elem);
        fputs("[]", f);
        return;
    }
    for (const char *p = c->name; *p; p++)
        fputc(*p == '/' ? '.' : *p, f);
}

/* the type id of a field descriptor without loading anything */
static uint32_t desc_type_id(const char *desc)
{
    if (desc[0] != 'L' && desc[0] != '[')
        return prim_class_for(desc[0])->type_id;
    char name[512];
    size_t n = strlen(desc);
    if (desc[0] == 'L') {
        n -= 2;
        if (n >= sizeof name)
            return cls_Object->type_id;
        memcpy(name, desc + 1, n);
    } else {
        if (n >= sizeof name)
            return cls_Object->type_id;
        memcpy(name, desc, n);
    }
    name[n] = 0;
    Class *c = find_loaded(name);
    return c ? c->type_id : cls_Object->type_id;
}

typedef struct FieldRec {
    uint32_t offset, type_id;
    const char *name;
} FieldRec;

static int cmp_field(const void *a, const void *b)
{
    const FieldRec *x = a, *y = b;
    return (x->offset > y->offset) - (x->offset < y->offset);
}

static void dump_class(FILE *f, Class *c)
{
    uint32_t n = 0;
    for (Class *k = c; k; k = k->super)
        for (int i = 0; i < k->nfields; i++)
            if (!(k->fields[i].flags & ACC_STATIC))
                n++;
    int hidden = c == cls_Class;
    FieldRec *recs = xcalloc(n + 1, sizeof(FieldRec));
    uint32_t j = 0;
    for (Class *k = c; k; k = k->super)
        for (int i = 0; i < k->nfields; i++)
            if (!(k->fields[i].flags & ACC_STATIC))
                recs[j++] = (FieldRec){k->fields[i].offset, desc_type_id(k->fields[i].desc), k->fields[i].name};
    if (hidden)
        recs[j++] = (FieldRec){mirror_vmclass_offset, prim_class_for('I')->type_id, "<vm-class>"};
    qsort(recs, j, sizeof(FieldRec), cmp_field);
    fprintf(f, "class\t%u\t", c->type_id);
    print_name(f, c);
    fprintf(f, "\t%u\t%u\t%u\n", c->instance_size, (c->super && !c->is_interface) ? c->super->type_id : 0, j);
    for (uint32_t i = 0; i < j; i++)
        fprintf(f, "field\t%u\t%u\t%s\n", recs[i].offset, recs[i].type_id, recs[i].name);
    free(recs);
}

void dump_classes(void)
{
    event_emit(EV_CLASS_DUMP_START, 0, 0, 0, 0);
    FILE *f = open_dump("class.dump");
    fprintf(f, "# class.dump 1\n");
    fprintf(f, "model\theader=%d\tstatus=0\ttib=4\tarray_length=%d\tarray_data=%d\tref=4\talign=%d\n",
            HEADER_BYTES, ARRAY_LENGTH_OFFSET, ARRAY_DATA_OFFSET, OBJ_ALIGN);
    for (Class *c = all_classes; c; c = c->next)
        if (c->is_prim)
            fprintf(f, "prim\t%u\t%s\t%u\n", c->type_id, c->name, c->elem_size);
    for (Class *c = all_classes; c; c = c->next) {
        if (c->is_prim)
            continue;
        if (c->is_array) {
            fprintf(f, "array\t%u\t", c->type_id);
            print_name(f, c);
            fprintf(f, "\t%u\t%u\n", c->elem->type_id, c->elem_size);
            continue;
        }
        dump_class(f, c);
        for (int i = 0; i < c->nmethods; i++)
            fprintf(f, "method\t%u\t%u\t%s\t%s\n", c->methods[i].id, c->type_id, c->methods[i].name, c->methods[i].desc);
    }
    threads_dump(f); /* `thread` lines, when a second thread was started */
    if (fclose(f) != 0)
        fatal("cannot write class.dump");
    event_emit(EV_CLASS_DUMP_END, 0, 0, 0, 0);
}

static FILE *feature_file;

static void dump_object(Object *o)
{
    fprintf(feature_file, "new\t0x%08x\t%u\t%u\t", (uint32_t)(uintptr_t)o, o->tib->type_id, object_size(o));
    if (o->tib->is_array)
        fprintf(feature_file, "%d\n", ((Array *)o)->length);
    else
        fputs("-\n", feature_file);
}

void dump_feature(void)
{
    feature_file = open_dump("feature.dump");
    fprintf(feature_file, "# feature.dump 1\n");
    heap_walk(dump_object);
    if (fclose(feature_file) != 0)
        fatal("cannot write feature.dump");
}
