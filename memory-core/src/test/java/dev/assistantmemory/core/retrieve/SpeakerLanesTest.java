package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class SpeakerLanesTest {
  private static final IndexFilter CALLER =
      new IndexFilter("alice", Set.of("memory:work"), Scope.personal, Set.of("document"));

  /** A turn: who said it and how well each lane matches it (BM25 score, Lucene cosine score). */
  private record Turn(String speaker, double lexical, double vector) {}

  /**
   * Chunks with speakers; each lane returns the chunks the filter's speakers said (all when it
   * names none), best first, and remembers the filters it was asked with.
   */
  private static final class Spoken extends EmptySearchIndex {
    final Map<String, Turn> turns = new LinkedHashMap<>();
    final List<IndexFilter> asked = new ArrayList<>();

    @Override
    public List<LaneHit> lexical(List<String> terms, IndexFilter filter, int k) {
      return lane(filter, k, true);
    }

    @Override
    public List<LaneHit> lexical(
        List<String> terms, IndexFilter filter, int k, LexicalScoring scoring) {
      return lane(filter, k, true);
    }

    @Override
    public List<LaneHit> vector(float[] vector, IndexFilter filter, int k) {
      return lane(filter, k, false);
    }

    private List<LaneHit> lane(IndexFilter filter, int k, boolean lexical) {
      asked.add(filter);
      List<LaneHit> out = new ArrayList<>();
      turns.forEach(
          (id, t) -> {
            double score = lexical ? t.lexical() : t.vector();
            if (score > 0
                && (filter.speakers().isEmpty() || filter.speakers().contains(t.speaker))) {
              out.add(new LaneHit(id, "conv", out.size(), score));
            }
          });
      out.sort(Comparator.comparingDouble(LaneHit::score).reversed());
      return out.subList(0, Math.min(k, out.size()));
    }
  }

  /**
   * "What activities does Melanie partake in?": Caroline's reactions echo the topic and match best;
   * Melanie's own turns, the answer, match less well and one is past the first lanes' pool of two.
   */
  private static Spoken conversation() {
    Spoken index = new Spoken();
    index.turns.put("chk_echo", new Turn("caroline", 9, 0.90));
    index.turns.put("chk_echo2", new Turn("caroline", 8, 0.88));
    index.turns.put("chk_pottery", new Turn("melanie", 4, 0.80));
    index.turns.put("chk_swim", new Turn("melanie", 3, 0.78));
    return index;
  }

  private static RankingConfig config(double share) {
    return RankingConfig.DEFAULT
        .withExtras(RankingConfig.Extras.NONE)
        .withSpeakerLanes(share, false);
  }

  private static Map<String, Fusion.Candidate> firstFusion(Spoken index, RankingConfig cfg, int k) {
    return Fusion.fuse(
        index.lexical(List.of("activ"), CALLER, k), index.vector(new float[] {1}, CALLER, k), cfg);
  }

  private static List<String> ranked(Map<String, Fusion.Candidate> byId) {
    List<Fusion.Candidate> all = new ArrayList<>(byId.values());
    all.sort(Fusion.ORDER);
    return all.stream().map(c -> c.chunkId).toList();
  }

  @Test
  void theNamedSpeakersOwnTurnsComeBeforeTheOtherSpeakersEchoes() {
    Spoken index = conversation();
    RankingConfig cfg = config(0.75);
    Map<String, Fusion.Candidate> byId = firstFusion(index, cfg, 2);
    assertThat(byId).doesNotContainKeys("chk_pottery", "chk_swim");

    SpeakerLanes.apply(
        byId,
        Set.of("melanie"),
        List.of("activ"),
        new float[] {1},
        index,
        CALLER.sourceChunks(),
        new LexicalScoring(false, 0, -1),
        cfg);

    // From beyond the first pools, Melanie's best turn comes in and leads; her other turn comes in.
    assertThat(ranked(byId).subList(0, 2)).containsExactly("chk_pottery", "chk_echo");
    assertThat(byId).containsKey("chk_swim");
    assertThat(byId.get("chk_pottery").cosine).isCloseTo(0.6, Offset.offset(1e-9));
  }

  @Test
  void theSpeakerLanesNarrowTheCallersFilterAndNeverWidenIt() {
    Spoken index = conversation();
    RankingConfig cfg = config(0.5);
    Map<String, Fusion.Candidate> byId = firstFusion(index, cfg, 10);
    index.asked.clear();

    SpeakerLanes.apply(
        byId,
        Set.of("melanie"),
        List.of("activ"),
        new float[] {1},
        index,
        CALLER.sourceChunks(),
        new LexicalScoring(false, 0, -1),
        cfg);

    assertThat(index.asked).hasSize(2);
    for (IndexFilter f : index.asked) {
      assertThat(f.userId()).isEqualTo("alice");
      assertThat(f.partitions()).containsExactly("memory:work");
      assertThat(f.scope()).isEqualTo(Scope.personal);
      assertThat(f.excludedSourceKinds()).contains("document", "claim", "node");
      assertThat(f.speakers()).containsExactly("melanie");
    }
  }

  @Test
  void aTurnThatLeadsEveryLaneKeepsItsScore() {
    Spoken index = new Spoken();
    index.turns.put("chk_own", new Turn("melanie", 5, 0.9));
    index.turns.put("chk_other", new Turn("caroline", 2, 0.5));
    RankingConfig cfg = config(0.5);
    Map<String, Fusion.Candidate> byId = firstFusion(index, cfg, 10);
    double before = byId.get("chk_own").fused;

    SpeakerLanes.apply(
        byId,
        Set.of("melanie"),
        List.of("activ"),
        new float[] {1},
        index,
        CALLER.sourceChunks(),
        new LexicalScoring(false, 0, -1),
        cfg);

    assertThat(byId.get("chk_own").fused).isCloseTo(before, Offset.offset(1e-9));
    assertThat(byId.get("chk_own").fused)
        .isCloseTo(cfg.lexicalWeight() + cfg.vectorWeight(), Offset.offset(1e-9));
  }

  @Test
  void noNamedSpeakerOrNoShareChangesNothing() {
    for (var c :
        List.of(
            Map.entry(Set.<String>of(), config(0.5)), Map.entry(Set.of("melanie"), config(0)))) {
      Spoken index = conversation();
      Map<String, Fusion.Candidate> byId = firstFusion(index, c.getValue(), 2);
      List<String> before = ranked(byId);
      Map<String, Double> fused = new LinkedHashMap<>();
      byId.forEach((id, cand) -> fused.put(id, cand.fused));
      index.asked.clear();

      SpeakerLanes.apply(
          byId,
          c.getKey(),
          List.of("activ"),
          new float[] {1},
          index,
          CALLER.sourceChunks(),
          new LexicalScoring(false, 0, -1),
          c.getValue());

      assertThat(index.asked).isEmpty();
      assertThat(ranked(byId)).isEqualTo(before);
      byId.forEach((id, cand) -> assertThat(cand.fused).isEqualTo(fused.get(id)));
    }
  }
}
