package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The learned status detector behind the rules (stop 39): the committed model loads, it is wired in
 * {@link Extractors}, a follow-up the rules miss closes the open task it names, and it leaves alone
 * a message without open tasks, an ironic one, a reference text, and a terse follow-up when several
 * tasks are open and none is named.
 */
class LearnedStatusDetectorTest {
  private static final RuleBasedExtractor RULES = new RuleBasedExtractor();
  private static final Extractor DETECTOR = LearnedStatusDetector.behind(RULES);

  private static ExtractionInput said(String text, List<KnownTask> known) {
    return said(text, known, Scope.personal);
  }

  private static ExtractionInput said(String text, List<KnownTask> known, Scope scope) {
    return ExtractionInput.of(
            text,
            ExtractionInput.USER,
            scope,
            Instant.parse("2026-04-28T10:00:00Z"),
            ZoneOffset.UTC)
        .withKnownTasks(known, 0);
  }

  private static KnownTask open(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  private static List<StatusChange> changes(String text, List<KnownTask> known) {
    return DETECTOR.extract(said(text, known)).statusChanges();
  }

  @Test
  void theCommittedModelLoadsWithItsFourOutcomes() {
    var model = LearnedStatusDetector.shipped();
    assertThat(model.getNumOutcomes()).isEqualTo(4);
    assertThat(model.getIndex(LearnedStatusDetector.NONE)).isNotNegative();
    for (String s : LearnedStatusDetector.STATUSES) {
      assertThat(model.getIndex(s)).isNotNegative();
    }
  }

  @Test
  void theServiceExtractorRunsTheDetector() {
    assertThat(Extractors.offline().name()).contains("+status");
  }

  @Test
  void aMessageWithoutOpenTasksIsTheRulesAlone() {
    ExtractionInput in = said("Finally done with it, sent.", List.of());
    assertThat(DETECTOR.extract(in)).isEqualTo(RULES.extract(in));
    assertThat(LearnedStatusDetector.pairs(in, RULES.extract(in))).isEmpty();
  }

  @Test
  void aReferenceTextIsNotRead() {
    List<KnownTask> known = List.of(open("t1", "return the parcel"));
    ExtractionInput in = said("The parcel was returned to the sender.", known, Scope.reference);
    assertThat(LearnedStatusDetector.pairs(in, RULES.extract(in))).isEmpty();
  }

  @Test
  void aTerseFollowUpWithSeveralTasksOpenAndNoneNamedChangesNothingNew() {
    List<KnownTask> known =
        List.of(
            open("t1", "pay the window cleaner"),
            open("t2", "book the dentist"),
            open("t3", "renew the passport"));
    String text = "Right, that's that then.";
    assertThat(changes(text, known)).isEqualTo(RULES.extract(said(text, known)).statusChanges());
  }

  @Test
  void anIronicMessageAddsNoChange() {
    List<KnownTask> known = List.of(open("t1", "clean the garage"));
    String text = "Oh sure, the garage will clean itself, said no one ever.";
    assertThat(changes(text, known)).isEqualTo(RULES.extract(said(text, known)).statusChanges());
  }

  @Test
  void aFollowUpTheRulesMissClosesTheOnlyOpenTask() {
    // classes: the task's thing named by another name ("Eneco" for the gas bill), the deed said
    // of someone else ("has us booked in"), a Dutch "net gedaan" without the task's words
    String[][] cases = {
      {"pay the gas bill", "Eneco has been paid."},
      {"book the boiler service", "The engineer has us booked in for Monday."},
      {"de dakgoot schoonmaken", "Net gedaan, viel mee."},
    };
    for (String[] c : cases) {
      List<KnownTask> known = List.of(open("t1", c[0]));
      assertThat(RULES.extract(said(c[1], known)).statusChanges()).as(c[1]).isEmpty();
      assertThat(changes(c[1], known))
          .as(c[1])
          .extracting(StatusChange::taskId, StatusChange::status)
          .containsExactly(org.assertj.core.groups.Tuple.tuple("t1", "done"));
    }
  }

  @Test
  void aChangeTheRulesFindIsKept() {
    List<KnownTask> known = List.of(open("t1", "send the invoice to Marta"));
    String text = "Sent the invoice to Marta this morning.";
    assertThat(changes(text, known)).isEqualTo(RULES.extract(said(text, known)).statusChanges());
    assertThat(changes(text, known)).extracting(StatusChange::status).containsExactly("done");
  }

  /**
   * Stop 43 (the model through v16, proposing at 0.6): a part done with a part still ahead, said in
   * Dutch without a status word the rules read, puts the task in progress (main's model at 0.6 left
   * it open).
   */
  @Test
  void aDutchPartDoneWithAPartAheadIsInProgress() {
    List<KnownTask> known =
        List.of(open("t1", "de tuinbank lakken"), open("t2", "pay the window cleaner"));
    String text = "Eerste laag lak zit op de tuinbank, tweede laag morgen";
    assertThat(RULES.extract(said(text, known)).statusChanges()).isEmpty();
    assertThat(changes(text, known))
        .extracting(StatusChange::taskId, StatusChange::status)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("t1", "in_progress"));
  }
}
