// RELEASE 11
import java.util.*;

public class Prog2Bowling {
    static int score(int[] rolls) {
        int total = 0, i = 0;
        for (int frame = 0; frame < 10; frame++) {
            if (rolls[i] == 10) { total += 10 + rolls[i + 1] + rolls[i + 2]; i++; }
            else if (rolls[i] + rolls[i + 1] == 10) { total += 10 + rolls[i + 2]; i += 2; }
            else { total += rolls[i] + rolls[i + 1]; i += 2; }
        }
        return total;
    }

    static int[] parse(String line) {
        List<Integer> rolls = new ArrayList<>();
        int prev = 0;
        for (char c : line.replace(" ", "").toCharArray()) {
            int v;
            switch (c) {
                case 'X': v = 10; break;
                case '/': v = 10 - prev; break;
                case '-': v = 0; break;
                default: v = c - '0';
            }
            rolls.add(v);
            prev = v;
        }
        int[] out = new int[rolls.size()];
        for (int k = 0; k < out.length; k++) out[k] = rolls.get(k);
        return out;
    }

    static String card(int[] rolls) {
        StringBuilder sb = new StringBuilder();
        int i = 0, running = 0;
        for (int frame = 1; frame <= 10; frame++) {
            int[] one = Arrays.copyOfRange(rolls, i, Math.min(rolls.length, i + 3));
            int frameScore;
            String marks;
            if (rolls[i] == 10) { frameScore = 10 + rolls[i + 1] + rolls[i + 2]; marks = "X"; i++; }
            else if (rolls[i] + rolls[i + 1] == 10) { frameScore = 10 + rolls[i + 2]; marks = rolls[i] + "/"; i += 2; }
            else { frameScore = rolls[i] + rolls[i + 1]; marks = "" + rolls[i] + rolls[i + 1]; i += 2; }
            running += frameScore;
            sb.append(String.format("|%-3s%4d", marks, running));
            if (one.length == 0) break;
        }
        return sb.append('|').toString();
    }

    public static void main(String[] args) {
        String[] games = {
            "X X X X X X X X X X X X",
            "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-",
            "5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/5",
            "X 7/ 9- X -8 8/ -6 X X X81",
            "-- -- -- -- -- -- -- -- -- --",
            "X 9/ X 9/ X 9/ X 9/ X 9/X",
        };
        for (String g : games) {
            int[] rolls = parse(g);
            System.out.printf("%-32s %3d%n", g, score(rolls));
            System.out.println("  " + card(rolls));
        }
        Random rnd = new Random(2024);
        int best = -1;
        int[] hist = new int[31];
        for (int game = 0; game < 400; game++) {
            List<Integer> rolls = new ArrayList<>();
            for (int frame = 0; frame < 10; frame++) {
                int first = rnd.nextInt(11);
                rolls.add(first);
                if (first < 10) rolls.add(rnd.nextInt(11 - first));
                if (frame == 9) {
                    if (first == 10) { int b = rnd.nextInt(11); rolls.add(b); rolls.add(b == 10 ? rnd.nextInt(11) : rnd.nextInt(11 - b)); }
                    else if (first + rolls.get(rolls.size() - 1) == 10) rolls.add(rnd.nextInt(11));
                }
            }
            int[] arr = rolls.stream().mapToInt(Integer::intValue).toArray();
            int s = score(arr);
            best = Math.max(best, s);
            hist[s / 10]++;
        }
        System.out.println("best random game " + best);
        for (int b = 0; b < hist.length; b++) if (hist[b] > 0) System.out.printf("%3d-%3d %5d %s%n", b * 10, b * 10 + 9, hist[b], "#".repeat(Math.max(1, hist[b] / 5)));
    }
}
