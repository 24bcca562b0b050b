// RELEASE 17
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class ProgInventory {
    enum Category { TOOLS, GARDEN, KITCHEN, TOYS }

    record Item(String sku, String name, Category category, int quantity, double price) {
        Item {
            if (quantity < 0) throw new IllegalArgumentException("negative quantity for " + sku);
        }
        double value() { return quantity * price; }
        Item restock(int n) { return new Item(sku, name, category, quantity + n, price); }
    }

    record Summary(Category category, long count, double value) {}

    public static void main(String[] args) {
        List<Item> items = List.of(
            new Item("T-100", "Hammer", Category.TOOLS, 25, 12.99),
            new Item("T-101", "Screwdriver set", Category.TOOLS, 40, 19.5),
            new Item("G-200", "Rake", Category.GARDEN, 8, 22.0),
            new Item("G-201", "Hose 25m", Category.GARDEN, 0, 34.95),
            new Item("K-300", "Chef knife", Category.KITCHEN, 12, 79.0),
            new Item("K-301", "Cutting board", Category.KITCHEN, 30, 15.25),
            new Item("K-302", "Whisk", Category.KITCHEN, 55, 4.75),
            new Item("Y-400", "Kite", Category.TOYS, 3, 18.0));

        Map<Category, List<String>> byCat = items.stream()
            .collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.mapping(Item::name, Collectors.toList())));
        System.out.println(byCat);

        Map<Category, Long> counts = items.stream().collect(Collectors.groupingBy(Item::category, Collectors.counting()));
        System.out.println(new TreeMap<>(counts));

        Map<Category, Double> values = items.stream()
            .collect(Collectors.groupingBy(Item::category, () -> new EnumMap<>(Category.class), Collectors.summingDouble(Item::value)));
        values.forEach((k, v) -> System.out.printf("%-8s %10.2f%n", k, v));

        Map<Boolean, List<String>> lowStock = items.stream()
            .collect(Collectors.partitioningBy(i -> i.quantity() < 10, Collectors.mapping(Item::sku, Collectors.toList())));
        System.out.println("low stock: " + lowStock.get(true) + ", ok: " + lowStock.get(false));

        Optional<Item> priciest = items.stream().max(Comparator.comparingDouble(Item::price));
        System.out.println("most expensive: " + priciest.map(Item::name).orElse("none"));

        DoubleSummaryStatistics stats = items.stream().mapToDouble(Item::price).summaryStatistics();
        System.out.printf("prices: n=%d min=%.2f max=%.2f avg=%.4f sum=%.2f%n", stats.getCount(), stats.getMin(), stats.getMax(), stats.getAverage(), stats.getSum());

        String names = items.stream().filter(i -> i.category() != Category.TOYS).map(Item::name)
            .sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()))
            .collect(Collectors.joining(", ", "[", "]"));
        System.out.println(names);

        List<Summary> summaries = Arrays.stream(Category.values())
            .map(c -> new Summary(c, items.stream().filter(i -> i.category() == c).count(),
                items.stream().filter(i -> i.category() == c).mapToDouble(Item::value).sum()))
            .sorted(Comparator.comparingDouble(Summary::value).reversed())
            .toList();
        summaries.forEach(System.out::println);

        Map<String, Item> bySku = items.stream().collect(Collectors.toMap(Item::sku, Function.identity(), (a, b) -> a, LinkedHashMap::new));
        bySku.computeIfPresent("G-201", (k, v) -> v.restock(10));
        System.out.println(bySku.get("G-201"));
        System.out.println(bySku.get("G-201").equals(new Item("G-201", "Hose 25m", Category.GARDEN, 10, 34.95)));

        int total = items.stream().mapToInt(Item::quantity).reduce(0, Integer::sum);
        System.out.println("units: " + total + ", distinct first letters: "
            + items.stream().map(i -> i.name().charAt(0)).distinct().map(String::valueOf).collect(Collectors.joining()));
        System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> "#" + i).collect(Collectors.toList()));
        try {
            new Item("X", "Broken", Category.TOYS, -1, 1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Supplier<Stream<Item>> cheap = () -> items.stream().filter(i -> i.price() < 20);
        System.out.println(cheap.get().count() + " cheap, any kitchen: " + cheap.get().anyMatch(i -> i.category() == Category.KITCHEN));
    }
}
