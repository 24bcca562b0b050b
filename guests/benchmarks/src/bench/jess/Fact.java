package bench.jess;

/** A working-memory element: a template (type) and integer slots; equal facts are merged. */
final class Fact {
    final int type;
    final int[] slots;
    /** Recency: the assertion number (the newest fact has the largest id). */
    int id;
    boolean live;
    private final int hash;

    Fact(int type, int[] slots) {
        this.type = type;
        this.slots = slots;
        int h = type * 31 + 7;
        for (int i = 0; i < slots.length; i++) {
            h = h * 1000003 + slots[i];
        }
        this.hash = h ^ (h >>> 16);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Fact)) {
            return false;
        }
        Fact f = (Fact) o;
        if (f.type != type || f.hash != hash || f.slots.length != slots.length) {
            return false;
        }
        for (int i = 0; i < slots.length; i++) {
            if (f.slots[i] != slots[i]) {
                return false;
            }
        }
        return true;
    }
}
