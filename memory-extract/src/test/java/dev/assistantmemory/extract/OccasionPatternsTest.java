package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link OccasionPatterns#eventHead} searches the two alternatives of {@link
 * OccasionPatterns#EVENT} apart (extraction cost); it must answer what the alternation answers: the
 * first match's head, the noun on a tie, none where neither matches.
 */
class OccasionPatternsTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "I have a dentist appointment on Friday",
        "Morgen hebben we de tandartsafspraak om 9 uur",
        "de afscheidsborrel van Piet en daarna een lunch",
        "lunch with the team, then the teamlunch on Friday",
        "we gaan naar de kerstavond bij oma en de verjaardag",
        "zaterdag is de sportdag en zondag de bruiloft",
        "Sinterklaasavond bij de buren",
        "The rules are less strict now",
        "I need to renew my passport",
        "",
        "movie night with Sam, then a dinner",
        "ouderavond op school, dan een etentje",
      })
  void answersAsTheAlternation(String text) {
    Matcher m = OccasionPatterns.EVENT.matcher(text);
    String expected = m.find() ? (m.group(1) != null ? m.group(1) : m.group(2)) : null;
    assertThat(OccasionPatterns.eventHead(text)).isEqualTo(expected);
  }
}
