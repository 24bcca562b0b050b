package apps.lucene;

import apps.common.Harness;
import java.util.SplittableRandom;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LogDocMergePolicy;
import org.apache.lucene.index.SerialMergeScheduler;
import org.apache.lucene.index.Term;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * DaCapo's luindex and lusearch in one run: a corpus of documents is generated (words drawn
 * from a Zipf-like distribution over a generated vocabulary, titles, a category, a year),
 * indexed with the English analyzer into a ByteBuffersDirectory (heap memory), with one
 * merge thread (SerialMergeScheduler) and flushes by document count so that segments do not
 * depend on the JVM's object sizes; some documents are updated and deleted; then term,
 * boolean, phrase, prefix, fuzzy, range and sorted queries parsed by the classic
 * QueryParser run against it. The checksum covers each query's hit count and its top hits
 * (document id and score rounded to 1/1000: BM25 takes Math.log, which may differ from
 * StrictMath in the last bit) in rank order.
 */
public final class Main {
    public static void main(String[] args) throws Exception {
        Harness h = Harness.start("lucene", args);
        int docs = h.pick(30, 250, 2500);
        int queries = h.pick(10, 170, 1700);
        SplittableRandom rnd = new SplittableRandom(0x5EED_0003L);
        String[] vocab = vocabulary(rnd, 6000);
        // Cumulative Zipf weights over the vocabulary (s = 1): rank r has weight 1/(r+1).
        double[] cum = new double[vocab.length];
        double sum = 0;
        for (int r = 0; r < vocab.length; r++) {
            sum += 1.0 / (r + 1);
            cum[r] = sum;
        }

        Analyzer analyzer = new EnglishAnalyzer();
        ByteBuffersDirectory dir = new ByteBuffersDirectory();
        IndexWriterConfig cfg = new IndexWriterConfig(analyzer);
        cfg.setMergeScheduler(new SerialMergeScheduler());
        cfg.setMergePolicy(new LogDocMergePolicy());
        cfg.setMaxBufferedDocs(1000);
        cfg.setRAMBufferSizeMB(IndexWriterConfig.DISABLE_AUTO_FLUSH);
        cfg.setCommitOnClose(true);
        try (IndexWriter w = new IndexWriter(dir, cfg)) {
            for (int i = 0; i < docs; i++) {
                w.addDocument(document(rnd, vocab, cum, sum, i));
            }
            // Updates and deletes: a tenth of the documents rewritten, a fiftieth removed.
            for (int i = 0; i < docs / 10; i++) {
                int id = rnd.nextInt(docs);
                w.updateDocument(new Term("id", id(id)), document(rnd, vocab, cum, sum, id));
            }
            for (int i = 0; i < docs / 50; i++) {
                w.deleteDocuments(new Term("id", id(rnd.nextInt(docs))));
            }
            w.commit();
        }

        try (DirectoryReader reader = DirectoryReader.open(dir)) {
            h.add(reader.numDocs());
            IndexSearcher searcher = new IndexSearcher(reader);
            QueryParser parser = new QueryParser("body", analyzer);
            Sort byYear = new Sort(new SortField("year", SortField.Type.INT, true),
                new SortField("id", SortField.Type.STRING));
            for (int q = 0; q < queries; q++) {
                Query query = query(rnd, vocab, cum, sum, parser);
                TopDocs top = q % 7 == 6 ? searcher.search(query, 10, byYear) : searcher.search(query, 10);
                h.add(query.toString());
                h.add(top.totalHits.value);
                for (ScoreDoc sd : top.scoreDocs) {
                    h.add(searcher.doc(sd.doc).get("id") + " " + Math.round(sd.score * 1000.0));
                }
            }
        }
        h.finish();
    }

    private static String id(int i) {
        return String.format(java.util.Locale.ROOT, "doc%07d", i);
    }

    private static String[] vocabulary(SplittableRandom rnd, int n) {
        String consonants = "bcdfghjklmnprstvwz", vowels = "aeiou";
        java.util.TreeSet<String> seen = new java.util.TreeSet<>();
        String[] out = new String[n];
        int k = 0;
        while (k < n) {
            StringBuilder sb = new StringBuilder();
            int syl = 1 + rnd.nextInt(4);
            for (int s = 0; s < syl; s++) {
                sb.append(consonants.charAt(rnd.nextInt(consonants.length())));
                sb.append(vowels.charAt(rnd.nextInt(vowels.length())));
                if (rnd.nextInt(3) == 0) {
                    sb.append(consonants.charAt(rnd.nextInt(consonants.length())));
                }
            }
            if (rnd.nextInt(5) == 0) {
                sb.append(rnd.nextBoolean() ? "ing" : "ed");
            }
            if (seen.add(sb.toString())) {
                out[k++] = sb.toString();
            }
        }
        return out;
    }

    private static String word(SplittableRandom rnd, String[] vocab, double[] cum, double sum) {
        double x = rnd.nextDouble() * sum;
        int lo = 0, hi = cum.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cum[mid] < x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return vocab[lo];
    }

    private static Document document(SplittableRandom rnd, String[] vocab, double[] cum, double sum, int i) {
        Document doc = new Document();
        doc.add(new StringField("id", id(i), Field.Store.YES));
        StringBuilder title = new StringBuilder();
        for (int t = 0, n = 3 + rnd.nextInt(6); t < n; t++) {
            title.append(t == 0 ? "" : " ").append(word(rnd, vocab, cum, sum));
        }
        doc.add(new TextField("title", title.toString(), Field.Store.YES));
        StringBuilder body = new StringBuilder();
        for (int s = 0, n = 3 + rnd.nextInt(20); s < n; s++) {
            for (int t = 0, m = 4 + rnd.nextInt(14); t < m; t++) {
                String wd = word(rnd, vocab, cum, sum);
                body.append(t == 0 ? Character.toUpperCase(wd.charAt(0)) + wd.substring(1) : wd);
                body.append(t == m - 1 ? ". " : rnd.nextInt(9) == 0 ? ", " : " ");
            }
        }
        doc.add(new TextField("body", body.toString(), Field.Store.NO));
        doc.add(new StringField("category", "cat" + rnd.nextInt(20), Field.Store.YES));
        int year = 1950 + rnd.nextInt(75);
        doc.add(new IntPoint("year", year));
        doc.add(new NumericDocValuesField("year", year));
        doc.add(new StoredField("year", year));
        doc.add(new org.apache.lucene.document.SortedDocValuesField("id",
            new org.apache.lucene.util.BytesRef(id(i))));
        return doc;
    }

    private static Query query(SplittableRandom rnd, String[] vocab, double[] cum, double sum,
                               QueryParser parser) throws Exception {
        String a = word(rnd, vocab, cum, sum), b = word(rnd, vocab, cum, sum), c = word(rnd, vocab, cum, sum);
        switch (rnd.nextInt(8)) {
            case 0: return parser.parse(a);
            case 1: return parser.parse(a + " " + b + " " + c);
            case 2: return parser.parse("+" + a + " +" + b);
            case 3: return parser.parse("\"" + a + " " + b + "\"~2");
            case 4: return parser.parse(a.substring(0, Math.min(3, a.length())) + "*");
            case 5: return parser.parse(b + "~1");
            case 6: return parser.parse("title:" + a + " OR (" + b + " -" + c + ")");
            default: {
                int from = 1950 + rnd.nextInt(60);
                return new BooleanQuery.Builder()
                    .add(parser.parse(a + " " + b), BooleanClause.Occur.MUST)
                    .add(IntPoint.newRangeQuery("year", from, from + 15), BooleanClause.Occur.FILTER)
                    .build();
            }
        }
    }
}
