package dev.assistantmemory.core.store;

/**
 * An event as extraction sees it: the Event node, its label, and the day of its active {@code
 * OCCURRED_ON} claim (the Temporal day's ISO label) with that claim's id.
 */
public record EventState(String eventId, String label, String day, String claimId) {}
