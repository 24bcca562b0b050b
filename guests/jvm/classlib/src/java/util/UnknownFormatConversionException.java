package java.util;

public class UnknownFormatConversionException extends IllegalFormatException {
    private final String detail;

    public UnknownFormatConversionException(String detail) {
        this.detail = detail;
    }

    public String getConversion() {
        return detail;
    }

    public String getMessage() {
        return "Conversion = '" + detail + "'";
    }
}
