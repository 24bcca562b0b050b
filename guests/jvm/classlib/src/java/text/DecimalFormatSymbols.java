package java.text;

/** The symbols of the English locales (the only ones this library has). */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String naN = "NaN";
    private char minusSign = '-';
    private String currencySymbol;
    private String exponentSeparator = "E";

    public DecimalFormatSymbols() {
        this(java.util.Locale.getDefault());
    }

    public DecimalFormatSymbols(java.util.Locale locale) {
        currencySymbol = "US".equals(locale.getCountry()) ? "$" : "\u00a4";
    }

    public static DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static DecimalFormatSymbols getInstance(java.util.Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char c) {
        zeroDigit = c;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char c) {
        groupingSeparator = c;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char c) {
        decimalSeparator = c;
    }

    public char getPerMill() {
        return perMill;
    }

    public char getPercent() {
        return percent;
    }

    public char getDigit() {
        return digit;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String s) {
        infinity = s;
    }

    public String getNaN() {
        return naN;
    }

    public void setNaN(String s) {
        naN = s;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char c) {
        minusSign = c;
    }

    public String getCurrencySymbol() {
        return currencySymbol;
    }

    public void setCurrencySymbol(String s) {
        currencySymbol = s;
    }

    public String getExponentSeparator() {
        return exponentSeparator;
    }

    public void setExponentSeparator(String s) {
        exponentSeparator = s;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }
}
