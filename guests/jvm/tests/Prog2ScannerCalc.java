import java.util.*;

public class Prog2ScannerCalc {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = sc.nextInt();
        System.out.println("read " + n + " ints: " + Arrays.toString(a) + " sum " + Arrays.stream(a).sum());
        int m = sc.nextInt();
        double[] d = new double[m];
        for (int i = 0; i < m; i++) d[i] = sc.nextDouble();
        double mean = Arrays.stream(d).average().getAsDouble();
        double var = Arrays.stream(d).map(x -> (x - mean) * (x - mean)).sum() / (m - 1);
        System.out.printf("mean %.4f stddev %.4f min %s max %s%n", mean, Math.sqrt(var), Arrays.stream(d).min().getAsDouble(), Arrays.stream(d).max().getAsDouble());
        long big = sc.nextLong();
        boolean flag = sc.nextBoolean();
        String word = sc.next();
        System.out.println("long " + big + " (" + (big * 2) + ") flag " + flag + " word " + word);
        sc.nextLine();
        String name = sc.nextLine();
        System.out.println("name [" + name + "]");
        int rows = sc.nextInt(), colsN = sc.nextInt();
        int[][] grid = new int[rows][colsN];
        for (int r = 0; r < rows; r++) for (int c = 0; c < colsN; c++) grid[r][c] = sc.nextInt();
        int[][] t = new int[colsN][rows];
        for (int r = 0; r < rows; r++) for (int c = 0; c < colsN; c++) t[c][r] = grid[r][c];
        System.out.println("transpose " + Arrays.deepToString(t));
        sc.nextLine();
        int lineNo = 0;
        while (sc.hasNextLine()) {
            String line = sc.nextLine();
            lineNo++;
            if (line.equals("END")) break;
            Scanner ls = new Scanner(line);
            List<String> tokens = new ArrayList<>();
            int ints = 0, doubles = 0;
            while (ls.hasNext()) {
                if (ls.hasNextInt()) { ints++; tokens.add("i:" + ls.nextInt()); }
                else if (ls.hasNextDouble()) { doubles++; tokens.add("d:" + ls.nextDouble()); }
                else tokens.add("s:" + ls.next());
            }
            System.out.println(lineNo + " " + tokens + " ints=" + ints + " doubles=" + doubles);
        }
        Scanner commas = new Scanner("10,20, 30 ,x,40").useDelimiter("\\s*,\\s*");
        int sum = 0;
        while (commas.hasNext()) { if (commas.hasNextInt()) sum += commas.nextInt(); else System.out.println("skip " + commas.next()); }
        System.out.println("comma sum " + sum);
        try {
            new Scanner("abc").nextInt();
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException");
        }
        try {
            new Scanner("").next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }
        System.out.println("rest: " + (sc.hasNext() ? sc.next() : "<none>") + " " + sc.hasNextLine());
    }
}
