package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.extract.pos.EnglishTagger;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The part-of-speech fallback for English intentions the surface rules do not read. */
class TaggedIntentionsTest {

  private static final LocalDate DAY = LocalDate.of(2026, 6, 3); // a Wednesday

  private static List<TaskCandidate> read(String sentence) {
    List<TaskCandidate> out = new ArrayList<>();
    TaggedIntentions.find(
        sentence,
        DAY,
        Dates.find(sentence, DAY, Lang.EN),
        Names.find(sentence, Text.sentences(sentence)),
        out);
    return out;
  }

  @Test
  void aReportedFirstPersonIntentionIsTheUsersTask() {
    assertThat(read("I said I'd organise the card and collection."))
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "organise the card and collection", Extraction.SELF));
  }

  @Test
  void sheAfterANameIsThatPersonsTaskWithItsDay() {
    List<TaskCandidate> tasks = read("Zara said she'd have the prototype ready by Friday.");
    assertThat(tasks).hasSize(1);
    assertThat(tasks.get(0).label()).isEqualTo("have the prototype ready");
    assertThat(tasks.get(0).owner()).isEqualTo("Zara");
    assertThat(tasks.get(0).due()).isEqualTo(LocalDate.of(2026, 6, 5));
  }

  @Test
  void aPresentParticipleWithAComingDayIsAPlanAndTheVerbIsLemmatised() {
    List<TaskCandidate> tasks = read("Saturday I'm finally putting up the christmas lights.");
    assertThat(tasks)
        .extracting(TaskCandidate::label)
        .containsExactly("put up the christmas lights");
    assertThat(tasks.get(0).due()).isEqualTo(LocalDate.of(2026, 6, 6));
  }

  @Test
  void negatedHedgedBareAndWishfulClausesAreNoTasks() {
    assertThat(read("I won't call the plumber tomorrow.")).isEmpty();
    assertThat(read("Maybe I'll learn Spanish one day, who knows.")).isEmpty();
    assertThat(read("He hasn't decided, I'll see.")).isEmpty();
    assertThat(read("I want to run a marathon this year.")).isEmpty(); // a goal
    assertThat(read("Should I call the bank tomorrow?")).isEmpty();
    assertThat(read("I'm meeting Olivia next Tuesday.")).isEmpty(); // an occasion
  }

  @Test
  void theExtractorReadsTheIntentionByDefault() {
    var in =
        dev.assistantmemory.core.extract.ExtractionInput.of(
            "Dev's leaving do is on 2 October. I said I'd organise the card and collection.",
            "user",
            dev.assistantmemory.model.Scope.personal,
            java.time.Instant.parse("2026-09-20T10:00:00Z"),
            java.time.ZoneOffset.UTC);
    assertThat(new RuleBasedExtractor().extract(in).tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .contains(
            org.assertj.core.groups.Tuple.tuple(
                "organise the card and collection", Extraction.SELF));
  }

  @Test
  void aSentenceWithoutAModalIsNeverTagged() {
    assertThat(TaggedIntentions.mayHold("Lovely weather in Leeds today.", List.of(), DAY))
        .isFalse();
    assertThat(TaggedIntentions.mayHold("Tom's going to fix it.", List.of(), DAY)).isTrue();
  }

  @Test
  void taggingIsSafeFromManyThreads() throws Exception {
    String s = "Tom will send the invoice to Greenleaf on Friday.";
    String expected = EnglishTagger.tag(s).tokens().toString();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> runs = new ArrayList<>();
      for (int i = 0; i < 200; i++) {
        runs.add(pool.submit(() -> EnglishTagger.tag(s).tokens().toString()));
      }
      for (Future<String> f : runs) {
        assertThat(f.get()).isEqualTo(expected);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
