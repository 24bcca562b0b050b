import java.lang.reflect.*;
import java.util.*;
/** Core reflection on OpenJDK's library (tests/jdk_boot.rs): declared members, calls, fields, argument checks. */
public class Reflect17 {
  private int x = 3; public String name = "n"; static long S = 7;
  public Reflect17() {} Reflect17(int x) { this.x = x; }
  static void boom() { throw new IllegalStateException("b"); }
  public int twice(int k) { return 2 * k + x; }
  static String hello(String s, long n) { return s + n; }
  public static void main(String[] a) throws Exception {
    Class<?> c = Reflect17.class;
    List<String> ms = new ArrayList<>(); for (Method m : c.getDeclaredMethods()) ms.add(m.toString()); Collections.sort(ms); System.out.println(ms);
    List<String> fs = new ArrayList<>(); for (Field f : c.getDeclaredFields()) fs.add(f.toString()); Collections.sort(fs); System.out.println(fs);
    System.out.println(c.getDeclaredConstructors().length);
    Object o = c.getDeclaredConstructor(int.class).newInstance(5);
    System.out.println(c.getMethod("twice", int.class).invoke(o, 10));
    Method h = c.getDeclaredMethod("hello", String.class, long.class); System.out.println(h.invoke(null, "v", 4));
    Field f = c.getDeclaredField("x"); f.setAccessible(true); System.out.println(f.getInt(o)); f.setInt(o, 9); System.out.println(f.get(o));
    try { c.getMethod("twice", int.class).invoke(o, "bad"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
    try { Reflect17.class.getDeclaredMethod("boom").invoke(null); } catch (InvocationTargetException e) { System.out.println("ITE " + e.getCause()); }
    System.out.println(new Object(){}.getClass().getEnclosingMethod());
    System.out.println(Map.Entry.class.getDeclaringClass() + " " + Map.Entry.class.getSimpleName());
  }
}
