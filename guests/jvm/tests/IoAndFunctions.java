import java.io.*;
import java.util.*;
import java.util.function.*;

/** java.io readers and writers, java.util.function with anonymous classes, Map compute/merge order. */
public class IoAndFunctions {
    public static void main(String[] args) throws IOException {
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print("pi=");
        pw.println(Math.PI);
        pw.printf("%05d|%s%n", 42, "x");
        pw.write("written", 1, 3);
        pw.append('!').append("tail");
        pw.flush();
        System.out.println(sw.toString().replace("\n", "\\n") + " " + sw.getBuffer().length());
        StringWriter target = new StringWriter();
        BufferedWriter bw = new BufferedWriter(target, 16);
        for (int i = 0; i < 10; i++) {
            bw.write("line " + i);
            bw.newLine();
        }
        System.out.println("before flush " + target.toString().length());
        bw.flush();
        System.out.println("after flush " + target.toString().length());
        BufferedReader br = new BufferedReader(new StringReader("first\nsecond\r\nthird\rfourth\n\nlast"), 4);
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) {
            System.out.print("[" + line + "]");
            n++;
        }
        System.out.println(" " + n);
        byte[] utf8 = "h\u00e9llo \u4e16\u754c \ud83d\ude00 end".getBytes("UTF-8");
        BufferedReader ur = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(utf8), "UTF-8"));
        String decoded = ur.readLine();
        System.out.println(decoded.length() + " " + decoded.codePointAt(10) + " " + utf8.length + " " + decoded.equals("h\u00e9llo \u4e16\u754c \ud83d\ude00 end"));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bos);
        ps.print(1.5f);
        ps.println('c');
        ps.printf("%x", 255);
        System.out.println(bos.toString().replace("\n", "|") + " " + bos.size());
        PrintWriter out = new PrintWriter(new BufferedOutputStream(System.out));
        out.println("through PrintWriter(OutputStream)");
        out.printf("%.3f%n", 2.0 / 3);
        out.flush();
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("stdin: " + stdin.readLine());

        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) {
            nums.add(i);
        }
        nums.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x % 3 == 0;
            }
        });
        nums.replaceAll(new UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                return x * 10;
            }
        });
        final StringBuilder sb = new StringBuilder();
        nums.forEach(new Consumer<Integer>() {
            public void accept(Integer x) {
                sb.append(x).append(' ');
            }
        });
        System.out.println(nums + " / " + sb);
        Map<String, Integer> counts = new HashMap<String, Integer>();
        Map<String, List<Integer>> groups = new HashMap<String, List<Integer>>();
        String[] words = "one two three two three three four five six seven eight nine ten eleven twelve".split(" ");
        for (int i = 0; i < words.length; i++) {
            counts.merge(words[i], 1, new BinaryOperator<Integer>() {
                public Integer apply(Integer a, Integer b) {
                    return a + b;
                }
            });
            groups.computeIfAbsent(words[i].substring(0, 1), new Function<String, List<Integer>>() {
                public List<Integer> apply(String k) {
                    return new ArrayList<Integer>();
                }
            }).add(i);
        }
        counts.compute("two", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return v == null ? 0 : v * 100;
            }
        });
        counts.computeIfPresent("one", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) {
                return null;
            }
        });
        System.out.println(counts + " " + groups);
        final StringBuilder ms = new StringBuilder();
        counts.forEach(new BiConsumer<String, Integer>() {
            public void accept(String k, Integer v) {
                ms.append(k.charAt(0)).append(v);
            }
        });
        System.out.println(ms + " " + counts.getOrDefault("zzz", -1) + " " + counts.putIfAbsent("four", 9) + " " + counts.putIfAbsent("new", 9));
        List<String> ws = new ArrayList<String>(Arrays.asList(words));
        ws.sort(Comparator.comparing(new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        }).thenComparing(Comparator.<String>reverseOrder()));
        System.out.println(ws);
        Function<Integer, Integer> twice = new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return 2 * x;
            }
        };
        Function<Integer, Integer> inc = new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x + 1;
            }
        };
        System.out.println(twice.andThen(inc).apply(5) + " " + twice.compose(inc).apply(5) + " " + Function.<String>identity().apply("id"));
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>();
        tm.merge("a", 1, new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        });
        tm.computeIfAbsent("b", new Function<String, Integer>() {
            public Integer apply(String k) {
                return 7;
            }
        });
        System.out.println(tm);
    }
}
