// RELEASE 17
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A meeting scheduler: finds free slots in working hours and prints agendas for several offsets. */
public class ProgMeetings {
    record Meeting(String title, LocalDateTime start, Duration length) {
        LocalDateTime end() {
            return start.plus(length);
        }

        boolean overlaps(LocalDateTime s, LocalDateTime e) {
            return start.isBefore(e) && s.isBefore(end());
        }
    }

    static final LocalTime OPEN = LocalTime.of(9, 0);
    static final LocalTime CLOSE = LocalTime.of(17, 30);
    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEE dd MMM");
    static final DateTimeFormatter HM = DateTimeFormatter.ofPattern("HH:mm");

    static List<Meeting> calendar = new ArrayList<>();

    static LocalDateTime findSlot(LocalDateTime from, Duration length) {
        LocalDateTime t = from;
        for (int guard = 0; guard < 1000; guard++) {
            if (t.getDayOfWeek() == DayOfWeek.SATURDAY || t.getDayOfWeek() == DayOfWeek.SUNDAY || t.toLocalTime().isAfter(CLOSE.minus(length))) {
                LocalDate next = t.toLocalDate().plusDays(1);
                t = next.atTime(OPEN);
                continue;
            }
            if (t.toLocalTime().isBefore(OPEN)) {
                t = t.toLocalDate().atTime(OPEN);
            }
            LocalDateTime end = t.plus(length);
            Meeting clash = null;
            for (Meeting m : calendar) {
                if (m.overlaps(t, end)) {
                    clash = m;
                    break;
                }
            }
            if (clash == null) {
                return t;
            }
            t = clash.end();
        }
        throw new IllegalStateException("no slot");
    }

    static void book(String title, LocalDateTime from, Duration length) {
        LocalDateTime slot = findSlot(from, length);
        calendar.add(new Meeting(title, slot, length));
        calendar.sort(Comparator.comparing(Meeting::start));
        String when = slot.equals(from) ? "as asked" : "moved from " + from.format(DateTimeFormatter.ofPattern("EEE HH:mm"));
        System.out.printf("%-22s %s %s-%s (%s, %s)%n", title, slot.format(DAY), slot.format(HM), slot.plus(length).format(HM), length, when);
    }

    public static void main(String[] args) {
        LocalDate monday = LocalDate.of(2024, 4, 1);
        book("Standup", monday.atTime(9, 0), Duration.ofMinutes(15));
        book("Design review", monday.atTime(9, 0), Duration.ofHours(2));
        book("Lunch with Sam", monday.atTime(12, 0), Duration.ofMinutes(75));
        book("1:1 Priya", monday.atTime(11, 0), Duration.ofMinutes(30));
        book("Budget", monday.atTime(16, 0), Duration.ofMinutes(90));
        book("Retro", monday.plusDays(4).atTime(16, 45), Duration.ofHours(1));
        book("Hiring panel", monday.atTime(13, 0), Duration.parse("PT2H30M"));
        book("Vendor call", monday.atTime(13, 30), Duration.ofMinutes(45));
        book("Quarter planning", monday.plusDays(1).atTime(8, 0), Duration.ofHours(4));
        book("Weekend?", monday.plusDays(5).atTime(10, 0), Duration.ofHours(1));

        System.out.println();
        Map<LocalDate, List<Meeting>> byDay = new TreeMap<>();
        for (Meeting m : calendar) {
            byDay.computeIfAbsent(m.start().toLocalDate(), k -> new ArrayList<>()).add(m);
        }
        for (Map.Entry<LocalDate, List<Meeting>> e : byDay.entrySet()) {
            Duration busy = Duration.ZERO;
            for (Meeting m : e.getValue()) {
                busy = busy.plus(m.length());
            }
            Duration free = Duration.between(OPEN, CLOSE).minus(busy);
            System.out.printf("%s: %d meetings, busy %dh%02dm, free %s%n", e.getKey().format(DateTimeFormatter.ISO_LOCAL_DATE), e.getValue().size(), busy.toHours(), busy.toMinutesPart(), free);
        }
        System.out.println();
        ZoneOffset[] offices = {ZoneOffset.UTC, ZoneOffset.ofHours(-5), ZoneOffset.ofHoursMinutes(5, 30), ZoneOffset.ofHours(9)};
        String[] names = {"London (UTC)", "New York (-05)", "Bangalore (+05:30)", "Tokyo (+09)"};
        Meeting retro = calendar.get(calendar.size() - 1);
        ZonedDateTime utc = retro.start().atZone(ZoneOffset.UTC);
        for (int i = 0; i < offices.length; i++) {
            ZonedDateTime local = utc.withZoneSameInstant(offices[i]);
            boolean working = !local.toLocalTime().isBefore(OPEN) && !local.toLocalTime().isAfter(CLOSE);
            System.out.printf("%-20s %s %s%n", names[i], local.format(DateTimeFormatter.ofPattern("EEE d MMM h:mm a xxx")), working ? "" : "(outside hours)");
        }
        System.out.println("Instant: " + utc.toInstant() + ", epoch " + utc.toEpochSecond());
    }
}
