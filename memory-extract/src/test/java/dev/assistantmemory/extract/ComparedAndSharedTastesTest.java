package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Preference polarity on fresh text (issue 13, stop 38): a like stated as a comparison ("X > Y", a
 * bare "X over Y for ...", praise "way better than Y"), a taste shared with someone else ("the kids
 * adore X and so do I", "De kinderen vinden X geweldig, en ik eigenlijk ook"), a pronoun for the
 * thing someone else likes ("Mijn vriendin houdt van musicals, ik vind ze verschrikkelijk"),
 * "verliefd op", and sarcasm whose "again" carries a stress accent ("wéér"). A dislike is never
 * stored as a like. The sentences are my own, none from the labelled sets.
 */
class ComparedAndSharedTastesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Vinyl > streaming, fight me|Vinyl",
        "bus over tram for anything short|bus over tram",
        "Rooibos over black tea any day|Rooibos over black tea",
        "Lidl has been great tbh, way better than the corner shop|Lidl",
        "De nieuwe kapper is echt top, veel beter dan de vorige|De nieuwe kapper",
        "my parents love the botanical garden and so do I|the botanical garden",
        "De buren vinden de nieuwe bakker geweldig, en ik eigenlijk ook|de nieuwe bakker",
        "Ik ben verliefd op Texel, elk jaar weer|Texel",
      })
  void aComparisonOrASharedTasteIsALike(String text, String like) {
    assertThat(preferences(text)).contains(like);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Mijn broer houdt van opera, ik vind ze vreselijk.|dislikes opera",
        "Ik ben niet verliefd op die nieuwe keuken|dislikes die nieuwe keuken",
      })
  void aDislikeStaysADislike(String text, String dislike) {
    assertThat(preferences(text)).contains(dislike).noneMatch(p -> !p.startsWith("dislikes"));
  }

  @org.junit.jupiter.api.Test
  void aStressedAgainUnderAMockedTasteIsADislike() {
    assertThat(
            preferences(
                "Oh fijn, wéér drie kwartier in de file op de A12. Mijn favoriete tijdverdrijf."))
        .isNotEmpty()
        .allMatch(p -> p.startsWith("dislikes"))
        .anyMatch(p -> p.contains("file"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "hand over the keys for anything urgent",
        "Temperature > 30 tomorrow",
        "Can you hand over the report to Priya?",
      })
  void noComparisonNoLike(String text) {
    assertThat(preferences(text)).isEmpty();
  }
}
