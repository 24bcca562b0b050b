package bench.mtrt;

/** Scene objects: a surface colour and reflectivity, and a ray intersection. */
abstract class Shape {
    Vec color;
    double reflect;

    /** Distance along the ray (origin o, unit direction d) to the nearest hit > eps, or -1. */
    abstract double hit(Vec o, Vec d);

    abstract Vec normal(Vec p);
}

final class Sphere extends Shape {
    final Vec center;
    final double r2;

    Sphere(Vec center, double r, Vec color, double reflect) {
        this.center = center;
        this.r2 = r * r;
        this.color = color;
        this.reflect = reflect;
    }

    @Override
    double hit(Vec o, Vec d) {
        Vec oc = o.sub(center);
        double b = oc.dot(d);
        double c = oc.dot(oc) - r2;
        double disc = b * b - c;
        if (disc < 0) {
            return -1;
        }
        double s = Math.sqrt(disc);
        double t = -b - s;
        if (t > 1e-6) {
            return t;
        }
        t = -b + s;
        return t > 1e-6 ? t : -1;
    }

    @Override
    Vec normal(Vec p) {
        return p.sub(center).norm();
    }
}

final class Plane extends Shape {
    final Vec n;
    final double off;

    Plane(Vec n, double off, Vec color, double reflect) {
        this.n = n.norm();
        this.off = off;
        this.color = color;
        this.reflect = reflect;
    }

    @Override
    double hit(Vec o, Vec d) {
        double den = n.dot(d);
        if (den > -1e-9 && den < 1e-9) {
            return -1;
        }
        double t = (off - n.dot(o)) / den;
        return t > 1e-6 ? t : -1;
    }

    @Override
    Vec normal(Vec p) {
        return n;
    }
}
