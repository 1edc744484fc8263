package dev.assistantmemory.server;

/** The maintenance routes on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class MaintenanceRoutesPostgresIT extends MaintenanceRoutesIT {}
