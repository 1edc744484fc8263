import dev.assistantmemory.core.access.*;
import dev.assistantmemory.core.retrieve.*;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.MemoryApplication;
import java.lang.management.*;
import java.nio.file.*;
import java.util.*;
import tools.jackson.databind.*;
import tools.jackson.databind.json.JsonMapper;

/** CPU time of the speaker-name lookup (SearchService.embeddedQuery) per LoCoMo question. */
public class LookupCost {
  public static void main(String[] a) throws Exception {
    var cfg = Class.forName("dev.assistantmemory.bench.BenchApp").getDeclaredMethod("config", Path.class, String.class, Map.class);
    cfg.setAccessible(true);
    Object c = cfg.invoke(null, Path.of(a[0]), "all-minilm-l6-v2-q", Map.of(dev.assistantmemory.server.config.Setting.EXTRACTION, "off"));
    JsonNode root = JsonMapper.builder().build().readTree(Path.of(a[1]).toFile());
    List<SearchRequest> reqs = new ArrayList<>();
    for (JsonNode s : root) {
      String id = s.path("sample_id").asString();
      for (JsonNode q : s.path("qa")) {
        reqs.add(new SearchRequest(ReadScope.of(id, null, AccessScope.partition), q.path("question").asString(), 10, Scope.personal, Set.of(), null));
      }
    }
    RankingConfig on = RankingConfig.DEFAULT.withSpeakerNamesOut(QuerySpeakers.Out.VECTOR_AND_LEXICAL);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    try (MemoryApplication app = new MemoryApplication((dev.assistantmemory.server.config.MemoryConfig) c).startBackground()) {
      int changed = 0;
      for (int round = 0; round < 4; round++) {
        long cpu0 = mx.getCurrentThreadCpuTime(), wall0 = System.nanoTime();
        changed = 0;
        for (SearchRequest r : reqs) {
          if (!app.search().embeddedQuery(r, on).equals(r.query())) changed++;
        }
        long cpu = mx.getCurrentThreadCpuTime() - cpu0, wall = System.nanoTime() - wall0;
        System.out.printf("round %d: %d questions, %d changed, CPU %.1f us/question, wall %.1f us/question%n", round, reqs.size(), changed, cpu / 1e3 / reqs.size(), wall / 1e3 / reqs.size());
      }
    }
  }
}
