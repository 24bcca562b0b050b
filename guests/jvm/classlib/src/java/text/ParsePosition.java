package java.text;

/** Where parsing starts and, after a failure, where it failed. */
public class ParsePosition {
    private int index;
    private int errorIndex = -1;

    public ParsePosition(int index) {
        this.index = index;
    }

    public int getIndex() {
        return index;
    }

    public void setIndex(int index) {
        this.index = index;
    }

    public int getErrorIndex() {
        return errorIndex;
    }

    public void setErrorIndex(int ei) {
        errorIndex = ei;
    }

    public String toString() {
        return getClass().getName() + "[index=" + index + ",errorIndex=" + errorIndex + ']';
    }
}
