package dev.assistantmemory.extract;

/**
 * {@code TaskRules.CLAUSE_BREAK.split(text)} without the search when the text cannot hold a break
 * (stop 41, extraction cost): every break is a semicolon or an "and"/"en" (ASCII letters in any
 * case, as the case-insensitive pattern reads them) between whitespace. A text with neither is its
 * own only clause, as {@code Pattern.split} gives it. Most sentences have neither.
 */
final class ClauseSplits {
  private ClauseSplits() {}

  static String[] clauses(String text) {
    return mayBreak(text) ? TaskRules.CLAUSE_BREAK.split(text) : new String[] {text};
  }

  /** False only when {@code TaskRules.CLAUSE_BREAK} matches nowhere in the text. */
  static boolean mayBreak(String s) {
    if (s.indexOf(';') >= 0) {
      return true;
    }
    int n = s.length();
    for (int i = 1; i + 2 < n; i++) {
      if (s.charAt(i - 1) > ' ') {
        continue; // a break's word follows whitespace (\s is ASCII whitespace here)
      }
      if (s.regionMatches(true, i, "and", 0, 3) && i + 3 < n && s.charAt(i + 3) <= ' '
          || s.regionMatches(true, i, "en", 0, 2) && s.charAt(i + 2) <= ' ') {
        return true;
      }
    }
    return false;
  }
}
