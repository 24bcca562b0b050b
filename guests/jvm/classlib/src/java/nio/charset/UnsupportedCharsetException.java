package java.nio.charset;

/** A charset name this library does not provide. */
public class UnsupportedCharsetException extends IllegalArgumentException {
    private final String charsetName;

    public UnsupportedCharsetException(String charsetName) {
        super(String.valueOf(charsetName));
        this.charsetName = charsetName;
    }

    public String getCharsetName() {
        return charsetName;
    }
}
