package dev.assistantmemory.embed;

import dev.assistantmemory.core.embed.Embedder;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A sentence-embedding model shipped inside a Maven artifact and run on the CPU with ONNX Runtime.
 * Nothing is downloaded: the model file is on the classpath.
 */
public final class LocalOnnxEmbedder implements Embedder {
  public static final String MINILM = "all-minilm-l6-v2-q";
  public static final String BGE_SMALL = "bge-small-en-v1.5-q";

  private final String modelId;
  private final EmbeddingModel model;
  private final int dimension;

  public LocalOnnxEmbedder(String modelId) {
    this.modelId = modelId.toLowerCase(Locale.ROOT);
    this.model =
        switch (this.modelId) {
          case MINILM -> new AllMiniLmL6V2QuantizedEmbeddingModel();
          case BGE_SMALL -> new BgeSmallEnV15QuantizedEmbeddingModel();
          default ->
              throw new IllegalArgumentException(
                  "unknown local embedding model '"
                      + modelId
                      + "'; use "
                      + MINILM
                      + " or "
                      + BGE_SMALL);
        };
    this.dimension = model.dimension();
  }

  static final String BLANK = "(empty)";

  @Override
  public List<float[]> embed(List<String> texts) {
    if (texts.isEmpty()) {
      return List.of();
    }
    List<TextSegment> segments = new ArrayList<>(texts.size());
    for (String t : texts) {
      // The model's tokenizer refuses text that trims to nothing (control characters included);
      // such text still gets a vector, the same one every time.
      segments.add(TextSegment.from(t.trim().isEmpty() ? BLANK : t));
    }
    List<Embedding> embeddings = model.embedAll(segments).content();
    List<float[]> out = new ArrayList<>(embeddings.size());
    for (Embedding e : embeddings) {
      out.add(normalize(e.vector()));
    }
    return out;
  }

  static float[] normalize(float[] v) {
    double norm = 0;
    for (float x : v) {
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    if (norm == 0) {
      return v;
    }
    float[] out = new float[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = (float) (v[i] / norm);
    }
    return out;
  }

  @Override
  public int dimension() {
    return dimension;
  }

  @Override
  public String modelId() {
    return modelId;
  }
}
