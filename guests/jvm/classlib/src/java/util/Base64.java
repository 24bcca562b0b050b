package java.util;

/**
 * Base64 encoders and decoders (java.util.Base64): basic, URL-safe and MIME, with or
 * without padding; decoding errors carry the JDK's messages. Stream wrapping (wrap) is not
 * provided.
 */
public class Base64 {
    private Base64() {
    }

    private static final char[] TO_BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] TO_BASE64_URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();
    private static final byte[] CRLF = {'\r', '\n'};

    public static Encoder getEncoder() {
        return new Encoder(false, null, -1, true);
    }

    public static Encoder getUrlEncoder() {
        return new Encoder(true, null, -1, true);
    }

    public static Encoder getMimeEncoder() {
        return new Encoder(false, CRLF, 76, true);
    }

    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        int[] base64 = Decoder.table(false);
        for (byte b : lineSeparator) {
            if (base64[b & 0xff] != -1) {
                throw new IllegalArgumentException("Illegal base64 line separator character 0x" + Integer.toString(b, 16));
            }
        }
        lineLength &= ~0b11;
        if (lineLength <= 0) {
            return getEncoder();
        }
        return new Encoder(false, lineSeparator.clone(), lineLength, true);
    }

    public static Decoder getDecoder() {
        return new Decoder(false, false);
    }

    public static Decoder getUrlDecoder() {
        return new Decoder(true, false);
    }

    public static Decoder getMimeDecoder() {
        return new Decoder(false, true);
    }

    /** Encodes bytes into Base64 text. */
    public static class Encoder {
        private final boolean isURL;
        private final byte[] newline;
        private final int linemax;
        private final boolean doPadding;

        Encoder(boolean isURL, byte[] newline, int linemax, boolean doPadding) {
            this.isURL = isURL;
            this.newline = newline;
            this.linemax = linemax;
            this.doPadding = doPadding;
        }

        public Encoder withoutPadding() {
            return doPadding ? new Encoder(isURL, newline, linemax, false) : this;
        }

        public byte[] encode(byte[] src) {
            char[] table = isURL ? TO_BASE64_URL : TO_BASE64;
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(src.length * 4 / 3 + 4);
            int line = 0;
            for (int i = 0; i < src.length; i += 3) {
                if (linemax > 0 && line == linemax) {
                    out.write(newline, 0, newline.length);
                    line = 0;
                }
                int n = Math.min(3, src.length - i);
                int bits = (src[i] & 0xff) << 16;
                if (n > 1) {
                    bits |= (src[i + 1] & 0xff) << 8;
                }
                if (n > 2) {
                    bits |= src[i + 2] & 0xff;
                }
                out.write(table[(bits >>> 18) & 0x3f]);
                out.write(table[(bits >>> 12) & 0x3f]);
                if (n > 1) {
                    out.write(table[(bits >>> 6) & 0x3f]);
                } else if (doPadding) {
                    out.write('=');
                }
                if (n > 2) {
                    out.write(table[bits & 0x3f]);
                } else if (doPadding) {
                    out.write('=');
                }
                line += 4;
            }
            return out.toByteArray();
        }

        public int encode(byte[] src, byte[] dst) {
            byte[] e = encode(src);
            if (dst.length < e.length) {
                throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            }
            System.arraycopy(e, 0, dst, 0, e.length);
            return e.length;
        }

        public String encodeToString(byte[] src) {
            byte[] e = encode(src);
            return new String(e, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
    }

    /** Decodes Base64 text into bytes. */
    public static class Decoder {
        private final boolean isURL;
        private final boolean isMIME;

        Decoder(boolean isURL, boolean isMIME) {
            this.isURL = isURL;
            this.isMIME = isMIME;
        }

        /** Character → 6-bit value, -1 for other characters, -2 for '='. */
        static int[] table(boolean url) {
            int[] t = new int[256];
            Arrays.fill(t, -1);
            char[] chars = url ? TO_BASE64_URL : TO_BASE64;
            for (int i = 0; i < chars.length; i++) {
                t[chars[i]] = i;
            }
            t['='] = -2;
            return t;
        }

        public byte[] decode(byte[] src) {
            int[] base64 = table(isURL);
            if (src.length == 1) {
                if (isMIME) {
                    return new byte[0];
                }
                throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
            }
            byte[] dst = new byte[src.length * 3 / 4 + 3];
            int sp = 0;
            int sl = src.length;
            int dp = 0;
            int bits = 0;
            int shiftto = 18;
            while (sp < sl) {
                int b = src[sp++] & 0xff;
                if ((b = base64[b]) < 0) {
                    if (b == -2) {
                        if (shiftto == 6 && (sp == sl || src[sp++] != '=') || shiftto == 18) {
                            throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                        }
                        break;
                    }
                    if (isMIME) {
                        continue;
                    }
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
                bits |= b << shiftto;
                shiftto -= 6;
                if (shiftto < 0) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) bits;
                    shiftto = 18;
                    bits = 0;
                }
            }
            if (shiftto == 6) {
                dst[dp++] = (byte) (bits >> 16);
            } else if (shiftto == 0) {
                dst[dp++] = (byte) (bits >> 16);
                dst[dp++] = (byte) (bits >> 8);
            } else if (shiftto == 12) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            while (sp < sl) {
                if (isMIME && base64[src[sp++] & 0xff] < 0) {
                    continue;
                }
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return Arrays.copyOf(dst, dp);
        }

        public byte[] decode(String src) {
            return decode(src.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        }

        public int decode(byte[] src, byte[] dst) {
            byte[] d = decode(src);
            if (dst.length < d.length) {
                throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            }
            System.arraycopy(d, 0, dst, 0, d.length);
            return d.length;
        }
    }
}
