package dev.assistantmemory.server;

/** The sixteenth audit's cases on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class SixteenthAuditPostgresIT extends SixteenthAuditIT {}
