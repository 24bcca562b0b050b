package java.text;

/** A field of formatted output; this library records no field bounds (they stay 0). */
public class FieldPosition {
    private final int field;
    private int beginIndex;
    private int endIndex;

    public FieldPosition(int field) {
        this.field = field;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }
}
