package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 45's review fixes (fixb45): a redo or reopening that is negated ("No need to redo it"), or
 * said of something else by someone else ("The library reopened the cafe"), puts no task back to
 * pending; "so I don't have to ..." drops a task only when what follows is the task's own deed (not
 * a purpose clause after a plan, not after a done), and "not happening" with a time word after it
 * is a postponement, not a drop.
 */
class ReopenAndUnneededGuardsTest {
  private static final Extractor SERVICE = Extractors.offline();

  private static List<String> statuses(String text, String task, String status) {
    ExtractionInput in =
        ExtractionInput.of(
                text,
                ExtractionInput.USER,
                Scope.personal,
                Instant.parse("2026-04-28T10:00:00Z"),
                ZoneOffset.UTC)
            .withKnownTasks(List.of(new KnownTask("t1", task, status, null, false)), 0);
    return ExtractionPolicy.admit(SERVICE.extract(in), in).statusChanges().stream()
        .map(StatusChange::status)
        .toList();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "No need to redo it, the council accepted it.|send the planning form to the council|done",
        "Don't have to redo it, they accepted the scan.|scan the passport for the visa|done",
        "Thankfully I don't need to redo it.|paint the garden fence|done",
        "Not going to redo it, it looks fine as it is.|hang the bathroom mirror|done",
        "Phew, I won't have to do it all over again.|fill in the tax form|done",
        "There's no need to reopen the visa task, they took the scan.|scan the passport for the"
            + " visa|done",
        "It's not back on the list, the bank took the form.|send the form to the bank|done",
        "De vergunning hoeft niet weer op de lijst, de gemeente heeft hem goedgekeurd.|de"
            + " vergunning aanvragen|done",
        "Returned the books. The library reopened the cafe too.|return the library books|pending",
        "Picked up the parcel. The post office reopened the side door.|pick up the parcel from"
            + " the post office|pending",
        "The council reopened the swimming pool.|book the swimming lessons|done",
        "They reopened the road, so the detour is over.|call the council about the detour|done",
        "De bieb is weer open.|de boeken terugbrengen naar de bieb|done",
        "Het zwembad gaat weer open, fijn.|de zwemlessen boeken|done",
      })
  void aNegatedOrUnrelatedReopeningPutsNoTaskBack(String text, String task, String status) {
    assertThat(statuses(text, task, status)).doesNotContain("pending");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Returned the books. The library reopened the cafe too.|return the library books",
        "Picked up the parcel. The post office reopened the side door.|pick up the parcel from"
            + " the post office",
      })
  void aDeedBeforeAnUnrelatedReopeningStaysDone(String text, String task) {
    assertThat(statuses(text, task, "pending")).containsExactly("done");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm reopening the fence task, a panel blew down.|paint the garden fence|done",
        "Reopen the tax form task please, I missed a page.|fill in the tax form|done",
        "The payment didn't go through, so I need to redo it.|pay the council tax|done",
        "De quizvragen gaan weer open, de presentator wil er nog tien.|de quizvragen voor de"
            + " radio schrijven|done",
      })
  void theUsersOwnReopeningOfTheTaskStillPutsItBack(String text, String task, String status) {
    assertThat(statuses(text, task, status)).containsExactly("pending");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I'll finish the slides tonight so I don't have to rush tomorrow.|finish the slides",
        "I'm doing the ironing now so I don't have to do it on Sunday.|do the ironing",
        "I'll prep the veg tonight so we don't need to rush in the morning.|prep the veg for"
            + " the roast",
        "That's not happening today, maybe tomorrow.|clean the garage",
        "It's not happening tonight, the shop's closed.|buy the paint for the hallway",
        "So that's not happening yet.|sort the loft",
        "Dat wordt niks vandaag, morgen misschien.|de garage opruimen",
        "Ik maak de slides vanavond af, zodat ik morgen niet hoef te haasten.|de slides afmaken",
      })
  void aPurposeClauseOrAPostponementDropsNothing(String text, String task) {
    assertThat(statuses(text, task, "pending")).doesNotContain("abandoned");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Booked the hotel, so I don't have to worry about that.|book the hotel",
        "Paid the plumber, so we don't need to chase him.|pay the plumber",
        "Hotel geboekt, dus we hoeven niet meer te zoeken.|een hotel boeken",
      })
  void aDoneBeforeADontHaveToIsTheDone(String text, String task) {
    assertThat(statuses(text, task, "pending")).containsExactly("done");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "The school is providing lunches, so I don't have to make the sandwiches.|make"
            + " sandwiches for the school trip",
        "Dad's collecting Mia, so I don't have to pick her up from school.|pick Mia up from"
            + " school",
        "My sister lent us her tent, so we don't need the new tent after all.|buy a new tent",
        "Mijn zus neemt de taart mee, dus ik hoef de taart niet te bakken.|een taart bakken voor"
            + " het feest",
        "Pool's shut for repairs all week, so that's not happening.|swim the 2k test",
      })
  void somethingElseMakingTheTasksOwnDeedUnnecessaryDropsIt(String text, String task) {
    assertThat(statuses(text, task, "pending")).containsExactly("abandoned");
  }
}
