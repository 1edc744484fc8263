package dev.assistantmemory.core.ingest;

import static dev.assistantmemory.core.ingest.SourceIdentity.guardIdentity;
import static dev.assistantmemory.core.ingest.SourceIdentity.liveUnlessRetired;

import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.UnappliedMessage;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Accepts a conversation inside the request's transaction: the conversation source (made on first
 * sight), each new message as a child source in order, the receipt and its job. A message id seen
 * before adds nothing (a changed content is kept verbatim as an unapplied revision).
 */
final class ConversationAcceptance {
  private final Clock clock;
  private final ReceiptJobs jobs;

  ConversationAcceptance(Clock clock, ReceiptJobs jobs) {
    this.clock = clock;
    this.jobs = jobs;
  }

  IngestReceipt accept(StoreTx tx, ConversationIngest req, String partition) {
    Instant now = clock.instant();
    tx.ensureUser(req.userId(), now);
    SourceKey convKey =
        new SourceKey(req.userId(), partition, SourceType.conversation, req.conversationId());
    guardIdentity(tx, convKey);
    Optional<SourceRecord> existing = tx.findLiveSource(convKey);
    Instant firstTimestamp =
        req.messages().stream().map(MessageInput::timestamp).min(Instant::compareTo).orElse(now);
    SourceRecord conversation =
        existing.orElseGet(
            () ->
                new SourceRecord(
                    TypeId.newId(TypeId.SOURCE),
                    req.userId(),
                    partition,
                    Scope.personal,
                    SourceType.conversation,
                    req.conversationId(),
                    null,
                    0,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    0,
                    null,
                    firstTimestamp,
                    now,
                    null));
    if (existing.isEmpty()) {
      tx.insertSource(conversation);
    }
    String operationId = UUID.randomUUID().toString();
    int position = existing.isPresent() ? tx.countChildren(req.userId(), conversation.id()) : 0;
    List<SourceRecord> added = new ArrayList<>();
    List<UnappliedMessage> unapplied = new ArrayList<>();
    // Every message's identity read before the first is written (one read where the store can).
    java.util.Map<SourceKey, StoreTx.LiveSource> found =
        SourceIdentity.liveSources(
            tx,
            req.messages().stream()
                .map(
                    m ->
                        new SourceKey(
                            req.userId(), partition, SourceType.conversation_message, m.id()))
                .toList());
    for (MessageInput m : req.messages()) {
      String hash = ContentHash.of(m.content(), m.role(), m.name());
      SourceKey key =
          new SourceKey(req.userId(), partition, SourceType.conversation_message, m.id());
      Optional<SourceRecord> stored = liveUnlessRetired(found.get(key), key);
      if (stored.isEmpty()) {
        // A message id this request sent before: its source is stored now (read as it was).
        stored = added.stream().filter(a -> a.externalId().equals(m.id())).findFirst();
      }
      if (stored.isPresent() || added.stream().anyMatch(a -> a.externalId().equals(m.id()))) {
        if (stored.isPresent() && !stored.get().contentHash().equals(hash)) {
          // Message ids are immutable: keep the variant verbatim, but do not rewrite memory.
          tx.insertSourceVersion(
              stored.get().id(), stored.get().version(), hash, m.content(), false, now);
        }
        boolean sentTwice = added.stream().anyMatch(a -> a.externalId().equals(m.id()));
        MessageIdentity.classify(
                tx, req.userId(), m.id(), hash, sentTwice ? Optional.empty() : stored, conversation)
            .ifPresent(unapplied::add);
        continue;
      }
      SourceRecord message =
          new SourceRecord(
              TypeId.newId(TypeId.SOURCE),
              req.userId(),
              partition,
              Scope.personal,
              SourceType.conversation_message,
              m.id(),
              conversation.id(),
              1,
              hash,
              m.content(),
              "text",
              null,
              m.name(),
              m.role(),
              m.name(),
              position++,
              operationId,
              m.timestamp(),
              now,
              null);
      tx.insertSourceWithVersion(message, now);
      added.add(message);
    }
    String note = MessageIdentity.note(unapplied);
    if (added.isEmpty() && existing.isPresent()) {
      Optional<OperationRecord> latest = tx.latestOperation(req.userId(), conversation.id());
      if (latest.isPresent()) {
        OperationRecord op = latest.get();
        jobs.restoreLostJob(tx, op, SourceType.conversation, now);
        return new IngestReceipt(
            "Conversation already ingested; no new messages." + note,
            req.conversationId(),
            conversation.id(),
            op.id(),
            op.status().name(),
            op.sourceVersion(),
            true,
            unapplied);
      }
    }
    int version = conversation.version() + 1;
    String[] hashParts = new String[added.size() + 1];
    hashParts[0] = conversation.contentHash();
    for (int i = 0; i < added.size(); i++) {
      hashParts[i + 1] = added.get(i).contentHash();
    }
    tx.updateSourceContent(conversation.withVersion(version, ContentHash.of(hashParts), null));
    OperationRecord op =
        jobs.enqueue(
            tx,
            req.userId(),
            partition,
            conversation.id(),
            version,
            operationId,
            IngestService.CONVERSATION_JOB,
            now);
    tx.sources().recordUnappliedMessages(req.userId(), op.id(), unapplied);
    return new IngestReceipt(
        "Conversation accepted: " + added.size() + " new message(s) queued for processing." + note,
        req.conversationId(),
        conversation.id(),
        op.id(),
        op.status().name(),
        version,
        false,
        unapplied);
  }
}
