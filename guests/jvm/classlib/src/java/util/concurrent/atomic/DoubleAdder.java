package java.util.concurrent.atomic;

/** A double sum updated by many threads (JDK 8): one cell, as LongAdder. */
public class DoubleAdder extends Number implements java.io.Serializable {
    private final DoubleAccumulator cell = new DoubleAccumulator(new java.util.function.DoubleBinaryOperator() {
        public double applyAsDouble(double a, double b) {
            return a + b;
        }
    }, 0.0);

    public DoubleAdder() {
    }

    public void add(double x) {
        cell.accumulate(x);
    }

    public double sum() {
        return cell.get();
    }

    public void reset() {
        cell.reset();
    }

    public double sumThenReset() {
        return cell.getThenReset();
    }

    public String toString() {
        return Double.toString(sum());
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return sum();
    }
}
