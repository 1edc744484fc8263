package dev.assistantmemory.bench;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.Map;

/**
 * Two counts of the local model's (MiniLM's) tokens in texts: the word pieces of the whole text,
 * and the tokens the model computes. The model's tokenizer (its {@code tokenizer.json}, as
 * langchain4j opens it: no padding, the file's truncation) cuts every text at 128 tokens, [CLS] and
 * [SEP] included, so the model never sees a text's word pieces past the 126th: a 220-piece message
 * costs the model what a 126-piece one does, and two 1,000-character chunks of it cost twice that
 * (docs/benchmarks.md, "Stop 41: long41").
 */
final class ModelTokens implements AutoCloseable {
  private final HuggingFaceTokenizer whole;
  private final HuggingFaceTokenizer model;

  ModelTokens() {
    this.whole = open(Map.of("truncation", "false", "addSpecialTokens", "false"));
    this.model = open(Map.of("padding", "false"));
  }

  private static HuggingFaceTokenizer open(Map<String, String> options) {
    try (InputStream json =
        AllMiniLmL6V2QuantizedEmbeddingModel.class.getResourceAsStream(
            "/all-minilm-l6-v2-q-tokenizer.json")) {
      return HuggingFaceTokenizer.newInstance(json, options);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The word pieces of the text, whole, without [CLS] and [SEP]. */
  long wordPieces(String text) {
    return whole.encode(text).getIds().length;
  }

  /** The tokens the model computes for the text: at most its window, [CLS] and [SEP] included. */
  long computed(String text) {
    return model.encode(text.isBlank() ? "(empty)" : text).getIds().length;
  }

  long wordPieces(Collection<String> texts) {
    return texts.stream().mapToLong(this::wordPieces).sum();
  }

  long computed(Collection<String> texts) {
    return texts.stream().mapToLong(this::computed).sum();
  }

  /** The most tokens the model computes for one text (128 for MiniLM's tokenizer). */
  int window() {
    return model.getMaxLength();
  }

  @Override
  public void close() {
    whole.close();
    model.close();
  }
}
