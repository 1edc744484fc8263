package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: users and their scratchpads.
 */
final class JdbiUserRows {
  private final Handle h;

  JdbiUserRows(Handle h) {
    this.h = h;
  }

  public List<String> userIds() {
    return h.createQuery("SELECT id FROM users ORDER BY id").mapTo(String.class).list();
  }

  public void ensureUser(String userId, Instant now) {
    userInsert(userId, now).run(h);
  }

  /** The statement {@link #ensureUser} runs, to go with the writes after it where writes wait. */
  static WriteStatement userInsert(String userId, Instant now) {
    return WriteStatement.of(
            "INSERT INTO users (id, created_at) VALUES (:id, :now) ON CONFLICT (id) DO NOTHING")
        .bind("id", userId)
        .bind("now", text(now))
        .build();
  }

  public Optional<dev.assistantmemory.core.store.Scratchpad> scratchpad(String userId) {
    return h.createQuery("SELECT content, updated_at FROM scratchpads WHERE user_id = :user")
        .bind("user", userId)
        .map(
            (rs, ctx) ->
                new dev.assistantmemory.core.store.Scratchpad(
                    rs.getString("content"), Rows.instant(rs, "updated_at")))
        .findOne();
  }

  public void saveScratchpad(String userId, String content, Instant at) {
    h.createUpdate(
            """
            INSERT INTO scratchpads (user_id, content, updated_at) VALUES (:user, :content, :at)
            ON CONFLICT (user_id) DO UPDATE SET content = excluded.content,
              updated_at = excluded.updated_at""")
        .bind("user", userId)
        .bind("content", content)
        .bind("at", text(at))
        .execute();
  }
}
