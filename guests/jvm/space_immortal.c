/* space_immortal.c - the immortal space (space.h): bump allocation in one mapping, never
 * collected (Jikes RVM's and MMTk's boot and immortal spaces). A collection traces through
 * its objects as through any other, so a side bitmap (a bit per 4-byte word) marks the ones
 * it has reached; the marks are forgotten when the collection ends. */
#include "plan.h"
#include <stdlib.h>

void immortal_init(ImmortalSpace *s, const char *name, uint32_t reserve)
{
    s->map = (Mapping){name, 0, 0};
    mapping_map(&s->map, reserve);
    s->top = s->map.start;
    s->marks = xcalloc(s->map.size / 4 / 32, sizeof(uint32_t));
}

void *immortal_alloc(ImmortalSpace *s, uint32_t bytes)
{
    if ((uint32_t)(s->map.start + s->map.size - s->top) < bytes)
        return 0;
    char *p = s->top;
    s->top += bytes;
    return p;
}

int immortal_test_and_mark(ImmortalSpace *s, Object *o)
{
    uint32_t w = (uint32_t)((char *)o - s->map.start) / 4;
    uint32_t bit = 1u << (w & 31);
    if (s->marks[w >> 5] & bit)
        return 0;
    s->marks[w >> 5] |= bit;
    return 1;
}

int immortal_marked(const ImmortalSpace *s, Object *o)
{
    uint32_t w = (uint32_t)((char *)o - s->map.start) / 4;
    return (s->marks[w >> 5] >> (w & 31)) & 1;
}

void immortal_release(ImmortalSpace *s)
{
    uint32_t used_words = (uint32_t)(s->top - s->map.start) / 4;
    memset(s->marks, 0, (used_words / 32 + 1) * sizeof(uint32_t));
}
