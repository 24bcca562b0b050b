// RELEASE 11
import java.nio.*;
import java.util.*;

public class Prog2Buffers {
    static String hex(ByteBuffer b) {
        StringBuilder sb = new StringBuilder();
        for (int i = b.position(); i < b.limit(); i++) sb.append(String.format("%02x", b.get(i)));
        return sb.toString();
    }

    // a tiny record format: [u16 length][utf-8 name][i32 score][f64 weight]
    static byte[] encode(List<String> names, int[] scores, double[] weights) {
        ByteBuffer b = ByteBuffer.allocate(256);
        b.putInt(0xCAFEBABE).putShort((short) names.size());
        for (int i = 0; i < names.size(); i++) {
            byte[] n = names.get(i).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            b.putShort((short) n.length).put(n).putInt(scores[i]).putDouble(weights[i]);
        }
        b.flip();
        byte[] out = new byte[b.remaining()];
        b.get(out);
        return out;
    }

    public static void main(String[] args) {
        ByteBuffer buf = ByteBuffer.allocate(32);
        System.out.println(buf + " " + buf.order() + " " + buf.hasArray() + " " + buf.isDirect() + " " + buf.isReadOnly());
        buf.put((byte) 1).putShort((short) -2).putInt(0x01020304).putLong(Long.MIN_VALUE + 5).putChar('Z').putFloat(1.5f).putDouble(Math.PI);
        System.out.println("after puts " + buf + " remaining " + buf.remaining());
        buf.flip();
        System.out.println("flipped " + buf + " " + hex(buf));
        System.out.println(buf.get() + " " + buf.getShort() + " " + Integer.toHexString(buf.getInt()) + " " + buf.getLong() + " " + buf.getChar() + " " + buf.getFloat() + " " + buf.getDouble() + " " + buf.hasRemaining());
        buf.rewind();
        buf.order(ByteOrder.LITTLE_ENDIAN);
        buf.position(3);
        System.out.println("little-endian int " + Integer.toHexString(buf.getInt()) + " abs " + Integer.toHexString(buf.getInt(3)) + " short@1 " + buf.getShort(1) + " " + buf.order());
        ByteBuffer le = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putInt(0x11223344).putInt(-1);
        le.flip();
        System.out.println(hex(le) + " " + le.order(ByteOrder.BIG_ENDIAN).getInt() + " " + Arrays.toString(le.array()));

        byte[] arr = {10, 20, 30, 40, 50, 60, 70, 80};
        ByteBuffer w = ByteBuffer.wrap(arr, 2, 4);
        System.out.println(w + " " + w.get() + " " + w.arrayOffset() + " slice " + w.slice() + " first " + w.slice().get(0));
        w.put(5, (byte) 0);
        w.put((byte) -1);
        System.out.println(Arrays.toString(arr));
        ByteBuffer dup = w.duplicate();
        dup.position(2).limit(8);
        System.out.println("dup " + dup + " orig " + w + " " + hex(dup));
        w.mark();
        w.get();
        w.reset();
        System.out.println("after reset " + w.position());
        ByteBuffer c = ByteBuffer.allocate(8);
        c.put(new byte[]{1, 2, 3, 4, 5});
        c.flip();
        c.get();
        c.get();
        c.compact();
        System.out.println("compact " + c + " " + Arrays.toString(c.array()));

        ByteBuffer ib = ByteBuffer.allocate(16);
        IntBuffer ints = ib.asIntBuffer();
        ints.put(7).put(-8).put(0x7fffffff);
        System.out.println(ints + " " + hex(ib) + " " + ints.get(1) + " " + ib.getInt(4));
        ints.flip();
        int[] back = new int[ints.remaining()];
        ints.get(back);
        System.out.println(Arrays.toString(back));
        IntBuffer ia = IntBuffer.wrap(new int[]{5, 3, 9, 1});
        IntBuffer ib2 = IntBuffer.allocate(4).put(new int[]{5, 3, 9, 1});
        ib2.flip();
        System.out.println(ia + " " + ia.equals(ib2) + " " + ia.compareTo(IntBuffer.wrap(new int[]{5, 4})) + " " + ia.hashCode() + " " + Arrays.toString(ia.array()));

        ByteBuffer ro = ByteBuffer.wrap(new byte[]{1, 2, 3}).asReadOnlyBuffer();
        System.out.println(ro + " " + ro.isReadOnly() + " " + ro.get(2));
        try { ro.put((byte) 1); } catch (ReadOnlyBufferException e) { System.out.println("ReadOnlyBufferException"); }
        try { ByteBuffer.allocate(2).getInt(); } catch (BufferUnderflowException e) { System.out.println("BufferUnderflowException"); }
        try { ByteBuffer.allocate(2).putLong(1L); } catch (BufferOverflowException e) { System.out.println("BufferOverflowException"); }
        try { ByteBuffer.allocate(4).get(4); } catch (IndexOutOfBoundsException e) { System.out.println("IndexOutOfBoundsException " + e.getMessage()); }
        try { ByteBuffer.allocate(4).position(5); } catch (IllegalArgumentException e) { System.out.println("IllegalArgumentException " + e.getMessage()); }
        try { ByteBuffer.allocate(4).limit(-1); } catch (IllegalArgumentException e) { System.out.println("IllegalArgumentException " + e.getMessage()); }
        try { ByteBuffer.allocate(4).getLong(0); } catch (IndexOutOfBoundsException e) { System.out.println("IndexOutOfBoundsException " + e.getMessage()); }
        try { ByteBuffer.allocate(4).reset(); } catch (InvalidMarkException e) { System.out.println("InvalidMarkException"); }

        byte[] rec = encode(List.of("ann", "bjørn", "cy"), new int[]{90, -5, 77}, new double[]{1.25, 0.1, 1e10});
        System.out.println(rec.length + " bytes: " + hex(ByteBuffer.wrap(rec)));
        ByteBuffer r = ByteBuffer.wrap(rec);
        System.out.println("magic " + Integer.toHexString(r.getInt()) + " count " + r.getShort());
        while (r.hasRemaining()) {
            byte[] name = new byte[r.getShort()];
            r.get(name);
            System.out.printf("  %-6s %4d %s%n", new String(name, java.nio.charset.StandardCharsets.UTF_8), r.getInt(), r.getDouble());
        }
        ByteBuffer a = ByteBuffer.wrap(new byte[]{1, 2, 3}), b = ByteBuffer.wrap(new byte[]{1, 2, 4});
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + a.hashCode() + " " + b.hashCode() + " " + a.equals(ByteBuffer.wrap(new byte[]{0, 1, 2, 3}, 1, 3)));
        ByteBuffer d = ByteBuffer.allocateDirect(4);
        System.out.println(d + " " + d.isDirect() + " " + d.hasArray() + " " + d.putInt(42).flip().remaining());
    }
}
