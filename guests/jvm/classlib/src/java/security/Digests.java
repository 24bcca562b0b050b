package java.security;

/** The MD5 (RFC 1321), SHA-1 and SHA-256 (FIPS 180-4) engines of MessageDigest. */
final class Digests {
    private Digests() {
    }

    /** A 64-byte-block digest: buffering, padding and the message length. */
    abstract static class Block extends MessageDigest implements Cloneable {
        private byte[] buffer = new byte[64];
        private int bufferLen;
        private long bytes;
        private final boolean bigEndianLength;
        private final int length;

        Block(String algorithm, int length, boolean bigEndianLength) {
            super(algorithm);
            this.length = length;
            this.bigEndianLength = bigEndianLength;
            init();
        }

        abstract void init();

        abstract void compress(byte[] block, int off);

        abstract byte[] output();

        protected int engineGetDigestLength() {
            return length;
        }

        protected void engineUpdate(byte input) {
            buffer[bufferLen++] = input;
            bytes++;
            if (bufferLen == 64) {
                compress(buffer, 0);
                bufferLen = 0;
            }
        }

        protected void engineUpdate(byte[] input, int offset, int len) {
            bytes += len;
            while (len > 0) {
                if (bufferLen == 0 && len >= 64) {
                    compress(input, offset);
                    offset += 64;
                    len -= 64;
                    continue;
                }
                int n = Math.min(64 - bufferLen, len);
                System.arraycopy(input, offset, buffer, bufferLen, n);
                bufferLen += n;
                offset += n;
                len -= n;
                if (bufferLen == 64) {
                    compress(buffer, 0);
                    bufferLen = 0;
                }
            }
        }

        protected byte[] engineDigest() {
            long bits = bytes << 3;
            byte[] pad = new byte[((bufferLen < 56) ? 56 - bufferLen : 120 - bufferLen) + 8];
            pad[0] = (byte) 0x80;
            for (int i = 0; i < 8; i++) {
                pad[pad.length - 8 + i] = (byte) (bigEndianLength ? bits >>> (56 - 8 * i) : bits >>> (8 * i));
            }
            engineUpdate(pad, 0, pad.length);
            byte[] out = output();
            engineReset();
            return out;
        }

        protected void engineReset() {
            bufferLen = 0;
            bytes = 0;
            init();
        }

        public Object clone() throws CloneNotSupportedException {
            Block b = (Block) super.clone();
            b.buffer = buffer.clone();
            b.copyState();
            return b;
        }

        /** Replaces the state arrays of a clone by copies. */
        abstract void copyState();

        static int be(byte[] b, int i) {
            return ((b[i] & 0xff) << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
        }

        static byte[] words(int[] h, int n, boolean bigEndian) {
            byte[] out = new byte[4 * n];
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < 4; k++) {
                    out[4 * i + k] = (byte) (bigEndian ? h[i] >>> (24 - 8 * k) : h[i] >>> (8 * k));
                }
            }
            return out;
        }
    }

    static final class Md5 extends Block {
        private static final int[] S = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};
        private static final int[] K = {
            0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
            0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
            0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
            0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
            0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
            0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
            0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
            0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
        };

        private int[] h;
        private final int[] x = new int[16];

        Md5(String algorithm) {
            super(algorithm, 16, false);
        }

        void init() {
            h = new int[] {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
        }

        void copyState() {
            h = h.clone();
        }

        void compress(byte[] b, int off) {
            for (int i = 0; i < 16; i++) {
                int j = off + 4 * i;
                x[i] = (b[j] & 0xff) | ((b[j + 1] & 0xff) << 8) | ((b[j + 2] & 0xff) << 16) | ((b[j + 3] & 0xff) << 24);
            }
            int a = h[0], bb = h[1], c = h[2], d = h[3];
            for (int i = 0; i < 64; i++) {
                int f;
                int g;
                if (i < 16) {
                    f = (bb & c) | (~bb & d);
                    g = i;
                } else if (i < 32) {
                    f = (d & bb) | (~d & c);
                    g = (5 * i + 1) & 15;
                } else if (i < 48) {
                    f = bb ^ c ^ d;
                    g = (3 * i + 5) & 15;
                } else {
                    f = c ^ (bb | ~d);
                    g = (7 * i) & 15;
                }
                int t = d;
                d = c;
                c = bb;
                bb = bb + Integer.rotateLeft(a + f + K[i] + x[g], S[(i >> 4) * 4 + (i & 3)]);
                a = t;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
        }

        byte[] output() {
            return words(h, 4, false);
        }
    }

    static final class Sha1 extends Block {
        private int[] h;
        private final int[] w = new int[80];

        Sha1(String algorithm) {
            super(algorithm, 20, true);
        }

        void init() {
            h = new int[] {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
        }

        void copyState() {
            h = h.clone();
        }

        void compress(byte[] b, int off) {
            for (int i = 0; i < 16; i++) {
                w[i] = be(b, off + 4 * i);
            }
            for (int i = 16; i < 80; i++) {
                w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
            }
            int a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4];
            for (int i = 0; i < 80; i++) {
                int f;
                int k;
                if (i < 20) {
                    f = (bb & c) | (~bb & d);
                    k = 0x5A827999;
                } else if (i < 40) {
                    f = bb ^ c ^ d;
                    k = 0x6ED9EBA1;
                } else if (i < 60) {
                    f = (bb & c) | (bb & d) | (c & d);
                    k = 0x8F1BBCDC;
                } else {
                    f = bb ^ c ^ d;
                    k = 0xCA62C1D6;
                }
                int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
                e = d;
                d = c;
                c = Integer.rotateLeft(bb, 30);
                bb = a;
                a = t;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
            h[4] += e;
        }

        byte[] output() {
            return words(h, 5, true);
        }
    }

    static final class Sha256 extends Block {
        private static final int[] K = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
        };
        private int[] h;
        private final int[] w = new int[64];

        Sha256(String algorithm) {
            super(algorithm, 32, true);
        }

        void init() {
            h = new int[] {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
        }

        void copyState() {
            h = h.clone();
        }

        void compress(byte[] b, int off) {
            for (int i = 0; i < 16; i++) {
                w[i] = be(b, off + 4 * i);
            }
            for (int i = 16; i < 64; i++) {
                int s0 = Integer.rotateRight(w[i - 15], 7) ^ Integer.rotateRight(w[i - 15], 18) ^ (w[i - 15] >>> 3);
                int s1 = Integer.rotateRight(w[i - 2], 17) ^ Integer.rotateRight(w[i - 2], 19) ^ (w[i - 2] >>> 10);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            int a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
            for (int i = 0; i < 64; i++) {
                int s1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
                int ch = (e & f) ^ (~e & g);
                int t1 = hh + s1 + ch + K[i] + w[i];
                int s0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
                int maj = (a & bb) ^ (a & c) ^ (bb & c);
                int t2 = s0 + maj;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = bb;
                bb = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += bb;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }

        byte[] output() {
            return words(h, 8, true);
        }
    }
}
