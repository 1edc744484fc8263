package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.LifecycleTx;
import dev.assistantmemory.core.store.SourceKey;
import java.time.Instant;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Update;

/** {@link LifecycleTx} on the handle of the enclosing {@link JdbiStoreTx}. */
final class JdbiLifecycleTx implements LifecycleTx {
  private final Handle h;
  private final SqlDialect dialect;

  JdbiLifecycleTx(Handle h, SqlDialect dialect) {
    this.h = h;
    this.dialect = dialect;
  }

  @Override
  public void lockIdentity(SourceKey key) {
    if (dialect instanceof PostgresDialect) {
      // Transaction-scoped: released at commit or rollback. Hash collisions only over-serialise.
      h.createQuery("SELECT pg_advisory_xact_lock(hashtextextended(:key, 0)) IS NULL AS locked")
          .bind(
              "key",
              "source-identity\u001f"
                  + key.userId()
                  + "\u001f"
                  + key.partitionKey()
                  + "\u001f"
                  + key.type().name()
                  + "\u001f"
                  + key.externalId())
          .mapToMap()
          .one();
    }
  }

  private <T extends org.jdbi.v3.core.statement.SqlStatement<T>> T bindKey(T s, SourceKey key) {
    return s.bind("user", key.userId())
        .bind("partition", key.partitionKey())
        .bind("type", key.type().name())
        .bind("externalId", key.externalId());
  }

  private static final String KEY_MATCH =
      "user_id = :user AND partition_key = :partition AND type = :type"
          + " AND external_id = :externalId";

  @Override
  public boolean isRetired(SourceKey key) {
    return bindKey(
                h.createQuery(
                    "SELECT COUNT(*) FROM source_identity_retirements WHERE " + KEY_MATCH),
                key)
            .mapTo(Long.class)
            .one()
        > 0;
  }

  @Override
  public void retire(SourceKey key, Instant now) {
    if (isRetired(key)) {
      return;
    }
    Update u =
        h.createUpdate(
            """
            INSERT INTO source_identity_retirements
              (user_id, partition_key, type, external_id, retired_at)
            VALUES (:user, :partition, :type, :externalId, :now)""");
    bindKey(u, key).bind("now", text(now)).execute();
  }

  @Override
  public boolean restore(SourceKey key) {
    return bindKey(
                h.createUpdate("DELETE FROM source_identity_retirements WHERE " + KEY_MATCH), key)
            .execute()
        > 0;
  }

  @Override
  public void setOrigin(String userId, String sourceId, String originKind) {
    h.createUpdate("DELETE FROM source_origins WHERE user_id = :user AND source_id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .execute();
    if (originKind != null) {
      h.createUpdate(
              "INSERT INTO source_origins (source_id, user_id, origin_kind) VALUES (:id, :user, :kind)")
          .bind("user", userId)
          .bind("id", sourceId)
          .bind("kind", originKind)
          .execute();
    }
  }

  @Override
  public Optional<String> origin(String userId, String sourceId) {
    return h.createQuery(
            "SELECT origin_kind FROM source_origins WHERE user_id = :user AND source_id = :id")
        .bind("user", userId)
        .bind("id", sourceId)
        .mapTo(String.class)
        .findOne();
  }

  @Override
  public void reopenOperation(String operationId, Instant now) {
    h.createUpdate(
            """
            UPDATE operations SET status = 'queued', attempt = attempt + 1, error_code = NULL,
              updated_at = :now, completed_at = NULL
            WHERE id = :id""")
        .bind("id", operationId)
        .bind("now", text(now))
        .execute();
  }

  @Override
  public void requeueJob(String jobId, Instant now) {
    h.createUpdate(
            """
            UPDATE jobs SET status = 'queued', attempts = 0, run_after = :now, lease_owner = NULL,
              lease_until = NULL, last_error = NULL, updated_at = :now
            WHERE id = :id""")
        .bind("id", jobId)
        .bind("now", text(now))
        .execute();
  }
}
