import java.util.ArrayList;
import java.util.List;

/** Interfaces with default and static methods, diamond resolution, abstract classes, inner/anonymous classes. */
public class Interfaces {
    interface Greeter {
        String name();

        default String greet() {
            return "Hello, " + name() + suffix();
        }

        default String suffix() {
            return "!";
        }

        static Greeter of(final String n) {
            return new Greeter() {
                public String name() {
                    return n;
                }
            };
        }
    }

    interface Loud extends Greeter {
        default String suffix() {
            return "!!!";
        }
    }

    interface Polite {
        default String greet() {
            return "Good day";
        }
    }

    static class Both implements Loud, Polite {
        public String name() {
            return "both";
        }

        public String greet() {
            return Loud.super.greet() + " / " + Polite.super.greet();
        }
    }

    static abstract class Animal implements Comparable<Animal> {
        private static int created;
        protected final String kind;
        final int id;

        Animal(String kind) {
            this.kind = kind;
            id = ++created;
        }

        abstract String sound();

        String describe() {
            return id + ":" + kind + " says " + sound();
        }

        public int compareTo(Animal o) {
            return kind.compareTo(o.kind);
        }

        @Override
        public String toString() {
            return kind;
        }
    }

    static class Dog extends Animal {
        Dog() {
            super("dog");
        }

        String sound() {
            return "woof";
        }
    }

    static class Puppy extends Dog {
        String sound() {
            return "yip (" + super.sound() + ")";
        }

        String describe() {
            return "small " + super.describe();
        }
    }

    static class Cat extends Animal {
        Cat() {
            super("cat");
        }

        String sound() {
            return "meow";
        }
    }

    class Inner {
        int value() {
            return outerField * 2;
        }
    }

    int outerField = 21;

    static int overload(int x) {
        return 1;
    }

    static int overload(long x) {
        return 2;
    }

    static int overload(Integer x) {
        return 3;
    }

    static int overload(Object x) {
        return 4;
    }

    static int overload(int... xs) {
        return 10 + xs.length;
    }

    static String varargs(String fmt, Object... args) {
        return fmt + args.length;
    }

    public static void main(String[] args) {
        System.out.println(Greeter.of("world").greet());
        System.out.println(new Both().greet());
        Loud l = new Loud() {
            public String name() {
                return "anon";
            }
        };
        System.out.println(l.greet());
        List<Animal> zoo = new ArrayList<Animal>();
        zoo.add(new Dog());
        zoo.add(new Cat());
        zoo.add(new Puppy());
        for (Animal a : zoo) {
            System.out.println(a.describe());
        }
        java.util.Collections.sort(zoo);
        System.out.println(zoo);
        Interfaces outer = new Interfaces();
        Interfaces.Inner in = outer.new Inner();
        System.out.println(in.value());
        byte b = 1;
        short s = 2;
        char c = 'c';
        long lg = 4;
        System.out.println(overload(b) + " " + overload(s) + " " + overload(c) + " " + overload(lg) + " " + overload(Integer.valueOf(1)) + " "
            + overload("x") + " " + overload() + " " + overload(1, 2, 3));
        System.out.println(varargs("n") + " " + varargs("n", 1, "two") + " " + varargs("n", (Object[]) new String[] {"a", "b", "c"}));
        Runnable r = new Runnable() {
            int count;

            public void run() {
                count++;
                System.out.println("run " + count + " " + getClass().getName());
            }
        };
        r.run();
        r.run();
        final int captured = 5;
        class Local {
            int get() {
                return captured * 10;
            }
        }
        System.out.println(new Local().get() + " " + new Local().getClass().getName());
        Comparable<String> cmp = "abc";
        System.out.println(cmp.compareTo("abd"));
        Object o = new Both();
        System.out.println((o instanceof Greeter) + " " + (o instanceof Loud) + " " + (o instanceof Polite) + " " + (o instanceof Runnable));
        System.out.println(Greeter.class.isInterface() + " " + Both.class.getSuperclass().getName() + " " + Puppy.class.getSuperclass().getSimpleName());
    }
}
