package java.math;

/**
 * Unsigned magnitudes for BigInteger: int[] of 32-bit words, least significant first,
 * always trimmed (no zero word at the top; zero is the empty array). Schoolbook addition,
 * subtraction and multiplication, Knuth's algorithm D for division (TAOCP 4.3.1).
 */
final class Mag {
    static final int[] ZERO = new int[0];
    private static final long M = 0xffffffffL;

    private Mag() {
    }

    static int[] trim(int[] a) {
        int n = a.length;
        while (n > 0 && a[n - 1] == 0) {
            n--;
        }
        if (n == a.length) {
            return a;
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    static int[] ofLong(long v) {
        return trim(new int[] {(int) v, (int) (v >>> 32)});
    }

    static int cmp(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int k = a.length - 1; k >= 0; k--) {
            if (a[k] != b[k]) {
                return (a[k] & M) < (b[k] & M) ? -1 : 1;
            }
        }
        return 0;
    }

    static int[] add(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long c = 0;
        for (int k = 0; k < a.length; k++) {
            c += (a[k] & M) + (k < b.length ? b[k] & M : 0);
            r[k] = (int) c;
            c >>>= 32;
        }
        r[a.length] = (int) c;
        return trim(r);
    }

    /** a - b for a >= b. */
    static int[] sub(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        for (int k = 0; k < a.length; k++) {
            long d = (a[k] & M) - (k < b.length ? b[k] & M : 0) - borrow;
            r[k] = (int) d;
            borrow = d < 0 ? 1 : 0;
        }
        return trim(r);
    }

    static int[] mul(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return ZERO;
        }
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long c = 0;
            long ai = a[i] & M;
            if (ai == 0) {
                continue;
            }
            for (int j = 0; j < b.length; j++) {
                c += ai * (b[j] & M) + (r[i + j] & M);
                r[i + j] = (int) c;
                c >>>= 32;
            }
            r[i + b.length] = (int) c;
        }
        return trim(r);
    }

    /** a * m + add for small unsigned m, add. */
    static int[] mulAdd(int[] a, int m, int add) {
        int[] r = new int[a.length + 1];
        long c = add & M;
        for (int k = 0; k < a.length; k++) {
            c += (a[k] & M) * (m & M);
            r[k] = (int) c;
            c >>>= 32;
        }
        r[a.length] = (int) c;
        return trim(r);
    }

    /** Divides a by the small divisor d in place (a is a fresh copy); returns the remainder. */
    static int divSmallInPlace(int[] a, int d) {
        long r = 0;
        long dd = d & M;
        for (int k = a.length - 1; k >= 0; k--) {
            long cur = (r << 32) | (a[k] & M);
            a[k] = (int) Long.divideUnsigned(cur, dd);
            r = Long.remainderUnsigned(cur, dd);
        }
        return (int) r;
    }

    static int[] shiftLeft(int[] a, int n) {
        if (a.length == 0) {
            return a;
        }
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[a.length + words + 1];
        for (int k = 0; k < a.length; k++) {
            long v = (a[k] & M) << bits;
            r[k + words] |= (int) v;
            r[k + words + 1] |= (int) (v >>> 32);
        }
        return trim(r);
    }

    /** Logical right shift (floor for magnitudes). */
    static int[] shiftRight(int[] a, int n) {
        int words = n >>> 5;
        int bits = n & 31;
        if (words >= a.length) {
            return ZERO;
        }
        int[] r = new int[a.length - words];
        for (int k = 0; k < r.length; k++) {
            long v = (a[k + words] & M) >>> bits;
            if (bits != 0 && k + words + 1 < a.length) {
                v |= ((a[k + words + 1] & M) << (32 - bits)) & M;
            }
            r[k] = (int) v;
        }
        return trim(r);
    }

    static int bitLength(int[] a) {
        if (a.length == 0) {
            return 0;
        }
        return (a.length - 1) * 32 + 32 - Integer.numberOfLeadingZeros(a[a.length - 1]);
    }

    static boolean testBit(int[] a, int n) {
        int w = n >>> 5;
        return w < a.length && ((a[w] >>> (n & 31)) & 1) != 0;
    }

    /** Whether any of the bits below n is set. */
    static boolean anyBelow(int[] a, int n) {
        int w = n >>> 5;
        for (int k = 0; k < w && k < a.length; k++) {
            if (a[k] != 0) {
                return true;
            }
        }
        return w < a.length && (a[w] & ((1 << (n & 31)) - 1)) != 0;
    }

    /** {quotient, remainder} of a / b, b non-zero (Knuth D). */
    static int[][] divRem(int[] a, int[] b) {
        if (cmp(a, b) < 0) {
            return new int[][] {ZERO, a};
        }
        if (b.length == 1) {
            int[] q = a.clone();
            int r = divSmallInPlace(q, b[0]);
            return new int[][] {trim(q), r == 0 ? ZERO : new int[] {r}};
        }
        int s = Integer.numberOfLeadingZeros(b[b.length - 1]);
        int[] v = shiftLeftExact(b, s, b.length);
        int[] u = shiftLeftExact(a, s, a.length + 1);
        int n = v.length;
        int m = a.length - n;
        int[] q = new int[m + 1];
        long vTop = v[n - 1] & M;
        long vNext = v[n - 2] & M;
        for (int j = m; j >= 0; j--) {
            long num = ((u[j + n] & M) << 32) | (u[j + n - 1] & M);
            long qhat = Long.divideUnsigned(num, vTop);
            long rhat = Long.remainderUnsigned(num, vTop);
            while (qhat > M || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (u[j + n - 2] & M)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat > M) {
                    break;
                }
            }
            long borrow = 0;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (v[i] & M) + carry;
                carry = p >>> 32;
                long t = (u[i + j] & M) - (p & M) - borrow;
                u[i + j] = (int) t;
                borrow = t < 0 ? 1 : 0;
            }
            long t = (u[j + n] & M) - carry - borrow;
            u[j + n] = (int) t;
            if (t < 0) {
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    c += (u[i + j] & M) + (v[i] & M);
                    u[i + j] = (int) c;
                    c >>>= 32;
                }
                u[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        int[] r = shiftRight(trim(u), s);
        return new int[][] {trim(q), r};
    }

    private static int[] shiftLeftExact(int[] a, int s, int len) {
        int[] r = new int[len];
        for (int k = 0; k < a.length; k++) {
            long v = (a[k] & M) << s;
            r[k] |= (int) v;
            if (k + 1 < len) {
                r[k + 1] |= (int) (v >>> 32);
            }
        }
        return r;
    }

    /** Decimal (or other radix) digits of a magnitude. */
    static String toString(int[] a, int radix) {
        if (a.length == 0) {
            return "0";
        }
        int digitsPerChunk = 1;
        int chunk = radix;
        while ((long) chunk * radix <= Integer.MAX_VALUE) {
            chunk *= radix;
            digitsPerChunk++;
        }
        int[] t = a.clone();
        int len = t.length;
        StringBuilder sb = new StringBuilder();
        while (len > 0) {
            long r = 0;
            for (int k = len - 1; k >= 0; k--) {
                long cur = (r << 32) | (t[k] & M);
                t[k] = (int) (cur / chunk);
                r = cur % chunk;
            }
            while (len > 0 && t[len - 1] == 0) {
                len--;
            }
            for (int d = 0; d < digitsPerChunk; d++) {
                if (len == 0 && r == 0) {
                    break;
                }
                sb.append(Character.forDigit((int) (r % radix), radix));
                r /= radix;
            }
        }
        return sb.reverse().toString();
    }
}
