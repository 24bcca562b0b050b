package java.util;

public class MissingFormatWidthException extends IllegalFormatException {
    private final String detail;

    public MissingFormatWidthException(String detail) {
        this.detail = detail;
    }

    public String getMessage() {
        return detail;
    }
}
