package java.util.logging;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The named loggers and their tree: the root logger ("") has a ConsoleHandler at INFO, as the
 * JDK's default configuration; no configuration file is read.
 */
public class LogManager {
    private static LogManager manager;
    private final Map<String, Logger> loggers = new LinkedHashMap<String, Logger>();
    private Logger root;

    protected LogManager() {
    }

    public static synchronized LogManager getLogManager() {
        if (manager == null) {
            manager = new LogManager();
            manager.root = new Logger("", null);
            manager.root.setLevel(Level.INFO);
            manager.root.addHandler(new ConsoleHandler());
            manager.loggers.put("", manager.root);
        }
        return manager;
    }

    synchronized Logger demand(String name) {
        Logger l = loggers.get(name);
        if (l == null) {
            l = new Logger(name, null);
            loggers.put(name, l);
            l.setParentInternal(parentOf(name));
            // existing loggers below the new one now have it as their parent
            for (Logger other : loggers.values()) {
                if (other != l && other.getName().startsWith(name + ".")) {
                    Logger p = parentOf(other.getName());
                    other.setParentInternal(p);
                }
            }
        }
        return l;
    }

    private Logger parentOf(String name) {
        String n = name;
        while (true) {
            int dot = n.lastIndexOf('.');
            if (dot < 0) {
                return root;
            }
            n = n.substring(0, dot);
            Logger p = loggers.get(n);
            if (p != null) {
                return p;
            }
        }
    }

    public synchronized boolean addLogger(Logger logger) {
        if (loggers.containsKey(logger.getName())) {
            return false;
        }
        loggers.put(logger.getName(), logger);
        logger.setParentInternal(parentOf(logger.getName()));
        return true;
    }

    public synchronized Logger getLogger(String name) {
        return loggers.get(name);
    }

    public synchronized Enumeration<String> getLoggerNames() {
        return Collections.enumeration(new ArrayList<String>(loggers.keySet()));
    }

    /** Removes every handler of every logger and sets the root level to INFO (others to none). */
    public synchronized void reset() {
        for (Logger l : loggers.values()) {
            for (Handler h : l.getHandlers()) {
                l.removeHandler(h);
                h.close();
            }
            l.setLevel(l == root ? Level.INFO : null);
        }
    }

    public void readConfiguration() {
    }

    public void readConfiguration(java.io.InputStream ins) {
    }

    public String getProperty(String name) {
        return null;
    }
}
