package java.time.chrono;

import java.time.DateTimeException;

/** The eras of the ISO calendar: BCE (0) and CE (1). */
public enum IsoEra implements Era {
    BCE, CE;

    public static IsoEra of(int isoEra) {
        switch (isoEra) {
            case 0:
                return BCE;
            case 1:
                return CE;
            default:
                throw new DateTimeException("Invalid era: " + isoEra);
        }
    }

    public int getValue() {
        return ordinal();
    }
}
