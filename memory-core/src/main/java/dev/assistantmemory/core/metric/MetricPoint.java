package dev.assistantmemory.core.metric;

/** A reading reduced to what series arithmetic needs: its definition, epoch millis and value. */
public record MetricPoint(String definitionId, long at, double value) {}
