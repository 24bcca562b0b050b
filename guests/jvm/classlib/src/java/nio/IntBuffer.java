package java.nio;

/**
 * An int buffer over a heap int[] (allocate, wrap) or over a ByteBuffer's bytes in its
 * byte order (ByteBuffer.asIntBuffer): relative and absolute get/put, bulk get/put, slice,
 * duplicate, compact, equals/compareTo/hashCode over the remaining ints.
 */
public class IntBuffer extends Buffer implements Comparable<IntBuffer> {
    private final int[] hb;
    private final int offset;
    /** The bytes of a view (element i at byte 4 * (offset + i)); null for an int[] buffer. */
    private final ByteBuffer bytes;

    IntBuffer(int mark, int pos, int lim, int cap, int[] hb, int offset, ByteBuffer bytes) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.bytes = bytes;
    }

    public static IntBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new IntBuffer(-1, 0, capacity, capacity, new int[capacity], 0, null);
    }

    public static IntBuffer wrap(int[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException();
        }
        return new IntBuffer(-1, offset, offset + length, array.length, array, 0, null);
    }

    public static IntBuffer wrap(int[] array) {
        return wrap(array, 0, array.length);
    }

    private int load(int i) {
        return bytes != null ? bytes.getInt((offset + i) << 2) : hb[offset + i];
    }

    private void store(int i, int v) {
        if (bytes != null) {
            bytes.putInt((offset + i) << 2, v);
        } else {
            hb[offset + i] = v;
        }
    }

    public int get() {
        return load(nextGetIndex(1));
    }

    public int get(int index) {
        return load(checkIndex(index, 1));
    }

    public IntBuffer get(int[] dst, int off, int length) {
        if (off < 0 || length < 0 || off > dst.length - length) {
            throw new IndexOutOfBoundsException();
        }
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        for (int i = 0; i < length; i++) {
            dst[off + i] = get();
        }
        return this;
    }

    public IntBuffer get(int[] dst) {
        return get(dst, 0, dst.length);
    }

    public IntBuffer put(int v) {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
        store(nextPutIndex(1), v);
        return this;
    }

    public IntBuffer put(int index, int v) {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
        store(checkIndex(index, 1), v);
        return this;
    }

    public IntBuffer put(int[] src, int off, int length) {
        if (off < 0 || length < 0 || off > src.length - length) {
            throw new IndexOutOfBoundsException();
        }
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = 0; i < length; i++) {
            put(src[off + i]);
        }
        return this;
    }

    public final IntBuffer put(int[] src) {
        return put(src, 0, src.length);
    }

    public IntBuffer put(IntBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        if (src.remaining() > remaining()) {
            throw new BufferOverflowException();
        }
        while (src.hasRemaining()) {
            put(src.get());
        }
        return this;
    }

    public IntBuffer slice() {
        int rem = remaining();
        return new IntBuffer(-1, 0, rem, rem, hb, offset + position(), bytes);
    }

    public IntBuffer duplicate() {
        return new IntBuffer(markValue(), position(), limit(), capacity(), hb, offset, bytes);
    }

    public IntBuffer compact() {
        int pos = position();
        int rem = remaining();
        for (int i = 0; i < rem; i++) {
            put(i, get(pos + i));
        }
        position(rem);
        limit(capacity());
        discardMark();
        return this;
    }

    public ByteOrder order() {
        return bytes != null ? bytes.order() : ByteOrder.nativeOrder();
    }

    public boolean isReadOnly() {
        return bytes != null && bytes.isReadOnly();
    }

    public boolean isDirect() {
        return bytes != null && bytes.isDirect();
    }

    public final boolean hasArray() {
        return hb != null;
    }

    public final int[] array() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        return hb;
    }

    public final int arrayOffset() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        return offset;
    }

    public IntBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public IntBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public IntBuffer mark() {
        super.mark();
        return this;
    }

    public IntBuffer reset() {
        super.reset();
        return this;
    }

    public IntBuffer clear() {
        super.clear();
        return this;
    }

    public IntBuffer flip() {
        super.flip();
        return this;
    }

    public IntBuffer rewind() {
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
        if (!(ob instanceof IntBuffer)) {
            return false;
        }
        IntBuffer that = (IntBuffer) ob;
        return remaining() == that.remaining() && compareTo(that) == 0;
    }

    public int compareTo(IntBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            int c = Integer.compare(get(position() + i), that.get(that.position() + i));
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }

    public String toString() {
        String name = bytes == null ? "java.nio.HeapIntBuffer" : "java.nio.ByteBufferAsIntBuffer" + (bytes.isReadOnly() ? "R" : "") + (bytes.order() == ByteOrder.BIG_ENDIAN ? "B" : "L");
        return name + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
