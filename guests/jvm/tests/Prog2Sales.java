// RELEASE 11
import java.io.*;
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class Prog2Sales {
    static final Pattern DATE = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");

    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner(System.in);
        String header = sc.nextLine();
        String[] cols = header.split(",");
        System.out.println("columns " + Arrays.toString(cols));
        Map<String, Double> byRegion = new TreeMap<>();
        Map<String, Integer> unitsByProduct = new HashMap<>();
        Map<String, Double> byMonth = new TreeMap<>();
        Map<String, List<String>> repsByRegion = new TreeMap<>();
        List<String> rejected = new ArrayList<>();
        int rowNo = 1;
        double total = 0;
        while (sc.hasNextLine()) {
            String line = sc.nextLine();
            rowNo++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\\s*,\\s*", -1);
            if (f.length != cols.length) { rejected.add(rowNo + ": expected " + cols.length + " fields, got " + f.length); continue; }
            Matcher m = DATE.matcher(f[0]);
            if (!m.matches()) { rejected.add(rowNo + ": bad date '" + f[0] + "'"); continue; }
            int units;
            double price;
            try {
                units = Integer.parseInt(f[3]);
                price = Double.parseDouble(f[4]);
            } catch (NumberFormatException e) {
                rejected.add(rowNo + ": " + e.getMessage());
                continue;
            }
            double amount = units * price;
            total += amount;
            byRegion.merge(f[1], amount, Double::sum);
            unitsByProduct.merge(f[2].toLowerCase(), units, Integer::sum);
            byMonth.merge(m.group(1) + "-" + m.group(2), amount, Double::sum);
            repsByRegion.computeIfAbsent(f[1], k -> new ArrayList<>());
            if (!repsByRegion.get(f[1]).contains(f[5])) repsByRegion.get(f[1]).add(f[5]);
        }
        System.out.println("=== Revenue by region ===");
        for (Map.Entry<String, Double> e : byRegion.entrySet())
            System.out.println(String.format("%-10s %12s %6.1f%%", e.getKey(), String.format("%,.2f", e.getValue()), 100 * e.getValue() / total));
        System.out.println(String.format("%-10s %12s", "TOTAL", String.format("%,.2f", total)));
        System.out.println("=== Units by product ===");
        unitsByProduct.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .forEach(e -> System.out.printf("%-8s %5d%n", e.getKey(), e.getValue()));
        System.out.println("=== By month ===");
        byMonth.forEach((k, v) -> System.out.printf("%s %10.2f%n", k, v));
        System.out.println("reps " + repsByRegion);
        System.out.println("rejected rows:");
        rejected.forEach(r -> System.out.println("  " + r));
        String best = Collections.max(byRegion.entrySet(), Map.Entry.comparingByValue()).getKey();
        System.out.println("best region " + best + ", mean sale " + String.format("%.4f", total / (rowNo - 1 - rejected.size() - 2)));
        String csvOut = byRegion.entrySet().stream().map(e -> e.getKey() + ";" + Math.round(e.getValue() * 100) / 100.0).collect(Collectors.joining("\n"));
        System.out.println(csvOut);
    }
}
