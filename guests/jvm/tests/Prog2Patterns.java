import java.util.*;
import java.util.function.*;

public class Prog2Patterns {
    // visitor over an expression tree
    interface Expr { <R> R accept(Visitor<R> v); }
    interface Visitor<R> { R num(double v); R var(String name); R bin(char op, Expr l, Expr r); }

    static Expr num(double v) { return new Expr() { public <R> R accept(Visitor<R> vis) { return vis.num(v); } }; }
    static Expr var(String n) { return new Expr() { public <R> R accept(Visitor<R> vis) { return vis.var(n); } }; }
    static Expr bin(char op, Expr l, Expr r) { return new Expr() { public <R> R accept(Visitor<R> vis) { return vis.bin(op, l, r); } }; }

    static class Printer implements Visitor<String> {
        public String num(double v) { return v == Math.floor(v) ? String.valueOf((long) v) : String.valueOf(v); }
        public String var(String name) { return name; }
        public String bin(char op, Expr l, Expr r) { return "(" + l.accept(this) + " " + op + " " + r.accept(this) + ")"; }
    }

    static class Evaluator implements Visitor<Double> {
        private final Map<String, Double> env;
        Evaluator(Map<String, Double> env) { this.env = env; }
        public Double num(double v) { return v; }
        public Double var(String name) {
            Double d = env.get(name);
            if (d == null) throw new NoSuchElementException("unbound variable " + name);
            return d;
        }
        public Double bin(char op, Expr l, Expr r) {
            double a = l.accept(this), b = r.accept(this);
            switch (op) { case '+': return a + b; case '-': return a - b; case '*': return a * b; default: return a / b; }
        }
    }

    // observer with java.util.function
    static class EventBus<T> {
        private final Map<String, List<Consumer<? super T>>> subs = new TreeMap<>();
        Runnable subscribe(String topic, Consumer<? super T> c) {
            subs.computeIfAbsent(topic, k -> new ArrayList<>()).add(c);
            return () -> subs.get(topic).remove(c);
        }
        int publish(String topic, T event) {
            List<Consumer<? super T>> l = subs.getOrDefault(topic, Collections.emptyList());
            new ArrayList<>(l).forEach(c -> c.accept(event));
            return l.size();
        }
    }

    // builder as a static nested class
    static final class Pizza {
        private final String size; private final List<String> toppings; private final boolean extraCheese;
        private Pizza(Builder b) { size = b.size; toppings = Collections.unmodifiableList(new ArrayList<>(b.toppings)); extraCheese = b.extraCheese; }
        static Builder builder(String size) { return new Builder(size); }
        @Override public String toString() { return "Pizza{" + size + ", " + toppings + (extraCheese ? ", extra cheese" : "") + "}"; }
        static final class Builder {
            private final String size; private final List<String> toppings = new ArrayList<>(); private boolean extraCheese;
            private Builder(String size) { this.size = Objects.requireNonNull(size, "size"); }
            Builder topping(String t) { toppings.add(t); return this; }
            Builder extraCheese() { extraCheese = true; return this; }
            Pizza build() { return new Pizza(this); }
        }
    }

    // inner class using the outer instance
    private int counter = 100;
    class Ticket {
        final int number = ++counter;
        @Override public String toString() { return "Ticket#" + number + " of " + Prog2Patterns.this.counter; }
    }

    // template method and strategy
    static abstract class Report {
        final String render(List<Integer> data) { return header() + body(data) + footer(); }
        abstract String header();
        String body(List<Integer> data) { StringBuilder sb = new StringBuilder(); for (int d : data) sb.append(d).append(';'); return sb.toString(); }
        String footer() { return "."; }
    }

    public static void main(String[] args) {
        Expr e = bin('+', bin('*', num(2), var("x")), bin('/', var("y"), num(4)));
        Map<String, Double> env = new HashMap<>();
        env.put("x", 3.5); env.put("y", 10.0);
        System.out.println(e.accept(new Printer()) + " = " + e.accept(new Evaluator(env)));
        try {
            bin('-', var("z"), num(1)).accept(new Evaluator(env));
        } catch (NoSuchElementException ex) {
            System.out.println(ex.getMessage());
        }
        Visitor<Integer> depth = new Visitor<Integer>() {
            public Integer num(double v) { return 1; }
            public Integer var(String n) { return 1; }
            public Integer bin(char op, Expr l, Expr r) { return 1 + Math.max(l.accept(this), r.accept(this)); }
        };
        System.out.println("depth " + e.accept(depth));

        EventBus<String> bus = new EventBus<>();
        List<String> log = new ArrayList<>();
        int[] count = {0};
        Runnable unsub = bus.subscribe("news", s -> log.add("A:" + s));
        bus.subscribe("news", s -> count[0] += s.length());
        bus.subscribe("sport", log::add);
        System.out.println(bus.publish("news", "hello") + " " + bus.publish("sport", "goal") + " " + bus.publish("none", "x"));
        unsub.run();
        System.out.println(bus.publish("news", "again") + " " + log + " " + count[0]);

        System.out.println(Pizza.builder("large").topping("ham").topping("olives").extraCheese().build() + " " + Pizza.builder("small").build());
        try {
            Pizza.builder(null);
        } catch (NullPointerException ex) {
            System.out.println("NPE: " + ex.getMessage());
        }

        Prog2Patterns outer = new Prog2Patterns();
        Prog2Patterns.Ticket t1 = outer.new Ticket();
        Ticket t2 = outer.new Ticket();
        System.out.println(t1 + " " + t2);

        final String prefix = "item-";
        int base = 10;
        class Local implements Comparable<Local> {
            final int v;
            Local(int v) { this.v = v + base; }
            public int compareTo(Local o) { return Integer.compare(o.v, v); }
            @Override public String toString() { return prefix + v; }
        }
        List<Local> locals = new ArrayList<>();
        for (int i : new int[]{3, 1, 2}) locals.add(new Local(i));
        Collections.sort(locals);
        System.out.println(locals);

        Report csv = new Report() {
            String header() { return "csv:"; }
            @Override String footer() { return "!"; }
        };
        Report plain = new Report() { String header() { return "plain:"; } };
        System.out.println(csv.render(Arrays.asList(1, 2, 3)) + " " + plain.render(Arrays.asList(4)));

        List<Supplier<Integer>> suppliers = new ArrayList<>();
        for (int i = 0; i < 4; i++) { final int j = i; suppliers.add(() -> j * j); }
        StringBuilder sb = new StringBuilder();
        for (Supplier<Integer> s : suppliers) sb.append(s.get()).append(' ');
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b;
        BiFunction<Integer, Integer, Integer> pow = (a, b) -> (int) Math.pow(a, b);
        System.out.println(sb + "| " + adder.apply(3).apply(4) + " " + pow.andThen(x -> x - 1).apply(2, 10));
        Optional<String> name = Optional.of("  Grace Hopper ");
        System.out.println(name.map(String::trim).filter(s -> s.contains(" ")).map(s -> s.substring(s.indexOf(' ') + 1)).orElse("?")
                + " " + Optional.empty().isPresent() + " " + Optional.ofNullable(null).map(Object::toString).orElseGet(() -> "fallback")
                + " " + Optional.of(5).flatMap(x -> x > 3 ? Optional.of(x * 2) : Optional.empty()) + " " + Optional.empty());
        try {
            Optional.empty().orElseThrow(() -> new IllegalStateException("nothing here"));
        } catch (IllegalStateException ex) {
            System.out.println(ex.getMessage());
        }
    }
}
