package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing fronted before a comma or an ellipsis, then the speaker's verdict, its sign from the
 * sentiment lexicon (issue 13, stop 43). Every sentence is written for this test.
 */
class FrontedTastesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Queueing for the ferry in the rain, my idea of hell|dislikes Queueing for the ferry in the rain",
        "Fresh bread straight from the oven, pure heaven|Fresh bread straight from the oven",
        "Karaoke nights at the office, kill me now|dislikes Karaoke nights at the office",
        "Hearty stews in winter, that is a joy for me|Hearty stews in winter",
        "Zondagse verjaardagen met de hele familie, dat is voor mij de hel"
            + "|dislikes Zondagse verjaardagen met de hele familie",
      })
  void aFrontedThingWithTheSpeakersVerdictIsATaste(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Board meetings with the whole committee, I'd rather scrub the floors"
            + "|dislikes Board meetings with the whole committee",
        "Twee uur in de file op de ring, ik ga nog liever lopen|dislikes Twee uur in de file op de ring",
      })
  void preferringSomethingElseIsADislikeOfTheThingNotALikeOfTheAlternative(
      String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Board meetings with the whole committee, I'd rather scrub the floors",
        "Crowded beaches in August, not great for me",
        "Tax returns, not my idea of fun",
        "Long train journeys, you'd love them", // the listener's
        "After work, I was so happy to sit down", // a moment
        "The flight home, a real joy", // one outing
      })
  void noDislikeIsStoredAsALike(String text) {
    assertThat(preferences(text)).noneMatch(v -> !v.startsWith(RuleBasedExtractor.DISLIKES));
  }
}
