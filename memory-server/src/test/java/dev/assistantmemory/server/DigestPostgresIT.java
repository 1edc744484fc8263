package dev.assistantmemory.server;

/**
 * The digest and recent changes on PostgreSQL (row-level security on, a fresh schema): the same
 * cases as {@link DigestIT}.
 */
@OnPostgres
class DigestPostgresIT extends DigestIT {}
