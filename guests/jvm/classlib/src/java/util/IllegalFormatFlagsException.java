package java.util;

public class IllegalFormatFlagsException extends IllegalFormatException {
    private final String flags;

    public IllegalFormatFlagsException(String f) {
        this.flags = f;
    }

    public String getFlags() {
        return flags;
    }

    public String getMessage() {
        return "Flags = '" + flags + "'";
    }
}
