// End-to-end workload for the pipeline test (tests/e2e): allocation churn on a small heap
// so that a short run still has several collections, scalars and arrays, a live set that
// survives them (copied each time), and a checksum printed at the end.
public class Churn {
    static final class Node {
        Node next;
        int value;
        Node(Node next, int value) {
            this.next = next;
            this.value = value;
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        int[][] live = new int[32][];
        Node list = null;
        long sum = 0;
        for (int i = 0; i < rounds; i++) {
            int[] a = new int[200 + (i & 63)];
            a[i % a.length] = i;
            live[i & 31] = a;
            Node n = new Node(list, i);
            list = (i % 64 == 0) ? n : list;
            for (int k = 0; k < 3; k++) {
                sum += new Node(null, k + i).value;
            }
            int[] o = live[(i * 7) & 31];
            sum += o == null ? 0 : o[0];
        }
        for (Node n = list; n != null; n = n.next) {
            sum += n.value;
        }
        System.out.println("churn " + rounds + " " + sum);
    }
}
