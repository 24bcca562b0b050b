/* 64-bit integer arithmetic on a 32-bit CPU: add/sub with carry chains
 * (addc/adde), multiplication (mullw/mulhwu), and libgcc's __divdi3,
 * __udivdi3, __moddi3, __umoddi3, __ashldi3, __lshrdi3, __ashrdi3, plus
 * conversions to and from double (__floatdidf, __fixdfdi). */
#include "common.h"

static const uint64_t V64[] = {
    0x0000000000000000ull, 0x0000000000000001ull, 0x0000000000000003ull,
    0x00000000ffffffffull, 0x0000000100000000ull, 0x000000017fffffffull,
    0x7fffffffffffffffull, 0x8000000000000000ull, 0x8000000000000001ull,
    0xfffffffffffffffdull, 0xffffffffffffffffull, 0x123456789abcdef0ull,
    0xfedcba9876543210ull, 0x00000000000003e8ull,
};

int main(void)
{
    /* volatile so that the compiler cannot fold anything away. */
    volatile uint64_t va, vb;
    for (size_t i = 0; i < ARRAY_LEN(V64); i++)
        for (size_t j = 0; j < ARRAY_LEN(V64); j++) {
            va = V64[i];
            vb = V64[j];
            uint64_t a = va, b = vb;
            int64_t sa = (int64_t)a, sb = (int64_t)b;
            printf("%016llx %016llx add=%016llx sub=%016llx mul=%016llx", (unsigned long long)a,
                   (unsigned long long)b, (unsigned long long)(a + b),
                   (unsigned long long)(a - b), (unsigned long long)(a * b));
            if (b != 0) {
                printf(" udiv=%016llx umod=%016llx", (unsigned long long)(a / b),
                       (unsigned long long)(a % b));
                if (!(sa == INT64_MIN && sb == -1))
                    printf(" sdiv=%016llx smod=%016llx", (unsigned long long)(sa / sb),
                           (unsigned long long)(sa % sb));
            }
            printf(" ult=%d slt=%d\n", a < b, sa < sb);
        }
    volatile unsigned n;
    for (size_t i = 0; i < ARRAY_LEN(V64); i += 3)
        for (unsigned k = 0; k < 64; k += 5) {
            n = k;
            uint64_t a = V64[i];
            printf("%016llx shift %2u: shl=%016llx lshr=%016llx ashr=%016llx\n",
                   (unsigned long long)a, n, (unsigned long long)(a << n),
                   (unsigned long long)(a >> n), (unsigned long long)((int64_t)a >> n));
        }
    for (size_t i = 0; i < ARRAY_LEN(V64); i++) {
        va = V64[i];
        int64_t s = (int64_t)va;
        double ds = (double)s, du = (double)va;
        printf("%016llx -> double signed %a unsigned %a\n", (unsigned long long)va, ds, du);
    }
    static const double D[] = { 0.0, -0.0, 1.5, -1.5, 4294967296.5, -4294967297.75,
                                9.2233720368547748e18, -9.2233720368547758e18,
                                1.8446744073709550e19, 123456789012345.6 };
    volatile double vd;
    for (size_t i = 0; i < ARRAY_LEN(D); i++) {
        vd = D[i];
        long long s = (vd >= -9.2233720368547758e18 && vd < 9.2233720368547758e18) ? (long long)vd : 0;
        unsigned long long u = (vd >= 0 && vd < 1.8446744073709552e19) ? (unsigned long long)vd : 0;
        printf("%a -> int64 %016llx uint64 %016llx\n", vd, (unsigned long long)s, u);
    }
    /* A long dependent chain: 64-bit LCG and a 64-bit division loop. */
    uint64_t x = 88172645463325252ull, acc = 0;
    for (int i = 0; i < 2000; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        acc += x / ((x >> 40) | 1) + x % 1000003;
    }
    printf("lcg x=%016llx acc=%016llx\n", (unsigned long long)x, (unsigned long long)acc);
    return 0;
}
