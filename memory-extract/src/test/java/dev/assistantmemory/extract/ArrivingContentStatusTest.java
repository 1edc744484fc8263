package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.store.SourceFacts;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Content that arrives for a request is not the request done (stop 44): an email's attachment or a
 * document is the thing a request asks about (the report to read, the form to sign), so neither the
 * status model nor the rules close a task from it, at the service's threshold or the lower one
 * measured; the user's own report of the deed still closes it, and so does the assistant's answer
 * that is the deed itself (the draft it was asked to write).
 */
class ArrivingContentStatusTest {
  private static final Extractor RULES = LearnedTaskDetector.behind(new RuleBasedExtractor());
  private static final Extractor SERVICE = LearnedStatusDetector.behind(RULES);
  private static final Extractor LOWER =
      new LearnedStatusDetector(
          RULES, LearnedStatusDetector.shipped(), 0.5, LearnedStatusDetector.VETO);

  private static final SourceFacts ATTACHMENT =
      new SourceFacts("email_attachment", "inbox-1", null, null, "attachment", null, null, null);

  private static ExtractionInput input(String text, String role, String task) {
    return ExtractionInput.of(
            text, role, Scope.personal, Instant.parse("2026-03-09T08:30:00Z"), ZoneOffset.UTC)
        .withKnownTasks(List.of(new KnownTask("t1", task, "pending", null, false)), 0);
  }

  private static List<StatusChange> changes(Extractor x, ExtractionInput in) {
    return ExtractionPolicy.admit(x.extract(in), in).statusChanges();
  }

  @Test
  void anAttachedReportDoesNotCloseTheRequestToReadIt() {
    String report =
        "# Quarterly report\nSales went up by four percent. The new shop opened in March.";
    ExtractionInput attached =
        input(report, ExtractionInput.DOCUMENT, "read the attached report").withSource(ATTACHMENT);
    ExtractionInput document = input(report, ExtractionInput.DOCUMENT, "read the attached report");
    for (Extractor x : List.of(SERVICE, LOWER)) {
      assertThat(changes(x, attached)).as(x.name()).isEmpty();
      assertThat(changes(x, document)).as("a document is content, not a report").isEmpty();
    }
    assertThat(LearnedStatusDetector.pairs(document, RULES.extract(document))).isEmpty();
  }

  @Test
  void anAttachedFormWithASignatureLineDoesNotCloseTheRequestToSignIt() {
    ExtractionInput form =
        input(
                "# Consent form\nI agree that my son joins the canoe trip on 2 May.\nSigned: ______",
                ExtractionInput.DOCUMENT,
                "sign the attached consent form")
            .withSource(ATTACHMENT);
    assertThat(changes(SERVICE, form)).isEmpty();
    assertThat(changes(LOWER, form)).isEmpty();
  }

  @Test
  void theUsersOwnReportStillClosesIt() {
    ExtractionInput said =
        input(
            "Signed the consent form and handed it in at the school office.",
            ExtractionInput.USER,
            "sign the attached consent form");
    assertThat(changes(SERVICE, said)).extracting(StatusChange::status).containsExactly("done");
  }

  @Test
  void theAssistantsDraftClosesTheTaskOfWritingItButASummaryClosesNoReview() {
    ExtractionInput draft =
        input(
            "Here's a draft: 'Dear Tom and Ann, about the fence between our gardens ...'",
            ExtractionInput.ASSISTANT,
            "draft a reply to the neighbours about the fence");
    assertThat(changes(LOWER, draft)).extracting(StatusChange::status).containsExactly("done");
    ExtractionInput summary =
        input(
            "Here is a summary of the lease: it runs for two years and the deposit is two"
                + " months' rent.",
            ExtractionInput.ASSISTANT,
            "review the lease before Friday");
    assertThat(changes(LOWER, summary)).isEmpty();
  }
}
