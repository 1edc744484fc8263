package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The learned task detector behind the rules (stop 38): the committed model loads, a sentence shape
 * the rules miss gets a task, and negated, ironic, information-question and offer lines stay
 * without one; a message with known tasks is read too (stop 44), a known task said again is the
 * rules' follow-up.
 */
class LearnedTaskDetectorTest {
  private static final RuleBasedExtractor RULES = new RuleBasedExtractor();
  private static final Extractor DETECTOR = LearnedTaskDetector.behind(RULES);

  private static ExtractionInput said(String text, String role, List<KnownTask> known) {
    return ExtractionInput.of(
            text, role, Scope.personal, Instant.parse("2026-04-28T10:00:00Z"), ZoneOffset.UTC)
        .withKnownTasks(known, 0);
  }

  private static List<TaskCandidate> tasks(String text) {
    return DETECTOR.extract(said(text, ExtractionInput.USER, List.of())).tasks();
  }

  @Test
  void theCommittedModelLoadsWithItsFourOutcomes() {
    var model = LearnedTaskDetector.shipped();
    assertThat(model.getNumOutcomes()).isEqualTo(4);
    assertThat(model.getIndex(LearnedTaskDetector.NONE)).isNotNegative();
    assertThat(model.getIndex(LearnedTaskDetector.NAMED)).isNotNegative();
  }

  @Test
  void aDutchDutyOfAThingWithoutAVerbTheRulesMissIsFound() {
    // class: "<thing> moet <day> <place/state>", the duty said of the thing, no infinitive
    String text = "De kliko moet maandag aan de straat.";
    assertThat(RULES.extract(said(text, ExtractionInput.USER, List.of())).tasks()).isEmpty();
    List<TaskCandidate> found = tasks(text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).label()).contains("kliko");
    assertThat(found.get(0).owner()).isEqualTo(Extraction.SELF);
    assertThat(found.get(0).due()).isEqualTo(LocalDate.of(2026, 5, 4));
  }

  @Test
  void negatedIronicAndInformationLinesStayWithoutATask() {
    assertThat(tasks("I'm not going to call the plumber.")).isEmpty();
    assertThat(tasks("Sure, I'll clean the attic, said no one ever.")).isEmpty();
    assertThat(tasks("What is the capital of Peru?")).isEmpty();
    assertThat(tasks("Ik hoef de garage niet op te ruimen.")).isEmpty();
  }

  @Test
  void anAssistantsOfferIsNoTaskOfItsOwn() {
    ExtractionInput offer =
        said(
            "Would you like me to book a taxi to the airport for Friday?",
            ExtractionInput.ASSISTANT,
            List.of());
    assertThat(DETECTOR.extract(offer).tasks()).isEmpty();
  }

  @Test
  void aMessageWithKnownTasksGetsNewTasksButKeepsItsFollowUps() {
    // stop 44: a later turn of a conversation, and any message of a user with stored tasks,
    // carries known tasks; the detector reads it for tasks to add (here at a propose threshold of
    // 0, so any sentence the rules miss gets one), drops none of the rules' tasks of it, and adds
    // no copy of a known open task said again
    var model = LearnedTaskDetector.shipped();
    var addAll = new LearnedTaskDetector(RULES, model, 0.0, 0.0, 0.0, 0.0);
    var vetoAll = new LearnedTaskDetector(RULES, model, 2.0, 1.1, 2.0, 1.1);
    List<KnownTask> known =
        List.of(new KnownTask("t1", "repaint the garden fence", "pending", null, false));
    ExtractionInput bin = said("De kliko moet maandag aan de straat.", ExtractionInput.USER, known);
    assertThat(RULES.extract(bin).tasks()).isEmpty();
    assertThat(addAll.extract(bin).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.label()).contains("kliko"));
    String followUp = "I need to repaint the garden fence by Thursday.";
    assertThat(RULES.extract(said(followUp, ExtractionInput.USER, known)).tasks()).hasSize(1);
    assertThat(vetoAll.extract(said(followUp, ExtractionInput.USER, List.of())).tasks()).isEmpty();
    assertThat(vetoAll.extract(said(followUp, ExtractionInput.USER, known)).tasks()).hasSize(1);
    String again = "The garden fence, repaint it.";
    assertThat(RULES.extract(said(again, ExtractionInput.USER, known)).tasks()).isEmpty();
    assertThat(addAll.extract(said(again, ExtractionInput.USER, List.of())).tasks()).isNotEmpty();
    assertThat(addAll.extract(said(again, ExtractionInput.USER, known)).tasks()).isEmpty();
  }

  @Test
  void aTaskTheRulesFindIsKept() {
    List<TaskCandidate> found = tasks("Could you draft a reply to the landlord?");
    assertThat(found)
        .extracting(TaskCandidate::label)
        .containsExactly("draft a reply to the landlord");
    assertThat(found.get(0).owner()).isNull();
  }

  @Test
  void anAddedTasksDueDayIsNotTheDayOfAClauseAfterIt() {
    // class: "ask X if/whether ... <day>": the day is the favour's, not the asking's (stop 39)
    String text = "ask Omar if he could feed the cat on Saturday";
    assertThat(RULES.extract(said(text, ExtractionInput.USER, List.of())).tasks()).isEmpty();
    List<TaskCandidate> found = tasks(text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).label()).contains("Omar");
    assertThat(found.get(0).due()).isNull();
  }

  @Test
  void anAddedDutchVerbSecondTaskHasItsVerbLast() {
    // class: "<object> <verb> ik <rest>": the label takes the infinitive at its end (stop 39)
    String text = "Die stuur ik haar morgen wel.";
    assertThat(RULES.extract(said(text, ExtractionInput.USER, List.of())).tasks()).isEmpty();
    List<TaskCandidate> found = tasks(text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).label()).endsWith("sturen").doesNotContain(" ik ");
    assertThat(found.get(0).due()).isEqualTo(LocalDate.of(2026, 4, 29));
  }

  @Test
  void aSentenceWithANegatorGetsNoAddedTaskAtTheNegatedThresholds() {
    // the negated thresholds (stop 39): even a detector that adds a task to every sentence the
    // rules missed adds none to a negated one
    String text = "I'm not going to repaint the shed this weekend.";
    var model = LearnedTaskDetector.shipped();
    ExtractionInput in = said(text, ExtractionInput.USER, List.of());
    assertThat(new LearnedTaskDetector(RULES, model, 0.0, 0.0, 0.0, 0.0).extract(in).tasks())
        .isNotEmpty();
    assertThat(new LearnedTaskDetector(RULES, model, 0.0, 0.0, 2.0, 0.0).extract(in).tasks())
        .isEmpty();
    assertThat(LearnedTaskDetector.NEGATED_PROPOSE).isGreaterThan(1.0);
  }

  @Test
  void aClauseCarriesItsNegationAsItsContextReadsIt() {
    var in =
        said("I won't repaint the shed. Buy new gutter brackets.", ExtractionInput.USER, List.of());
    var clauses = LearnedTaskDetector.clauses(in, RULES.extract(in));
    assertThat(clauses).hasSize(2);
    assertThat(clauses.get(0).negated()).isTrue();
    assertThat(clauses.get(0).context()).contains("negated");
    assertThat(clauses.get(1).negated()).isFalse();
    assertThat(clauses.get(1).context()).doesNotContain("negated");
  }
}
