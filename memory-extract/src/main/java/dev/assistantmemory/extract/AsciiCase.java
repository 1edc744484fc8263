package dev.assistantmemory.extract;

import java.util.BitSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules' case-insensitive patterns without Unicode case folding where that cannot change a
 * match (stop 42, extraction cost): most rule patterns are {@code CASE_INSENSITIVE | UNICODE_CASE}
 * (or {@code (?iu)}), and the JDK then compares every literal character through {@code
 * Character.toUpperCase} and {@code toLowerCase}, a large part of the extractor's time. The same
 * pattern without {@code UNICODE_CASE} (its <em>twin</em>) folds ASCII letters only, with a table.
 *
 * <p>The twin matches exactly what the pattern matches, at the same offsets with the same groups,
 * on a text whose every character is ASCII or <em>inert</em>: uncased ({@code toUpperCase} and
 * {@code toLowerCase} give itself) and no other character's case mapping or folding gives it (the
 * typographic quotes, dashes, digits of other scripts, emoji; not 'ß', which folds from 'ẞ'). Why:
 * Unicode and ASCII case folding agree on ASCII characters; on an inert character both compare it
 * with itself only. A pattern literal outside ASCII therefore matches the same characters of such a
 * text in both modes, provided no case mapping of it is ASCII (dotless i, long s, Kelvin sign,
 * dotted capital I): a pattern holding such a character, or an escape that may name one, gets no
 * twin, and neither does one with {@code UNICODE_CHARACTER_CLASS}, {@code CANON_EQ}, {@code
 * LITERAL} or {@code COMMENTS}. Character properties ({@code \p{Lu}}) and word boundaries depend on
 * {@code CASE_INSENSITIVE} only, which the twin keeps. The inline flags ({@code (?iu)}) lose their
 * {@code u}; any other text of the pattern is left as it is.
 */
final class AsciiCase {
  private AsciiCase() {}

  /** Non-ASCII code points on which Unicode and ASCII case folding agree (both: itself only). */
  private static final BitSet INERT = inert();

  private static BitSet inert() {
    BitSet target = new BitSet(Character.MAX_CODE_POINT + 1);
    for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
      int up = Character.toUpperCase(c);
      int low = Character.toLowerCase(c);
      int fold = Character.toLowerCase(up);
      if (up != c) {
        target.set(up);
      }
      if (low != c) {
        target.set(low);
      }
      if (fold != c) {
        target.set(fold);
      }
    }
    BitSet inert = new BitSet(Character.MAX_CODE_POINT + 1);
    for (int c = 0x80; c <= Character.MAX_CODE_POINT; c++) {
      if (Character.toUpperCase(c) == c
          && Character.toLowerCase(c) == c
          && !target.get(c)
          && (c < Character.MIN_SURROGATE || c > Character.MAX_SURROGATE)) {
        inert.set(c);
      }
    }
    return inert;
  }

  /** Whether the twins match as their patterns do on this text: each character ASCII or inert. */
  static boolean plain(CharSequence text) {
    for (int i = 0, n = text.length(); i < n; i++) {
      char c = text.charAt(i);
      if (c >= 0x80 && !INERT.get(c)) {
        if (!Character.isSurrogate(c)) {
          return false;
        }
        // some nodes read a pair as one code point; a lone surrogate (or a pair's second half)
        // folds to itself
        int cp = Character.codePointAt(text, i);
        if (cp > 0xffff && !INERT.get(cp)) {
          return false;
        }
      }
    }
    return true;
  }

  /** {@code p.matcher(text)}, through p's twin when the text is {@link #plain}. */
  static Matcher matcher(Pattern p, CharSequence text) {
    if (text instanceof String s) {
      return Cues.matcher(p, s); // stop 43: no cue of p in the text, no matcher of p
    }
    Pattern twin = twin(p);
    if (twin == p) {
      return p.matcher(text);
    }
    boolean plain =
        text instanceof String s ? Cues.plain(s) : plain(text); // a mutable sequence is not kept
    return plain ? twin.matcher(text) : p.matcher(text);
  }

  /** {@link #plain} for a String: the common all-Latin-1 text with one look per character. */
  static boolean plain(String text) {
    for (int i = 0, n = text.length(); i < n; i++) {
      if (text.charAt(i) >= 0x80) {
        return plain((CharSequence) text);
      }
    }
    return true;
  }

  /**
   * The twins by pattern identity, pattern at {@code 2i} and twin at {@code 2i + 1} (the pattern
   * itself when it needs or gets none), copied on write as {@link Cues}' guards are.
   */
  private static volatile Object[] table = new Object[2 * 2048];

  private static int count;

  /** At most this many patterns are kept. */
  private static final int LIMIT = 16_384;

  /** p's twin, or p when it folds no case beyond ASCII already or cannot have one. */
  static Pattern twin(Pattern p) {
    Object[] t = table;
    int slots = t.length >>> 1;
    for (int i = System.identityHashCode(p) & (slots - 1); ; i = (i + 1) & (slots - 1)) {
      Object k = t[2 * i];
      if (k == p) {
        return (Pattern) t[2 * i + 1];
      }
      if (k == null) {
        return added(p);
      }
    }
  }

  private static synchronized Pattern added(Pattern p) {
    Object[] t = table;
    int slots = t.length >>> 1;
    for (int i = System.identityHashCode(p) & (slots - 1); ; i = (i + 1) & (slots - 1)) {
      if (t[2 * i] == p) {
        return (Pattern) t[2 * i + 1]; // added by another thread meanwhile
      }
      if (t[2 * i] == null) {
        break;
      }
    }
    Pattern twin = make(p);
    if (count >= LIMIT) { // patterns compiled per call reaching here: start afresh
      t = new Object[2 * 2048];
      slots = 2048;
      count = 0;
    }
    if (2 * (count + 1) > slots) {
      Object[] bigger = new Object[t.length * 2];
      for (int i = 0; i < slots; i++) {
        if (t[2 * i] != null) {
          place(bigger, (Pattern) t[2 * i], (Pattern) t[2 * i + 1]);
        }
      }
      t = bigger;
    } else {
      t = t.clone();
    }
    place(t, p, twin);
    count++;
    table = t;
    return twin;
  }

  private static void place(Object[] t, Pattern p, Pattern twin) {
    int slots = t.length >>> 1;
    for (int i = System.identityHashCode(p) & (slots - 1); ; i = (i + 1) & (slots - 1)) {
      if (t[2 * i] == null) {
        t[2 * i + 1] = twin;
        t[2 * i] = p;
        return;
      }
    }
  }

  private static final int UNSUPPORTED =
      Pattern.UNICODE_CHARACTER_CLASS | Pattern.CANON_EQ | Pattern.LITERAL | Pattern.COMMENTS;

  /** The twin of p, or p. */
  static Pattern make(Pattern p) {
    if ((p.flags() & UNSUPPORTED) != 0) {
      return p;
    }
    String src = p.pattern();
    String twinSource = withoutUnicodeCase(src);
    if (twinSource == null || (twinSource.equals(src) && (p.flags() & Pattern.UNICODE_CASE) == 0)) {
      return p; // cannot have one, or no Unicode case folding to drop
    }
    Pattern twin;
    try {
      twin = Pattern.compile(twinSource, p.flags() & ~Pattern.UNICODE_CASE);
    } catch (RuntimeException e) {
      return p;
    }
    if (twin.matcher("").groupCount() != p.matcher("").groupCount()
        || !twin.namedGroups().equals(p.namedGroups())) {
      return p;
    }
    return twin;
  }

  /**
   * The source with {@code u} taken out of every inline flag group's flags to set, or null when the
   * source holds what the twin's exactness needs to exclude: a non-ASCII character a case mapping
   * of which is ASCII, an escape that can name any character ({@code \\u}, {@code \\x}, {@code
   * \\0}, {@code \\N}, {@code \\c}), a quoted part, an inline {@code U}, {@code c} or {@code x}, or
   * a flag group inside a character class.
   */
  static String withoutUnicodeCase(String src) {
    StringBuilder out = new StringBuilder(src.length());
    int depth = 0; // character class nesting
    int groups = 0; // group nesting outside classes
    for (int i = 0; i < src.length(); i++) {
      char c = src.charAt(i);
      if (c >= 0x80 && !outsideAscii(src.codePointAt(i))) {
        return null;
      }
      if (c == '\\') {
        if (i + 1 >= src.length()) {
          return null;
        }
        char e = src.charAt(i + 1);
        if ("uxN0cQE".indexOf(e) >= 0 || e >= 0x80) {
          return null;
        }
        out.append(c).append(e);
        i++;
        continue;
      }
      if (c == '[') {
        depth++;
      } else if (c == ']' && depth > 0) {
        depth--;
      } else if (c == ')' && depth == 0) {
        groups--;
      } else if (c == '(' && depth == 0) {
        groups++;
      }
      if (c == '(' && i + 1 < src.length() && src.charAt(i + 1) == '?') {
        int j = i + 2;
        while (j < src.length() && "idmsuxcU-".indexOf(src.charAt(j)) >= 0) {
          j++;
        }
        if (j > i + 2 && j < src.length() && (src.charAt(j) == ')' || src.charAt(j) == ':')) {
          if (depth > 0 || (src.charAt(j) == ')' && groups == 1 && i > 0)) {
            // in a class; or flags set to the end of the pattern after its start, which
            // Pattern.flags() then reports, so the flags the pattern was compiled with are unknown
            return null;
          }
          String flags = src.substring(i + 2, j);
          if (flags.indexOf('U') >= 0 || flags.indexOf('c') >= 0 || flags.indexOf('x') >= 0) {
            return null;
          }
          int minus = flags.indexOf('-');
          String on = minus < 0 ? flags : flags.substring(0, minus);
          String off = minus < 0 ? "" : flags.substring(minus);
          out.append("(?").append(on.replace("u", "")).append(off);
          i = j - 1; // the ')' or ':' is copied next
          continue;
        }
      }
      out.append(c);
    }
    return out.toString();
  }

  /** Whether no case mapping of the code point (non-ASCII) is an ASCII character. */
  private static boolean outsideAscii(int c) {
    int up = Character.toUpperCase(c);
    return up >= 0x80 && Character.toLowerCase(c) >= 0x80 && Character.toLowerCase(up) >= 0x80;
  }
}
