/* events.c - the featured-address event protocol (docs/events.md, SPEC section 4).
 * Payload words go to the featured page, then a store to FEATURE_END commits the event.
 * Under the simulator the page is already mapped (and is no ordinary memory); under QEMU
 * the VM maps it itself so that the same stores are harmless. */
#include "jvm.h"
#include <sys/mman.h>

#define FEATURE_PAGE 0x7fffe000u

static volatile uint32_t *const feature = (volatile uint32_t *)(uintptr_t)FEATURE_PAGE;

void events_init(void)
{
    /* A hint without MAP_FIXED: if the page is free we get exactly it; if something (the
     * simulator) already maps it, the kernel picks another address, which we give back. */
    void *want = (void *)(uintptr_t)FEATURE_PAGE;
    void *p = mmap(want, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED && p != want)
        munmap(p, 4096);
}

/* Nothing is announced while booting: those objects are listed in feature.dump instead. */
void event_emit(uint32_t word, uint32_t next, uint32_t extra, uint32_t arg3, uint32_t arg4)
{
    if (booting)
        return;
    feature[1] = next;
    feature[2] = extra;
    feature[4] = arg3;
    feature[5] = arg4;
    feature[0] = word;
    feature[3] = 1; /* FEATURE_END: commits */
}
