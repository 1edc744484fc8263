package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tastes said in set phrases (issue 13, stop 33): "I could live on X", "X does nothing for me", "X
 * drains me", "more my speed", "X bevalt me prima / niet", "Van X word ik blij", "X doe ik (niet)
 * graag", "X vind ik een marteling", "het mooiste wat er is", irony ("Nothing says fun like X"), a
 * bare topic answered with a taste word ("Spinazie? Bah."; "Karaoke? No thanks." is none, a plain
 * decline answers offers too), a taste come round to ("I used to hate X, now I'm hooked"), and a
 * pronoun with a word after it ("I love them to bits"). The sentences are new, none from the
 * labelled sets; a negator never makes a like.
 */
class TastePhrasesTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // set phrases of liking
        "I could live on dumplings.|dumplings",
        "Honestly I could happily live on toast.|toast",
        "My favourite thing about winter is the snow on the hills.|the snow",
        "My favourite part of the weekend is the long breakfast.|the long breakfast",
        "Quiet pubs are more my speed.|Quiet pubs",
        "Board games are more my kind of thing.|Board games",
        "Het nieuwe rooster bevalt me prima.|Het nieuwe rooster",
        "Thuiswerken bevalt me echt goed.|Thuiswerken",
        "Van verse bloemen word ik altijd blij.|verse bloemen",
        "Tuinieren doe ik graag.|Tuinieren",
        "Schaken speel ik heel graag.|Schaken",
        "Zeilen is het mooiste wat er is.|Zeilen",
        "Een warme douche na het sporten is het fijnste dat er bestaat.|Een warme douche na het sporten",
        // set phrases of disliking
        "Opera does absolutely nothing for me.|dislikes Opera",
        "Horror films do nothing for me.|dislikes Horror films",
        "Crowded bars drain me.|dislikes Crowded bars",
        "Het nieuwe kantoor bevalt me niet.|dislikes Het nieuwe kantoor",
        "Van files word ik niet vrolijk.|dislikes files",
        "Ik word niet vrolijk van eindeloze vergaderingen.|dislikes eindeloze vergaderingen",
        "Ik word niet vrolijk van al die reclame op tv.|dislikes reclame",
        "Strijken doe ik niet graag.|dislikes Strijken",
        "Hardlopen vind ik een marteling.|dislikes Hardlopen",
        "Verhuizen vind ik een straf.|dislikes Verhuizen",
        "Operettes kunnen me gestolen worden.|dislikes Operettes",
        // irony: the praise is a dislike
        "Nothing says romance like a dentist appointment on Valentine's Day.|dislikes a dentist appointment",
        // a bare topic answered with a verdict
        "Spruitjes? Bah, smaakt naar karton.|dislikes Spruitjes",
        "Blue cheese? Smells like feet.|dislikes Blue cheese",
        "Drop? Gadverdamme.|dislikes Drop",
        "Sushi? Lekker!|Sushi",
        // a taste come round to: the current one
        "I used to hate olives, but now I'm hooked.|olives",
        "I never used to like jazz but now I'm obsessed.|jazz",
        "I didn't use to like hiking but I've come round to it.|hiking",
        "Vroeger vond ik spruitjes vies, nu eet ik ze elke week.|spruitjes",
        // a pronoun with a word after it stands for the thing named before
        "I'm scared of dogs but I adore them to bits.|dogs",
        "I don't mind cold swims, I actually quite like them now.|cold swims",
      })
  void aSetPhraseStatesATaste(String text, String stored) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(stored.split(";"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // a question that asks something is no bare topic
        "Do you want tea? No thanks.",
        "Are you coming tonight? Liever niet.",
        "Kun je me helpen? Nee, dank je.",
        // a negator never makes a like
        "I couldn't live on salads.",
        "Vroeger vond ik spruitjes vies, nu eet ik ze nooit.",
        "Van die muziek word ik niet blij, maar ik luister toch.",
        // a plain habit, a plan
        "Ik ga morgen naar de tandarts.",
        "Ik doe morgen boodschappen.",
      })
  void noLikeIsStated(String text) {
    assertThat(preferences(text)).noneMatch(p -> !p.startsWith("dislikes "));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Do you want tea? No thanks.",
        "Are you coming tonight? Liever niet.",
        "Ik ga morgen naar de tandarts.",
        "The weather today does nothing for my mood.",
        // a day, a time or a plan proposed suits or does not: no taste
        "Dinsdag bevalt me prima.",
        "Die datum bevalt me niet.",
        "Dat doe ik graag.",
        // an offer of the moment declined, a time asked about
        "Morgen? Liever niet.",
        "Dessert? No thanks, I'm stuffed.",
        "Een kop koffie? Nee dank je.",
        "Another round? No thanks.",
        // a plain decline answers an offer or a plan as often as a taste
        "Karaoke? No thanks.",
        "Een surpriseparty voor mij? Liever niet.",
        "Reminder? No thanks.",
        "Herinnering? Hoeft niet, liever niet.",
        // this one here is no taste
        "Ik word niet vrolijk van dit weer.",
        // irony about one occasion is labelled no taste
        "Oh great, another fire drill.",
        "Leuk hoor, weer een vergadering om vijf uur.",
      })
  void noTasteAtAll(String text) {
    assertThat(preferences(text)).isEmpty();
  }
}
