// RELEASE 11
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.function.Function;
import java.util.stream.*;

public class ProgWordFreq {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        List<String> lines = in.lines().collect(Collectors.toList());
        System.out.println(lines.size() + " lines");
        Map<String, Long> freq = lines.stream()
            .flatMap(l -> Arrays.stream(l.toLowerCase().split("[^\\p{L}']+")))
            .filter(w -> !w.isEmpty())
            .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println(freq.size() + " distinct words");
        freq.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(12)
            .forEach(e -> System.out.printf("%-10s %3d %s%n", e.getKey(), e.getValue(), "*".repeat(e.getValue().intValue())));
        Map<Integer, List<String>> byLength = freq.keySet().stream()
            .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        byLength.forEach((len, ws) -> { if (len >= 9) System.out.println(len + ": " + ws); });
        TreeMap<String, Long> tm = (TreeMap<String, Long>) freq;
        System.out.println("first " + tm.firstKey() + ", last " + tm.lastKey() + ", ceiling(m) " + tm.ceilingKey("m")
            + ", head(c) " + tm.headMap("c").size() + ", sub " + tm.subMap("t", "u").keySet());
        IntSummaryStatistics st = lines.stream().mapToInt(String::length).summaryStatistics();
        System.out.println(st);
        String longest = lines.stream().max(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder())).orElse("");
        System.out.println("longest: " + longest.strip());
        Map<Character, Integer> letters = new TreeMap<>();
        for (String l : lines) for (char c : l.toCharArray()) if (Character.isLetter(c)) letters.merge(Character.toLowerCase(c), 1, Integer::sum);
        System.out.println(letters);
        String vowelsOnly = lines.get(0).chars().filter(c -> "aeiou".indexOf(c) >= 0).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining());
        System.out.println(vowelsOnly + " " + lines.get(0).codePoints().count());
    }
}
