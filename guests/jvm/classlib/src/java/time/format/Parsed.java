package java.time.format;

import static java.time.temporal.ChronoField.*;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;

/** Parsed fields and their resolution into a date, a time, an offset and a zone (ISO only). */
final class Parsed implements TemporalAccessor {
    final FieldValues fieldValues = new FieldValues();
    ZoneId zone;
    LocalDate date;
    LocalTime time;
    private int excessDays;

    Parsed copy() {
        Parsed cloned = new Parsed();
        cloned.fieldValues.putAll(fieldValues);
        cloned.zone = zone;
        return cloned;
    }

    private Long take(ChronoField field) {
        return fieldValues.remove(field);
    }

    /** Adds a derived date field (the JDK's addFieldValue: a conflict names the field only). */
    private void put(ChronoField field, long value) {
        Long old = fieldValues.get(field);
        if (old != null && old.longValue() != value) {
            throw new DateTimeException("Conflict found: " + field + " " + old + " differs from " + field + " " + value);
        }
        fieldValues.put(field, value);
    }

    /** Adds a time field derived from source (the JDK's updateCheckConflict). */
    private void put(ChronoField source, ChronoField field, long value) {
        Long old = fieldValues.put(field, value);
        if (old != null && old.longValue() != value) {
            throw new DateTimeException("Conflict found: " + field + " " + old + " differs from " + field + " " + value + " while resolving  " + source);
        }
    }

    private boolean onlyTimeField(ChronoField only) {
        for (int i = 0; i < fieldValues.size(); i++) {
            TemporalField f = fieldValues.fieldAt(i);
            if (f != only && f instanceof ChronoField && f.isTimeBased()) {
                return false;
            }
        }
        return fieldValues.containsKey(only);
    }

    Parsed resolve(ResolverStyle style) {
        boolean hasDate = false;
        boolean hasTime = false;
        for (int i = 0; i < fieldValues.size(); i++) {
            TemporalField f = fieldValues.fieldAt(i);
            hasDate |= f.isDateBased();
            hasTime |= f.isTimeBased();
        }
        if (hasDate) {
            resolveDate(style);
        }
        if (hasTime) {
            resolveTime(style);
        }
        if (style != ResolverStyle.LENIENT) {
            for (int i = 0; i < fieldValues.size(); i++) {
                TemporalField f = fieldValues.fieldAt(i);
                if (f instanceof ChronoField && f.isTimeBased()) {
                    ((ChronoField) f).checkValidValue(fieldValues.valueAt(i));
                }
            }
        }
        if (date != null && excessDays != 0) {
            date = date.plusDays(excessDays);
            excessDays = 0;
        }
        ZoneId effectiveZone = effectiveZone();
        if (date == null && time == null && effectiveZone != null && fieldValues.containsKey(INSTANT_SECONDS)) {
            long secs = fieldValues.remove(INSTANT_SECONDS);
            Long nos = fieldValues.remove(NANO_OF_SECOND);
            ZonedDateTime zdt = Instant.ofEpochSecond(secs, nos == null ? 0 : nos).atZone(effectiveZone);
            date = zdt.toLocalDate();
            time = zdt.toLocalTime();
        }
        crossCheck();
        resolveFractional();
        return this;
    }

    /** The parsed zone, else the parsed offset, else null. */
    private ZoneId effectiveZone() {
        if (zone != null) {
            return zone;
        }
        Long offsetSecs = fieldValues.get(OFFSET_SECONDS);
        return offsetSecs == null ? null : ZoneOffset.ofTotalSeconds(OFFSET_SECONDS.checkValidIntValue(offsetSecs));
    }

    /** As the JDK: seconds without a time gain nano/micro/milli-of-second fields (0 if absent). */
    private void resolveFractional() {
        if (time == null && (fieldValues.containsKey(INSTANT_SECONDS) || fieldValues.containsKey(SECOND_OF_DAY) || fieldValues.containsKey(SECOND_OF_MINUTE))) {
            Long nos = fieldValues.get(NANO_OF_SECOND);
            if (nos != null) {
                fieldValues.put(MICRO_OF_SECOND, nos / 1000);
                fieldValues.put(MILLI_OF_SECOND, nos / 1000000);
            } else {
                fieldValues.put(NANO_OF_SECOND, 0L);
                fieldValues.put(MICRO_OF_SECOND, 0L);
                fieldValues.put(MILLI_OF_SECOND, 0L);
            }
        }
    }

    private void resolveDate(ResolverStyle style) {
        Long yoe = take(YEAR_OF_ERA);
        if (yoe != null) {
            Long era = take(ERA);
            if (style != ResolverStyle.LENIENT) {
                YEAR_OF_ERA.checkValidValue(yoe);
            }
            if (era != null) {
                put(YEAR, era == 1 ? yoe : Math.subtractExact(1, yoe));
            } else if (fieldValues.containsKey(YEAR)) {
                long year = fieldValues.get(YEAR);
                put(YEAR, year > 0 ? yoe : Math.subtractExact(1, yoe));
            } else if (style == ResolverStyle.STRICT) {
                fieldValues.put(YEAR_OF_ERA, yoe);
            } else {
                put(YEAR, yoe);
            }
        }
        Long ep = take(EPOCH_DAY);
        if (ep != null) {
            date = LocalDate.ofEpochDay(ep);
            return;
        }
        if (fieldValues.containsKey(YEAR)) {
            if (fieldValues.containsKey(MONTH_OF_YEAR) && fieldValues.containsKey(DAY_OF_MONTH)) {
                int y = YEAR.checkValidIntValue(take(YEAR));
                int moy = MONTH_OF_YEAR.checkValidIntValue(take(MONTH_OF_YEAR));
                int dom = DAY_OF_MONTH.checkValidIntValue(take(DAY_OF_MONTH));
                if (style == ResolverStyle.SMART) {
                    if (moy == 4 || moy == 6 || moy == 9 || moy == 11) {
                        dom = Math.min(dom, 30);
                    } else if (moy == 2) {
                        dom = Math.min(dom, java.time.Month.FEBRUARY.length(java.time.Year.isLeap(y)));
                    }
                }
                date = LocalDate.of(y, moy, dom);
            } else if (fieldValues.containsKey(DAY_OF_YEAR)) {
                int y = YEAR.checkValidIntValue(take(YEAR));
                int doy = DAY_OF_YEAR.checkValidIntValue(take(DAY_OF_YEAR));
                date = LocalDate.ofYearDay(y, doy);
            }
        }
    }

    private void resolveTime(ResolverStyle style) {
        Long ch = take(CLOCK_HOUR_OF_DAY);
        if (ch != null) {
            if (style == ResolverStyle.STRICT || (style == ResolverStyle.SMART && ch != 0)) {
                CLOCK_HOUR_OF_DAY.checkValidValue(ch);
            }
            put(CLOCK_HOUR_OF_DAY, HOUR_OF_DAY, ch == 24 ? 0 : ch);
        }
        Long cap = take(CLOCK_HOUR_OF_AMPM);
        if (cap != null) {
            if (style == ResolverStyle.STRICT || (style == ResolverStyle.SMART && cap != 0)) {
                CLOCK_HOUR_OF_AMPM.checkValidValue(cap);
            }
            put(CLOCK_HOUR_OF_AMPM, HOUR_OF_AMPM, cap == 12 ? 0 : cap);
        }
        if (fieldValues.containsKey(AMPM_OF_DAY) && fieldValues.containsKey(HOUR_OF_AMPM)) {
            long ap = take(AMPM_OF_DAY);
            long hap = take(HOUR_OF_AMPM);
            if (style != ResolverStyle.LENIENT) {
                AMPM_OF_DAY.checkValidValue(ap);
                HOUR_OF_AMPM.checkValidValue(hap);
            }
            put(AMPM_OF_DAY, HOUR_OF_DAY, ap * 12 + hap);
        }
        Long nod = take(NANO_OF_DAY);
        if (nod != null) {
            NANO_OF_DAY.checkValidValue(nod);
            put(NANO_OF_DAY, HOUR_OF_DAY, nod / 3600_000_000_000L);
            put(NANO_OF_DAY, MINUTE_OF_HOUR, (nod / 60_000_000_000L) % 60);
            put(NANO_OF_DAY, SECOND_OF_MINUTE, (nod / 1_000_000_000L) % 60);
            put(NANO_OF_DAY, NANO_OF_SECOND, nod % 1_000_000_000L);
        }
        Long mod = take(MILLI_OF_DAY);
        if (mod != null) {
            MILLI_OF_DAY.checkValidValue(mod);
            put(MILLI_OF_DAY, SECOND_OF_DAY, mod / 1000);
            put(MILLI_OF_DAY, MILLI_OF_SECOND, mod % 1000);
        }
        Long sod = take(SECOND_OF_DAY);
        if (sod != null) {
            SECOND_OF_DAY.checkValidValue(sod);
            put(SECOND_OF_DAY, HOUR_OF_DAY, sod / 3600);
            put(SECOND_OF_DAY, MINUTE_OF_HOUR, (sod / 60) % 60);
            put(SECOND_OF_DAY, SECOND_OF_MINUTE, sod % 60);
        }
        Long mos = take(MILLI_OF_SECOND);
        if (mos != null) {
            MILLI_OF_SECOND.checkValidValue(mos);
            if (fieldValues.containsKey(NANO_OF_SECOND)) {
                long nos = fieldValues.get(NANO_OF_SECOND);
                put(MILLI_OF_SECOND, NANO_OF_SECOND, mos * 1000_000 + (nos % 1000_000));
            } else {
                fieldValues.put(NANO_OF_SECOND, mos * 1000_000);
            }
        }
        if (style != ResolverStyle.STRICT && onlyTimeField(AMPM_OF_DAY)) {
            long ap = take(AMPM_OF_DAY);
            if (style != ResolverStyle.LENIENT) {
                AMPM_OF_DAY.checkValidValue(ap);
            }
            fieldValues.put(HOUR_OF_DAY, ap * 12 + 6);
        }
        Long hod = fieldValues.get(HOUR_OF_DAY);
        if (hod != null) {
            Long moh = fieldValues.get(MINUTE_OF_HOUR);
            Long som = fieldValues.get(SECOND_OF_MINUTE);
            Long nos = fieldValues.get(NANO_OF_SECOND);
            if ((moh == null && (som != null || nos != null)) || (moh != null && som == null && nos != null)) {
                return;
            }
            long mohVal = (moh != null ? moh : 0);
            long somVal = (som != null ? som : 0);
            long nosVal = (nos != null ? nos : 0);
            int m = MINUTE_OF_HOUR.checkValidIntValue(mohVal);
            int s = SECOND_OF_MINUTE.checkValidIntValue(somVal);
            int n = NANO_OF_SECOND.checkValidIntValue(nosVal);
            if (style == ResolverStyle.SMART && hod == 24 && m == 0 && s == 0 && n == 0) {
                time = LocalTime.MIDNIGHT;
                excessDays = 1;
            } else {
                time = LocalTime.of(HOUR_OF_DAY.checkValidIntValue(hod), m, s, n);
            }
            fieldValues.remove(HOUR_OF_DAY);
            fieldValues.remove(MINUTE_OF_HOUR);
            fieldValues.remove(SECOND_OF_MINUTE);
            fieldValues.remove(NANO_OF_SECOND);
        }
    }

    private void crossCheck() {
        if (date != null) {
            crossCheck(date);
        }
        if (time != null) {
            crossCheck(time);
        }
    }

    private void crossCheck(TemporalAccessor target) {
        for (int i = 0; i < fieldValues.size(); i++) {
            TemporalField field = fieldValues.fieldAt(i);
            if (target.isSupported(field)) {
                long val1;
                try {
                    val1 = target.getLong(field);
                } catch (RuntimeException ex) {
                    continue;
                }
                long val2 = fieldValues.valueAt(i);
                if (val1 != val2) {
                    throw new DateTimeException("Conflict found: Field " + field + " " + val1 + " differs from " + field + " " + val2 + " derived from " + target);
                }
                fieldValues.removeAt(i);
                i--;
            }
        }
    }

    public boolean isSupported(TemporalField field) {
        if (fieldValues.containsKey(field) || (date != null && date.isSupported(field)) || (time != null && time.isSupported(field))) {
            return true;
        }
        if (field == INSTANT_SECONDS && date != null && time != null && effectiveZone() != null) {
            return true;
        }
        return field != null && (!(field instanceof ChronoField)) && field.isSupportedBy(this);
    }

    public long getLong(TemporalField field) {
        Long value = fieldValues.get(field);
        if (value != null) {
            return value;
        }
        if (date != null && date.isSupported(field)) {
            return date.getLong(field);
        }
        if (time != null && time.isSupported(field)) {
            return time.getLong(field);
        }
        if (field == INSTANT_SECONDS && date != null && time != null && effectiveZone() != null) {
            return date.atTime(time).atZone(effectiveZone()).toEpochSecond();
        }
        if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    @SuppressWarnings("unchecked")
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId()) {
            return (R) zone;
        } else if (query == TemporalQueries.chronology()) {
            return (R) java.time.chrono.IsoChronology.INSTANCE;
        } else if (query == TemporalQueries.localDate()) {
            return (R) date;
        } else if (query == TemporalQueries.localTime()) {
            return (R) time;
        } else if (query == TemporalQueries.offset()) {
            Long offsetSecs = fieldValues.get(OFFSET_SECONDS);
            if (offsetSecs != null) {
                return (R) ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
            }
            if (zone instanceof ZoneOffset) {
                return (R) zone;
            }
            return query.queryFrom(this);
        } else if (query == TemporalQueries.zone()) {
            return query.queryFrom(this);
        } else if (query == TemporalQueries.precision()) {
            return null;
        }
        return query.queryFrom(this);
    }

    public String toString() {
        StringBuilder buf = new StringBuilder(64);
        buf.append(fieldValues).append(',').append("ISO");
        if (zone != null) {
            buf.append(',').append(zone);
        }
        if (date != null || time != null) {
            buf.append(" resolved to ");
            if (date != null) {
                buf.append(date);
                if (time != null) {
                    buf.append('T').append(time);
                }
            } else {
                buf.append(time);
            }
        }
        return buf.toString();
    }
}
