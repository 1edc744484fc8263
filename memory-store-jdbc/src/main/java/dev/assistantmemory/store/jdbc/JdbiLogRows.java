package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.Rejection;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Handle;

/**
 * One table group of {@link JdbiStoreTx}, on the transaction's handle: the change log (and the
 * writers' locks that order it), the audit log and rejected values.
 *
 * <p>On PostgreSQL the change log's order is kept by two locks (SQLite has one writer and appends
 * directly). <b>The user's writers' turn</b> (a transaction-scoped advisory lock per user, taken by
 * {@link #serializeWithOtherWriters} in a user's transaction and before the first change a
 * transaction appends for a user): from there to the commit no other transaction that writes that
 * user's graph interleaves, so what a writer read of the user's rows after taking it (a name, a
 * task, the manual source) is what it writes against. <b>The change log's turn</b> (one advisory
 * lock for the database): a transaction's change rows are staged in a session-local table as they
 * are written (labelled then, from the entity's row as it is at that point, as before) and moved to
 * {@code change_log} in staging order just before the commit ({@link #flushStagedChanges}), under
 * that lock, held to the commit; so sequence order is commit order and a reader that has seen a
 * sequence never sees a smaller one appear later, while the lock is held for one statement and the
 * commit instead of the whole transaction. Lock order: user turns (and the task-state and identity
 * locks) first, the change log's turn last, so the two kinds never wait on each other in a cycle.
 */
final class JdbiLogRows {
  /** The session-local table that holds a transaction's change rows until its commit. */
  static final String STAGED = "pg_temp.change_log_staged";

  /**
   * The staging table, created once a connection when the pool opens it ({@link
   * JdbiMemoryStore#openPostgres}), never inside a transaction: the driver takes any {@code CREATE}
   * it sees as DDL and forgets every statement it had prepared on the server for that connection,
   * so a creation in each writing transaction (even one that finds the table there) made the server
   * parse and plan a transaction's statements again each time (issue 14, pg42).
   */
  static final String CREATE_STAGED =
      "CREATE TEMP TABLE IF NOT EXISTS change_log_staged (ord BIGSERIAL PRIMARY KEY,"
          + " user_id TEXT NOT NULL, entity_type TEXT NOT NULL, entity_id TEXT NOT NULL,"
          + " action TEXT NOT NULL, recorded_at TIMESTAMPTZ NOT NULL, partition_key TEXT,"
          + " source_id TEXT, redirect_to TEXT)";

  private static final String COLUMNS =
      "user_id, entity_type, entity_id, action, recorded_at, partition_key, source_id, redirect_to";

  private final Handle h;
  private final SqlDialect dialect;

  /** The transaction's acting user; null for the system. */
  private final String actingUser;

  /**
   * The turns the database transaction holds and what it staged: one for the transaction, shared by
   * every {@link JdbiStoreTx} on its handle (Jdbi hands a nested write on the same thread the same
   * handle, so the same transaction).
   */
  static final class Turns {
    /** The change log's turn is held: appends go to {@code change_log} directly. */
    private boolean changeLogLocked;

    /** The users whose writers' turn this transaction holds. */
    private final java.util.Set<String> usersLocked = new java.util.HashSet<>();

    /** Change rows are staged, to be moved to the change log before the commit. */
    private boolean staged;

    /**
     * Writes that wait to go with the ones after them ({@link #defer}), in order: sent as one
     * composite statement before the next other statement of the transaction runs.
     */
    private final List<WriteStatement> deferred = new java.util.ArrayList<>();

    /** The deferred writes are being sent (the statement that sends them runs no flush itself). */
    private boolean flushing;

    /**
     * Deferred writes are sent before every other statement of the transaction and before its
     * commit (a writing transaction on PostgreSQL: {@link JdbiMemoryStore} set it when it hooked
     * the flush to the handle). Only then do the writers' turn, the change appends, the receipt's
     * moves and the user's row wait to go with the writes after them.
     */
    private boolean deferring;

    /** Called where the flush is hooked to the transaction's handle ({@link #flushDeferred}). */
    void deferring() {
      deferring = true;
    }

    /**
     * A statement of the transaction named a table whose triggers mark tasks dirty ({@link
     * TaskStates}): only then can the transaction have marked one (PostgreSQL, where each look is a
     * round trip; every statement is seen, {@link #noteStatement}).
     */
    private boolean mayMarkTasks;

    /**
     * Notes a statement about to run: one that names {@code claims}, {@code nodes}, {@code
     * task_due_times} or {@code task_state_dirty} (their triggers, or the marks themselves; a
     * foreign key's cascade into them starts from {@code claims}) may mark a task. Erring on the
     * side of looking: a read of those tables counts too.
     */
    void noteStatement(String sql) {
      if (mayMarkTasks || sql == null) {
        return;
      }
      String lower = sql.toLowerCase(java.util.Locale.ROOT);
      mayMarkTasks =
          lower.contains("claims")
              || lower.contains("nodes")
              || lower.contains("task_due_times")
              || lower.contains("task_state_dirty");
    }

    /** Whether the transaction may have marked a task ({@link #noteStatement}). */
    boolean mayMarkTasks() {
      return mayMarkTasks;
    }

    /**
     * Sends the deferred writes, in order, as one composite statement (one round trip); nothing
     * when none wait or they are being sent. Called before every other statement on the
     * transaction's handle (a statement customizer) and before the commit.
     */
    void flushDeferred(Handle h) {
      if (deferred.isEmpty() || flushing) {
        return;
      }
      List<WriteStatement> writes = List.copyOf(deferred);
      deferred.clear();
      flushing = true;
      try {
        WriteStatement.runAll(h, true, writes);
      } finally {
        flushing = false;
      }
    }
  }

  private final Turns turns;

  /**
   * The rejections read in this transaction, by user and partition: every node and claim write
   * checks them (the write guard), an extraction job writes dozens. Dropped when this transaction
   * writes a rejection or counts a hit, and when it takes the writers' turn (on PostgreSQL another
   * writer may have committed one before that; after it, none can until this one commits; on SQLite
   * the writer is alone from its first statement).
   */
  private final java.util.Map<String, List<Rejection>> rejectionsRead = new java.util.HashMap<>();

  JdbiLogRows(Handle h, SqlDialect dialect, String actingUser, Turns turns) {
    this.h = h;
    this.dialect = dialect;
    this.actingUser = actingUser;
    this.turns = turns;
  }

  /**
   * Queues writes that return nothing the caller reads (a node's or a claim's row, evidence and
   * change) to go to the database with the writes that follow them, in one round trip (PostgreSQL):
   * they are sent, in order, before any other statement of the transaction runs (a read sees them,
   * a later write follows them) and before the commit; a rollback drops them with the rest. Their
   * failure then surfaces at that statement, and rolls the transaction back as before.
   */
  void defer(List<WriteStatement> writes) {
    turns.deferred.addAll(writes);
  }

  /**
   * Whether writes can wait to go with the ones after them here ({@link #defer}): in a writing
   * transaction on PostgreSQL.
   */
  boolean defers() {
    return turns.deferring;
  }

  /** Runs {@code write} now, or defers it where writes wait ({@link #defers}). */
  void runOrDefer(WriteStatement write) {
    if (turns.deferring) {
      turns.deferred.add(write);
    } else {
      write.run(h);
    }
  }

  public void appendChange(
      String userId, String entityType, String entityId, String action, Instant at) {
    changeWrite(userId, entityType, entityId, action, at).run(h);
  }

  /**
   * The statement that appends one change (to the staging table, or to the change log where it is
   * appended directly), after taking the turn it needs: the caller runs it, alone or with the
   * writes it goes with.
   */
  WriteStatement changeWrite(
      String userId, String entityType, String entityId, String action, Instant at) {
    String table = takeTurnToAppend(userId);
    return WriteStatement.of(changeInsertSql(table, entityType, action))
        .bind("user", userId)
        .bind("type", entityType)
        .bind("id", entityId)
        .bind("action", action)
        .bind("at", text(at))
        .build();
  }

  private static String changeInsertSql(String target, String entityType, String action) {
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
    return "INSERT INTO "
        + target
        + " ("
        + COLUMNS
        + ")"
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
    if (turns.deferring) {
      // With the writes around them (the writers' turn, the receipt's move): one round trip.
      for (String id : entityIds) {
        turns.deferred.add(changeWrite(userId, entityType, id, action, at));
      }
      return;
    }
    String table = takeTurnToAppend(userId);
    var batch = h.prepareBatch(changeInsertSql(table, entityType, action));
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

  /**
   * In a user's transaction, takes that user's writers' turn; in the system's, the change log's
   * turn (the old whole-database turn: appends then go to the change log directly). Nothing on
   * SQLite, where the writer is alone from its first statement.
   */
  public void serializeWithOtherWriters() {
    if (dialect.changeLogLockSql() == null || turns.changeLogLocked) {
      return;
    }
    if (actingUser != null) {
      lockUser(actingUser, true);
    } else {
      lockChangeLog();
    }
  }

  /** Takes the turn an append for the user needs; the table the append writes to. */
  private String takeTurnToAppend(String userId) {
    if (dialect.changeLogLockSql() == null || turns.changeLogLocked) {
      return "change_log";
    }
    lockUser(userId, false);
    turns.staged = true;
    return STAGED;
  }

  /**
   * The user's writers' turn (once a transaction). The staging table is there already: each
   * connection creates it when the pool opens it. Where writes wait ({@link #defers}) the lock goes
   * with the writes waiting before it (stop 45: it was a round trip of its own, one to three a
   * job): taken {@code now} (asked for by {@link #serializeWithOtherWriters}: the caller waits here
   * for the other writers, as before) or, for an append, with the writes after it, before the next
   * other statement of the transaction runs.
   */
  private void lockUser(String userId, boolean now) {
    if (!turns.usersLocked.add(userId)) {
      return;
    }
    runOrDefer(
        WriteStatement.of(
                "SELECT pg_advisory_xact_lock(hashtextextended(:key, 0)) IS NULL AS locked")
            .bind("key", "writers\u001f" + userId)
            .build());
    if (now) {
      turns.flushDeferred(h);
    }
    // Another writer of the user may have committed a rejection before this point; none can now.
    rejectionsRead.clear();
  }

  /**
   * Takes the change log's turn and moves the changes staged so far to the change log, in staging
   * order (one round trip); appends go there directly from then on.
   */
  private void lockChangeLog() {
    String sql = dialect.changeLogLockSql();
    if (turns.staged) {
      sql += ";\n" + moveStagedSql();
    }
    h.createUpdate(sql).execute();
    turns.changeLogLocked = true;
    turns.staged = false;
    rejectionsRead.clear();
  }

  private static String moveStagedSql() {
    return "WITH moved AS (DELETE FROM "
        + STAGED
        + " RETURNING *) INSERT INTO change_log ("
        + COLUMNS
        + ") SELECT "
        + COLUMNS
        + " FROM moved ORDER BY ord";
  }

  /**
   * Just before the commit: moves the staged changes to the change log under the change log's turn,
   * which the commit releases (so the sequences this transaction takes come after every committed
   * one and before any later commit's). Nothing when nothing was staged.
   */
  void flushStagedChanges() {
    if (turns.staged) {
      lockChangeLog();
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
