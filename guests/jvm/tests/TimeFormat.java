// RELEASE 17
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

public class TimeFormat {
    static final String[] PATTERNS = {
        "dd/MM/yyyy", "MM-dd-yy", "d MMM uuuu", "EEEE, MMMM d, yyyy", "EEE dd.MM.yyyy", "yyyyMMdd", "yyyy-MM-dd'T'HH:mm:ss", "hh:mm a", "h:mm:ss a",
        "HH:mm:ss.SSS", "H:m:s", "k:mm", "K:mm a", "yyyy-DDD", "D", "'Day' d 'of' MMMM", "[yyyy][-MM]", "yyyy-MM-dd[ HH:mm]", "LLL LLLL LLLLL", "MMMMM EEEEE",
        "e ee eee eeee c ccc cccc", "G GGGG y yy yyy yyyyy u uuu", "n N A", "SSSSSS SSSSSSSSS", "ss.S", "''h'' 'o''clock'", "QQQ".substring(0, 0) + "dd MMM yyyy HH:mm", "M/d/yy",
    };

    static final String[] ZPATTERNS = {"VV", "z", "zzzz", "Z", "ZZZZ", "ZZZZZ", "X", "XX", "XXX", "XXXX", "XXXXX", "x", "xx", "xxx", "xxxx", "xxxxx", "O", "OOOO", "yyyy-MM-dd HH:mm:ss Z", "HH:mm xxx '['VV']'"};

    static void tryParse(String label, String text, DateTimeFormatter f, TemporalQuery<?> q) {
        try {
            System.out.println(label + " " + text + " => " + f.parse(text, q));
        } catch (RuntimeException e) {
            System.out.println(label + " " + text + " => " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDateTime[] samples = {
            LocalDateTime.of(2024, 2, 29, 0, 0), LocalDateTime.of(2023, 12, 31, 23, 59, 59, 999_000_000), LocalDateTime.of(2000, 1, 1, 12, 0, 1, 5000), LocalDateTime.of(1999, 7, 4, 9, 5, 7, 120_000_000),
            LocalDateTime.of(1, 1, 1, 1, 1, 1), LocalDateTime.of(10000, 10, 10, 13, 30), LocalDateTime.of(-44, 3, 15, 11, 0), LocalDateTime.of(1900, 3, 1, 0, 0, 0, 1),
        };
        for (String p : PATTERNS) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
            StringBuilder sb = new StringBuilder(p).append(" |");
            for (LocalDateTime s : samples) {
                try {
                    sb.append(' ').append(f.format(s)).append(" |");
                } catch (RuntimeException e) {
                    sb.append(" !").append(e.getMessage()).append(" |");
                }
            }
            System.out.println(sb);
        }
        ZonedDateTime[] zoned = {
            ZonedDateTime.of(samples[0], ZoneId.of("UTC")), ZonedDateTime.of(samples[1], ZoneOffset.ofHoursMinutes(5, 30)), ZonedDateTime.of(samples[2], ZoneId.of("GMT")),
            ZonedDateTime.of(samples[3], ZoneOffset.ofHoursMinutesSeconds(-3, -15, -20)), ZonedDateTime.of(samples[3], ZoneOffset.ofHours(-10)), ZonedDateTime.of(samples[2], ZoneOffset.UTC),
        };
        for (String p : ZPATTERNS) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
            StringBuilder sb = new StringBuilder(p).append(" |");
            for (ZonedDateTime s : zoned) {
                try {
                    sb.append(' ').append(f.format(s)).append(" |");
                } catch (RuntimeException e) {
                    sb.append(" !").append(e.getMessage()).append(" |");
                }
            }
            System.out.println(sb);
        }
        DateTimeFormatter[] isos = {DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ISO_DATE, DateTimeFormatter.ISO_LOCAL_TIME, DateTimeFormatter.ISO_TIME, DateTimeFormatter.ISO_LOCAL_DATE_TIME,
            DateTimeFormatter.ISO_OFFSET_DATE_TIME, DateTimeFormatter.ISO_ZONED_DATE_TIME, DateTimeFormatter.ISO_DATE_TIME, DateTimeFormatter.ISO_INSTANT, DateTimeFormatter.BASIC_ISO_DATE,
            DateTimeFormatter.ISO_ORDINAL_DATE, DateTimeFormatter.RFC_1123_DATE_TIME};
        Object[] values = {samples[1], samples[2].toLocalDate(), samples[3].toLocalTime(), zoned[1], zoned[0], zoned[3].toOffsetDateTime(), Instant.ofEpochSecond(1234567890, 100)};
        for (DateTimeFormatter f : isos) {
            StringBuilder sb = new StringBuilder();
            for (Object v : values) {
                try {
                    sb.append(f.format((TemporalAccessor) v)).append(" | ");
                } catch (RuntimeException e) {
                    sb.append("!").append(e.getClass().getSimpleName()).append(" ").append(e.getMessage()).append(" | ");
                }
            }
            System.out.println(sb);
        }
        for (FormatStyle st : FormatStyle.values()) {
            System.out.println(st + ": " + DateTimeFormatter.ofLocalizedDate(st).format(samples[3]) + " | " + (st.ordinal() >= 2 ? DateTimeFormatter.ofLocalizedTime(st).format(samples[3]) + " | "
                    + DateTimeFormatter.ofLocalizedDateTime(st).format(samples[3]) : DateTimeFormatter.ofLocalizedDateTime(st).format(zoned[0])));
        }
        System.out.println(DateTimeFormatter.ofPattern("dd/MM/yyyy").withZone(ZoneOffset.ofHours(14)).format(Instant.ofEpochSecond(1700000000)));
        System.out.println(DateTimeFormatter.ISO_LOCAL_DATE + " " + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS a"));

        DateTimeFormatter dmy = DateTimeFormatter.ofPattern("dd/MM/yyyy");
        tryParse("dmy", "15/03/2024", dmy, LocalDate::from);
        tryParse("dmy", "31/04/2023", dmy, LocalDate::from);
        tryParse("dmy", "29/02/2023", dmy, LocalDate::from);
        tryParse("dmy", "32/01/2023", dmy, LocalDate::from);
        tryParse("dmy", "1/2/2023", dmy, LocalDate::from);
        tryParse("dmy", "01/02/2023x", dmy, LocalDate::from);
        tryParse("dmy", "01/13/2023", dmy, LocalDate::from);
        tryParse("strictu", "31/04/2023", DateTimeFormatter.ofPattern("dd/MM/uuuu").withResolverStyle(ResolverStyle.STRICT), LocalDate::from);
        tryParse("iso", "2024-02-29", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        tryParse("iso", "2023-02-29", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        tryParse("iso", "+12024-02-29", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        tryParse("iso", "12024-02-29", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        tryParse("basic", "20240315", DateTimeFormatter.BASIC_ISO_DATE, LocalDate::from);
        tryParse("ldt", "2024-03-15T10:15", DateTimeFormatter.ISO_LOCAL_DATE_TIME, LocalDateTime::from);
        tryParse("ldt", "2024-03-15t10:15:30.123456", DateTimeFormatter.ISO_LOCAL_DATE_TIME, LocalDateTime::from);
        tryParse("odt", "2024-03-15T10:15:30+05:30", DateTimeFormatter.ISO_OFFSET_DATE_TIME, OffsetDateTime::from);
        tryParse("zdt", "2024-03-15T10:15:30Z[UTC]", DateTimeFormatter.ISO_ZONED_DATE_TIME, ZonedDateTime::from);
        tryParse("inst", "2024-03-15T10:15:30.000001Z", DateTimeFormatter.ISO_INSTANT, Instant::from);
        tryParse("ymdhm", "2024-03-15 10:15", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"), LocalDateTime::from);
        tryParse("ymdhm", "2024-03-15 24:00", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"), LocalDateTime::from);
        tryParse("ampm", "03:45 PM", DateTimeFormatter.ofPattern("hh:mm a"), LocalTime::from);
        tryParse("ampm", "12:05 AM", DateTimeFormatter.ofPattern("hh:mm a"), LocalTime::from);
        tryParse("ampm", "3:45 pm", DateTimeFormatter.ofPattern("h:mm a"), LocalTime::from);
        tryParse("text", "Friday, March 15, 2024", DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy"), LocalDate::from);
        tryParse("text", "Monday, March 15, 2024", DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy"), LocalDate::from);
        tryParse("mmm", "15 Mar 2024", DateTimeFormatter.ofPattern("d MMM yyyy"), LocalDate::from);
        tryParse("mmm", "15 March 2024", DateTimeFormatter.ofPattern("d MMM yyyy"), LocalDate::from);
        tryParse("yy", "15/03/99", DateTimeFormatter.ofPattern("dd/MM/yy"), LocalDate::from);
        tryParse("adj", "20240315143000", DateTimeFormatter.ofPattern("yyyyMMddHHmmss"), LocalDateTime::from);
        tryParse("adjS", "143000123", DateTimeFormatter.ofPattern("HHmmssSSS"), LocalTime::from);
        tryParse("time", "10:15", DateTimeFormatter.ofPattern("HH:mm"), LocalDate::from);
        tryParse("opt", "2024-03-15", DateTimeFormatter.ofPattern("yyyy-MM-dd[ HH:mm]"), LocalDate::from);
        tryParse("opt", "2024-03-15 08:30", DateTimeFormatter.ofPattern("yyyy-MM-dd[ HH:mm]"), LocalDateTime::from);
        tryParse("ym", "2024-07", DateTimeFormatter.ofPattern("yyyy-MM"), YearMonth::from);
        tryParse("doy", "2024-060", DateTimeFormatter.ISO_ORDINAL_DATE, LocalDate::from);
        tryParse("offs", "2024-03-15 10:00 +0200", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm Z"), OffsetDateTime::from);
        tryParse("vv", "2024-03-15 10:00 UTC", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV"), ZonedDateTime::from);
        tryParse("empty", "", dmy, LocalDate::from);
        for (String bad : new String[] {"yyyy-MM-ddd", "HHH", "aa", "[yyyy", "yyyy]", "'abc", "{y}", "bbb", "VVV"}) {
            try {
                DateTimeFormatter.ofPattern(bad);
                System.out.println(bad + " ok");
            } catch (IllegalArgumentException e) {
                System.out.println(bad + " -> " + e.getMessage());
            }
        }
        try {
            DateTimeFormatter.ofPattern("HH:mm").format(LocalDate.of(2024, 1, 1));
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            DateTimeFormatter.ofPattern("yyyy VV").format(LocalDateTime.of(2024, 1, 1, 0, 0));
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        // the sweep: every 307th day of 1900-2100 (a prime step: all weekdays, months and leap days come round) through several formatters, formatted and parsed back
        DateTimeFormatter[] sweep = {DateTimeFormatter.ofPattern("EEEE d MMMM uuuu"), DateTimeFormatter.ofPattern("dd/MM/yy"), DateTimeFormatter.ofPattern("yyyyMMdd"),
            DateTimeFormatter.ofPattern("EEE, MMM d, yyyy"), DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ofPattern("D-yyyy e")};
        long hash = 17;
        int roundTrips = 0;
        LocalDate day = LocalDate.of(1900, 1, 1);
        LocalDate end = LocalDate.of(2101, 1, 1);
        int count = 0;
        StringBuilder sample = new StringBuilder();
        while (day.isBefore(end)) {
            for (int k = 0; k < sweep.length; k++) {
                String s = sweep[k].format(day);
                for (int c = 0; c < s.length(); c++) {
                    hash = hash * 31 + s.charAt(c);
                }
                if (k != 1 && k != 5 && LocalDate.parse(s, sweep[k]).equals(day)) {
                    roundTrips++;
                }
                if (count % 37 == 0) {
                    sample.append(s).append(" / ");
                }
            }
            hash = hash * 7 + day.getDayOfWeek().getValue() + day.getDayOfYear() * 11 + day.lengthOfMonth();
            day = day.plusDays(307);
            count++;
        }
        System.out.println(count + " days, " + roundTrips + " round trips, digest " + Long.toHexString(hash));
        System.out.println(sample);
    }
}
