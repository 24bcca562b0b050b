package java.util.logging;

/** One logging request: level, message and parameters, the thrown exception, the source. */
public class LogRecord implements java.io.Serializable {
    private static long globalSequenceNumber;
    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private String msg;
    private long millis;
    private Throwable thrown;
    private String loggerName;
    private Object[] parameters;
    private boolean needToInferCaller = true;

    public LogRecord(Level level, String msg) {
        this.level = java.util.Objects.requireNonNull(level);
        this.msg = msg;
        synchronized (LogRecord.class) {
            sequenceNumber = globalSequenceNumber++;
        }
        millis = System.currentTimeMillis();
    }

    public String getLoggerName() {
        return loggerName;
    }

    public void setLoggerName(String name) {
        loggerName = name;
    }

    public Level getLevel() {
        return level;
    }

    public void setLevel(Level level) {
        this.level = java.util.Objects.requireNonNull(level);
    }

    public long getSequenceNumber() {
        return sequenceNumber;
    }

    public void setSequenceNumber(long seq) {
        sequenceNumber = seq;
    }

    public String getSourceClassName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        this.sourceClassName = sourceClassName;
        needToInferCaller = false;
    }

    public String getSourceMethodName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        this.sourceMethodName = sourceMethodName;
        needToInferCaller = false;
    }

    /** The first frame after the Logger's frames, as the JDK finds the caller. */
    private void inferCaller() {
        needToInferCaller = false;
        StackTraceElement[] st = new Throwable().getStackTrace();
        boolean lookingForLogger = true;
        for (StackTraceElement e : st) {
            boolean isLogging = e.getClassName().equals("java.util.logging.Logger");
            if (lookingForLogger) {
                if (isLogging) {
                    lookingForLogger = false;
                }
            } else if (!isLogging) {
                sourceClassName = e.getClassName();
                sourceMethodName = e.getMethodName();
                return;
            }
        }
    }

    public String getMessage() {
        return msg;
    }

    public void setMessage(String message) {
        msg = message;
    }

    public Object[] getParameters() {
        return parameters;
    }

    public void setParameters(Object[] parameters) {
        this.parameters = parameters;
    }

    public long getMillis() {
        return millis;
    }

    public void setMillis(long millis) {
        this.millis = millis;
    }

    public Throwable getThrown() {
        return thrown;
    }

    public void setThrown(Throwable thrown) {
        this.thrown = thrown;
    }
}
