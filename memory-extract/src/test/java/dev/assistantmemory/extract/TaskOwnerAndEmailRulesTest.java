package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.store.SourceFacts;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/**
 * Who a chat turn assigns a task to (English and Dutch), and the email rules that follow what a
 * source's sourceContext says rather than its text: each with a positive and a negative case.
 */
class TaskOwnerAndEmailRulesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction run(String text, String role, SourceFacts source) {
    ExtractionInput in =
        ExtractionInput.of(text, role, Scope.personal, TUESDAY, ZoneOffset.UTC).withSource(source);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  private Extraction chat(String text) {
    return run(text, ExtractionInput.USER, null);
  }

  private static SourceFacts email(String deliveryKind, String role) {
    return new SourceFacts(
        "email", "inbox-1", "incoming", deliveryKind, role, "email:an@acme.com", "An", null);
  }

  private static TaskCandidate only(Extraction e) {
    assertThat(e.tasks()).hasSize(1);
    return e.tasks().get(0);
  }

  @Test
  void aChatTurnNamingWhoWillDoItAssignsTheTaskInEnglishAndDutch() {
    TaskCandidate en = only(chat("Marcel will send the price list by Friday."));
    assertThat(en.owner()).isEqualTo("Marcel");
    assertThat(en.label()).isEqualTo("send the price list");
    assertThat(en.due()).isEqualTo(LocalDate.parse("2026-05-01"));

    TaskCandidate nl = only(chat("Marcel stuurt de prijslijst vrijdag."));
    assertThat(nl.owner()).isEqualTo("Marcel");
    assertThat(nl.due()).isEqualTo(LocalDate.parse("2026-05-01"));

    TaskCandidate addressedNl = only(chat("Kun je de offerte nakijken, Bram?"));
    assertThat(addressedNl.owner()).isEqualTo("Bram");
    assertThat(addressedNl.label()).contains("offerte nakijken");

    TaskCandidate addressedEn = only(chat("Can you review the quote, Bram?"));
    assertThat(addressedEn.owner()).isEqualTo("Bram");
    assertThat(addressedEn.label()).isEqualTo("review the quote");
  }

  @Test
  void theUsersOwnTasksAndRequestsToTheAssistantNameNobody() {
    assertThat(only(chat("I'll send the price list by Friday.")).owner())
        .isEqualTo(Extraction.SELF);
    assertThat(only(chat("Ik stuur de prijslijst vrijdag.")).owner()).isEqualTo(Extraction.SELF);
    assertThat(only(chat("Can you review the quote?")).owner()).isNull();
    assertThat(only(chat("Kun je de offerte nakijken?")).owner()).isNull();
  }

  @Test
  void aChatTurnThatLooksLikeAnEmailIsStillAChatTurn() {
    ExtractionInput pasted =
        ExtractionInput.of(
            "From: An <an@acme.com>\nCan you review the quote?",
            ExtractionInput.USER,
            Scope.personal,
            TUESDAY,
            ZoneOffset.UTC);
    assertThat(pasted.isEmail()).as("not sniffed from the text").isFalse();
    ExtractionInput declared =
        ExtractionInput.of(
                "Can you review the quote?",
                ExtractionInput.DOCUMENT,
                Scope.personal,
                TUESDAY,
                ZoneOffset.UTC)
            .withSource(email("person_message", "current"));
    assertThat(declared.isEmail()).as("what sourceContext says").isTrue();
  }

  @Test
  void newslettersAndAutoRepliesMakeNoRequests() {
    String text = "Can you send the signed contract by 5 May 2026?";
    assertThat(run(text, ExtractionInput.DOCUMENT, email("person_message", "current")).tasks())
        .hasSize(1);
    assertThat(run(text, ExtractionInput.DOCUMENT, email("newsletter", "current")).tasks())
        .isEmpty();
    assertThat(run(text, ExtractionInput.DOCUMENT, email("auto_reply", "current")).tasks())
        .isEmpty();
  }

  @Test
  void quotedHistoryIsNotACurrentRequest() {
    String text = "Can you send the signed contract by 5 May 2026?";
    assertThat(run(text, ExtractionInput.DOCUMENT, email("person_message", "request")).tasks())
        .hasSize(1);
    assertThat(
            run(text, ExtractionInput.DOCUMENT, email("person_message", "quoted_history")).tasks())
        .isEmpty();
  }

  @Test
  void anEmailDeadlineNeedsExplicitWordingAndAYear() {
    SourceFacts mail = email("person_message", "current");
    assertThat(
            only(run("Can you send the contract by 5 May 2026?", ExtractionInput.DOCUMENT, mail))
                .due())
        .isEqualTo(LocalDate.parse("2026-05-05"));
    assertThat(
            only(run("Can you send the contract by 5 May?", ExtractionInput.DOCUMENT, mail)).due())
        .as("no year")
        .isNull();
    assertThat(
            only(run("Can you send the contract on 5 May 2026?", ExtractionInput.DOCUMENT, mail))
                .due())
        .as("no deadline wording")
        .isNull();
    assertThat(only(chat("Can you send the contract by 5 May?")).due())
        .as("a chat turn keeps its deadline")
        .isEqualTo(LocalDate.parse("2026-05-05"));
  }
}
