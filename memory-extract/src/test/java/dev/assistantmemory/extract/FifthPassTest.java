package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.preferences;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, fifth pass (stop 23): a clause that refers back to the one before it (a pro-verb takes
 * its act, a pronoun its thing), a deadline said about a thing in a later clause, reminders the
 * assistant is asked to set, musings and letting off steam that are no task, more dislike wording,
 * owners after "from the X of Y", the user taking a task back, and status words that say a thing
 * happened. Sentences are new, not the labelled sets'.
 */
class FifthPassTest {
  /** The day of {@link Probes#NOW}, a Tuesday. */
  private static final LocalDate DAY = LocalDate.parse("2026-03-10");

  private static KnownTask open(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        // a pro-verb takes the act of the clause before, negated or not, with its own day
        "De brief schrijf ik vanavond niet meer, dat doe ik morgen.|de brief schrijven|self|2026-03-11",
        // "dat regel ik": the matter of the clause before, on its day
        "Morgen moet de auto naar de garage, dat regel ik.|de auto naar de garage regelen|self"
            + "|2026-03-11",
        // a pronoun first stands for the thing of the clause before (a past one too)
        "Gisteren heb ik de offerte afgerond, die stuur ik binnen een week naar Pieter."
            + "|de offerte naar Pieter sturen|self|2026-03-17",
        // a named person takes the act the user will not do
        "Die presentatie ga ik niet maken, dat doet Bram maar.|de presentatie maken|Bram|-",
      })
  void aDutchClauseThatRefersBackTakesTheActOrThingBeforeIt(
      String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @Test
  void anActFirstBeforeAComingOneIsATaskWithoutItsDay() {
    assertThat(said("De offerte onderteken ik vrijdag, maar eerst lees ik hem nog door.").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("de offerte ondertekenen", DAY.plusDays(3)),
            org.assertj.core.groups.Tuple.tuple("de offerte doorlezen", null));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "I'm not accepting that speeding ticket, I'm going to appeal it.|appeal the speeding ticket|-",
        "I can't call the bank today, I'll do it tomorrow.|call the bank|2026-03-11",
        "The invoice from the plumber came in, I'll pay it on Friday.|pay the invoice|2026-03-13",
        "Thanks for the list, I'll print it tomorrow.|print the list|2026-03-11",
        "De offerte is klaar, ik ga hem morgen versturen.|de offerte versturen|2026-03-11",
      })
  void aPronounTaskTakesTheThingOrActOfTheClauseBefore(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Dat doe ik morgen.",
        "I'll do it tomorrow.",
        "Ik ga niet koken, dat doe ik niet.",
        "I'll do it myself.",
      })
  void aPronounWithNothingBeforeItNamesNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm presenting on Thursday, so the deck has to be done by Wednesday.|deck|2026-03-11",
        "We fly on Sunday, so the visa application must be submitted by Thursday."
            + "|submit the visa application|2026-03-12",
        // an action noun with what it is about names the task
        "De verlenging van het paspoort moet uiterlijk 3 april rond zijn."
            + "|verlenging van het paspoort|2026-04-03",
      })
  void aDeadlineAboutAThingInALaterClauseIsTheUsersTask(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @Test
  void anActionNounAloneStillNamesNoTask() {
    assertThat(said("Payment is due by Friday.").tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "Can you add a reminder to renew my parking permit on Friday?|renew my parking permit"
            + "|2026-03-13",
        "Please set me a reminder for Monday to call the garage.|call the garage|2026-03-16",
        "Kun je een herinnering maken zodat ik morgen de oppas bel?|de oppas bellen|2026-03-11",
        "Herinner me eraan dat ik donderdag de tandarts bel.|de tandarts bellen|2026-03-12",
        "Zet een herinnering om de huur over te maken.|de huur overmaken|-",
        "Can you remind me tomorow to water the plants?|water the plants|2026-03-11",
      })
  void aReminderTheAssistantIsAskedToSetIsTheUsersTask(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  /**
   * Issue 13: no negated, ironic or merely mused utterance yields an open task (with the older
   * cases in {@link PolarityAndNegationTest}).
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "I set a reminder on my phone, thanks.",
        "Maybe I should call her someday.",
        "Misschien moet ik ooit de tuin eens aanpakken.",
        "I'll get round to the attic in 2030, probably never.",
        "Ik moet even mijn hart luchten, je hoeft niks te doen.",
        "I just need to vent for a minute.",
        "Ja hoor, ik ga morgen om vijf uur sporten. Tuurlijk.",
        "Oh sure, I'll learn Mandarin this month. Definitely.",
        "I'm not going to call him back.",
        "I refuse to clean up after the party.",
        "I'd rather not host the dinner on Saturday.",
        "I was supposed to mow the lawn today but I'm not doing it.",
        "My landlord will fix the heating on Monday.",
        "Ik ben niet van plan om de schuur op te ruimen.",
        "Geen sprake van dat ik zaterdag de barbecue organiseer.",
        "Ik peins er niet over om Bram terug te bellen.",
        "Als ik tijd had, zou ik de zolder opruimen.",
        "Mijn man haalt morgen de kinderen op.",
        "Morgen bel ik de gemeente niet, dat heeft geen zin.",
      })
  void negatedIronicAndMusedUtterancesYieldNoOpenTask(String text) {
    assertThat(said(text).tasks()).as(text).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"I'll call her on Friday.", "Maybe I'll call the bank tomorrow, I need to."})
  void aPlainOrDatedIntentionStaysATask(String text) {
    assertThat(said(text).tasks()).as(text).isNotEmpty();
  }

  /** Issue 13: no dislike is stored as a like; these are stored as dislikes. */
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I've never liked opera.|dislikes opera",
        "I could do without small talk.|dislikes small talk",
        "I've never been into golf.|dislikes golf",
        "Ik moet niks hebben van groepsreizen.|dislikes groepsreizen",
        "Ik kan niet tegen koriander.|dislikes koriander",
        "Ik walg van spruitjes.|dislikes spruitjes",
        "Ik vind karaoke maar niks.|dislikes karaoke",
        "Ik heb niet zoveel met voetbal.|dislikes voetbal",
      })
  void moreDislikeWordingIsADislike(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Ik kan niet tegen vrijdag klaar zijn.", "I don't dislike jazz."})
  void aDeadlineOrADoubleNegationIsNoPreference(String text) {
    assertThat(preferences(text)).isEmpty();
  }

  @Test
  void anOrganisationWithOfInItsNameIsNoOwner() {
    assertThat(
            said("Prof. Hannah Meyer from the University of Utrecht will review the chapter.")
                .tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.owner()).isEqualTo("Hannah Meyer"));
  }

  @Test
  void aDutchImperativeIsNoName() {
    assertThat(said("Zorg dat de stoelen er vóór vrijdag staan, alsjeblieft.").tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.owner()).isNull(); // the assistant's, not "Zorg"'s
              assertThat(t.label()).isEqualTo("de stoelen");
              assertThat(t.due()).isEqualTo(DAY.plusDays(3));
            });
  }

  @Test
  void theUserTakesTheOneOpenTaskBack() {
    assertThat(
            said(
                    "Bram is op vakantie, ik doe het zelf wel morgen.",
                    open("t1", "de vuilnis buitenzetten"))
                .tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("de vuilnis buitenzetten");
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isEqualTo(DAY.plusDays(1));
            });
    // two open tasks: "it" names neither
    assertThat(
            said(
                    "Sam is sick, I'll do it myself.",
                    open("t1", "collect the parcel"),
                    open("t2", "book the hotel"))
                .tasks())
        .isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The mortgage application went through!|submit the mortgage application",
        "The interview went well, thanks.|prepare for the interview",
        "Jonas approved the budget.|review the budget",
      })
  void aThingThatHappenedCompletesItsTask(String text, String task) {
    assertThat(said(text, open("t1", task)).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }

  @Test
  void aDutchDeadlineShiftedMovesIt() {
    assertThat(
            said(
                    "De deadline voor het rapport is naar 20 maart geschoven.",
                    new KnownTask("t1", "het rapport schrijven", "pending", DAY.plusDays(2), false))
                .tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse("2026-03-20")));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "I have until Monday to send the signed lease.|send the signed lease|self|2026-03-16",
        "Ik heb tot 2 april om het aanvraagformulier in te vullen.|het aanvraagformulier invullen"
            + "|self|2026-04-02",
        "I told Jess I would send her the photos on Thursday.|send her the photos|self|2026-03-12",
        "Lisa brings the salad on Sunday.|bring the salad|Lisa|2026-03-15",
        "Kevin fixes the bike tomorrow.|fix the bike|Kevin|2026-03-11",
        "Na het weekend zet ik de kerstboom buiten.|de kerstboom buiten zetten|self|-",
        "Eind van de maand moet de jaarrekening af.|jaarrekening|self|-",
        "I promised my neighbour I'd water her plants this weekend.|water her plants|self|-",
      })
  void moreWaysToSayATask(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Sarah cooks every Sunday.",
        "My brother makes great pasta.",
        "Anna takes a day off on Friday."
      })
  void aNamedPersonsHabitOrDescriptionIsNoTask(String text) {
    assertThat(said(text).tasks()).as(text).isEmpty();
  }

  @ParameterizedTest(name = "{0} -> {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The tax return is in.|file the tax return|done",
        "Ticked the tax return off my list.|file the tax return|done",
        "Het cadeau voor mama is binnen.|een cadeau voor mama bestellen|done",
        "The gift for mum arrived.|order a gift for mum|done",
        "Heb de loodgieter net gesproken.|de loodgieter bellen|done",
        "The tax return can wait, not doing it this year.|file the tax return|abandoned",
        "We're not going to Spain after all, so skip the flights.|book flights to Spain|abandoned",
        "Die aangifte laat ik zitten.|de belastingaangifte doen|abandoned",
      })
  void moreStatusWording(String text, String task, String status) {
    assertThat(said(text, open("t1", task)).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo(status));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "The invoice arrived.|pay the invoice",
        "The parcel is in the hallway.|order a new lamp",
        "Skip the small talk, what's the plan?|call the bank",
      })
  void anArrivalOfAnotherThingOrAStraySkipChangesNoTask(String text, String task) {
    assertThat(said(text, open("t1", task)).statusChanges()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "We now have until Monday for the slides.|prepare the slides|2026-03-16",
        "The slides are due a day later now, on Thursday.|prepare the slides|2026-03-12",
        "De offerte mag ook volgende week dinsdag.|de offerte maken|2026-03-17",
        "Het verslag hoeft pas op 25 maart af.|het verslag schrijven|2026-03-25",
        "Geen haast met het verslag, 30 maart is ook goed.|het verslag schrijven|2026-03-30",
      })
  void moreTimeGivenMovesTheDeadline(String text, String task, String due) {
    KnownTask known = new KnownTask("t1", task, "pending", DAY.plusDays(1), false);
    assertThat(said(text, known).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(due)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"I'm away until Monday.", "Ik ben tot vrijdag op vakantie."})
  void beingAwayUntilADayMovesNoDeadline(String text) {
    KnownTask known = new KnownTask("t1", "call the bank", "pending", DAY.plusDays(1), false);
    assertThat(said(text, known).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "Bas zei dat hij de tent meeneemt.|de tent meenemen|Bas|-",
        "Noor heeft beloofd dat ze morgen de sleutel brengt.|de sleutel brengen|Noor|2026-03-11",
        "Mijn collega Pieter stuurt vrijdag de planning.|de planning sturen|Pieter|2026-03-13",
        // "van zaterdag" says which party, not when the music is due
        "Samira regelt de hapjes voor het feest van zaterdag.|de hapjes voor het feest regelen"
            + "|Samira|-",
      })
  void aNamedPersonsDutchActIsAnInfinitiveLabel(
      String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Eva zei dat ze niet komt.", "Tim zegt dat hij het druk heeft."})
  void reportedSpeechWithoutAnActIsNoTask(String text) {
    assertThat(said(text).tasks()).as(text).isEmpty();
  }

  /** A false task is worse than a missed one: none of these is an errand. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "Morgen begin ik aan mijn nieuwe baan.",
        "Tomorrow I start my new job at Philips.",
        "We should grab coffee sometime.",
        "Ik ga morgen naar Parijs.",
        "Ik moet morgen werken.",
        "Ik moet morgen vroeg op.",
        "Do I need to bring anything to the party?",
        "Moet ik iets meenemen naar de borrel?",
        "Someone has to clean the fridge.",
        "Iemand moet de vaatwasser uitruimen.",
        "We moeten het er nog eens over hebben.",
        "We need to talk.",
      })
  void lifeEventsPleasantriesQuestionsAndUnnamedOwnersAreNoTask(String text) {
    assertThat(said(text).tasks()).as(text).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Sometime next month I should check the pension statement.",
        "I need to talk to the landlord about the leak.",
        "Ik moet morgen naar de garage bellen.",
      })
  void aTimeWindowOrAnErrandWithATalkStaysATask(String text) {
    assertThat(said(text).tasks()).as(text).hasSize(1);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "Die boeken moet ik nog terugbrengen.|de boeken terugbrengen|-",
        "Woensdag heb ik de presentatie klaar.|de presentatie klaarmaken|2026-03-11",
        "Tegen vrijdag heb ik het verslag af.|het verslag afmaken|-",
        "Maandag begint de cursus, dan moet ik mijn laptop klaar hebben.|mijn laptop klaarmaken"
            + "|2026-03-16",
        "Volgende maand ga ik mijn paspoort verlengen.|mijn paspoort verlengen|-",
        "Morgen even de huur overmaken.|de huur overmaken|2026-03-11",
        "Vanavond de kliko buiten zetten.|de kliko buiten zetten|2026-03-10",
        "Tomorrow morning: call the insurance.|call the insurance|2026-03-11",
        "This afternoon I'm picking up the kids.|pick up the kids|2026-03-10",
        "On Sunday we're painting the fence.|paint the fence|2026-03-15",
      })
  void moreWordOrdersAndNotesToSelf(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @Test
  void havingAThingDoneByAComingDayIsNoCompletion() {
    KnownTask report = open("t1", "het verslag schrijven");
    assertThat(said("Tegen vrijdag heb ik het verslag af.", report).statusChanges()).isEmpty();
    assertThat(said("Ik heb het verslag af.", report).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"Morgen de hele dag vergaderen.", "Morgen de kinderen naar school."})
  void aNoteWithoutAnActionVerbIsNoTask(String text) {
    assertThat(said(text).tasks()).as(text).isEmpty();
  }

  @Test
  void aListHeadedByPlansIsOneTaskPerItem() {
    assertThat(said("Weekend plans: fix the fence, clean the gutters.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("fix the fence", "clean the gutters");
  }
}
