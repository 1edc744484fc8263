package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The task gate of the stop 36 experiment: its weights file, its probability, and the extractor
 * that drops the rules' tasks of a message the gate doubts, embedding only messages with a task.
 */
class GatedExtractorTest {
  private static final int DIMENSION = 4;

  /** A four-dimensional embedder whose vector's first dimension is 1 for text with "maybe". */
  private static final class CountingEmbedder implements Embedder {
    final List<String> seen = new ArrayList<>();

    @Override
    public List<float[]> embed(List<String> texts) {
      seen.addAll(texts);
      return texts.stream()
          .map(t -> t.contains("maybe") ? new float[] {1, 0, 0, 0} : new float[] {0, 1, 0, 0})
          .toList();
    }

    @Override
    public int dimension() {
      return DIMENSION;
    }

    @Override
    public String modelId() {
      return "counting";
    }
  }

  /** A gate that doubts text embedded on the first dimension: p = sigmoid(2 - 6 x0). */
  private static TaskGate doubting() {
    double[] w = new double[1 + DIMENSION + TaskGate.RULE_FEATURES];
    w[0] = 2;
    w[1] = -6;
    return new TaskGate(w);
  }

  private static ExtractionInput said(String text) {
    return ExtractionInput.of(
        text,
        ExtractionInput.USER,
        Scope.personal,
        Instant.parse("2026-12-01T10:00:00Z"),
        ZoneOffset.UTC);
  }

  @Test
  void aTaskTheGateDoubtsIsDroppedAndTheRestOfTheExtractionStays() {
    CountingEmbedder embedder = new CountingEmbedder();
    GatedExtractor gated = new GatedExtractor(new RuleBasedExtractor(), embedder, doubting(), 0.5);
    String text = "I will maybe call Priya on Friday.";
    Extraction rules = new RuleBasedExtractor().extract(said(text));
    Extraction x = gated.extract(said(text));
    assertThat(rules.tasks()).isNotEmpty();
    assertThat(x.tasks()).isEmpty();
    assertThat(x.mentions()).isEqualTo(rules.mentions());
    assertThat(x.dates()).isEqualTo(rules.dates());
    assertThat(embedder.seen).containsExactly(text);
  }

  @Test
  void aTaskTheGateTrustsPassesAsTheRulesMadeIt() {
    GatedExtractor gated =
        new GatedExtractor(new RuleBasedExtractor(), new CountingEmbedder(), doubting(), 0.5);
    String text = "I will call Priya on Friday.";
    assertThat(gated.extract(said(text))).isEqualTo(new RuleBasedExtractor().extract(said(text)));
  }

  @Test
  void aMessageWithoutARuleTaskIsNotEmbedded() {
    CountingEmbedder embedder = new CountingEmbedder();
    GatedExtractor gated = new GatedExtractor(new RuleBasedExtractor(), embedder, doubting(), 0.5);
    gated.extract(said("The weather is maybe nice today."));
    assertThat(embedder.seen).isEmpty();
  }

  @Test
  void weightsWrittenAreTheWeightsRead() {
    double[] w = {0.5, -1.25, 0.000001, 3};
    assertThat(TaskGate.parse(TaskGate.format("test", w))).containsExactly(w);
  }

  @Test
  void theShippedGateHasTheBiasAndOneWeightPerFeature() {
    TaskGate gate = TaskGate.shipped();
    double[] x = new double[384 + TaskGate.RULE_FEATURES];
    assertThat(gate.probability(x)).isBetween(0.0, 1.0);
    assertThatThrownBy(() -> gate.probability(new double[3]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theRuleFeaturesSayWhatTheRulesFound() {
    Extraction rules = new RuleBasedExtractor().extract(said("Can you book the dentist?"));
    double[] x = TaskGate.features(new float[DIMENSION], "Can you book the dentist?", rules);
    assertThat(x).hasSize(DIMENSION + TaskGate.RULE_FEATURES);
    assertThat(x[DIMENSION]).isEqualTo(rules.tasks().isEmpty() ? 0 : 1);
    assertThat(x[DIMENSION + 3]).isEqualTo(1); // a question
    assertThat(x[DIMENSION + 4]).isEqualTo(0); // English
  }
}
