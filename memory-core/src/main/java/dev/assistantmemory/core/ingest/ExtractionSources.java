package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.extract.ExtractionApplier.SourceText;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.util.Locale;
import java.util.Optional;

/**
 * What extraction reads from a stored source: a conversation message as its speaker's turn, a
 * document as Markdown. Ingestion ({@link IngestJobHandler}) and re-extraction read sources through
 * this one class, so a re-extraction sees exactly what the first extraction saw.
 */
public final class ExtractionSources {
  private ExtractionSources() {}

  /** A message as extraction reads it; empty for system and tool turns and blank ones. */
  public static Optional<SourceText> message(SourceRecord m) {
    String role = speakerRole(m.role());
    if (role == null || m.content() == null || m.content().isBlank()) {
      return Optional.empty();
    }
    return Optional.of(
        new SourceText(
            m.id(),
            m.partitionKey(),
            m.scope(),
            m.content(),
            role,
            m.speakerName(),
            m.effectiveAt() != null ? m.effectiveAt() : m.receivedAt()));
  }

  /** A live document version as extraction reads it, with the host's source facts. */
  public static SourceText document(StoreTx tx, SourceRecord d, DocumentConverter converter) {
    return new SourceText(
        d.id(),
        d.partitionKey(),
        d.scope(),
        markdownOf(d, converter),
        ExtractionInput.DOCUMENT,
        d.author(),
        d.effectiveAt() != null ? d.effectiveAt() : d.receivedAt(),
        d.version(),
        tx.commitments().sourceFacts(d.userId(), d.id()).orElse(null));
  }

  /** The text of a document as Markdown: HTML converted, everything else as stored. */
  static String markdownOf(SourceRecord doc, DocumentConverter converter) {
    if (doc.content() != null && "html".equals(doc.contentType()) && converter != null) {
      return converter.htmlToMarkdown(doc.content());
    }
    return doc.content() == null ? "" : doc.content();
  }

  /** A message's role as extraction reads it; system and tool messages state nothing. */
  static String speakerRole(String role) {
    if (role == null) {
      return ExtractionInput.PARTICIPANT;
    }
    return switch (role.toLowerCase(Locale.ROOT)) {
      case "user", "human" -> ExtractionInput.USER;
      case "assistant", "ai", "model", "bot" -> ExtractionInput.ASSISTANT;
      case "system", "tool", "function", "developer" -> null;
      default -> ExtractionInput.PARTICIPANT;
    };
  }
}
