/** Stack traces on OpenJDK's library (tests/jdk_boot.rs): printed by the JDK, caught and uncaught. */
public class Traces17 { static void f(int x) { if (x == 0) throw new IllegalStateException("boom " + x); f(x - 1); }
  public static void main(String[] a) { try { f(2); } catch (RuntimeException e) { e.printStackTrace(System.out); } f(1); } }
