import java.io.*;
import java.util.*;

/** java.io readers and tokenizers programs use (issue 16): StreamTokenizer, LineNumberReader, PushbackReader, char-array streams, SequenceInputStream. */
public class LibIo {
    static String tokens(StreamTokenizer st) throws IOException {
        StringBuilder sb = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            switch (st.ttype) {
                case StreamTokenizer.TT_NUMBER: sb.append("N(").append(st.nval).append(')'); break;
                case StreamTokenizer.TT_WORD: sb.append("W(").append(st.sval).append(')'); break;
                case StreamTokenizer.TT_EOL: sb.append("EOL"); break;
                default:
                    if (st.sval != null) sb.append("Q").append((char) st.ttype).append(st.sval).append((char) st.ttype);
                    else sb.append("C(").append((char) st.ttype).append(')');
            }
            sb.append(' ');
        }
        return sb.append("| lines ").append(st.lineno()).toString();
    }

    public static void main(String[] args) throws IOException {
        String src = "int x = -42.5e3 + y_1; // comment\n/ slash\n'single' \"dou\\\"ble\\n\" \"oct\\101\\7x\" -.5 - 3.14.15 a-b\r\nlast word 007 \u00e9t\u00e9";
        System.out.println(tokens(new StreamTokenizer(new StringReader(src))));
        StreamTokenizer st = new StreamTokenizer(new StringReader(src));
        st.eolIsSignificant(true);
        st.slashSlashComments(true);
        st.ordinaryChar('.');
        st.wordChars('_', '_');
        st.lowerCaseMode(true);
        System.out.println(tokens(st));
        StreamTokenizer c = new StreamTokenizer(new StringReader("a /* block\n comment */ b // line\n c"));
        c.slashStarComments(true);
        c.slashSlashComments(true);
        System.out.println(tokens(c));
        StreamTokenizer r = new StreamTokenizer(new StringReader("k=v, k2 = 17;"));
        r.resetSyntax();
        r.wordChars('a', 'z');
        r.wordChars('0', '9');
        r.whitespaceChars(' ', ' ');
        System.out.println(tokens(r));
        StreamTokenizer p = new StreamTokenizer(new StringReader("12 34 x"));
        p.nextToken();
        p.pushBack();
        p.nextToken();
        System.out.println(p + " " + p.nval);
        p.nextToken();
        p.nextToken();
        System.out.println(p);
        p.nextToken();
        System.out.println(p);
        // the competitive-programming idiom
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new StringReader("5\n3 1 4 1 5\n")));
        in.nextToken();
        int n = (int) in.nval;
        long sum = 0;
        for (int i = 0; i < n; i++) { in.nextToken(); sum += (long) in.nval; }
        System.out.println("n=" + n + " sum=" + sum);

        for (String text : new String[] {"one\ntwo\r\nthree\rfour", "a\nb\n", "", "x"}) {
            LineNumberReader lr = new LineNumberReader(new StringReader(text));
            StringBuilder sb = new StringBuilder();
            String line;
            while ((line = lr.readLine()) != null) sb.append(lr.getLineNumber()).append(':').append(line).append(' ');
            LineNumberReader cr = new LineNumberReader(new StringReader(text));
            int ch;
            StringBuilder chars = new StringBuilder();
            while ((ch = cr.read()) != -1) chars.append(ch == '\n' ? "\\n" : String.valueOf((char) ch));
            LineNumberReader br = new LineNumberReader(new StringReader(text));
            char[] buf = new char[3];
            while (br.read(buf, 0, 3) != -1) { }
            System.out.println(sb + "| " + chars + " " + cr.getLineNumber() + " " + br.getLineNumber());
        }
        LineNumberReader set = new LineNumberReader(new StringReader("a\nb"));
        set.setLineNumber(100);
        set.readLine();
        System.out.println(set.getLineNumber() + " " + set.skip(1) + " " + set.getLineNumber());

        PushbackReader pr = new PushbackReader(new StringReader("hello"), 3);
        int first = pr.read();
        pr.unread(first);
        pr.unread(new char[] {'x', 'y'});
        char[] got = new char[10];
        int k = pr.read(got, 0, 10);
        System.out.println(new String(got, 0, k) + " " + pr.read() + " " + pr.ready());
        try { pr.unread(new char[4]); } catch (IOException e) { System.out.println(e.getMessage()); }

        CharArrayWriter w = new CharArrayWriter(2);
        w.write("abc");
        w.append('d').append("efg", 1, 3).write(new char[] {'!', '?'}, 1, 1);
        w.write(65);
        System.out.println(w + " " + w.size() + " " + Arrays.toString(w.toCharArray()));
        StringWriter sw = new StringWriter();
        w.writeTo(sw);
        w.reset();
        System.out.println(sw + " [" + w + "]");
        CharArrayReader car = new CharArrayReader("0123456789".toCharArray(), 2, 5);
        System.out.print((char) car.read());
        car.mark(0);
        System.out.print((char) car.read() + " skip " + car.skip(10));
        car.reset();
        char[] cb = new char[8];
        System.out.println(" " + car.read(cb, 0, 8) + " " + new String(cb, 0, 3) + " " + car.read() + " " + car.ready());

        SequenceInputStream seq = new SequenceInputStream(new ByteArrayInputStream("abc".getBytes()), new ByteArrayInputStream("def".getBytes()));
        byte[] bb = new byte[10];
        int r1 = seq.read(bb, 0, 10);
        int r2 = seq.read(bb, r1, 10 - r1);
        System.out.println(r1 + " " + r2 + " " + new String(bb, 0, r1 + r2) + " " + seq.read());
        Vector<InputStream> parts = new Vector<>();
        for (String s : new String[] {"x", "", "yz"}) parts.add(new ByteArrayInputStream(s.getBytes()));
        SequenceInputStream s2 = new SequenceInputStream(parts.elements());
        StringBuilder all = new StringBuilder();
        int b;
        while ((b = s2.read()) != -1) all.append((char) b);
        System.out.println(all);
    }
}
