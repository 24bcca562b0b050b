package java.lang;

import java.util.ArrayList;

/**
 * A group of threads, as the JDK's basics: a name, a parent ("main"'s parent is "system"),
 * a maximum priority, a daemon flag and subgroups; uncaughtException passes an exception
 * to the parent, then to the default handler, then prints it as the JDK. The group keeps
 * no thread list: its threads are the VM's live threads whose group it (or a subgroup) is.
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private static ThreadGroup main;

    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;
    private final ArrayList<ThreadGroup> groups = new ArrayList<>();

    /* the "system" group */
    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        synchronized (parent) {
            parent.groups.add(this);
        }
    }

    /** The group of main (made with main's Thread object). */
    static synchronized ThreadGroup mainGroup() {
        if (main == null) {
            main = new ThreadGroup(new ThreadGroup(), "main");
        }
        return main;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = parent != null ? Math.min(pri, parent.maxPriority) : pri;
        for (ThreadGroup g : subgroups()) {
            g.setMaxPriority(pri);
        }
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final void checkAccess() {
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    private synchronized ThreadGroup[] subgroups() {
        return groups.toArray(new ThreadGroup[0]);
    }

    /** The live threads of this group and its subgroups (recurse) or of this group only. */
    private ArrayList<Thread> members(boolean recurse) {
        ArrayList<Thread> r = new ArrayList<>();
        for (Thread t : Thread.liveThreads()) {
            ThreadGroup g = t.getThreadGroup();
            if (g == this || (recurse && parentOf(g))) {
                r.add(t);
            }
        }
        return r;
    }

    public int activeCount() {
        return members(true).size();
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        ArrayList<Thread> m = members(recurse);
        int n = Math.min(list.length, m.size());
        for (int i = 0; i < n; i++) {
            list[i] = m.get(i);
        }
        return n;
    }

    public int activeGroupCount() {
        int n = 0;
        for (ThreadGroup g : subgroups()) {
            n += 1 + g.activeGroupCount();
        }
        return n;
    }

    public int enumerate(ThreadGroup[] list) {
        return enumerate(list, true);
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        ArrayList<ThreadGroup> all = new ArrayList<>();
        collect(all, recurse);
        int n = Math.min(list.length, all.size());
        for (int i = 0; i < n; i++) {
            list[i] = all.get(i);
        }
        return n;
    }

    private void collect(ArrayList<ThreadGroup> into, boolean recurse) {
        for (ThreadGroup g : subgroups()) {
            into.add(g);
            if (recurse) {
                g.collect(into, true);
            }
        }
    }

    public final void interrupt() {
        for (Thread t : members(true)) {
            t.interrupt();
        }
    }

    public void list() {
        System.out.println(this);
        for (Thread t : members(false)) {
            System.out.println("    " + t);
        }
        for (ThreadGroup g : subgroups()) {
            g.list();
        }
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler h = Thread.getDefaultUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(t, e);
        } else {
            Thread.printUncaught(t, e);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + maxPriority + "]";
    }
}
