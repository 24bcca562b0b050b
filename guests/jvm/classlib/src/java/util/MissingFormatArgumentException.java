package java.util;

public class MissingFormatArgumentException extends IllegalFormatException {
    private final String detail;

    public MissingFormatArgumentException(String detail) {
        this.detail = detail;
    }

    public String getFormatSpecifier() {
        return detail;
    }

    public String getMessage() {
        return "Format specifier '" + detail + "'";
    }
}
