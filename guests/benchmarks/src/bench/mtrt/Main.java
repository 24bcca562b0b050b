package bench.mtrt;

import bench.Harness;
import java.util.ArrayList;

/**
 * mtrt: a Whitted-style ray tracer (single-threaded) of a generated scene of spheres over
 * a checker plane, with point lights, shadows and reflections. Vectors are immutable
 * objects, so tracing allocates many tiny short-lived objects; the scene is long-lived.
 * Only +, -, *, / and sqrt are used, so results are bit-identical on every JVM.
 */
public final class Main {
    /** Image side per size: s0, s1, s10, s100 (work grows with the square). */
    private static final int[] SIDE = {24, 36, 114, 360};
    private static final int[] EXPECTED = {0x9aee7579, 0x0da0d8fc, 0xd1c40095, 0x1f453da9};
    private static final int MAX_DEPTH = 3;

    private final ArrayList<Shape> shapes = new ArrayList<Shape>();
    private final ArrayList<Vec> lights = new ArrayList<Vec>();

    private Main() {
    }

    private void build(int count) {
        int x = 4242;
        shapes.add(new Plane(new Vec(0, 1, 0), -1, new Vec(0.8, 0.8, 0.8), 0.3));
        for (int i = 0; i < count; i++) {
            x = x * 1103515245 + 12345;
            double px = ((x >>> 8) % 1000) / 100.0 - 5;
            x = x * 1103515245 + 12345;
            double pz = ((x >>> 8) % 1000) / 100.0 + 4;
            x = x * 1103515245 + 12345;
            double r = 0.3 + ((x >>> 8) % 100) / 200.0;
            x = x * 1103515245 + 12345;
            int c = (x >>> 8) & 0xffffff;
            Vec col = new Vec((c & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, ((c >> 16) & 0xff) / 255.0);
            shapes.add(new Sphere(new Vec(px, r - 1, pz), r, col, (i % 3) * 0.25));
        }
        lights.add(new Vec(-6, 8, -2));
        lights.add(new Vec(5, 6, 1));
    }

    private Vec trace(Vec o, Vec d, int depth) {
        double best = Double.MAX_VALUE;
        Shape hitShape = null;
        for (int i = 0; i < shapes.size(); i++) {
            double t = shapes.get(i).hit(o, d);
            if (t > 0 && t < best) {
                best = t;
                hitShape = shapes.get(i);
            }
        }
        if (hitShape == null) {
            return new Vec(0.1, 0.15, 0.3).scale(1 + d.y);
        }
        Vec p = o.add(d.scale(best));
        Vec n = hitShape.normal(p);
        Vec base = hitShape.color;
        if (hitShape instanceof Plane) {
            int cx = (int) Math.floor(p.x);
            int cz = (int) Math.floor(p.z);
            if (((cx + cz) & 1) == 0) {
                base = base.scale(0.4);
            }
        }
        Vec col = base.scale(0.1);
        for (int l = 0; l < lights.size(); l++) {
            Vec toL = lights.get(l).sub(p);
            double dist = Math.sqrt(toL.dot(toL));
            Vec ld = toL.scale(1 / dist);
            double lambert = n.dot(ld);
            if (lambert <= 0) {
                continue;
            }
            boolean shadow = false;
            for (int i = 0; i < shapes.size() && !shadow; i++) {
                double t = shapes.get(i).hit(p, ld);
                shadow = t > 0 && t < dist;
            }
            if (!shadow) {
                col = col.add(base.scale(lambert * 0.6));
                Vec half = ld.sub(d).norm();
                double spec = n.dot(half);
                if (spec > 0) {
                    spec *= spec;
                    spec *= spec;
                    spec *= spec;
                    spec *= spec;
                    col = col.add(new Vec(spec, spec, spec).scale(0.5));
                }
            }
        }
        if (depth < MAX_DEPTH && hitShape.reflect > 0) {
            Vec r = d.sub(n.scale(2 * d.dot(n)));
            col = col.add(trace(p, r, depth + 1).scale(hitShape.reflect));
        }
        return col;
    }

    private static int clamp(double v) {
        int i = (int) (v * 255);
        return i < 0 ? 0 : i > 255 ? 255 : i;
    }

    public static void main(String[] args) {
        Harness h = Harness.start("mtrt", args);
        int side = h.pick(SIDE);
        Main m = new Main();
        m.build(h.size == 0 ? 6 : 12);
        Vec eye = new Vec(0, 1.5, -6);
        int sum = 0;
        long bright = 0;
        for (int y = 0; y < side; y++) {
            h.iteration(y);
            for (int x = 0; x < side; x++) {
                Vec d = new Vec((x - side / 2.0) / side * 2, (side / 2.0 - y) / side * 2 - 0.2, 1.8).norm();
                Vec c = m.trace(eye, d, 0);
                int rgb = clamp(c.x) << 16 | clamp(c.y) << 8 | clamp(c.z);
                sum = Harness.mix(sum, rgb);
                bright += (rgb >> 16) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
            }
        }
        System.out.println("image " + side + "x" + side + " mean brightness " + bright / (3L * side * side));
        h.finish(sum, EXPECTED);
    }
}
