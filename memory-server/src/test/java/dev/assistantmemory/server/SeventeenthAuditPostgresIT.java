package dev.assistantmemory.server;

/** The seventeenth audit's cases on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class SeventeenthAuditPostgresIT extends SeventeenthAuditIT {}
