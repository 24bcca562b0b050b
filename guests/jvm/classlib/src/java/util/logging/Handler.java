package java.util.logging;

/** Takes log records from a Logger and publishes them. */
public abstract class Handler {
    private volatile Level logLevel = Level.ALL;
    private volatile Formatter formatter;
    private volatile Filter filter;

    protected Handler() {
    }

    public abstract void publish(LogRecord record);

    public abstract void flush();

    public abstract void close() throws SecurityException;

    public synchronized void setFormatter(Formatter newFormatter) {
        formatter = java.util.Objects.requireNonNull(newFormatter);
    }

    public Formatter getFormatter() {
        return formatter;
    }

    public synchronized void setFilter(Filter newFilter) {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public synchronized void setLevel(Level newLevel) {
        logLevel = java.util.Objects.requireNonNull(newLevel);
    }

    public Level getLevel() {
        return logLevel;
    }

    public void setEncoding(String encoding) {
    }

    public String getEncoding() {
        return null;
    }

    public boolean isLoggable(LogRecord record) {
        int levelValue = getLevel().intValue();
        if (record == null || record.getLevel().intValue() < levelValue || levelValue == Level.OFF.intValue()) {
            return false;
        }
        Filter f = getFilter();
        return f == null || f.isLoggable(record);
    }
}
