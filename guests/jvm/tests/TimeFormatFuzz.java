import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

/** Random patterns (from a table of pattern atoms, seeded) over random date-times of four kinds: formatted, parsed back, fields compared with the JDK. */
public class TimeFormatFuzz {
    public static void main(String[] args) {
        Random r = new Random(42);
        String[] atoms = {"y", "yy", "yyy", "yyyy", "yyyyy", "u", "uu", "uuuu", "M", "MM", "MMM", "MMMM", "L", "LL", "d", "dd", "D", "DD", "DDD", "E", "EEEE", "e", "ee", "a", "h", "hh",
            "H", "HH", "k", "kk", "K", "KK", "m", "mm", "s", "ss", "S", "SS", "SSS", "SSSSSS", "n", "N", "A", "G", "GGGG", "F", "-", "/", " ", ":", ".", ",", "'T'", "''", "[", "]", "x", "xxx", "X", "XXX", "Z", "O", "VV", "z"};
        int lines = 0;
        long hash = 0;
        for (int k = 0; k < 250; k++) {
            StringBuilder p = new StringBuilder();
            int n = 1 + r.nextInt(6);
            int depth = 0;
            for (int i = 0; i < n; i++) {
                String a = atoms[r.nextInt(atoms.length)];
                if (a.equals("]") && depth == 0) {
                    continue;
                }
                if (a.equals("[")) {
                    depth++;
                }
                if (a.equals("]")) {
                    depth--;
                }
                p.append(a);
            }
            int year = r.nextInt(10) == 0 ? r.nextInt(30000) - 10000 : 1900 + r.nextInt(200);
            LocalDateTime ldt = LocalDateTime.of(year, 1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24), r.nextInt(60), r.nextInt(60), r.nextInt(4) == 0 ? r.nextInt(1000000000) : r.nextInt(4) * 250000000);
            TemporalAccessor t = ldt;
            int kind = r.nextInt(4);
            if (kind == 1) {
                t = ldt.atOffset(ZoneOffset.ofTotalSeconds((r.nextInt(37) - 18) * 1800));
            } else if (kind == 2) {
                t = ldt.atZone(ZoneId.of("UTC"));
            } else if (kind == 3) {
                t = ldt.toLocalDate();
            }
            String out;
            try {
                DateTimeFormatter f = DateTimeFormatter.ofPattern(p.toString());
                String s = f.format(t);
                out = s;
                try {
                    TemporalAccessor back = f.parse(s);
                    String q = "";
                    for (ChronoField cf : new ChronoField[] {ChronoField.YEAR, ChronoField.MONTH_OF_YEAR, ChronoField.DAY_OF_MONTH, ChronoField.HOUR_OF_DAY, ChronoField.MINUTE_OF_HOUR, ChronoField.NANO_OF_SECOND, ChronoField.OFFSET_SECONDS}) {
                        q += back.isSupported(cf) ? back.getLong(cf) + "," : "_,";
                    }
                    out += " <- " + q + back.query(TemporalQueries.localDate()) + "," + back.query(TemporalQueries.localTime()) + "," + back.query(TemporalQueries.zone());
                } catch (RuntimeException e) {
                    out += " <- " + e.getClass().getSimpleName() + ": " + e.getMessage();
                }
            } catch (RuntimeException e) {
                out = "! " + e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            System.out.println(p + " | " + t + " | " + out);
        }
    }
}
