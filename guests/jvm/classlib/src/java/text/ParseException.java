package java.text;

/** Text that does not parse, with the offset where it failed. */
public class ParseException extends Exception {
    private final int errorOffset;

    public ParseException(String s, int errorOffset) {
        super(s);
        this.errorOffset = errorOffset;
    }

    public int getErrorOffset() {
        return errorOffset;
    }
}
