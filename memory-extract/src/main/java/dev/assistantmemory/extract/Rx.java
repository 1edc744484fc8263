package dev.assistantmemory.extract;

import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A regular expression written where it is used, compiled once (issue 13, extraction cost): {@code
 * String.matches}, {@code split} and {@code replaceAll} compile their expression on every call, and
 * the name and chat rules call them for every capitalised run and every sentence. Each method means
 * exactly what the {@code String} method of its name means.
 */
final class Rx {
  private Rx() {}

  private static final ConcurrentHashMap<String, Pattern> COMPILED = new ConcurrentHashMap<>();

  static Pattern of(String regex) {
    return COMPILED.computeIfAbsent(regex, Pattern::compile);
  }

  /** {@code text.matches(regex)}. */
  static boolean matches(CharSequence text, String regex) {
    return AsciiCase.matcher(of(regex), text).matches();
  }

  /** {@code text.split(regex)}. */
  static String[] split(String text, String regex) {
    if (regex.equals("\\s+")) {
      return splitAtSpaces(text);
    }
    return of(regex).split(text);
  }

  /**
   * {@code Pattern.compile("\\s+").split(text)} without the pattern (stop 43: the rules count and
   * take the words of every sentence this way): the same array, a leading empty word when the text
   * starts with white space, no trailing empty words, the text itself when it holds none.
   */
  static String[] splitAtSpaces(String text) {
    int n = text.length();
    java.util.ArrayList<String> out = null;
    int index = 0;
    int i = 0;
    while (i < n) {
      if (!space(text.charAt(i))) {
        i++;
        continue;
      }
      int end = i + 1;
      while (end < n && space(text.charAt(end))) {
        end++;
      }
      if (out == null) {
        out = new java.util.ArrayList<>();
      }
      out.add(text.substring(index, i));
      index = end;
      i = end;
    }
    if (out == null) {
      return new String[] {text};
    }
    out.add(text.substring(index, n));
    int size = out.size();
    while (size > 0 && out.get(size - 1).isEmpty()) {
      size--;
    }
    return out.subList(0, size).toArray(new String[0]);
  }

  /**
   * {@code \\s} without UNICODE_CHARACTER_CLASS: space, tab, newline, vertical tab, form feed,
   * return.
   */
  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /** {@code text.replaceAll(regex, replacement)}. */
  static String replaceAll(String text, String regex, String replacement) {
    return AsciiCase.matcher(of(regex), text).replaceAll(replacement);
  }

  /** {@code text.replaceFirst(regex, replacement)}. */
  static String replaceFirst(String text, String regex, String replacement) {
    return AsciiCase.matcher(of(regex), text).replaceFirst(replacement);
  }
}
