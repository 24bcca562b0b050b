import java.util.ArrayList;

/* Live data larger than the VM's default initial heap (-Xms1m): MIB MiB (default 3) kept in
 * 1 KiB arrays while four times as much garbage is made beside them. On a growing heap it
 * completes; with -Xmx too small for the live data it ends in OutOfMemoryError. */
public class HeapGrowth {
    public static void main(String[] args) {
        int mib = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        ArrayList<int[]> keep = new ArrayList<>();
        long sum = 0;
        for (int i = 0; i < mib * 1024; i++) {
            int[] a = new int[253]; // 12 + 1012 bytes: 1 KiB with the header
            a[i % 253] = i;
            keep.add(a);
            for (int j = 0; j < 4; j++) {
                int[] g = new int[253];
                g[j] = i + j;
                sum += g[j] + g.length;
            }
            if (i % 1024 == 1023) {
                System.out.println("kept " + keep.size() + " KiB");
            }
        }
        for (int[] a : keep) {
            for (int v : a) {
                sum += v;
            }
        }
        System.out.println("kept " + keep.size() + " arrays, checksum " + sum);
    }
}
