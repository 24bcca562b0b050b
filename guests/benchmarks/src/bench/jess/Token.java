package bench.jess;

/** Variable bindings of a partial match (immutable once made). */
final class Token {
    final int[] vals;
    final boolean[] bound;

    Token(int[] vals, boolean[] bound) {
        this.vals = vals;
        this.bound = bound;
    }
}
