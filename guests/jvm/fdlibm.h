/* fdlibm.h - StrictMath's functions as the JDK computes them: Sun's fdlibm 5.3, bit for bit
 * (the Java specification fixes StrictMath's results to fdlibm's). OpenJDK 17's libjava runs
 * fdlibm's C for the functions below; -X:classlib=jdk's StrictMath natives (jdk_lang.c) call
 * these. The code is a C translation of the bundled class library's Java re-expression
 * (classlib/src/java/lang/FdLibm*.java: the algorithms, the operation order and the constants
 * are those files', which are fdlibm 5.3's), so both libraries give the same bits.
 *
 * Pure functions of their arguments: no VM state, part of the base layer (tools/layers.py).
 * Files: fdlibm.c (IEEEremainder, sinh/cosh/tanh, exp/expm1/log/log10/log1p), fdlibm_trig.c
 * (sin/cos/tan with the argument reduction modulo pi/2, asin/acos/atan/atan2). Not here:
 * sqrt (IEEE sqrt is correctly rounded, as fdlibm's e_sqrt.c), and cbrt, hypot and pow, which
 * JDK 17's StrictMath computes in Java (java.lang.FdLibm), as exp; fd_exp is here because
 * sinh and cosh call it.
 *
 * fdlibm's notice, for the algorithms and constants re-expressed here: "Copyright (C) 1993 by
 * Sun Microsystems, Inc. All rights reserved. Developed at SunSoft, a Sun Microsystems, Inc.
 * business. Permission to use, copy, modify, and distribute this software is freely granted,
 * provided that this notice is preserved." */
#ifndef FDLIBM_H
#define FDLIBM_H

#include <stdint.h>
#include <string.h>

double fd_sin(double x);
double fd_cos(double x);
double fd_tan(double x);
double fd_asin(double x);
double fd_acos(double x);
double fd_atan(double x);
double fd_atan2(double y, double x);
double fd_exp(double x);
double fd_expm1(double x);
double fd_log(double x);
double fd_log10(double x);
double fd_log1p(double x);
double fd_sinh(double x);
double fd_cosh(double x);
double fd_tanh(double x);
double fd_remainder(double x, double p); /* StrictMath.IEEEremainder */

/* ---- word access, shared by fdlibm.c and fdlibm_trig.c ----
 * fdlibm's __HI/__LO: a double's high word (sign, exponent, top 20 fraction bits) and low
 * word, through its 64-bit pattern (memcpy: no aliasing, no assumption on the byte order). */
static inline uint64_t fd_bits(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

static inline double fd_from_bits(uint64_t b)
{
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

static inline int32_t fd_hi(double x) { return (int32_t)(fd_bits(x) >> 32); }
static inline int32_t fd_lo(double x) { return (int32_t)(uint32_t)fd_bits(x); }

/* the double with high word h and low word l */
static inline double fd_words(int32_t h, int32_t l) { return fd_from_bits((uint64_t)(uint32_t)h << 32 | (uint32_t)l); }

/* x with its high word replaced by h */
static inline double fd_with_hi(double x, int32_t h) { return fd_words(h, fd_lo(x)); }

/* x with its low word replaced by l (fdlibm's "chop" when l is 0) */
static inline double fd_with_lo(double x, int32_t l) { return fd_words(fd_hi(x), l); }

/* the high word plus k << 20: x scaled by 2^k when the result stays normal (fdlibm adds to
 * __HI(y) this way); unsigned, so a negative k shifts without undefined behaviour */
static inline int32_t fd_hi_plus_exp(double x, int k) { return (int32_t)((uint32_t)fd_hi(x) + ((uint32_t)k << 20)); }

#define FD_SIGN ((int32_t)0x80000000)
#define FD_EXP_MASK 0x7ff00000
#define FD_ABS_MASK 0x7fffffff
#define FD_TWO54 0x1.0p54
#define FD_HUGE 1.0e300

#endif
