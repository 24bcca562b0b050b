package java.nio;

/** Byte orders; the native one is the ppc32 guest's, big-endian. */
public final class ByteOrder {
    public static final ByteOrder BIG_ENDIAN = new ByteOrder("BIG_ENDIAN");
    public static final ByteOrder LITTLE_ENDIAN = new ByteOrder("LITTLE_ENDIAN");

    private final String name;

    private ByteOrder(String name) {
        this.name = name;
    }

    public static ByteOrder nativeOrder() {
        return BIG_ENDIAN;
    }

    public String toString() {
        return name;
    }
}
