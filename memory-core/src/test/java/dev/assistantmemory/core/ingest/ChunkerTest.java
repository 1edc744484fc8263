package dev.assistantmemory.core.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.embed.TextWindow;
import java.util.Arrays;
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

  /** A window counting words (additive over whitespace, as a word-piece tokenizer is). */
  private static TextWindow words(int max) {
    return new TextWindow(
        max, t -> (int) Arrays.stream(t.strip().split("\\s+")).filter(w -> !w.isEmpty()).count());
  }

  private static int wordCount(String t) {
    return words(1).count(t);
  }

  @Test
  void withAWindowEveryPieceFitsItLessThePrefix() {
    String text =
        "We planted tomatoes in May. The beans came up late this year. "
            + "Sunflowers grew by the fence. My sister plays the violin in Lisbon.";
    Chunker windowed = new Chunker(1000, words(12));
    List<String> chunks = windowed.split(text, "Caroline: ");
    assertThat(chunks).allMatch(c -> wordCount("Caroline: " + c) <= 12);
    assertThat(chunks)
        .containsExactly(
            "We planted tomatoes in May.",
            "The beans came up late this year.",
            "Sunflowers grew by the fence.",
            "My sister plays the violin in Lisbon.");
    // 5 + 7 words and the prefix's 1 are more than 12; without the prefix they fit.
    assertThat(windowed.split(text))
        .startsWith("We planted tomatoes in May. The beans came up late this year.");
    // The same text fits one 1,000-character piece without a window.
    assertThat(new Chunker(1000).split(text)).containsExactly(text);
  }

  @Test
  void withAWindowALongSentenceIsCutAtItsSpacesAndALongWordInHalves() {
    String sentence = "one two three four five six seven eight nine ten eleven twelve";
    Chunker windowed = new Chunker(1000, words(5));
    assertThat(windowed.split(sentence))
        .containsExactly("one two three four five", "six seven eight nine ten", "eleven twelve");
    Chunker narrow = new Chunker(10, words(5));
    List<String> pieces = narrow.split("x".repeat(25));
    assertThat(pieces).allMatch(p -> p.length() <= 10);
    assertThat(String.join("", pieces)).isEqualTo("x".repeat(25));
  }

  @Test
  void withAWindowLinesAndListsKeepTheirTextAndALeadInStaysWithItsList() {
    String text =
        "To troubleshoot, try the following:\n\n"
            + "1. Check the settings first.\n2. Adjust the light.\n3. Shoot in RAW.";
    Chunker windowed = new Chunker(1000, words(10));
    List<String> chunks = windowed.split(text);
    assertThat(chunks)
        .containsExactly(
            "To troubleshoot, try the following:\n\n1. Check the settings first.",
            "2. Adjust the light.\n3. Shoot in RAW.");
    assertThat(chunks).allMatch(c -> wordCount(c) <= 10);
  }

  @Test
  void withAWindowTheWordsAreAllKeptInOrder() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 60; i++) {
      text.append("Sentence number ")
          .append(i)
          .append(i % 7 == 0 ? " ends here!\n" : " is short. ");
      if (i % 13 == 0) {
        text.append("\n\n");
      }
    }
    List<String> chunks = new Chunker(120, words(20)).split(text.toString(), "Name: ");
    assertThat(chunks).allMatch(c -> wordCount(c) <= 19 && c.length() <= 120);
    assertThat(String.join(" ", chunks).split("\\s+"))
        .containsExactly(text.toString().strip().split("\\s+"));
  }
}
