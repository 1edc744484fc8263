package dev.assistantmemory.model;

/** The contract's source types (wire names). */
public enum SourceType {
  conversation,
  conversation_message,
  document,
  legacy_migration,
  manual,
  meeting_transcript,
  external_conversation,
  metric_push,
  metric_manual,
  rollup
}
