package java.util;

/** Locales are accepted and ignored: this library formats as the ROOT/US locale does. */
public final class Locale {
    public static final Locale ROOT = new Locale("", "");
    public static final Locale US = new Locale("en", "US");
    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale UK = new Locale("en", "GB");

    private final String language;
    private final String country;

    public Locale(String language, String country) {
        this.language = language;
        this.country = country;
    }

    public Locale(String language) {
        this(language, "");
    }

    private static Locale defaultLocale = US;

    /** The default locale: US unless set (formatting stays the ROOT/US locale's whatever it is). */
    public static Locale getDefault() {
        return defaultLocale;
    }

    public static void setDefault(Locale newLocale) {
        defaultLocale = Objects.requireNonNull(newLocale, "Can't set default locale to NULL");
    }

    public String getVariant() {
        return "";
    }

    public String getScript() {
        return "";
    }

    public String toLanguageTag() {
        if (language.length() == 0) {
            return "und";
        }
        return country.length() == 0 ? language : language + "-" + country;
    }

    public boolean equals(Object o) {
        return o instanceof Locale && ((Locale) o).language.equals(language) && ((Locale) o).country.equals(country);
    }

    public int hashCode() {
        return language.hashCode() * 31 + country.hashCode();
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String toString() {
        return country.length() == 0 ? language : language + "_" + country;
    }
}
