package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SpokenChunk;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.jdbi.v3.core.mapper.RowMapper;

/** Row mappers, one per record. */
final class Rows {
  private Rows() {}

  static final RowMapper<SourceRecord> SOURCE =
      (rs, ctx) ->
          new SourceRecord(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              Scope.valueOf(rs.getString("scope")),
              SourceType.valueOf(rs.getString("type")),
              rs.getString("external_id"),
              rs.getString("parent_id"),
              rs.getInt("version"),
              rs.getString("content_hash"),
              rs.getString("content"),
              rs.getString("content_type"),
              rs.getString("title"),
              rs.getString("author"),
              rs.getString("role"),
              rs.getString("speaker_name"),
              rs.getInt("position"),
              rs.getString("operation_id"),
              instant(rs, "effective_at"),
              instant(rs, "received_at"),
              instant(rs, "tombstoned_at"));

  static final RowMapper<OperationRecord> OPERATION =
      (rs, ctx) ->
          new OperationRecord(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              rs.getString("source_id"),
              rs.getInt("source_version"),
              ReceiptStatus.valueOf(rs.getString("status")),
              rs.getString("stage"),
              rs.getInt("attempt"),
              rs.getString("error_code"),
              rs.getString("job_id"),
              instant(rs, "created_at"),
              instant(rs, "updated_at"),
              instant(rs, "completed_at"));

  static final RowMapper<JobRecord> JOB =
      (rs, ctx) ->
          new JobRecord(
              rs.getString("id"),
              rs.getString("kind"),
              rs.getString("operation_id"),
              rs.getString("user_id"),
              rs.getString("status"),
              rs.getInt("attempts"),
              rs.getInt("max_attempts"),
              instant(rs, "run_after"),
              rs.getString("lease_owner"),
              instant(rs, "lease_until"),
              rs.getString("last_error"),
              instant(rs, "created_at"));

  static final RowMapper<ChunkRecord> CHUNK =
      (rs, ctx) ->
          new ChunkRecord(
              rs.getString("id"),
              rs.getString("source_id"),
              rs.getInt("source_version"),
              rs.getInt("ordinal"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              Scope.valueOf(rs.getString("scope")),
              rs.getString("source_kind"),
              rs.getString("group_id"),
              rs.getInt("position"),
              rs.getString("text"),
              Vectors.fromBytes(rs.getBytes("embedding")),
              instant(rs, "effective_at"));

  /** A chunk row with its source's speaker name (column {@code source_speaker_name}). */
  static final RowMapper<SpokenChunk> SPOKEN_CHUNK =
      (rs, ctx) -> new SpokenChunk(CHUNK.map(rs, ctx), rs.getString("source_speaker_name"));

  static final RowMapper<NodeRecord> NODE =
      (rs, ctx) ->
          new NodeRecord(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              Scope.valueOf(rs.getString("scope")),
              rs.getString("node_type"),
              rs.getString("label"),
              rs.getString("description"),
              rs.getBoolean("is_user_self"),
              instant(rs, "created_at"),
              instant(rs, "updated_at"),
              instant(rs, "deleted_at"),
              rs.getString("merged_into"));

  /** The columns {@link #CLAIM} reads (every claim column but its embedding). */
  static final String CLAIM_COLUMNS =
      "id, user_id, partition_key, scope, subject_node_id, predicate, object_node_id,"
          + " object_value, statement, description, source_id, asserted_by_kind,"
          + " asserted_by_node_id, status, stated_at, valid_from, valid_to, recorded_at,"
          + " expired_at, superseded_by, supersession_relation, contradicted_by, origin";

  static final RowMapper<ClaimRecord> CLAIM =
      (rs, ctx) ->
          new ClaimRecord(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              Scope.valueOf(rs.getString("scope")),
              rs.getString("subject_node_id"),
              rs.getString("predicate"),
              rs.getString("object_node_id"),
              rs.getString("object_value"),
              rs.getString("statement"),
              rs.getString("description"),
              rs.getString("source_id"),
              rs.getString("asserted_by_kind"),
              rs.getString("asserted_by_node_id"),
              rs.getString("status"),
              instant(rs, "stated_at"),
              instant(rs, "valid_from"),
              instant(rs, "valid_to"),
              instant(rs, "recorded_at"),
              instant(rs, "expired_at"),
              rs.getString("superseded_by"),
              rs.getString("supersession_relation"),
              rs.getString("contradicted_by"),
              rs.getString("origin"));

  static final RowMapper<dev.assistantmemory.core.store.AliasRecord> ALIAS =
      (rs, ctx) ->
          new dev.assistantmemory.core.store.AliasRecord(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              rs.getString("alias_text"),
              rs.getString("normalized_alias_text"),
              rs.getString("canonical_node_id"),
              instant(rs, "created_at"));

  static final RowMapper<Rejection> REJECTION =
      (rs, ctx) ->
          new Rejection(
              rs.getString("id"),
              rs.getString("user_id"),
              rs.getString("partition_key"),
              rs.getString("predicate"),
              rs.getString("subject_node_id"),
              rs.getString("pattern"),
              rs.getString("normalized"),
              rs.getString("reason"),
              rs.getString("alternative"),
              rs.getString("origin"),
              rs.getInt("occurrences"),
              instant(rs, "created_at"));

  /** SQLite keeps instants as text, PostgreSQL as timestamptz. */
  static java.time.Instant instant(ResultSet rs, String column) throws SQLException {
    Object value = rs.getObject(column);
    if (value instanceof java.sql.Timestamp) {
      // Not Timestamp.toInstant: its calendar is Julian before 1582-10-15 (audit 19, Y7).
      return rs.getObject(column, java.time.OffsetDateTime.class).toInstant();
    }
    if (value instanceof java.time.OffsetDateTime odt) {
      return odt.toInstant();
    }
    return value == null ? null : Instants.parse(value.toString());
  }

  /** {@link #instant(ResultSet, String)} by position (a wide result read many times). */
  static java.time.Instant instant(ResultSet rs, int column) throws SQLException {
    Object value = rs.getObject(column);
    if (value instanceof java.sql.Timestamp) {
      return rs.getObject(column, java.time.OffsetDateTime.class).toInstant();
    }
    if (value instanceof java.time.OffsetDateTime odt) {
      return odt.toInstant();
    }
    return value == null ? null : Instants.parse(value.toString());
  }
}
