package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Preferences said through a habit, a comparison or an idiom of indifference (issue 13, stop 32):
 * "I always take the stairs", "Trains beat planes any day", "Ik neem altijd de trap", "Appen gaat
 * me beter af", "I can't be bothered with small talk", "Voetbal kan me gestolen worden". A negator
 * never turns any of them into a like.
 */
class HabitPreferencesTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a habit of choice
        "For flights I always prefer a window seat.|a window seat",
        "I always take the stairs.|the stairs",
        "I usually go for the vegetarian option.|the vegetarian option",
        "Remember that I take my coffee black, no sugar.|coffee black, no sugar",
        "Ik neem altijd de trap.|de trap",
        "Ik kies meestal voor de vegetarische optie.|de vegetarische optie",
        "Ik drink mijn koffie zwart.|koffie zwart",
        // a comparison: the thing preferred
        "Trains beat planes any day.|Trains",
        "Paper books beat e-readers hands down.|Paper books",
        "Appen gaat me beter af.|Appen",
        "Thee gaat bij mij boven koffie.|Thee",
        // indifference or aversion said as an idiom
        "I can't be bothered with small talk.|dislikes small talk",
        "Small talk, can't be bothered.|dislikes Small talk",
        "Voetbal kan me gestolen worden.|dislikes Voetbal",
        "Musicals zijn niks voor mij.|dislikes Musicals",
        // a kind of person, a weakness, an addiction, a day-in day-out, a sign of choice
        "I'm a big tea drinker.|tea",
        "I'm not much of a coffee drinker.|dislikes coffee",
        "Ik ben meer een theedrinker.|thee",
        "Ik ben geen ochtendmens.|dislikes ochtend",
        "I have a soft spot for Italian food.|Italian food",
        "Ik heb een zwak voor Italiaans eten.|Italiaans eten",
        "I'm addicted to sudoku.|sudoku",
        "Ik ben verslaafd aan sudoku.|sudoku",
        "I could eat pasta every day.|pasta",
        "Ik zou elke dag pasta kunnen eten.|pasta",
        "Tea over coffee, always.|Tea over coffee",
        "Thee boven koffie, altijd.|Thee boven koffie",
        "Give me a good thriller any day.|a good thriller",
        "I get annoyed by loud music.|dislikes loud music",
        "Met Sinterklaas heb ik niks.|dislikes Sinterklaas",
        "Ik moet niets van musicals hebben.|dislikes musicals",
        "Musicals zijn aan mij niet besteed.|dislikes Musicals",
        "Ik vind small talk vermoeiend.|dislikes small talk",
        "I'm not big on birthdays.|dislikes birthdays",
        "I'm not one for big parties.|dislikes big parties",
        "Spicy food and I don't get along.|dislikes Spicy food",
        "No cruises for me, thanks.|dislikes cruises",
        "Voor mij geen cruise, dank je.|dislikes cruise",
        "Ik word niet goed van mensen die smakken.|dislikes mensen die smakken",
        "Verjaardagen vier ik liever niet.|dislikes Verjaardagen",
        "I'm all about a slow Sunday morning.|a slow Sunday morning",
        "Ik ben meer van de bergen dan van het strand.|de bergen",
        "Een avondje bordspellen gaat er bij mij altijd in.|Een avondje bordspellen",
        "Wandelen in het bos, daar knap ik van op.|Wandelen in het bos",
        "Liever een boek dan een film.|een boek dan een film",
        "Pasta kan ik elke dag eten.|Pasta",
        "Escape rooms are great fun, I'd do one every weekend.|Escape rooms",
        "Meh, jazz isn't really for me.|dislikes jazz",
        // stance verbs with a complement: the object phrase as said
        "Ik hou ervan om te wandelen.|wandelen",
        "Ik hou er niet van om te wachten.|dislikes wachten",
        "Ik vind het heerlijk om te koken.|koken",
        "Ik haat het om vroeg op te staan.|dislikes vroeg opstaan",
        "I really dislike when meetings run over.|dislikes when meetings run over",
        "I prefer not to drive at night.|dislikes drive at night",
        // coordinated objects are each a preference
        "I like both cats and dogs.|cats;dogs",
        "Ik hou van zowel katten als honden.|katten;honden",
      })
  void aHabitAComparisonOrAnIdiomStatesATaste(String text, String stored) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(stored.split(";"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Long phone calls are the worst, I'd much rather email.|dislikes Long phone calls;email",
        "I used to love Marvel films but I'm so over them.|dislikes Marvel films",
        "Bellen vind ik lastig, appen gaat me beter af.|dislikes Bellen;appen",
        "I hate to say it but I actually enjoy doing taxes.|doing taxes",
      })
  void aContrastKeepsBothSides(String text, String stored) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(stored.split(";"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // a negator never makes a like
        "I never take the stairs.",
        "I don't always take the stairs.",
        "Ik neem nooit de trap.",
        "Trains don't beat planes.",
        "Appen gaat me niet beter af.",
        // someone else's habit, a question, the moment
        "My sister always takes the stairs.",
        "Do you always take the stairs?",
        "I always take the bus when it rains today.",
        "I'd rather not.",
        "I'd rather wait.",
        "I hate to bother you, but could you check the invoice?",
        "I'm over the moon about the new job.",
        "I'm not a nurse.",
        "Ik ben een mens.",
        "Ik heb geen zwak voor zoetigheid.",
        "Mijn collega wil in april een marathon lopen, liever hij dan ik.",
      })
  void noLikeWithoutTheSpeakersOwnPositiveTaste(String text) {
    assertThat(preferences(text)).noneMatch(v -> !v.startsWith("dislikes "));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I always take the stairs.",
        "Trains beat planes any day.",
        "Ik neem altijd de trap.",
        "I can't be bothered with small talk.",
        "Pasta kan ik elke dag eten.",
        "Escape rooms are great fun, I'd do one every weekend.",
      })
  void aTasteOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }
}
