package dev.assistantmemory.server;

/** {@link TwentyFirstAuditIT} on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class TwentyFirstAuditPostgresIT extends TwentyFirstAuditIT {}
