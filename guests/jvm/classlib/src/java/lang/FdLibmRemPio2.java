package java.lang;

import static java.lang.FdLibm.ABS_MASK;
import static java.lang.FdLibm.EXP_MASK;
import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.scalb;
import static java.lang.FdLibm.withHi;
import static java.lang.FdLibm.withLo;

/**
 * Argument reduction for sin/cos/tan after fdlibm 5.3 (e_rem_pio2.c, k_rem_pio2.c): x - n*pi/2
 * as a head and tail y[0] + y[1], with n returned. Medium arguments (|x| <= 2^19 pi/2) subtract
 * n times pi/2 split into 33-bit pieces, in up to three rounds; larger ones take the
 * Payne-Hanek route, multiplying 24-bit chunks of x by the needed window of 2/pi's bits. The
 * 2/pi and pi/2 tables are fdlibm 5.3's. See FdLibm for the provenance.
 */
final class FdLibmRemPio2 {
    private FdLibmRemPio2() {
    }

    /** 2/pi in 24-bit chunks: 396 hex digits. */
    private static final int[] TWO_OVER_PI = {
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
        0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
        0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
        0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
        0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
        0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
        0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
        0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
        0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
    };

    /** High words of n*pi/2 for n = 1..32: near these, the first round may cancel. */
    private static final int[] NPIO2_HW = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
        0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
        0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
        0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
        0x404858EB, 0x404921FB,
    };

    private static final double INVPIO2 = 0x1.45f306dc9c883p-1; // 6.36619772367581382433e-01
    private static final double PIO2_1 = 0x1.921fb544p0; // first 33 bits of pi/2
    private static final double PIO2_1T = 0x1.0b4611a626331p-34; // pi/2 - PIO2_1
    private static final double PIO2_2 = 0x1.0b4611a6p-34; // second 33 bits of pi/2
    private static final double PIO2_2T = 0x1.3198a2e037073p-69; // pi/2 - (PIO2_1+PIO2_2)
    private static final double PIO2_3 = 0x1.3198a2ep-69; // third 33 bits of pi/2
    private static final double PIO2_3T = 0x1.b839a252049c1p-104; // pi/2 - (PIO2_1+PIO2_2+PIO2_3)

    /** Sets y[0] + y[1] = x - n*pi/2 with |y| <= pi/4 (about) and returns n. */
    static int remPio2(double x, double[] y) {
        int hx = hi(x);
        int ix = hx & ABS_MASK;
        if (ix <= 0x3fe921fb) { // |x| <= pi/4
            y[0] = x;
            y[1] = 0.0;
            return 0;
        }
        if (ix < 0x4002d97c) { // |x| < 3pi/4: n = +-1
            if (hx > 0) {
                double z = x - PIO2_1;
                if (ix != 0x3ff921fb) { // 33+53 bits of pi are enough
                    y[0] = z - PIO2_1T;
                    y[1] = (z - y[0]) - PIO2_1T;
                } else { // near pi/2: 33+33+53 bits
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
        if (ix <= 0x413921fb) { // |x| <= 2^19 pi/2: medium
            double t = Math.abs(x);
            int n = (int) (t * INVPIO2 + 0.5);
            double fn = n;
            double r = t - fn * PIO2_1;
            double w = fn * PIO2_1T; // first round: 85 bits
            y[0] = r - w;
            if (n >= 32 || ix == NPIO2_HW[n - 1]) {
                int j = ix >> 20;
                int i = j - ((hi(y[0]) >> 20) & 0x7ff);
                if (i > 16) { // second round: 118 bits
                    t = r;
                    w = fn * PIO2_2;
                    r = t - w;
                    w = fn * PIO2_2T - ((t - r) - w);
                    y[0] = r - w;
                    i = j - ((hi(y[0]) >> 20) & 0x7ff);
                    if (i > 49) { // third round: 151 bits, covers all cases
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
        if (ix >= EXP_MASK) { // inf or NaN
            y[0] = x - x;
            y[1] = y[0];
            return 0;
        }
        // large: z = |x| scaled by 2^-e0 into [2^23, 2^24), cut into three 24-bit pieces
        int e0 = (ix >> 20) - 1046;
        double z = withHi(withLo(0.0, lo(x)), ix - (e0 << 20));
        double[] tx = new double[3];
        for (int i = 0; i < 2; i++) {
            tx[i] = (int) z;
            z = (z - tx[i]) * 0x1.0p24;
        }
        tx[2] = z;
        int nx = 3;
        while (tx[nx - 1] == 0.0) {
            nx--;
        }
        int n = kernelRemPio2(tx, y, e0, nx);
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    /** pi/2 in 24-bit float-sized pieces. */
    private static final double[] PIO2 = {
        0x1.921fb4p0, // 1.57079625129699707031e+00
        0x1.4442dp-24, // 7.54978941586159635335e-08
        0x1.846988p-48, // 5.39030252995776476554e-15
        0x1.8cc516p-72, // 3.28200341580791294123e-22
        0x1.01b838p-96, // 1.27065575308067607349e-29
        0x1.a25204p-120, // 1.22933308981111328932e-36
        0x1.382228p-145, // 2.73370053816464559624e-44
        0x1.9f31dp-169, // 2.16741683877804819444e-51
    };
    private static final double TWO24 = 0x1.0p24;
    private static final double TWON24 = 0x1.0p-24;

    /**
     * k_rem_pio2.c for double precision (fdlibm's prec 2, jk = 4): x[0..nx-1] are the 24-bit
     * pieces of the argument scaled by 2^-e0; sets y[0] + y[1] to the reduced argument, returns
     * n mod 8.
     */
    private static int kernelRemPio2(double[] x, double[] y, int e0, int nx) {
        final int jk = 4;
        final int jp = jk;
        int[] iq = new int[20];
        double[] f = new double[20];
        double[] fq = new double[20];
        double[] q = new double[20];
        int jx = nx - 1;
        int jv = (e0 - 3) / 24;
        if (jv < 0) {
            jv = 0;
        }
        int q0 = e0 - 24 * (jv + 1);
        // f[0..jx+jk] = the window of 2/pi's chunks this x needs
        int j = jv - jx;
        int m = jx + jk;
        for (int i = 0; i <= m; i++, j++) {
            f[i] = j < 0 ? 0.0 : (double) TWO_OVER_PI[j];
        }
        for (int i = 0; i <= jk; i++) {
            double fw = 0.0;
            for (j = 0; j <= jx; j++) {
                fw += x[j] * f[jx + i - j];
            }
            q[i] = fw;
        }
        int jz = jk;
        int n;
        int ih;
        double z;
        while (true) {
            // distil q[] into 24-bit integers iq[], most significant last
            int i = 0;
            j = jz;
            z = q[jz];
            while (j > 0) {
                double fw = (int) (TWON24 * z);
                iq[i] = (int) (z - TWO24 * fw);
                z = q[j - 1] + fw;
                i++;
                j--;
            }
            z = scalb(z, q0);
            z -= 8.0 * Math.floor(z * 0.125); // drop integer part >= 8
            n = (int) z;
            z -= n;
            ih = 0;
            if (q0 > 0) { // iq[jz-1] holds bits of n
                i = iq[jz - 1] >> (24 - q0);
                n += i;
                iq[jz - 1] -= i << (24 - q0);
                ih = iq[jz - 1] >> (23 - q0);
            } else if (q0 == 0) {
                ih = iq[jz - 1] >> 23;
            } else if (z >= 0.5) {
                ih = 2;
            }
            if (ih > 0) { // fraction > 0.5: take 1 - fraction
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
                if (q0 == 1) {
                    iq[jz - 1] &= 0x7fffff;
                } else if (q0 == 2) {
                    iq[jz - 1] &= 0x3fffff;
                }
                if (ih == 2) {
                    z = 1.0 - z;
                    if (carry != 0) {
                        z -= scalb(1.0, q0);
                    }
                }
            }
            if (z != 0.0) {
                break;
            }
            // all fraction bits cancelled so far: more terms of 2/pi may be needed
            j = 0;
            for (i = jz - 1; i >= jk; i--) {
                j |= iq[i];
            }
            if (j != 0) {
                break;
            }
            int k = 1;
            while (iq[jk - k] == 0) {
                k++;
            }
            for (i = jz + 1; i <= jz + k; i++) {
                f[jx + i] = TWO_OVER_PI[jv + i];
                double fw = 0.0;
                for (j = 0; j <= jx; j++) {
                    fw += x[j] * f[jx + i - j];
                }
                q[i] = fw;
            }
            jz += k;
        }
        if (z == 0.0) { // chop zero terms
            jz -= 1;
            q0 -= 24;
            while (iq[jz] == 0) {
                jz--;
                q0 -= 24;
            }
        } else { // break z into 24-bit pieces if needed
            z = scalb(z, -q0);
            if (z >= TWO24) {
                double fw = (int) (TWON24 * z);
                iq[jz] = (int) (z - TWO24 * fw);
                jz += 1;
                q0 += 24;
                iq[jz] = (int) fw;
            } else {
                iq[jz] = (int) z;
            }
        }
        double fw = scalb(1.0, q0);
        for (int i = jz; i >= 0; i--) {
            q[i] = fw * (double) iq[i];
            fw *= TWON24;
        }
        // fq[jz-i] = PIO2[0..jp] * q[i..]
        for (int i = jz; i >= 0; i--) {
            fw = 0.0;
            for (int k = 0; k <= jp && k <= jz - i; k++) {
                fw += PIO2[k] * q[i + k];
            }
            fq[jz - i] = fw;
        }
        fw = 0.0;
        for (int i = jz; i >= 0; i--) {
            fw += fq[i];
        }
        y[0] = ih == 0 ? fw : -fw;
        fw = fq[0] - fw;
        for (int i = 1; i <= jz; i++) {
            fw += fq[i];
        }
        y[1] = ih == 0 ? fw : -fw;
        return n & 7;
    }
}
