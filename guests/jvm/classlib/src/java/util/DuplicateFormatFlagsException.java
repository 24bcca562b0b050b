package java.util;

public class DuplicateFormatFlagsException extends IllegalFormatException {
    private final String detail;

    public DuplicateFormatFlagsException(String detail) {
        this.detail = detail;
    }

    public String getMessage() {
        return "Flags = '" + detail + "'";
    }
}
