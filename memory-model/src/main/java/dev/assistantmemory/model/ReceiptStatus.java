package dev.assistantmemory.model;

/** Status of a processing receipt (an ingestion operation). */
public enum ReceiptStatus {
  queued,
  processing,
  completed,
  failed,
  purged;

  public boolean isTerminal() {
    return this == completed || this == failed || this == purged;
  }
}
