public class ProgBoards {
    // Game of Life on a torus
    static boolean[][] step(boolean[][] g) {
        int r = g.length, c = g[0].length;
        boolean[][] n = new boolean[r][c];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                int alive = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++)
                        if ((di != 0 || dj != 0) && g[(i + di + r) % r][(j + dj + c) % c]) alive++;
                n[i][j] = g[i][j] ? alive == 2 || alive == 3 : alive == 3;
            }
        return n;
    }

    static void print(boolean[][] g, int gen) {
        System.out.println("Generation " + gen + ":");
        for (boolean[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (boolean b : row) sb.append(b ? '#' : '.');
            System.out.println(sb);
        }
    }

    // Tic-tac-toe with minimax
    static char[] board = "         ".toCharArray();
    static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    static char winner() {
        for (int[] l : LINES)
            if (board[l[0]] != ' ' && board[l[0]] == board[l[1]] && board[l[1]] == board[l[2]]) return board[l[0]];
        return ' ';
    }

    static boolean full() { for (char ch : board) if (ch == ' ') return false; return true; }

    static int minimax(char player, int depth) {
        char w = winner();
        if (w == 'X') return 10 - depth;
        if (w == 'O') return depth - 10;
        if (full()) return 0;
        int best = player == 'X' ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < 9; i++) {
            if (board[i] != ' ') continue;
            board[i] = player;
            int s = minimax(player == 'X' ? 'O' : 'X', depth + 1);
            board[i] = ' ';
            best = player == 'X' ? Math.max(best, s) : Math.min(best, s);
        }
        return best;
    }

    static int bestMove(char player) {
        int best = -1, bestScore = player == 'X' ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < 9; i++) {
            if (board[i] != ' ') continue;
            board[i] = player;
            int s = minimax(player == 'X' ? 'O' : 'X', 1);
            board[i] = ' ';
            if (player == 'X' ? s > bestScore : s < bestScore) { bestScore = s; best = i; }
        }
        return best;
    }

    static void printBoard() {
        for (int r = 0; r < 3; r++) {
            System.out.println(" " + board[3 * r] + " | " + board[3 * r + 1] + " | " + board[3 * r + 2]);
            if (r < 2) System.out.println("---+---+---");
        }
    }

    public static void main(String[] args) {
        boolean[][] g = new boolean[10][12];
        int[][] glider = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
        for (int[] p : glider) g[p[0]][p[1]] = true;
        g[6][6] = g[6][7] = g[6][8] = true; // blinker
        for (int gen = 0; gen <= 4; gen++) { print(g, gen); g = step(g); }
        for (int gen = 5; gen < 40; gen++) g = step(g);
        int alive = 0;
        for (boolean[] row : g) for (boolean b : row) if (b) alive++;
        System.out.println("alive after 40: " + alive);

        board[0] = 'O';
        board[4] = 'X';
        char turn = 'X';
        int moves = 0;
        while (winner() == ' ' && !full()) {
            int m = bestMove(turn);
            board[m] = turn;
            System.out.println(turn + " plays " + m);
            turn = turn == 'X' ? 'O' : 'X';
            moves++;
        }
        printBoard();
        char w = winner();
        System.out.println(w == ' ' ? "Draw after " + moves + " moves" : w + " wins");
    }
}
