package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.preferences;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, twelfth pass (stop 30): classes the dev splits showed (terse follow-ups resolving to
 * the one open task, two requests with two people, a task handed back or on, negated requests and
 * sarcastic promises, polarity in a contrast). The sentences are new, written for this pass, none
 * from the labelled sets. Said on Tuesday 2026-03-10.
 */
class TwelfthPassTest {

  private static final String DISLIKES = RuleBasedExtractor.DISLIKES;

  // ------------------------------------------------------------ terse follow-ups: a past deed

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Niels terugbetalen voor het concert|Zojuist overgemaakt.",
        "de kerstpakketten inpakken|Allemaal ingepakt!",
        "een cadeau kopen voor de verjaardag van Sanne|Heb een mooie sjaal voor haar gekocht.",
        "get a present for Omar's birthday|Got him a nice board game.",
        "write a condolence card to Mrs. Patel|Wrote it and dropped it through her door.",
        "buy flowers for Grandma|Picked up a big bunch of tulips for her.",
      })
  void aPastDeedAboutTheTasksPersonOrAloneCompletesTheOneOpenTask(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo("done");
  }

  @Test
  void someoneElseDidItWithAPronounForTheTask() {
    assertThat(said("Sven heeft het gedaan, keurig.", open("de ramen lappen")).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo("done");
    assertThat(said("Priya did it this morning.", open("water the plants")).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo("done");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // another thing, a question, a negation, a plan, a try
        "een cadeau kopen voor de verjaardag van Sanne|Gisteren nieuwe schoenen voor mezelf gekocht.",
        "get a present for Omar's birthday|Got stuck in traffic for an hour.",
        "Niels terugbetalen voor het concert|Nog niet overgemaakt.",
        "Niels terugbetalen voor het concert|Heb je het al overgemaakt?",
        "get a present for Omar's birthday|Tried to find him something, no luck.",
        "write a condolence card to Mrs. Patel|Wrote my essay instead.",
        // an imperative that looks like a past form asks for something
        "buy flowers for Grandma|Put them on the table for her.",
      })
  void aPastDeedAboutSomethingElseChangesNothing(String task, String text) {
    assertThat(said(text, open(task)).statusChanges()).isEmpty();
  }

  // ------------------------------------------------------------ two requests, two people

  @Test
  void twoPeopleAskedForTwoThingsEachOwnTheirOwn() {
    assertThat(owners(said("I asked Oscar to mow the lawn and Lena to wash the car on Friday.")))
        .containsExactlyInAnyOrder("mow the lawn=Oscar", "wash the car=Lena");
    assertThat(said("I asked Oscar to mow the lawn and Lena to wash the car on Friday.").tasks())
        .filteredOn(t -> t.owner().equals("Lena"))
        .singleElement()
        .extracting(TaskCandidate::due)
        .isEqualTo(Probes.day("2026-03-13"));
    assertThat(
            owners(
                said(
                    "Ik heb Ruud gevraagd de vaatwasser te legen en Fenna om de was op te hangen.")))
        .containsExactlyInAnyOrder("de vaatwasser legen=Ruud", "de was ophangen=Fenna");
  }

  @Test
  void aNamedPersonsShareInADutchSecondClauseIsTheirTask() {
    assertThat(
            owners(
                said(
                    "Ik heb Joost beloofd dat ik zijn laptop repareer, Anouk haalt hem morgen op.")))
        .contains("zijn laptop repareren=self", "zijn laptop ophalen=Anouk");
    assertThat(
            owners(
                said(
                    "Ik heb aan Lotte toegezegd dat ik de notulen nakijk, en Bram zorgt voor de lunch.")))
        .contains("de notulen nakijken=self", "zorgen voor de lunch=Bram");
  }

  // ------------------------------------------------------------ a task handed back or on

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "repair the garden gate|Tom's away all week, so I'll have to fix the gate myself.|self",
        "de nieuwe stoelen bestellen|Karin is ziek, dan bestel ik ze zelf wel.|self",
        "book the minibus|Actually Nadia's going to book the minibus, she knows the firm.|Nadia",
        "de taart halen|Eigenlijk gaat Joris de taart halen, hij woont ernaast.|Joris",
      })
  void aTaskHandedBackOrOnKeepsItsLabelWithTheNewOwner(String task, String text, String owner) {
    assertThat(said(text, open(task)).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.owner()).isEqualTo(owner);
            });
  }

  // ------------------------------------------------------------ negatives: no open task

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Please don't remind me about the gym, I cancelled my membership.",
        "Don't book me on the night train, I never sleep on those.",
        "Herinner me alsjeblieft niet aan de sportschool, ik heb opgezegd.",
        "Zet me niet meer op het rooster voor zondag, dat lukt niet.",
        "Oh sure, I'll clean out the loft this weekend, right after I learn to fly.",
        "I'll definitely start jogging tomorrow, like I do every Monday (never).",
        "Ja hoor, ik ga morgen de zolder opruimen, direct nadat ik de loterij win.",
      })
  void aNegatedRequestOrASarcasticPromiseYieldsNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @Test
  void aRequestNotToForgetIsStillATask() {
    assertThat(said("Don't let me forget to call the plumber on Thursday.").tasks()).isNotEmpty();
    assertThat(said("Vergeet niet me te herinneren de loodgieter te bellen.").tasks()).isNotEmpty();
  }

  // ------------------------------------------------------------ polarity in a contrast

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Rice milk is fine, but I really dislike almond milk.|+Rice milk|-almond milk",
        "Ik vind vroege vergaderingen vreselijk maar middagvergaderingen prima.|-vroege vergaderingen|+middagvergaderingen",
        "Podcasts, yes; audiobooks, never.|+Podcasts|-audiobooks",
        "Thee ja, koffie nooit.|+Thee|-koffie",
      })
  void bothHalvesOfAContrastKeepTheirPolarity(String text, String first, String second) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(stored(first), stored(second));
  }

  @Test
  void theOldOneWasNicerIsALikeOfTheOldOne() {
    assertThat(
            preferences(
                "I can't stand the new canteen sandwiches. The old bakery rolls were much better."))
        .contains(DISLIKES + "the new canteen sandwiches", "The old bakery rolls");
    assertThat(preferences("De oude kantine vond ik veel gezelliger."))
        .containsExactly("De oude kantine");
  }

  private static String stored(String signed) {
    return signed.startsWith("-") ? DISLIKES + signed.substring(1) : signed.substring(1);
  }

  private static java.util.List<String> owners(Extraction x) {
    return x.tasks().stream().map(t -> t.label() + "=" + t.owner()).toList();
  }
}
