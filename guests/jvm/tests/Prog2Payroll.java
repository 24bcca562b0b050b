import java.util.*;
import java.util.stream.*;

public class Prog2Payroll {
    static abstract class Employee implements Comparable<Employee> {
        private static int nextId = 1000;
        final int id;
        final String name;
        final String dept;
        Employee(String name, String dept) { this.id = nextId++; this.name = name; this.dept = dept; }
        abstract double monthlyPay();
        String title() { return getClass().getSimpleName(); }
        public int compareTo(Employee o) { return Integer.compare(id, o.id); }
        @Override public String toString() { return String.format("#%d %-8s %-10s %-9s %10.2f", id, name, dept, title(), monthlyPay()); }
    }

    static class Salaried extends Employee {
        final double annual;
        Salaried(String n, String d, double annual) { super(n, d); this.annual = annual; }
        double monthlyPay() { return annual / 12; }
    }

    static class Hourly extends Employee {
        final double rate; final int hours;
        Hourly(String n, String d, double rate, int hours) { super(n, d); this.rate = rate; this.hours = hours; }
        double monthlyPay() { int over = Math.max(0, hours - 160); return rate * (hours - over) + rate * 1.5 * over; }
    }

    static class Manager extends Salaried {
        final List<Employee> reports = new ArrayList<>();
        Manager(String n, String d, double annual) { super(n, d, annual); }
        @Override double monthlyPay() { return super.monthlyPay() + 150 * reports.size(); }
        @Override String title() { return "Manager(" + reports.size() + ")"; }
    }

    static class Commissioned extends Hourly {
        final double sales;
        Commissioned(String n, String d, double rate, int hours, double sales) { super(n, d, rate, hours); this.sales = sales; }
        @Override double monthlyPay() { return super.monthlyPay() + sales * 0.05; }
    }

    interface TaxPolicy { double tax(double gross); }

    public static void main(String[] args) {
        Manager alice = new Manager("Alice", "Eng", 150000);
        Manager bob = new Manager("Bob", "Sales", 120000);
        List<Employee> staff = new ArrayList<>(Arrays.asList(alice, bob,
                new Salaried("Carol", "Eng", 98000), new Hourly("Dave", "Ops", 31.5, 172), new Commissioned("Erin", "Sales", 18, 160, 84000),
                new Salaried("Frank", "Eng", 98000), new Hourly("Grace", "Ops", 29.75, 120), new Commissioned("Heidi", "Sales", 18, 168, 51000),
                new Salaried("Ivan", "Ops", 67000)));
        for (Employee e : staff) {
            if (e == alice || e == bob) continue;
            (e.dept.equals("Sales") ? bob : alice).reports.add(e);
        }
        staff.forEach(System.out::println);

        System.out.println("-- by dept, then pay descending, then name");
        staff.sort(Comparator.comparing((Employee e) -> e.dept).thenComparing(Employee::monthlyPay, Comparator.reverseOrder()).thenComparing(e -> e.name));
        staff.forEach(e -> System.out.println("  " + e.dept + " " + e.name));
        System.out.println("-- reversed (pay, name)");
        staff.sort(Comparator.comparingDouble(Employee::monthlyPay).thenComparing(e -> e.name).reversed());
        System.out.println("  " + staff.stream().map(e -> e.name).collect(Collectors.joining(", ")));
        Collections.sort(staff);
        System.out.println("  natural: " + staff.stream().map(e -> e.id + "").collect(Collectors.joining(" ")));

        Map<String, DoubleSummaryStatistics> stats = staff.stream().collect(Collectors.groupingBy(e -> e.dept, TreeMap::new, Collectors.summarizingDouble(Employee::monthlyPay)));
        stats.forEach((d, s) -> System.out.printf("%-6s n=%d sum=%.2f avg=%.2f min=%.2f max=%.2f%n", d, s.getCount(), s.getSum(), s.getAverage(), s.getMin(), s.getMax()));
        System.out.println(stats.get("Ops"));
        Map<String, Optional<Employee>> top = staff.stream().collect(Collectors.groupingBy(e -> e.dept, TreeMap::new, Collectors.maxBy(Comparator.comparingDouble(Employee::monthlyPay))));
        top.forEach((d, e) -> System.out.println(d + " top: " + e.map(x -> x.name).orElse("-")));
        Map<Boolean, List<String>> split = staff.stream().collect(Collectors.partitioningBy(e -> e.monthlyPay() > 7000, Collectors.mapping(e -> e.name, Collectors.toList())));
        System.out.println(split);
        TaxPolicy flat = g -> g * 0.2;
        TaxPolicy progressive = g -> g <= 5000 ? g * 0.1 : 500 + (g - 5000) * 0.3;
        for (TaxPolicy p : new TaxPolicy[]{flat, progressive}) {
            double t = staff.stream().mapToDouble(e -> p.tax(e.monthlyPay())).sum();
            System.out.printf("tax %.2f%n", t);
        }
        double avg = staff.stream().filter(e -> e instanceof Hourly).mapToDouble(Employee::monthlyPay).average().orElse(0);
        System.out.println("hourly average " + avg + " " + String.format("%.4f", avg) + " count " + staff.stream().filter(Hourly.class::isInstance).count());
        String longest = staff.stream().map(e -> e.name).reduce("", (a, b) -> b.length() > a.length() ? b : a);
        System.out.println(longest + " " + staff.stream().mapToInt(e -> e.name.length()).summaryStatistics());
        System.out.println(staff.stream().map(Employee::title).distinct().sorted().collect(Collectors.toList()));
    }
}
