import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.model.Scope;
import java.lang.management.*;
import java.lang.reflect.Method;
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
import org.apache.lucene.index.*;
import org.apache.lucene.search.*;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import tools.jackson.databind.*;
import tools.jackson.databind.json.JsonMapper;

/** Stop 34 search16: the speaker lookup, one query per word (stop 33) against one filter weight per question, same JVM, alternated; checks the two agree on every question. */
public class SpeakerLookupAB {
  static final Pattern CAP = Pattern.compile("(?<![\\p{L}\\p{N}'’])(\\p{Lu}[\\p{L}\\p{N}]*)(['’]s)?(?![\\p{L}\\p{N}])");
  static final Pattern FIRST = Pattern.compile("^\\P{L}*[\\p{L}\\p{N}]+");
  static Method of, fq;

  static Query filter(IndexFilter f) throws Exception {
    return (Query) fq.invoke(of.invoke(null, f.sourceChunks()));
  }

  static Set<String> old(IndexSearcher s, Collection<String> words, IndexFilter f) throws Exception {
    Set<String> found = new LinkedHashSet<>();
    Query admitted = filter(f);
    for (String w : words) {
      Query q = new BooleanQuery.Builder().add(new TermQuery(new Term("speaker", w)), BooleanClause.Occur.MUST).add(admitted, BooleanClause.Occur.FILTER).build();
      Weight weight = s.createWeight(s.rewrite(q), ScoreMode.COMPLETE_NO_SCORES, 1f);
      outer:
      for (LeafReaderContext leaf : s.getIndexReader().leaves()) {
        Scorer sc = weight.scorer(leaf);
        if (sc == null) continue;
        Bits live = leaf.reader().getLiveDocs();
        DocIdSetIterator it = sc.iterator();
        for (int d = it.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = it.nextDoc()) {
          if (live == null || live.get(d)) { found.add(w); break outer; }
        }
      }
    }
    return found;
  }

  static Set<String> neu(IndexSearcher s, Collection<String> words, IndexFilter f) throws Exception {
    Set<String> left = new LinkedHashSet<>(words), found = new LinkedHashSet<>();
    Weight admitted = null;
    for (LeafReaderContext leaf : s.getIndexReader().leaves()) {
      if (left.isEmpty()) break;
      Terms terms = leaf.reader().terms("speaker");
      if (terms == null) continue;
      TermsEnum te = terms.iterator();
      Bits live = leaf.reader().getLiveDocs();
      for (Iterator<String> it = left.iterator(); it.hasNext(); ) {
        String w = it.next();
        if (!te.seekExact(new BytesRef(w))) continue;
        if (admitted == null) admitted = s.createWeight(s.rewrite(filter(f)), ScoreMode.COMPLETE_NO_SCORES, 1f);
        Scorer in = admitted.scorer(leaf);
        if (in == null) break;
        DocIdSetIterator both = ConjunctionUtils.intersectIterators(List.of(te.postings(null, PostingsEnum.NONE), in.iterator()));
        for (int d = both.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = both.nextDoc()) {
          if (live == null || live.get(d)) { found.add(w); it.remove(); break; }
        }
      }
    }
    return found;
  }

  public static void main(String[] a) throws Exception {
    Class<?> fields = Class.forName("dev.assistantmemory.index.lucene.ReadFilters$Fields");
    of = fields.getDeclaredMethod("of", IndexFilter.class); of.setAccessible(true);
    fq = fields.getDeclaredMethod("filterQuery"); fq.setAccessible(true);
    JsonNode root = JsonMapper.builder().build().readTree(Path.of(a[1]).toFile());
    List<IndexFilter> filters = new ArrayList<>();
    List<List<String>> words = new ArrayList<>();
    for (JsonNode smp : root) {
      String id = smp.path("sample_id").asString();
      for (JsonNode q : smp.path("qa")) {
        String text = q.path("question").asString();
        Matcher first = FIRST.matcher(text);
        int start = first.lookingAt() ? first.end() : 0;
        Matcher m = CAP.matcher(text);
        Set<String> ws = new LinkedHashSet<>();
        while (m.find(start)) { if (!"I".equals(m.group(1))) ws.add(m.group(1).toLowerCase(Locale.ROOT)); start = m.end(); }
        filters.add(new IndexFilter(id, Set.of(), Scope.personal, Set.of()));
        words.add(new ArrayList<>(ws));
      }
    }
    // Words of another sample's questions too, so names that speak only in another user's memory are asked.
    List<List<String>> mixed = new ArrayList<>();
    for (int i = 0; i < words.size(); i++) {
      List<String> w = new ArrayList<>(words.get(i));
      w.addAll(words.get((i + 200) % words.size()));
      mixed.add(w);
    }
    try (DirectoryReader r = DirectoryReader.open(FSDirectory.open(Path.of(a[0])))) {
      IndexSearcher s = new IndexSearcher(r);
      System.out.println("segments " + r.leaves().size() + ", docs " + r.numDocs());
      int differ = 0, foundAny = 0;
      for (int i = 0; i < words.size(); i++) {
        Set<String> x = old(s, mixed.get(i), filters.get(i)), y = neu(s, mixed.get(i), filters.get(i));
        if (!x.equals(y)) differ++;
        if (!y.isEmpty()) foundAny++;
      }
      System.out.println("questions " + words.size() + ", with a speaker found " + foundAny + ", old and new differ on " + differ);
      ThreadMXBean mx = ManagementFactory.getThreadMXBean();
      int rounds = Integer.parseInt(a.length > 2 ? a[2] : "20");
      for (int round = 0; round < rounds; round++) {
        for (int impl = 0; impl < 2; impl++) {
          long c0 = mx.getCurrentThreadCpuTime();
          int n = 0;
          for (int i = 0; i < words.size(); i++) {
            n += (impl == 0 ? old(s, words.get(i), filters.get(i)) : neu(s, words.get(i), filters.get(i))).size();
          }
          long c = mx.getCurrentThreadCpuTime() - c0;
          System.out.printf("round %d %s: CPU %.1f us/question (%d found)%n", round, impl == 0 ? "old" : "new", c / 1e3 / words.size(), n);
        }
      }
    }
  }
}
