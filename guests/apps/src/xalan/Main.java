package apps.xalan;

import apps.common.Harness;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import javax.xml.transform.Templates;
import javax.xml.transform.Transformer;
import javax.xml.transform.sax.SAXSource;
import javax.xml.transform.stream.StreamResult;
import org.xml.sax.InputSource;

/**
 * DaCapo's xalan: XSLT transforms with Xalan-J's interpretive processor
 * (org.apache.xalan.processor, not XSLTC), parsing with Xerces-J. Both are named
 * explicitly, so that neither the JDK's built-in copies nor service lookup choose them.
 * The driver generates product-catalogue documents (nested elements, attributes, text)
 * and three stylesheets (an HTML report using keys, grouping and sorting; a flattening
 * to CSV-like text with string functions; an identity-with-changes copy), compiles each
 * once, and transforms every document with every stylesheet for several rounds. The
 * checksum covers every output's bytes in order.
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        Harness h = Harness.start("xalan", args);
        int documents = h.pick(2, 10, 50);
        int products = h.pick(30, 100, 100);
        int rounds = h.pick(1, 1, 1);
        SplittableRandom rnd = new SplittableRandom(0x5EED_0004L);

        org.apache.xalan.processor.TransformerFactoryImpl factory =
            new org.apache.xalan.processor.TransformerFactoryImpl();
        String[] sheets = {REPORT, FLATTEN, COPY};
        Templates[] templates = new Templates[sheets.length];
        for (int i = 0; i < sheets.length; i++) {
            templates[i] = factory.newTemplates(source(sheets[i].getBytes(StandardCharsets.UTF_8)));
        }
        byte[][] docs = new byte[documents][];
        for (int d = 0; d < documents; d++) {
            docs[d] = catalogue(rnd, d, products).getBytes(StandardCharsets.UTF_8);
        }
        org.apache.xerces.jaxp.DocumentBuilderFactoryImpl dbf = new org.apache.xerces.jaxp.DocumentBuilderFactoryImpl();
        dbf.setNamespaceAware(true);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int r = 0; r < rounds; r++) {
            for (int d = 0; d < documents; d++) {
                // Odd documents are parsed once into a Xerces DOM that all three transforms
                // read (through Xalan's DOM2DTM); even ones are parsed by SAX per transform.
                org.w3c.dom.Document dom = d % 2 == 1
                    ? dbf.newDocumentBuilder().parse(new ByteArrayInputStream(docs[d])) : null;
                for (Templates t : templates) {
                    Transformer tr = t.newTransformer();
                    tr.setParameter("round", Integer.toString(r));
                    out.reset();
                    tr.transform(dom != null ? new javax.xml.transform.dom.DOMSource(dom) : source(docs[d]),
                        new StreamResult(out));
                    h.add(out.size());
                    h.add(out.toByteArray());
                }
            }
        }
        h.finish();
    }

    private static SAXSource source(byte[] xml) {
        return new SAXSource(new org.apache.xerces.parsers.SAXParser(),
            new InputSource(new ByteArrayInputStream(xml)));
    }

    private static final String[] ADJ = {"red", "small", "heavy", "bright", "quiet", "rapid",
        "smooth", "round", "solid", "clever", "ancient", "modern"};
    private static final String[] NOUN = {"widget", "gadget", "lamp", "chair", "kettle", "drill",
        "valve", "panel", "router", "saddle", "bucket", "lens", "pump", "gear"};
    private static final String[] CATEGORY = {"tools", "home", "garden", "office", "outdoor",
        "kitchen", "lighting", "plumbing"};

    private static String catalogue(SplittableRandom rnd, int d, int products) {
        StringBuilder sb = new StringBuilder(products * 400);
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<catalogue id=\"c").append(d).append("\" currency=\"EUR\">\n");
        for (int s = 0; s < 12; s++) {
            sb.append(" <supplier sid=\"s").append(s).append("\" country=\"")
              .append(CATEGORY[(s * 5 + d) % CATEGORY.length].toUpperCase(java.util.Locale.ROOT)).append("\">Supplier &amp; Co ")
              .append(s).append("</supplier>\n");
        }
        for (int p = 0; p < products; p++) {
            String name = ADJ[rnd.nextInt(ADJ.length)] + " " + NOUN[rnd.nextInt(NOUN.length)];
            sb.append(" <product pid=\"p").append(d).append('-').append(p)
              .append("\" category=\"").append(CATEGORY[rnd.nextInt(CATEGORY.length)])
              .append("\" supplier=\"s").append(rnd.nextInt(12)).append("\">\n");
            sb.append("  <name>").append(name).append("</name>\n");
            sb.append("  <price>").append(100 + rnd.nextInt(99900)).append("</price>\n");
            sb.append("  <stock>").append(rnd.nextInt(500)).append("</stock>\n");
            sb.append("  <description>");
            for (int w = 0, n = 8 + rnd.nextInt(30); w < n; w++) {
                sb.append(w == 0 ? "" : " ").append(rnd.nextBoolean() ? ADJ[rnd.nextInt(ADJ.length)]
                    : NOUN[rnd.nextInt(NOUN.length)]);
                if (rnd.nextInt(12) == 0) {
                    sb.append(" <em>").append(NOUN[rnd.nextInt(NOUN.length)]).append("</em>");
                }
            }
            sb.append("</description>\n");
            for (int r = 0, n = rnd.nextInt(5); r < n; r++) {
                sb.append("  <review stars=\"").append(1 + rnd.nextInt(5)).append("\" by=\"u")
                  .append(rnd.nextInt(1000)).append("\">")
                  .append(ADJ[rnd.nextInt(ADJ.length)]).append(" and ").append(ADJ[rnd.nextInt(ADJ.length)])
                  .append("</review>\n");
            }
            sb.append(" </product>\n");
        }
        sb.append("</catalogue>\n");
        return sb.toString();
    }

    /** HTML report: keys, grouping by category (Muenchian), sorting, aggregates. */
    private static final String REPORT = String.join("\n",
        "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">",
        "<xsl:output method=\"html\" indent=\"no\"/>",
        "<xsl:param name=\"round\" select=\"0\"/>",
        "<xsl:key name=\"by-cat\" match=\"product\" use=\"@category\"/>",
        "<xsl:key name=\"supplier\" match=\"supplier\" use=\"@sid\"/>",
        "<xsl:template match=\"/catalogue\">",
        " <html><head><title>Catalogue <xsl:value-of select=\"@id\"/> round <xsl:value-of select=\"$round\"/></title></head><body>",
        " <xsl:for-each select=\"product[generate-id() = generate-id(key('by-cat', @category)[1])]\">",
        "  <xsl:sort select=\"@category\"/>",
        "  <xsl:variable name=\"group\" select=\"key('by-cat', @category)\"/>",
        "  <h2><xsl:value-of select=\"@category\"/> (<xsl:value-of select=\"count($group)\"/>)</h2>",
        "  <p>total <xsl:value-of select=\"sum($group/price)\"/>, stock <xsl:value-of select=\"sum($group/stock)\"/>,",
        "   mean stars <xsl:value-of select=\"round(10 * sum($group/review/@stars) div (count($group/review) + 1))\"/></p>",
        "  <table>",
        "  <xsl:for-each select=\"$group\">",
        "   <xsl:sort select=\"price\" data-type=\"number\" order=\"descending\"/>",
        "   <xsl:sort select=\"@pid\"/>",
        "   <xsl:if test=\"position() &lt;= 25\">",
        "    <tr class=\"{substring('oddeven', 1 + 3 * (position() mod 2), 4)}\">",
        "     <td><xsl:number value=\"position()\" format=\"1.\"/></td>",
        "     <td><xsl:value-of select=\"translate(name, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')\"/></td>",
        "     <td><xsl:value-of select=\"floor(price div 100)\"/>.<xsl:value-of select=\"substring(concat('0', price mod 100), string-length(concat('0', price mod 100)) - 1)\"/></td>",
        "     <td><xsl:value-of select=\"key('supplier', @supplier)\"/></td>",
        "     <td><xsl:apply-templates select=\"description\"/></td>",
        "    </tr>",
        "   </xsl:if>",
        "  </xsl:for-each>",
        "  </table>",
        " </xsl:for-each>",
        " </body></html>",
        "</xsl:template>",
        "<xsl:template match=\"em\"><b><xsl:value-of select=\".\"/></b></xsl:template>",
        "</xsl:stylesheet>");

    /** Text flattening: one line per review, string functions, conditional output. */
    private static final String FLATTEN = String.join("\n",
        "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">",
        "<xsl:output method=\"text\"/>",
        "<xsl:param name=\"round\" select=\"0\"/>",
        "<xsl:template match=\"/\">",
        " <xsl:for-each select=\"//review\">",
        "  <xsl:sort select=\"@by\"/>",
        "  <xsl:sort select=\"../@pid\"/>",
        "  <xsl:value-of select=\"concat(@by, ';', ../@pid, ';', @stars, ';', normalize-space(../name), ';',",
        "     string-length(../description), ';', contains(., 'quiet'), ';', substring-before(., ' and'))\"/>",
        "  <xsl:choose>",
        "   <xsl:when test=\"@stars &gt;= 4 and ../stock &gt; 100\">;hot</xsl:when>",
        "   <xsl:when test=\"@stars &lt;= 2\">;cold</xsl:when>",
        "   <xsl:otherwise>;warm</xsl:otherwise>",
        "  </xsl:choose>",
        "  <xsl:text>&#10;</xsl:text>",
        " </xsl:for-each>",
        "</xsl:template>",
        "</xsl:stylesheet>");

    /** Copy with changes: identity template, attribute rewriting, element renaming, filtering. */
    private static final String COPY = String.join("\n",
        "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">",
        "<xsl:output method=\"xml\" indent=\"yes\" encoding=\"UTF-8\"/>",
        "<xsl:param name=\"round\" select=\"0\"/>",
        "<xsl:template match=\"@*|node()\"><xsl:copy><xsl:apply-templates select=\"@*|node()\"/></xsl:copy></xsl:template>",
        "<xsl:template match=\"product[stock = 0]\"/>",
        "<xsl:template match=\"product\">",
        " <item id=\"{@pid}\" value=\"{price * stock}\" round=\"{$round}\">",
        "  <xsl:apply-templates select=\"@category|name|review\"/>",
        "  <words><xsl:value-of select=\"string-length(normalize-space(description)) - string-length(translate(normalize-space(description), ' ', '')) + 1\"/></words>",
        " </item>",
        "</xsl:template>",
        "<xsl:template match=\"review[@stars = 1]\"><complaint><xsl:value-of select=\"@by\"/></complaint></xsl:template>",
        "<xsl:template match=\"supplier\"/>",
        "</xsl:stylesheet>");
}
