package dev.assistantmemory.store.jdbc;

import static dev.assistantmemory.store.jdbc.Instants.text;

import dev.assistantmemory.core.store.BlobCleanupRecord;
import dev.assistantmemory.core.store.BlobCleanupTx;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;

/** The SQL of the blob cleanup receipts (table blob_cleanups, V19). */
final class JdbiBlobCleanupRows implements BlobCleanupTx {
  private static final RowMapper<BlobCleanupRecord> ROW =
      (rs, ctx) ->
          new BlobCleanupRecord(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("object_key"),
              rs.getString("blob_sha256"),
              rs.getLong("size_bytes"),
              BlobCleanupRecord.Status.valueOf(rs.getString("status")),
              rs.getInt("checks"),
              Rows.instant(rs, "created_at"),
              Rows.instant(rs, "checked_at"),
              Rows.instant(rs, "completed_at"));

  private final Handle h;

  JdbiBlobCleanupRows(Handle h) {
    this.h = h;
  }

  @Override
  public void record(BlobCleanupRecord r) {
    h.createUpdate(
            """
            INSERT INTO blob_cleanups
              (id, user_id, object_key, blob_sha256, size_bytes, status, checks, created_at)
            VALUES (:id, :user, :key, :sha, :size, :status, :checks, :created)
            ON CONFLICT (object_key) DO NOTHING""")
        .bind("id", r.id())
        .bind("user", r.userId())
        .bind("key", r.objectKey())
        .bind("sha", r.blobSha256())
        .bind("size", r.sizeBytes())
        .bind("status", r.status().name())
        .bind("checks", r.checks())
        .bind("created", text(r.createdAt()))
        .execute();
  }

  @Override
  public List<BlobCleanupRecord> pending(int limit) {
    return h.createQuery(
            """
            SELECT * FROM blob_cleanups WHERE status = 'pending'
            ORDER BY created_at, id LIMIT :limit""")
        .bind("limit", limit)
        .map(ROW)
        .list();
  }

  @Override
  public Optional<BlobCleanupRecord> find(String id) {
    return h.createQuery("SELECT * FROM blob_cleanups WHERE id = :id")
        .bind("id", id)
        .map(ROW)
        .findOne();
  }

  @Override
  public void observedMissing(String id, Instant at) {
    h.createUpdate(
            """
            UPDATE blob_cleanups SET checks = checks + 1, checked_at = :at
            WHERE id = :id AND status = 'pending'""")
        .bind("id", id)
        .bind("at", text(at))
        .execute();
  }

  @Override
  public void completed(String id, Instant at) {
    h.createUpdate(
            """
            UPDATE blob_cleanups
            SET status = 'completed', checks = checks + 1, checked_at = :at, completed_at = :at
            WHERE id = :id AND status = 'pending'""")
        .bind("id", id)
        .bind("at", text(at))
        .execute();
  }
}
