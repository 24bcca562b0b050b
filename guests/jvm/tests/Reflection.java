import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** A reflection tour (issue 16): classes, fields, methods, constructors, arrays, enums. */
public class Reflection {
    interface Shape {
        double area();

        default String kind() {
            return "shape";
        }
    }

    abstract static class Base implements Shape {
        public int baseCount = 1;
        protected String label = "base";
        private static int created;
        public static final String CONST = "K";

        Base() {
            created++;
        }

        public String describe() {
            return "Base " + label;
        }

        public static int created() {
            return created;
        }
    }

    public static class Circle extends Base implements Comparable<Circle> {
        public boolean z = true;
        public byte b = 1;
        public char c = 'c';
        public short s = 2;
        public int i = 3;
        public long l = 4L;
        public float f = 5.5f;
        public double d = 6.25;
        public String str = "s";
        public int[] arr = {1, 2};
        private int secret = 42;
        public static long counter = 7;
        public final int fin = 9;
        transient volatile int tv;
        double r;

        public Circle() {
            this(1.0);
        }

        public Circle(double r) {
            this.r = r;
        }

        protected Circle(int r, String why) {
            this((double) r);
            label = why;
        }

        private Circle(String fail) {
            throw new IllegalStateException("no " + fail);
        }

        public double area() {
            return 3.0 * r * r;
        }

        @Override
        public String describe() {
            return "Circle r=" + r;
        }

        public int compareTo(Circle o) {
            return Double.compare(r, o.r);
        }

        private String hidden(int x) {
            return "hidden" + x;
        }

        public static int add(int a, int b) {
            return a + b;
        }

        public static long widen(long a, double b) {
            return a + (long) b;
        }

        public void fail(String m) throws java.io.IOException, InterruptedException {
            throw new java.io.IOException(m);
        }

        public Object echo(Object o) {
            return o;
        }

        public String varargs(String... xs) {
            return Arrays.toString(xs);
        }

        public char nextChar(char x) {
            return (char) (x + 1);
        }

        public boolean not(boolean x) {
            return !x;
        }

        public byte negB(byte x) {
            return (byte) -x;
        }

        public short negS(short x) {
            return (short) -x;
        }

        public float half(float x) {
            return x / 2;
        }

        public synchronized void sync() {
        }

        protected final strictfp double twice(double x) {
            return 2 * x;
        }
    }

    static final class Square extends Base {
        private double side;

        Square(double side) {
            this.side = side;
        }

        public double area() {
            return side * side;
        }

        public String kind() {
            return "square";
        }
    }

    static class Thrower {
        Thrower() throws Exception {
            throw new java.io.FileNotFoundException("ctor");
        }
    }

    static class NoDefault {
        NoDefault(int x) {
        }
    }

    static class Late {
        static {
            System.out.println("  Late initialised");
        }
        static int value = 5;
    }

    static class Broken {
        static int v = 1 / zero();

        static int zero() {
            return 0;
        }
    }

    enum Color {
        RED, GREEN {
            @Override
            public String toString() {
                return "g";
            }
        }, BLUE;
        int code;
    }

    public static void main(String[] args) throws Exception {
        classes();
        forName();
        fields();
        methods();
        constructors();
        modifiers();
        arrays();
        enums();
        serialize(new Circle(2, "ser"));
        stress();
        System.out.println("done");
    }

    static String ex(Throwable t) {
        return t.getClass().getName() + ": " + t.getMessage();
    }

    static void classes() {
        System.out.println("== classes");
        Object anon = new Runnable() {
            public void run() {
            }
        };
        class Local {
        }
        Class<?>[] cs = {String.class, int.class, void.class, int[].class, String[][].class, Circle.class,
            Circle[].class, Shape.class, Map.Entry.class, anon.getClass(), Local.class, Color.class,
            Color.GREEN.getClass(), Reflection.class, Base.class, Square.class};
        for (Class<?> c : cs) {
            System.out.println(c.getName() + " | " + c.getSimpleName() + " | " + c.getTypeName() + " | "
                    + c.getCanonicalName() + " | " + c);
            System.out.println("  mods=" + Modifier.toString(c.getModifiers()) + " (" + c.getModifiers() + ")"
                    + " iface=" + c.isInterface() + " array=" + c.isArray() + " prim=" + c.isPrimitive()
                    + " enum=" + c.isEnum() + " anon=" + c.isAnonymousClass() + " local=" + c.isLocalClass()
                    + " member=" + c.isMemberClass() + " synth=" + c.isSynthetic());
            System.out.println("  super=" + c.getSuperclass() + " decl=" + c.getDeclaringClass() + " encl="
                    + c.getEnclosingClass() + " comp=" + c.getComponentType());
            if (!c.getName().startsWith("java.")) {
                System.out.println("  interfaces=" + Arrays.toString(c.getInterfaces()));
            }
        }
        System.out.println(Circle.class.isInstance(new Circle()) + " " + Base.class.isInstance(new Circle())
                + " " + Shape.class.isInstance("x") + " " + Shape.class.isAssignableFrom(Square.class) + " "
                + Square.class.isAssignableFrom(Base.class) + " " + int.class.isAssignableFrom(int.class) + " "
                + Object.class.isAssignableFrom(int[].class) + " " + Object[].class.isAssignableFrom(String[].class));
        try {
            Circle.class.cast("str");
        } catch (ClassCastException e) {
            System.out.println(ex(e));
        }
        System.out.println(Base.class.cast(new Square(2)).area() + " " + String.class.cast(null));
        System.out.println(Circle.class.getAnnotations().length + " " + Circle.class.getAnnotation(Deprecated.class));
    }

    static void forName() throws Exception {
        System.out.println("== forName");
        String[] names = {"Reflection$Circle", "java.util.ArrayList", "[I", "[Ljava.lang.String;", "[[D",
            "java.lang.Runnable", "NoSuch", "int", "java/lang/String", "[X", "[Ljava.lang.Nope;", "",
            "Reflection.Circle", "[Ljava.lang.String", "[[", "java.util.Map$Entry"};
        for (String n : names) {
            try {
                System.out.println(n + " -> " + Class.forName(n));
            } catch (ClassNotFoundException e) {
                System.out.println(n + " -> " + ex(e));
            }
        }
        System.out.println("before Late");
        Class<?> late = Class.forName("Reflection$Late", false, Reflection.class.getClassLoader());
        System.out.println("loaded " + late.getSimpleName());
        System.out.println("value " + late.getDeclaredField("value").getInt(null));
        Class.forName("Reflection$Late");
        try {
            Class.forName("Reflection$Broken");
        } catch (ExceptionInInitializerError e) {
            System.out.println("EIIE cause " + ex(e.getCause()));
        }
        try {
            Class.forName("Reflection$Broken");
        } catch (NoClassDefFoundError e) {
            System.out.println(e.getClass().getName());
        }
        System.out.println(Class.forName("java.lang.String").getMethod("length").invoke("hello"));
        System.out.println(ClassLoader.getSystemClassLoader().loadClass("java.util.HashMap").getName());
    }

    static List<String> sorted(Object[] members) {
        List<String> out = new ArrayList<>();
        for (Object m : members) {
            out.add(m.toString());
        }
        Collections.sort(out);
        return out;
    }

    static void fields() throws Exception {
        System.out.println("== fields");
        for (String s : sorted(Circle.class.getDeclaredFields())) {
            System.out.println("  " + s);
        }
        System.out.println("public: " + sorted(Circle.class.getFields()));
        System.out.println("Base declared: " + sorted(Base.class.getDeclaredFields()));
        Circle c = new Circle(2, "lbl");
        List<Field> fs = new ArrayList<>(Arrays.asList(Circle.class.getDeclaredFields()));
        fs.sort(new java.util.Comparator<Field>() {
            public int compare(Field a, Field b) {
                return a.getName().compareTo(b.getName());
            }
        });
        for (Field f : fs) {
            f.setAccessible(true);
            Object v = f.get(c);
            String shown = v instanceof int[] ? Arrays.toString((int[]) v) : String.valueOf(v);
            System.out.println("  " + f.getName() + " : " + f.getType().getName() + " = " + shown + " ("
                    + (v == null ? "null" : v.getClass().getSimpleName()) + ") mods=" + f.getModifiers()
                    + " decl=" + f.getDeclaringClass().getSimpleName());
        }
        Field fz = Circle.class.getField("z"), fb = Circle.class.getField("b"), fc = Circle.class.getField("c");
        Field fsh = Circle.class.getField("s"), fi = Circle.class.getField("i"), fl = Circle.class.getField("l");
        Field ff = Circle.class.getField("f"), fd = Circle.class.getField("d"), fstr = Circle.class.getField("str");
        fz.setBoolean(c, false);
        fb.setByte(c, (byte) -7);
        fc.setChar(c, 'Q');
        fsh.setShort(c, (short) 300);
        fi.setInt(c, -123456);
        fl.setLong(c, 1L << 40);
        ff.setFloat(c, 0.1f);
        fd.setDouble(c, 1e300);
        fstr.set(c, "changed");
        System.out.println(c.z + " " + c.b + " " + c.c + " " + c.s + " " + c.i + " " + c.l + " " + c.f + " " + c.d
                + " " + c.str);
        fi.set(c, (short) 5);
        fl.set(c, 'A');
        fd.setInt(c, 7);
        ff.setLong(c, 123456789123L);
        fd.set(c, 2.5f);
        fl.setByte(c, (byte) 9);
        System.out.println(c.i + " " + c.l + " " + c.d + " " + c.f);
        System.out.println(fi.getLong(c) + " " + fi.getDouble(c) + " " + fb.getShort(c) + " " + fc.getInt(c) + " "
                + fl.getFloat(c) + " " + ff.getDouble(c) + " " + fsh.getFloat(c));
        Object[][] bad = {{fi, "str"}, {fi, 5L}, {fi, null}, {fb, 5}, {fz, 1}, {fstr, 5}, {fc, (byte) 1},
            {fsh, 'x'}, {Circle.class.getField("arr"), new long[1]}};
        for (Object[] t : bad) {
            try {
                ((Field) t[0]).set(c, t[1]);
                System.out.println("set ok?");
            } catch (IllegalArgumentException e) {
                System.out.println(ex(e));
            }
        }
        String[] typed = {"getBoolean i", "getByte i", "getChar i", "getShort i", "getInt l", "getLong f",
            "getFloat d", "getInt str", "getDouble z", "getInt c", "getShort c", "getChar b"};
        for (String t : typed) {
            String[] p = t.split(" ");
            Field f = Circle.class.getField(p[1]);
            try {
                Object v = Field.class.getMethod(p[0], Object.class).invoke(f, c);
                System.out.println(t + " = " + v);
            } catch (InvocationTargetException e) {
                System.out.println(t + " -> " + ex(e.getCause()));
            }
        }
        try {
            fi.setLong(c, 5L);
        } catch (IllegalArgumentException e) {
            System.out.println(ex(e));
        }
        try {
            fstr.setInt(c, 5);
        } catch (IllegalArgumentException e) {
            System.out.println(ex(e));
        }
        try {
            fz.setChar(c, 'c');
        } catch (IllegalArgumentException e) {
            System.out.println(ex(e));
        }
        try {
            fi.get("not a circle");
        } catch (IllegalArgumentException e) {
            System.out.println(ex(e));
        }
        try {
            fi.getInt(null);
        } catch (NullPointerException e) {
            System.out.println(ex(e));
        }
        for (boolean acc : new boolean[] {false, true}) {
            Field sf = Circle.class.getDeclaredField("secret");
            sf.setAccessible(acc);
            try {
                sf.set(null, 1);
            } catch (NullPointerException e) {
                System.out.println(ex(e));
            }
        }
        Field fin = Circle.class.getField("fin");
        Field secret = Circle.class.getDeclaredField("secret");
        secret.setAccessible(true);
        try {
            fin.set(c, 10);
        } catch (IllegalAccessException e) {
            System.out.println(ex(e));
        }
        try {
            fin.setInt(c, 10);
        } catch (IllegalAccessException e) {
            System.out.println(ex(e));
        }
        fin.setAccessible(true);
        fin.setInt(c, 11);
        System.out.println("fin now " + fin.getInt(c));
        Field cst = Base.class.getField("CONST");
        cst.setAccessible(true);
        try {
            cst.set(null, "other");
        } catch (IllegalAccessException e) {
            System.out.println(ex(e));
        }
        Field counter = Circle.class.getField("counter");
        counter.setLong(null, counter.getLong(null) + 100);
        System.out.println("counter " + Circle.counter + " " + counter.get(null) + " " + counter.get(c));
        secret.setAccessible(true);
        secret.setInt(c, secret.getInt(c) * 2);
        System.out.println("secret " + secret.get(c) + " accessible " + secret.isAccessible());
        Field created = Base.class.getDeclaredField("created");
        created.setAccessible(true);
        System.out.println("created>0 " + (created.getInt(null) > 0) + " label " + Base.class.getDeclaredField("label").get(c));
        Field arr = Circle.class.getField("arr");
        arr.set(c, new int[] {9, 8, 7});
        System.out.println(Arrays.toString(c.arr) + " " + arr.equals(Circle.class.getField("arr")) + " "
                + (arr.hashCode() == Circle.class.getField("arr").hashCode()));
        for (String n : new String[] {"nope", "secret", "baseCount", "label"}) {
            try {
                System.out.println(n + " -> " + Circle.class.getField(n));
            } catch (NoSuchFieldException e) {
                System.out.println(n + " -> " + ex(e));
            }
            try {
                System.out.println(n + " declared -> " + Circle.class.getDeclaredField(n).getName());
            } catch (NoSuchFieldException e) {
                System.out.println(n + " declared -> " + ex(e));
            }
        }
    }

    static void methods() throws Exception {
        System.out.println("== methods");
        for (String s : sorted(Circle.class.getDeclaredMethods())) {
            System.out.println("  " + s);
        }
        List<String> pub = new ArrayList<>();
        for (Method m : Circle.class.getMethods()) {
            if (m.getDeclaringClass() != Object.class) {
                pub.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + m.getParameterCount()
                        + (m.isBridge() ? " bridge" : "") + (m.isDefault() ? " default" : ""));
            }
        }
        Collections.sort(pub);
        System.out.println("public: " + pub);
        System.out.println("Shape: " + sorted(Shape.class.getMethods()));
        Circle c = new Circle(3.0);
        Method add = Circle.class.getMethod("add", int.class, int.class);
        System.out.println(add + " = " + add.invoke(null, 2, 40) + " ret=" + add.getReturnType() + " params="
                + Arrays.toString(add.getParameterTypes()) + " n=" + add.getParameterCount());
        Method widen = Circle.class.getMethod("widen", long.class, double.class);
        System.out.println(widen.invoke(null, 5, 2.5f) + " " + widen.invoke(null, (byte) 1, 'a') + " "
                + widen.invoke(null, (short) 3, 9L));
        Method describe = Base.class.getMethod("describe");
        System.out.println(describe.invoke(c) + " | " + describe.invoke(new Square(1)));
        System.out.println(Shape.class.getMethod("kind").invoke(c) + " " + Shape.class.getMethod("kind").invoke(new Square(2))
                + " " + Shape.class.getMethod("area").invoke(new Square(3)));
        Method hidden = Circle.class.getDeclaredMethod("hidden", int.class);
        hidden.setAccessible(true);
        System.out.println(hidden.invoke(c, 7) + " " + Modifier.toString(hidden.getModifiers()));
        System.out.println(Circle.class.getMethod("nextChar", char.class).invoke(c, 'a') + " "
                + Circle.class.getMethod("not", boolean.class).invoke(c, true) + " "
                + Circle.class.getMethod("negB", byte.class).invoke(c, (byte) 5) + " "
                + Circle.class.getMethod("negS", short.class).invoke(c, (short) 5) + " "
                + Circle.class.getMethod("half", float.class).invoke(c, 3) + " "
                + Circle.class.getMethod("sync").invoke(c) + " "
                + Circle.class.getMethod("echo", Object.class).invoke(c, (Object) null) + " "
                + Circle.class.getMethod("varargs", String[].class).invoke(c, (Object) new String[] {"a", "b"}));
        Object r = Circle.class.getMethod("area").invoke(c);
        System.out.println(r + " " + r.getClass().getName());
        Method fail = Circle.class.getMethod("fail", String.class);
        System.out.println(fail + " throws " + Arrays.toString(fail.getExceptionTypes()));
        try {
            fail.invoke(c, "boom");
        } catch (InvocationTargetException e) {
            System.out.println("ITE " + e.getMessage() + " cause " + ex(e.getCause()) + " target "
                    + (e.getTargetException() == e.getCause()));
        }
        Object[][] bad = {{"add", null, new Object[] {1}}, {"add", null, new Object[] {1, "x"}},
            {"add", null, new Object[] {1, null}}, {"add", null, new Object[] {1, 2L}},
            {"add", null, new Object[] {1, true}}, {"add", null, new Object[] {1, new Object()}},
            {"describe", null, new Object[0]}, {"describe", "str", new Object[0]},
            {"echo", c, new Object[] {1, 2}}, {"not", c, new Object[] {1}}, {"nextChar", c, new Object[] {1}},
            {"negB", c, new Object[] {(short) 1}}, {"varargs", c, new Object[] {"a"}}};
        for (Object[] t : bad) {
            Method m = null;
            for (Method k : Circle.class.getMethods()) {
                if (k.getName().equals(t[0])) {
                    m = k;
                }
            }
            try {
                System.out.println(t[0] + " ok? " + m.invoke(t[1], (Object[]) t[2]));
            } catch (IllegalArgumentException | NullPointerException e) {
                System.out.println(t[0] + " -> " + ex(e));
            }
        }
        String[][] lookups = {{"hidden"}, {"nope"}, {"add", "int"}, {"add", "long", "int"}, {"compareTo", "Object"}};
        for (String[] l : lookups) {
            Class<?>[] types = new Class<?>[l.length - 1];
            for (int k = 1; k < l.length; k++) {
                types[k - 1] = l[k].equals("int") ? int.class : l[k].equals("long") ? long.class : Object.class;
            }
            try {
                System.out.println(Circle.class.getMethod(l[0], types));
            } catch (NoSuchMethodException e) {
                System.out.println(ex(e));
            }
            try {
                System.out.println(Circle.class.getDeclaredMethod(l[0], types));
            } catch (NoSuchMethodException e) {
                System.out.println(ex(e));
            }
        }
        Method cmp = Circle.class.getMethod("compareTo", Circle.class);
        System.out.println(cmp.invoke(new Circle(1), new Circle(2)) + " "
                + Comparable.class.getMethod("compareTo", Object.class).invoke(new Circle(5), new Circle(2)));
        System.out.println(cmp.equals(Circle.class.getMethod("compareTo", Circle.class)) + " "
                + cmp.equals(Circle.class.getMethod("compareTo", Object.class)) + " "
                + (cmp.hashCode() == Circle.class.getMethod("compareTo", Object.class).hashCode()));
        System.out.println(Object.class.getMethod("toString").invoke(c).toString().startsWith("Reflection$Circle@")
                + " " + Object.class.getMethod("equals", Object.class).invoke("a", "a")
                + " " + String.class.getMethod("substring", int.class, int.class).invoke("reflection", 2, 5)
                + " " + Integer.class.getMethod("parseInt", String.class).invoke(null, "-77")
                + " " + Math.class.getMethod("max", int.class, int.class).invoke(null, 3, 9));
        try {
            Integer.class.getMethod("parseInt", String.class).invoke(null, "x1");
        } catch (InvocationTargetException e) {
            System.out.println(ex(e.getTargetException()));
        }
    }

    static void constructors() throws Exception {
        System.out.println("== constructors");
        System.out.println(sorted(Circle.class.getDeclaredConstructors()));
        System.out.println(sorted(Circle.class.getConstructors()));
        System.out.println(sorted(Square.class.getDeclaredConstructors()) + " " + Shape.class.getDeclaredConstructors().length
                + " " + int[].class.getDeclaredConstructors().length);
        Constructor<Circle> k0 = Circle.class.getConstructor();
        Constructor<Circle> k1 = Circle.class.getConstructor(double.class);
        Constructor<Circle> k2 = Circle.class.getDeclaredConstructor(int.class, String.class);
        System.out.println(k0.newInstance().r + " " + k1.newInstance(2.5).r + " " + k1.newInstance(3).r + " "
                + k2.newInstance(4, "four").label + " " + k2.getName() + " " + k2.getParameterCount() + " "
                + k2.getDeclaringClass().getSimpleName());
        Constructor<Circle> k3 = Circle.class.getDeclaredConstructor(String.class);
        k3.setAccessible(true);
        try {
            k3.newInstance("way");
        } catch (InvocationTargetException e) {
            System.out.println("ITE " + ex(e.getCause()));
        }
        Object[][] bad = {{k1, new Object[0]}, {k1, new Object[] {"x"}}, {k2, new Object[] {1L, "x"}},
            {k2, new Object[] {1, 2}}};
        for (Object[] t : bad) {
            try {
                ((Constructor<?>) t[0]).newInstance((Object[]) t[1]);
            } catch (IllegalArgumentException e) {
                System.out.println(ex(e));
            }
        }
        try {
            Base.class.getDeclaredConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println(ex(e));
        }
        try {
            Constructor<?> ck = Color.class.getDeclaredConstructors()[0];
            ck.setAccessible(true);
            ck.newInstance("X", 9);
        } catch (IllegalArgumentException e) {
            System.out.println(ex(e));
        }
        try {
            Circle.class.getConstructor(String.class);
        } catch (NoSuchMethodException e) {
            System.out.println(ex(e));
        }
        try {
            Circle.class.getDeclaredConstructor(long.class, Object.class);
        } catch (NoSuchMethodException e) {
            System.out.println(ex(e));
        }
        @SuppressWarnings("deprecation")
        Circle viaClass = Circle.class.newInstance();
        System.out.println("Class.newInstance " + viaClass.r);
        try {
            @SuppressWarnings("deprecation")
            Object o = NoDefault.class.newInstance();
            System.out.println(o);
        } catch (InstantiationException e) {
            System.out.println(ex(e) + " cause " + ex(e.getCause()));
        }
        try {
            @SuppressWarnings("deprecation")
            Object o = Thrower.class.newInstance();
            System.out.println(o);
        } catch (Exception e) {
            System.out.println("unwrapped " + ex(e));
        }
        System.out.println(new ArrayList<>().getClass().getConstructor(int.class).newInstance(5).size() + " "
                + StringBuilder.class.getConstructor(String.class).newInstance("sb").append('!'));
        int before = Base.created();
        for (int n = 0; n < 40; n++) {
            k1.newInstance((double) n);
        }
        System.out.println("created " + (Base.created() - before));
    }

    static void modifiers() {
        System.out.println("== modifiers");
        int[] ms = {0, 1, 2, 4, 8, 0x10, 0x20, 0x40, 0x80, 0x100, 0x200, 0x400, 0x800, 0x609, 0xfff, -1};
        for (int m : ms) {
            System.out.println(m + " '" + Modifier.toString(m) + "' " + Modifier.isPublic(m) + Modifier.isStatic(m)
                    + Modifier.isFinal(m) + Modifier.isAbstract(m) + Modifier.isInterface(m) + Modifier.isNative(m)
                    + Modifier.isTransient(m) + Modifier.isVolatile(m) + Modifier.isSynchronized(m)
                    + Modifier.isStrict(m) + Modifier.isPrivate(m) + Modifier.isProtected(m));
        }
        System.out.println(Modifier.classModifiers() + " " + Modifier.methodModifiers() + " "
                + Modifier.fieldModifiers() + " " + Modifier.constructorModifiers() + " "
                + Modifier.interfaceModifiers());
    }

    static void arrays() {
        System.out.println("== arrays");
        Object ia = Array.newInstance(int.class, 3);
        Array.setInt(ia, 0, 5);
        Array.set(ia, 1, (short) 6);
        Array.setChar(ia, 2, 'A');
        System.out.println(ia.getClass().getName() + " " + Array.getLength(ia) + " " + Arrays.toString((int[]) ia) + " "
                + Array.get(ia, 2) + " " + Array.getLong(ia, 1) + " " + Array.getDouble(ia, 0));
        Object sa = Array.newInstance(String.class, 2);
        Array.set(sa, 0, "x");
        System.out.println(sa.getClass().getSimpleName() + " " + Arrays.toString((Object[]) sa));
        int[][][] cube = (int[][][]) Array.newInstance(int.class, 2, 3, 4);
        cube[1][2][3] = 9;
        System.out.println(cube.length + " " + cube[0].length + " " + cube[1][2].length + " " + cube[1][2][3]);
        Object grid = Array.newInstance(String[].class, 2, 2);
        System.out.println(grid.getClass().getName() + " " + Arrays.deepToString((Object[]) grid));
        Object da = Array.newInstance(double.class, 2);
        Array.set(da, 0, 1.5f);
        Array.setLong(da, 1, 3L);
        Object za = Array.newInstance(boolean.class, 1);
        Array.setBoolean(za, 0, true);
        System.out.println(Arrays.toString((double[]) da) + " " + Array.getBoolean(za, 0) + " " + Array.get(za, 0));
        Object[] bad = {"a string", 2.0};
        for (Object v : bad) {
            try {
                Array.set(ia, 0, v);
            } catch (IllegalArgumentException e) {
                System.out.println(ex(e));
            }
        }
        try {
            Array.getInt(da, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(ex(e));
        }
        try {
            Array.getLength("no");
        } catch (IllegalArgumentException e) {
            System.out.println(ex(e));
        }
        try {
            Array.newInstance(int.class, -1);
        } catch (NegativeArraySizeException e) {
            System.out.println(ex(e));
        }
        Object[] dimsBad = {void.class, new int[0], new int[256], String[][].class};
        for (Object d : dimsBad) {
            try {
                if (d instanceof Class) {
                    Array.newInstance((Class<?>) d, d == void.class ? 1 : 254);
                } else {
                    Array.newInstance(int.class, (int[]) d);
                }
            } catch (IllegalArgumentException e) {
                System.out.println(ex(e));
            }
        }
        System.out.println(Array.newInstance(int.class, 0, 5).getClass().getName() + " "
                + Array.newInstance(int[].class, 2).getClass().getSimpleName());
        try {
            Array.get(ia, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName());
        }
    }

    static void enums() throws Exception {
        System.out.println("== enums");
        System.out.println(Arrays.toString(Color.class.getEnumConstants()) + " " + Color.class.isEnum() + " "
                + Color.GREEN.getClass().isEnum() + " " + Color.GREEN.getDeclaringClass().getSimpleName() + " "
                + Circle.class.getEnumConstants() + " " + Modifier.toString(Color.class.getModifiers()));
        System.out.println(Color.class.getEnumConstants() != Color.class.getEnumConstants());
        for (Field f : Color.class.getDeclaredFields()) {
            if (f.isEnumConstant()) {
                System.out.println("  constant " + f.getName() + " = " + f.get(null) + " " + f);
            }
        }
        Method valueOf = Color.class.getMethod("valueOf", String.class);
        System.out.println(valueOf.invoke(null, "BLUE") + " " + Color.class.getMethod("ordinal").invoke(Color.BLUE));
        try {
            valueOf.invoke(null, "PINK");
        } catch (InvocationTargetException e) {
            System.out.println(ex(e.getCause()));
        }
    }

    /**
     * Reflection in a loop that allocates: Method objects and their Class[] arrays, boxes of
     * results, reference stores through Field.set, multi-dimensional arrays; on a small heap
     * collections happen inside these calls (run under every plan with -X:verify in CI).
     */
    static void stress() throws Exception {
        System.out.println("== stress");
        Circle c = new Circle(1.5);
        Field str = Circle.class.getField("str");
        Method echo = Circle.class.getMethod("echo", Object.class);
        Constructor<Circle> k = Circle.class.getDeclaredConstructor(int.class, String.class);
        List<Object> keep = new ArrayList<>();
        long sum = 0;
        for (int n = 0; n < 150; n++) {
            Method[] ms = Circle.class.getDeclaredMethods();
            for (Method m : ms) {
                sum += m.getParameterTypes().length + m.getName().length();
            }
            String s = "v" + n;
            str.set(c, s);
            Object back = echo.invoke(c, str.get(c));
            sum += back == s ? 1 : 1000;
            Object grid = Array.newInstance(String.class, 3, 4);
            Array.set(Array.get(grid, n % 3), n % 4, s);
            Circle made = k.newInstance(n, s);
            sum += (long) (double) Circle.class.getMethod("area").invoke(made);
            if (n % 10 == 0) {
                keep.add(grid);
                keep.add(made);
            }
        }
        int found = 0;
        for (Object o : keep) {
            if (o instanceof Circle) {
                found += ((Circle) o).label.length();
            } else {
                for (Object row : (Object[]) o) {
                    for (Object e : (Object[]) row) {
                        found += e == null ? 0 : ((String) e).length();
                    }
                }
            }
        }
        System.out.println("sum " + sum + " kept " + keep.size() + " found " + found + " str " + c.str);
    }

    /** A tiny serializer, as frameworks do: the non-static fields up the hierarchy, by name. */
    static void serialize(Object o) throws Exception {
        System.out.println("== serialize");
        List<String> parts = new ArrayList<>();
        for (Class<?> k = o.getClass(); k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    Object v = f.get(o);
                    parts.add(k.getSimpleName() + "." + f.getName() + "="
                            + (v instanceof int[] ? Arrays.toString((int[]) v) : v));
                }
            }
        }
        Collections.sort(parts);
        System.out.println(parts);
    }
}
