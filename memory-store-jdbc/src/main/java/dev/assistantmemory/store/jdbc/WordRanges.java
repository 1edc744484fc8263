package dev.assistantmemory.store.jdbc;

/** Prefix ranges for the word lookups of {@link JdbiNodeRows} and {@link PostgresNameLookups}. */
final class WordRanges {
  private WordRanges() {}

  /**
   * The least string above every string that begins with {@code prefix} (in code point order, the
   * order of SQLite's BINARY and PostgreSQL's "C" collation), or null when there is none.
   */
  static String after(String prefix) {
    String p = prefix;
    while (!p.isEmpty()) {
      int last = p.codePointBefore(p.length());
      String head = p.substring(0, p.length() - Character.charCount(last));
      int next = last + 1;
      if (next >= Character.MIN_SURROGATE && next <= Character.MAX_SURROGATE) {
        next = Character.MAX_SURROGATE + 1;
      }
      if (next <= Character.MAX_CODE_POINT) {
        return head + new String(Character.toChars(next));
      }
      p = head;
    }
    return null;
  }
}
