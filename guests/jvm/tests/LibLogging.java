import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.*;

/** java.util.logging as programs use it (issue 16): levels, the logger tree, handlers, formatters, parameters. */
public class LibLogging {
    static final List<String> seen = new ArrayList<>();

    static class ListHandler extends Handler {
        final String tag;
        ListHandler(String tag) { this.tag = tag; }
        public void publish(LogRecord r) {
            if (!isLoggable(r)) return;
            seen.add(tag + ":" + r.getLevel() + ":" + r.getLoggerName() + ":" + getFormatter().formatMessage(r)
                + (r.getThrown() != null ? ":" + r.getThrown().getMessage() : "") + ":" + r.getSourceClassName() + "." + r.getSourceMethodName());
        }
        public void flush() { }
        public void close() { }
    }

    static void work(Logger log) {
        log.severe("disk full");
        log.warning("low memory");
        log.info("started");
        log.config("config read");
        log.fine("detail");
        log.finest("noise");
        log.log(Level.INFO, "user {0} logged in from {1}", new Object[] {"ada", "10.0.0.1"});
        log.log(Level.WARNING, "value {0}", 42);
        log.log(Level.SEVERE, "failed", new IllegalStateException("boom"));
        log.info(() -> "lazy " + (6 * 7));
    }

    public static void main(String[] args) {
        LogManager.getLogManager().reset();
        Logger root = Logger.getLogger("");
        Logger app = Logger.getLogger("com.example.app");
        Logger db = Logger.getLogger("com.example.app.db");
        Logger mid = Logger.getLogger("com.example");
        System.out.println(app.getParent().getName() + " " + db.getParent().getName() + " " + mid.getParent().getName().isEmpty() + " " + (Logger.getLogger("com.example.app") == app));
        System.out.println(root.getLevel() + " " + app.getLevel() + " " + app.isLoggable(Level.INFO) + " " + app.isLoggable(Level.FINE) + " " + root.getHandlers().length);
        ListHandler rootHandler = new ListHandler("root");
        rootHandler.setFormatter(new SimpleFormatter());
        root.addHandler(rootHandler);
        ListHandler appHandler = new ListHandler("app");
        appHandler.setFormatter(new SimpleFormatter());
        appHandler.setLevel(Level.WARNING);
        app.addHandler(appHandler);
        work(db);
        seen.forEach(System.out::println);
        seen.clear();
        mid.setLevel(Level.FINE);
        db.setUseParentHandlers(true);
        app.setUseParentHandlers(false);
        work(db);
        seen.forEach(System.out::println);
        seen.clear();
        db.setLevel(Level.OFF);
        work(db);
        System.out.println("off: " + seen.size() + " " + db.isLoggable(Level.SEVERE));
        db.setLevel(null);
        rootHandler.setFilter(r -> !r.getMessage().contains("memory"));
        mid.setUseParentHandlers(true);
        app.setUseParentHandlers(true);
        appHandler.setLevel(Level.ALL);
        work(Logger.getLogger("com.example.app.db"));
        seen.forEach(System.out::println);
        System.out.println(Level.parse("WARNING") + " " + Level.parse("800") + " " + Level.INFO.intValue() + " " + Level.SEVERE.getName() + " " + Level.ALL.intValue() + " " + Level.parse("FINE").equals(Level.FINE));
        try { Level.parse("LOUD"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bos, new Formatter() {
            public String format(LogRecord r) { return "[" + r.getLevel() + "] " + formatMessage(r) + "\n"; }
            public String getHead(Handler h) { return "<head>\n"; }
            public String getTail(Handler h) { return "<tail>\n"; }
        });
        Logger plain = Logger.getLogger("plain");
        plain.setUseParentHandlers(false);
        plain.addHandler(sh);
        plain.info("one {0}");
        plain.fine("hidden");
        plain.log(Level.WARNING, "two {0} {1} {0}", new Object[] {"a", "b"});
        sh.close();
        System.out.print(bos);
        Logger.getGlobal().info("to stderr only");
        Logger.getLogger("x").log(Level.INFO, "also stderr");
        System.out.println("done " + Logger.getGlobal().getName());
    }
}
