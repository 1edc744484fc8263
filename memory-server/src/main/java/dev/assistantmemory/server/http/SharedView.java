package dev.assistantmemory.server.http;

/**
 * A response view that is immutable and may be handed out again for a later request (a route
 * memoises it while what it shows is unchanged, e.g. the open commitments while the user's
 * task-state version stands). The edge then writes its JSON once and sends the same bytes again.
 */
public interface SharedView {}
