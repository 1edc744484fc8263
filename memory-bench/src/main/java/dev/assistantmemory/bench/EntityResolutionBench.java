package dev.assistantmemory.bench;

import dev.assistantmemory.core.graph.EntityNames;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import java.util.List;
import java.util.Locale;
import java.util.function.BiPredicate;

/**
 * Known people and organisations (issue 13 item 5): can a name in a new message be resolved to an
 * existing node by the embedding similarity of the two names, as the original does (0.78 for
 * people, 0.6 for the rest), or by name rules ({@link EntityNames})? Measured on pairs of names
 * that name the same entity and pairs that name different ones (a shared first name, a shared word,
 * a near spelling): precision and recall of "same" for each threshold and for the rules.
 *
 * <p>Run: {@code java -cp $CP dev.assistantmemory.bench.EntityResolutionBench [model]}
 */
public final class EntityResolutionBench {
  private EntityResolutionBench() {}

  private static final String[][] SAME_PEOPLE = {
    {"Marcel", "Marcel de Vries"}, {"Bram", "Bram Jansen"}, {"Emily Chen", "Emily"},
    {"Sophie", "Sophie van Dam"}, {"Dr. Emily Chen", "Emily Chen"}, {"Priya", "Priya Raman"},
    {"Jan-Willem", "Jan-Willem Bakker"}, {"Tom", "Tom Hendriks"}, {"Lisa M.", "Lisa Maas"},
    {"Kees", "Kees de Boer"}, {"Prof. Anna Schmidt", "Anna Schmidt"}, {"Daan", "Daan Mulder"},
    {"Carlos", "Carlos Ortega"}, {"Mei", "Mei Lin"}, {"Fatima", "Fatima El Amrani"},
    {"Ruud", "Ruud van der Linden"}
  };

  private static final String[][] DIFFERENT_PEOPLE = {
    {"Marcel", "Bram"},
    {"Marcel de Vries", "Marcel Jansen"},
    {"Emily Chen", "Emily Park"},
    {"Sophie", "Sofia"},
    {"Tom", "Tim"},
    {"Jan", "Jan-Willem"},
    {"Lisa", "Lise"},
    {"Priya", "Maria"},
    {"Kees de Boer", "Kees van Dijk"},
    {"Anna", "Hanna"},
    {"Daan Mulder", "Daan de Wit"},
    {"Mark", "Marc"},
    {"Anne", "Anna"},
    {"Carlos Ortega", "Carla Ortega"},
    {"Sarah Lee", "Sara Lee"},
    {"Peter", "Pieter"}
  };

  private static final String[][] SAME_ORGS = {
    {"Acme", "Acme Inc."},
    {"Gemeente Utrecht", "de Gemeente Utrecht"},
    {"Google", "Google LLC"},
    {"the Red Cross", "Red Cross"},
    {"IKEA", "Ikea"},
    {"Bakker Logistiek B.V.", "Bakker Logistiek"},
    {"Booking", "Booking.com"},
    {"Shell plc", "Shell"},
    {"Siemens AG", "Siemens"},
    {"the Rijksmuseum", "Rijksmuseum"},
    {"Stripe, Inc.", "Stripe"},
    {"Coolblue B.V.", "Coolblue"}
  };

  private static final String[][] DIFFERENT_ORGS = {
    {"Google", "Microsoft"},
    {"Gemeente Utrecht", "Gemeente Amsterdam"},
    {"Rabobank", "ING"},
    {"TU Delft", "TU Eindhoven"},
    {"Acme", "Apex"},
    {"ASML", "ASM International"},
    {"Philips", "Phillips 66"},
    {"Albert Heijn", "Jumbo"},
    {"KLM", "KPN"},
    {"Universiteit Utrecht", "Universiteit Leiden"},
    {"Shell", "Shelter"},
    {"University of Amsterdam", "Vrije Universiteit Amsterdam"}
  };

  public static void main(String[] args) {
    String model = args.length > 0 ? args[0] : LocalOnnxEmbedder.MINILM;
    LocalOnnxEmbedder embedder = new LocalOnnxEmbedder(model);
    System.out.println("model " + model);
    report("people", SAME_PEOPLE, DIFFERENT_PEOPLE, embedder, EntityNames::samePerson);
    report("organisations", SAME_ORGS, DIFFERENT_ORGS, embedder, EntityNames::sameOrganization);
  }

  private static void report(
      String kind,
      String[][] same,
      String[][] different,
      LocalOnnxEmbedder embedder,
      BiPredicate<String, String> rule) {
    double[] s = cosines(same, embedder);
    double[] d = cosines(different, embedder);
    System.out.printf(
        Locale.ROOT,
        "%n%s: %d same pairs (cosine %.2f-%.2f), %d different (cosine %.2f-%.2f)%n",
        kind,
        s.length,
        min(s),
        max(s),
        d.length,
        min(d),
        max(d));
    System.out.println("decision            precision  recall  wrong merges");
    for (double t : new double[] {0.5, 0.6, 0.7, 0.78, 0.85, 0.9}) {
      int tp = count(s, t);
      int fp = count(d, t);
      line(String.format(Locale.ROOT, "cosine >= %.2f", t), tp, fp, s.length);
    }
    int tp = 0;
    int fp = 0;
    for (String[] p : same) {
      tp += rule.test(p[0], p[1]) ? 1 : 0;
    }
    for (String[] p : different) {
      if (rule.test(p[0], p[1])) {
        fp++;
        System.out.println("  rule merges " + p[0] + " / " + p[1]);
      }
    }
    for (String[] p : same) {
      if (!rule.test(p[0], p[1])) {
        System.out.println("  rule misses " + p[0] + " / " + p[1]);
      }
    }
    line("name rules", tp, fp, s.length);
  }

  private static void line(String name, int tp, int fp, int positives) {
    System.out.printf(
        Locale.ROOT,
        "%-18s  %9.3f  %6.3f  %d%n",
        name,
        tp + fp == 0 ? 1.0 : (double) tp / (tp + fp),
        (double) tp / positives,
        fp);
  }

  private static double[] cosines(String[][] pairs, LocalOnnxEmbedder embedder) {
    double[] out = new double[pairs.length];
    for (int i = 0; i < pairs.length; i++) {
      List<float[]> v = embedder.embed(List.of(pairs[i][0], pairs[i][1]));
      double c = 0;
      for (int k = 0; k < v.get(0).length; k++) {
        c += v.get(0)[k] * v.get(1)[k];
      }
      out[i] = c;
    }
    return out;
  }

  private static int count(double[] values, double threshold) {
    int n = 0;
    for (double v : values) {
      n += v >= threshold ? 1 : 0;
    }
    return n;
  }

  private static double min(double[] v) {
    return java.util.Arrays.stream(v).min().orElse(0);
  }

  private static double max(double[] v) {
    return java.util.Arrays.stream(v).max().orElse(0);
  }
}
