package dev.assistantmemory.server;

/** {@link TwentiethAuditIT} on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class TwentiethAuditPostgresIT extends TwentiethAuditIT {}
