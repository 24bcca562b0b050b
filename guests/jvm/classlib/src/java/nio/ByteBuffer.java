package java.nio;

/**
 * A byte buffer over a heap array (allocate, wrap, slice, duplicate, read-only views),
 * with relative and absolute get/put of bytes and of big- or little-endian chars, shorts,
 * ints, longs, floats and doubles, compact, asIntBuffer, equals/compareTo/hashCode over the
 * remaining bytes, and the JDK's toString.
 */
public class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    private final boolean readOnly;
    private final boolean direct;
    private boolean bigEndian = true;

    ByteBuffer(int mark, int pos, int lim, int cap, byte[] hb, int offset, boolean readOnly, boolean direct) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
        this.direct = direct;
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new ByteBuffer(-1, 0, capacity, capacity, new byte[capacity], 0, false, false);
    }

    /** A heap buffer that reports itself direct (this VM has no off-heap memory). */
    public static ByteBuffer allocateDirect(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new ByteBuffer(-1, 0, capacity, capacity, new byte[capacity], 0, false, true);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException();
        }
        return new ByteBuffer(-1, offset, offset + length, array.length, array, 0, false, false);
    }

    public static ByteBuffer wrap(byte[] array) {
        return wrap(array, 0, array.length);
    }

    public ByteBuffer slice() {
        int pos = position();
        int rem = remaining();
        ByteBuffer b = new ByteBuffer(-1, 0, rem, rem, hb, offset + pos, readOnly, direct);
        return b;
    }

    public ByteBuffer duplicate() {
        ByteBuffer b = new ByteBuffer(markValue(), position(), limit(), capacity(), hb, offset, readOnly, direct);
        b.bigEndian = bigEndian;
        return b;
    }

    public ByteBuffer asReadOnlyBuffer() {
        ByteBuffer b = new ByteBuffer(markValue(), position(), limit(), capacity(), hb, offset, true, direct);
        b.bigEndian = bigEndian;
        return b;
    }

    public ByteBuffer compact() {
        writable();
        int pos = position();
        int rem = remaining();
        System.arraycopy(hb, offset + pos, hb, offset, rem);
        position(rem);
        limit(capacity());
        discardMark();
        return this;
    }

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    private void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public boolean isDirect() {
        return direct;
    }

    public final boolean hasArray() {
        return !readOnly && !direct;
    }

    public final byte[] array() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        if (direct) {
            throw new UnsupportedOperationException();
        }
        return hb;
    }

    public final int arrayOffset() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        if (direct) {
            throw new UnsupportedOperationException();
        }
        return offset;
    }

    // bytes

    public byte get() {
        return hb[offset + nextGetIndex(1)];
    }

    public byte get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public ByteBuffer get(byte[] dst, int off, int length) {
        if (off < 0 || length < 0 || off > dst.length - length) {
            throw new IndexOutOfBoundsException();
        }
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        System.arraycopy(hb, offset + nextGetIndex(length), dst, off, length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer put(byte b) {
        writable();
        hb[offset + nextPutIndex(1)] = b;
        return this;
    }

    public ByteBuffer put(int index, byte b) {
        writable();
        hb[offset + checkIndex(index, 1)] = b;
        return this;
    }

    public ByteBuffer put(byte[] src, int off, int length) {
        writable();
        if (off < 0 || length < 0 || off > src.length - length) {
            throw new IndexOutOfBoundsException();
        }
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        System.arraycopy(src, off, hb, offset + nextPutIndex(length), length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        writable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        System.arraycopy(src.hb, src.offset + src.nextGetIndex(n), hb, offset + nextPutIndex(n), n);
        return this;
    }

    // multi-byte values, in this buffer's byte order

    long load(int i, int n) {
        long v = 0;
        if (bigEndian) {
            for (int k = 0; k < n; k++) {
                v = (v << 8) | (hb[offset + i + k] & 0xff);
            }
        } else {
            for (int k = n - 1; k >= 0; k--) {
                v = (v << 8) | (hb[offset + i + k] & 0xff);
            }
        }
        return v;
    }

    void store(int i, int n, long v) {
        writable();
        if (bigEndian) {
            for (int k = n - 1; k >= 0; k--) {
                hb[offset + i + k] = (byte) v;
                v >>= 8;
            }
        } else {
            for (int k = 0; k < n; k++) {
                hb[offset + i + k] = (byte) v;
                v >>= 8;
            }
        }
    }

    private ByteBuffer putAt(int i, int n, long v) {
        store(i, n, v);
        return this;
    }

    private int putIndex(int n) {
        writable();
        return nextPutIndex(n);
    }

    public char getChar() {
        return (char) load(nextGetIndex(2), 2);
    }

    public char getChar(int index) {
        return (char) load(checkIndex(index, 2), 2);
    }

    public ByteBuffer putChar(char value) {
        return putAt(putIndex(2), 2, value);
    }

    public ByteBuffer putChar(int index, char value) {
        return putAt(checkIndex(index, 2), 2, value);
    }

    public short getShort() {
        return (short) load(nextGetIndex(2), 2);
    }

    public short getShort(int index) {
        return (short) load(checkIndex(index, 2), 2);
    }

    public ByteBuffer putShort(short value) {
        return putAt(putIndex(2), 2, value);
    }

    public ByteBuffer putShort(int index, short value) {
        return putAt(checkIndex(index, 2), 2, value);
    }

    public int getInt() {
        return (int) load(nextGetIndex(4), 4);
    }

    public int getInt(int index) {
        return (int) load(checkIndex(index, 4), 4);
    }

    public ByteBuffer putInt(int value) {
        return putAt(putIndex(4), 4, value);
    }

    public ByteBuffer putInt(int index, int value) {
        return putAt(checkIndex(index, 4), 4, value);
    }

    public long getLong() {
        return load(nextGetIndex(8), 8);
    }

    public long getLong(int index) {
        return load(checkIndex(index, 8), 8);
    }

    public ByteBuffer putLong(long value) {
        return putAt(putIndex(8), 8, value);
    }

    public ByteBuffer putLong(int index, long value) {
        return putAt(checkIndex(index, 8), 8, value);
    }

    public float getFloat() {
        return Float.intBitsToFloat(getInt());
    }

    public float getFloat(int index) {
        return Float.intBitsToFloat(getInt(index));
    }

    public ByteBuffer putFloat(float value) {
        return putInt(Float.floatToRawIntBits(value));
    }

    public ByteBuffer putFloat(int index, float value) {
        return putInt(index, Float.floatToRawIntBits(value));
    }

    public double getDouble() {
        return Double.longBitsToDouble(getLong());
    }

    public double getDouble(int index) {
        return Double.longBitsToDouble(getLong(index));
    }

    public ByteBuffer putDouble(double value) {
        return putLong(Double.doubleToRawLongBits(value));
    }

    public ByteBuffer putDouble(int index, double value) {
        return putLong(index, Double.doubleToRawLongBits(value));
    }

    /** An int view of the remaining bytes (remaining / 4 ints), in this buffer's order. */
    public IntBuffer asIntBuffer() {
        int n = remaining() >> 2;
        ByteBuffer bytes = new ByteBuffer(-1, 0, remaining(), remaining(), hb, offset + position(), readOnly, direct);
        bytes.bigEndian = bigEndian;
        return new IntBuffer(-1, 0, n, n, null, 0, bytes);
    }

    // the Buffer methods, with this class's type (as the JDK since 9)

    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer that = (ByteBuffer) ob;
        if (remaining() != that.remaining()) {
            return false;
        }
        return compareTo(that) == 0;
    }

    public int compareTo(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            int c = Byte.compare(get(position() + i), that.get(that.position() + i));
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }

    public String toString() {
        String name = direct ? "java.nio.DirectByteBuffer" : "java.nio.HeapByteBuffer";
        return name + (readOnly ? "R" : "") + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
