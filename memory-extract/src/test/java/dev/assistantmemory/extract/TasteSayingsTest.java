package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tastes said without a plain "I like / I hate X" (stop 35): a pronoun standing for the clause
 * before's subject, the best there is, Dutch sayings, a taste come round to. A negated saying, a
 * reported view, a person and a moment are no taste; a dislike is never stored as a like. Sentences
 * written for this test.
 */
class TasteSayingsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Commuting by bus is draining, I really hate it.|dislikes commuting by bus",
        "Wellies look silly but they're so practical, I love them|wellies",
        "I'm hopeless at knitting and I hate it anyway|dislikes knitting",
        "My sister adores opera but it does nothing for me|dislikes opera",
        "Sourdough toast is, in my opinion, the best breakfast there is.|sourdough toast",
        "Python is a real joy to teach|python",
        "Vinyl beats streaming, hands down.|vinyl",
        "Moved house in May, loving the big garden|the big garden",
        "I find reality shows utterly dire.|dislikes reality shows",
        "Tea is okay, but the hot chocolate at the market is what I really love|the hot chocolate at the market",
        "Van bier moet ik niks hebben|dislikes bier",
        "Ik hou van wijn, maar van bier moet ik niets hebben|dislikes bier",
        "Niks gaat boven een warme douche na het sporten|een warme douche na het sporten",
        "Boekhouden vind ik echt de pest|dislikes boekhouden",
        "Oploskoffie vind ik niet te drinken.|dislikes oploskoffie",
        "Late diensten vind ik eigenlijk het leukst|late diensten",
        "Ik heb altijd al van jazz gehouden.|jazz",
        "Tuinieren maakt me echt gelukkig|tuinieren",
        "Ik heb er echt geen goesting in, in die lange vergaderingen|dislikes die lange vergaderingen",
        "Stamppot is de lekkerste maaltijd ooit|stamppot",
        "I used to hate running but now I'm totally hooked|running",
        "Vroeger kon ik niet tegen spruitjes, nu ben ik er gek op|spruitjes",
        "My flatmate is obsessed with darts but I find it so dull|dislikes darts",
        "Mijn zus is gek op shoppen, ik vind er niks aan.|dislikes shoppen",
        "I can't be doing with noisy neighbours.|dislikes noisy neighbours",
        "Really not into true crime.|dislikes true crime",
        "Nothing worse than cold coffee.|dislikes cold coffee",
        "Niets erger dan natte sokken.|dislikes natte sokken",
        "Ik kan slecht tegen felle lampen.|dislikes felle lampen",
        "Ik ben verslingerd aan zoute drop.|zoute drop",
        "Doe mij maar een glas witte wijn.|een glas witte wijn",
        "Gin is life.|gin",
        "uhm so yeah I really love crosswords you know|crosswords",
        "Not a huge fan of audiobooks tbh|dislikes audiobooks",
      })
  void aSayingIsATaste(String text, String stored) {
    assertThat(Probes.preferences(text)).anyMatch(p -> p.equalsIgnoreCase(stored));
  }

  /** The dislike sayings, their object never stored as a like. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Commuting by bus is draining, I really hate it.|commuting",
        "My sister adores opera but it does nothing for me|opera",
        "Boekhouden vind ik echt de pest|boekhouden",
        "Vroeger kon ik niet tegen spruitjes, nu ben ik er gek op|vroeger",
      })
  void neverALike(String text, String word) {
    List<String> prefs = Probes.preferences(text);
    assertThat(prefs)
        .noneMatch(
            p -> p.toLowerCase().contains(word) && !p.startsWith(RuleBasedExtractor.DISLIKES));
    if (word.equals("vroeger")) {
      assertThat(prefs).noneMatch(p -> p.toLowerCase().contains(word));
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Commuting by bus is draining, I don't really hate it.",
        "My brother thinks escape rooms are the best thing ever.",
        "He is the best boss ever.",
        "Is this the best pizza ever?",
        "I find him quite dreadful.",
        "I'm not loving the new update.",
        "12 km gefietst, heerlijk",
        "Revalidation portfolio due Friday. Three essays still to write, ugh.",
        "Koriander? Smaakt naar zeep, bah",
        "I used to love olives but now I'm kinda over them.",
        "My flatmate is obsessed with darts but I don't find it dull.",
      })
  void noTasteOfThat(String text) {
    List<String> prefs = Probes.preferences(text);
    assertThat(prefs)
        .noneMatch(
            p ->
                p.matches(
                        "(?i).*\\b(?:commuting|escape|he|pizza|him|update|gefietst|essays|smaakt|olives|darts)\\b.*")
                    && !p.equals("dislikes Koriander"));
  }

  /** An interjection before the thing is no thing of its own. */
  @Test
  void anInterjectionIsNoThing() {
    assertThat(Probes.preferences("Mwah, escape rooms zijn niet echt mijn ding."))
        .containsExactly("dislikes escape rooms");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the praised half of "X is amazing, Y bores me" is a like, never "dislikes X is amazing"
        "Cold-water swimming is amazing, gyms bore me to tears|cold-water swimming",
      })
  void thePraisedHalfIsALike(String text, String stored) {
    assertThat(Probes.preferences(text))
        .anyMatch(p -> p.equalsIgnoreCase(stored))
        .noneMatch(p -> p.toLowerCase().contains("amazing"));
  }
}
