/** Exception handler tables, unwinding across frames, finally, athrow and the exceptions the JVM throws. */
public class Exceptions {
    static class MyException extends Exception {
        final int code;

        MyException(String m, int code) {
            super(m);
            this.code = code;
        }
    }

    static class Sub extends MyException {
        Sub(String m) {
            super(m, 99);
        }
    }

    static int depth;

    static void thrower(int n) throws MyException {
        if (n == 0) {
            throw new MyException("bottom", 7);
        }
        try {
            thrower(n - 1);
        } finally {
            depth++;
        }
    }

    @SuppressWarnings("finally")
    static int finallyReturn() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 42;
        }
    }

    static int tryFinallyOrder(StringBuilder log) {
        int x = 1;
        try {
            log.append("try;");
            return x;
        } finally {
            x = 2;
            log.append("finally;");
        }
    }

    static String nested(int k) {
        try {
            try {
                if (k == 0) {
                    throw new IllegalStateException("ise");
                } else if (k == 1) {
                    throw new Sub("sub");
                } else if (k == 2) {
                    return "none";
                }
                throw new Error("err");
            } catch (IllegalStateException e) {
                return "inner:" + e.getMessage();
            } finally {
                depth += 10;
            }
        } catch (MyException e) {
            return "outer:" + e.getMessage() + ":" + e.code + ":" + (e instanceof Sub);
        } catch (Throwable t) {
            return "throwable:" + t;
        }
    }

    static int recurse(int n) {
        return n == 0 ? 0 : 1 + recurse(n - 1);
    }

    static int infinite(int n) {
        return infinite(n + 1) + 1;
    }

    static Object field;
    int value;

    static void check(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + (showMessage(e) ? " msg=" + e.getMessage() : ""));
        }
    }

    static boolean showMessage(Throwable e) {
        return !(e instanceof NullPointerException) && !(e instanceof ClassCastException);
    }

    static class Boom {
        static int v = init();

        static int init() {
            throw new IllegalArgumentException("boom in clinit");
        }
    }

    public static void main(String[] args) {
        try {
            thrower(5);
        } catch (MyException e) {
            System.out.println("caught " + e.getMessage() + " code " + e.code + " after " + depth + " finally blocks");
        }
        System.out.println("finallyReturn " + finallyReturn());
        StringBuilder log = new StringBuilder();
        System.out.println("tryFinallyOrder " + tryFinallyOrder(log) + " " + log);
        for (int k = 0; k < 4; k++) {
            System.out.println(nested(k));
        }
        System.out.println("depth " + depth);
        System.out.println("recurse " + recurse(2000));

        check("npe field", new Runnable() {
            public void run() {
                Exceptions e = null;
                e.value = 1;
            }
        });
        check("npe invoke", new Runnable() {
            public void run() {
                Object o = field;
                o.hashCode();
            }
        });
        check("npe arraylength", new Runnable() {
            public void run() {
                int[] a = null;
                System.out.println(a.length);
            }
        });
        check("npe athrow", new Runnable() {
            public void run() {
                RuntimeException e = null;
                throw e;
            }
        });
        check("npe monitor", new Runnable() {
            public void run() {
                synchronized (field) {
                    System.out.println("inside");
                }
            }
        });
        check("npe array store", new Runnable() {
            public void run() {
                long[] a = null;
                a[0] = 1;
            }
        });
        check("aioobe load", new Runnable() {
            public void run() {
                int[] a = new int[3];
                System.out.println(a[3]);
            }
        });
        check("aioobe store", new Runnable() {
            public void run() {
                String[] a = new String[2];
                a[-1] = "x";
            }
        });
        check("aioobe char", new Runnable() {
            public void run() {
                char[] a = new char[0];
                a[0] = 'x';
            }
        });
        check("div zero", new Runnable() {
            public void run() {
                int z = 0;
                System.out.println(1 / z);
            }
        });
        check("rem zero", new Runnable() {
            public void run() {
                int z = 0;
                System.out.println(1 % z);
            }
        });
        check("ldiv zero", new Runnable() {
            public void run() {
                long z = 0;
                System.out.println(1L / z);
            }
        });
        check("lrem zero", new Runnable() {
            public void run() {
                long z = 0;
                System.out.println(1L % z);
            }
        });
        check("class cast", new Runnable() {
            public void run() {
                Object o = "str";
                Integer i = (Integer) o;
                System.out.println(i);
            }
        });
        check("class cast array", new Runnable() {
            public void run() {
                Object o = new int[1];
                Object[] a = (Object[]) o;
                System.out.println(a.length);
            }
        });
        check("negative size", new Runnable() {
            public void run() {
                int n = -5;
                System.out.println(new int[n].length);
            }
        });
        check("negative size multi", new Runnable() {
            public void run() {
                int n = -2;
                System.out.println(new int[3][n].length);
            }
        });
        check("array store", new Runnable() {
            public void run() {
                Object[] a = new String[1];
                a[0] = Integer.valueOf(1);
            }
        });
        check("string index", new Runnable() {
            public void run() {
                System.out.println("abc".charAt(5));
            }
        });
        check("number format", new Runnable() {
            public void run() {
                System.out.println(Integer.parseInt("12x"));
            }
        });
        check("arraylist index", new Runnable() {
            public void run() {
                new java.util.ArrayList<String>().get(0);
            }
        });
        try {
            infinite(0);
        } catch (StackOverflowError e) {
            System.out.println("stack overflow caught: " + e.getClass().getName());
        }
        System.out.println("recurse again " + recurse(1000));
        try {
            long[] huge = new long[Integer.MAX_VALUE - 100];
            System.out.println(huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("out of memory caught");
        }
        try {
            System.out.println(Boom.v);
        } catch (ExceptionInInitializerError e) {
            System.out.println("EIIE cause " + e.getCause());
        }
        try {
            System.out.println(Boom.v);
        } catch (NoClassDefFoundError e) {
            System.out.println("second use: NoClassDefFoundError");
        }
        try {
            throw new Error("plain error");
        } catch (Error e) {
            System.out.println("error " + e.getMessage());
        }
        Throwable t = new RuntimeException("outer", new IllegalArgumentException("inner"));
        System.out.println(t + " / " + t.getCause() + " / " + t.getCause().getCause());
        try {
            try {
                throw new IllegalStateException("first");
            } finally {
                System.out.println("finally runs before propagation");
            }
        } catch (IllegalStateException e) {
            System.out.println("propagated " + e.getMessage());
        }
        // exception inside a catch handler
        try {
            try {
                throw new RuntimeException("a");
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("b from handler of " + e.getMessage());
            }
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // try-with-resources and suppressed exceptions
        try (Res r1 = new Res("r1"); Res r2 = new Res("r2")) {
            throw new IllegalStateException("body");
        } catch (IllegalStateException e) {
            System.out.println("twr " + e.getMessage() + " suppressed " + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage());
        }
        // multi-catch
        for (int i = 0; i < 2; i++) {
            try {
                if (i == 0) {
                    throw new ArithmeticException("ae");
                }
                throw new ArrayIndexOutOfBoundsException("ai");
            } catch (ArithmeticException | ArrayIndexOutOfBoundsException e) {
                System.out.println("multi " + e.getMessage());
            }
        }
        System.out.println("done");
    }

    static class Res implements AutoCloseable {
        final String name;

        Res(String name) {
            this.name = name;
            System.out.println("open " + name);
        }

        public void close() {
            System.out.println("close " + name);
            throw new IllegalArgumentException("close " + name);
        }
    }
}
