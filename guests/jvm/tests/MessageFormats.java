import java.text.*;
import java.util.*;

public class MessageFormats {
    static void show(String pattern, Object... args) {
        try {
            System.out.println(pattern + " => " + MessageFormat.format(pattern, args));
        } catch (IllegalArgumentException e) {
            System.out.println(pattern + " => " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        show("{0} has {1} items", "Alice", 3);
        show("{1}, {0}! {1}?", "world", "Hello");
        show("Total: {0,number} / {0,number,integer} / {0,number,#.##} / {0,number,percent} / {0,number,0000.0}", 1234.5678);
        show("{0,number,#,##0.00} and {1,number,integer}", 9876543.215, -42.5);
        show("Big {0} {1} {2} {3}", 1234567890123L, 0.1 + 0.2, -7, 1e10);
        show("It''s {0}''s turn", "Bob");
        show("'{0}' is literal, {0} is not", "x");
        show("'quoted '' text {1}' then {0}", "A", "B");
        show("Missing {2} and {0}", "only");
        show("Null {0}", (Object) null);
        show("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 0);
        show("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 1);
        show("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 1234);
        show("{0,choice,-1#negative|0#zero|0<positive}", -5.5);
        show("{0,choice,-1#negative|0#zero|0<positive}", 0.0001);
        show("The disk \"{1}\" contains {0,choice,0#no files|1#one file|1<{0,number,integer} files}.", 42, "MyDisk");
        show("{0,date,yyyy-MM-dd} {0,time,HH:mm:ss} {0,date,EEE, d MMM yyyy}", new Date(1700000000000L));
        show("{0,date} | {0,date,short} | {0,date,long} | {0,date,full} | {0,time} | {0,time,short}", new Date(1000000000000L));
        show("default date {0}", new Date(86400000L * 365));
        show("{ 0 , number , integer }", 3.7);
        show("{0,NUMBER,Integer}", 2.5);
        show("Unclosed {0", "x");
        show("Bad {x}", "x");
        show("Bad {0,foo}", "x");
        show("Bad {-1}", "x");
        show("{0} {1} {2} {3} {4} {5} {6} {7} {8} {9} {10} {11}", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
        show("{0}{0}{0}", 'c', true, 2.5f);
        show("List {0}", Arrays.asList(1, 2, 3));
        show("Nested {0,number,'#'#}", 12);

        MessageFormat mf = new MessageFormat("{0} scored {1,number,#.#} points ({2,number,percent})");
        for (int i = 0; i < 3; i++) {
            System.out.println(mf.format(new Object[] {"Player" + i, i * 10.55, i / 4.0}));
        }
        System.out.println(mf.getFormats().length + " " + (mf.getLocale() != null));
        mf.setFormatByArgumentIndex(1, NumberFormat.getIntegerInstance());
        System.out.println(mf.format(new Object[] {"X", 7.6, 1}));
        StringBuffer sb = new StringBuffer("prefix: ");
        new MessageFormat("{0}-{1}").format(new Object[] {"a", "b"}, sb, new FieldPosition(0));
        System.out.println(sb);

        ChoiceFormat cf = new ChoiceFormat("0#zero|1#one|2#two|2<many");
        ChoiceFormat cf2 = new ChoiceFormat(new double[] {0, 1, ChoiceFormat.nextDouble(1)}, new String[] {"none", "single", "plural"});
        for (double v : new double[] {-1, 0, 0.5, 1, 1.5, 2, 2.0000001, 100}) {
            System.out.print(v + ":" + cf.format(v) + "/" + cf2.format(v) + " ");
        }
        System.out.println();
        System.out.println(cf.toPattern() + " | " + cf2.toPattern() + " | " + new ChoiceFormat("-\u221E<neg|0#zero|0<pos|\u221E#inf").toPattern() + " | " + new ChoiceFormat("1#it''s|2#a|b'|'").toPattern());
        System.out.println(Arrays.toString(cf.getLimits()) + " " + Arrays.toString(cf.getFormats()) + " " + cf.format(3L) + " " + cf.equals(new ChoiceFormat("0#zero|1#one|2#two|2<many")) + " " + cf.hashCode());
        System.out.println(cf.parse("two", new ParsePosition(0)) + " " + cf.parse("xyz", new ParsePosition(0)));
        try {
            new ChoiceFormat("2#two|1#one");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new ChoiceFormat("#x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        String[] names = {"apple", "banana", "cherry"};
        for (int n = 0; n < 4; n++) {
            System.out.println(MessageFormat.format("There {0,choice,0#are no fruits|1#is one fruit: {1}|1<are {0,number,integer} fruits, first {1}}.", n, n > 0 ? names[n - 1] : ""));
        }
    }
}
