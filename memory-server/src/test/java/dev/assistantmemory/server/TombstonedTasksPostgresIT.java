package dev.assistantmemory.server;

/** {@link TombstonedTasksIT} on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class TombstonedTasksPostgresIT extends TombstonedTasksIT {}
