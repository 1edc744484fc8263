package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing named on its own, then a verdict on it (stop 35): a refusal or put-down is a dislike, a
 * plain yes a like; under a sarcasm mark "another X" is a dislike of X. An offer, a moment and a
 * question about the listener are no taste. Sentences written for this test.
 */
class TopicVerdictsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Reality TV? No thanks.|dislikes reality tv",
        "Een quiz over mij? Liever niet, ik haat het om op te vallen|dislikes een quiz over mij",
        "anchovies on pizza? no thank you|dislikes anchovies on pizza",
        "Olives. Just no.|dislikes olives",
        "Line dancing? Over my dead body.|dislikes line dancing",
        "Hot-desking? Worst idea ever.|dislikes hot-desking",
        "That new burger bar by the station? Overrated. Totally overrated.|dislikes that new burger bar by the station",
        "Operettes? Nee dank je.|dislikes operettes",
        "Nou, kamperen. Nooit weer.|dislikes kamperen",
        "Thuiswerken? Niks mis mee, ik vind het heerlijk|thuiswerken",
        "Oh great, another Monday all-hands. Living the dream 🙄|dislikes monday all-hands",
        "Lekker hoor, weer een verplichte borrel. 🙄|dislikes verplichte borrel",
        "Camping? Meh.|dislikes camping",
        "Jazz? Never.|dislikes jazz",
        "Thee? Altijd!|thee",
        "Oysters 🤢|dislikes oysters",
        "Mango's 😍😍|mango's",
      })
  void aVerdictOnATopic(String text, String stored) {
    assertThat(Probes.preferences(text)).anyMatch(p -> p.equalsIgnoreCase(stored));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Another coffee? No thanks.",
        "Want a reminder? No thanks.",
        "Tomorrow? No thanks, I'm busy.",
        "Do you want the window seat? No thanks.",
        "Oh great, another Monday all-hands.",
        "That? No thanks.",
        "Me? Organise the office quiz? Over my dead body.",
        "Oh great, another compliance module. I'll get right on that. 🙃",
        "Dinner tonight? No thanks.",
        "Karaoke? No thanks.",
        "Een taartje? Liever niet.",
        "Betaald 👍",
        "Pakketje is binnen 👌",
      })
  void noTaste(String text) {
    assertThat(Probes.preferences(text)).isEmpty();
  }

  /** A refusal or a sarcastic "another X" is never stored as a like. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Karaoke? Over my dead body.|karaoke",
        "Oh brilliant, another 6am flight. Love it 🙄|flight",
        "Ja hoor, super leuk, een verjaardag van vier uur 🙃|verjaardag",
      })
  void neverALike(String text, String word) {
    List<String> prefs = Probes.preferences(text);
    assertThat(prefs).anyMatch(p -> p.toLowerCase().contains(word));
    assertThat(prefs)
        .noneMatch(
            p -> p.toLowerCase().contains(word) && !p.startsWith(RuleBasedExtractor.DISLIKES));
  }
}
