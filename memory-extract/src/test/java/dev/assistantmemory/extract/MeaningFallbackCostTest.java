package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.TaskSimilarity;
import dev.assistantmemory.model.Scope;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, extraction cost (stop 34): the status rules' meaning fallback embeds the sentence, the
 * largest model cost of the rules. It is not asked for an assistant turn (read by its words only,
 * as for deadlines) nor for a status word said of another person ("Sanne just started a new job");
 * it still is for the user's own terse report that names no task by its words.
 */
class MeaningFallbackCostTest {

  /** Records every phrase it is asked about and names the first task offered. */
  private static final class Recording implements TaskSimilarity {
    final List<String> asked = new ArrayList<>();

    @Override
    public KnownTask closest(String phrase, List<KnownTask> open) {
      asked.add(phrase);
      return open.isEmpty() ? null : open.get(0);
    }

    @Override
    public boolean farFrom(String phrase, KnownTask task) {
      asked.add(phrase);
      return false;
    }
  }

  private static KnownTask task(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  private static Extraction said(String role, String text, TaskSimilarity meaning, KnownTask... k) {
    return new RuleBasedExtractor()
        .extract(
            ExtractionInput.of(text, role, Scope.personal, Probes.NOW, ZoneOffset.UTC)
                .withKnownTasks(List.of(k), 0)
                .withTaskSimilarity(meaning));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Got it, noted that: \"Sent the budget this morning.\"|send the budget to Samir"
            + "|send the budget to Lotte",
        "Genoteerd: \"De begroting is verstuurd.\"|de begroting naar Samir sturen"
            + "|de begroting naar Lotte sturen",
        "Booked the table for you.|book a table for Friday|book a table for Saturday",
      })
  void anAssistantTurnWhoseWordsTieTwoTasksDoesNotAskTheMeaning(
      String text, String first, String second) {
    Recording meaning = new Recording();
    Extraction e = said("assistant", text, meaning, task("t1", first), task("t2", second));
    assertThat(meaning.asked).isEmpty();
    assertThat(e.statusChanges()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Sanne just started a new job at Philips.",
        "Pieter has finally finished his thesis.",
        "She just started on the garden.",
        "Hij is net begonnen bij een nieuwe werkgever.",
        "Marloes is eindelijk klaar met haar scriptie.",
      })
  void aStatusWordSaidOfSomeoneElseDoesNotAskTheMeaning(String text) {
    Recording meaning = new Recording();
    Extraction e =
        said(
            "user",
            text,
            meaning,
            task("t1", "prepare the quarterly slides"),
            task("t2", "renew the car insurance"));
    assertThat(meaning.asked).isEmpty();
    assertThat(e.statusChanges()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"The deck is done.", "Backup done.", "Just started on the deck."})
  void theUsersOwnReportThatNamesNoTaskStillAsksTheMeaning(String text) {
    Recording meaning = new Recording();
    Extraction e =
        said(
            "user",
            text,
            meaning,
            task("t1", "prepare the quarterly slides"),
            task("t2", "renew the car insurance"));
    assertThat(meaning.asked).contains(text);
    assertThat(e.statusChanges()).extracting(Extraction.StatusChange::taskId).containsExactly("t1");
  }
}
