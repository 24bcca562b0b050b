package java.text;

import java.util.Locale;

/** The English (US) names SimpleDateFormat prints. */
public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    public DateFormatSymbols() {
    }

    public DateFormatSymbols(Locale locale) {
    }

    public static DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols();
    }

    public String[] getMonths() {
        String[] r = new String[13];
        System.arraycopy(SimpleDateFormat.MONTHS, 0, r, 0, 12);
        r[12] = "";
        return r;
    }

    public String[] getShortMonths() {
        String[] r = new String[13];
        for (int i = 0; i < 12; i++) {
            r[i] = SimpleDateFormat.MONTHS[i].substring(0, 3);
        }
        r[12] = "";
        return r;
    }

    public String[] getWeekdays() {
        String[] r = new String[8];
        r[0] = "";
        System.arraycopy(SimpleDateFormat.DAYS, 0, r, 1, 7);
        return r;
    }

    public String[] getShortWeekdays() {
        String[] r = new String[8];
        r[0] = "";
        for (int i = 0; i < 7; i++) {
            r[i + 1] = SimpleDateFormat.DAYS[i].substring(0, 3);
        }
        return r;
    }

    public String[] getAmPmStrings() {
        return new String[] {"AM", "PM"};
    }

    public String[] getEras() {
        return new String[] {"BC", "AD"};
    }
}
