package java.util.logging;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * Named loggers in a dotted tree (LogManager): a record is logged if its level reaches the
 * logger's effective level (its own, else its nearest ancestor's), then published to the
 * logger's handlers and, unless turned off, to its ancestors' handlers.
 */
public class Logger {
    public static final String GLOBAL_LOGGER_NAME = "global";
    private final String name;
    private volatile Logger parent;
    private volatile Level levelObject;
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<Handler>();
    private volatile boolean useParentHandlers = true;
    private volatile Filter filter;

    protected Logger(String name, String resourceBundleName) {
        this.name = name;
    }

    public static Logger getGlobal() {
        return getLogger(GLOBAL_LOGGER_NAME);
    }

    public static Logger getLogger(String name) {
        return LogManager.getLogManager().demand(java.util.Objects.requireNonNull(name));
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        return getLogger(name);
    }

    public static Logger getAnonymousLogger() {
        Logger l = new Logger(null, null);
        l.parent = LogManager.getLogManager().getLogger("");
        return l;
    }

    void setParentInternal(Logger p) {
        parent = p;
    }

    public String getName() {
        return name;
    }

    public Logger getParent() {
        return parent;
    }

    public void setParent(Logger parent) {
        this.parent = java.util.Objects.requireNonNull(parent);
    }

    public void setLevel(Level newLevel) {
        levelObject = newLevel;
    }

    public Level getLevel() {
        return levelObject;
    }

    private int effectiveLevel() {
        for (Logger l = this; l != null; l = l.parent) {
            Level lv = l.levelObject;
            if (lv != null) {
                return lv.intValue();
            }
        }
        return Level.INFO.intValue();
    }

    public boolean isLoggable(Level level) {
        int levelValue = effectiveLevel();
        return !(level.intValue() < levelValue || levelValue == Level.OFF.intValue());
    }

    public void setFilter(Filter newFilter) {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public void addHandler(Handler handler) {
        handlers.add(java.util.Objects.requireNonNull(handler));
    }

    public void removeHandler(Handler handler) {
        if (handler != null) {
            handlers.remove(handler);
        }
    }

    public Handler[] getHandlers() {
        return handlers.toArray(new Handler[0]);
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel())) {
            return;
        }
        Filter f = filter;
        if (f != null && !f.isLoggable(record)) {
            return;
        }
        Logger logger = this;
        while (logger != null) {
            for (Handler h : logger.handlers) {
                h.publish(record);
            }
            if (!logger.useParentHandlers) {
                break;
            }
            logger = logger.parent;
        }
    }

    private void doLog(Level level, String msg, Object[] params, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setLoggerName(name);
        lr.setParameters(params);
        lr.setThrown(thrown);
        log(lr);
    }

    public void log(Level level, String msg) {
        doLog(level, msg, null, null);
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            doLog(level, msgSupplier.get(), null, null);
        }
    }

    public void log(Level level, String msg, Object param1) {
        doLog(level, msg, new Object[] {param1}, null);
    }

    public void log(Level level, String msg, Object[] params) {
        doLog(level, msg, params, null);
    }

    public void log(Level level, String msg, Throwable thrown) {
        doLog(level, msg, null, thrown);
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            doLog(level, msgSupplier.get(), null, thrown);
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setLoggerName(name);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        log(lr);
    }

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void severe(String msg) {
        log(Level.SEVERE, msg);
    }

    public void warning(String msg) {
        log(Level.WARNING, msg);
    }

    public void info(String msg) {
        log(Level.INFO, msg);
    }

    public void config(String msg) {
        log(Level.CONFIG, msg);
    }

    public void fine(String msg) {
        log(Level.FINE, msg);
    }

    public void finer(String msg) {
        log(Level.FINER, msg);
    }

    public void finest(String msg) {
        log(Level.FINEST, msg);
    }

    public void severe(Supplier<String> msgSupplier) {
        log(Level.SEVERE, msgSupplier);
    }

    public void warning(Supplier<String> msgSupplier) {
        log(Level.WARNING, msgSupplier);
    }

    public void info(Supplier<String> msgSupplier) {
        log(Level.INFO, msgSupplier);
    }

    public void fine(Supplier<String> msgSupplier) {
        log(Level.FINE, msgSupplier);
    }
}
