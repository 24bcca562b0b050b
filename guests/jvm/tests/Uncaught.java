/** An uncaught exception ends the program with status 1 after the output so far. */
public class Uncaught {
    static void deep(int n) {
        if (n == 0) {
            throw new IllegalStateException("uncaught at the bottom");
        }
        deep(n - 1);
    }

    public static void main(String[] args) {
        System.out.println("before");
        try {
            deep(3);
        } finally {
            System.out.println("finally still runs");
        }
        System.out.println("not reached");
    }
}
