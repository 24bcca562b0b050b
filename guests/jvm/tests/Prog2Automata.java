import java.util.*;

public class Prog2Automata {
    static boolean[][] step(boolean[][] g) {
        int h = g.length, w = g[0].length;
        boolean[][] n = new boolean[h][w];
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) {
                int live = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++)
                        if ((dr != 0 || dc != 0) && g[(r + dr + h) % h][(c + dc + w) % w]) live++;
                n[r][c] = g[r][c] ? live == 2 || live == 3 : live == 3;
            }
        return n;
    }

    static void show(boolean[][] g) {
        for (boolean[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (boolean b : row) sb.append(b ? '#' : '.');
            System.out.println(sb);
        }
    }

    enum Dir { UP, RIGHT, DOWN, LEFT;
        Dir right() { return values()[(ordinal() + 1) % 4]; }
        Dir left() { return values()[(ordinal() + 3) % 4]; }
    }

    public static void main(String[] args) {
        boolean[][] g = new boolean[10][12];
        int[][] glider = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
        for (int[] p : glider) g[p[0]][p[1]] = true;
        g[5][7] = g[5][8] = g[5][9] = true; // blinker
        for (int gen = 0; gen <= 8; gen += 4) {
            System.out.println("Generation " + gen + ":");
            show(g);
            for (int i = 0; i < 4; i++) g = step(g);
        }

        // Langton's ant
        int size = 80;
        boolean[][] black = new boolean[size][size];
        int x = size / 2, y = size / 2, steps = 0;
        Dir d = Dir.UP;
        while (x >= 0 && y >= 0 && x < size && y < size) {
            d = black[y][x] ? d.left() : d.right();
            black[y][x] = !black[y][x];
            switch (d) {
                case UP: y--; break;
                case DOWN: y++; break;
                case LEFT: x--; break;
                default: x++;
            }
            steps++;
        }
        int count = 0;
        for (boolean[] row : black) for (boolean b : row) if (b) count++;
        System.out.println("Langton's ant left the grid after " + steps + " steps heading " + d + ", black cells " + count);
        int minR = size, maxR = 0, minC = size, maxC = 0;
        for (int r = 0; r < size; r++) for (int c = 0; c < size; c++) if (black[r][c]) {
            minR = Math.min(minR, r); maxR = Math.max(maxR, r); minC = Math.min(minC, c); maxC = Math.max(maxC, c);
        }
        System.out.println("bounding box rows " + minR + ".." + maxR + " cols " + minC + ".." + maxC);
        for (int r = 30; r < 50; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 28; c < 60; c++) sb.append(black[r][c] ? '#' : ' ');
            System.out.println(sb.toString().replaceAll("\\s+$", ""));
        }

        // Rule 30 elementary automaton
        int width = 41;
        BitSet cells = new BitSet(width);
        cells.set(width / 2);
        for (int gen = 0; gen < 16; gen++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < width; i++) sb.append(cells.get(i) ? '*' : ' ');
            System.out.println(sb.toString().replaceAll("\\s+$", ""));
            BitSet next = new BitSet(width);
            for (int i = 0; i < width; i++) {
                int pattern = (cells.get((i + width - 1) % width) ? 4 : 0) | (cells.get(i) ? 2 : 0) | (cells.get((i + 1) % width) ? 1 : 0);
                if ((30 >> pattern & 1) == 1) next.set(i);
            }
            cells = next;
        }
        System.out.println("cardinality " + cells.cardinality() + " " + cells);
    }
}
