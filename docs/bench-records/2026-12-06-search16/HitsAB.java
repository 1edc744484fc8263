import java.lang.management.*;
import java.lang.reflect.Method;
import java.nio.file.*;
import java.util.*;
import org.apache.lucene.index.*;
import org.apache.lucene.search.*;
import org.apache.lucene.store.FSDirectory;

/** Stop 34 search16: Searchers.hits before (three doc-values iterators a hit) and after (per segment, in doc order), same JVM, alternated, on shuffled score docs of the 10k index. */
public class HitsAB {
  static List<Object> old(IndexSearcher searcher, ScoreDoc[] scoreDocs) throws Exception {
    List<Object> hits = new ArrayList<>(scoreDocs.length);
    List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
    for (ScoreDoc sd : scoreDocs) {
      LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(sd.doc, leaves));
      int doc = sd.doc - leaf.docBase;
      BinaryDocValues ids = DocValues.getBinary(leaf.reader(), "id");
      BinaryDocValues groups = DocValues.getBinary(leaf.reader(), "group");
      NumericDocValues positions = DocValues.getNumeric(leaf.reader(), "position");
      String id = ids.advanceExact(doc) ? ids.binaryValue().utf8ToString() : null;
      String group = groups.advanceExact(doc) ? groups.binaryValue().utf8ToString() : null;
      int position = positions.advanceExact(doc) ? (int) positions.longValue() : 0;
      hits.add(new dev.assistantmemory.core.index.LaneHit(id, group, position, sd.score));
    }
    return hits;
  }

  public static void main(String[] a) throws Exception {
    Method neu = Class.forName("dev.assistantmemory.index.lucene.Searchers").getDeclaredMethod("hits", IndexSearcher.class, ScoreDoc[].class);
    neu.setAccessible(true);
    try (DirectoryReader r = DirectoryReader.open(FSDirectory.open(Path.of(a[0])))) {
      IndexSearcher s = new IndexSearcher(r);
      System.out.println("segments " + r.leaves().size() + ", docs " + r.numDocs() + ", fields " + r.leaves().get(0).reader().getFieldInfos().size());
      Random rnd = new Random(1);
      List<ScoreDoc[]> sets = new ArrayList<>();
      int k = Integer.parseInt(a[1]);
      for (int i = 0; i < 500; i++) {
        ScoreDoc[] sd = new ScoreDoc[k];
        for (int j = 0; j < k; j++) sd[j] = new ScoreDoc(rnd.nextInt(r.maxDoc()), rnd.nextFloat());
        sets.add(sd);
      }
      int differ = 0;
      for (ScoreDoc[] sd : sets) if (!old(s, sd).equals(neu.invoke(null, s, sd))) differ++;
      System.out.println("sets " + sets.size() + " of " + k + " docs, old and new differ on " + differ);
      ThreadMXBean mx = ManagementFactory.getThreadMXBean();
      for (int round = 0; round < 12; round++) {
        for (int impl = 0; impl < 2; impl++) {
          long c0 = mx.getCurrentThreadCpuTime();
          for (ScoreDoc[] sd : sets) { if (impl == 0) old(s, sd); else neu.invoke(null, s, sd); }
          System.out.printf("round %d %s: CPU %.1f us per %d hits%n", round, impl == 0 ? "old" : "new", (mx.getCurrentThreadCpuTime() - c0) / 1e3 / sets.size(), k);
        }
      }
    }
  }
}
