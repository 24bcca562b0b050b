package java.lang;

public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    String toString();

    default boolean isEmpty() {
        return length() == 0;
    }

    /** The chars as ints, read at the terminal operation. */
    default java.util.stream.IntStream chars() {
        final CharSequence self = this;
        return java.util.stream.IntStream.range(0, 1).flatMap(new java.util.function.IntFunction<java.util.stream.IntStream>() {
            public java.util.stream.IntStream apply(int unused) {
                int n = self.length();
                int[] a = new int[n];
                for (int i = 0; i < n; i++) {
                    a[i] = self.charAt(i);
                }
                return java.util.stream.IntStream.of(a);
            }
        });
    }

    /** The code points (a surrogate pair is one; an unpaired surrogate stands for itself). */
    default java.util.stream.IntStream codePoints() {
        final CharSequence self = this;
        return java.util.stream.IntStream.range(0, 1).flatMap(new java.util.function.IntFunction<java.util.stream.IntStream>() {
            public java.util.stream.IntStream apply(int unused) {
                java.util.stream.IntStream.Builder b = java.util.stream.IntStream.builder();
                int n = self.length();
                for (int i = 0; i < n; i++) {
                    char c = self.charAt(i);
                    if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(self.charAt(i + 1))) {
                        b.accept(Character.toCodePoint(c, self.charAt(i + 1)));
                        i++;
                    } else {
                        b.accept(c);
                    }
                }
                return b.build();
            }
        });
    }

    static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        for (int i = 0, len = Math.min(cs1.length(), cs2.length()); i < len; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return cs1.length() - cs2.length();
    }
}
