// RELEASE 17
import java.time.*;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.*;

public class TimeDurations {
    public static void main(String[] args) {
        Duration[] ds = {Duration.ZERO, Duration.ofMinutes(90), Duration.ofSeconds(3661), Duration.ofMillis(1500), Duration.ofMillis(-1500), Duration.ofNanos(1), Duration.ofNanos(-1),
            Duration.ofDays(2).plusHours(5), Duration.ofSeconds(-61, 500_000_000), Duration.ofHours(-25), Duration.ofSeconds(59, 999_999_999), Duration.ofMillis(86_400_123),
            Duration.of(3, ChronoUnit.HALF_DAYS), Duration.ofSeconds(0, 120_000_000), Duration.ofSeconds(-1, 0).plusNanos(1)};
        for (Duration d : ds) {
            System.out.println(d + " s=" + d.getSeconds() + " n=" + d.getNano() + " days=" + d.toDays() + " h=" + d.toHours() + " m=" + d.toMinutes() + " ms=" + d.toMillis() + " ns=" + d.toNanos() + " parts="
                    + d.toDaysPart() + "/" + d.toHoursPart() + "/" + d.toMinutesPart() + "/" + d.toSecondsPart() + "/" + d.toMillisPart() + "/" + d.toNanosPart() + " neg=" + d.isNegative() + " abs=" + d.abs()
                    + " x3=" + d.multipliedBy(3) + " /7=" + d.dividedBy(7) + " -=" + d.negated() + " hash=" + d.hashCode() + " parse=" + Duration.parse(d.toString()).equals(d));
        }
        Duration a = Duration.ofMinutes(125);
        System.out.println(a.plus(Duration.ofSeconds(30)) + " " + a.minus(Duration.ofHours(3)) + " " + a.plusDays(1) + " " + a.minusMillis(1) + " " + a.plus(2, ChronoUnit.MICROS) + " " + a.compareTo(Duration.ofHours(2))
                + " " + a.dividedBy(Duration.ofMinutes(7)) + " " + a.withSeconds(5) + " " + a.withNanos(9) + " " + a.truncatedTo(ChronoUnit.HOURS) + " " + Duration.ofSeconds(-90, 5).truncatedTo(ChronoUnit.MINUTES)
                + " " + a.getUnits() + " " + a.get(ChronoUnit.SECONDS) + " " + Duration.from(Duration.ofHours(1)) + " " + Duration.of(5, ChronoUnit.DAYS));
        String[] texts = {"PT20.345S", "PT15M", "PT10H", "P2D", "P2DT3H4M", "PT-6H3M", "-PT6H3M", "-PT-6H+3M", "pt1h", "PT0.5S", "PT-0.5S", "P1DT0.000000001S", "PT", "P", "1H", "PT1.1234567891S", "P1Y"};
        for (String t : texts) {
            try {
                System.out.print(t + "=" + Duration.parse(t) + " ");
            } catch (DateTimeParseException e) {
                System.out.print(t + "!" + e.getMessage() + "@" + e.getErrorIndex() + " ");
            }
        }
        System.out.println();
        LocalDateTime s = LocalDateTime.of(2024, 3, 10, 8, 45, 10);
        LocalDateTime e = LocalDateTime.of(2024, 3, 12, 17, 5, 0, 250_000_000);
        System.out.println(Duration.between(s, e) + " " + Duration.between(e, s) + " " + Duration.between(LocalTime.of(9, 0), LocalTime.of(17, 30)) + " " + Duration.between(Instant.EPOCH, Instant.ofEpochMilli(-5))
                + " " + Duration.between(s.atZone(ZoneOffset.UTC), e.atZone(ZoneOffset.ofHours(2))) + " " + s.plus(Duration.ofMinutes(100)) + " " + e.minus(Duration.ofDays(3)) + " " + LocalTime.NOON.plus(Duration.ofHours(13)));
        try {
            Duration.between(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 2, 1));
        } catch (RuntimeException ex) {
            System.out.println(ex.getClass().getName() + ": " + ex.getMessage());
        }
        try {
            Duration.ofDays(1).plus(1, ChronoUnit.MONTHS);
        } catch (RuntimeException ex) {
            System.out.println(ex.getClass().getName() + ": " + ex.getMessage());
        }
        try {
            Duration.ofDays(1).dividedBy(0);
        } catch (RuntimeException ex) {
            System.out.println(ex.getClass().getName() + ": " + ex.getMessage());
        }

        Period[] ps = {Period.ZERO, Period.of(1, 2, 3), Period.ofMonths(14), Period.ofWeeks(3), Period.ofYears(-2), Period.of(0, -25, 40), Period.ofDays(-1)};
        for (Period p : ps) {
            System.out.print(p + " y=" + p.getYears() + " m=" + p.getMonths() + " d=" + p.getDays() + " tm=" + p.toTotalMonths() + " norm=" + p.normalized() + " neg=" + p.isNegative() + " zero=" + p.isZero()
                    + " x2=" + p.multipliedBy(2) + " -=" + p.negated() + " h=" + p.hashCode() + " units=" + p.getUnits() + " | ");
        }
        System.out.println();
        Period p = Period.of(1, 10, 25);
        System.out.println(p.plusDays(10) + " " + p.plusMonths(5).normalized() + " " + p.minusYears(3) + " " + p.plus(Period.ofWeeks(1)) + " " + p.minus(Period.of(1, 1, 1)) + " " + p.withDays(0) + " "
                + LocalDate.of(2023, 1, 31).plus(p) + " " + LocalDate.of(2024, 12, 10).minus(p) + " " + LocalDateTime.of(2020, 2, 29, 1, 0).plus(Period.ofYears(1)) + " " + p.equals(Period.parse("P1Y10M25D")));
        for (String t : new String[] {"P2Y", "P3M", "P4W", "P5D", "P1Y2M3W4D", "-P1Y2M", "P-1Y2M", "p1y", "P", "PT1H", "P1.5Y", "P+1Y-2M"}) {
            try {
                System.out.print(t + "=" + Period.parse(t) + " ");
            } catch (DateTimeParseException ex) {
                System.out.print(t + "!" + ex.getMessage() + " ");
            }
        }
        System.out.println();
        LocalDate[][] pairs = {{LocalDate.of(1990, 5, 17), LocalDate.of(2024, 3, 15)}, {LocalDate.of(2024, 1, 31), LocalDate.of(2024, 2, 29)}, {LocalDate.of(2024, 3, 31), LocalDate.of(2024, 2, 1)},
            {LocalDate.of(2000, 2, 29), LocalDate.of(2001, 2, 28)}, {LocalDate.of(2023, 12, 25), LocalDate.of(2023, 12, 25)}, {LocalDate.of(2025, 5, 30), LocalDate.of(2023, 7, 31)}};
        for (LocalDate[] pr : pairs) {
            Period between = Period.between(pr[0], pr[1]);
            System.out.print(between + " " + ChronoUnit.DAYS.between(pr[0], pr[1]) + " " + ChronoUnit.MONTHS.between(pr[0], pr[1]) + " " + ChronoUnit.YEARS.between(pr[0], pr[1]) + " " + pr[0].plus(between).equals(pr[1]) + " | ");
        }
        System.out.println();
        List<Duration> sorted = new ArrayList<>(Arrays.asList(ds));
        Collections.sort(sorted);
        System.out.println(sorted);
        Duration total = Duration.ZERO;
        for (Duration d : ds) {
            total = total.plus(d);
        }
        System.out.println(total + " " + total.toMinutes() + " " + String.format("%d:%02d:%02d", total.toHours(), total.toMinutesPart(), total.toSecondsPart()));
    }
}
