package dev.assistantmemory.core.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkerTest {
  private final Chunker chunker = new Chunker(40);

  @Test
  void shortTextIsOneChunk() {
    assertThat(chunker.split("Hello there.")).containsExactly("Hello there.");
    assertThat(chunker.split("  ")).isEmpty();
  }

  @Test
  void paragraphsAreKeptWholeWhenTheyFit() {
    List<String> chunks =
        chunker.split("First paragraph here.\n\nSecond one.\n\nA third paragraph that is long.");
    assertThat(chunks)
        .containsExactly("First paragraph here.\n\nSecond one.", "A third paragraph that is long.");
  }

  @Test
  void longParagraphsSplitOnSentencesThenHard() {
    List<String> chunks =
        chunker.split("One short sentence. Another short sentence. " + "x".repeat(90));
    assertThat(chunks).allMatch(c -> c.length() <= 40);
    assertThat(String.join("", chunks).replace(" ", ""))
        .isEqualTo(
            ("One short sentence. Another short sentence. " + "x".repeat(90)).replace(" ", ""));
  }

  @Test
  void aHardCutNeverYieldsABlankPiece() {
    // A table row padded with spaces: the hard cuts at 40 land inside the run of spaces, and a
    // blank piece would fail the embedder (seen on LongMemEval haystacks: the receipt failed).
    String padded = "| a" + " ".repeat(120) + "| b" + " ".repeat(3) + "|";
    List<String> chunks = chunker.split(padded);
    assertThat(chunks).isNotEmpty().noneMatch(String::isBlank);
    assertThat(String.join("", chunks).replace(" ", "")).isEqualTo("|a|b|");
  }

  @Test
  void invisibleTextHasNoChunks() {
    // LongMemEval haystacks hold a message of one zero-width space: the embedder refuses it.
    assertThat(chunker.split("\u200b")).isEmpty();
    assertThat(chunker.split(" \u00a0\ufeff\n\u200b ")).isEmpty();
    assertThat(chunker.split("ok\u200b")).containsExactly("ok\u200b");
  }
}
