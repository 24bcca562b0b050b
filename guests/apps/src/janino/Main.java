package apps.janino;

import apps.common.Harness;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.codehaus.janino.ClassLoaderIClassLoader;
import org.codehaus.janino.IClassLoader;
import org.codehaus.janino.Java;
import org.codehaus.janino.Parser;
import org.codehaus.janino.Scanner;
import org.codehaus.janino.UnitCompiler;
import org.codehaus.janino.util.ClassFile;

/**
 * A Java compiler at work (the role DaCapo's eclipse/javac-like benchmarks play): Janino
 * 2.7.0 parses and compiles generated Java sources to class files in memory. The driver
 * generates compilation units (an interface and its implementations, nested and
 * anonymous classes, fields, loops, switches, exceptions, string building, arrays, raw
 * java.util collections, calls into java.lang), scans and parses each, resolves JDK types
 * through reflection (ClassLoaderIClassLoader), and writes class files with debug
 * information. Nothing is loaded or run. The checksum covers every class file's bytes, by
 * class name, unit by unit.
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        Harness h = Harness.start("janino", args);
        int units = h.pick(2, 10, 100);
        SplittableRandom rnd = new SplittableRandom(0x5EED_0008L);
        IClassLoader icl = new ClassLoaderIClassLoader(Main.class.getClassLoader());
        for (int u = 0; u < units; u++) {
            String source = unit(rnd, u);
            Java.CompilationUnit cu = new Parser(new Scanner("Unit" + u + ".java", new StringReader(source)))
                .parseCompilationUnit();
            ClassFile[] classes = new UnitCompiler(cu, icl).compileUnit(true, true, true);
            TreeMap<String, byte[]> sorted = new TreeMap<>();
            for (ClassFile cf : classes) {
                sorted.put(cf.getThisClassName(), cf.toByteArray());
            }
            for (var e : sorted.entrySet()) {
                h.add(e.getKey());
                h.add(e.getValue());
            }
        }
        h.finish();
    }

    private static String name(SplittableRandom rnd, String prefix) {
        String cs = "bcdfgklmnprstvz", vs = "aeiou";
        StringBuilder sb = new StringBuilder(prefix);
        for (int i = 0, n = 2 + rnd.nextInt(2); i < n; i++) {
            sb.append(cs.charAt(rnd.nextInt(cs.length()))).append(vs.charAt(rnd.nextInt(vs.length())));
        }
        return sb.toString();
    }

    /** An int expression over the variables in scope, depth-limited. */
    private static String expr(SplittableRandom rnd, List<String> vars, int depth) {
        if (depth == 0 || rnd.nextInt(4) == 0) {
            return rnd.nextBoolean() ? vars.get(rnd.nextInt(vars.size())) : Integer.toString(rnd.nextInt(100));
        }
        String a = expr(rnd, vars, depth - 1), b = expr(rnd, vars, depth - 1);
        switch (rnd.nextInt(9)) {
            case 0: return "(" + a + " + " + b + ")";
            case 1: return "(" + a + " - " + b + ")";
            case 2: return "(" + a + " * " + b + ")";
            case 3: return "(" + a + " / (1 + (" + b + " & 7)))";
            case 4: return "(" + a + " ^ " + b + ")";
            case 5: return "Math.max(" + a + ", " + b + ")";
            case 6: return "(" + a + " < " + b + " ? " + a + " : " + b + ")";
            case 7: return "(" + a + " >>> (" + b + " & 15))";
            default: return "((" + a + ") % 1000 + " + b + ")";
        }
    }

    private static void method(SplittableRandom rnd, StringBuilder sb, String mname, List<String> fields) {
        List<String> vars = new ArrayList<>(fields);
        vars.add("p");
        vars.add("q");
        sb.append("    public int ").append(mname).append("(int p, int q) {\n");
        sb.append("        int acc = ").append(expr(rnd, vars, 2)).append(";\n");
        vars.add("acc");
        for (int s = 0, n = 2 + rnd.nextInt(6); s < n; s++) {
            switch (rnd.nextInt(6)) {
                case 0:
                    sb.append("        for (int i = 0; i < (p & 15); i++) { acc += ").append(expr(rnd, vars, 2))
                      .append(" + i; }\n");
                    break;
                case 1:
                    sb.append("        switch (acc & 3) {\n");
                    for (int c = 0; c < 3; c++) {
                        sb.append("            case ").append(c).append(": acc = ").append(expr(rnd, vars, 2))
                          .append("; break;\n");
                    }
                    sb.append("            default: acc--;\n        }\n");
                    break;
                case 2:
                    sb.append("        try {\n            acc = acc / (").append(expr(rnd, vars, 1))
                      .append(" & 1);\n        } catch (ArithmeticException e) {\n            acc = -acc + ")
                      .append(rnd.nextInt(50)).append(";\n        }\n");
                    break;
                case 3:
                    sb.append("        { StringBuilder sb = new StringBuilder(); sb.append(\"v\").append(acc).append(':')")
                      .append(".append(").append(expr(rnd, vars, 1)).append("); acc += sb.toString().length(); }\n");
                    break;
                case 4:
                    sb.append("        { int[] a = new int[8]; for (int i = 0; i < a.length; i++) { a[i] = ")
                      .append(expr(rnd, vars, 1)).append(" * i; } acc += a[acc & 7]; }\n");
                    break;
                default:
                    sb.append("        { java.util.ArrayList list = new java.util.ArrayList(); list.add(new Integer(acc));")
                      .append(" list.add(\"x\" + q); acc += ((Integer) list.get(0)).intValue() + list.size(); }\n");
            }
        }
        sb.append("        return acc;\n    }\n\n");
    }

    private static String unit(SplittableRandom rnd, int u) {
        StringBuilder sb = new StringBuilder();
        String iface = "Op" + u;
        sb.append("package g").append(u).append(";\n\n");
        sb.append("interface ").append(iface).append(" {\n    int apply(int p, int q);\n}\n\n");
        int impls = 2 + rnd.nextInt(4);
        List<String> implNames = new ArrayList<>();
        for (int c = 0; c < impls; c++) {
            String cname = name(rnd, "C") + c;
            implNames.add(cname);
            List<String> fields = new ArrayList<>();
            sb.append("class ").append(cname).append(" implements ").append(iface).append(" {\n");
            for (int f = 0, n = 1 + rnd.nextInt(4); f < n; f++) {
                String fn = name(rnd, "f") + f;
                fields.add(fn);
                sb.append("    private int ").append(fn).append(" = ").append(rnd.nextInt(1000)).append(";\n");
            }
            sb.append("    static final String TAG = \"").append(cname).append("\";\n\n");
            List<String> methods = new ArrayList<>();
            for (int m = 0, n = 1 + rnd.nextInt(5); m < n; m++) {
                String mn = name(rnd, "m") + m;
                methods.add(mn);
                method(rnd, sb, mn, fields);
            }
            sb.append("    @Override public int apply(int p, int q) {\n        int r = 0;\n");
            for (String mn : methods) {
                sb.append("        r += ").append(mn).append("(p + r, q);\n");
            }
            sb.append("        return r;\n    }\n\n");
            sb.append("    static class Node {\n        Node next; int value;\n")
              .append("        Node(Node next, int value) { this.next = next; this.value = value; }\n")
              .append("        int sum() { int s = 0; for (Node n = this; n != null; n = n.next) s += n.value; return s; }\n    }\n");
            sb.append("}\n\n");
        }
        sb.append("public class Unit").append(u).append(" {\n");
        sb.append("    public static int run(int n) {\n        ").append(iface).append("[] ops = new ").append(iface)
          .append("[] {\n");
        for (String c : implNames) {
            sb.append("            new ").append(c).append("(),\n");
        }
        sb.append("            new ").append(iface).append("() { @Override public int apply(int p, int q) { return p * 31 + q; } }\n");
        sb.append("        };\n        int acc = 0;\n        for (int i = 0; i < n; i++) {\n")
          .append("            acc = ops[i % ops.length].apply(acc, i) & 0xffff;\n        }\n        return acc;\n    }\n\n")
          .append("    public static String describe() {\n        StringBuffer sb = new StringBuffer();\n");
        for (String c : implNames) {
            sb.append("        sb.append(").append(c).append(".TAG).append(' ');\n");
        }
        sb.append("        return sb.toString();\n    }\n}\n");
        return sb.toString();
    }
}
