import java.io.*;
import java.util.*;

public class ProgResources {
    static final List<String> events = new ArrayList<String>();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; events.add("open " + name); }
        void use(boolean fail) {
            events.add("use " + name);
            if (fail) throw new IllegalStateException("use of " + name + " failed");
        }
        public void close() throws IOException {
            events.add("close " + name);
            if (failClose) throw new IOException("close of " + name + " failed");
        }
    }

    static void scenario(String title, boolean failUse, boolean failCloseA, boolean failCloseB) {
        events.clear();
        try (Res a = new Res("A", failCloseA); Res b = new Res("B", failCloseB)) {
            a.use(false);
            b.use(failUse);
        } catch (IllegalStateException e) {
            events.add("caught " + e.getMessage() + " suppressed " + Arrays.toString(e.getSuppressed()));
        } catch (IOException e) {
            events.add("caught io " + e.getMessage() + " suppressed " + e.getSuppressed().length);
        } finally {
            events.add("finally");
        }
        System.out.println(title + ": " + events);
    }

    static int find(int[][] grid, int target) {
        int steps = 0;
        search:
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                steps++;
                if (grid[i][j] < 0) continue search;
                if (grid[i][j] == target) break search;
            }
        }
        return steps;
    }

    @SuppressWarnings("finally")
    static int tricky() {
        int x = 1;
        try {
            x = 2;
            return x;
        } finally {
            x = 3;
        }
    }

    public static void main(String[] args) throws IOException {
        scenario("ok", false, false, false);
        scenario("use fails", true, false, false);
        scenario("use and closes fail", true, true, true);
        scenario("close A fails", false, true, false);
        int[][] grid = {{1, 2, 3}, {4, -1, 6}, {7, 8, 9}};
        System.out.println(find(grid, 8) + " " + find(grid, 6) + " " + find(grid, 100) + " " + tricky());
        StringWriter sw = new StringWriter();
        try (PrintWriter pw = new PrintWriter(sw)) {
            pw.printf("%s=%d%n", "x", 5);
            pw.println(3.25);
        }
        System.out.print(sw);
        try (BufferedReader r = new BufferedReader(new StringReader("line one\nline two\n\nlast"))) {
            String l;
            int n = 0;
            while ((l = r.readLine()) != null) System.out.println(++n + ": [" + l + "]");
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bos)) {
            out.writeInt(0xCAFEBABE);
            out.writeUTF("héllo");
            out.writeDouble(Math.E);
            out.writeLong(-2L);
            out.writeBoolean(true);
            out.writeShort(65535);
        }
        byte[] bytes = bos.toByteArray();
        System.out.println(bytes.length + " bytes");
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            System.out.println(Integer.toHexString(in.readInt()) + " " + in.readUTF() + " " + in.readDouble() + " " + in.readLong() + " " + in.readBoolean() + " " + in.readShort());
            try {
                in.readByte();
            } catch (EOFException e) {
                System.out.println("EOF " + e.getMessage());
            }
        }
        int i = 0;
        do { i += 3; } while (i < 10);
        int j = 0;
        while (true) { if (++j * j > 50) break; }
        System.out.println(i + " " + j);
        Object lock = new Object();
        int hits = 0;
        synchronized (lock) { for (int k = 0; k < 5; k++) { if (k % 2 == 0) continue; hits += k; } }
        System.out.println("hits " + hits);
    }
}
