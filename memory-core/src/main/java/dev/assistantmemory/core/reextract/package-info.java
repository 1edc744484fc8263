/**
 * Re-extraction (issue 13 item 6): after a rule or model change, stored sources are extracted again
 * and the result applied through the same {@link
 * dev.assistantmemory.core.extract.ExtractionApplier} and {@link
 * dev.assistantmemory.core.graph.GraphBatch} as on first ingest (write guard and trust rule
 * included), with a dry run that reports what would change and writes nothing, and a receipt per
 * source for a real run. What the user made or confirmed is never changed.
 */
package dev.assistantmemory.core.reextract;
