package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.TaskSimilarity;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the rules use a {@link TaskSimilarity} (issue 13 item 3): only after a status word, only when
 * the words do not single a task out, only among the tied tasks when the words tie, never for an
 * assistant turn; a match on the verb alone is dropped when meaning says it is far.
 */
class FollowUpByMeaningTest {
  private static final Instant NOW = Instant.parse("2026-03-10T09:00:00Z");
  private static final KnownTask DECK = open("t1", "prepare the Q3 board deck");
  private static final KnownTask MIGRATION = open("t2", "migrate the database to PostgreSQL");
  private static final KnownTask CONTRACT = open("t3", "send the contract to Lisa");
  private static final KnownTask INVOICE = open("t4", "send the invoice to Lisa");
  private static final KnownTask SHOES = open("t5", "order new running shoes");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private static KnownTask open(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  /** Answers with a fixed task (if it is among those asked about) and records what it was asked. */
  private static final class Fake implements TaskSimilarity {
    final KnownTask answer;
    final boolean far;
    final List<List<KnownTask>> asked = new ArrayList<>();

    Fake(KnownTask answer, boolean far) {
      this.answer = answer;
      this.far = far;
    }

    @Override
    public KnownTask closest(String phrase, List<KnownTask> open) {
      asked.add(open);
      return open.contains(answer) ? answer : null;
    }

    @Override
    public boolean farFrom(String phrase, KnownTask task) {
      return far;
    }
  }

  private List<StatusChange> said(String role, String text, TaskSimilarity s, KnownTask... known) {
    ExtractionInput in =
        ExtractionInput.of(text, role, Scope.personal, NOW, ZoneOffset.UTC)
            .withKnownTasks(List.of(known), 0)
            .withTaskSimilarity(s);
    return extractor.extract(in).statusChanges();
  }

  @Test
  void whenNoWordSinglesATaskOutMeaningNamesIt() {
    String text = "The Postgres migration is done.";
    assertThat(said("user", text, TaskSimilarity.NONE, DECK, MIGRATION)).isEmpty();
    Fake meaning = new Fake(MIGRATION, false);
    assertThat(said("user", text, meaning, DECK, MIGRATION))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo("t2");
              assertThat(s.status()).isEqualTo("done");
            });
    assertThat(meaning.asked).containsExactly(List.of(DECK, MIGRATION));
  }

  @Test
  void wordsThatNameTheTaskAreNotOverruledNorIsMeaningAsked() {
    Fake meaning = new Fake(MIGRATION, false);
    assertThat(said("user", "The deck is done.", meaning, DECK, MIGRATION))
        .singleElement()
        .satisfies(s -> assertThat(s.taskId()).isEqualTo("t1"));
    assertThat(meaning.asked).isEmpty();
  }

  @Test
  void withoutAStatusWordMeaningIsNeverAsked() {
    Fake meaning = new Fake(MIGRATION, false);
    assertThat(said("user", "Postgres crashed last night.", meaning, DECK, MIGRATION)).isEmpty();
    assertThat(meaning.asked).isEmpty();
  }

  @Test
  void anAssistantTurnNeverResolvesByMeaning() {
    Fake meaning = new Fake(MIGRATION, false);
    assertThat(said("assistant", "The Postgres migration is done.", meaning, DECK, MIGRATION))
        .isEmpty();
    assertThat(meaning.asked).isEmpty();
  }

  @Test
  void tiedWordsGoToMeaningAmongTheTiedTasksOrToNobody() {
    String text = "Sent Lisa a birthday card.";
    assertThat(said("user", text, TaskSimilarity.NONE, CONTRACT, INVOICE, DECK))
        .as("the words cannot choose between two 'send … to Lisa' tasks")
        .isEmpty();
    Fake meaning = new Fake(INVOICE, false);
    assertThat(said("user", text, meaning, CONTRACT, INVOICE, DECK))
        .singleElement()
        .satisfies(s -> assertThat(s.taskId()).isEqualTo("t4"));
    assertThat(meaning.asked).containsExactly(List.of(CONTRACT, INVOICE));
  }

  @Test
  void aVerbOnlyMatchFarInMeaningIsDropped() {
    String text = "Ordered pizza tonight.";
    assertThat(said("user", text, TaskSimilarity.NONE, SHOES, DECK))
        .as("words alone: the past form of the task's verb in a short sentence")
        .singleElement()
        .satisfies(s -> assertThat(s.taskId()).isEqualTo("t5"));
    assertThat(said("user", text, new Fake(null, true), SHOES, DECK)).isEmpty();
    assertThat(said("user", text, new Fake(null, false), SHOES, DECK))
        .singleElement()
        .satisfies(s -> assertThat(s.taskId()).isEqualTo("t5"));
  }

  @Test
  void aDeadlineMoveThatNamesNoTaskByWordsAsksMeaningWithoutTheDay() {
    KnownTask deck =
        new KnownTask(
            "t1", "prepare the Q3 board deck", "pending", LocalDate.of(2026, 3, 13), false);
    KnownTask migration =
        new KnownTask(
            "t2",
            "migrate the database to PostgreSQL",
            "pending",
            LocalDate.of(2026, 3, 20),
            false);
    String text = "The Postgres migration is now due March 27.";
    assertThat(tasks("user", text, TaskSimilarity.NONE, deck, migration)).isEmpty();
    List<String> phrases = new ArrayList<>();
    TaskSimilarity meaning =
        new TaskSimilarity() {
          @Override
          public KnownTask closest(String phrase, List<KnownTask> open) {
            phrases.add(phrase);
            return migration;
          }
        };
    assertThat(tasks("user", text, meaning, deck, migration))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("migrate the database to PostgreSQL");
              assertThat(t.due()).isEqualTo(LocalDate.of(2026, 3, 27));
            });
    assertThat(phrases).containsExactly("Postgres migration");
    assertThat(tasks("assistant", text, meaning, deck, migration)).isEmpty();
  }

  private List<TaskCandidate> tasks(
      String role, String text, TaskSimilarity s, KnownTask... known) {
    ExtractionInput in =
        ExtractionInput.of(text, role, Scope.personal, NOW, ZoneOffset.UTC)
            .withKnownTasks(List.of(known), 0)
            .withTaskSimilarity(s);
    return extractor.extract(in).tasks();
  }

  @Test
  void dutchHebAfIsDone() {
    KnownTask presentatie = open("n1", "de presentatie voorbereiden");
    KnownTask goot = open("n2", "de dakgoot schoonmaken");
    assertThat(said("user", "Ik heb de presentatie af.", TaskSimilarity.NONE, presentatie, goot))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo("n1");
              assertThat(s.status()).isEqualTo("done");
            });
    assertThat(said("user", "Ik heb het afgezegd.", TaskSimilarity.NONE, presentatie, goot))
        .noneMatch(s -> s.status().equals("done"));
  }
}
