// RELEASE 11
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class Prog2TextStats {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null) lines.add(line);
        int chars = 0, blank = 0;
        List<String> words = new ArrayList<>();
        for (String l : lines) {
            chars += l.length();
            if (l.trim().isEmpty()) blank++;
            for (String w : l.toLowerCase().split("[^\\p{L}']+")) if (!w.isEmpty()) words.add(w.replaceAll("^'+|'+$", ""));
        }
        words.removeIf(String::isEmpty);
        System.out.printf("lines %d (blank %d), characters %d, words %d%n", lines.size(), blank, chars, words.size());
        String longest = words.stream().max(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder())).orElse("");
        System.out.println("longest word: " + longest + " (" + longest.length() + ")");
        System.out.printf("average word length %.3f%n", words.stream().mapToInt(String::length).average().orElse(0));

        Map<String, Long> freq = words.stream().collect(Collectors.groupingBy(w -> w, TreeMap::new, Collectors.counting()));
        System.out.println("distinct words " + freq.size());
        System.out.println(String.format("%-15s%5s", "WORD", "COUNT"));
        freq.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(12)
            .forEach(e -> System.out.println(String.format("%-15s%5d", e.getKey(), e.getValue())));

        Map<Integer, Long> byLength = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        long max = Collections.max(byLength.values());
        byLength.forEach((len, n) -> System.out.printf("%2d %4d %s%n", len, n, "*".repeat((int) (40 * n / max))));

        Map<Character, Long> initials = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.counting()));
        System.out.println("initials " + initials);
        int[] letters = new int[26];
        for (String l : lines) for (char c : l.toLowerCase().toCharArray()) if (c >= 'a' && c <= 'z') letters[c - 'a']++;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 26; i++) if (letters[i] > 0) sb.append((char) ('a' + i)).append('=').append(letters[i]).append(' ');
        System.out.println(sb.toString().trim());
        List<String> sentences = Arrays.stream(String.join(" ", lines).split("(?<=[.!?])\\s+")).map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.toList());
        System.out.println("sentences " + sentences.size() + ", longest: \"" + sentences.stream().max(Comparator.comparingInt(String::length)).get() + "\"");
        Set<String> once = freq.entrySet().stream().filter(e -> e.getValue() == 1).map(Map.Entry::getKey).collect(Collectors.toCollection(TreeSet::new));
        System.out.println("hapax legomena " + once.size() + ": " + once.stream().limit(10).collect(Collectors.joining(" ")));
        int lineNo = 0;
        for (String l : lines) {
            lineNo++;
            if (l.contains("whale") || l.contains("Whale")) System.out.printf("%3d: %s%n", lineNo, l.length() > 60 ? l.substring(0, 57) + "..." : l);
        }
    }
}
