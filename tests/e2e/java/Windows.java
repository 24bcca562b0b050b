// End-to-end workload for the statistics per measured window (sim-core/tests/windows.rs):
// three measured windows (TRACE_ON .. TRACE_OFF, each after a MARKER naming it) with work
// outside them in between, and a fourth left open when the program ends. The work churns
// through allocations so that a small heap collects inside and outside the windows.
// sim.Events is the guest VM's class; reflection keeps javac from needing it.
import java.lang.reflect.Method;

public class Windows {
    static int[] keep = new int[64];

    static long work(int round, int n) {
        long sum = 0;
        int[][] live = new int[16][];
        for (int i = 0; i < n; i++) {
            int[] a = new int[100 + ((i + round) & 31)];
            a[i % a.length] = i;
            live[i & 15] = a;
            sum += live[(i * 5) & 15] == null ? 0 : live[(i * 5) & 15][0];
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        Class<?> ev = Class.forName("sim.Events");
        Method on = ev.getMethod("traceOn");
        Method off = ev.getMethod("traceOff");
        Method marker = ev.getMethod("marker", String.class);
        long sum = 0;
        for (int w = 0; w < 3; w++) {
            marker.invoke(null, "window " + w);
            on.invoke(null);
            sum += work(w, 3000 + 1000 * w);
            off.invoke(null);
            sum += work(7, 2000);
        }
        on.invoke(null);
        sum += work(9, 1500);
        System.out.println("windows " + sum);
    }
}
