package dev.assistantmemory.server;

/**
 * The identity lifecycle and the same-identity race on PostgreSQL (row-level security on, a fresh
 * schema, many concurrent writers: the per-identity advisory lock is what keeps one source).
 */
@OnPostgres
class IdentityLifecyclePostgresIT extends IdentityLifecycleIT {}
