package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.graph.EntityNames;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * V34, on both databases: the {@code node_words} rows written before the words were folded (V30 and
 * every insert up to V33 lowered them with the database's own {@code lower}, which keeps an accent,
 * and on SQLite a non-ASCII capital) are refolded with {@link EntityNames#foldWord}, the form the
 * word lookup asks for. Before it, "Émile" alone never found "Émile Durand" and became a second
 * person. Only words with a character outside printable ASCII can differ (both databases lowered
 * ASCII already), so only those rows are read.
 */
final class FoldNodeWords implements JavaMigration {
  static final int VERSION = 34;

  @Override
  public MigrationVersion getVersion() {
    return MigrationVersion.fromVersion(Integer.toString(VERSION));
  }

  @Override
  public String getDescription() {
    return "fold node words";
  }

  @Override
  public Integer getChecksum() {
    return null;
  }

  @Override
  public boolean canExecuteInTransaction() {
    return true;
  }

  @Override
  public void migrate(Context context) throws SQLException {
    fold(context.getConnection());
  }

  /** Refolds every row whose word is not in the lookup's form; returns how many were refolded. */
  static int fold(Connection c) throws SQLException {
    boolean postgres = c.getMetaData().getDatabaseProductName().toLowerCase().contains("postgres");
    String nonAscii = postgres ? "word ~ '[^ -~]'" : "word GLOB '*[^ -~]*'";
    List<String[]> stale = new ArrayList<>();
    try (Statement s = c.createStatement()) {
      if (postgres) {
        s.execute("SELECT set_config('memory.system', 'on', true)");
      }
      try (ResultSet r =
          s.executeQuery("SELECT user_id, word, node_id FROM node_words WHERE " + nonAscii)) {
        while (r.next()) {
          String word = r.getString(2);
          String folded = EntityNames.foldWord(word);
          if (!folded.equals(word)) {
            stale.add(new String[] {r.getString(1), word, r.getString(3), folded});
          }
        }
      }
    }
    if (stale.isEmpty()) {
      return 0;
    }
    try (PreparedStatement insert =
            c.prepareStatement(
                "INSERT INTO node_words (user_id, word, node_id) VALUES (?, ?, ?)"
                    + " ON CONFLICT DO NOTHING");
        PreparedStatement delete =
            c.prepareStatement(
                "DELETE FROM node_words WHERE user_id = ? AND word = ? AND node_id = ?")) {
      for (String[] row : stale) {
        insert.setString(1, row[0]);
        insert.setString(2, row[3]);
        insert.setString(3, row[2]);
        insert.addBatch();
        delete.setString(1, row[0]);
        delete.setString(2, row[1]);
        delete.setString(3, row[2]);
        delete.addBatch();
      }
      insert.executeBatch();
      delete.executeBatch();
    }
    return stale.size();
  }
}
