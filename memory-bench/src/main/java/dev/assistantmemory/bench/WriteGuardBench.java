package dev.assistantmemory.bench;

import dev.assistantmemory.core.graph.WriteGuard;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The write guard's false refusals (issue 13 item 7), measured on the values of both labelled
 * extraction sets: how often a rejection of one value would refuse a write of a value that is new
 * information.
 *
 * <ul>
 *   <li>different values: a rejected value and a different labelled value of the same kind (people,
 *       organisations, preferences, facts of one predicate and subject), every ordered pair; a
 *       refusal is a false one;
 *   <li>a second person sharing a name part: two different labelled people whose names share a word
 *       ("Emily Chen", "Emily Park");
 *   <li>a changed polarity: the like "X" rejected, then "dislikes X" said (and the other way);
 *   <li>a re-adopted value and a second person with the very same name: refused by construction,
 *       since the guard sees only the text (reported, not sampled).
 * </ul>
 *
 * <p>Run: {@code java -cp $CP dev.assistantmemory.bench.WriteGuardBench [all|v1,v2,...,v6]} ({@code
 * all}: v1 and v2, the sets of the first reading)
 */
public final class WriteGuardBench {
  private WriteGuardBench() {}

  public static void main(String[] args) throws IOException {
    Map<String, Set<String>> groups = new LinkedHashMap<>();
    Set<String> likes = new LinkedHashSet<>();
    String sets = args.length > 0 ? args[0] : "all";
    for (String file : ExtractionBench.files(sets)) {
      for (JsonNode row : ExtractionBench.load(file)) {
        JsonNode e = row.path("expect");
        e.path("people").forEach(p -> add(groups, "people", p.asString()));
        e.path("organizations").forEach(o -> add(groups, "organizations", o.asString()));
        for (JsonNode p : e.path("preferences")) {
          if (p.isString()) {
            add(groups, "preferences", p.asString());
            likes.add(p.asString());
          } else {
            String object = p.path("object").asString();
            boolean dislike = "dislike".equals(p.path("polarity").asString());
            add(groups, "preferences", dislike ? "dislikes " + object : object);
            likes.add(object);
          }
        }
        for (JsonNode f : e.path("facts")) {
          add(
              groups,
              "facts " + f.path("predicate").asString() + " " + f.path("subject").asString(),
              f.path("object").asString());
        }
      }
    }
    System.out.printf(Locale.ROOT, "%-34s %8s %8s %7s%n", "class", "pairs", "refused", "rate");
    Map<String, int[]> facts = new LinkedHashMap<>();
    List<String> examples = new ArrayList<>();
    for (var g : groups.entrySet()) {
      int[] n = pairs(new ArrayList<>(g.getValue()), examples, false);
      if (g.getKey().startsWith("facts")) {
        int[] sum = facts.computeIfAbsent("facts (per predicate and subject)", k -> new int[2]);
        sum[0] += n[0];
        sum[1] += n[1];
      } else {
        row("different " + g.getKey(), n);
      }
    }
    facts.forEach((k, n) -> row("different " + k, n));
    List<String> people = new ArrayList<>(groups.getOrDefault("people", Set.of()));
    row(
        "two full names sharing a word",
        pairs(people.stream().filter(p -> p.contains(" ")).toList(), new ArrayList<>(), true));
    row("a name part and a full name with it", namePart(people));
    int[] flip = new int[2];
    for (String x : likes) {
      flip[0] += 2;
      flip[1] += WriteGuard.wouldRefuse(x, "dislikes " + x) ? 1 : 0;
      flip[1] += WriteGuard.wouldRefuse("dislikes " + x, x) ? 1 : 0;
    }
    row("preference with its polarity changed", flip);
    System.out.println("\nexamples of refused different values (rejected -> refused write):");
    examples.stream().limit(20).forEach(x -> System.out.println("  " + x));
  }

  private static void add(Map<String, Set<String>> groups, String kind, String value) {
    if (value != null && !value.isBlank()) {
      groups.computeIfAbsent(kind, k -> new LinkedHashSet<>()).add(value);
    }
  }

  /** Ordered pairs of values that differ once normalised, and how many the guard refuses. */
  private static int[] pairs(List<String> values, List<String> examples, boolean sharingAWord) {
    int[] n = new int[2];
    for (String a : values) {
      for (String b : values) {
        String na = WriteGuard.normalize(a);
        String nb = WriteGuard.normalize(b);
        if (na.equals(nb)) {
          continue;
        }
        if (sharingAWord && !shareAWord(na, nb)) {
          continue;
        }
        n[0]++;
        if (WriteGuard.wouldRefuse(a, b)) {
          n[1]++;
          examples.add(a + " -> " + b);
        }
      }
    }
    return n;
  }

  /**
   * A single-word name and a full name that contains it ("Pieter", "Pieter Jansen"), either way:
   * the same person or a second one, the guard cannot tell.
   */
  private static int[] namePart(List<String> people) {
    int[] n = new int[2];
    for (String a : people) {
      for (String b : people) {
        String na = WriteGuard.normalize(a);
        String nb = WriteGuard.normalize(b);
        boolean oneWord = !na.contains(" ") ^ !nb.contains(" ");
        if (na.equals(nb) || !oneWord || !shareAWord(na, nb)) {
          continue;
        }
        n[0]++;
        n[1] += WriteGuard.wouldRefuse(a, b) ? 1 : 0;
      }
    }
    return n;
  }

  private static boolean shareAWord(String a, String b) {
    Set<String> wa = Set.of(a.split(" "));
    for (String w : b.split(" ")) {
      if (wa.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static void row(String name, int[] n) {
    System.out.printf(
        Locale.ROOT,
        "%-34s %8d %8d %7.4f%n",
        name,
        n[0],
        n[1],
        n[0] == 0 ? 0.0 : n[1] / (double) n[0]);
  }
}
