package java.util.logging;

/** Formats a log record for a handler. */
public abstract class Formatter {
    protected Formatter() {
    }

    public abstract String format(LogRecord record);

    public String getHead(Handler h) {
        return "";
    }

    public String getTail(Handler h) {
        return "";
    }

    /** The message with {0}-style parameters substituted (when it has any). */
    public String formatMessage(LogRecord record) {
        String format = record.getMessage();
        Object[] parameters = record.getParameters();
        if (format == null || parameters == null || parameters.length == 0) {
            return format;
        }
        if (format.indexOf("{0") < 0 && format.indexOf("{1") < 0 && format.indexOf("{2") < 0 && format.indexOf("{3") < 0) {
            return format;
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < format.length()) {
            char c = format.charAt(i);
            int close = format.indexOf('}', i);
            if (c == '{' && close > i + 1) {
                String idx = format.substring(i + 1, close);
                try {
                    int k = Integer.parseInt(idx.trim());
                    sb.append(k < parameters.length ? String.valueOf(parameters[k]) : "{" + idx + "}");
                    i = close + 1;
                    continue;
                } catch (NumberFormatException e) {
                    // not an argument: copied as it is
                }
            }
            sb.append(c);
            i++;
        }
        return sb.toString();
    }
}
