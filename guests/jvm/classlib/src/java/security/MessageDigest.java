package java.security;

/**
 * Message digests: MD5, SHA-1 and SHA-256 (also as "SHA", "SHA1", "SHA256"), written in
 * Java (Digests). Any other algorithm throws NoSuchAlgorithmException with the JDK's
 * message. No providers: getProvider() is null.
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private final String algorithm;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm.toUpperCase(java.util.Locale.ROOT)) {
            case "MD5":
                return new Digests.Md5(algorithm);
            case "SHA-1":
            case "SHA1":
            case "SHA":
                return new Digests.Sha1(algorithm);
            case "SHA-256":
            case "SHA256":
                return new Digests.Sha256(algorithm);
            default:
                throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
    }

    public static MessageDigest getInstance(String algorithm, String provider) throws NoSuchAlgorithmException {
        return getInstance(algorithm);
    }

    public final Object getProvider() {
        return null;
    }

    public void update(byte input) {
        engineUpdate(input);
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        engineUpdate(input, offset, len);
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
    }

    public byte[] digest() {
        return engineDigest();
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        byte[] d = engineDigest();
        if (len < d.length) {
            throw new DigestException("partial digests not returned");
        }
        System.arraycopy(d, 0, buf, offset, d.length);
        return d.length;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public String toString() {
        return algorithm + " Message Digest from SIM, <initialized>\n";
    }

    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null || digesta.length != digestb.length) {
            return false;
        }
        int result = 0;
        for (int i = 0; i < digesta.length; i++) {
            result |= digesta[i] ^ digestb[i];
        }
        return result == 0;
    }

    public void reset() {
        engineReset();
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        return engineGetDigestLength();
    }

    public Object clone() throws CloneNotSupportedException {
        return super.clone();
    }
}
