package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sentences of a message: a title's abbreviation is no sentence end ("Rev. Margaret Hughes", "Sgt.
 * Cole"), a sentence end is, and a text with no end at all is one sentence.
 */
class SentencesTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Rev. Margaret Hughes is doing the service on Sunday.",
        "Sgt. Cole will call me back tomorrow.",
        "Capt. Reyes and Insp. Wood are coming at ten.",
        "Cllr. Patel wants the petition by Friday.",
        "Dr. Chen moved my appointment.",
      })
  void aTitleIsNoSentenceEnd(String text) {
    assertThat(Text.sentences(text)).containsExactly(text);
  }

  @Test
  void sentenceEndsAndLineBreaksSplit() {
    assertThat(Text.sentences("Bins. Tomorrow. Call Rev. Hughes!\nThen  the rest"))
        .containsExactly("Bins.", "Tomorrow.", "Call Rev. Hughes!", "Then  the rest");
  }

  @Test
  void aTextWithNoEndIsOneSentence() {
    assertThat(Text.sentences("  so yeah the car insurance has to be done  "))
        .containsExactly("so yeah the car insurance has to be done");
    assertThat(Text.sentences("   ")).isEmpty();
  }
}
