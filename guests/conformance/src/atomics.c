/* lwarx/stwcx. with a reservation: explicit loops, the reservation being lost
 * by a second stwcx., GCC's __atomic builtins on 8/16/32-bit objects (the
 * narrow ones are built from lwarx/stwcx. with masks on this CPU), and a
 * counter incremented many times. */
#include "common.h"

static uint32_t word __attribute__((aligned(16)));

static uint32_t atomic_add_asm(uint32_t *p, uint32_t v)
{
    uint32_t old, tmp;
    __asm__ volatile("1:\tlwarx %0,0,%2\n\t"
                     "add %1,%0,%3\n\t"
                     "stwcx. %1,0,%2\n\t"
                     "bne- 1b"
                     : "=&r"(old), "=&r"(tmp)
                     : "b"(p), "r"(v)
                     : "cr0", "memory");
    return old;
}

int main(void)
{
    word = 40;
    uint32_t old = atomic_add_asm(&word, 2);
    printf("lwarx/stwcx. add: old=%u new=%u\n", old, word);

    /* stwcx. succeeds once after lwarx; a second stwcx. has no reservation. */
    uint32_t loaded, cr1, cr2;
    word = 7;
    __asm__ volatile("lwarx %0,0,%3\n\t"
                     "stwcx. %4,0,%3\n\t"
                     "mfcr %1\n\t"
                     "stwcx. %5,0,%3\n\t"
                     "mfcr %2"
                     : "=&r"(loaded), "=&r"(cr1), "=&r"(cr2)
                     : "b"(&word), "r"(100), "r"(200)
                     : "cr0", "memory");
    printf("lwarx -> %u; first stwcx. cr0.eq=%u; second stwcx. cr0.eq=%u; memory=%u\n", loaded,
           (cr1 >> 29) & 1, (cr2 >> 29) & 1, word);


    uint32_t w = 5;
    uint32_t expected = 5;
    int ok = __atomic_compare_exchange_n(&w, &expected, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas 5->9: ok=%d value=%u\n", ok, w);
    expected = 5;
    ok = __atomic_compare_exchange_n(&w, &expected, 11, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas 5->11 on 9: ok=%d value=%u expected-now=%u\n", ok, w, expected);
    printf("exchange -> old=%u ", __atomic_exchange_n(&w, 77u, __ATOMIC_SEQ_CST));
    printf("new=%u\n", w);
    printf("fetch_or 0x100 -> %u, fetch_and 0xff -> %u, fetch_xor 1 -> %u, sub_fetch 3 -> %u\n",
           __atomic_fetch_or(&w, 0x100u, __ATOMIC_SEQ_CST), __atomic_fetch_and(&w, 0xffu, __ATOMIC_SEQ_CST),
           __atomic_fetch_xor(&w, 1u, __ATOMIC_SEQ_CST), __atomic_sub_fetch(&w, 3u, __ATOMIC_SEQ_CST));

    /* Narrow atomics: neighbours must be untouched. */
    struct {
        uint8_t b[4];
        uint16_t h[2];
    } narrow __attribute__((aligned(4))) = { { 1, 2, 3, 4 }, { 0x1111, 0x2222 } };
    __atomic_fetch_add(&narrow.b[2], 250, __ATOMIC_SEQ_CST);
    __atomic_fetch_add(&narrow.h[1], 0xf000, __ATOMIC_SEQ_CST);
    uint8_t eb = 1;
    __atomic_compare_exchange_n(&narrow.b[0], &eb, 0xee, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("narrow: bytes %02x %02x %02x %02x halves %04x %04x\n", narrow.b[0], narrow.b[1],
           narrow.b[2], narrow.b[3], narrow.h[0], narrow.h[1]);
    static unsigned char flag;
    int t1 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    int t2 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    __atomic_clear(&flag, __ATOMIC_SEQ_CST);
    printf("test_and_set: %d then %d, cleared to %d\n", t1, t2, flag);

    /* A counter. */
    static uint32_t counter;
    for (int i = 0; i < 100000; i++)
        __atomic_fetch_add(&counter, 3, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    printf("counter after 100000 x 3 = %u\n", counter);
    __sync_synchronize();
    printf("__sync_fetch_and_add -> %u, __sync_bool_compare_and_swap -> %d\n",
           __sync_fetch_and_add(&counter, 1), __sync_bool_compare_and_swap(&counter, 300001, 0));
    printf("final counter %u\n", counter);
    return 0;
}
