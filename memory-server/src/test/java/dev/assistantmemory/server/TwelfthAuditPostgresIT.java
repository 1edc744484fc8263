package dev.assistantmemory.server;

/** The twelfth audit's cases on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class TwelfthAuditPostgresIT extends TwelfthAuditIT {}
