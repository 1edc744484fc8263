package dev.assistantmemory.server;

/**
 * Events moved and called off in later conversations on PostgreSQL (row-level security on, a fresh
 * schema): the stored events are read under the user's fence. The same cases as {@link
 * EventMovesIT}.
 */
@OnPostgres
class EventMovesPostgresIT extends EventMovesIT {}
