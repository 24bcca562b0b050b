/* fdlibm_trig.c - fdlibm 5.3's sin, cos, tan, asin, acos, atan and atan2 (s_sin.c, s_cos.c,
 * s_tan.c, k_sin.c, k_cos.c, k_tan.c, e_asin.c, e_acos.c, s_atan.c, e_atan2.c) with the
 * argument reduction modulo pi/2 (e_rem_pio2.c, k_rem_pio2.c): a C translation of
 * classlib/src/java/lang/FdLibmTrig.java and FdLibmRemPio2.java, operation for operation.
 * See fdlibm.h for the provenance; the coefficients and the 2/pi and pi/2 tables are
 * fdlibm 5.3's (hexadecimal, exact; the decimal forms in the comments). */
#include "fdlibm.h"
#include <math.h>

/* ---- argument reduction: x - n*pi/2 as a head and tail y[0] + y[1], n returned ----
 * Medium arguments (|x| <= 2^19 pi/2) subtract n times pi/2 split into 33-bit pieces, in up
 * to three rounds; larger ones take the Payne-Hanek route, multiplying 24-bit chunks of x by
 * the needed window of 2/pi's bits. */

/* 2/pi in 24-bit chunks: 396 hex digits */
static const int32_t two_over_pi[] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7,
    0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C,
    0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11,
    0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
    0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E,
    0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
};

/* high words of n*pi/2 for n = 1..32: near these, the first round may cancel */
static const int32_t npio2_hw[] = {
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
    0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
    0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
    0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
};

static const double INVPIO2 = 0x1.45f306dc9c883p-1; /* 6.36619772367581382433e-01 */
static const double PIO2_1 = 0x1.921fb544p0;        /* first 33 bits of pi/2 */
static const double PIO2_1T = 0x1.0b4611a626331p-34; /* pi/2 - PIO2_1 */
static const double PIO2_2 = 0x1.0b4611a6p-34;      /* second 33 bits of pi/2 */
static const double PIO2_2T = 0x1.3198a2e037073p-69; /* pi/2 - (PIO2_1+PIO2_2) */
static const double PIO2_3 = 0x1.3198a2ep-69;       /* third 33 bits of pi/2 */
static const double PIO2_3T = 0x1.b839a252049c1p-104; /* pi/2 - (PIO2_1+PIO2_2+PIO2_3) */

/* pi/2 in 24-bit float-sized pieces */
static const double pio2[] = {
    0x1.921fb4p0,    /* 1.57079625129699707031e+00 */
    0x1.4442dp-24,   /* 7.54978941586159635335e-08 */
    0x1.846988p-48,  /* 5.39030252995776476554e-15 */
    0x1.8cc516p-72,  /* 3.28200341580791294123e-22 */
    0x1.01b838p-96,  /* 1.27065575308067607349e-29 */
    0x1.a25204p-120, /* 1.22933308981111328932e-36 */
    0x1.382228p-145, /* 2.73370053816464559624e-44 */
    0x1.9f31dp-169,  /* 2.16741683877804819444e-51 */
};
static const double TWO24 = 0x1.0p24;
static const double TWON24 = 0x1.0p-24;

/* k_rem_pio2.c for double precision (fdlibm's prec 2, jk = 4): x[0..nx-1] are the 24-bit
 * pieces of the argument scaled by 2^-e0; sets y[0] + y[1] to the reduced argument, returns
 * n mod 8 */
static int kernel_rem_pio2(const double *x, double *y, int e0, int nx)
{
    enum { jk = 4, jp = jk };
    int32_t iq[20];
    double f[20], fq[20], q[20];
    int jx = nx - 1;
    int jv = (e0 - 3) / 24;
    if (jv < 0)
        jv = 0;
    int q0 = e0 - 24 * (jv + 1);
    /* f[0..jx+jk] = the window of 2/pi's chunks this x needs */
    int j = jv - jx, m = jx + jk;
    for (int i = 0; i <= m; i++, j++)
        f[i] = j < 0 ? 0.0 : (double)two_over_pi[j];
    for (int i = 0; i <= jk; i++) {
        double fw = 0.0;
        for (j = 0; j <= jx; j++)
            fw += x[j] * f[jx + i - j];
        q[i] = fw;
    }
    int jz = jk, n, ih;
    double z;
    for (;;) {
        /* distil q[] into 24-bit integers iq[], most significant last */
        int i = 0;
        j = jz;
        z = q[jz];
        while (j > 0) {
            double fw = (int32_t)(TWON24 * z);
            iq[i] = (int32_t)(z - TWO24 * fw);
            z = q[j - 1] + fw;
            i++;
            j--;
        }
        z = scalbn(z, q0);
        z -= 8.0 * floor(z * 0.125); /* drop integer part >= 8 */
        n = (int32_t)z;
        z -= n;
        ih = 0;
        if (q0 > 0) { /* iq[jz-1] holds bits of n */
            i = iq[jz - 1] >> (24 - q0);
            n += i;
            iq[jz - 1] -= i << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if (q0 == 0) {
            ih = iq[jz - 1] >> 23;
        } else if (z >= 0.5) {
            ih = 2;
        }
        if (ih > 0) { /* fraction > 0.5: take 1 - fraction */
            n += 1;
            int carry = 0;
            for (i = 0; i < jz; i++) {
                j = iq[i];
                if (carry == 0) {
                    if (j != 0) {
                        carry = 1;
                        iq[i] = 0x1000000 - j;
                    }
                } else {
                    iq[i] = 0xffffff - j;
                }
            }
            if (q0 == 1)
                iq[jz - 1] &= 0x7fffff;
            else if (q0 == 2)
                iq[jz - 1] &= 0x3fffff;
            if (ih == 2) {
                z = 1.0 - z;
                if (carry != 0)
                    z -= scalbn(1.0, q0);
            }
        }
        if (z != 0.0)
            break;
        /* all fraction bits cancelled so far: more terms of 2/pi may be needed */
        j = 0;
        for (i = jz - 1; i >= jk; i--)
            j |= iq[i];
        if (j != 0)
            break;
        int k = 1;
        while (iq[jk - k] == 0)
            k++;
        for (i = jz + 1; i <= jz + k; i++) {
            f[jx + i] = two_over_pi[jv + i];
            double fw = 0.0;
            for (j = 0; j <= jx; j++)
                fw += x[j] * f[jx + i - j];
            q[i] = fw;
        }
        jz += k;
    }
    if (z == 0.0) { /* chop zero terms */
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) {
            jz--;
            q0 -= 24;
        }
    } else { /* break z into 24-bit pieces if needed */
        z = scalbn(z, -q0);
        if (z >= TWO24) {
            double fw = (int32_t)(TWON24 * z);
            iq[jz] = (int32_t)(z - TWO24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = (int32_t)fw;
        } else {
            iq[jz] = (int32_t)z;
        }
    }
    double fw = scalbn(1.0, q0);
    for (int i = jz; i >= 0; i--) {
        q[i] = fw * (double)iq[i];
        fw *= TWON24;
    }
    /* fq[jz-i] = pio2[0..jp] * q[i..] */
    for (int i = jz; i >= 0; i--) {
        fw = 0.0;
        for (int k = 0; k <= jp && k <= jz - i; k++)
            fw += pio2[k] * q[i + k];
        fq[jz - i] = fw;
    }
    fw = 0.0;
    for (int i = jz; i >= 0; i--)
        fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (int i = 1; i <= jz; i++)
        fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

/* e_rem_pio2.c: sets y[0] + y[1] = x - n*pi/2 with |y| <= pi/4 (about) and returns n */
static int rem_pio2(double x, double *y)
{
    int32_t hx = fd_hi(x), ix = hx & FD_ABS_MASK;
    if (ix <= 0x3fe921fb) { /* |x| <= pi/4 */
        y[0] = x;
        y[1] = 0.0;
        return 0;
    }
    if (ix < 0x4002d97c) { /* |x| < 3pi/4: n = +-1 */
        if (hx > 0) {
            double z = x - PIO2_1;
            if (ix != 0x3ff921fb) { /* 33+53 bits of pi are enough */
                y[0] = z - PIO2_1T;
                y[1] = (z - y[0]) - PIO2_1T;
            } else { /* near pi/2: 33+33+53 bits */
                z -= PIO2_2;
                y[0] = z - PIO2_2T;
                y[1] = (z - y[0]) - PIO2_2T;
            }
            return 1;
        }
        double z = x + PIO2_1;
        if (ix != 0x3ff921fb) {
            y[0] = z + PIO2_1T;
            y[1] = (z - y[0]) + PIO2_1T;
        } else {
            z += PIO2_2;
            y[0] = z + PIO2_2T;
            y[1] = (z - y[0]) + PIO2_2T;
        }
        return -1;
    }
    if (ix <= 0x413921fb) { /* |x| <= 2^19 pi/2: medium */
        double t = fabs(x);
        int n = (int32_t)(t * INVPIO2 + 0.5);
        double fn = n;
        double r = t - fn * PIO2_1;
        double w = fn * PIO2_1T; /* first round: 85 bits */
        y[0] = r - w;
        if (n >= 32 || ix == npio2_hw[n - 1]) {
            int j = ix >> 20;
            int i = j - ((fd_hi(y[0]) >> 20) & 0x7ff);
            if (i > 16) { /* second round: 118 bits */
                t = r;
                w = fn * PIO2_2;
                r = t - w;
                w = fn * PIO2_2T - ((t - r) - w);
                y[0] = r - w;
                i = j - ((fd_hi(y[0]) >> 20) & 0x7ff);
                if (i > 49) { /* third round: 151 bits, covers all cases */
                    t = r;
                    w = fn * PIO2_3;
                    r = t - w;
                    w = fn * PIO2_3T - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }
    if (ix >= FD_EXP_MASK) { /* inf or NaN */
        y[0] = x - x;
        y[1] = y[0];
        return 0;
    }
    /* large: z = |x| scaled by 2^-e0 into [2^23, 2^24), cut into three 24-bit pieces */
    int e0 = (ix >> 20) - 1046;
    double z = fd_words(ix - e0 * 0x100000, fd_lo(x));
    double tx[3];
    for (int i = 0; i < 2; i++) {
        tx[i] = (int32_t)z;
        z = (z - tx[i]) * 0x1.0p24;
    }
    tx[2] = z;
    int nx = 3;
    while (tx[nx - 1] == 0.0)
        nx--;
    int n = kernel_rem_pio2(tx, y, e0, nx);
    if (hx < 0) {
        y[0] = -y[0];
        y[1] = -y[1];
        return -n;
    }
    return n;
}

/* ---- the kernels on [-pi/4, pi/4]; y is the tail of x ---- */

/* k_sin.c: sin(x+y); iy == 0 when y is zero */
static const double S1 = -0x1.5555555555549p-3; /* -1.66666666666666324348e-01 */
static const double S2 = 0x1.111111110f8a6p-7;  /* 8.33333333332248946124e-03 */
static const double S3 = -0x1.a01a019c161d5p-13; /* -1.98412698298579493134e-04 */
static const double S4 = 0x1.71de357b1fe7dp-19; /* 2.75573137070700676789e-06 */
static const double S5 = -0x1.ae5e68a2b9cebp-26; /* -2.50507602534068634195e-08 */
static const double S6 = 0x1.5d93a5acfd57cp-33; /* 1.58969099521155010221e-10 */

static double kernel_sin(double x, double y, int iy)
{
    int32_t ix = fd_hi(x) & FD_ABS_MASK;
    if (ix < 0x3e400000 && (int32_t)x == 0) /* |x| < 2^-27 */
        return x;
    double z = x * x;
    double v = z * x;
    double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if (iy == 0)
        return x + v * (S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

/* k_cos.c: cos(x+y) */
static const double C1 = 0x1.555555555554cp-5;  /* 4.16666666666666019037e-02 */
static const double C2 = -0x1.6c16c16c15177p-10; /* -1.38888888888741095749e-03 */
static const double C3 = 0x1.a01a019cb159p-16;  /* 2.48015872894767294178e-05 */
static const double C4 = -0x1.27e4f809c52adp-22; /* -2.75573143513906633035e-07 */
static const double C5 = 0x1.1ee9ebdb4b1c4p-29; /* 2.08757232129817482790e-09 */
static const double C6 = -0x1.8fae9be8838d4p-37; /* -1.13596475577881948265e-11 */

static double kernel_cos(double x, double y)
{
    int32_t ix = fd_hi(x) & FD_ABS_MASK;
    if (ix < 0x3e400000 && (int32_t)x == 0) /* |x| < 2^-27 */
        return 1.0;
    double z = x * x;
    double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if (ix < 0x3fd33333) /* |x| < 0.3 */
        return 1.0 - (0.5 * z - (z * r - x * y));
    double qx = ix > 0x3fe90000 ? 0.28125 : fd_words(ix - 0x00200000, 0); /* x/4 chopped */
    double hz = 0.5 * z - qx;
    double a = 1.0 - qx;
    return a - (hz - (z * r - x * y));
}

/* k_tan.c: tan(x+y) for iy == 1, -1/tan(x+y) for iy == -1 */
static const double PIO4 = 0x1.921fb54442d18p-1;    /* 7.85398163397448278999e-01 */
static const double PIO4_LO = 0x1.1a62633145c07p-55; /* 3.06161699786838301793e-17 */
static const double T[] = {
    0x1.5555555555563p-2,   /* 3.33333333333334091986e-01 */
    0x1.111111110fe7ap-3,   /* 1.33333333333201242699e-01 */
    0x1.ba1ba1bb341fep-5,   /* 5.39682539762260521377e-02 */
    0x1.664f48406d637p-6,   /* 2.18694882948595424599e-02 */
    0x1.226e3e96e8493p-7,   /* 8.86323982359930005737e-03 */
    0x1.d6d22c9560328p-9,   /* 3.59207910759131235356e-03 */
    0x1.7dbc8fee08315p-10,  /* 1.45620945432529025516e-03 */
    0x1.344d8f2f26501p-11,  /* 5.88041240820264096874e-04 */
    0x1.026f71a8d1068p-12,  /* 2.46463134818469906812e-04 */
    0x1.47e88a03792a6p-14,  /* 7.81794442939557092300e-05 */
    0x1.2b80f32f0a7e9p-14,  /* 7.14072491382608190305e-05 */
    -0x1.375cbdb605373p-16, /* -1.85586374855275456654e-05 */
    0x1.b2a7074bf7ad4p-16,  /* 2.59073051863633712884e-05 */
};

/* -1/(x+r) to nearly full precision: w = x+r, with a chopped quotient and one correction */
static double neg_inverse(double w, double x, double r)
{
    double z = fd_with_lo(w, 0);
    double v = r - (z - x); /* z + v = x + r */
    double a = -1.0 / w;
    double t = fd_with_lo(a, 0);
    double s = 1.0 + t * z;
    return t + a * (s + t * v);
}

static double kernel_tan(double x, double y, int iy)
{
    int32_t hx = fd_hi(x), ix = hx & FD_ABS_MASK;
    if (ix < 0x3e300000 && (int32_t)x == 0) { /* |x| < 2^-28 */
        if ((ix | fd_lo(x) | (iy + 1)) == 0)
            return 1.0 / fabs(x); /* -1/tan(+-0) */
        if (iy == 1)
            return x;
        return neg_inverse(x + y, x, y);
    }
    int big = ix >= 0x3fe59428; /* |x| >= 0.6744: use tan(pi/4 - x) */
    if (big) {
        if (hx < 0) {
            x = -x;
            y = -y;
        }
        double z = PIO4 - x;
        double w = PIO4_LO - y;
        x = z + w;
        y = 0.0;
    }
    double z = x * x;
    double w = z * z;
    /* x^5 (T1 + x^2 T2 + ...) split into odd and even terms of w = x^4 */
    double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    double s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    w = x + r;
    if (big) {
        v = iy;
        return (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if (iy == 1)
        return w;
    return neg_inverse(w, x, r);
}

/* ---- sin, cos, tan: reduce to [-pi/4, pi/4], then a kernel by quadrant ---- */
double fd_sin(double x)
{
    int32_t ix = fd_hi(x) & FD_ABS_MASK;
    if (ix <= 0x3fe921fb) /* |x| <= pi/4 */
        return kernel_sin(x, 0.0, 0);
    if (ix >= FD_EXP_MASK)
        return x - x; /* NaN */
    double y[2];
    switch (rem_pio2(x, y) & 3) {
    case 0:
        return kernel_sin(y[0], y[1], 1);
    case 1:
        return kernel_cos(y[0], y[1]);
    case 2:
        return -kernel_sin(y[0], y[1], 1);
    default:
        return -kernel_cos(y[0], y[1]);
    }
}

double fd_cos(double x)
{
    int32_t ix = fd_hi(x) & FD_ABS_MASK;
    if (ix <= 0x3fe921fb)
        return kernel_cos(x, 0.0);
    if (ix >= FD_EXP_MASK)
        return x - x;
    double y[2];
    switch (rem_pio2(x, y) & 3) {
    case 0:
        return kernel_cos(y[0], y[1]);
    case 1:
        return -kernel_sin(y[0], y[1], 1);
    case 2:
        return -kernel_cos(y[0], y[1]);
    default:
        return kernel_sin(y[0], y[1], 1);
    }
}

double fd_tan(double x)
{
    int32_t ix = fd_hi(x) & FD_ABS_MASK;
    if (ix <= 0x3fe921fb)
        return kernel_tan(x, 0.0, 1);
    if (ix >= FD_EXP_MASK)
        return x - x;
    double y[2];
    int n = rem_pio2(x, y);
    return kernel_tan(y[0], y[1], 1 - ((n & 1) << 1)); /* 1 for even n, -1 for odd */
}

/* ---- asin, acos (e_asin.c, e_acos.c): a rational approximation of (asin(x)-x)/x^3 ---- */
static const double PI = 0x1.921fb54442d18p1;
static const double PIO2_HI = 0x1.921fb54442d18p0;  /* 1.57079632679489655800e+00 */
static const double PIO2_LO = 0x1.1a62633145c07p-54; /* 6.12323399573676603587e-17 */
static const double PIO4_HI = 0x1.921fb54442d18p-1; /* 7.85398163397448278999e-01 */
static const double PS0 = 0x1.5555555555555p-3;     /* 1.66666666666666657415e-01 */
static const double PS1 = -0x1.4d61203eb6f7dp-2;    /* -3.25565818622400915405e-01 */
static const double PS2 = 0x1.9c1550e884455p-3;     /* 2.01212532134862925881e-01 */
static const double PS3 = -0x1.48228b5688f3bp-5;    /* -4.00555345006794114027e-02 */
static const double PS4 = 0x1.9efe07501b288p-11;    /* 7.91534994289814532176e-04 */
static const double PS5 = 0x1.23de10dfdf709p-15;    /* 3.47933107596021167570e-05 */
static const double QS1 = -0x1.33a271c8a2d4bp1;     /* -2.40339491173441421878e+00 */
static const double QS2 = 0x1.02ae59c598ac8p1;      /* 2.02094576023350569471e+00 */
static const double QS3 = -0x1.6066c1b8d0159p-1;    /* -6.88283971605453293030e-01 */
static const double QS4 = 0x1.3b8c5b12e9282p-4;     /* 7.70381505559019352791e-02 */

static double p_s(double t) { return t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5))))); }
static double q_s(double t) { return 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4))); }

double fd_asin(double x)
{
    int32_t hx = fd_hi(x), ix = hx & FD_ABS_MASK;
    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((ix - 0x3ff00000) | fd_lo(x)) == 0)
            return x * PIO2_HI + x * PIO2_LO; /* asin(+-1) = +-pi/2 */
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        double t = 0.0;
        if (ix < 0x3e400000) { /* |x| < 2^-27 */
            if (FD_HUGE + x > 1.0)
                return x;
        } else {
            t = x * x;
        }
        double w = p_s(t) / q_s(t);
        return x + x * w;
    }
    double w = 1.0 - fabs(x);
    double t = w * 0.5;
    double p = p_s(t);
    double q = q_s(t);
    double s = sqrt(t);
    if (ix >= 0x3fef3333) { /* |x| > 0.975 */
        w = p / q;
        t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
    } else {
        w = fd_with_lo(s, 0);
        double c = (t - w * w) / (s + w);
        double r = p / q;
        p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
        q = PIO4_HI - 2.0 * w;
        t = PIO4_HI - (p - q);
    }
    return hx > 0 ? t : -t;
}

double fd_acos(double x)
{
    int32_t hx = fd_hi(x), ix = hx & FD_ABS_MASK;
    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((ix - 0x3ff00000) | fd_lo(x)) == 0)
            return hx > 0 ? 0.0 : PI + 2.0 * PIO2_LO;
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        if (ix <= 0x3c600000)
            return PIO2_HI + PIO2_LO;
        double z = x * x;
        double r = p_s(z) / q_s(z);
        return PIO2_HI - (x - (PIO2_LO - x * r));
    }
    if (hx < 0) { /* x < -0.5 */
        double z = (1.0 + x) * 0.5;
        double p = p_s(z);
        double q = q_s(z);
        double s = sqrt(z);
        double r = p / q;
        double w = r * s - PIO2_LO;
        return PI - 2.0 * (s + w);
    }
    double z = (1.0 - x) * 0.5; /* x > 0.5 */
    double s = sqrt(z);
    double df = fd_with_lo(s, 0);
    double c = (z - df * df) / (s + df);
    double r = p_s(z) / q_s(z);
    double w = r * s + c;
    return 2.0 * (df + w);
}

/* ---- atan (s_atan.c): reduce to one of five intervals, then a polynomial ---- */
static const double atan_hi[] = {
    0x1.dac670561bb4fp-2, /* atan(0.5)hi 4.63647609000806093515e-01 */
    0x1.921fb54442d18p-1, /* atan(1.0)hi 7.85398163397448278999e-01 */
    0x1.f730bd281f69bp-1, /* atan(1.5)hi 9.82793723247329054082e-01 */
    0x1.921fb54442d18p0,  /* atan(inf)hi 1.57079632679489655800e+00 */
};
static const double atan_lo[] = {
    0x1.a2b7f222f65e2p-56, /* atan(0.5)lo 2.26987774529616870924e-17 */
    0x1.1a62633145c07p-55, /* atan(1.0)lo 3.06161699786838301793e-17 */
    0x1.007887af0cbbdp-56, /* atan(1.5)lo 1.39033110312309984516e-17 */
    0x1.1a62633145c07p-54, /* atan(inf)lo 6.12323399573676603587e-17 */
};
static const double AT[] = {
    0x1.555555555550dp-2,  /* 3.33333333333329318027e-01 */
    -0x1.999999998ebc4p-3, /* -1.99999999998764832476e-01 */
    0x1.24924920083ffp-3,  /* 1.42857142725034663711e-01 */
    -0x1.c71c6fe231671p-4, /* -1.11111104054623557880e-01 */
    0x1.745cdc54c206ep-4,  /* 9.09088713343650656196e-02 */
    -0x1.3b0f2af749a6dp-4, /* -7.69187620504482999495e-02 */
    0x1.10d66a0d03d51p-4,  /* 6.66107313738753120669e-02 */
    -0x1.dde2d52defd9ap-5, /* -5.83357013379057348645e-02 */
    0x1.97b4b24760debp-5,  /* 4.97687799461593236017e-02 */
    -0x1.2b4442c6a6c2fp-5, /* -3.65315727442169155270e-02 */
    0x1.0ad3ae322da11p-6,  /* 1.62858201153657823623e-02 */
};

double fd_atan(double x)
{
    int32_t hx = fd_hi(x), ix = hx & FD_ABS_MASK;
    int id;
    if (ix >= 0x44100000) { /* |x| >= 2^66 */
        if (ix > FD_EXP_MASK || (ix == FD_EXP_MASK && fd_lo(x) != 0))
            return x + x; /* NaN */
        return hx > 0 ? atan_hi[3] + atan_lo[3] : -atan_hi[3] - atan_lo[3];
    }
    if (ix < 0x3fdc0000) {                              /* |x| < 0.4375 */
        if (ix < 0x3e200000 && FD_HUGE + x > 1.0) /* |x| < 2^-29 */
            return x;
        id = -1;
    } else {
        x = fabs(x);
        if (ix < 0x3ff30000) {     /* |x| < 1.1875 */
            if (ix < 0x3fe60000) { /* 7/16 <= |x| < 11/16 */
                id = 0;
                x = (2.0 * x - 1.0) / (2.0 + x);
            } else { /* 11/16 <= |x| < 19/16 */
                id = 1;
                x = (x - 1.0) / (x + 1.0);
            }
        } else if (ix < 0x40038000) { /* |x| < 2.4375 */
            id = 2;
            x = (x - 1.5) / (1.0 + 1.5 * x);
        } else { /* 2.4375 <= |x| < 2^66 */
            id = 3;
            x = -1.0 / x;
        }
    }
    double z = x * x;
    double w = z * z;
    double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
    double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
    if (id < 0)
        return x - x * (s1 + s2);
    z = atan_hi[id] - ((x * (s1 + s2) - atan_lo[id]) - x);
    return hx < 0 ? -z : z;
}

/* ---- atan2 (e_atan2.c) ---- */
static const double TINY = 1.0e-300;
static const double PI_O_4 = 0x1.921fb54442d18p-1; /* 7.8539816339744827900E-01 */
static const double PI_O_2 = 0x1.921fb54442d18p0;  /* 1.5707963267948965580E+00 */
static const double PI_LO = 0x1.1a62633145c07p-53; /* 1.2246467991473531772E-16 */

double fd_atan2(double y, double x)
{
    if (x != x || y != y)
        return x + y;
    int32_t hx = fd_hi(x), ix = hx & FD_ABS_MASK, lx = fd_lo(x);
    int32_t hy = fd_hi(y), iy = hy & FD_ABS_MASK, ly = fd_lo(y);
    if (((hx - 0x3ff00000) | lx) == 0) /* x == 1.0 */
        return fd_atan(y);
    int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); /* 2*sign(x) + sign(y) */
    if ((iy | ly) == 0) {                         /* y == 0 */
        switch (m) {
        case 0:
        case 1:
            return y;
        case 2:
            return PI + TINY;
        default:
            return -PI - TINY;
        }
    }
    if ((ix | lx) == 0) /* x == 0 */
        return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
    if (ix == FD_EXP_MASK) { /* x infinite */
        if (iy == FD_EXP_MASK) {
            switch (m) {
            case 0:
                return PI_O_4 + TINY;
            case 1:
                return -PI_O_4 - TINY;
            case 2:
                return 3.0 * PI_O_4 + TINY;
            default:
                return -3.0 * PI_O_4 - TINY;
            }
        }
        switch (m) {
        case 0:
            return 0.0;
        case 1:
            return -0.0;
        case 2:
            return PI + TINY;
        default:
            return -PI - TINY;
        }
    }
    if (iy == FD_EXP_MASK) /* y infinite */
        return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
    int k = (iy - ix) >> 20;
    double z;
    if (k > 60) /* |y/x| > 2^60 */
        z = PI_O_2 + 0.5 * PI_LO;
    else if (hx < 0 && k < -60) /* |y|/x < -2^60 */
        z = 0.0;
    else
        z = fd_atan(fabs(y / x));
    switch (m) {
    case 0:
        return z;
    case 1:
        return -z;
    case 2:
        return PI - (z - PI_LO);
    default:
        return (z - PI_LO) - PI;
    }
}
