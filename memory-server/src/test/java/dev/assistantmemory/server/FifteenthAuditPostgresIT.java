package dev.assistantmemory.server;

/** The fifteenth audit's cases on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class FifteenthAuditPostgresIT extends FifteenthAuditIT {}
