// RELEASE 17
import java.util.*;

public class ProgDijkstra {
    record Edge(int from, int to, double weight) {
        @Override public String toString() { return String.format("%d->%d %5.2f", from, to, weight); }
    }

    static final class Graph {
        final int v;
        final List<List<Edge>> adj = new ArrayList<>();
        Graph(int v) { this.v = v; for (int i = 0; i < v; i++) adj.add(new ArrayList<>()); }
        void add(Edge e) { adj.get(e.from()).add(e); }
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int v = in.nextInt();
        int e = in.nextInt();
        Graph g = new Graph(v);
        for (int i = 0; i < e; i++) g.add(new Edge(in.nextInt(), in.nextInt(), in.nextDouble()));
        double[] dist = new double[v];
        Edge[] edgeTo = new Edge[v];
        Arrays.fill(dist, Double.POSITIVE_INFINITY);
        dist[0] = 0;
        PriorityQueue<double[]> pq = new PriorityQueue<>(Comparator.comparingDouble((double[] a) -> a[1]).thenComparingDouble(a -> a[0]));
        pq.add(new double[] {0, 0});
        boolean[] done = new boolean[v];
        while (!pq.isEmpty()) {
            int u = (int) pq.poll()[0];
            if (done[u]) continue;
            done[u] = true;
            for (Edge ed : g.adj.get(u)) {
                if (dist[u] + ed.weight() < dist[ed.to()]) {
                    dist[ed.to()] = dist[u] + ed.weight();
                    edgeTo[ed.to()] = ed;
                    pq.add(new double[] {ed.to(), dist[ed.to()]});
                }
            }
        }
        for (int t = 0; t < v; t++) {
            if (dist[t] == Double.POSITIVE_INFINITY) { System.out.printf("0 to %d         no path%n", t); continue; }
            Deque<Edge> path = new ArrayDeque<>();
            for (Edge x = edgeTo[t]; x != null; x = edgeTo[x.from()]) path.push(x);
            StringBuilder sb = new StringBuilder();
            for (Edge x : path) sb.append(x).append("   ");
            System.out.printf("0 to %d (%.2f)  %s%n", t, dist[t], sb.toString().trim());
        }
        System.out.println(dist[v - 1] + " " + Arrays.stream(dist).filter(Double::isFinite).sum());
    }
}
