package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The cheap test before the "word said twice" pattern (extraction cost): it says no only where the
 * pattern cannot match, and it does say no to ordinary text.
 */
class ChatTextGuardsTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "ok so um the the recycling has to go out",
        "The the bins",
        "I I think so",
        "ik ik moet nog bellen",
        "so  so   tired",
        "x-abc abc",
        "that that's fine",
      })
  void neverSaysNoWhereThePatternMatches(String text) {
    assertThat(ChatText.TWICE.matcher(text).find()).isTrue();
    assertThat(ChatText.mayRepeatAWord(text)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "I need to ring the dentist tomorrow",
        "then the end of it",
        "Bins. Tomorrow.",
        "3 3 apples",
        "",
      })
  void saysNoToTextWithoutARepeatedWord(String text) {
    assertThat(ChatText.TWICE.matcher(text).find()).isFalse();
    assertThat(ChatText.mayRepeatAWord(text)).isFalse();
  }
}
