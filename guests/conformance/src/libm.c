/* glibc's libm on ppc32 (it executes mffscrn/mffsl: they must behave as mffs
 * on this pre-ISA-3.0 CPU): double and float functions over a spread of
 * arguments, printed as exact hex floats (%a). */
#define _GNU_SOURCE
#include <math.h>

#include "common.h"

static const double X[] = { 0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 3.14159265358979311600,
                            -2.718281828459045, 10.0, 100.5, 1e-10, 1e10, 0x1p-1030,
                            INFINITY, -INFINITY, NAN };

typedef double (*f1)(double);
typedef double (*f2)(double, double);
typedef float (*g1)(float);
float powf_half(float x);

#define F1(name) { #name, name }
static const struct {
    const char *name;
    f1 fn;
} UN[] = {
    F1(sin),   F1(cos),   F1(tan),   F1(asin),  F1(acos),  F1(atan),  F1(sinh),  F1(cosh),
    F1(tanh),  F1(asinh), F1(acosh), F1(atanh), F1(exp),   F1(exp2),  F1(expm1), F1(log),
    F1(log2),  F1(log10), F1(log1p), F1(sqrt),  F1(cbrt),  F1(floor), F1(ceil),  F1(round),
    F1(trunc), F1(rint),  F1(fabs),  F1(erf),   F1(erfc),  F1(tgamma), F1(lgamma), F1(logb),
};

static const struct {
    const char *name;
    f2 fn;
} BIN[] = {
    { "pow", pow }, { "atan2", atan2 }, { "fmod", fmod }, { "hypot", hypot },
    { "remainder", remainder }, { "fmin", fmin }, { "fmax", fmax }, { "copysign", copysign },
    { "fdim", fdim }, { "nextafter", nextafter },
};

#define G1(name) { #name, name }
static const struct {
    const char *name;
    g1 fn;
} UNF[] = {
    G1(sinf), G1(cosf), G1(tanf), G1(expf), G1(logf), G1(sqrtf), G1(floorf), G1(ceilf),
    G1(roundf), G1(truncf), G1(atanf), G1(cbrtf), G1(powf_half),
};

int main(void)
{
    for (size_t f = 0; f < ARRAY_LEN(UN); f++)
        for (size_t i = 0; i < ARRAY_LEN(X); i++)
            printf("%s(%a) = %a\n", UN[f].name, X[i], UN[f].fn(X[i]));
    static const double Y[] = { 0.0, 0.5, -1.0, 2.0, 3.0, -0.5, 1e300, INFINITY };
    for (size_t f = 0; f < ARRAY_LEN(BIN); f++)
        for (size_t i = 0; i < ARRAY_LEN(X); i += 2)
            for (size_t j = 0; j < ARRAY_LEN(Y); j++)
                printf("%s(%a, %a) = %a\n", BIN[f].name, X[i], Y[j], BIN[f].fn(X[i], Y[j]));
    static const float XF[] = { 0.0f, 0.5f, 1.0f, -1.5f, 3.14159265f, 100.25f, 1e-20f, 1e20f };
    for (size_t f = 0; f < ARRAY_LEN(UNF); f++)
        for (size_t i = 0; i < ARRAY_LEN(XF); i++)
            printf("%s(%a) = %a\n", UNF[f].name, (double)XF[i], (double)UNF[f].fn(XF[i]));
    /* Functions with integer or pointer results. */
    for (size_t i = 0; i < ARRAY_LEN(X); i++) {
        int e;
        double ip;
        double m = frexp(X[i], &e);
        double fr = modf(X[i], &ip);
        printf("frexp(%a) = %a,%d modf = %a,%a ilogb=%d ldexp(x,-3)=%a scalbn(x,70)=%a isnan=%d isinf=%d "
               "signbit=%d fpclassify=%d\n",
               X[i], m, isfinite(X[i]) ? e : 0, fr, ip, isfinite(X[i]) && X[i] != 0 ? ilogb(X[i]) : 0,
               ldexp(X[i], -3), scalbn(X[i], 70), isnan(X[i]), isinf(X[i]), !!signbit(X[i]),
               fpclassify(X[i]));
    }
    for (size_t i = 0; i < 8; i++) {
        double s, c;
        sincos(X[i], &s, &c);
        printf("sincos(%a) = %a,%a lround=%ld llround=%lld fma(x,x,-1)=%a\n", X[i], s, c,
               lround(X[i]), llround(X[i]), fma(X[i], X[i], -1.0));
    }
    /* A larger argument reduction and a long accumulation. */
    double acc = 0.0;
    for (int k = 1; k <= 2000; k++)
        acc += sin(k * 1.2345) * exp(-k * 1e-3) + log(k) / sqrt(k);
    printf("accumulated = %a (%.17g)\n", acc, acc);
    printf("sin(1e22) = %a cos(1e22) = %a\n", sin(1e22), cos(1e22));
    return 0;
}

float powf_half(float x)
{
    return powf(x, 0.5f);
}
