package apps.sunflow;

import apps.common.Harness;
import java.util.SplittableRandom;
import org.sunflow.SunflowAPI;
import org.sunflow.core.Display;
import org.sunflow.image.Color;
import org.sunflow.math.Matrix4;
import org.sunflow.math.Point3;
import org.sunflow.math.Vector3;

/**
 * DaCapo's sunflow: a ray-traced render with Sunflow 0.07.2's API, without java.desktop.
 * The scene is built in code (no scene file, no textures, no image writer, no window): a
 * Cornell box of triangle meshes lit by an area light, Sunflow's tessellated teapot,
 * glass and mirror spheres, and a generated field of spheres with diffuse, phong, shiny
 * and ward shaders; instant global illumination ("igi") as in Sunflow's own benchmark.
 * One render thread; the image goes to a Display written here that keeps the 8-bit RGB
 * pixels. The checksum covers the pixels in raster order.
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        Harness h = Harness.start("sunflow", args);
        int width = h.pick(48, 160, 480);
        int height = width * 3 / 4;
        int spheres = h.pick(6, 24, 60);
        org.sunflow.system.UI.set(new org.sunflow.system.ui.SilentInterface());
        SunflowAPI api = new SunflowAPI();
        build(api, new SplittableRandom(0x5EED_0007L), width, height, spheres);
        Image image = new Image();
        api.render(SunflowAPI.DEFAULT_OPTIONS, image);
        if (image.rgb == null) {
            throw new IllegalStateException("sunflow rendered no image");
        }
        byte[] row = new byte[image.width * 3];
        for (int y = 0; y < image.height; y++) {
            for (int x = 0; x < image.width; x++) {
                int p = image.rgb[y * image.width + x];
                row[3 * x] = (byte) (p >> 16);
                row[3 * x + 1] = (byte) (p >> 8);
                row[3 * x + 2] = (byte) p;
            }
            h.add(row);
        }
        h.finish();
    }

    /** Keeps the rendered pixels; Sunflow calls it from its render thread. */
    static final class Image implements Display {
        int width, height;
        int[] rgb;

        @Override
        public synchronized void imageBegin(int w, int h, int bucketSize) {
            width = w;
            height = h;
            rgb = new int[w * h];
        }

        @Override
        public void imagePrepare(int x, int y, int w, int h, int id) {
        }

        @Override
        public synchronized void imageUpdate(int x, int y, int w, int h, Color[] data, float[] alpha) {
            for (int j = 0; j < h; j++) {
                for (int i = 0; i < w; i++) {
                    rgb[(y + j) * width + x + i] = data[j * w + i].copy().toNonLinear().toRGB();
                }
            }
        }

        @Override
        public synchronized void imageFill(int x, int y, int w, int h, Color c, float alpha) {
            int v = c.copy().toNonLinear().toRGB();
            for (int j = 0; j < h; j++) {
                for (int i = 0; i < w; i++) {
                    rgb[(y + j) * width + x + i] = v;
                }
            }
        }

        @Override
        public void imageEnd() {
        }
    }

    private static void build(SunflowAPI api, SplittableRandom rnd, int width, int height, int spheres) {
        api.parameter("threads", 1);
        api.parameter("resolutionX", width);
        api.parameter("resolutionY", height);
        api.parameter("aa.min", 0);
        api.parameter("aa.max", 1);
        api.parameter("filter", "triangle");
        api.parameter("depths.diffuse", 1);
        api.parameter("depths.reflection", 3);
        api.parameter("depths.refraction", 3);
        api.parameter("bucket.order", "hilbert");
        api.parameter("bucket.size", 32);
        api.parameter("gi.engine", "igi");
        api.parameter("gi.igi.samples", 24);
        api.parameter("gi.igi.c", 0.000008f);
        api.options(SunflowAPI.DEFAULT_OPTIONS);

        api.parameter("transform", Matrix4.lookAt(new Point3(0, -205, 50), new Point3(0, 0, 50),
            new Vector3(0, 0, 1)));
        api.parameter("fov", 45f);
        api.parameter("aspect", width / (float) height);
        api.camera("main_camera", "pinhole");
        api.parameter("camera", "main_camera");
        api.options(SunflowAPI.DEFAULT_OPTIONS);

        api.parameter("diffuse", null, 0.7f, 0.7f, 0.7f);
        api.shader("gray", "diffuse");
        api.parameter("diffuse", null, 0.8f, 0.25f, 0.25f);
        api.shader("red", "diffuse");
        api.parameter("diffuse", null, 0.25f, 0.25f, 0.8f);
        api.shader("blue", "diffuse");

        // The box: floor, ceiling, back, left and right walls, as Sunflow's benchmark builds it.
        float minX = -200, maxX = 200, minY = -160, maxY = maxX, minZ = -250, maxZ = 200;
        float[] verts = {
            minX, minY, minZ, maxX, minY, minZ, maxX, maxY, minZ, minX, maxY, minZ,
            minX, minY, maxZ, maxX, minY, maxZ, maxX, maxY, maxZ, minX, maxY, maxZ,
        };
        int[] indices = {0, 1, 2, 2, 3, 0, 4, 5, 6, 6, 7, 4, 1, 2, 5, 5, 6, 2, 2, 3, 6, 6, 7, 3, 0, 3, 4, 4, 7, 3};
        api.parameter("triangles", indices);
        api.parameter("points", "point", "vertex", verts);
        api.parameter("faceshaders", new int[] {0, 0, 0, 0, 1, 1, 0, 0, 2, 2});
        api.geometry("walls", "triangle_mesh");
        api.parameter("shaders", new String[] {"gray", "red", "blue"});
        api.instance("walls.instance", "walls");

        api.parameter("points", "point", "vertex", new float[] {-50, -50, maxZ - 1, 50, -50, maxZ - 1,
            50, 50, maxZ - 1, -50, 50, maxZ - 1});
        api.parameter("triangles", new int[] {0, 1, 2, 2, 3, 0});
        api.parameter("radiance", null, 15, 15, 15);
        api.parameter("samples", 8);
        api.light("light", "triangle_mesh");

        api.parameter("eta", 1.6f);
        api.shader("glass", "glass");
        sphere(api, "glass_sphere", "glass", -120, -60, -150, 50);
        api.parameter("color", null, 0.7f, 0.7f, 0.7f);
        api.shader("mirror", "mirror");
        sphere(api, "mirror_sphere", "mirror", 100, 60, -50, 50);

        api.geometry("teapot", "teapot");
        api.parameter("transform", Matrix4.translation(80, -50, 100).multiply(Matrix4.rotateX(-(float) Math.PI / 6))
            .multiply(Matrix4.rotateY((float) Math.PI / 4)).multiply(Matrix4.rotateX(-(float) Math.PI / 2))
            .multiply(Matrix4.scale(1.2f)));
        api.parameter("shaders", "gray");
        api.instance("teapot.instance", "teapot");

        for (int i = 0; i < spheres; i++) {
            String shader = "s" + i;
            float r = 0.2f + 0.7f * rnd.nextInt(1000) / 1000f;
            float g = 0.2f + 0.7f * rnd.nextInt(1000) / 1000f;
            float b = 0.2f + 0.7f * rnd.nextInt(1000) / 1000f;
            switch (rnd.nextInt(4)) {
                case 0:
                    api.parameter("diffuse", null, r, g, b);
                    api.shader(shader, "diffuse");
                    break;
                case 1:
                    api.parameter("diffuse", null, r, g, b);
                    api.parameter("specular", null, 0.5f, 0.5f, 0.5f);
                    api.parameter("power", 20f + rnd.nextInt(80));
                    api.parameter("samples", 2);
                    api.shader(shader, "phong");
                    break;
                case 2:
                    api.parameter("diffuse", null, r, g, b);
                    api.parameter("shiny", 0.2f + rnd.nextInt(60) / 100f);
                    api.shader(shader, "shiny_diffuse");
                    break;
                default:
                    api.parameter("diffuse", null, r, g, b);
                    api.parameter("specular", null, 0.3f, 0.3f, 0.3f);
                    api.parameter("roughnessX", 0.05f + rnd.nextInt(20) / 100f);
                    api.parameter("roughnessY", 0.05f + rnd.nextInt(20) / 100f);
                    api.parameter("samples", 2);
                    api.shader(shader, "ward");
            }
            float radius = 8 + rnd.nextInt(18);
            sphere(api, "sphere" + i, shader, -180 + radius + rnd.nextInt(360 - 2 * (int) radius),
                -100 + rnd.nextInt(280), minZ + radius, radius);
        }
    }

    private static void sphere(SunflowAPI api, String name, String shader, float x, float y, float z, float radius) {
        api.geometry(name, "sphere");
        api.parameter("transform", Matrix4.translation(x, y, z).multiply(Matrix4.scale(radius)));
        api.parameter("shaders", shader);
        api.instance(name + ".instance", name);
    }
}
