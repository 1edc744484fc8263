package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A cheap test before a pattern runs (issue 13, extraction cost): the literal strings one of which
 * every match of the pattern contains, read from the pattern's own source ("\\b(?:i (?:really
 * )?want to|my dream is to)\\s+(.+)" gives "want to" and "dream is to"). A text that contains none
 * of them (lower-cased) cannot match, so the pattern is not run over it. Most rule patterns are
 * long alternations tried at every position of every sentence; most sentences contain none of their
 * words.
 *
 * <p>The reading is conservative: only ASCII literal characters count, anything it does not
 * understand (a comments-mode or quoted pattern, an unknown escape) gives no cue, and so does a
 * pattern whose cues are single characters. Text whose letters a case-insensitive pattern equates
 * with ASCII letters that lower-casing does not produce (dotless i, dotted capital I, long s)
 * always runs the pattern ({@link Text#foldsLikeAscii}).
 */
final class Cues {
  private Cues() {}

  /** At most this many strings in a set of exact strings: larger products are not kept. */
  private static final int MAX = 64;

  /** At most this many cues (a long alternation of words has one cue a word). */
  private static final int MAX_CUES = 256;

  private static final String[] NONE = new String[0];
  private static final ConcurrentHashMap<Pattern, Guard> CACHE = new ConcurrentHashMap<>();

  /** A pattern's top-level alternatives are run apart when it has at least this many. */
  private static final int SPLIT = 3;

  /**
   * What is known of one pattern: its cues, and for a pattern that is an alternation at its top
   * level ("\\bwhen pigs fly\\b|\\bdream on\\b|..."), each alternative as a pattern of its own with
   * its own cues (null when not split). A text can match the pattern only where it matches one of
   * the alternatives, so {@link #find} runs only the alternatives whose cues are present.
   */
  private record Guard(CueSet cues, Pattern[] parts, CueSet[] partCues) {}

  /**
   * Cue strings with the hash of each one's first two characters, and all those hashes as a mask: a
   * text none of whose character pairs is in the mask contains none of the cues.
   */
  private record CueSet(String[] words, int[] pairs, long[] mask) {
    static final CueSet EMPTY = of(NONE);

    static CueSet of(String[] words) {
      int[] pairs = new int[words.length];
      long[] mask = new long[64];
      for (int k = 0; k < words.length; k++) {
        pairs[k] = pair(words[k].charAt(0), words[k].charAt(1));
        mask[pairs[k] >>> 6] |= 1L << pairs[k];
      }
      return new CueSet(words, pairs, mask);
    }

    boolean isEmpty() {
      return words.length == 0;
    }
  }

  /**
   * A text lower-cased, with the pairs of adjacent characters it holds (hashed into 4,096 bits): a
   * cue whose first two characters are not a pair of the text is not in it, without a search.
   */
  private static final class Lowered {
    String text;
    String lower; // null when lower-casing does not show what the patterns match
    final long[] pairs = new long[64];

    void set(String text) {
      this.text = text;
      lower = Text.foldsLikeAscii(text) ? text.toLowerCase(Locale.ROOT) : null;
      java.util.Arrays.fill(pairs, 0L);
      if (lower != null) {
        for (int i = 0; i + 1 < lower.length(); i++) {
          int h = pair(lower.charAt(i), lower.charAt(i + 1));
          pairs[h >>> 6] |= 1L << h;
        }
      }
    }

    boolean containsAny(CueSet cues) {
      String[] words = cues.words();
      if (words.length >= MASKED) {
        long[] mask = cues.mask();
        long any = 0;
        for (int w = 0; w < 64; w++) {
          any |= mask[w] & pairs[w];
        }
        if (any == 0) {
          return false; // no cue starts with a pair of the text's characters
        }
      }
      int[] starts = cues.pairs();
      for (int k = 0; k < words.length; k++) {
        int h = starts[k];
        if ((pairs[h >>> 6] & (1L << h)) != 0 && lower.contains(words[k])) {
          return true;
        }
      }
      return false;
    }
  }

  /** From this many cues on, the mask is tested before the cues one by one. */
  private static final int MASKED = 24;

  private static int pair(char a, char b) {
    return (a * 31 + b) & 4095;
  }

  /** The last text lower-cased on this thread (the rules ask about one sentence many times). */
  private static final ThreadLocal<Lowered> LAST = ThreadLocal.withInitial(Lowered::new);

  /** {@code p.matcher(text).find()}, without running the pattern when no cue is in the text. */
  static boolean find(Pattern p, String text) {
    Guard g = guard(p);
    if (g.parts == null) {
      return mayMatch(g.cues, text) && p.matcher(text).find();
    }
    Lowered lower = lower(text);
    for (int k = 0; k < g.parts.length; k++) {
      if ((lower == null || g.partCues[k].isEmpty() || lower.containsAny(g.partCues[k]))
          && g.parts[k].matcher(text).find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code p.matcher(text).replaceAll(replacement)}, or the text itself when no cue is in it (no
   * match, nothing to replace).
   */
  static String replaceAll(Pattern p, String text, String replacement) {
    return mayMatch(p, text) ? p.matcher(text).replaceAll(replacement) : text;
  }

  /** False only when {@code p} cannot match anywhere in {@code text}. */
  static boolean mayMatch(Pattern p, String text) {
    return mayMatch(guard(p).cues, text);
  }

  private static boolean mayMatch(CueSet cues, String text) {
    if (cues.isEmpty()) {
      return true;
    }
    Lowered lower = lower(text);
    return lower == null || lower.containsAny(cues);
  }

  /** The pattern's cue strings (lower case), or none when it has no usable ones. */
  static String[] of(Pattern p) {
    return guard(p).cues.words();
  }

  /** The top-level alternatives {@link #find} runs apart, or none. */
  static List<Pattern> parts(Pattern p) {
    Guard g = guard(p);
    return g.parts == null ? List.of() : List.of(g.parts);
  }

  private static Guard guard(Pattern p) {
    Guard g = CACHE.get(p);
    if (g == null) {
      g = CACHE.computeIfAbsent(p, Cues::read);
    }
    return g;
  }

  /** The text lower-cased, or null when lower-casing does not show what the patterns match. */
  private static Lowered lower(String text) {
    Lowered last = LAST.get();
    if (last.text != text) {
      last.set(text);
    }
    return last.lower == null ? null : last;
  }

  private static Guard read(Pattern p) {
    return read(p, true);
  }

  private static Guard read(Pattern p, boolean split) {
    if ((p.flags() & (Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ)) != 0) {
      return new Guard(CueSet.EMPTY, null, null);
    }
    Parser parser = new Parser(p.pattern());
    Node n;
    try {
      n = parser.alternation();
    } catch (RuntimeException e) {
      return new Guard(CueSet.EMPTY, null, null);
    }
    if (parser.failed || parser.i != parser.s.length()) {
      return new Guard(CueSet.EMPTY, null, null);
    }
    CueSet cues = n.req == null ? CueSet.EMPTY : CueSet.of(minimal(n.req).toArray(String[]::new));
    if (!split || parser.backReference) {
      return new Guard(cues, null, null);
    }
    String src = p.pattern();
    List<String> alternatives = new ArrayList<>();
    if (parser.topBars.size() + 1 >= SPLIT && !parser.lateFlags) {
      // "a|b|c": each alternative, after the flags that open the pattern
      String prefix = src.substring(0, parser.leadingFlags);
      int from = parser.leadingFlags;
      for (int bar : parser.topBars) {
        alternatives.add(prefix + src.substring(from, bar));
        from = bar + 1;
      }
      alternatives.add(prefix + src.substring(from));
    } else if (parser.topBars.isEmpty()) {
      // "\\b(?:a|b|c)\\s+$": the group's alternatives each between the same head and rest
      Group widest = null;
      for (Group g : parser.groups) {
        if (widest == null || g.bars.size() > widest.bars.size()) {
          widest = g;
        }
      }
      if (widest != null && widest.bars.size() + 1 >= SPLIT) {
        String head = src.substring(0, widest.open);
        String rest = src.substring(widest.close + 1);
        int from = widest.inner;
        for (int bar : widest.bars) {
          alternatives.add(head + src.substring(from, bar) + rest);
          from = bar + 1;
        }
        alternatives.add(head + src.substring(from, widest.close) + rest);
      }
    }
    if (alternatives.isEmpty()) {
      return new Guard(cues, null, null);
    }
    Pattern[] parts = new Pattern[alternatives.size()];
    CueSet[] partCues = new CueSet[parts.length];
    for (int k = 0; k < parts.length; k++) {
      parts[k] = Pattern.compile(alternatives.get(k), p.flags());
      partCues[k] = read(parts[k], false).cues;
    }
    return new Guard(cues, parts, partCues);
  }

  /** The set without strings that contain another of its strings (that one suffices). */
  private static List<String> minimal(Set<String> set) {
    List<String> out = new ArrayList<>();
    for (String a : set) {
      boolean covered = false;
      for (String b : set) {
        if (!a.equals(b) && a.contains(b)) {
          covered = true;
          break;
        }
      }
      if (!covered) {
        out.add(a);
      }
    }
    return out;
  }

  /**
   * What is known of a part of a pattern: {@code exact}, the strings its match always is one of
   * (lower case; null when not a small finite set); {@code req}, strings one of which its match
   * always contains (null when none is known).
   */
  private record Node(Set<String> exact, Set<String> req) {
    static final Node EMPTY = new Node(Set.of(""), null);
    static final Node OPAQUE = new Node(null, null);

    static Node literal(char c) {
      String s = String.valueOf(Character.toLowerCase(c));
      return new Node(Set.of(s), Set.of(s));
    }
  }

  /** A group outside every other: where it opens, where its inside starts, its bars, its end. */
  private static final class Group {
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

  private static final class Parser {
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

    Parser(String s) {
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
        if (!bounds[0].matches("\\d+")
            || bounds.length > 2
            || bounds.length == 2 && !bounds[1].isEmpty() && !bounds[1].matches("\\d+")) {
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
}
