package java.time.format;

/** The styles of localized formatters (US English patterns in this library). */
public enum FormatStyle {
    FULL, LONG, MEDIUM, SHORT;
}
