package dev.assistantmemory.server;

/** {@link EighteenthAuditIT} on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class EighteenthAuditPostgresIT extends EighteenthAuditIT {}
