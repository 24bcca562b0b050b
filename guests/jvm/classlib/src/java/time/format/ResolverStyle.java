package java.time.format;

/** How parsed fields are resolved into dates and times. */
public enum ResolverStyle {
    STRICT, SMART, LENIENT;
}
