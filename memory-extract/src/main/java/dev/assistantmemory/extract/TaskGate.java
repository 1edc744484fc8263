package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A logistic regression over a message's sentence embedding and a few rule features that gives the
 * probability that the message holds a task (for the user, someone named, or the assistant). It is
 * trained on the dev lines of the labelled sets by {@code memory-bench}'s {@code TrainGates}, which
 * writes {@link #RESOURCE}; nothing is fetched at run time. The gate only reads: what it vetoes is
 * {@link GatedExtractor}'s choice.
 */
public final class TaskGate {
  /** The committed weights: a comment line, then the bias and one weight per feature. */
  public static final String RESOURCE = "task-gate.txt";

  /** The rule features after the embedding's dimensions: see {@link #features}. */
  public static final int RULE_FEATURES = 5;

  private final double[] weights; // [0] the bias

  public TaskGate(double[] weights) {
    this.weights = weights.clone();
  }

  /** The gate of the committed weights. */
  public static TaskGate shipped() {
    try (InputStream in = TaskGate.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the classpath");
      }
      return new TaskGate(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static double[] parse(String text) {
    List<Double> out = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.isBlank() && !line.startsWith("#")) {
        out.add(Double.parseDouble(line.trim()));
      }
    }
    return out.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** The weights as {@link #shipped} reads them, one a line after {@code comment}. */
  public static String format(String comment, double[] weights) {
    StringBuilder out = new StringBuilder("# ").append(comment).append('\n');
    for (double w : weights) {
      out.append(String.format(Locale.ROOT, "%.6f", w)).append('\n');
    }
    return out.toString();
  }

  /**
   * The features of a message: its embedding's dimensions, then whether the rules found a task, one
   * for the user, one for the assistant, whether the text asks a question and whether it is Dutch.
   */
  public static double[] features(float[] vector, String text, Extraction rules) {
    double[] x = new double[vector.length + RULE_FEATURES];
    for (int i = 0; i < vector.length; i++) {
      x[i] = vector[i];
    }
    int at = vector.length;
    boolean self = false;
    boolean assistant = false;
    for (Extraction.TaskCandidate t : rules.tasks()) {
      self |= Extraction.SELF.equals(t.owner());
      assistant |= t.owner() == null;
    }
    x[at] = rules.tasks().isEmpty() ? 0 : 1;
    x[at + 1] = self ? 1 : 0;
    x[at + 2] = assistant ? 1 : 0;
    x[at + 3] = text.indexOf('?') >= 0 ? 1 : 0;
    x[at + 4] = Lang.detect(text) == Lang.NL ? 1 : 0;
    return x;
  }

  /** The probability that a message of these features holds a task. */
  public double probability(double[] features) {
    if (features.length + 1 != weights.length) {
      throw new IllegalArgumentException(
          "the gate has " + (weights.length - 1) + " weights, not " + features.length);
    }
    double z = weights[0];
    for (int i = 0; i < features.length; i++) {
      z += weights[i + 1] * features[i];
    }
    return 1 / (1 + Math.exp(-z));
  }
}
