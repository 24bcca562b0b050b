package java.math;

/** A precision (significant digits, 0 = unlimited) and a rounding mode. */
public final class MathContext implements java.io.Serializable {
    public static final MathContext UNLIMITED = new MathContext(0, RoundingMode.HALF_UP);
    public static final MathContext DECIMAL32 = new MathContext(7, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL64 = new MathContext(16, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL128 = new MathContext(34, RoundingMode.HALF_EVEN);

    final int precision;
    final RoundingMode roundingMode;

    public MathContext(int setPrecision) {
        this(setPrecision, RoundingMode.HALF_UP);
    }

    public MathContext(int setPrecision, RoundingMode setRoundingMode) {
        if (setPrecision < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        if (setRoundingMode == null) {
            throw new NullPointerException("null RoundingMode");
        }
        precision = setPrecision;
        roundingMode = setRoundingMode;
    }

    public MathContext(String val) {
        if (val == null) {
            throw new NullPointerException("null String");
        }
        if (!val.startsWith("precision=")) {
            throw new IllegalArgumentException("bad string format");
        }
        int sp = val.indexOf(' ');
        if (sp < 0 || !val.startsWith("roundingMode=", sp + 1)) {
            throw new IllegalArgumentException("bad string format");
        }
        int p;
        try {
            p = Integer.parseInt(val.substring(10, sp));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad string format");
        }
        if (p < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        precision = p;
        roundingMode = RoundingMode.valueOf(val.substring(sp + 14));
    }

    public int getPrecision() {
        return precision;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public boolean equals(Object x) {
        if (!(x instanceof MathContext)) {
            return false;
        }
        MathContext mc = (MathContext) x;
        return mc.precision == precision && mc.roundingMode == roundingMode;
    }

    public int hashCode() {
        return roundingMode.hashCode() * 59 + precision;
    }

    public String toString() {
        return "precision=" + precision + " roundingMode=" + roundingMode;
    }
}
