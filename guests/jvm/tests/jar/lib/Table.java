package lib;

/* Enough code and constants that the jar tool's deflate uses dynamic Huffman blocks. */
public class Table {
    private final int[] squares;
    private final String[] names;

    public Table(int n) {
        squares = new int[n];
        names = new String[n];
        for (int i = 0; i < n; i++) {
            squares[i] = i * i;
            names[i] = "entry-" + Integer.toHexString(i * 2654435761L > 0 ? i * 31 : i);
        }
    }

    public long checksum() {
        long h = 17;
        for (int i = 0; i < squares.length; i++) {
            h = h * 31 + squares[i];
            h = h * 31 + names[i].hashCode();
        }
        return h;
    }

    public String describe(int i) {
        switch (i % 7) {
            case 0: return "zero remainder: " + names[i];
            case 1: return "one remainder: " + names[i];
            case 2: return "two remainder: " + names[i];
            case 3: return "three remainder: " + names[i];
            case 4: return "four remainder: " + names[i];
            case 5: return "five remainder: " + names[i];
            default: return "six remainder: " + names[i];
        }
    }
}
