package dev.assistantmemory.core.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.TranscriptIngest.Utterance;
import java.util.List;
import org.junit.jupiter.api.Test;

class TranscriptSegmenterTest {
  private static List<String> turns(String raw) {
    return TranscriptSegmenter.split(raw).stream()
        .map(u -> u.speakerLabel() + "|" + u.content())
        .toList();
  }

  @Test
  void labelledLinesStartTurnsAndOtherLinesContinueThem() {
    assertThat(
            turns(
                "Alice: Morning.\n\n[00:01:10] Dr. Chen: Results are clean.\nWe can go ahead.\n"
                    + "12:03 Bob O'Neil: See https://example.org/x for details.\nAlice: Great."))
        .containsExactly(
            "Alice|Morning.",
            "Dr. Chen|Results are clean.\nWe can go ahead.",
            "Bob O'Neil|See https://example.org/x for details.",
            "Alice|Great.");
  }

  @Test
  void textWithoutLabelsIsOneTurnOfTheFirstSpeaker() {
    assertThat(turns("  We talked about the roof.\nThen lunch.  "))
        .containsExactly("Speaker 1|We talked about the roof.\nThen lunch.");
    assertThat(turns("Preamble line\nAnn: Hi."))
        .containsExactly("Speaker 1|Preamble line", "Ann|Hi.");
  }

  @Test
  void aUrlOrATimeIsNotALabelAndBlankTextHasNoTurns() {
    List<Utterance> u = TranscriptSegmenter.split("https://example.org/notes\nat 10:30 we met");
    assertThat(u).hasSize(1);
    assertThat(u.get(0).speakerLabel()).isEqualTo("Speaker 1");
    assertThat(TranscriptSegmenter.split(" \n\t\n")).isEmpty();
  }
}
