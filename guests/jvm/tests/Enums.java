import java.util.*;

/** Enums: values, valueOf, ordinal, switch, constant-specific bodies, fields and constructors. */
public class Enums {
    enum Color {
        RED, GREEN, BLUE
    }

    enum Op {
        PLUS("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES("*") {
            int apply(int a, int b) {
                return a * b;
            }
        },
        MINUS("-") {
            int apply(int a, int b) {
                return a - b;
            }

            public String toString() {
                return "minus!";
            }
        };

        final String sym;

        Op(String sym) {
            this.sym = sym;
        }

        abstract int apply(int a, int b);
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);

        private final double mass;
        private final double radius;
        static final double G = 6.67300E-11;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return G * mass / (radius * radius);
        }
    }

    static String describe(Color c) {
        switch (c) {
            case RED:
                return "warm";
            case BLUE:
                return "cool";
            default:
                return "neutral";
        }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.ordinal() + " " + c.name() + " " + describe(c) + " " + c.compareTo(Color.GREEN) + " " + c.getDeclaringClass().getSimpleName());
        }
        System.out.println(Color.valueOf("BLUE") + " " + Enum.valueOf(Color.class, "RED") + " " + (Color.valueOf("GREEN") == Color.GREEN));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.sym + " " + op.apply(6, 3) + " " + op.name() + " " + op.getDeclaringClass().getSimpleName() + " " + (op.getClass() == Op.class));
        }
        System.out.println(Op.valueOf("MINUS").apply(1, 2));
        for (Planet p : Planet.values()) {
            System.out.printf("%s %.2f%n", p, p.surfaceGravity());
        }
        Map<Color, Integer> counts = new HashMap<Color, Integer>();
        for (String s : "RED BLUE RED GREEN RED BLUE".split(" ")) {
            Color c = Color.valueOf(s);
            Integer old = counts.get(c);
            counts.put(c, old == null ? 1 : old + 1);
        }
        TreeMap<Color, Integer> sorted = new TreeMap<Color, Integer>(counts);
        System.out.println(sorted);
        Color[] vs = Color.values();
        vs[0] = null;
        System.out.println(Color.values()[0] + " " + Arrays.toString(vs));
    }
}
