/* base.h - the VM's bottom layer: Java's primitive types, the object model every layer
 * shares, the command-line options, VM-internal memory and output (util.c), and 64-bit
 * values in 32-bit slots. It includes no other header of the VM.
 *
 * The VM's layers, each with its header, each including only the one below (docs/vm-layers.md,
 * tools/layers.sh checks it):
 *   base.h  <- events.h  <- classmodel.h  <- mm.h  <- exec.h  <- vmthread.h  <- natives.h  <- vm.h
 * A lower layer that needs a function or variable of a higher one declares it in its header's
 * "bindings" section, as mmtk-core's VMBinding names what the memory manager asks of the
 * runtime: every upward call is visible there and nowhere else. */
#ifndef BASE_H
#define BASE_H

#include <stdint.h>
#include <stddef.h>
#include <string.h>

typedef int8_t jbyte;
typedef uint16_t jchar;
typedef int16_t jshort;
typedef int32_t jint;
typedef int64_t jlong;
typedef float jfloat;
typedef double jdouble;

struct Class;
struct Method;

/* ---- object model (README.md "Object model") ----
 * Every object: status word at 0, TIB (type information block = the Class) at 4.
 * Arrays add a length word at 8; element 0 is at 12. References are 4 bytes,
 * objects are 4-byte aligned. */
typedef struct Object {
    uint32_t status;
    struct Class *tib;
} Object;

typedef struct Array {
    uint32_t status;
    struct Class *tib;
    int32_t length;
} Array;

#define HEADER_BYTES 8
#define ARRAY_LENGTH_OFFSET 8
#define ARRAY_DATA_OFFSET 12
#define OBJ_ALIGN 4
#define ARRAY_DATA(a) ((void *)((char *)(a) + ARRAY_DATA_OFFSET))
#define FIELD_PTR(o, off) ((void *)((char *)(o) + (off)))

/* status word bits (the rest is free for plans) */
#define STATUS_FORWARDED 0x1u /* during a copying GC: status = new address | 1 */
#define STATUS_HASHED 0x2u    /* identity hash taken; the hash lives in bits 8..31 */
#define STATUS_LOCK_SHIFT 2   /* bits 2..7: thin lock recursion count (threads.c) */
#define STATUS_LOCK_MASK 0xfcu
#define STATUS_LOCK_ONE 0x4u
#define STATUS_LOCK_INFLATED 0xfcu /* all ones: the monitor is in threads.c's side table */

/* ---- options (main.c parses them) ---- */
typedef struct Options {
    uint32_t heap_min;   /* -Xms (initial heap) */
    uint32_t heap_max;   /* -Xmx (the heap grows up to it); -X:h= sets both: a fixed heap */
    const char *plan;
    int verify;
    int stats;
    const char *dumpdir;
    const char *eventlog;
    const char **cp;
    int ncp;
    const char **props; /* -Dkey=value, in command-line order (the last one of a key wins) */
    int nprops;
    const char **asserts; /* -ea[:...] / -da[:...] as given, in order */
    int nasserts;
    int system_asserts; /* -esa / -dsa */
    int deaths;         /* -X:deaths=merlin|brute: DEATHS_* (deaths.c) */
    const char *jimage; /* -X:jimage=PATH: a runtime image's lib/modules (archive.c, jdk.c) */
    int classlib_jdk;   /* -X:classlib=jdk: OpenJDK 17's class library from that image */
    int jimage_check;   /* -X:jimage-check: parse every class of the image, then exit */
    int log_class_load; /* -Xlog:class+load: each class as it is linked, with its source */
    int log_class_init; /* -Xlog:class+init: each class as its initialisation runs */
    int log_startup;    /* -Xlog:startuptime: the phases of start-up (jdk.c) */
} Options;

/* ---- util.c ---- */
_Noreturn void fatal(const char *fmt, ...);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t m);
char *xstrdup(const char *s);
char *perm_bytes(size_t n); /* never freed (util.c) */
void out_printf(int fd, const char *fmt, ...);

/* ---- helpers for 64-bit values in 32-bit slots (big-endian: high word first) ---- */
static inline jlong get_long(const uint32_t *p) { jlong v; memcpy(&v, p, 8); return v; }
static inline void put_long(uint32_t *p, jlong v) { memcpy(p, &v, 8); }
static inline jdouble get_double(const uint32_t *p) { jdouble v; memcpy(&v, p, 8); return v; }
static inline void put_double(uint32_t *p, jdouble v) { memcpy(p, &v, 8); }
static inline jfloat get_float(const uint32_t *p) { jfloat v; memcpy(&v, p, 4); return v; }
static inline void put_float(uint32_t *p, jfloat v) { memcpy(p, &v, 4); }

/* ---- bindings: what base asks of the layers above ----
 * main.c's state while the VM starts; what fatal() writes before it exits (the run's files
 * stay valid, SPEC section 10) */
extern Options opt;
extern int booting;              /* main.c: until the program's main starts */
extern const char *main_loading; /* the main class's name while it is loaded: fatal() exits 1 */
extern const char *main_command; /* main.c: sun.java.command (the main class and its arguments) */
extern struct Class *all_classes; /* classes.c */
void dump_classes(void);          /* dumps.c */
void events_flush(void);          /* events.c */
#endif
