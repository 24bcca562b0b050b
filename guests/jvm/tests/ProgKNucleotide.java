// RELEASE 11
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.*;
import java.util.Map.Entry;

public class ProgKNucleotide {
    static Map<String, Integer> count(String seq, int len) {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i + len <= seq.length(); i++) {
            m.merge(seq.substring(i, i + len), 1, Integer::sum);
        }
        return m;
    }

    static void printFreq(String seq, int len) {
        Map<String, Integer> m = count(seq, len);
        List<Entry<String, Integer>> list = new ArrayList<>(m.entrySet());
        list.sort((a, b) -> {
            int c = b.getValue().compareTo(a.getValue());
            return c != 0 ? c : a.getKey().compareTo(b.getKey());
        });
        int total = seq.length() - len + 1;
        for (Entry<String, Integer> e : list) {
            System.out.printf("%s %.3f%n", e.getKey(), e.getValue() * 100.0 / total);
        }
        System.out.println();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "ISO-8859-1"));
        String line;
        while ((line = in.readLine()) != null && !line.startsWith(">THREE")) { }
        StringBuilder sb = new StringBuilder();
        while ((line = in.readLine()) != null) {
            if (line.startsWith(">")) break;
            sb.append(line.trim());
        }
        String seq = sb.toString().toUpperCase(Locale.ROOT);
        printFreq(seq, 1);
        printFreq(seq, 2);
        for (String frag : new String[] {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"}) {
            Integer c = count(seq, frag.length()).get(frag);
            System.out.println((c == null ? 0 : c) + "\t" + frag);
        }
    }
}
