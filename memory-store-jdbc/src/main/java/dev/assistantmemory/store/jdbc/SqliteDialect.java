package dev.assistantmemory.store.jdbc;

import java.sql.SQLException;

/** SQLite: one writer at a time (the write pool has one connection), readers in parallel (WAL). */
public final class SqliteDialect implements SqlDialect {
  @Override
  public String migrationLocation() {
    return "classpath:db/migration/sqlite";
  }

  @Override
  public String claimJobSql() {
    return """
        UPDATE jobs SET status = 'running', lease_owner = :worker, lease_until = :leaseUntil,
               attempts = attempts + 1, updated_at = :now
        WHERE id = (SELECT id FROM (
                      SELECT * FROM (SELECT id, run_after FROM jobs
                                     WHERE status = 'queued' AND run_after <= :now
                                     ORDER BY run_after, id LIMIT 1)
                      UNION ALL
                      SELECT * FROM (SELECT id, run_after FROM jobs
                                     WHERE status = 'running' AND lease_until < :now
                                     ORDER BY run_after, id LIMIT 1))
                    ORDER BY run_after, id LIMIT 1)
        RETURNING *""";
  }

  @Override
  public String changeLogLockSql() {
    return null; // one writer connection: transactions commit in order
  }

  @Override
  public String actingUserSql() {
    return null; // an embedded file has no roles; the query predicates are the fence
  }

  /**
   * SQLite plans without statistics until ANALYZE has run, and then takes {@code user_id = ?} for
   * selective: a read of 40 claims by id walked every claim of the user. {@code PRAGMA optimize}
   * (0x10002: check every table) analyzes only the tables that changed enough since, sampling at
   * most {@code analysis_limit} rows an index; about 10-20 ms at 10k messages.
   */
  @Override
  public java.util.List<String> statisticsUpkeepSql() {
    return java.util.List.of("PRAGMA analysis_limit=1000", "PRAGMA optimize=0x10002");
  }

  /**
   * SQLite's {@code lower()} and {@code LIKE} fold ASCII letters only: a label with a capital
   * {@code É} or {@code Ω} was found by no search, not even its own text. {@code GLOB} compares
   * exactly, so each cased letter of the text becomes the set of its cases ({@code [éÉ]}): every
   * letter that folds to the same letter, so that {@code i} finds the Turkish {@code İ} and {@code
   * ı}, {@code k} the Kelvin sign and {@code s} the long {@code ſ} (stop 42, audit X3).
   */
  @Override
  public String containsIgnoringCase(String column, String param) {
    return column + " GLOB :" + param;
  }

  /** The letters of each case fold, keyed by the fold: lower case of the upper case. */
  private static final class Cases {
    static final java.util.Map<Integer, java.util.Set<Integer>> BY_FOLD = build();

    private static java.util.Map<Integer, java.util.Set<Integer>> build() {
      java.util.Map<Integer, java.util.Set<Integer>> byFold = new java.util.HashMap<>();
      for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
        if (Character.isLetter(cp) && Character.getType(cp) != Character.OTHER_LETTER) {
          int fold = Character.toLowerCase(Character.toUpperCase(cp));
          if (fold != cp || Character.toUpperCase(cp) != cp) {
            byFold.computeIfAbsent(fold, f -> new java.util.TreeSet<>()).add(cp);
          }
        }
      }
      return byFold;
    }
  }

  @Override
  public String containsIgnoringCaseValue(String text) {
    StringBuilder glob = new StringBuilder("*");
    text.codePoints()
        .forEach(
            cp -> {
              java.util.Set<Integer> cases = new java.util.LinkedHashSet<>();
              cases.add(cp);
              cases.add(Character.toLowerCase(cp));
              cases.add(Character.toUpperCase(cp));
              cases.add(Character.toTitleCase(cp));
              cases.add(Character.toLowerCase(Character.toUpperCase(cp)));
              cases.add(Character.toUpperCase(Character.toLowerCase(cp)));
              cases.addAll(
                  Cases.BY_FOLD.getOrDefault(
                      Character.toLowerCase(Character.toUpperCase(cp)), java.util.Set.of()));
              if (cases.size() == 1 && cp != '*' && cp != '?' && cp != '[') {
                glob.appendCodePoint(cp);
              } else {
                // A set is literal for GLOB's own wildcards too: [*], [?], [[].
                glob.append('[');
                cases.forEach(glob::appendCodePoint);
                glob.append(']');
              }
            });
    return glob.append('*').toString();
  }

  /**
   * SQLite's {@code lower()} folds {@code A-Z} only: a name folded in Java ({@code öko bank}) never
   * equalled {@code lower(label)} of its own node ({@code Öko bank}), so a second document naming
   * {@code Öko Bank} made a second node.
   */
  @Override
  public String lowerAsDatabase(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
    }
    return out.toString();
  }

  @Override
  public boolean isConstraintViolation(SQLException e) {
    return e.getErrorCode() == 19; // SQLITE_CONSTRAINT
  }

  @Override
  public boolean isUnavailable(SQLException e) {
    int code = e.getErrorCode();
    return code == 5 || code == 6 || code == 10 || code == 14; // BUSY, LOCKED, IOERR, CANTOPEN
  }
}
