/** Class initialisation order (JLS 12.4): triggers, superclass first, interfaces lazily, constants inlined. */
public class ClinitOrder {
    static StringBuilder log = new StringBuilder();

    static void log(String s) {
        log.append(s).append(' ');
    }

    static class A {
        static {
            log("A");
        }

        static int a = val("A.a");

        static int val(String s) {
            log(s);
            return 1;
        }
    }

    static class B extends A {
        static final int CONST = 5;
        static final String SCONST = "constant";
        static int b = val("B.b");

        static {
            log("B");
        }

        static void touch() {
            log("B.touch");
        }
    }

    interface I {
        int X = ClinitOrder.side("I.X");

        default void m() {
        }
    }

    interface J extends I {
        int Y = ClinitOrder.side("J.Y");
    }

    static class C implements J {
        static {
            log("C");
        }
    }

    static class D {
        static {
            log("D");
        }

        static int d;
    }

    static class E {
        static {
            log("E");
        }

        E() {
            log("new E");
        }
    }

    static class Rec1 {
        static int v = Rec2.w + 1;

        static {
            log("Rec1 v=" + v);
        }
    }

    static class Rec2 {
        static int w = Rec1.v + 10;

        static {
            log("Rec2 w=" + w);
        }
    }

    static class Arr {
        static {
            log("Arr");
        }
    }

    static int side(String s) {
        log(s);
        return 3;
    }

    public static void main(String[] args) {
        log("main");
        int c = B.CONST;
        log("const=" + c + B.SCONST);
        Arr[] arr = new Arr[3];
        log("array=" + arr.length);
        B.touch();
        new C();
        log("C done");
        C cc = new C();
        cc.m();
        log("J.Y=" + J.Y);
        D.d = 4;
        log("D.d=" + D.d);
        new E();
        new E();
        log("Rec1.v=" + Rec1.v + " Rec2.w=" + Rec2.w);
        Class<?> k = Arr.class;
        log("class literal " + k.getName());
        new Arr();
        System.out.println(log.toString().trim());
    }
}
