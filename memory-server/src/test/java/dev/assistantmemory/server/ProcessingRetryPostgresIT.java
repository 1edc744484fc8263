package dev.assistantmemory.server;

/**
 * The retry route, the interruption projection and lost jobs on PostgreSQL (row-level security).
 */
@OnPostgres
class ProcessingRetryPostgresIT extends ProcessingRetryIT {}
