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

    public static Locale getDefault() {
        return US;
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
