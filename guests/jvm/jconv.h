/* Java's numeric conversions and comparisons (JVMS 6.5 d2i, f2i, d2l, fcmpl/fcmpg,
 * dcmpl/dcmpg): NaN converts to 0, out-of-range values saturate; a comparison with a NaN
 * operand gives `nan` (-1 for the *l forms, 1 for the *g forms). One definition for the
 * interpreter (interp.c) and the baseline compiler's helpers (jit_helpers.c). */
#ifndef JCONV_H
#define JCONV_H

#include <limits.h>

static inline jint f2i(jfloat v)
{
    if (v != v) return 0;
    if (v >= 2147483648.0f) return INT_MAX;
    if (v <= -2147483648.0f) return INT_MIN;
    return (jint)v;
}
static inline jint d2i(jdouble v)
{
    if (v != v) return 0;
    if (v >= 2147483647.0) return INT_MAX;
    if (v <= -2147483648.0) return INT_MIN;
    return (jint)v;
}
static inline jlong d2l(jdouble v)
{
    if (v != v) return 0;
    if (v >= 9223372036854775807.0) return LLONG_MAX;
    if (v <= -9223372036854775808.0) return LLONG_MIN;
    return (jlong)v;
}
static inline jint fcmp(jfloat a, jfloat b, jint nan) { return a > b ? 1 : a < b ? -1 : a == b ? 0 : nan; }
static inline jint dcmp(jdouble a, jdouble b, jint nan) { return a > b ? 1 : a < b ? -1 : a == b ? 0 : nan; }

#endif
