package java.util;

/**
 * A growable vector of bits (java.util.BitSet), with the JDK's word layout and growth
 * policy, so that size(), hashCode(), toString() and the byte and long forms print what the
 * JDK's print.
 */
public class BitSet implements Cloneable, java.io.Serializable {
    private static final long WORD_MASK = 0xffffffffffffffffL;

    private long[] words;
    private int wordsInUse;
    private boolean sizeIsSticky;

    public BitSet() {
        words = new long[1];
    }

    public BitSet(int nbits) {
        if (nbits < 0) {
            throw new NegativeArraySizeException("nbits < 0: " + nbits);
        }
        words = new long[wordIndex(nbits - 1) + 1];
        sizeIsSticky = true;
    }

    private BitSet(long[] words) {
        this.words = words;
        this.wordsInUse = words.length;
    }

    private static int wordIndex(int bitIndex) {
        return bitIndex >> 6;
    }

    public static BitSet valueOf(long[] longs) {
        int n = longs.length;
        while (n > 0 && longs[n - 1] == 0) {
            n--;
        }
        return new BitSet(Arrays.copyOf(longs, n));
    }

    public static BitSet valueOf(byte[] bytes) {
        int n = bytes.length;
        while (n > 0 && bytes[n - 1] == 0) {
            n--;
        }
        long[] w = new long[(n + 7) / 8];
        for (int i = 0; i < n; i++) {
            w[i / 8] |= (bytes[i] & 0xffL) << (8 * (i % 8));
        }
        return new BitSet(w);
    }

    public byte[] toByteArray() {
        int n = wordsInUse;
        if (n == 0) {
            return new byte[0];
        }
        int len = 8 * (n - 1);
        for (long x = words[n - 1]; x != 0; x >>>= 8) {
            len++;
        }
        byte[] bytes = new byte[len];
        for (int i = 0; i < len; i++) {
            bytes[i] = (byte) (words[i / 8] >>> (8 * (i % 8)));
        }
        return bytes;
    }

    public long[] toLongArray() {
        return Arrays.copyOf(words, wordsInUse);
    }

    private void recalculateWordsInUse() {
        int i;
        for (i = wordsInUse - 1; i >= 0; i--) {
            if (words[i] != 0) {
                break;
            }
        }
        wordsInUse = i + 1;
    }

    private void ensureCapacity(int wordsRequired) {
        if (words.length < wordsRequired) {
            int request = Math.max(2 * words.length, wordsRequired);
            words = Arrays.copyOf(words, request);
            sizeIsSticky = false;
        }
    }

    private void expandTo(int wordIndex) {
        int wordsRequired = wordIndex + 1;
        if (wordsInUse < wordsRequired) {
            ensureCapacity(wordsRequired);
            wordsInUse = wordsRequired;
        }
    }

    private static void checkRange(int fromIndex, int toIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        if (toIndex < 0) {
            throw new IndexOutOfBoundsException("toIndex < 0: " + toIndex);
        }
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("fromIndex: " + fromIndex + " > toIndex: " + toIndex);
        }
    }

    private static void checkIndex(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
    }

    public void flip(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        expandTo(w);
        words[w] ^= 1L << bitIndex;
        recalculateWordsInUse();
    }

    /** Applies op (0 set, 1 clear, 2 flip) to the bits fromIndex..toIndex-1 (expanding for set and flip). */
    private void range(int fromIndex, int toIndex, int op) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) {
            return;
        }
        int start = wordIndex(fromIndex);
        int end = wordIndex(toIndex - 1);
        if (op == 1) {
            if (start >= wordsInUse) {
                return;
            }
            if (end >= wordsInUse) {
                toIndex = length();
                end = wordsInUse - 1;
            }
        } else {
            expandTo(end);
        }
        long first = WORD_MASK << fromIndex;
        long last = WORD_MASK >>> -toIndex;
        for (int i = start; i <= end; i++) {
            long mask = WORD_MASK;
            if (i == start) {
                mask &= first;
            }
            if (i == end) {
                mask &= last;
            }
            if (op == 0) {
                words[i] |= mask;
            } else if (op == 1) {
                words[i] &= ~mask;
            } else {
                words[i] ^= mask;
            }
        }
        if (op != 0) {
            recalculateWordsInUse();
        }
    }

    public void flip(int fromIndex, int toIndex) {
        range(fromIndex, toIndex, 2);
    }

    public void set(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        expandTo(w);
        words[w] |= 1L << bitIndex;
    }

    public void set(int bitIndex, boolean value) {
        if (value) {
            set(bitIndex);
        } else {
            clear(bitIndex);
        }
    }

    public void set(int fromIndex, int toIndex) {
        range(fromIndex, toIndex, 0);
    }

    public void set(int fromIndex, int toIndex, boolean value) {
        range(fromIndex, toIndex, value ? 0 : 1);
    }

    public void clear(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        if (w >= wordsInUse) {
            return;
        }
        words[w] &= ~(1L << bitIndex);
        recalculateWordsInUse();
    }

    public void clear(int fromIndex, int toIndex) {
        range(fromIndex, toIndex, 1);
    }

    public void clear() {
        while (wordsInUse > 0) {
            words[--wordsInUse] = 0;
        }
    }

    public boolean get(int bitIndex) {
        checkIndex(bitIndex);
        int w = wordIndex(bitIndex);
        return w < wordsInUse && (words[w] & (1L << bitIndex)) != 0;
    }

    public BitSet get(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        int len = length();
        if (len <= fromIndex || fromIndex == toIndex) {
            return new BitSet(0);
        }
        if (toIndex > len) {
            toIndex = len;
        }
        BitSet result = new BitSet(toIndex - fromIndex);
        for (int i = nextSetBit(fromIndex); i >= 0 && i < toIndex; i = nextSetBit(i + 1)) {
            result.words[wordIndex(i - fromIndex)] |= 1L << (i - fromIndex);
        }
        result.wordsInUse = result.words.length;
        result.recalculateWordsInUse();
        return result;
    }

    public int nextSetBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return -1;
        }
        long word = words[u] & (WORD_MASK << fromIndex);
        while (true) {
            if (word != 0) {
                return (u * 64) + Long.numberOfTrailingZeros(word);
            }
            if (++u == wordsInUse) {
                return -1;
            }
            word = words[u];
        }
    }

    public int nextClearBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return fromIndex;
        }
        long word = ~words[u] & (WORD_MASK << fromIndex);
        while (true) {
            if (word != 0) {
                return (u * 64) + Long.numberOfTrailingZeros(word);
            }
            if (++u == wordsInUse) {
                return wordsInUse * 64;
            }
            word = ~words[u];
        }
    }

    public int previousSetBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return length() - 1;
        }
        long word = words[u] & (WORD_MASK >>> -(fromIndex + 1));
        while (true) {
            if (word != 0) {
                return (u + 1) * 64 - 1 - Long.numberOfLeadingZeros(word);
            }
            if (u-- == 0) {
                return -1;
            }
            word = words[u];
        }
    }

    public int previousClearBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return fromIndex;
        }
        long word = ~words[u] & (WORD_MASK >>> -(fromIndex + 1));
        while (true) {
            if (word != 0) {
                return (u + 1) * 64 - 1 - Long.numberOfLeadingZeros(word);
            }
            if (u-- == 0) {
                return -1;
            }
            word = ~words[u];
        }
    }

    public int length() {
        if (wordsInUse == 0) {
            return 0;
        }
        return 64 * (wordsInUse - 1) + (64 - Long.numberOfLeadingZeros(words[wordsInUse - 1]));
    }

    public boolean isEmpty() {
        return wordsInUse == 0;
    }

    public boolean intersects(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) {
            if ((words[i] & set.words[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    public int cardinality() {
        int sum = 0;
        for (int i = 0; i < wordsInUse; i++) {
            sum += Long.bitCount(words[i]);
        }
        return sum;
    }

    public void and(BitSet set) {
        if (this == set) {
            return;
        }
        while (wordsInUse > set.wordsInUse) {
            words[--wordsInUse] = 0;
        }
        for (int i = 0; i < wordsInUse; i++) {
            words[i] &= set.words[i];
        }
        recalculateWordsInUse();
    }

    public void or(BitSet set) {
        if (this == set) {
            return;
        }
        int wordsInCommon = Math.min(wordsInUse, set.wordsInUse);
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < wordsInCommon; i++) {
            words[i] |= set.words[i];
        }
        if (wordsInCommon < set.wordsInUse) {
            System.arraycopy(set.words, wordsInCommon, words, wordsInCommon, wordsInUse - wordsInCommon);
        }
    }

    public void xor(BitSet set) {
        int wordsInCommon = Math.min(wordsInUse, set.wordsInUse);
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < wordsInCommon; i++) {
            words[i] ^= set.words[i];
        }
        if (wordsInCommon < set.wordsInUse) {
            System.arraycopy(set.words, wordsInCommon, words, wordsInCommon, set.wordsInUse - wordsInCommon);
        }
        recalculateWordsInUse();
    }

    public void andNot(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) {
            words[i] &= ~set.words[i];
        }
        recalculateWordsInUse();
    }

    public int hashCode() {
        long h = 1234;
        for (int i = wordsInUse; --i >= 0;) {
            h ^= words[i] * (i + 1);
        }
        return (int) ((h >> 32) ^ h);
    }

    public int size() {
        return words.length * 64;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof BitSet)) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        BitSet set = (BitSet) obj;
        if (wordsInUse != set.wordsInUse) {
            return false;
        }
        for (int i = 0; i < wordsInUse; i++) {
            if (words[i] != set.words[i]) {
                return false;
            }
        }
        return true;
    }

    public Object clone() {
        if (!sizeIsSticky && wordsInUse != words.length) {
            words = Arrays.copyOf(words, wordsInUse);
        }
        try {
            BitSet result = (BitSet) super.clone();
            result.words = words.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append('{');
        int i = nextSetBit(0);
        if (i != -1) {
            b.append(i);
            for (i = nextSetBit(i + 1); i >= 0; i = i == Integer.MAX_VALUE ? -1 : nextSetBit(i + 1)) {
                b.append(", ").append(i);
            }
        }
        return b.append('}').toString();
    }

    /** The indices of the set bits, ascending, read as the stream is consumed. */
    public java.util.stream.IntStream stream() {
        return java.util.stream.IntStream.iterate(nextSetBit(0), new java.util.function.IntPredicate() {
            public boolean test(int i) {
                return i >= 0;
            }
        }, new java.util.function.IntUnaryOperator() {
            public int applyAsInt(int i) {
                return i == Integer.MAX_VALUE ? -1 : nextSetBit(i + 1);
            }
        });
    }
}
