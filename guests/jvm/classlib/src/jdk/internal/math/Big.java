package jdk.internal.math;

/**
 * Minimal unsigned big-integer arithmetic for FloatingDecimal: magnitudes are int[] of
 * 32-bit words, least significant first; leading zero words are allowed everywhere.
 */
final class Big {
    private Big() {
    }

    static int[] ofLong(long v) {
        return new int[] {(int) v, (int) (v >>> 32)};
    }

    /** The integer spelled by the first n decimal digits of dig. */
    static int[] ofDecimal(char[] dig, int n) {
        int[] r = new int[n / 9 + 2];
        int i = 0;
        while (i < n) {
            int chunk = 0;
            int mul = 1;
            for (int k = 0; k < 9 && i < n; k++, i++) {
                chunk = chunk * 10 + (dig[i] - '0');
                mul *= 10;
            }
            mulAddInPlace(r, mul, chunk);
        }
        return r;
    }

    private static void mulAddInPlace(int[] a, int m, int add) {
        long carry = add & 0xffffffffL;
        long mm = m & 0xffffffffL;
        for (int i = 0; i < a.length; i++) {
            long p = (a[i] & 0xffffffffL) * mm + carry;
            a[i] = (int) p;
            carry = p >>> 32;
        }
        if (carry != 0) {
            throw new InternalError("Big.mulAddInPlace overflow");
        }
    }

    static int[] mulSmall(int[] a, int m) {
        int[] r = new int[len(a) + 1];
        long carry = 0;
        long mm = m & 0xffffffffL;
        int n = len(a);
        for (int i = 0; i < n; i++) {
            long p = (a[i] & 0xffffffffL) * mm + carry;
            r[i] = (int) p;
            carry = p >>> 32;
        }
        r[n] = (int) carry;
        return r;
    }

    /** a * 5^p5 * 2^p2 (p5, p2 >= 0). */
    static int[] mulPow52(int[] a, int p5, int p2) {
        int[] r = a;
        while (p5 >= 13) {
            r = mulSmall(r, 1220703125);
            p5 -= 13;
        }
        if (p5 > 0) {
            int f = 1;
            for (int i = 0; i < p5; i++) {
                f *= 5;
            }
            r = mulSmall(r, f);
        }
        return shiftLeft(r, p2);
    }

    static int len(int[] a) {
        int n = a.length;
        while (n > 0 && a[n - 1] == 0) {
            n--;
        }
        return n;
    }

    static int bitLength(int[] a) {
        int n = len(a);
        if (n == 0) {
            return 0;
        }
        return 32 * n - Integer.numberOfLeadingZeros(a[n - 1]);
    }

    static boolean testBit(int[] a, int bit) {
        int w = bit >>> 5;
        return w < a.length && ((a[w] >>> (bit & 31)) & 1) != 0;
    }

    /** True when any bit below position bit is set. */
    static boolean anyBelow(int[] a, int bit) {
        int w = bit >>> 5;
        for (int i = 0; i < w && i < a.length; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        if (w < a.length && (bit & 31) != 0) {
            return (a[w] & ((1 << (bit & 31)) - 1)) != 0;
        }
        return false;
    }

    static int[] shiftLeft(int[] a, int n) {
        int words = n >>> 5;
        int bits = n & 31;
        int la = len(a);
        int[] r = new int[la + words + 1];
        for (int i = 0; i < la; i++) {
            long v = (a[i] & 0xffffffffL) << bits;
            r[i + words] |= (int) v;
            r[i + words + 1] |= (int) (v >>> 32);
        }
        return r;
    }

    static int[] add(int[] a, int[] b) {
        int n = Math.max(len(a), len(b));
        int[] r = new int[n + 1];
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long s = (i < a.length ? a[i] & 0xffffffffL : 0) + (i < b.length ? b[i] & 0xffffffffL : 0) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        r[n] = (int) carry;
        return r;
    }

    static int cmp(int[] a, int[] b) {
        int la = len(a);
        int lb = len(b);
        if (la != lb) {
            return la < lb ? -1 : 1;
        }
        for (int i = la - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & 0xffffffffL) < (b[i] & 0xffffffffL) ? -1 : 1;
            }
        }
        return 0;
    }

    /** a -= b in place; requires a >= b. */
    static void subInPlace(int[] a, int[] b) {
        long borrow = 0;
        int lb = len(b);
        for (int i = 0; i < a.length; i++) {
            if (i >= lb && borrow == 0) {
                break;
            }
            long d = (a[i] & 0xffffffffL) - (i < lb ? b[i] & 0xffffffffL : 0) - borrow;
            a[i] = (int) d;
            borrow = (d < 0) ? 1 : 0;
        }
    }

    /** Returns floor(b / s) (small) and leaves b % s in b. */
    static int quoRem(int[] b, int[] s) {
        int q = 0;
        while (cmp(b, s) >= 0) {
            subInPlace(b, s);
            q++;
        }
        return q;
    }

    /** Raw bits of the float/double nearest to m * 10^e10. */
    static long toBinary(int[] m, int e10, boolean single) {
        if (e10 >= 0) {
            return round(mulPow52(m, e10, e10), false, 0, single);
        }
        int[] d = mulPow52(ofLong(1), -e10, -e10);
        // Scale so that the quotient has 56 or 57 (27 or 28) bits: value = q * 2^-k.
        int k = (single ? 24 : 53) + 3 + bitLength(d) - bitLength(m);
        int[] a = shiftLeft(m, Math.max(k, 0));
        if (k < 0) {
            d = shiftLeft(d, -k);
        }
        int s = bitLength(a) - bitLength(d);
        long q = 0;
        for (int i = s; i >= 0; i--) {
            int[] di = shiftLeft(d, i);
            if (cmp(a, di) >= 0) {
                subInPlace(a, di);
                q |= 1L << i;
            }
        }
        boolean sticky = len(a) != 0;
        return round(ofLong(q), sticky, -k, single);
    }

    static long toBinaryPow2(int[] m, int e2, boolean single) {
        return round(m, false, e2, single);
    }

    /**
     * Rounds (n + sticky epsilon) * 2^e2 to the nearest float or double, ties to even,
     * and returns its raw bits (positive). When sticky, n has at least p + 2 bits.
     */
    private static long round(int[] n, boolean sticky, int e2, boolean single) {
        int bigP = single ? 24 : 53;
        int emin = single ? -126 : -1022;
        int emax = single ? 127 : 1023;
        int bl = bitLength(n);
        int e = bl - 1 + e2;
        long inf = single ? 0x7f800000L : 0x7ff0000000000000L;
        if (e > emax) {
            return inf;
        }
        int p = (e >= emin) ? bigP : bigP - (emin - e);
        if (p < 0) {
            return 0;
        }
        long mant;
        boolean roundBit;
        boolean rest;
        int cut = bl - p;
        if (cut <= 0) {
            mant = 0;
            for (int i = bl - 1; i >= 0; i--) {
                mant = (mant << 1) | (testBit(n, i) ? 1 : 0);
            }
            mant <<= -cut;
            roundBit = false;
            rest = sticky;
        } else {
            mant = 0;
            for (int i = bl - 1; i >= cut; i--) {
                mant = (mant << 1) | (testBit(n, i) ? 1 : 0);
            }
            roundBit = testBit(n, cut - 1);
            rest = sticky || anyBelow(n, cut - 1);
        }
        if (roundBit && (rest || (mant & 1) != 0)) {
            mant++;
        }
        long bits;
        if (p == bigP) {
            bits = ((long) (e + (single ? 127 : 1023) - 1) << (bigP - 1)) + mant;
            if (bits >= inf) {
                return inf;
            }
        } else {
            bits = mant;
        }
        return bits;
    }
}
