package dev.assistantmemory.server;

/** The source-lifecycle maintenance route on PostgreSQL (row-level security, a fresh schema). */
@OnPostgres
class SourceLifecyclePostgresIT extends SourceLifecycleIT {}
