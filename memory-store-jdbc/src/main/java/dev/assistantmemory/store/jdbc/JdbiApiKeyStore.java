package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.auth.ApiKeyRecord;
import dev.assistantmemory.core.auth.ApiKeyStore;
import dev.assistantmemory.core.auth.KeyScope;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;

/**
 * API keys in the store's database ({@code api_keys}). The table is system data, outside row-level
 * security, and every statement runs as the service itself.
 */
public final class JdbiApiKeyStore implements ApiKeyStore {
  private static final RowMapper<ApiKeyRecord> KEY =
      (rs, ctx) ->
          new ApiKeyRecord(
              rs.getString("id"),
              rs.getString("user_id"),
              KeyScope.valueOf(rs.getString("scope")),
              rs.getString("key_hash"),
              Rows.instant(rs, "created_at"),
              Rows.instant(rs, "revoked_at"));

  private final JdbiMemoryStore store;

  public JdbiApiKeyStore(JdbiMemoryStore store) {
    this.store = store;
  }

  private static Handle handle(dev.assistantmemory.core.store.StoreTx tx) {
    return ((JdbiStoreTx) tx).handle();
  }

  @Override
  public void insertKey(ApiKeyRecord key) {
    store.writeAsSystem(
        tx ->
            handle(tx)
                .createUpdate(
                    """
                    INSERT INTO api_keys (id, user_id, scope, key_hash, created_at, revoked_at)
                    VALUES (:id, :user, :scope, :hash, :created, :revoked)""")
                .bind("id", key.id())
                .bind("user", key.userId())
                .bind("scope", key.scope().name())
                .bind("hash", key.keyHash())
                .bind("created", text(key.createdAt()))
                .bind("revoked", text(key.revokedAt()))
                .execute());
  }

  @Override
  public List<ApiKeyRecord> listKeys() {
    return store.readAsSystem(
        tx -> handle(tx).createQuery("SELECT * FROM api_keys ORDER BY id").map(KEY).list());
  }

  @Override
  public List<ApiKeyRecord> activeKeys() {
    return store.readAsSystem(
        tx ->
            handle(tx)
                .createQuery("SELECT * FROM api_keys WHERE revoked_at IS NULL ORDER BY id")
                .map(KEY)
                .list());
  }

  @Override
  public boolean revokeKey(String id, Instant at) {
    return store.writeAsSystem(
        tx -> {
          handle(tx)
              .createUpdate(
                  "UPDATE api_keys SET revoked_at = :at WHERE id = :id AND revoked_at IS NULL")
              .bind("at", text(at))
              .bind("id", id)
              .execute();
          return handle(tx)
                  .createQuery("SELECT count(*) FROM api_keys WHERE id = :id")
                  .bind("id", id)
                  .mapTo(Long.class)
                  .one()
              > 0;
        });
  }
}
