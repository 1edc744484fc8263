package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.ingest.TranscriptIngest.KnownParticipant;
import dev.assistantmemory.core.ingest.TranscriptIngest.Utterance;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.model.ValidationIssue;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Accepts meeting transcripts (CONTRACT.md 4.4). A transcript is a {@code meeting_transcript}
 * source whose speaker turns are its child message sources, in order, each with its speaker: the
 * conversation pipeline then makes them searchable and extracts from them. The parent exists when
 * the request answers. A transcript id is stable: re-ingesting it is a no-op (that restores a lost
 * job, as every identical resend does).
 *
 * <p>Speakers resolve at acceptance: a label that is one of the user's self aliases (or of {@code
 * userSelfAliasesOverride}) speaks as the user; a label of {@code knownParticipants} speaks as that
 * node (its label); any other label speaks as a participant of that name, which extraction matches
 * against names and aliases or creates as a Person.
 */
public final class TranscriptService {
  private final MemoryStore store;
  private final IngestService ingest;
  private final Clock clock;
  private final Runnable onEnqueued;

  public TranscriptService(
      MemoryStore store, IngestService ingest, Clock clock, Runnable onEnqueued) {
    this.store = store;
    this.ingest = ingest;
    this.clock = clock;
    this.onEnqueued = onEnqueued;
  }

  public IngestReceipt ingest(TranscriptIngest req) {
    List<Utterance> turns =
        req.utterances() != null ? req.utterances() : TranscriptSegmenter.split(req.rawText());
    if (turns.isEmpty()) {
      throw MemoryException.validation(
          List.of(
              new ValidationIssue(
                  "content.text", "The transcript has no text (only whitespace)", "too_small")));
    }
    String partition = SourceIdentity.partitionOf(req.partitionKey());
    IngestReceipt receipt = store.write(req.userId(), tx -> accept(tx, req, turns, partition));
    onEnqueued.run();
    return receipt;
  }

  private IngestReceipt accept(
      StoreTx tx, TranscriptIngest req, List<Utterance> turns, String partition) {
    Instant now = clock.instant();
    tx.ensureUser(req.userId(), now);
    SourceKey key =
        new SourceKey(req.userId(), partition, SourceType.meeting_transcript, req.transcriptId());
    SourceIdentity.guardIdentity(tx, key);
    Optional<SourceRecord> existing = tx.findLiveSource(key);
    if (existing.isPresent()) {
      SourceRecord stored = existing.get();
      Optional<OperationRecord> latest = tx.latestOperation(req.userId(), stored.id());
      boolean restored =
          latest.isPresent()
              && ingest.jobs().restoreLostJob(tx, latest.get(), SourceType.meeting_transcript, now);
      return new IngestReceipt(
          restored
              ? "Transcript already ingested; its lost processing job was restored."
              : "Transcript already ingested; nothing to do.",
          req.transcriptId(),
          stored.id(),
          latest.map(OperationRecord::id).orElse(null),
          latest.map(op -> op.status().name()).orElse("completed"),
          stored.version(),
          true);
    }
    Map<String, String> known = knownSpeakers(tx, req, partition);
    Set<String> self = selfAliases(tx, req);
    String operationId = UUID.randomUUID().toString();
    String parentId = TypeId.newId(TypeId.SOURCE);
    StringBuilder text = new StringBuilder();
    List<SourceRecord> children = new ArrayList<>();
    String[] hashes = new String[turns.size()];
    for (int i = 0; i < turns.size(); i++) {
      Utterance u = turns.get(i);
      String normalized = normalize(u.speakerLabel());
      boolean isSelf = self.contains(normalized);
      String speaker = known.getOrDefault(normalized, u.speakerLabel());
      String role = isSelf ? "user" : "participant";
      String hash = ContentHash.of(u.content(), role, speaker);
      hashes[i] = hash;
      if (i > 0) {
        text.append('\n');
      }
      text.append(u.speakerLabel()).append(": ").append(u.content());
      children.add(
          new SourceRecord(
              TypeId.newId(TypeId.SOURCE),
              req.userId(),
              partition,
              req.scope(),
              SourceType.conversation_message,
              parentId + "#" + i,
              parentId,
              1,
              hash,
              u.content(),
              "text",
              null,
              speaker,
              role,
              speaker,
              i,
              operationId,
              u.timestamp() != null ? u.timestamp() : req.occurredAt(),
              now,
              null));
    }
    String content = text.toString();
    String parentHash = ContentHash.of(hashes);
    SourceRecord parent =
        new SourceRecord(
            parentId,
            req.userId(),
            partition,
            req.scope(),
            SourceType.meeting_transcript,
            req.transcriptId(),
            null,
            1,
            parentHash,
            content,
            "text",
            null,
            null,
            null,
            null,
            0,
            null,
            req.occurredAt(),
            now,
            null);
    tx.insertSource(parent);
    tx.insertSourceVersion(parentId, 1, parentHash, content, true, now);
    if (req.sourceKind() != null) {
      tx.lifecycle().setOrigin(req.userId(), parentId, req.sourceKind());
    }
    for (SourceRecord child : children) {
      tx.insertSource(child);
      tx.insertSourceVersion(child.id(), 1, child.contentHash(), child.content(), true, now);
    }
    OperationRecord op =
        ingest
            .jobs()
            .enqueue(
                tx,
                req.userId(),
                partition,
                parentId,
                1,
                operationId,
                IngestService.CONVERSATION_JOB,
                now);
    return new IngestReceipt(
        "Transcript accepted: " + children.size() + " speaker turn(s) queued for processing.",
        req.transcriptId(),
        parentId,
        op.id(),
        op.status().name(),
        1,
        false);
  }

  /** Known participants by normalized label: the live node's label, else 422 naming the ids. */
  private static Map<String, String> knownSpeakers(
      StoreTx tx, TranscriptIngest req, String partition) {
    Map<String, String> out = new HashMap<>();
    List<String> missing = new ArrayList<>();
    for (KnownParticipant p : req.knownParticipants()) {
      Optional<NodeRecord> node =
          tx.findNode(req.userId(), p.nodeId())
              .filter(
                  n ->
                      n.deletedAt() == null
                          && n.mergedInto() == null
                          && partition.equals(n.partitionKey()));
      if (node.isEmpty()) {
        missing.add(p.nodeId());
      } else {
        String label = node.get().label();
        out.put(normalize(p.label()), label == null || label.isBlank() ? p.label() : label);
      }
    }
    if (!missing.isEmpty()) {
      throw new MemoryException(
          ErrorCode.NODES_NOT_FOUND,
          "knownParticipants: node not found: " + String.join(", ", missing),
          new ErrorDetails.NodesNotFound(req.userId(), missing));
    }
    return out;
  }

  private static Set<String> selfAliases(StoreTx tx, TranscriptIngest req) {
    Set<String> out = new HashSet<>();
    if (req.selfAliasesOverride() != null) {
      req.selfAliasesOverride().forEach(a -> out.add(normalize(a)));
      return out;
    }
    tx.findSelfNode(req.userId())
        .ifPresent(
            self -> {
              for (AliasRecord a : tx.aliasesOf(req.userId(), self.id())) {
                out.add(normalize(a.aliasText()));
              }
            });
    return out;
  }

  private static String normalize(String label) {
    return label.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
  }
}
