package java.time.format;

import java.time.ZoneId;
import java.time.temporal.TemporalField;
import java.util.ArrayList;

/** The state of a parse: settings and the parsed fields, copied on entering an optional section. */
final class ParseContext {
    boolean caseSensitive = true;
    boolean strict = true;
    private final ArrayList<Parsed> parsed = new ArrayList<>();

    ParseContext() {
        parsed.add(new Parsed());
    }

    Parsed current() {
        return parsed.get(parsed.size() - 1);
    }

    void startOptional() {
        parsed.add(current().copy());
    }

    void endOptional(boolean successful) {
        if (successful) {
            parsed.remove(parsed.size() - 2);
        } else {
            parsed.remove(parsed.size() - 1);
        }
    }

    int setParsedField(TemporalField field, long value, int errorPos, int successPos) {
        Long old = current().fieldValues.put(field, value);
        return (old != null && old.longValue() != value) ? ~errorPos : successPos;
    }

    void setParsedZone(ZoneId zone) {
        current().zone = zone;
    }
}
