// RELEASE 11
import java.io.*;
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class Prog2Gaps {
    public static void main(String[] args) throws IOException {
        Locale.setDefault(Locale.US);
        System.out.println(Locale.getDefault() + " " + Locale.getDefault().toLanguageTag() + " " + Locale.US.equals(new Locale("en", "US")) + " " + String.format("%.3f", Math.E));

        System.out.println(System.getProperty("app.mode") + " " + System.setProperty("app.mode", "test") + " " + System.getProperty("app.mode")
                + " " + System.getProperty("app.mode", "x") + " " + System.clearProperty("app.mode") + " " + System.getProperty("app.mode", "gone"));
        System.setProperty("app.level", "3");
        Properties props = System.getProperties();
        System.out.println(props.getProperty("app.level") + " " + props.getProperty("line.separator").equals("\n") + " " + props.getProperty("file.separator") + " " + Integer.getInteger("app.level", 0));

        String text = "Hello World, This Is A Mixed Case Sentence With 7 Digits 1234567";
        long upper = text.chars().filter(Character::isUpperCase).count();
        long lower = text.chars().filter(Character::isLowerCase).count();
        long spaces = text.chars().filter(Character::isSpaceChar).count();
        String swapped = text.chars().map(c -> Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        System.out.println(upper + " " + lower + " " + spaces + " " + swapped);
        System.out.println(text.codePoints().filter(Character::isDigit).map(Character::getNumericValue).sum() + " " + Character.toString(65) + Character.toString(0x1F600).length()
                + " " + Character.isISOControl(7) + " " + Character.isDefined(0x41) + " " + Character.isJavaIdentifierStart((int) '$'));

        Matcher m = Pattern.compile("(\\d+)").matcher("a1 b22 c333 d4444");
        System.out.println(m.replaceAll(r -> "<" + r.group(1).length() + ">") + " " + m.replaceFirst(r -> r.group().toUpperCase() + "!")
                + " " + Pattern.compile("[aeiou]").matcher("programming language").replaceAll(r -> r.group().toUpperCase()));

        StringWriter sw = new StringWriter();
        try (PrintWriter pw = new PrintWriter(sw)) {
            pw.printf("%s-%d%n", "line", 1);
            pw.println("second");
            pw.print("third\nfourth\n");
        }
        BufferedReader br = new BufferedReader(new StringReader(sw.toString()), 4);
        System.out.println(br.markSupported() + " " + br.readLine());
        br.mark(100);
        String a = br.readLine(), b = br.readLine();
        br.reset();
        String again = br.readLine();
        System.out.println(a + " " + b + " reset-> " + again + " skip " + br.skip(3) + " rest " + br.readLine());
        BufferedReader small = new BufferedReader(new StringReader("abcdefghij"), 2);
        small.mark(3);
        small.read(); small.read(); small.read(); small.read(); small.read();
        try {
            small.reset();
            System.out.println("reset after limit: " + (char) small.read());
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }

        List<Integer> data = new ArrayList<>(Arrays.asList(1, 2, 3, 1, 2, 3, 1, 2));
        System.out.println(Collections.indexOfSubList(data, Arrays.asList(2, 3)) + " " + Collections.lastIndexOfSubList(data, Arrays.asList(2, 3))
                + " " + Collections.indexOfSubList(data, Arrays.asList(3, 3)) + " " + Collections.replaceAll(data, 1, 9) + " " + data);
        Set<String> seen = Collections.newSetFromMap(new LinkedHashMap<>());
        for (String w : "b a b c a d".split(" ")) seen.add(w);
        Queue<Integer> lifo = Collections.asLifoQueue(new ArrayDeque<>());
        for (int i = 1; i <= 4; i++) lifo.offer(i);
        System.out.println(seen + " " + lifo + " " + lifo.poll() + " " + lifo.peek() + " " + Collections.emptyListIterator().hasNext() + " " + Collections.emptyEnumeration().hasMoreElements());

        StringBuilder out = new StringBuilder();
        Formatter f = new Formatter(out);
        f.format("%5.1f|", 2.25).format("%-4s|", "ab");
        System.out.println(out + " " + f.out().getClass().getSimpleName());
        try {
            System.out.printf("%d%n", 1.5);
        } catch (IllegalFormatConversionException e) {
            System.out.println(e.getConversion() + " " + e.getArgumentClass().getName() + " " + e.getMessage());
        }
        PrintStream ps = new PrintStream(new ByteArrayOutputStream());
        Formatter pf = new Formatter(ps);
        pf.format("x");
        pf.flush();
        System.out.println("formatter over a PrintStream: " + (pf.ioException() == null));

        Scanner sc = new Scanner("id=42; name=Ada Lovelace; ff 7f -80 zz 12\nsecond line 99");
        System.out.println(sc.findInLine("id=(\\d+)") + " group " + sc.match().group(1) + " -> " + sc.findInLine("name=([^;]+)") + " " + sc.match().group(1)
                + " missing " + sc.findInLine("second"));
        sc.skip(";\\s*");
        System.out.println(sc.hasNextInt(16) + " " + sc.nextInt(16) + " " + sc.nextInt(16) + " " + sc.nextLong(16) + " " + sc.hasNextInt(16) + " " + sc.hasNextInt(36) + " " + sc.nextInt(36));
        try {
            sc.nextInt(2);
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException " + e.getMessage() + " then " + sc.next() + " " + sc.findWithinHorizon("\\d+", 0));
        }
        try {
            new Scanner("abc").skip("\\d");
        } catch (NoSuchElementException e) {
            System.out.println("skip: NoSuchElementException");
        }
        System.out.println(Objects.requireNonNullElseGet(null, () -> "lazy") + " " + Objects.checkFromToIndex(1, 3, 5) + " " + Objects.checkFromIndexSize(2, 2, 4));
        try {
            Objects.requireNonNull(null, () -> "built " + "lazily");
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            Objects.checkFromToIndex(3, 2, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Byte.decode("0x7f") + " " + Byte.decode("-#10") + " " + Short.decode("010") + " " + Short.valueOf("-7fff", 16) + " " + Byte.compareUnsigned((byte) -1, (byte) 1) + " " + Short.toUnsignedLong((short) -1));
        try {
            Byte.decode("200");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }

        File file = new File("prog2gaps.txt");
        try (PrintWriter w = new PrintWriter("prog2gaps.txt")) {
            for (int i = 1; i <= 3; i++) w.println("row " + i);
        }
        try (PrintStream p = new PrintStream(new File("prog2gaps2.txt"))) {
            p.print("stream ");
            p.println(42);
        }
        try (BufferedReader r = new BufferedReader(new FileReader(file))) {
            System.out.println(r.lines().collect(Collectors.joining(",")) + " " + file.length());
        }
        try (BufferedReader r = new BufferedReader(new FileReader("prog2gaps2.txt"))) {
            System.out.println(r.readLine());
        }
        System.out.println(file.delete() + " " + new File("prog2gaps2.txt").delete() + " " + file.exists());
        try {
            new PrintWriter("no/such/dir/x.txt");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException");
        }
    }
}
