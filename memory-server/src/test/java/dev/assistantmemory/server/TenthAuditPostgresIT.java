package dev.assistantmemory.server;

/** The tenth audit's cases on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class TenthAuditPostgresIT extends TenthAuditIT {}
