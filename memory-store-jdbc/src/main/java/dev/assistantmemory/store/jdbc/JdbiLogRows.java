package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.Rejection;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: the change log (and the
 * writers' lock that orders it), the audit log and rejected values.
 */
final class JdbiLogRows {
  private final Handle h;
  private final SqlDialect dialect;
  private boolean changeLogLocked;

  /**
   * The rejections read in this transaction, by user and partition: every node and claim write
   * checks them (the write guard), an extraction job writes dozens. Dropped when this transaction
   * writes a rejection or counts a hit, and when it takes the writers' turn (on PostgreSQL another
   * writer may have committed one before that; after it, none can until this one commits; on SQLite
   * the writer is alone from its first statement).
   */
  private final java.util.Map<String, List<Rejection>> rejectionsRead = new java.util.HashMap<>();

  JdbiLogRows(Handle h, SqlDialect dialect) {
    this.h = h;
    this.dialect = dialect;
  }

  public void appendChange(
      String userId, String entityType, String entityId, String action, Instant at) {
    serializeWithOtherWriters();
    changeInsert(userId, entityType, entityId, action, at).run(h);
  }

  /**
   * The statement {@link #appendChange} runs (after taking the writers' turn, which the caller of
   * this one takes first).
   */
  static WriteStatement changeInsert(
      String userId, String entityType, String entityId, String action, Instant at) {
    return WriteStatement.of(changeInsertSql(entityType, action))
        .bind("user", userId)
        .bind("type", entityType)
        .bind("id", entityId)
        .bind("action", action)
        .bind("at", text(at))
        .build();
  }

  private static String changeInsertSql(String entityType, String action) {
    // Labelled from the entity's row as it is now (the feed answers per partition and source).
    String table =
        switch (entityType) {
          case "node" -> "nodes";
          case "claim" -> "claims";
          case "chunk" -> "chunks";
          default -> null;
        };
    String partition =
        table == null ? "NULL" : "(SELECT partition_key FROM " + table + " WHERE id = :id)";
    String source =
        table == null || table.equals("nodes")
            ? "NULL"
            : "(SELECT source_id FROM " + table + " WHERE id = :id)";
    String redirect =
        "nodes".equals(table) && ChangeRecord.DELETE.equals(action)
            ? "(SELECT merged_into FROM nodes WHERE id = :id)"
            : "NULL";
    return "INSERT INTO change_log (user_id, entity_type, entity_id, action, recorded_at,"
        + " partition_key, source_id, redirect_to)"
        + " VALUES (:user, :type, :id, :action, :at, "
        + partition
        + ", "
        + source
        + ", "
        + redirect
        + ")";
  }

  /**
   * Appends a change of the same type and action for each entity, in order, as one batch (one round
   * trip on PostgreSQL).
   */
  public void appendChanges(
      String userId, String entityType, List<String> entityIds, String action, Instant at) {
    if (entityIds.isEmpty()) {
      return;
    }
    serializeWithOtherWriters();
    var batch = h.prepareBatch(changeInsertSql(entityType, action));
    for (String id : entityIds) {
      batch
          .bind("user", userId)
          .bind("type", entityType)
          .bind("id", id)
          .bind("action", action)
          .bind("at", text(at))
          .add();
    }
    batch.execute();
  }

  public List<ChangeRecord> changesAfter(long seq, int limit) {
    return h.createQuery(
            """
            SELECT seq, user_id, entity_type, entity_id, action FROM change_log
            WHERE seq > :seq ORDER BY seq LIMIT :limit""")
        .bind("seq", seq)
        .bind("limit", limit)
        .map(
            (rs, ctx) ->
                new ChangeRecord(
                    rs.getLong("seq"),
                    rs.getString("user_id"),
                    rs.getString("entity_type"),
                    rs.getString("entity_id"),
                    rs.getString("action")))
        .list();
  }

  public long lastChangeSeq() {
    return h.createQuery("SELECT coalesce(max(seq), 0) FROM change_log").mapTo(Long.class).one();
  }

  public void serializeWithOtherWriters() {
    if (!changeLogLocked && dialect.changeLogLockSql() != null) {
      h.createQuery(dialect.changeLogLockSql()).mapTo(String.class).findOne();
      changeLogLocked = true;
      rejectionsRead.clear();
    }
  }

  public List<Rejection> rejections(String userId, String partitionKey) {
    String key = userId + '\u001f' + partitionKey;
    List<Rejection> held = rejectionsRead.get(key);
    if (held != null) {
      return held;
    }
    List<Rejection> read = List.copyOf(readRejections(userId, partitionKey));
    rejectionsRead.put(key, read);
    return read;
  }

  private List<Rejection> readRejections(String userId, String partitionKey) {
    return h.createQuery(
            """
            SELECT * FROM rejected_values WHERE user_id = :user AND partition_key = :partition
            ORDER BY created_at, id""")
        .bind("user", userId)
        .bind("partition", partitionKey)
        .map(Rows.REJECTION)
        .list();
  }

  public void insertRejection(Rejection r) {
    rejectionsRead.clear();
    h.createUpdate(
            """
            INSERT INTO rejected_values (id, user_id, partition_key, predicate, subject_node_id,
              pattern, normalized, reason, alternative, origin, occurrences, created_at, updated_at)
            VALUES (:id, :user, :partition, :predicate, :subject, :pattern, :normalized, :reason,
              :alternative, :origin, :occurrences, :at, :at)""")
        .bind("id", r.id())
        .bind("user", r.userId())
        .bind("partition", r.partitionKey())
        .bind("predicate", r.predicate())
        .bind("subject", r.subjectNodeId())
        .bind("pattern", r.pattern())
        .bind("normalized", r.normalized())
        .bind("reason", r.reason())
        .bind("alternative", r.alternative())
        .bind("origin", r.origin())
        .bind("occurrences", r.occurrences())
        .bind("at", text(r.createdAt()))
        .execute();
  }

  public void countRejectionHit(String rejectionId, Instant at) {
    rejectionsRead.clear(); // the rows' occurrences change
    h.createUpdate(
            "UPDATE rejected_values SET occurrences = occurrences + 1, updated_at = :at WHERE id = :id")
        .bind("id", rejectionId)
        .bind("at", text(at))
        .execute();
  }

  public void audit(
      String userId,
      String actor,
      String action,
      String entityType,
      String entityId,
      String reason,
      String removedValue,
      Instant at) {
    h.createUpdate(
            """
            INSERT INTO audit_log (user_id, actor, action, entity_type, entity_id, reason,
              removed_value, recorded_at)
            VALUES (:user, :actor, :action, :type, :id, :reason, :removed, :at)""")
        .bind("user", userId)
        .bind("actor", actor)
        .bind("action", action)
        .bind("type", entityType)
        .bind("id", entityId)
        .bind("reason", reason)
        .bind("removed", removedValue)
        .bind("at", text(at))
        .execute();
  }
}
