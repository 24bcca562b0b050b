/* events.c - the featured-address event protocol (docs/events.md, SPEC section 4).
 * Payload words go to the featured page, then a store to FEATURE_END commits the event.
 * Under the simulator the page is already mapped (and is no ordinary memory); under QEMU
 * the VM maps it itself so that the same stores are harmless. */
#include "events.h"
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#define FEATURE_PAGE 0x7fffe000u

static volatile uint32_t *const feature = (volatile uint32_t *)(uintptr_t)FEATURE_PAGE;

/* -X:eventlog=FILE: every event also goes to FILE as 6 big-endian words
 * (word, next, extra, 0, arg3, arg4), plus the MEM_UNMAP records the simulator would make,
 * for checking the stream without the simulator (tools/EventCheck.java). */
static int log_fd = -1;
static uint32_t log_buf[6 * 512];
static uint32_t log_n;

void events_flush(void)
{
    if (log_fd < 0 || !log_n)
        return;
    const char *p = (const char *)log_buf;
    size_t left = log_n * 4;
    while (left) {
        ssize_t w = write(log_fd, p, left);
        if (w <= 0)
            fatal("cannot write the event log");
        p += w;
        left -= (size_t)w;
    }
    log_n = 0;
}

static void log_event(uint32_t word, uint32_t next, uint32_t extra, uint32_t arg3, uint32_t arg4)
{
    uint32_t *e = log_buf + log_n;
    e[0] = word;
    e[1] = next;
    e[2] = extra;
    e[3] = 0;
    e[4] = arg3;
    e[5] = arg4;
    log_n += 6;
    if (log_n == sizeof log_buf / 4)
        events_flush();
}

void event_log_unmap(uint32_t start, uint32_t len)
{
    if (deaths_on) /* a collector gives memory back: the forwarding pointers are still there */
        deaths_region(deaths_gc_moved);
    if (log_fd >= 0 && !booting)
        log_event(9, start, len, 0, 0);
}

/* an event sent inline (MEASURE_OFF/ON around deaths.c's regions): the log alone */
void event_log_only(uint32_t word)
{
    if (log_fd >= 0 && !booting)
        log_event(word, 0, 0, 0, 0);
}

void events_init(void)
{
    if (opt.eventlog) {
        log_fd = open(opt.eventlog, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (log_fd < 0)
            fatal("cannot create the event log %s", opt.eventlog);
    }
    /* mincore tells whether the page is mapped (the simulator maps it; msync cannot tell
     * under QEMU). If that is unknown, a hint without MAP_FIXED: a free page is exactly what
     * we get; if something already maps it, the kernel picks another address, given back. */
    void *want = (void *)(uintptr_t)FEATURE_PAGE;
    unsigned char resident;
    if (mincore(want, 4096, &resident) == 0)
        return;
    void *p = mmap(want, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED && p != want)
        munmap(p, 4096);
}

/* Nothing is announced while booting: those objects are listed in feature.dump instead. */
void event_emit(uint32_t word, uint32_t next, uint32_t extra, uint32_t arg3, uint32_t arg4)
{
    if (booting)
        return;
    if (log_fd >= 0)
        log_event(word, next, extra, arg3, arg4);
    feature[1] = next;
    feature[2] = extra;
    feature[4] = arg3;
    feature[5] = arg4;
    feature[0] = word;
    feature[3] = 1; /* FEATURE_END: commits */
}

/* MARKER: a string (at most MARKER_MAX bytes are sent) in chunks of up to 12 bytes, one
 * event each: the bytes fill NEXT, EXTRA, ARG3 from their most significant byte on (so the
 * words read as the text on a big-endian machine; unused bytes are 0), and ARG4 holds the
 * chunk's byte count (0..12) plus MARKER_MORE when another chunk of the same string follows.
 * The empty string is one event of count 0. */
#define MARKER_MAX 255u
#define MARKER_MORE 0x100u
void event_marker(const char *s)
{
    size_t n = strlen(s), off = 0;
    if (n > MARKER_MAX)
        n = MARKER_MAX;
    do {
        uint32_t w[3] = {0, 0, 0};
        size_t k = n - off > 12 ? 12 : n - off;
        for (size_t i = 0; i < k; i++)
            w[i / 4] |= (uint32_t)(uint8_t)s[off + i] << (24 - 8 * (i % 4));
        off += k;
        event_emit(EV_MARKER, w[0], w[1], w[2], (uint32_t)k | (off < n ? MARKER_MORE : 0));
    } while (off < n);
}
