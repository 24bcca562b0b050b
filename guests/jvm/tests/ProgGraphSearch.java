import java.io.*;
import java.util.*;

public class ProgGraphSearch {
    private final int v;
    private int e;
    private final List<Integer>[] adj;

    @SuppressWarnings("unchecked")
    ProgGraphSearch(int v) {
        this.v = v;
        adj = (List<Integer>[]) new List[v];
        for (int i = 0; i < v; i++) adj[i] = new LinkedList<Integer>();
    }

    void addEdge(int a, int b) { e++; adj[a].add(b); adj[b].add(a); }

    @Override public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(v).append(" vertices, ").append(e).append(" edges ").append(System.lineSeparator());
        for (int i = 0; i < v; i++) {
            s.append(i).append(": ");
            for (int w : adj[i]) s.append(w).append(' ');
            s.append(System.lineSeparator());
        }
        return s.toString();
    }

    void dfs(int s, boolean[] marked, List<Integer> order) {
        marked[s] = true;
        order.add(s);
        for (int w : adj[s]) if (!marked[w]) dfs(w, marked, order);
    }

    int[] bfs(int s) {
        int[] dist = new int[v];
        Arrays.fill(dist, -1);
        Queue<Integer> q = new ArrayDeque<Integer>();
        dist[s] = 0;
        q.add(s);
        while (!q.isEmpty()) {
            int x = q.remove();
            for (int w : adj[x]) if (dist[w] < 0) { dist[w] = dist[x] + 1; q.add(w); }
        }
        return dist;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int v = Integer.parseInt(in.readLine().trim());
        int e = Integer.parseInt(in.readLine().trim());
        ProgGraphSearch g = new ProgGraphSearch(v);
        for (int i = 0; i < e; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            g.addEdge(Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken()));
        }
        System.out.print(g);
        boolean[] marked = new boolean[v];
        int components = 0;
        for (int s = 0; s < v; s++) {
            if (marked[s]) continue;
            List<Integer> order = new ArrayList<Integer>();
            g.dfs(s, marked, order);
            components++;
            System.out.println("component " + components + ": " + order);
        }
        System.out.println("bfs distances from 0: " + Arrays.toString(g.bfs(0)));
        // topological-ish: degrees sorted
        Integer[] ids = new Integer[v];
        for (int i = 0; i < v; i++) ids[i] = i;
        final ProgGraphSearch gg = g;
        Arrays.sort(ids, new Comparator<Integer>() {
            public int compare(Integer a, Integer b) {
                int c = Integer.compare(gg.adj[b].size(), gg.adj[a].size());
                return c != 0 ? c : a.compareTo(b);
            }
        });
        System.out.println("by degree: " + Arrays.toString(ids));
    }
}
