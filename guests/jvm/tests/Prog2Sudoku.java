public class Prog2Sudoku {
    private final int[][] grid = new int[9][9];
    private int guesses;

    Prog2Sudoku(String puzzle) {
        for (int i = 0; i < 81; i++) {
            char c = puzzle.charAt(i);
            grid[i / 9][i % 9] = c == '.' ? 0 : c - '0';
        }
    }

    private boolean ok(int r, int c, int v) {
        for (int i = 0; i < 9; i++) if (grid[r][i] == v || grid[i][c] == v) return false;
        int br = r / 3 * 3, bc = c / 3 * 3;
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) if (grid[br + i][bc + j] == v) return false;
        return true;
    }

    boolean solve() {
        int bestR = -1, bestC = -1, bestCount = 10;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (grid[r][c] == 0) {
                    int count = 0;
                    for (int v = 1; v <= 9; v++) if (ok(r, c, v)) count++;
                    if (count < bestCount) { bestCount = count; bestR = r; bestC = c; }
                }
        if (bestR < 0) return true;
        for (int v = 1; v <= 9; v++) {
            if (ok(bestR, bestC, v)) {
                guesses++;
                grid[bestR][bestC] = v;
                if (solve()) return true;
                grid[bestR][bestC] = 0;
            }
        }
        return false;
    }

    void print() {
        for (int r = 0; r < 9; r++) {
            if (r % 3 == 0) System.out.println("+-------+-------+-------+");
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c % 3 == 0) sb.append("| ");
                sb.append(grid[r][c] == 0 ? "." : Integer.toString(grid[r][c])).append(' ');
            }
            System.out.println(sb.append('|'));
        }
        System.out.println("+-------+-------+-------+");
    }

    public static void main(String[] args) {
        String[] puzzles = {
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
        };
        for (String p : puzzles) {
            Prog2Sudoku s = new Prog2Sudoku(p);
            boolean solved = s.solve();
            System.out.println("solved=" + solved + " guesses=" + s.guesses);
            s.print();
        }
    }
}
