package java.util.function;

@FunctionalInterface
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
