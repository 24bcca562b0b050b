// RELEASE 17
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class ProgCsvReport {
    record Sale(String region, String rep, String product, int units, double price, String date) {
        double total() { return units * price; }
        String month() { return date.substring(0, 7); }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String header = in.readLine();
        List<String> cols = Arrays.asList(header.split(","));
        List<Sale> sales = new ArrayList<>();
        int lineNo = 1;
        String line;
        while ((line = in.readLine()) != null) {
            lineNo++;
            if (line.isBlank()) continue;
            String[] f = line.split(",", -1);
            try {
                sales.add(new Sale(f[cols.indexOf("region")].trim(), f[cols.indexOf("rep")].trim(), f[cols.indexOf("product")].trim(),
                    Integer.parseInt(f[cols.indexOf("units")].trim()), Double.parseDouble(f[cols.indexOf("price")].trim()), f[cols.indexOf("date")].trim()));
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                System.out.println("line " + lineNo + " skipped: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println(sales.size() + " sales");
        Map<String, DoubleSummaryStatistics> byRegion = sales.stream()
            .collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summarizingDouble(Sale::total)));
        System.out.printf("%-8s %5s %12s %12s %12s%n", "region", "n", "total", "average", "max");
        byRegion.forEach((r, st) -> System.out.printf("%-8s %5d %,12.2f %12.3f %12.2f%n", r, st.getCount(), st.getSum(), st.getAverage(), st.getMax()));
        Map<String, Double> byRep = sales.stream().collect(Collectors.groupingBy(Sale::rep, Collectors.summingDouble(Sale::total)));
        byRep.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(3)
            .forEach(e -> System.out.println("top rep " + e.getKey() + " " + String.format("%.2f", e.getValue())));
        Map<String, Map<String, Integer>> pivot = sales.stream().collect(Collectors.groupingBy(Sale::month, TreeMap::new,
            Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::units))));
        Set<String> products = sales.stream().map(Sale::product).collect(Collectors.toCollection(TreeSet::new));
        System.out.print(String.format("%-8s", "month"));
        products.forEach(p -> System.out.print(String.format("%8s", p)));
        System.out.println();
        pivot.forEach((m, row) -> {
            System.out.print(String.format("%-8s", m));
            products.forEach(p -> System.out.print(String.format("%8d", row.getOrDefault(p, 0))));
            System.out.println();
        });
        Map<Boolean, Long> big = sales.stream().collect(Collectors.partitioningBy(s -> s.total() >= 1000, Collectors.counting()));
        System.out.println("big sales: " + big);
        System.out.println(sales.stream().map(Sale::rep).distinct().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.joining("|")));
        OptionalDouble avgPrice = sales.stream().filter(s -> s.product().startsWith("W")).mapToDouble(Sale::price).average();
        System.out.println("avg W price " + avgPrice.orElse(Double.NaN) + " " + sales.stream().mapToInt(Sale::units).max().getAsInt());
        double grand = sales.stream().mapToDouble(Sale::total).sum();
        System.out.println("grand total " + grand + " = " + String.format("%.2f", grand) + " = " + String.format("%e", grand) + " = " + String.format("%g", grand));
    }
}
