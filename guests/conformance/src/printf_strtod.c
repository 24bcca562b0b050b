/* Formatting and parsing numbers: printf of doubles (%.17g %a %e %f %g with
 * widths and flags, special values), integers of every size, strtod/strtof
 * on decimal and hex input (halfway cases, denormals, overflow), strtol
 * family with bases and errors, and snprintf truncation. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

#include "common.h"

int main(void)
{
    static const double D[] = { 0.0, -0.0, 1.0, 0.1, 1.0 / 3.0, 2.5, 1e21, 1e-7, 123456789.125,
                                5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
                                INFINITY, -INFINITY, NAN, -1.5e-310, 9007199254740993.0 };
    for (size_t i = 0; i < ARRAY_LEN(D); i++) {
        double d = D[i];
        printf("[%.17g] [%a] [%e] [%.3f] [%g] [%12.4e] [%-10.2f|] [%+.0f] [%#.0e] [%010.3f] [%.20e]\n",
               d, d, d, d, d, d, d, d, d, d, d);
    }
    printf("%.60f\n", 0.1);
    printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -0.5);
    printf("%f\n", 1e300);

    long long ll = -9223372036854775807LL - 1;
    unsigned long long ull = 18446744073709551615ULL;
    printf("[%d] [%i] [%u] [%x] [%X] [%o] [%#x] [%#o] [%5d] [%-5d|] [%05d] [%+d] [% d]\n", -42, 42,
           4000000000u, 0xdeadbeefu, 0xdeadbeefu, 8u, 255u, 8u, 7, 7, -7, 7, 7);
    printf("[%lld] [%llu] [%llx] [%" PRId64 "] [%hhd] [%hd] [%zu] [%c] [%5s] [%-5s|] [%.2s]\n", ll,
           ull, ull, (int64_t)1 << 40, (signed char)-1, (short)-32768, (size_t)123, 'Z', "ab",
           "ab", "abcdef");
    char buf[16];
    const char *volatile long_str = "truncated-string";
    int n = snprintf(buf, sizeof buf, "%s-%d-%f", long_str, 12345, 3.25);
    printf("snprintf returned %d, buffer [%s]\n", n, buf);

    static const char *const S[] = {
        "0", "-0", "1", "0.1", "1e-400", "1e400", "-1e400", "4.9406564584124654e-324",
        "2.4703282292062327e-324", "2.4703282292062328e-324", "0x1.fffffffffffffp1023",
        "0x1p-1074", "9007199254740993", "9007199254740995", "1.00000000000000011102230246251565404236316680908203125",
        "nan", "-inf", "  +3.5abc", "abc", ".5e1", "1e", "0x", "123456789012345678901234567890",
    };
    for (size_t i = 0; i < ARRAY_LEN(S); i++) {
        char *end;
        errno = 0;
        double d = strtod(S[i], &end);
        int e1 = errno;
        errno = 0;
        float f = strtof(S[i], NULL);
        int e2 = errno;
        printf("strtod(\"%s\") = %a consumed=%d erange=%d | strtof = %a erange=%d\n", S[i], d,
               (int)(end - S[i]), e1 == ERANGE, (double)f, e2 == ERANGE);
    }
    static const struct {
        const char *s;
        int base;
    } L[] = { { "123", 10 }, { "-123", 10 }, { "0x1f", 16 }, { "0x1f", 0 }, { "017", 0 },
              { "zz", 36 }, { "2147483648", 10 }, { "-2147483649", 10 }, { "4294967295", 10 },
              { "18446744073709551616", 10 }, { "  -7xyz", 10 }, { "", 10 } };
    for (size_t i = 0; i < ARRAY_LEN(L); i++) {
        char *end;
        errno = 0;
        long v = strtol(L[i].s, &end, L[i].base);
        int e1 = errno;
        errno = 0;
        unsigned long uv = strtoul(L[i].s, NULL, L[i].base);
        int e2 = errno;
        errno = 0;
        long long lv = strtoll(L[i].s, NULL, L[i].base);
        int e3 = errno;
        printf("strtol(\"%s\",%d) = %ld used=%d erange=%d | strtoul = %lu erange=%d | strtoll = %lld erange=%d\n",
               L[i].s, L[i].base, v, (int)(end - L[i].s), e1 == ERANGE, uv, e2 == ERANGE, lv,
               e3 == ERANGE);
    }
    printf("atoi(\" 42\")=%d atof(\"2.5e3\")=%g\n", atoi(" 42"), atof("2.5e3"));
    int a, b2;
    double x;
    char word[8];
    int got = sscanf("17 0x2a 6.25e-1 hello", "%d %i %lf %7s", &a, &b2, &x, word);
    printf("sscanf got %d: %d %d %.17g %s\n", got, a, b2, x, word);
    return 0;
}
