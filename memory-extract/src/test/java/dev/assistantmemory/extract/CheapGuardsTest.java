package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cheap tests that skip a pattern (issue 13, extraction cost) must never skip one that would
 * have matched: the preference cue list covers every cue alternative, and the guards give way on
 * text whose letters case-insensitive matching treats differently from lower-casing.
 */
class CheapGuardsTest {

  @Test
  void everyPreferenceCueAlternativeContainsACueLetterString() {
    List<String> literals = new ArrayList<>();
    for (String alternative : PreferenceCues.CUES.pattern().split("\\|")) {
      String plain = alternative.replace("\\b", "");
      if (plain.contains("u?")) { // "favou?rite": both spellings
        literals.add(plain.replace("u?", "u"));
        literals.add(plain.replace("u?", ""));
      } else {
        literals.add(plain);
      }
    }
    assertThat(literals).hasSizeGreaterThan(50);
    for (String literal : literals) {
      assertThat(literal).matches("[a-z ]+");
      assertThat(PreferenceCues.CUE_LETTERS)
          .as("a cue letter string in '%s'", literal)
          .anySatisfy(w -> assertThat(literal).contains(w));
    }
  }

  @Test
  void mayContainSaysNoOnlyWhenLowerCasedTextLacksEveryWord() {
    assertThat(Text.mayContain("I LOVE it", List.of("love"))).isTrue();
    assertThat(Text.mayContain("Nothing here", List.of("love", "hate"))).isFalse();
    // a dotless i matches "i" case-insensitively but does not lower-case to it: no answer
    assertThat(Text.mayContain("Fr\u0131day", List.of("fri"))).isTrue();
    assertThat(Text.mayContain("FR\u0130DAY", List.of("fri"))).isTrue();
  }

  @Test
  void hasDigitIsAsciiDigitsOnly() {
    assertThat(Text.hasDigit("ran 5 km")).isTrue();
    assertThat(Text.hasDigit("ran five km")).isFalse();
    assertThat(Text.hasDigit("ran \u0665 km")).isFalse(); // Arabic-Indic five: not \d
  }

  @Test
  void guardedDateAndMetricRulesStillFindTheirMatches() {
    LocalDate day = LocalDate.of(2026, 4, 28); // a Tuesday
    assertThat(Dates.find("Send it by FRIDAY", day, Lang.EN))
        .extracting(Dates.Span::date)
        .containsExactly(LocalDate.of(2026, 5, 1));
    assertThat(Dates.find("Het moet overmorgen af", day, Lang.NL))
        .extracting(Dates.Span::date)
        .containsExactly(LocalDate.of(2026, 4, 30));
    assertThat(Dates.find("on 2026-05-03 and in two weeks", day, Lang.EN))
        .extracting(Dates.Span::date)
        .containsExactly(LocalDate.of(2026, 5, 3), LocalDate.of(2026, 5, 12));
    assertThat(Dates.find("Nothing dated here at all", day, Lang.EN)).isEmpty();
    assertThat(Metrics.find("Slept seven hours last night"))
        .extracting(r -> r.metric() + " " + r.value())
        .containsExactly("sleep_duration 7.0");
    assertThat(Metrics.find("Ran 5 km this morning"))
        .extracting(r -> r.metric() + " " + r.value())
        .containsExactly("distance 5.0");
  }
}
