// RELEASE 11
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.util.Locale;

public class ProgMoney {
    public static void main(String[] args) {
        BigDecimal principal = new BigDecimal("250000.00");
        BigDecimal annualRate = new BigDecimal("0.0425");
        int years = 30;
        BigDecimal monthly = annualRate.divide(BigDecimal.valueOf(12), 10, RoundingMode.HALF_EVEN);
        int n = years * 12;
        BigDecimal onePlusRPowN = BigDecimal.ONE.add(monthly).pow(n, MathContext.DECIMAL64);
        BigDecimal payment = principal.multiply(monthly).multiply(onePlusRPowN)
            .divide(onePlusRPowN.subtract(BigDecimal.ONE), 2, RoundingMode.HALF_UP);
        System.out.println("monthly payment: " + payment);
        BigDecimal balance = principal;
        BigDecimal totalInterest = BigDecimal.ZERO;
        NumberFormat cur = NumberFormat.getCurrencyInstance(Locale.US);
        for (int m = 1; m <= n; m++) {
            BigDecimal interest = balance.multiply(monthly).setScale(2, RoundingMode.HALF_EVEN);
            BigDecimal principalPart = payment.subtract(interest);
            if (m == n) principalPart = balance;
            balance = balance.subtract(principalPart);
            totalInterest = totalInterest.add(interest);
            if (m <= 3 || m % 60 == 0 || m == n) {
                System.out.printf("%3d %12s %10s %10s%n", m, cur.format(balance), interest, principalPart);
            }
        }
        System.out.println("total interest " + cur.format(totalInterest) + " " + totalInterest.toPlainString() + " scale " + totalInterest.scale());
        DecimalFormat df = new DecimalFormat("#,##0.00;(#,##0.00)");
        System.out.println(df.format(-1234.567) + " " + df.format(0.005) + " " + df.format(1e7) + " " + new DecimalFormat("0.###E0").format(123456) + " " + new DecimalFormat("00.0%").format(0.0712));
        BigDecimal a = new BigDecimal("10"), b = new BigDecimal("3");
        System.out.println(a.divide(b, MathContext.DECIMAL32) + " " + a.divide(b, 5, RoundingMode.DOWN) + " " + a.remainder(b) + " " + a.divideToIntegralValue(b) + " " + new BigDecimal("1.10").add(new BigDecimal("2.205")) + " " + new BigDecimal("1.10").equals(new BigDecimal("1.1")) + " " + new BigDecimal("1.10").compareTo(new BigDecimal("1.1")));
        try { a.divide(b); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        System.out.println(new BigDecimal(0.1) + " " + BigDecimal.valueOf(0.1) + " " + new BigDecimal("1E+5").toPlainString() + " " + new BigDecimal("123.4500").stripTrailingZeros() + " " + new BigDecimal("-0.000").signum() + " " + new BigDecimal("12345.678").round(new MathContext(4)));
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 50; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("50! = " + f + " digits " + f.toString().length() + " mod 1e9+7 " + f.mod(BigInteger.valueOf(1_000_000_007)) + " bits " + f.bitLength());
        System.out.println(BigInteger.valueOf(2).pow(127).subtract(BigInteger.ONE).isProbablePrime(20) + " " + new BigInteger("123456789012345678901234567890").sqrt() + " " + BigInteger.valueOf(48).gcd(BigInteger.valueOf(180)) + " " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(200), BigInteger.valueOf(1000007)));
    }
}
