// RELEASE 17
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Period;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small library system: members borrow books, due dates skip weekends, late returns pay fines. */
public class ProgLibraryLoans {
    static final DateTimeFormatter FMT = DateTimeFormatter.ofPattern("dd/MM/yyyy");
    static final DateTimeFormatter LONG = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy");
    static final int LOAN_DAYS = 14;
    static final double FINE_PER_DAY = 0.25;
    static final double MAX_FINE = 10.00;

    static class Book {
        final String isbn;
        final String title;
        final boolean reference;

        Book(String isbn, String title, boolean reference) {
            this.isbn = isbn;
            this.title = title;
            this.reference = reference;
        }
    }

    static class Loan {
        final Book book;
        final String member;
        final LocalDate borrowed;
        LocalDate due;
        LocalDate returned;
        int renewals;

        Loan(Book book, String member, LocalDate borrowed) {
            this.book = book;
            this.member = member;
            this.borrowed = borrowed;
            this.due = dueDate(borrowed, book.reference ? 3 : LOAN_DAYS);
        }

        long daysLate() {
            LocalDate end = returned != null ? returned : TODAY;
            return Math.max(0, ChronoUnit.DAYS.between(due, end));
        }

        long daysLateOn(LocalDate day) {
            return Math.max(0, ChronoUnit.DAYS.between(due, day));
        }

        double fine() {
            return Math.min(MAX_FINE, daysLate() * FINE_PER_DAY);
        }
    }

    static LocalDate TODAY = LocalDate.of(2024, 3, 28);

    /** Due after n days; a due date on a weekend moves to the next Monday. */
    static LocalDate dueDate(LocalDate from, int days) {
        LocalDate due = from.plusDays(days);
        if (due.getDayOfWeek() == DayOfWeek.SATURDAY) {
            due = due.plusDays(2);
        } else if (due.getDayOfWeek() == DayOfWeek.SUNDAY) {
            due = due.plusDays(1);
        }
        return due;
    }

    public static void main(String[] args) {
        Map<String, Book> catalog = new LinkedHashMap<>();
        String[][] books = {{"978-0134685991", "Effective Java", "n"}, {"978-0596009205", "Head First Java", "n"}, {"978-0262033848", "Introduction to Algorithms", "r"},
            {"978-0132350884", "Clean Code", "n"}, {"978-0201633610", "Design Patterns", "n"}, {"978-0131103627", "The C Programming Language", "n"}};
        for (String[] b : books) {
            catalog.put(b[0], new Book(b[0], b[1], b[2].equals("r")));
        }
        String[][] events = {
            {"02/01/2024", "borrow", "ann", "978-0134685991"}, {"03/01/2024", "borrow", "bob", "978-0262033848"}, {"05/01/2024", "borrow", "cat", "978-0596009205"},
            {"08/01/2024", "return", "bob", "978-0262033848"}, {"12/01/2024", "renew", "ann", "978-0134685991"}, {"15/01/2024", "borrow", "bob", "978-0132350884"},
            {"20/01/2024", "return", "cat", "978-0596009205"}, {"01/02/2024", "return", "ann", "978-0134685991"}, {"10/02/2024", "borrow", "ann", "978-0201633610"},
            {"29/02/2024", "borrow", "cat", "978-0131103627"}, {"04/03/2024", "return", "bob", "978-0132350884"}, {"14/03/2024", "renew", "cat", "978-0131103627"},
            {"16/03/2024", "borrow", "dan", "978-0596009205"}, {"31/02/2024", "borrow", "eve", "978-0262033848"},
        };
        List<Loan> loans = new ArrayList<>();
        for (String[] ev : events) {
            LocalDate when = LocalDate.parse(ev[0], FMT);
            Book book = catalog.get(ev[3]);
            switch (ev[1]) {
                case "borrow": {
                    Loan loan = new Loan(book, ev[2], when);
                    loans.add(loan);
                    System.out.printf("%s  %-4s borrows %-28s due %s (%d days)%n", when.format(FMT), ev[2], book.title, loan.due.format(FMT), ChronoUnit.DAYS.between(when, loan.due));
                    break;
                }
                case "renew":
                case "return":
                    for (Loan loan : loans) {
                        if (loan.member.equals(ev[2]) && loan.book == book && loan.returned == null) {
                            if (ev[1].equals("renew")) {
                                if (loan.daysLateOn(when) > 0) {
                                    System.out.printf("%s  %-4s cannot renew %s: overdue since %s%n", when.format(FMT), ev[2], book.title, loan.due.format(FMT));
                                } else {
                                    loan.renewals++;
                                    loan.due = dueDate(loan.due, LOAN_DAYS);
                                    System.out.printf("%s  %-4s renews  %-28s new due %s%n", when.format(FMT), ev[2], book.title, loan.due.format(FMT));
                                }
                            } else {
                                loan.returned = when;
                                System.out.printf("%s  %-4s returns %-28s %s%n", when.format(FMT), ev[2], book.title,
                                        loan.daysLate() == 0 ? "on time" : loan.daysLate() + " days late, fine $" + String.format("%.2f", loan.fine()));
                            }
                        }
                    }
                    break;
                default:
                    throw new IllegalStateException(ev[1]);
            }
        }
        System.out.println();
        System.out.println("Report for " + TODAY.format(LONG));
        double total = 0;
        for (Loan loan : loans) {
            Period held = Period.between(loan.borrowed, loan.returned != null ? loan.returned : TODAY);
            String status = loan.returned != null ? "returned " + loan.returned.format(FMT) : (loan.due.isBefore(TODAY) ? "OVERDUE" : "out, due in " + ChronoUnit.DAYS.between(TODAY, loan.due) + " days");
            System.out.printf("%-4s %-28s held %-6s renewals %d  %-24s fine %5.2f%n", loan.member, loan.book.title, held, loan.renewals, status, loan.fine());
            total += loan.fine();
        }
        System.out.printf("Total fines: $%.2f%n", total);
        LocalDate d = TODAY;
        int open = 0;
        while (open < 5) {
            d = d.plusDays(1);
            if (d.getDayOfWeek().getValue() < 6) {
                open++;
            }
        }
        System.out.println("Five opening days from today: " + d + " (" + d.getDayOfWeek() + ")");
    }
}
