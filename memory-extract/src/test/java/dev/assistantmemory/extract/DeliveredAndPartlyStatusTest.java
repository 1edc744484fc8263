package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 37 (issue 13): the assistant handing over the text or list a task asked of it completes the
 * task; a count still to go or a part left for a later day is progress, not completion.
 */
class DeliveredAndPartlyStatusTest {
  private static final Instant NOW = Instant.parse("2026-05-12T09:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private static KnownTask open(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  private List<StatusChange> said(String role, String text, KnownTask... known) {
    return extractor
        .extract(
            ExtractionInput.of(text, role, Scope.personal, NOW, ZoneOffset.UTC)
                .withKnownTasks(List.of(known), 0))
        .statusChanges();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Here's a first draft: Dear neighbours, we're having a barbecue on Saturday...|t1",
        "Here you go: passport, chargers, sun cream, a good book.|t2",
        "Sure: passport, chargers, sun cream, swimming things.|t2",
        "Hier is een opzetje voor de brief aan de buren: Beste buren, ...|t3",
        "Bij deze de samenvatting van het artikel: het gaat over slaap.|t4",
        "Natuurlijk: paspoort, opladers, zonnebrand en een boek. Nog iets vergeten?|t2",
      })
  void anAssistantHandOverCompletesTheTaskItWasAskedFor(String text, String id) {
    KnownTask[] known = {
      open("t1", "draft a note for the neighbours about the barbecue"),
      open("t2", "make a packing list for the beach holiday"),
      open("t3", "een brief aan de buren schrijven"),
      open("t4", "het artikel samenvatten"),
      open("t5", "call the plumber"),
    };
    KnownTask only =
        java.util.Arrays.stream(known).filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    List<StatusChange> changes =
        text.startsWith("Here you go") || text.startsWith("Sure") || text.startsWith("Natuurlijk")
            ? said("assistant", text, only, known[4])
            : said("assistant", text, known);
    assertThat(changes)
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo(id);
              assertThat(s.status()).isEqualTo("done");
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Here's what I'll do: draft the note tonight and send it to you.",
        "Here is a reminder: you still need to write the note for the neighbours.",
        "Here's the plumber's number: 0612345678.",
        "Hier is wat ik voorstel: eerst de brief, dan de mail?",
      })
  void anAssistantPromiseReminderOrOtherThingDeliversNothing(String text) {
    assertThat(
            said(
                "assistant",
                text,
                open("t1", "write the note for the neighbours"),
                open("t5", "call the plumber")))
        .isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Wrote fifteen of the thank-you cards, twelve to go.|write the thank-you cards",
        "Posted nine of the thank-you cards, 3 more to go.|write the thank-you cards",
        "Heb er al vijftien geschreven, nog twaalf te gaan.|de bedankkaartjes schrijven",
        "Keuken gedaan, badkamer morgen.|het huis schoonmaken",
        "Kitchen done, bathroom tomorrow.|clean the house",
      })
  void aCountStillToGoOrAPartLeftForLaterIsProgress(String text, String label) {
    assertThat(said("user", text, open("t1", label)))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("in_progress"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"Done, see you tomorrow!", "Klaar, tot morgen!"})
  void aGoodbyeAfterDoneIsStillDone(String text) {
    assertThat(said("user", text, open("t1", "send the invoice")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "The cake can wait until the venue is booked.",
        "Geen haast met de taart, eerst de zaal geregeld.",
        "Mum says the cake can wait a bit, no stress.",
        "Het feest is verzet, dus de taart kan wel wachten.",
      })
  void aTaskPutOffStaysOpen(String text) {
    assertThat(said("user", text, open("t1", "order the cake"), open("t2", "de taart bestellen")))
        .isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ordered the cake, no rush on the invoice.",
        "Taart besteld, de rest kan wachten."
      })
  void aDeedBeforeThePuttingOffStillCounts(String text) {
    assertThat(said("user", text, open("t1", "order the cake"), open("t2", "de taart bestellen")))
        .isNotEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Did the passport renewal online this morning.|renew my passport",
        "Tax form: in.|submit the tax form",
        "Permit form's in and I'm relieved.|submit the permit form",
        "Mijn scriptie zit erin, eindelijk!|mijn scriptie inleveren",
      })
  void theDeedAsANounOrTheThingWhereItGoesCompletesIt(String text, String label) {
    assertThat(said("user", text, open("t1", label), open("t2", "call the dentist")))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo("t1");
              assertThat(s.status()).isEqualTo("done");
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Did the library send you a reminder about the books?",
        "Dropped the kids at school, now off to work.",
        "My brother is in and out of hospital these days.",
      })
  void otherDeedsOrQuestionsCompleteNothing(String text) {
    assertThat(
            said(
                "user",
                text,
                open("t1", "return the library books"),
                open("t2", "call the dentist")))
        .isEmpty();
  }
}
