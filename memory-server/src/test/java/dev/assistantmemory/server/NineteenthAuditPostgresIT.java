package dev.assistantmemory.server;

/** {@link NineteenthAuditIT} on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class NineteenthAuditPostgresIT extends NineteenthAuditIT {}
