package dev.assistantmemory.server;

/** The fourteenth audit's cases on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class FourteenthAuditPostgresIT extends FourteenthAuditIT {}
