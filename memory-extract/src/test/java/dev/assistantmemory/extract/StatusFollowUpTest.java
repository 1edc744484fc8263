package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Status follow-ups that name the task tersely or only by its verb (issue 13): a past form of the
 * task's own verb, a terse reply when one task is open, "back on my list"; never a status for a
 * different thing done with the same verb, nor from an assistant turn.
 */
class StatusFollowUpTest {
  private static final Instant NOW = Instant.parse("2026-03-10T09:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private static KnownTask open(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  private List<StatusChange> said(String role, String text, KnownTask... known) {
    Extraction e =
        extractor.extract(
            ExtractionInput.of(text, role, Scope.personal, NOW, ZoneOffset.UTC)
                .withKnownTasks(List.of(known), 0));
    return e.statusChanges();
  }

  @ParameterizedTest(name = "{0} -> {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Sent it!|t1|done",
        "Mailed the invoice this morning.|t1|done",
        "Painted.|t2|done",
        "Geschilderd en wel.|t3|done",
        "Het hek is geschilderd.|t3|done",
        "De huur is overgemaakt.|t4|done",
        "Betaald.|t4|done",
      })
  void aPastFormOfTheTasksOwnVerbCompletesIt(String text, String id, String status) {
    KnownTask[] known = {
      open("t1", "send the invoice to Ruud"),
      open("t2", "paint the garden bench"),
      open("t3", "het hek schilderen"),
      open("t4", "de huur overmaken")
    };
    if (text.startsWith("Mailed")) {
      known = new KnownTask[] {open("t1", "mail the invoice to Ruud"), known[1]};
    }
    if (text.equals("Betaald.")) {
      known = new KnownTask[] {open("t4", "de huur betalen"), known[2]};
    }
    assertThat(said("user", text, known))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo(id);
              assertThat(s.status()).isEqualTo(status);
            });
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Gave the keys back this morning.|t1",
        "Handed the keys back to the landlord.|t1",
        "Transferred the money to the plumber.|t2",
        "Rang the garage, they can do Thursday.|t3",
        "Geld is overgemaakt naar de loodgieter.|t4",
      })
  void anotherVerbForTheSameDeedCompletesTheTask(String text, String id) {
    KnownTask[] known = {
      open("t1", "return the keys to the landlord"),
      open("t2", "pay the plumber"),
      open("t3", "call the garage about the brakes"),
      open("t4", "de loodgieter betalen")
    };
    assertThat(said("user", text, known))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo(id);
              assertThat(s.status()).isEqualTo("done");
            });
  }

  @Test
  void anotherVerbForTheSameDeedAboutAnotherThingIsNoStatus() {
    assertThat(
            said(
                "user",
                "Gave Emma a present for her birthday.",
                open("t1", "return the keys to the landlord"),
                open("t2", "pay the plumber")))
        .isEmpty();
  }

  @Test
  void theSameVerbAboutAnotherThingIsNoStatus() {
    assertThat(said("user", "Sent a parcel to my cousin in Leeds.", open("t1", "send the invoice")))
        .isEmpty();
  }

  @Test
  void aPastVerbTwoOpenTasksShareIsAmbiguous() {
    assertThat(
            said(
                "user",
                "Booked!",
                open("t1", "book the ferry"),
                open("t2", "book a dentist visit")))
        .isEmpty();
  }

  @Test
  void aTerseReplyRefersToTheOnlyOpenTask() {
    assertThat(said("user", "Done, that was quick.", open("t1", "call the garage")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
    assertThat(said("user", "Laat maar, het is al opgelost.", open("t1", "een loodgieter zoeken")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("abandoned"));
  }

  @Test
  void aTerseReplyWithSeveralOpenTasksChangesNothing() {
    assertThat(
            said("user", "Done, that was quick.", open("t1", "call the garage"), open("t2", "x y")))
        .isEmpty();
  }

  @Test
  void doneWithSomethingElseIsNotAFollowUp() {
    assertThat(said("user", "Klaar met koken, nu eten.", open("t1", "de zolder opruimen")))
        .isEmpty();
    assertThat(said("user", "Done with lunch, back at my desk.", open("t1", "call the garage")))
        .isEmpty();
  }

  @Test
  void anAssistantTurnNeverCompletesByAPastVerb() {
    assertThat(said("assistant", "I found two bike shops nearby.", open("t1", "find a bike shop")))
        .isEmpty();
  }

  @Test
  void startingWhatTheTaskWasToStartCompletesIt() {
    assertThat(
            said(
                "user",
                "I started the pottery class yesterday.",
                open("t1", "start the pottery class")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }

  @Test
  void backOnMyListReopensAClosedTask() {
    KnownTask done = new KnownTask("t1", "renew the gym membership", "done", null, false);
    assertThat(said("user", "Put the gym membership back on my list, the card expired.", done))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("pending"));
  }

  @Test
  void anAbandonmentNamingARelatedThingOfTheOnlyTask() {
    assertThat(
            said(
                "user",
                "The barbecue is off, so the charcoal isn't needed anymore.",
                open("t1", "buy charcoal for the barbecue")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("abandoned"));
  }

  @Test
  void aRemovedDeadlineIsNoAbandonment() {
    assertThat(
            said(
                "user",
                "Er is geen deadline meer voor de subsidieaanvraag.",
                new KnownTask("t1", "de subsidieaanvraag indienen", "pending", null, false)))
        .isEmpty();
  }
}
