/* events.h - the featured-address events the VM writes for the simulator (events.c;
 * docs/events.md lists them with their arguments). */
#ifndef EVENTS_H
#define EVENTS_H
#include "base.h"

enum {
    EV_NEW_SCALAR = 1, EV_NEW_ARRAY = 2, EV_GC_START = 3, EV_GC_END = 4, EV_COPY_SCALAR = 5,
    EV_COPY_ARRAY = 6, EV_CLASS_DUMP_START = 7, EV_CLASS_DUMP_END = 8, EV_FREE = 10,
    EV_TRACE_ON = 11, EV_TRACE_OFF = 12, EV_MARKER = 13, EV_ALLOC_SITE = 14, EV_THREAD_SWITCH = 15,
    EV_MEASURE_OFF = 16, EV_MEASURE_ON = 17, EV_DEATH = 18, EV_ROOT_ADD = 19, EV_ROOT_DROP = 20,
    EV_FINAL_STEP = 21, EV_CODE = 22
};
/* GC_START kinds (ARG4) */
enum { GC_FULL = 0, GC_MINOR = 1, GC_MAJOR = 2, GC_WINDOW = 3 };
void events_init(void);
void events_flush(void);
void event_log_unmap(uint32_t start, uint32_t len);
void event_emit(uint32_t word, uint32_t next, uint32_t extra, uint32_t arg3, uint32_t arg4);
void event_marker(const char *s); /* MARKER: the bytes in chunks of 12 (docs/events.md) */
void event_log_only(uint32_t word); /* -X:eventlog only (an event sent inline) */

/* ---- bindings: what events asks of the layers above ----
 * deaths.c (mm.h): a collector's giving memory back is a time step of the exact deaths */
extern int deaths_on;
void deaths_region(void (*fn)(void));
void deaths_gc_moved(void);
#endif
