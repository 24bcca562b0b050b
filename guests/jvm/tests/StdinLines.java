import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Standard input (fed from StdinLines.stdin): System.in.read(), then lines through a BufferedReader. */
public class StdinLines {
    public static void main(String[] args) throws IOException {
        int a = System.in.read();
        int b = System.in.read();
        int c = System.in.read();
        System.out.println("first bytes: " + a + " " + b + " " + c + " (" + (char) a + (char) b + ")");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        String line;
        int n = 0;
        long sum = 0;
        StringBuilder words = new StringBuilder();
        while ((line = in.readLine()) != null) {
            n++;
            System.out.println(n + ": [" + line + "] length " + line.length() + (line.isEmpty() ? " (empty)" : ""));
            for (String w : line.trim().split("\\s+")) {
                if (w.matches("-?\\d+")) {
                    sum += Long.parseLong(w);
                } else if (!w.isEmpty()) {
                    words.append(Character.toUpperCase(w.charAt(0)));
                }
            }
        }
        System.out.println(n + " lines, sum " + sum + ", initials " + words);
        System.out.println("after end: " + System.in.read() + " " + in.readLine());
    }
}
