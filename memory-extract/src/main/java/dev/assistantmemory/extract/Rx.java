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
    return of(regex).split(text);
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
