package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a rule pattern's source far enough to know which strings every match must contain (its
 * cues) and where its top-level alternatives are, for {@link Cues}. Split from {@link Cues} (stop
 * 34), which keeps the cue sets, the cache and the tests made with them.
 */
final class CueParser {
  /** At most this many strings in a set of exact strings: larger products are not kept. */
  private static final int MAX = 64;

  /** At most this many cues (a long alternation of words has one cue a word). */
  private static final int MAX_CUES = 256;

  /**
   * What is known of a part of a pattern: {@code exact}, the strings its match always is one of
   * (lower case; null when not a small finite set); {@code req}, strings one of which its match
   * always contains (null when none is known).
   */
  record Node(Set<String> exact, Set<String> req) {
    static final Node EMPTY = new Node(Set.of(""), null);
    static final Node OPAQUE = new Node(null, null);

    static Node literal(char c) {
      String s = String.valueOf(Character.toLowerCase(c));
      return new Node(Set.of(s), Set.of(s));
    }
  }

  /** A group outside every other: where it opens, where its inside starts, its bars, its end. */
  static final class Group {
    final int open;
    final int inner;
    final List<Integer> bars = new ArrayList<>();
    int close;
    boolean valid = true;

    Group(int open, int inner) {
      this.open = open;
      this.inner = inner;
    }
  }

  final String s;
  int i;
  boolean failed;
  int depth;

  /** The positions of the alternation bars outside every group. */
  final List<Integer> topBars = new ArrayList<>();

  /** The length of a flag group that opens the pattern ("(?iu)"), else 0. */
  int leadingFlags;

  /** A flag group elsewhere outside every group: it changes the alternatives after it. */
  boolean lateFlags;

  boolean backReference;

  /** The alternation groups outside every other group ("\\b(?:a|b|c)\\b"), as read. */
  final List<Group> groups = new ArrayList<>();

  /** The group being read at depth 1, while it is one that may be distributed. */
  Group open;

  CueParser(String s) {
    this.s = s;
  }

  Node alternation() {
    List<Node> branches = new ArrayList<>();
    branches.add(sequence());
    while (i < s.length() && s.charAt(i) == '|') {
      if (depth == 0) {
        topBars.add(i);
      } else if (depth == 1 && open != null) {
        open.bars.add(i);
      }
      i++;
      branches.add(sequence());
    }
    if (branches.size() == 1) {
      return branches.get(0);
    }
    Set<String> exact = new LinkedHashSet<>();
    Set<String> req = new LinkedHashSet<>();
    for (Node b : branches) {
      if (exact != null) {
        if (b.exact == null) {
          exact = null;
        } else {
          exact.addAll(b.exact);
        }
      }
      if (req != null) {
        if (b.req == null) {
          req = null;
        } else {
          req.addAll(b.req);
        }
      }
    }
    return new Node(capped(exact), req == null || req.size() > MAX_CUES ? null : req);
  }

  Node sequence() {
    List<Set<String>> candidates = new ArrayList<>();
    Set<String> run = Set.of("");
    StringBuilder solid = new StringBuilder(); // the run of single-string parts
    boolean allExact = true;
    while (i < s.length() && s.charAt(i) != '|' && s.charAt(i) != ')') {
      Node item = quantified(atom());
      if (failed) {
        return Node.OPAQUE;
      }
      if (item.exact != null && item.exact.size() == 1) {
        solid.append(item.exact.iterator().next());
      } else {
        candidates.add(Set.of(solid.toString()));
        solid.setLength(0);
      }
      if (item.exact != null && (long) run.size() * item.exact.size() <= MAX) {
        run = product(run, item.exact);
      } else {
        allExact = false;
        candidates.add(run);
        if (item.req != null) {
          candidates.add(item.req);
        }
        run = item.exact != null ? item.exact : Set.of("");
      }
    }
    candidates.add(Set.of(solid.toString()));
    candidates.add(run);
    return new Node(allExact ? run : null, best(candidates));
  }

  Node quantified(Node atom) {
    if (i >= s.length()) {
      return atom;
    }
    char c = s.charAt(i);
    int min;
    boolean optionalOnce = false;
    if (c == '?') {
      min = 0;
      optionalOnce = true;
      i++;
    } else if (c == '*') {
      min = 0;
      i++;
    } else if (c == '+') {
      min = 1;
      i++;
    } else if (c == '{') {
      int close = s.indexOf('}', i);
      if (close < 0) {
        failed = true;
        return Node.OPAQUE;
      }
      String[] bounds = s.substring(i + 1, close).split(",", -1);
      if (!digits(bounds[0])
          || bounds.length > 2
          || bounds.length == 2 && !bounds[1].isEmpty() && !digits(bounds[1])) {
        failed = true;
        return Node.OPAQUE;
      }
      min = Integer.parseInt(bounds[0]);
      optionalOnce = min == 0 && bounds.length == 2 && bounds[1].equals("1");
      i = close + 1;
    } else {
      return atom;
    }
    if (i < s.length() && (s.charAt(i) == '?' || s.charAt(i) == '+')) {
      i++; // lazy or possessive: the same strings can match
    }
    if (min >= 1) {
      return new Node(null, atom.req);
    }
    if (optionalOnce && atom.exact != null) {
      Set<String> exact = new LinkedHashSet<>(atom.exact);
      exact.add("");
      return new Node(capped(exact), null);
    }
    return Node.OPAQUE;
  }

  Node atom() {
    char c = s.charAt(i);
    switch (c) {
      case '(':
        return group();
      case '[':
        skipClass();
        return Node.OPAQUE;
      case '.':
        i++;
        return Node.OPAQUE;
      case '^', '$':
        i++;
        return Node.EMPTY;
      case '\\':
        return escape();
      case '*', '+', '?', '{', '}', ']':
        failed = true;
        return Node.OPAQUE;
      default:
        i++;
        return plain(c) ? Node.literal(c) : Node.OPAQUE;
    }
  }

  Node group() {
    int at = i;
    i++; // (
    boolean zeroWidth = false;
    boolean plain = true; // a group that may be distributed: (...), (?:...), (?<name>...)
    if (s.startsWith("?", i)) {
      if (s.startsWith("?:", i)) {
        i += 2;
      } else if (s.startsWith("?>", i)) {
        i += 2;
        plain = false;
      } else if (s.startsWith("?=", i) || s.startsWith("?!", i)) {
        i += 2;
        zeroWidth = true;
        plain = false;
      } else if (s.startsWith("?<=", i) || s.startsWith("?<!", i)) {
        i += 3;
        zeroWidth = true;
        plain = false;
      } else if (s.startsWith("?<", i)) {
        int close = s.indexOf('>', i);
        if (close < 0) {
          failed = true;
          return Node.OPAQUE;
        }
        i = close + 1;
      } else {
        // inline flags: "(?iu)" or "(?-i:...)"
        int j = i + 1;
        while (j < s.length() && "idmsuxUc-".indexOf(s.charAt(j)) >= 0) {
          j++;
        }
        String flags = s.substring(i + 1, j);
        if (j >= s.length() || flags.indexOf('x') >= 0) {
          failed = true;
          return Node.OPAQUE;
        }
        if (s.charAt(j) == ')') {
          if (depth == 0 && i == 1) {
            leadingFlags = j + 1;
          } else if (depth == 0) {
            lateFlags = true;
          } else if (depth == 1 && open != null) {
            open.valid = false; // it changes the group's later alternatives
          }
          i = j + 1;
          return Node.EMPTY;
        }
        if (s.charAt(j) != ':') {
          failed = true;
          return Node.OPAQUE;
        }
        i = j + 1;
        plain = false;
      }
    }
    Group g = depth == 0 && plain ? new Group(at, i) : null;
    if (g != null) {
      open = g;
    }
    depth++;
    Node inner = alternation();
    depth--;
    if (g != null) {
      open = null;
    }
    if (i >= s.length() || s.charAt(i) != ')') {
      failed = true;
      return Node.OPAQUE;
    }
    i++;
    if (g != null) {
      g.close = i - 1;
      // a quantified group is not distributed
      if (g.valid && !g.bars.isEmpty() && (i >= s.length() || "?*+{".indexOf(s.charAt(i)) < 0)) {
        groups.add(g);
      }
    }
    return zeroWidth ? Node.EMPTY : inner;
  }

  Node escape() {
    if (i + 1 >= s.length()) {
      failed = true;
      return Node.OPAQUE;
    }
    char d = s.charAt(i + 1);
    i += 2;
    if ("bBAzZG".indexOf(d) >= 0) {
      if (i < s.length() && s.charAt(i) == '{') {
        failed = true; // \b{g}
      }
      return Node.EMPTY;
    }
    if ("sSdDwWhHvVRXntrfae".indexOf(d) >= 0) {
      return Node.OPAQUE;
    }
    if (d == 'p' || d == 'P') {
      if (i < s.length() && s.charAt(i) == '{') {
        int close = s.indexOf('}', i);
        if (close < 0) {
          failed = true;
          return Node.OPAQUE;
        }
        i = close + 1;
      } else {
        i++;
      }
      return Node.OPAQUE;
    }
    if (d >= '1' && d <= '9') {
      while (i < s.length() && Character.isDigit(s.charAt(i))) {
        i++;
      }
      backReference = true;
      return Node.OPAQUE; // a back reference
    }
    if (Character.isLetterOrDigit(d)) {
      failed = true; // hex, unicode, octal, control, named escapes and quoting: not read
      return Node.OPAQUE;
    }
    return plain(d) ? Node.literal(d) : Node.OPAQUE;
  }

  void skipClass() {
    int depth = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '\\') {
        if (i + 1 < s.length() && (s.charAt(i + 1) == 'Q' || s.charAt(i + 1) == 'E')) {
          failed = true;
          return;
        }
        i += 2;
        continue;
      }
      if (c == '[') {
        depth++;
        i++;
        if (i < s.length() && s.charAt(i) == '^') {
          i++;
        }
        if (i < s.length() && s.charAt(i) == ']') {
          failed = true; // a leading ']': not read
          return;
        }
        continue;
      }
      i++;
      if (c == ']' && --depth == 0) {
        return;
      }
    }
    failed = true;
  }

  /**
   * A character that case-insensitive matching equates with exactly the characters that lower-case
   * to its own lower case: ASCII, the Latin-1 letters (not the micro sign) and the typographic
   * quotes and dashes. (Checked against every char: only the dotless i, the dotted capital I, the
   * long s and the micro sign differ, and the Kelvin sign, which lower-cases to k.)
   */
  private static boolean plain(char c) {
    return c < 128
        || c >= 0xC0 && c <= 0xFF && c != 0xD7 && c != 0xF7
        || "\u2018\u2019\u201C\u201D\u2013\u2014".indexOf(c) >= 0;
  }

  private static Set<String> product(Set<String> a, Set<String> b) {
    Set<String> out = new LinkedHashSet<>();
    for (String x : a) {
      for (String y : b) {
        out.add(x + y);
      }
    }
    return out;
  }

  private static Set<String> capped(Set<String> set) {
    return set == null || set.size() > MAX ? null : set;
  }

  /**
   * The candidate set to test: strings of at least four letters if there are any (shorter ones when
   * no longer ones exist, but not single letters), then the fewest strings, then the longest.
   */
  private static Set<String> best(List<Set<String>> candidates) {
    Set<String> best = null;
    int bestScore = 1; // single characters are no test worth making
    int bestShortest = 0;
    for (Set<String> c : candidates) {
      if (c == null || c.isEmpty() || c.size() > MAX_CUES) {
        continue;
      }
      int shortest = c.stream().mapToInt(String::length).min().orElse(0);
      int score = Math.min(shortest, 4);
      if (score > bestScore
          || score == bestScore
              && best != null
              && (c.size() < best.size() || c.size() == best.size() && shortest > bestShortest)) {
        best = c;
        bestScore = score;
        bestShortest = shortest;
      }
    }
    return best;
  }

  /** One or more ASCII digits (not through {@link Rx}: the cue cache reads patterns with this). */
  private static boolean digits(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }
}
