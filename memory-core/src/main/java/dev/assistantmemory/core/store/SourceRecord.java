package dev.assistantmemory.core.store;

import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Instant;

/**
 * A stored source, verbatim. Identity is (user, partition, type, externalId) among live
 * (non-tombstoned) sources. Conversation messages are child sources of their conversation, with
 * {@code position} giving their order in it.
 */
public record SourceRecord(
    String id,
    String userId,
    String partitionKey,
    Scope scope,
    SourceType type,
    String externalId,
    String parentId,
    int version,
    String contentHash,
    String content,
    String contentType,
    String title,
    String author,
    String role,
    String speakerName,
    int position,
    String operationId,
    Instant effectiveAt,
    Instant receivedAt,
    Instant tombstonedAt) {

  /**
   * A source without content that hand-made writes cite (claims made through the API, metric
   * readings): version 1, never chunked, indexed or searched.
   */
  public static SourceRecord contentless(
      String userId,
      String partitionKey,
      Scope scope,
      SourceType type,
      String externalId,
      String title,
      Instant now) {
    return new SourceRecord(
        TypeId.newId(TypeId.SOURCE),
        userId,
        partitionKey,
        scope,
        type,
        externalId,
        null,
        1,
        null,
        null,
        null,
        title,
        null,
        null,
        null,
        0,
        null,
        now,
        now,
        null);
  }

  public SourceRecord withVersion(int newVersion, String newHash, String newContent) {
    return new SourceRecord(
        id,
        userId,
        partitionKey,
        scope,
        type,
        externalId,
        parentId,
        newVersion,
        newHash,
        newContent,
        contentType,
        title,
        author,
        role,
        speakerName,
        position,
        operationId,
        effectiveAt,
        receivedAt,
        tombstonedAt);
  }
}
