package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, ninth pass (stop 27): recall of tasks, owners, deadlines and status by phrasing family.
 * Sentences are new, written for this pass, not the labelled sets'. Said on Tuesday 2026-03-10.
 */
class NinthPassTest {

  // ------------------------------------------------------------ a weekday with its ordinal day

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Thursday the 19th is the last day to return the jacket.|return the jacket|self|2026-03-19",
        "Monday the 16th I have to hand in the keys.|hand in the keys|self|2026-03-16",
        "Woensdag de 18e moet de huur betaald zijn.|huur|self|2026-03-18",
        "Vrijdag is de deadline voor de enquête.|enquête|self|2026-03-13",
        // the weekday alone is still the next one
        "Thursday is the deadline for the team survey.|team survey|self|2026-03-12",
      })
  void weekdayWithItsOrdinal(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @Test
  void theOrdinalWinsOverTheWeekdayAsADate() {
    assertThat(said("Friday the 27th works for the dinner.").dates())
        .extracting(d -> d.date().toString())
        .containsExactly("2026-03-27");
    // a weekday that does not fall on the ordinal: the first such day from today
    assertThat(said("Monday the 12th is fine.").dates())
        .extracting(d -> d.date().toString())
        .containsExactly("2026-03-12");
  }

  // ------------------------------------------------------------ promises and offers

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I promised to return the drill to Sam by Saturday.|return the drill to Sam|self|2026-03-14",
        "I've promised to fix the gate tomorrow.|fix the gate|self|2026-03-11",
        "I volunteered to organise the team lunch.|organise the team lunch|self|",
        "Zoe promised to bring the speakers on Saturday.|bring the speakers|Zoe|2026-03-14",
        "Ik heb Lotte beloofd dat ik haar scriptie vrijdag nakijk."
            + "|haar scriptie nakijken|self|2026-03-13",
        "Ik heb tegen Pim gezegd dat ik de foto's morgen stuur.|de foto's sturen|self|2026-03-11",
        "Ik heb aangeboden de teamlunch te organiseren.|de teamlunch organiseren|self|",
        "Bas heeft aangeboden om ons zondag naar Schiphol te brengen."
            + "|ons naar Schiphol brengen|Bas|2026-03-15",
      })
  void promisesAndOffers(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I promised not to call him again.",
        "I never promised to help with the move.",
        "I offered to help but she said no.",
        "Ik heb gezegd dat ik ziek ben.",
        "Ik heb gezegd dat ik morgen niet kom.",
        "Ik had beloofd om te helpen, maar het lukt niet.",
      })
  void noPromise(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  // ------------------------------------------------------------ "Graag" / "Gelieve": the reader's

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Graag het formulier uiterlijk vrijdag terugsturen.|het formulier terugsturen|self|2026-03-13",
        "Gelieve het formulier vóór 20 maart te ondertekenen.|het formulier ondertekenen|self"
            + "|2026-03-20",
        // not an infinitive: still a request to the assistant
        "Graag een tafel voor vier om acht uur.|een tafel voor vier om acht uur||",
      })
  void impersonalDutchInstruction(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @Test
  void youAreWelcomeIsNoTask() {
    assertThat(said("Graag gedaan!").tasks()).isEmpty();
  }

  // ------------------------------------------------------------ status said indirectly

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "drop off the parcel|Dropped the parcel off at the post office.|done",
        "book a hotel in Lyon|The hotel booking is confirmed.|done",
        "hotel boeken in Gent|Het hotel is bevestigd.|done",
        "call the bank|Finally got round to calling the bank.|done",
        "fix the leaking tap|I managed to fix the leaking tap.|done",
        // part of it done: the rest is left
        "take down the old curtains|Took down the old curtains, only the rails are left.|in_progress",
        "bloemen kopen voor Anna|Laat die bloemen maar, Anna heeft ze al gekocht.|abandoned",
      })
  void statusOfTheOneTask(String task, String text, String status) {
    assertThat(said(text, Probes.open(task)).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo(status));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "write the report|The report deadline is gone, but it still has to be written.",
        "call the bank|I haven't managed to call the bank.",
        "het verslag schrijven|Het verslag moet nog geschreven worden.",
      })
  void noStatus(String task, String text) {
    assertThat(said(text, Probes.dated(task, "2026-03-13")).statusChanges()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "The deadline for the report was dropped.",
        "The report deadline is gone, but it still has to be written.",
      })
  void deadlineRemoved(String text) {
    assertThat(said(text, Probes.dated("write the report", "2026-03-13")).deadlineRemovals())
        .hasSize(1);
  }

  // ------------------------------------------------------------ bare ordinal days, the user's day

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The electricity bill is due on the 25th.|electricity bill|self|2026-03-25",
        "I have until the 20th to pay the fine.|pay the fine|self|2026-03-20",
        "The quarterly VAT return must be filed before the 31st.|file the quarterly VAT return|self|2026-03-31",
        "De factuur moet uiterlijk de 15e betaald zijn.|factuur|self|2026-03-15",
        // a past ordinal day is next month's
        "The water bill is due on the 5th.|water bill|self|2026-04-05",
      })
  void bareOrdinalDeadline(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "write the report|They pushed the report back to the 20th.|2026-03-20",
        "write the report|Postpone the report to the 23rd.|2026-03-23",
        "het verslag schrijven|Het verslag is verschoven naar de 23e.|2026-03-23",
        "write the report|My boss wants the report earlier, by Thursday.|2026-03-12",
        "write the report|I want the report finished two days before, on Wednesday.|2026-03-11",
        "het verslag schrijven|Ik wil het verslag donderdag af hebben.|2026-03-12",
      })
  void deadlineMoved(String task, String text, String moved) {
    Probes.assertDeadlineMoved(task, text, moved);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"We moved to the 3rd floor.", "I want the report to be good."})
  void noMove(String text) {
    assertThat(said(text, Probes.dated("write the report", "2026-03-13")).tasks()).isEmpty();
    assertThat(said(text).dates()).isEmpty();
  }

  // ------------------------------------------------------------ Dutch verb-second, more verbs

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Het contract stel ik vrijdag op.|het contract opstellen|self|2026-03-13",
        "Zaterdag leeg ik de regenton.|de regenton legen|self|2026-03-14",
        "Donderdag sluit ik de nieuwe wasmachine aan.|de nieuwe wasmachine aansluiten|self"
            + "|2026-03-12",
        "De klacht handel ik maandag af.|de klacht afhandelen|self|2026-03-16",
        "De brief vertaal ik vanavond.|de brief vertalen|self|2026-03-10",
        "Het huis verzeker ik volgende week.|het huis verzekeren|self|",
        "De woonkamer richt ik zaterdag in.|de woonkamer inrichten|self|2026-03-14",
        "Vrijdag feliciteer ik oma.|oma feliciteren|self|2026-03-13",
        "Donderdag monteer ik de kast.|de kast monteren|self|2026-03-12",
      })
  void dutchVerbSecond(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Morgen werk ik thuis.",
        "Vrijdag rij ik naar Utrecht.",
        "Gisteren heb ik de kast gemonteerd.",
        "Ik test nooit iets.",
        "Vrijdag sluit ik niet aan bij de borrel.",
      })
  void dutchNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  // ------------------------------------------------------------ English plans headed by a time

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Tomorrow I call the bank about the mortgage.|call the bank about the mortgage|self"
            + "|2026-03-11",
        "Friday I pick up the new glasses.|pick up the new glasses|self|2026-03-13",
        "Saturday we paint the fence.|paint the fence|self|2026-03-14",
        "On Monday I send the invoice to Carla.|send the invoice to Carla|self|2026-03-16",
        "Tonight I finish the slides.|finish the slides|self|2026-03-10",
        // a thing that needs an act, the act as its -ing form
        "The gutters need cleaning by Friday.|clean the gutters|self|2026-03-13",
        "The passport photos need taking within a week.|take the passport photos|self|2026-03-17",
        // a day-headed note with a verb the lists lacked
        "Before Friday next week: finalise the seating chart.|finalise the seating chart|self"
            + "|2026-03-20",
      })
  void englishPlans(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "On Mondays I call my mom.",
        "Tomorrow I call it a day.",
        "Tomorrow I don't call anyone.",
        "Tomorrow I plan to relax.",
        "Tomorrow I book the flights?",
        "Today I finished the slides.",
        "Tomorrow I work from home.",
        "Friday we go to the beach.",
      })
  void englishNoPlan(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  // ------------------------------------------------------------ an email pasted into the chat

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "From: Bob Lee <bob@example.com>\\nSubject: Budget\\n\\nHi,\\n\\nCan you review the budget"
            + " before Friday?\\n\\nBob|review the budget|self|2026-03-13",
        "Van: Karin Smit <k.smit@example.nl>\\nOnderwerp: Offerte\\n\\nBeste,\\n\\nWil je de offerte"
            + " uiterlijk donderdag naar mij sturen?\\n\\nGroet,\\nKarin"
            + "|de offerte naar mij sturen|self|2026-03-12",
      })
  void pastedEmailRequestIsTheUsers(String text, String label, String owner, String due) {
    assertOneTask(text.replace("\\n", "\n"), label, owner, due);
  }

  @Test
  void aRequestToTheAssistantStaysTheAssistants() {
    assertOneTask(
        "Can you review the budget before Friday?", "review the budget", null, "2026-03-13");
  }

  @Test
  void theWritersWishIsNoTask() {
    assertThat(said("Graag ontvangen wij uw reactie vóór 20 maart.").tasks()).isEmpty();
  }

  // ------------------------------------------------------------ terse follow-ups

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a time in a completion is no answer to "when?"
        "renew the parking permit|Got it done this morning.|done",
        "find a babysitter|We've got a babysitter.|done",
        "een oppas zoeken|We hebben een oppas.|done",
        "fix the printer|I'm on it.|in_progress",
      })
  void terseStatus(String task, String text, String status) {
    var x = said(text, Probes.open(task));
    assertThat(x.tasks()).isEmpty();
    assertThat(x.statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo(status));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // another thing had, a question, a thing the task does not get
        "een nieuwe laptop bestellen|Ik heb een nieuwe fiets gekocht, eindelijk.",
        "find a babysitter|Have we got a babysitter?",
        "call the dentist|I have a dentist appointment.",
      })
  void notHad(String task, String text) {
    assertThat(said(text, Probes.open(task)).statusChanges()).isEmpty();
  }

  @Test
  void aDayAloneStillAnswersWhen() {
    assertThat(said("Tomorrow.", Probes.open("call the plumber")).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(Probes.day("2026-03-11")));
  }

  // ------------------------------------------------------------ polarity

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I find opera boring.|dislikes opera",
        "I find gardening really relaxing.|gardening",
        "I've grown to love running.|running",
        "I've come to hate commuting.|dislikes commuting",
        "Sushi is mijn lievelingseten.|Sushi",
        "Ik word blij van zonnige dagen.|zonnige dagen",
      })
  void polarity(String text, String preference) {
    assertThat(Probes.preferences(text)).containsExactly(preference);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"I don't find opera boring.", "I find it boring."})
  void noPolarity(String text) {
    assertThat(Probes.preferences(text)).isEmpty();
  }

  /** Stop 33: "niet blij / vrolijk van X" is a dislike (v5's and v6's labels), never a like. */
  @Test
  void notMadeHappyIsADislike() {
    assertThat(Probes.preferences("Ik word niet blij van regen."))
        .containsExactly("dislikes regen");
  }

  // ------------------------------------------------------------ owners

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Sanne en ik gaan zaterdag de gang schilderen.|de gang schilderen|self|2026-03-14",
        "Lisa volunteered to bring the cake.|bring the cake|Lisa|",
        // a modal is no errand: the label keeps the act only
        "Joris moet vrijdag de auto ophalen.|de auto ophalen|Joris|2026-03-13",
      })
  void owners(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @Test
  void askingANamedPersonWithAan() {
    // stop 37: only the asking; Lotte has agreed to nothing yet
    assertThat(said("Vraag even aan Lotte of ze de foto's stuurt.").tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).startsWith("Lotte vragen");
              assertThat(t.owner()).isNull();
            });
  }

  // ------------------------------------------------------------ the assistant's own promise

  private static java.util.List<dev.assistantmemory.core.extract.Extraction.TaskCandidate>
      assistantSaid(String text) {
    return Probes.saidBy("assistant", text).tasks();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'll send you the notes later.|send the notes",
        "I'll email you the summary shortly.|email the summary",
      })
  void assistantPromiseToSend(String text, String label) {
    assertThat(assistantSaid(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isNull();
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik maak de samenvatting voor morgen klaar.|de samenvatting klaarmaken",
        "Ik stuur je de notulen morgen.|de notulen sturen",
      })
  void assistantDutchPresentWithATime(String text, String label) {
    assertThat(assistantSaid(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isNull();
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'll help you later.",
        "I'll think about it later.",
        "I'll send it later.",
        "Ik maak me zorgen.",
        "Ik check het morgen even.",
      })
  void noAssistantPromise(String text) {
    assertThat(assistantSaid(text)).isEmpty();
  }

  // ------------------------------------------------------------ irony

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ja hoor, en morgen schilder ik het hele huis.",
        "Jaja, en dan ruim ik meteen de zolder op.",
      })
  void sarcasticAndThen(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @Test
  void aSincereJaHoorStillCommits() {
    assertOneTask("Ja hoor, morgen bel ik de bank.", "de bank bellen", "self", "2026-03-11");
    // a conjunction before the fronted time stays out of the label
    assertOneTask("Ja, en morgen bel ik de bank.", "de bank bellen", "self", "2026-03-11");
  }
}
