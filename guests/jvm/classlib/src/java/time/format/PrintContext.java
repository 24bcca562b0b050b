package java.time.format;

import java.time.DateTimeException;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQuery;

/** The temporal being printed; inside an optional section a missing field ends the section. */
final class PrintContext {
    final TemporalAccessor temporal;
    int optional;

    PrintContext(TemporalAccessor temporal) {
        this.temporal = temporal;
    }

    Long getValue(TemporalField field) {
        if (optional > 0 && !temporal.isSupported(field)) {
            return null;
        }
        return temporal.getLong(field);
    }

    <R> R getValue(TemporalQuery<R> query) {
        R result = temporal.query(query);
        if (result == null && optional == 0) {
            throw new DateTimeException("Unable to extract " + query + " from temporal " + temporal);
        }
        return result;
    }
}
