package dev.assistantmemory.core.ingest;

import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.List;

/**
 * A validated POST /transcript/ingest request. Exactly one of {@code rawText} and {@code
 * utterances} is set; {@code partitionKey}, {@code sourceKind} and {@code selfAliasesOverride} may
 * be null.
 */
public record TranscriptIngest(
    String userId,
    String partitionKey,
    String transcriptId,
    Scope scope,
    Instant occurredAt,
    String sourceKind,
    String rawText,
    List<Utterance> utterances,
    List<KnownParticipant> knownParticipants,
    List<String> selfAliasesOverride) {

  /** One speaker turn; {@code timestamp} may be null. */
  public record Utterance(String speakerLabel, String content, Instant timestamp) {}

  /** A speaker label the host already knows as a node. */
  public record KnownParticipant(String label, String nodeId) {}
}
