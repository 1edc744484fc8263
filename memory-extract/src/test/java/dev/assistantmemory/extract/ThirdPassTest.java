package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 13, third pass: a status said about the task's thing (a Dutch compound's head, a result
 * state, "got" for getting tasks, "geen X" for a dropped task), negation scoped to its clause,
 * partial progress, a bare day answering "when?", Dutch named subjects (one or two names, separable
 * verbs, "komen" + infinitive), "vraag/gevraagd aan X en Y of ze", and a hand-over of the one open
 * task. Sentences are new, not the labelled set's.
 */
class ThirdPassTest {
  /** A Tuesday. */
  private static final Instant NOW = Instant.parse("2026-03-10T09:00:00Z");

  private static final LocalDate DAY = LocalDate.parse("2026-03-10");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private static KnownTask open(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  private Extraction said(String text, KnownTask... known) {
    return extractor.extract(
        ExtractionInput.of(text, "user", Scope.personal, NOW, ZoneOffset.UTC)
            .withKnownTasks(List.of(known), 0));
  }

  private List<StatusChange> status(String text, KnownTask... known) {
    return said(text, known).statusChanges();
  }

  @ParameterizedTest(name = "{0} -> {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Mijn offerte is klaar.|t1|done",
        "The slides are done, thanks.|t2|done",
        "De kaart is de deur uit.|t3|done",
        "Got the tickets, front row!|t4|done",
        "De schuur is eindelijk leeg.|t5|done",
      })
  void aStatusAboutTheTasksThingIsAboutThatTask(String text, String id, String status) {
    KnownTask[] known = {
      open("t1", "de offerte voor Jansen bijwerken"),
      open("t2", "prepare the budget slides"),
      open("t3", "de verjaardagskaart voor oma versturen"),
      open("t4", "pick up the concert tickets"),
      open("t5", "de schuur leeghalen")
    };
    assertThat(status(text, known))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo(id);
              assertThat(s.status()).isEqualTo(status);
            });
  }

  @Test
  void aThingTwoOpenTasksShareIsAmbiguous() {
    assertThat(
            status(
                "De offerte is klaar.",
                open("t1", "de offerte voor Jansen bijwerken"),
                open("t2", "de offerte naar Bas sturen")))
        .isEmpty();
  }

  @Test
  void aResultStateNeedsTheTasksOwnVerb() {
    assertThat(status("De deur is open.", open("t1", "de deur verven"))).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Dit jaar geen oliebollen, te druk.|de oliebollen bakken",
        "The committee decided there will be no reunion.|organise the class reunion",
        "Actually, I'm not going to bother, it's fine as it is.|repaint the fence",
      })
  void aDroppedThingAbandonsItsTaskAndLeavesNothingOpen(String text, String task) {
    Extraction e = said(text, open("t1", task));
    assertThat(e.statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("abandoned"));
    assertThat(e.tasks()).isEmpty();
  }

  @Test
  void partialProgressIsUnderWayNotDone() {
    assertThat(
            status(
                "Kitchen cupboards done, the other ones on Sunday.",
                open("t1", "paint the cupboards")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("in_progress"));
    assertThat(
            status("De helft is gestreken, de rest doe ik morgen.", open("t1", "de was strijken")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("in_progress"));
  }

  @Test
  void negationIsScopedToItsClause() {
    assertThat(
            status(
                "Ik heb de factuur nog niet betaald, ik ben er wel mee bezig.",
                open("t1", "de factuur betalen")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("in_progress"));
    assertThat(
            status(
                "Het formulier staat klaar maar is nog niet verstuurd.",
                open("t1", "het formulier versturen")))
        .isEmpty();
  }

  @Test
  void aWishForItDoneIsNoCompletion() {
    assertThat(status("I want the report done by Friday.", open("t1", "write the report")))
        .isEmpty();
  }

  @Test
  void aGerundOfTheTasksVerbIsUnderWay() {
    assertThat(
            status(
                "Cleaning out the garage now, three bags already.",
                open("t1", "clean out the garage")))
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("in_progress"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Tomorrow.|2026-03-11",
        "Yes, by March 20.|2026-03-20",
        "Uiterlijk 2 april.|2026-04-02",
      })
  void aBareDayAnswersWhenForTheOneUndatedTask(String text, String due) {
    Extraction e =
        said(
            text,
            open("t1", "call the plumber"),
            new KnownTask("t2", "pay the rent", "pending", DAY.plusDays(5), false));
    assertThat(e.tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("call the plumber");
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }

  @Test
  void aBareDayWithTwoUndatedTasksIsNoAnswer() {
    assertThat(said("Tomorrow.", open("t1", "call the plumber"), open("t2", "buy paint")).tasks())
        .isEmpty();
  }

  private static List<String> owned(Extraction e) {
    return e.tasks().stream().map(t -> t.owner() + ":" + t.label()).toList();
  }

  @Test
  void dutchNamedSubjectsOwnTheirPresentTenseActs() {
    assertThat(owned(said("Noor haalt de sleutels op, ik neem de wijn mee.")))
        .containsExactlyInAnyOrder("Noor:de sleutels ophalen", "self:de wijn meenemen");
    assertThat(owned(said("Sem en Lotte komen donderdag de ladder brengen.")))
        .containsExactlyInAnyOrder("Sem:de ladder brengen", "Lotte:de ladder brengen");
    assertThat(owned(said("Daan regelt zaterdag de huurauto.")))
        .containsExactly("Daan:de huurauto regelen");
  }

  @Test
  void aVisitOrADescriptionIsNoTask() {
    assertThat(said("Sem en Lotte komen zondag logeren.").tasks()).isEmpty();
    assertThat(said("Daan maakt prachtige foto's.").tasks()).isEmpty();
    assertThat(said("Daan kookt altijd de pasta.").tasks()).isEmpty();
  }

  @Test
  void askingTwoPeopleInDutchGivesEachTheTask() {
    assertThat(
            owned(said("Ik heb aan Sem en Lotte gevraagd of ze zaterdag de tent kunnen opzetten.")))
        .containsExactlyInAnyOrder("Sem:de tent opzetten", "Lotte:de tent opzetten");
    // stop 37: to be asked is not yet to have agreed: only the asking
    List<TaskCandidate> asked =
        said("Vraag aan Sem en Lotte of ze uiterlijk vrijdag de foto's sturen.").tasks();
    assertThat(asked).extracting(TaskCandidate::owner).containsOnlyNulls();
  }

  @Test
  void aNamedPersonDoingItTakesOverTheOneOpenTask() {
    assertThat(
            owned(
                said(
                    "Ik heb het opgegeven, Daan doet het zaterdag.",
                    open("t1", "de kast ophangen"))))
        .containsExactly("Daan:de kast ophangen");
  }

  @Test
  void twoAddressedPeopleEachOwnTheRequest() {
    assertThat(owned(said("Kunnen jullie de tafels afruimen, Sem en Lotte?")))
        .containsExactlyInAnyOrder("Sem:de tafels afruimen", "Lotte:de tafels afruimen");
    assertThat(owned(said("Can you two book the meeting room, Mike and Sara?")))
        .containsExactlyInAnyOrder("Mike:book the meeting room", "Sara:book the meeting room");
  }

  @Test
  void aSharedSubjectReadsTheSecondClauseOnItsOwn() {
    List<TaskCandidate> nl = said("Ik ben morgen vrij en moet nog de band plakken.").tasks();
    assertThat(nl)
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("de band plakken");
              assertThat(t.owner()).isEqualTo("self");
              assertThat(t.due()).isNull(); // "morgen" is the day off, not the due date
            });
    assertThat(owned(said("My sister arrives on Friday, need to clean the guest room.")))
        .containsExactly("self:clean the guest room");
  }

  @Test
  void goingToWithAnObjectIsAChoreWithoutOneAnOuting() {
    assertThat(owned(said("Morgen ga ik de garage eindelijk opruimen.")))
        .containsExactly("self:de garage opruimen");
    assertThat(said("Morgen ga ik met de hond wandelen.").tasks()).isEmpty();
  }

  @Test
  void requestsToTheAssistantWithoutCanYou() {
    assertThat(owned(said("I'd like you to draft a thank-you note for the team.")))
        .containsExactly("null:draft a thank-you note for the team");
    assertThat(owned(said("Remind Tom to water the plants on Friday.")))
        .containsExactly("null:Remind Tom to water the plants");
  }

  @Test
  void withinTheNextNDaysIsADeadline() {
    assertThat(said("I have to renew the parking permit within the next 3 days.").tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse("2026-03-13")));
    assertThat(said("Ik moet binnen de komende twee weken de fiets laten maken.").tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse("2026-03-24")));
  }

  @Test
  void twoNamedOwnersJoinedByAndEachOwnTheTask() {
    assertThat(owned(said("Marcel and Bram will bring the chairs on Friday.")))
        .containsExactlyInAnyOrder("Marcel:bring the chairs", "Bram:bring the chairs");
    assertThat(owned(said("Sanne and Tom are going to paint the fence.")))
        .containsExactlyInAnyOrder("Sanne:paint the fence", "Tom:paint the fence");
    assertThat(said("Marcel and Bram will not bring the chairs.").tasks()).isEmpty();
  }
}
