package dev.assistantmemory.server;

/**
 * The day structure and session context on PostgreSQL (row-level security on, a fresh schema): the
 * same cases as {@link ContextRoutesIT}.
 */
@OnPostgres
class ContextRoutesPostgresIT extends ContextRoutesIT {}
