package dev.assistantmemory.extract;

import java.util.ArrayList;
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
  private record Guard(
      CueSet cues,
      Pattern[] parts,
      CueSet[] partCues,
      Flat flat,
      Pattern pattern,
      Pattern twin,
      Pattern[] twins) {
    /** The guard of p; with its twin and its parts' twins ({@link AsciiCase}) when it is run. */
    Guard(Pattern p, boolean run, CueSet cues, Pattern[] parts, CueSet[] partCues) {
      this(
          cues,
          parts,
          partCues,
          parts == null ? null : Flat.of(partCues),
          p,
          run ? AsciiCase.make(p) : p,
          parts == null ? null : twinsOf(parts));
    }

    private static Pattern[] twinsOf(Pattern[] parts) {
      Pattern[] twins = new Pattern[parts.length];
      for (int k = 0; k < parts.length; k++) {
        twins[k] = AsciiCase.make(parts[k]);
      }
      return twins;
    }
  }

  /**
   * The alternatives' cues indexed by their first pair (stop 41): the cues whose first-pair hash is
   * {@code keys[i]} are {@code words[start[i]..start[i+1])}, of the alternatives {@code partOf};
   * {@code mask} holds all those hashes, {@code always} the alternatives without cues. {@link
   * #anyPart} walks only the pairs that the text and the cues share, instead of every alternative's
   * cues; most sentences share few.
   */
  private record Flat(
      long[] mask, int[] keys, int[] start, String[] words, int[] partOf, int[] always) {
    static Flat of(CueSet[] partCues) {
      List<int[]> entries = new ArrayList<>(); // {pair, part, index of the word in its part}
      List<Integer> always = new ArrayList<>();
      long[] mask = new long[64];
      for (int k = 0; k < partCues.length; k++) {
        if (partCues[k].isEmpty()) {
          always.add(k);
        }
        for (int w = 0; w < partCues[k].words().length; w++) {
          int h = partCues[k].pairs()[w];
          entries.add(new int[] {h, k, w});
          mask[h >>> 6] |= 1L << h;
        }
      }
      entries.sort(
          (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
      int n = entries.size();
      String[] words = new String[n];
      int[] partOf = new int[n];
      int[] keys = new int[n];
      int[] start = new int[n + 1];
      int d = 0;
      for (int e = 0; e < n; e++) {
        int[] x = entries.get(e);
        words[e] = partCues[x[1]].words()[x[2]];
        partOf[e] = x[1];
        if (d == 0 || keys[d - 1] != x[0]) {
          keys[d] = x[0];
          start[d++] = e;
        }
      }
      start[d] = n;
      return new Flat(
          mask,
          java.util.Arrays.copyOf(keys, d),
          java.util.Arrays.copyOf(start, d + 1),
          words,
          partOf,
          always.stream().mapToInt(Integer::intValue).toArray());
    }
  }

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
    boolean plain; // AsciiCase.plain(text): the patterns' twins may run on it
    final long[] pairs = new long[64];

    void set(String text) {
      this.text = text;
      lower = Text.foldsLikeAscii(text) ? text.toLowerCase(Locale.ROOT) : null;
      plain = lower != null && AsciiCase.plain(text); // a text lower does not show is not plain
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

  /**
   * Matcher slots a thread keeps ({@link LastTwo#matcher}): a find that runs only to answer yes or
   * no needs no matcher of its own, and building one (its group and local arrays) cost as much as
   * many a failed find.
   */
  private static final int MATCHERS = 1024;

  /** The longest text a kept matcher is reset on ({@link LastTwo#matcher}). */
  static final int KEPT_TEXT_MAX = 16_384;

  /** The last text lower-cased on this thread (the rules ask about one sentence many times). */
  private static final ThreadLocal<LastTwo> LAST = ThreadLocal.withInitial(LastTwo::new);

  /**
   * The last two texts lowered on this thread (stop 41): the rules alternate between a sentence and
   * its message, or a sentence and a clause of it, and with one kept each switch lowered the text
   * again.
   */
  private static final class LastTwo {
    Lowered newest = new Lowered();
    Lowered older = new Lowered();
    // the last two other texts asked about by plain(), and the answers
    String plainText;
    boolean plainIs;
    String olderPlainText;
    boolean olderPlainIs;
    // stop 43: the last text a matcher was asked for that is neither of the two (its own slot, so
    // that the rules' texts between a sentence's finds do not push the sentence out)
    Lowered asked = new Lowered();

    /**
     * The text's lowering among the last two, or in the slot of the texts matchers were asked for.
     */
    Lowered peek(String text) {
      if (newest.text == text) {
        return newest;
      }
      if (older.text == text) {
        return older;
      }
      if (asked.text != text) {
        asked.set(text);
      }
      return asked;
    }

    // stop 43: a matcher per pattern slot, reset for each find this class runs (none escapes)
    final java.util.regex.Matcher[] matchers = new java.util.regex.Matcher[MATCHERS];

    /**
     * {@code p.matcher(text)}: the slot's matcher reset, or a new one kept in the slot; for a text
     * longer than {@link #KEPT_TEXT_MAX} a matcher of its own, not kept (stop 44: a slot's matcher
     * holds its text until its pattern runs again, and a pattern that runs seldom kept a large
     * document referenced on a pool thread; a find over such a text costs far more than a matcher).
     */
    java.util.regex.Matcher matcher(Pattern p, String text) {
      if (text.length() > KEPT_TEXT_MAX) {
        return p.matcher(text);
      }
      int i = System.identityHashCode(p) & (MATCHERS - 1);
      java.util.regex.Matcher m = matchers[i];
      if (m != null && m.pattern() == p) {
        return m.reset(text);
      }
      m = p.matcher(text);
      matchers[i] = m;
      return m;
    }

    Lowered of(String text) {
      Lowered n = newest;
      if (n.text == text) {
        return n;
      }
      Lowered o = older;
      if (o.text != text) {
        o.set(text);
      }
      older = n;
      newest = o;
      return o;
    }
  }

  /** Matches nothing: what {@link #matcher} answers for a text that holds none of the cues. */
  private static final Pattern NEVER = Pattern.compile("(?!)");

  /**
   * {@link AsciiCase#matcher}{@code (p, text)}, or, when the text holds none of p's cues, a matcher
   * of the same text that finds nothing (stop 43): no match, find, lookingAt or replacement of p
   * could succeed there, and p's matcher (its group and local arrays, set anew) cost more than many
   * a failed find. Its {@code pattern()} is not p; the rules ask a matcher for its pattern only
   * after a match.
   */
  static java.util.regex.Matcher matcher(Pattern p, String text) {
    Guard g = guard(p);
    if (!g.cues.isEmpty()) {
      Lowered lower = LAST.get().peek(text);
      if (lower.lower != null && !lower.containsAny(g.cues)) {
        return NEVER.matcher(text);
      }
    }
    return pick(g, text).matcher(text);
  }

  /** {@code p.matcher(text).find()}, without running the pattern when no cue is in the text. */
  static boolean find(Pattern p, String text) {
    Guard g = guard(p);
    if (g.parts == null) {
      return mayMatch(g.cues, text) && LAST.get().matcher(pick(g, text), text).find();
    }
    return anyPart(g, text, -1);
  }

  /**
   * Whether one of the guard's alternatives whose cues the text holds (or that has none) finds a
   * match in the text, or in its region from {@code from} when that is not -1. The alternatives are
   * tried in the order of their cues' pairs, not in the pattern's: a find's answer is the same in
   * any order.
   */
  private static boolean anyPart(Guard g, String text, int from) {
    LastTwo two = LAST.get();
    Lowered lower = two.of(text);
    if (lower.lower == null) {
      lower = null;
    }
    Pattern[] parts = lower != null && lower.plain ? g.twins : g.parts;
    if (lower == null) {
      for (Pattern part : parts) {
        if (run(two, part, text, from)) {
          return true;
        }
      }
      return false;
    }
    Flat f = g.flat;
    for (int k : f.always) {
      if (run(two, parts[k], text, from)) {
        return true;
      }
    }
    long[] mask = f.mask;
    long[] pairs = lower.pairs;
    long[] tried = null;
    for (int w = 0; w < 64; w++) {
      long shared = mask[w] & pairs[w];
      while (shared != 0) {
        int h = (w << 6) | Long.numberOfTrailingZeros(shared);
        shared &= shared - 1;
        int i = java.util.Arrays.binarySearch(f.keys, h);
        for (int e = f.start[i]; e < f.start[i + 1]; e++) {
          int k = f.partOf[e];
          if (tried != null && (tried[k >>> 6] & (1L << k)) != 0) {
            continue; // tried already, for another of its cues
          }
          if (lower.lower.contains(f.words[e])) {
            if (tried == null) {
              tried = new long[(parts.length + 63) >>> 6];
            }
            tried[k >>> 6] |= 1L << k;
            if (run(two, parts[k], text, from)) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  private static boolean run(LastTwo two, Pattern part, String text, int from) {
    java.util.regex.Matcher m = two.matcher(part, text);
    return from < 0 ? m.find() : m.region(from, text.length()).find();
  }

  /** The guard's pattern, or its twin when the text is plain ({@link AsciiCase}). */
  private static Pattern pick(Guard g, String text) {
    if (g.twin == g.pattern) {
      return g.pattern;
    }
    return plain(text) ? g.twin : g.pattern;
  }

  /**
   * {@link AsciiCase#plain}, known for the last two texts lowered on this thread and kept for the
   * last two others asked about (one thread-local look for both).
   */
  static boolean plain(String text) {
    LastTwo two = LAST.get();
    if (two.newest.text == text) {
      return two.newest.plain;
    }
    if (two.older.text == text) {
      return two.older.plain;
    }
    if (two.asked.text == text) {
      return two.asked.plain;
    }
    if (two.plainText == text) {
      return two.plainIs;
    }
    if (two.olderPlainText == text) {
      return two.olderPlainIs;
    }
    boolean plain = AsciiCase.plain(text);
    two.olderPlainText = two.plainText;
    two.olderPlainIs = two.plainIs;
    two.plainText = text;
    two.plainIs = plain;
    return plain;
  }

  /**
   * {@code p.matcher(text.substring(from)).find()}, without the copy, and without running the
   * pattern (or those of its alternatives) whose cues the whole text does not hold: what the rest
   * holds, the whole holds. The region's bounds are opaque, as the substring's ends are.
   */
  static boolean findFrom(Pattern p, String text, int from) {
    Guard g = guard(p);
    int end = text.length();
    if (g.parts == null) {
      return mayMatch(g.cues, text)
          && LAST.get().matcher(pick(g, text), text).region(from, end).find();
    }
    return anyPart(g, text, from);
  }

  /**
   * {@code p.matcher(text).replaceAll(replacement)}, or the text itself when no cue is in it (no
   * match, nothing to replace).
   */
  static String replaceAll(Pattern p, String text, String replacement) {
    Guard g = guard(p);
    return mayMatch(g.cues, text) ? pick(g, text).matcher(text).replaceAll(replacement) : text;
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

  /**
   * The guards by pattern identity in one open-addressed array (stop 41: the rules ask for a guard
   * a few thousand times a message): pattern at {@code 2i}, its guard at {@code 2i + 1}, side by
   * side. Copied on write (patterns are few and are added while the rules warm up), so a reader
   * needs no lock and sees a whole table.
   */
  private static volatile Object[] table = new Object[2 * 4096];

  private static Guard guard(Pattern p) {
    Object[] t = table;
    int slots = t.length >>> 1;
    for (int i = System.identityHashCode(p) & (slots - 1); ; i = (i + 1) & (slots - 1)) {
      Object k = t[2 * i];
      if (k == p) {
        return (Guard) t[2 * i + 1];
      }
      if (k == null) {
        return added(p);
      }
    }
  }

  private static synchronized Guard added(Pattern p) {
    // Not computeIfAbsent: reading a pattern may match another through this cache (re-entrant).
    Guard g = CACHE.get(p);
    if (g == null) {
      g = read(p);
      CACHE.put(p, g);
    }
    Object[] t = table;
    if (2 * (CACHE.size() + 1) > t.length >>> 1) {
      t = new Object[t.length * 2]; // at most half full: rebuilt from every guard read
      for (var e : CACHE.entrySet()) {
        place(t, e.getKey(), e.getValue());
      }
    } else {
      t = t.clone();
      place(t, p, g);
    }
    table = t;
    return g;
  }

  private static void place(Object[] t, Pattern p, Guard g) {
    int slots = t.length >>> 1;
    for (int i = System.identityHashCode(p) & (slots - 1); ; i = (i + 1) & (slots - 1)) {
      if (t[2 * i] == p) {
        return;
      }
      if (t[2 * i] == null) {
        t[2 * i + 1] = g;
        t[2 * i] = p;
        return;
      }
    }
  }

  /** The text lower-cased, or null when lower-casing does not show what the patterns match. */
  private static Lowered lower(String text) {
    Lowered last = LAST.get().of(text);
    return last.lower == null ? null : last;
  }

  private static Guard read(Pattern p) {
    return read(p, true);
  }

  private static Guard read(Pattern p, boolean split) {
    if ((p.flags() & (Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ)) != 0) {
      return new Guard(p, split, CueSet.EMPTY, null, null);
    }
    CueParser parser = new CueParser(p.pattern());
    CueParser.Node n;
    try {
      n = parser.alternation();
    } catch (RuntimeException e) {
      return new Guard(p, split, CueSet.EMPTY, null, null);
    }
    if (parser.failed || parser.i != parser.s.length()) {
      return new Guard(p, split, CueSet.EMPTY, null, null);
    }
    CueSet cues =
        n.req() == null ? CueSet.EMPTY : CueSet.of(minimal(n.req()).toArray(String[]::new));
    if (!split || parser.backReference) {
      return new Guard(p, split, cues, null, null);
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
      CueParser.Group widest = null;
      for (CueParser.Group g : parser.groups) {
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
      return new Guard(p, split, cues, null, null);
    }
    Pattern[] parts = new Pattern[alternatives.size()];
    CueSet[] partCues = new CueSet[parts.length];
    for (int k = 0; k < parts.length; k++) {
      parts[k] = Pattern.compile(alternatives.get(k), p.flags());
      partCues[k] = read(parts[k], false).cues;
    }
    return new Guard(p, split, cues, parts, partCues);
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
}
