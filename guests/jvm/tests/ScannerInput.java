// RELEASE 17
import java.io.*;
import java.util.*;
import java.util.stream.*;

/** java.util.Scanner (issue 16): System.in (ScannerInput.stdin), a String, a File; tokens, numbers, lines, delimiters, mismatches. */
public class ScannerInput {
    static int row;

    static void show(String what, Object result) {
        System.out.println((++row) + " " + what + " = " + result);
    }

    public static void main(String[] args) throws IOException {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        show("count", n);
        for (int i = 0; i < n; i++) {
            String name = in.next();
            int age = in.nextInt();
            boolean isDouble = in.hasNextDouble();
            String h = isDouble ? String.valueOf(in.nextDouble()) : "not a double: " + in.next();
            show("person", name + " " + age + " " + h);
        }
        show("rest of line", "[" + in.nextLine() + "]");
        show("empty line", "[" + in.nextLine() + "]");
        show("line", "[" + in.nextLine() + "]");
        show("hasNextInt grouped", in.hasNextInt());
        show("nextInt grouped", in.nextInt());
        show("nextInt negative", in.nextInt());
        show("nextInt plus", in.nextInt());
        show("hasNextInt on boolean", in.hasNextInt() + " " + in.hasNextBoolean());
        show("booleans", in.nextBoolean() + " " + in.nextBoolean());
        show("doubles", in.nextDouble() + " " + in.nextDouble() + " " + in.nextDouble() + " " + in.nextDouble() + " " + in.nextDouble());
        show("hasNextInt overflow", in.hasNextInt() + " " + in.hasNextLong());
        try {
            in.nextInt();
        } catch (InputMismatchException e) {
            show("nextInt overflow", "InputMismatchException: " + e.getMessage());
        }
        show("nextLong", in.nextLong());
        try {
            in.nextDouble();
        } catch (InputMismatchException e) {
            show("nextDouble mismatch", "InputMismatchException: " + e.getMessage() + " then next=" + in.next());
        }
        show("after token", "[" + in.nextLine() + "]");
        show("hasNextLine", in.hasNextLine());
        show("last", "[" + in.nextLine() + "]");
        show("tail", "[" + in.nextLine() + "] " + in.hasNextLine() + " " + in.hasNext());
        try {
            in.nextLine();
        } catch (NoSuchElementException e) {
            show("nextLine at end", e.getMessage());
        }
        try {
            in.next();
        } catch (NoSuchElementException e) {
            show("next at end", e.getClass().getName() + " " + e.getMessage());
        }
        in.close();
        try {
            in.hasNext();
        } catch (IllegalStateException e) {
            show("closed", e.getMessage());
        }

        Scanner s = new Scanner("  one two\tthree\n\nfour  ");
        List<String> words = new ArrayList<>();
        while (s.hasNext()) {
            words.add(s.next());
        }
        show("words", words);
        s = new Scanner("a,b,,c, d ,e");
        s.useDelimiter(",");
        words.clear();
        while (s.hasNext()) {
            words.add("[" + s.next() + "]");
        }
        show("comma delimiter", words);
        s = new Scanner("1; 2 ;3;   4").useDelimiter("\\s*;\\s*");
        int sum = 0;
        while (s.hasNextInt()) {
            sum += s.nextInt();
        }
        show("regex delimiter sum", sum + " delimiter " + s.delimiter());
        s = new Scanner("x1y22z333").useDelimiter("[a-z]");
        show("letters as delimiters", s.nextInt() + " " + s.nextInt() + " " + s.nextInt() + " " + s.hasNext());
        s = new Scanner("line one\r\nline two\rline three\n");
        show("line separators", s.nextLine() + "|" + s.nextLine() + "|" + s.nextLine() + "|" + s.hasNextLine());
        s = new Scanner("5 apples and 7 pears");
        int total = 0;
        while (s.hasNext()) {
            if (s.hasNextInt()) {
                total += s.nextInt();
            } else {
                s.next();
            }
        }
        show("mixed", total);
        s = new Scanner("12 x");
        show("nextInt then nextLine", s.nextInt() + " [" + s.nextLine() + "]");
        s = new Scanner("abc 123 de45");
        show("hasNext pattern", s.hasNext("[a-z]+") + " " + s.next("[a-z]+") + " " + s.hasNext("[a-z]+") + " " + s.next("\\d+"));
        try {
            s.next("\\d+");
        } catch (InputMismatchException e) {
            show("next pattern mismatch", "InputMismatchException then " + s.next());
        }
        show("tokens", new Scanner("q w e r t y").tokens().map(String::toUpperCase).collect(Collectors.joining("-")));
        show("big numbers", new Scanner("123456789012345678901234567890 3.14159265358979323846").nextBigInteger() + "");
        Scanner bd = new Scanner("-1,234,567 0.1000");
        show("BigInteger BigDecimal", bd.nextBigInteger() + " " + bd.nextBigDecimal());
        Scanner sb = new Scanner("7 -129 70000");
        show("byte short", sb.nextByte() + " " + sb.hasNextByte() + " " + sb.nextShort() + " " + sb.hasNextShort());
        show("float", new Scanner("3.4028235e38 1e-46").nextFloat());

        File f = new File("scanner-input.txt");
        try (PrintWriter w = new PrintWriter(new FileWriter(f))) {
            w.println("# table");
            w.println("x,y");
            w.println("1,2.5");
            w.println("3,4.25");
            w.println("-5,1e2");
        }
        try (Scanner fs = new Scanner(f)) {
            show("file header", fs.nextLine() + " / " + fs.nextLine());
            double acc = 0;
            while (fs.hasNextLine()) {
                Scanner ls = new Scanner(fs.nextLine()).useDelimiter(",");
                acc += ls.nextInt() * ls.nextDouble();
            }
            show("file sum", acc);
        }
        try {
            new Scanner(new File("no-such-file.txt"));
        } catch (FileNotFoundException e) {
            show("missing file", e.getMessage());
        }
        show("deleted", f.delete());
    }
}
