package bench.compress;

/**
 * LZW with variable-width codes (9 to 12 bits) and a dictionary reset when it fills,
 * in the manner of Unix compress: an open-addressing hash table maps (prefix code, byte)
 * to codes when compressing; prefix/suffix arrays rebuild strings when decompressing.
 */
final class Lzw {
    private static final int MAX_BITS = 12;
    private static final int MAX_CODE = 1 << MAX_BITS;
    private static final int CLEAR = 256;
    private static final int FIRST = 257;
    private static final int HSIZE = 5003;

    private Lzw() {
    }

    /** Bit packer writing codes least-significant bit first. */
    private static final class BitOut {
        byte[] buf;
        int len;
        int acc;
        int nacc;

        BitOut(int cap) {
            buf = new byte[cap];
        }

        void put(int code, int bits) {
            acc |= code << nacc;
            nacc += bits;
            while (nacc >= 8) {
                if (len == buf.length) {
                    byte[] nb = new byte[buf.length * 2];
                    System.arraycopy(buf, 0, nb, 0, len);
                    buf = nb;
                }
                buf[len++] = (byte) acc;
                acc >>>= 8;
                nacc -= 8;
            }
        }

        byte[] finish() {
            if (nacc > 0) {
                put(0, 8 - nacc);
            }
            byte[] out = new byte[len];
            System.arraycopy(buf, 0, out, 0, len);
            return out;
        }
    }

    static byte[] compress(byte[] in, int n) {
        BitOut out = new BitOut(n / 2 + 16);
        int[] hkey = new int[HSIZE];
        int[] hcode = new int[HSIZE];
        for (int i = 0; i < HSIZE; i++) {
            hkey[i] = -1;
        }
        int next = FIRST;
        int bits = 9;
        if (n == 0) {
            return out.finish();
        }
        int prefix = in[0] & 0xff;
        for (int i = 1; i < n; i++) {
            int c = in[i] & 0xff;
            int key = (prefix << 8) | c;
            int h = ((c << 4) ^ prefix) % HSIZE;
            int step = h == 0 ? 1 : HSIZE - h;
            int found = -1;
            while (hkey[h] != -1) {
                if (hkey[h] == key) {
                    found = hcode[h];
                    break;
                }
                h -= step;
                if (h < 0) {
                    h += HSIZE;
                }
            }
            if (found >= 0) {
                prefix = found;
                continue;
            }
            out.put(prefix, bits);
            if (next < MAX_CODE) {
                hkey[h] = key;
                hcode[h] = next++;
                if (next > (1 << bits) && bits < MAX_BITS) {
                    bits++;
                }
            } else {
                out.put(CLEAR, bits);
                for (int k = 0; k < HSIZE; k++) {
                    hkey[k] = -1;
                }
                next = FIRST;
                bits = 9;
            }
            prefix = c;
        }
        out.put(prefix, bits);
        return out.finish();
    }

    static byte[] decompress(byte[] in, int expectedLen) {
        byte[] out = new byte[expectedLen];
        int olen = 0;
        int[] prefix = new int[MAX_CODE];
        byte[] suffix = new byte[MAX_CODE];
        byte[] stack = new byte[MAX_CODE];
        for (int i = 0; i < 256; i++) {
            suffix[i] = (byte) i;
        }
        int next = FIRST;
        int bits = 9;
        int pos = 0;
        int acc = 0;
        int nacc = 0;
        int old = -1;
        byte first = 0;
        while (olen < expectedLen) {
            while (nacc < bits) {
                acc |= (in[pos++] & 0xff) << nacc;
                nacc += 8;
            }
            int code = acc & ((1 << bits) - 1);
            acc >>>= bits;
            nacc -= bits;
            if (code == CLEAR) {
                next = FIRST;
                bits = 9;
                old = -1;
                continue;
            }
            if (old == -1) {
                out[olen++] = (byte) code;
                first = (byte) code;
                old = code;
                continue;
            }
            int cur = code;
            int sp = 0;
            if (code >= next) {
                stack[sp++] = first;
                cur = old;
            }
            while (cur >= FIRST) {
                stack[sp++] = suffix[cur];
                cur = prefix[cur];
            }
            first = suffix[cur];
            stack[sp++] = first;
            while (sp > 0) {
                out[olen++] = stack[--sp];
            }
            if (next < MAX_CODE) {
                prefix[next] = old;
                suffix[next] = first;
                next++;
                if (next + 1 > (1 << bits) && bits < MAX_BITS) {
                    bits++;
                }
            }
            old = code;
        }
        return out;
    }
}
