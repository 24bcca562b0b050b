// RELEASE 11
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.*;
import java.util.regex.*;

public class ProgRegexRedux {
    public static void main(String[] args) throws IOException {
        InputStream in = System.in;
        ByteArrayOutputStream baos = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf)) > 0) baos.write(buf, 0, n);
        String input = baos.toString("US-ASCII");
        int initial = input.length();
        String seq = Pattern.compile(">.*\n|\n").matcher(input).replaceAll("");
        int clean = seq.length();
        String[] variants = {
            "agggtaaa|tttaccct", "[cgt]gggtaaa|tttaccc[acg]", "a[act]ggtaaa|tttacc[agt]t",
            "ag[act]gtaaa|tttac[agt]ct", "agg[act]taaa|ttta[agt]cct", "aggg[acg]aaa|ttt[cgt]ccct",
            "agggt[cgt]aa|tt[acg]accct", "agggta[cgt]a|t[acg]taccct", "agggtaa[cgt]|[acg]ttaccct"
        };
        for (String v : variants) {
            Matcher m = Pattern.compile(v).matcher(seq);
            int count = 0;
            while (m.find()) count++;
            System.out.println(v + " " + count);
        }
        Map<String, String> iub = new LinkedHashMap<>();
        iub.put("tHa[Nt]", "<4>");
        iub.put("aND|caN|Ha[DS]|WaS", "<3>");
        iub.put("a[NSt]|BY", "<2>");
        iub.put("<[^>]*>", "|");
        iub.put("\\|[^|][^|]*\\|", "-");
        String s = seq;
        for (Map.Entry<String, String> e : iub.entrySet()) {
            s = Pattern.compile(e.getKey()).matcher(s).replaceAll(e.getValue());
        }
        System.out.println();
        System.out.println(initial);
        System.out.println(clean);
        System.out.println(s.length());
        // a few more regex forms text programs use
        Matcher m = Pattern.compile("(?<head>[acgt]{3})(?<tail>[acgt]+?)a").matcher(seq.substring(0, 40));
        if (m.find()) System.out.println(m.group("head") + "/" + m.group("tail") + " at " + m.start());
        System.out.println(Arrays.toString("a1b22c333d".split("\\d+")));
        System.out.println("Hello World Foo".replaceAll("(\\w+) (\\w+)", "$2 $1"));
    }
}
