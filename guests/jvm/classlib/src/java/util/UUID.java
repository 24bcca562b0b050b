package java.util;

/**
 * 128-bit universally unique identifiers, as the JDK's: toString/fromString, version and
 * variant, nameUUIDFromBytes (version 3, MD5), ordering and hashing. randomUUID (version 4)
 * draws its 16 bytes from one java.util.Random seeded with a constant instead of the JDK's
 * SecureRandom, so that runs stay deterministic: the sequence of random UUIDs is the same in
 * every run (and differs from any JDK's, which differs from run to run).
 */
public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private final long mostSigBits;
    private final long leastSigBits;

    private static final class Holder {
        static final Random NUMBER_GENERATOR = new Random(0x5EED0F0D1DL);
    }

    private UUID(byte[] data) {
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++) {
            msb = (msb << 8) | (data[i] & 0xff);
        }
        for (int i = 8; i < 16; i++) {
            lsb = (lsb << 8) | (data[i] & 0xff);
        }
        this.mostSigBits = msb;
        this.leastSigBits = lsb;
    }

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    public static UUID randomUUID() {
        byte[] randomBytes = new byte[16];
        synchronized (Holder.NUMBER_GENERATOR) {
            Holder.NUMBER_GENERATOR.nextBytes(randomBytes);
        }
        randomBytes[6] &= 0x0f;
        randomBytes[6] |= 0x40;
        randomBytes[8] &= 0x3f;
        randomBytes[8] |= (byte) 0x80;
        return new UUID(randomBytes);
    }

    public static UUID nameUUIDFromBytes(byte[] name) {
        java.security.MessageDigest md;
        try {
            md = java.security.MessageDigest.getInstance("MD5");
        } catch (java.security.NoSuchAlgorithmException nsae) {
            throw new InternalError("MD5 not supported", nsae);
        }
        byte[] md5Bytes = md.digest(name);
        md5Bytes[6] &= 0x0f;
        md5Bytes[6] |= 0x30;
        md5Bytes[8] &= 0x3f;
        md5Bytes[8] |= (byte) 0x80;
        return new UUID(md5Bytes);
    }

    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36) {
            throw new IllegalArgumentException("UUID string too large");
        }
        int dash1 = name.indexOf('-', 0);
        int dash2 = name.indexOf('-', dash1 + 1);
        int dash3 = name.indexOf('-', dash2 + 1);
        int dash4 = name.indexOf('-', dash3 + 1);
        int dash5 = name.indexOf('-', dash4 + 1);
        if (dash4 < 0 || dash5 >= 0) {
            throw new IllegalArgumentException("Invalid UUID string: " + name);
        }
        long mostSigBits = part(name, 0, dash1) & 0xffffffffL;
        mostSigBits <<= 16;
        mostSigBits |= part(name, dash1 + 1, dash2) & 0xffffL;
        mostSigBits <<= 16;
        mostSigBits |= part(name, dash2 + 1, dash3) & 0xffffL;
        long leastSigBits = part(name, dash3 + 1, dash4) & 0xffffL;
        leastSigBits <<= 48;
        leastSigBits |= part(name, dash4 + 1, len) & 0xffffffffffffL;
        return new UUID(mostSigBits, leastSigBits);
    }

    /** Long.parseLong(s, begin, end, 16), with its error message. */
    private static long part(String s, int begin, int end) {
        if (begin == end) {
            throw new NumberFormatException("");
        }
        return Long.parseLong(s.substring(begin, end), 16);
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    public int variant() {
        return (int) ((leastSigBits >>> (64 - (leastSigBits >>> 62))) & (leastSigBits >> 63));
    }

    public long timestamp() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
        return (mostSigBits & 0x0FFFL) << 48 | ((mostSigBits >> 16) & 0x0FFFFL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
        return (int) ((leastSigBits & 0x3FFF000000000000L) >>> 48);
    }

    public long node() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
        return leastSigBits & 0x0000FFFFFFFFFFFFL;
    }

    public String toString() {
        return hex(mostSigBits >> 32, 8) + "-" + hex(mostSigBits >> 16, 4) + "-" + hex(mostSigBits, 4) + "-"
            + hex(leastSigBits >> 48, 4) + "-" + hex(leastSigBits, 12);
    }

    private static String hex(long val, int digits) {
        long hi = 1L << (digits * 4);
        return Long.toHexString(hi | (val & (hi - 1))).substring(1);
    }

    public int hashCode() {
        long hilo = mostSigBits ^ leastSigBits;
        return ((int) (hilo >> 32)) ^ (int) hilo;
    }

    public boolean equals(Object obj) {
        if ((null == obj) || (obj.getClass() != UUID.class)) {
            return false;
        }
        UUID id = (UUID) obj;
        return (mostSigBits == id.mostSigBits && leastSigBits == id.leastSigBits);
    }

    public int compareTo(UUID val) {
        int mostSigBits = Long.compare(this.mostSigBits, val.mostSigBits);
        return mostSigBits != 0 ? mostSigBits : Long.compare(this.leastSigBits, val.leastSigBits);
    }
}
