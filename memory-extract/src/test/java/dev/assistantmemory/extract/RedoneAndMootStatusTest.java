package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stop 45 (status45): a task to be done again goes back to pending ({@link Reopened}), a done taken
 * back as it is said changes nothing, a task to contact a party that got in touch first is moot,
 * and a task something else made unnecessary is abandoned, not done.
 */
class RedoneAndMootStatusTest {
  private static final Extractor SERVICE = Extractors.offline();

  private static Extraction read(String text, String task, String status) {
    ExtractionInput in =
        ExtractionInput.of(
                text,
                ExtractionInput.USER,
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC)
            .withKnownTasks(List.of(new KnownTask("t1", task, status, null, false)), 0);
    return ExtractionPolicy.admit(SERVICE.extract(in), in);
  }

  private static List<String> statuses(String text, String task, String status) {
    return read(text, task, status).statusChanges().stream().map(StatusChange::status).toList();
  }

  @Test
  void aTerseRedoAfterADoneReopensTheTask() {
    assertThat(statuses("hmm, it's crooked. redo.", "hang the bathroom mirror", "done"))
        .containsExactly("pending");
    Extraction nl = read("Band is alweer zacht. Moet opnieuw.", "de fietsband plakken", "done");
    assertThat(nl.statusChanges()).extracting(StatusChange::status).containsExactly("pending");
    assertThat(nl.tasks()).extracting(TaskCandidate::label).doesNotContain("opnieuw");
  }

  @Test
  void backOnTheListAfterAReasonReopensTheOnlyTask() {
    assertThat(
            statuses(
                "Hmm, the parcel came back undeliverable. Back on the to-do list then",
                "send the raffle prizes to Oskar",
                "pending"))
        .containsExactly("pending");
  }

  @Test
  void aTaskReopenedByNameGoesBackToPending() {
    assertThat(
            statuses(
                "Reopening the newsletter task, the editor wants a longer intro",
                "write the allotment newsletter",
                "pending"))
        .containsExactly("pending");
    assertThat(
            statuses(
                "De nieuwsbrief gaat weer open, de redactie wil een langere intro",
                "de nieuwsbrief voor de volkstuin schrijven",
                "pending"))
        .containsExactly("pending");
  }

  @Test
  void aDoneTheSameMessageTakesBackIsPending() {
    assertThat(
            statuses(
                "Thought I'd booked the ferry but the payment failed. Need to do it again.",
                "book the ferry for the Texel trip",
                "pending"))
        .containsExactly("pending");
  }

  @Test
  void theNextRoundOnADayIsNoRedo() {
    assertThat(
            statuses(
                "Watered the ferns, need to do it again on Friday", "water the ferns", "pending"))
        .containsExactly("done");
  }

  @Test
  void aDoneWithdrawnAsItIsSaidChangesNothing() {
    assertThat(
            statuses(
                "I was about to say the tent is returned, but no, the shop was shut",
                "return the tent",
                "pending"))
        .isEmpty();
    assertThat(
            statuses(
                "Ik wilde net zeggen dat de huur betaald is, maar helaas, de overboeking is mislukt",
                "de huur betalen",
                "pending"))
        .isEmpty();
  }

  @Test
  void aPartyThatGotInTouchFirstMakesTheContactMoot() {
    assertThat(
            statuses(
                "the mechanic rang me first, all sorted",
                "ask the mechanic about the brakes",
                "pending"))
        .containsExactly("abandoned");
    assertThat(
            statuses(
                "De tandarts belde me al, de afspraak staat",
                "de tandarts bellen over de kroon",
                "pending"))
        .containsExactly("abandoned");
    // the user's own call is the task done
    assertThat(
            statuses(
                "Called the garage, all fine now", "call the garage about the brakes", "pending"))
        .containsExactly("done");
  }

  @Test
  void aTaskSomethingElseMadeUnnecessaryIsAbandoned() {
    assertThat(
            statuses(
                "My sister lent us her tent, so we don't need the new tent after all",
                "buy a new tent",
                "pending"))
        .containsExactly("abandoned");
    assertThat(
            statuses(
                "The school is providing lunches, so I don't have to make the sandwiches",
                "make sandwiches for the school trip",
                "pending"))
        .containsExactly("abandoned");
    assertThat(
            statuses(
                "Sold the car, so the parking permit can lapse",
                "renew the parking permit",
                "pending"))
        .containsExactly("abandoned");
  }

  @Test
  void terseArrivalsAndCompletionsCloseTheTask() {
    assertThat(statuses("Gepost. ✉️", "de verjaardagskaart naar oma sturen", "pending"))
        .containsExactly("done");
    assertThat(
            statuses(
                "Laatste kaarten binnen, bestelling compleet",
                "de kaartenbestelling regelen",
                "in_progress"))
        .containsExactly("done");
    assertThat(
            statuses(
                "Ordered one from the garden centre, comes Thursday", "buy a new hose", "pending"))
        .containsExactly("done");
    // the rules alone read the arrival of the thing asked for (not only the model)
    ExtractionInput in =
        ExtractionInput.of(
                "The estimate came in: £400.",
                ExtractionInput.USER,
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC)
            .withKnownTasks(
                List.of(
                    new KnownTask(
                        "t1", "get an estimate for the roof repair", "pending", null, false)),
                0);
    assertThat(new RuleBasedExtractor().extract(in).statusChanges())
        .extracting(StatusChange::status)
        .containsExactly("done");
  }

  @Test
  void aPlanThatIsNotHappeningDropsTheOnlyTask() {
    assertThat(
            statuses(
                "Pool's shut for repairs all week, so that's not happening",
                "swim the 2k test",
                "pending"))
        .containsExactly("abandoned");
    assertThat(
            statuses(
                "Zwembad dicht voor onderhoud, dat wordt niks", "de 2 km zwemtest doen", "pending"))
        .containsExactly("abandoned");
  }

  @Test
  void aDeedDoneOnTheWrongThingIsNoDone() {
    assertThat(
            statuses(
                "Jonas sent the wrong roster, it's last week's",
                "ask Jonas for the ferry crew roster",
                "pending"))
        .isEmpty();
    assertThat(
            statuses(
                "Sent the wrong form to the council, need to redo it",
                "send the parking form to the council",
                "pending"))
        .containsExactly("pending");
  }
}
