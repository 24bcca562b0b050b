// RELEASE 17
/**
 * What an uncaught exception prints on stderr, compared byte for byte with the JDK's
 * (expected/UncaughtTrace.err): a worker thread's uncaught exception ("Thread-0"), then the
 * main thread's, a helpful NullPointerException message wrapped as the cause of an
 * IllegalStateException ("Caused by:", "... n more"). Only frames of this class, whose line
 * numbers are the JDK's too. stdout shows printStackTrace of a caught exception and
 * StackTraceElement's forms.
 */
public class UncaughtTrace {
    static class Account {
        String owner;
        Account next;
    }

    static class Worker extends Thread {
        @Override
        public void run() {
            int[] counts = new int[2];
            counts[lookup(3)]++;
        }

        int lookup(int k) {
            return k * 2;
        }
    }

    static int ownerLength(Account a) {
        return a.next.owner.length();
    }

    static int audit(Account a) {
        try {
            return ownerLength(a);
        } catch (NullPointerException e) {
            throw new IllegalStateException("audit failed for " + a.owner, e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        try {
            Account a = new Account();
            a.next = new Account();
            ownerLength(a);
        } catch (NullPointerException e) {
            e.printStackTrace(System.out);
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println(top.getClassName() + " " + top.getMethodName() + " " + top.getFileName() + " "
                + top.getLineNumber() + " " + top.getModuleName() + " " + top.getClassLoaderName());
        }
        System.out.println(new StackTraceElement("Foo", "bar", "Foo.java", 7));
        System.out.println(new StackTraceElement("Foo", "bar", null, -1));
        System.out.println(new StackTraceElement("Foo", "bar", null, -2));
        System.out.println(new StackTraceElement("loader", "mod", "1.0", "Foo", "bar", "Foo.java", 7));
        System.out.println(new StackTraceElement(null, "java.base", null, "java.util.Foo", "bar", "Foo.java", 7));
        Worker w = new Worker();
        w.start();
        w.join();
        System.out.println("worker done");
        Account broken = new Account();
        broken.owner = "ada";
        audit(broken);
        System.out.println("not reached");
    }
}
