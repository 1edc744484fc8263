package dev.assistantmemory.server;

/**
 * The partition maintenance routes and the migration fence on PostgreSQL (row-level security on the
 * V17 tables, the fence's compare-and-set and ON CONFLICT inserts, a fresh schema).
 */
@OnPostgres
class PartitionMaintenancePostgresIT extends PartitionMaintenanceIT {}
