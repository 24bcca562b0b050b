package bench.mtrt;

/** An immutable 3-vector: every operation allocates (as mtrt's Point/Vector do). */
final class Vec {
    final double x;
    final double y;
    final double z;

    Vec(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    Vec add(Vec o) {
        return new Vec(x + o.x, y + o.y, z + o.z);
    }

    Vec sub(Vec o) {
        return new Vec(x - o.x, y - o.y, z - o.z);
    }

    Vec scale(double s) {
        return new Vec(x * s, y * s, z * s);
    }

    Vec mul(Vec o) {
        return new Vec(x * o.x, y * o.y, z * o.z);
    }

    double dot(Vec o) {
        return x * o.x + y * o.y + z * o.z;
    }

    Vec norm() {
        double l = Math.sqrt(dot(this));
        return l == 0 ? this : scale(1 / l);
    }
}
