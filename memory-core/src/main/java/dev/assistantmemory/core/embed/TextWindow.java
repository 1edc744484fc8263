package dev.assistantmemory.core.embed;

import java.util.function.ToIntFunction;

/**
 * The most of a text a model reads: {@code maxPieces} of its own tokens (word pieces, without the
 * model's framing tokens), and the counter of a text's tokens. Words past the window change neither
 * the vector nor the cost, so a text cut to fit has all its words in a vector (docs/benchmarks.md,
 * "Stop 41: long41" and "Stop 42: chunk42"). The counter must be additive over whitespace: the
 * count of {@code a + " " + b} is the count of {@code a} plus that of {@code b} (a BERT word-piece
 * tokenizer is: it splits on whitespace first).
 *
 * @param maxPieces the window, in the model's tokens (MiniLM: 126, its 128 less [CLS] and [SEP])
 * @param pieces the model's tokens of a text, counted whole (no truncation, no framing tokens)
 */
public record TextWindow(int maxPieces, ToIntFunction<String> pieces) {
  public TextWindow {
    if (maxPieces < 1) {
      throw new IllegalArgumentException("maxPieces must be at least 1: " + maxPieces);
    }
    java.util.Objects.requireNonNull(pieces, "pieces");
  }

  public int count(String text) {
    return pieces.applyAsInt(text);
  }
}
