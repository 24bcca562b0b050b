package java.util.logging;

/**
 * The JDK's default one-record-two-lines format ("%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp
 * %2$s%n%4$s: %5$s%6$s%n"), dates on the simulated clock in the default zone (UTC).
 */
public class SimpleFormatter extends Formatter {
    public String format(LogRecord record) {
        java.text.SimpleDateFormat df = new java.text.SimpleDateFormat("MMM dd, yyyy h:mm:ss a", java.util.Locale.US);
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null) {
                source += " " + record.getSourceMethodName();
            }
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            java.io.StringWriter sw = new java.io.StringWriter();
            java.io.PrintWriter pw = new java.io.PrintWriter(sw);
            pw.println();
            record.getThrown().printStackTrace(pw);
            pw.close();
            throwable = sw.toString();
        }
        String nl = System.lineSeparator();
        return df.format(new java.util.Date(record.getMillis())) + " " + source + nl
            + record.getLevel().getLocalizedName() + ": " + message + throwable + nl;
    }
}
