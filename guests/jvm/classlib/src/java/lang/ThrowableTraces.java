package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.IdentityHashMap;

/**
 * Throwable's stack traces: the frames parsed from the VM's backtrace strings, and
 * printStackTrace as the JDK prints it. Kept out of Throwable so that the classes printing
 * needs are loaded only when a program prints or inspects a trace.
 */
final class ThrowableTraces {
    private ThrowableTraces() {
    }

    static StackTraceElement[] ourStackTrace(Throwable t) {
        synchronized (t) {
            Object bt = t.backtrace();
            if (bt instanceof StackTraceElement[]) {
                return (StackTraceElement[]) bt;
            }
            StackTraceElement[] st;
            if (bt instanceof String[]) {
                String[] frames = (String[]) bt;
                st = new StackTraceElement[frames.length];
                for (int i = 0; i < frames.length; i++) {
                    st[i] = StackTraceElement.parse(frames[i]);
                }
            } else {
                st = new StackTraceElement[0];
            }
            t.setBacktrace(st);
            return st;
        }
    }

    static void setStackTrace(Throwable t, StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (t) {
            t.setBacktrace(copy);
        }
    }

    /** A PrintStream or a PrintWriter, whichever printStackTrace was given. */
    private static final class Out {
        private final PrintStream stream;
        private final PrintWriter writer;

        Out(PrintStream stream, PrintWriter writer) {
            this.stream = stream;
            this.writer = writer;
        }

        void println(Object o) {
            if (stream != null) {
                stream.println(o);
            } else {
                writer.println(o);
            }
        }
    }

    /**
     * As the JDK prints: the throwable and its frames, then each suppressed exception
     * (indented by a tab) and the cause, each with the frames it shares with the trace that
     * encloses it shortened to "... n more", and "[CIRCULAR REFERENCE: ...]" for a throwable
     * already printed.
     */
    static void print(Throwable t, PrintStream ps, PrintWriter pw) {
        Object lock = ps != null ? ps : pw;
        synchronized (lock) {
            Out s = new Out(ps, pw);
            IdentityHashMap<Throwable, Boolean> dejaVu = new IdentityHashMap<Throwable, Boolean>();
            dejaVu.put(t, Boolean.TRUE);
            s.println(t);
            StackTraceElement[] trace = ourStackTrace(t);
            for (StackTraceElement e : trace) {
                s.println("\tat " + e);
            }
            for (Throwable se : t.getSuppressed()) {
                printEnclosed(se, s, trace, "Suppressed: ", "\t", dejaVu);
            }
            Throwable ourCause = t.getCause();
            if (ourCause != null) {
                printEnclosed(ourCause, s, trace, "Caused by: ", "", dejaVu);
            }
        }
    }

    private static void printEnclosed(Throwable t, Out s, StackTraceElement[] enclosingTrace, String caption, String prefix,
            IdentityHashMap<Throwable, Boolean> dejaVu) {
        if (dejaVu.containsKey(t)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + t + "]");
            return;
        }
        dejaVu.put(t, Boolean.TRUE);
        StackTraceElement[] trace = ourStackTrace(t);
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;
        s.println(prefix + caption + t);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        for (Throwable se : t.getSuppressed()) {
            printEnclosed(se, s, trace, "Suppressed: ", prefix + "\t", dejaVu);
        }
        Throwable ourCause = t.getCause();
        if (ourCause != null) {
            printEnclosed(ourCause, s, trace, "Caused by: ", prefix, dejaVu);
        }
    }
}
