package dev.assistantmemory.core.extract;

/**
 * Turns one utterance or document into candidate knowledge. Implementations are pure: they read
 * only their input and write nothing; {@link ExtractionApplier} decides what becomes a claim.
 */
public interface Extractor {
  /** A short name for logs and metrics ("rules", "llm"). */
  String name();

  Extraction extract(ExtractionInput input);
}
