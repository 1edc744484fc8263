package dev.assistantmemory.server;

/**
 * The change feed on PostgreSQL (row-level security on, a fresh schema): the cases of {@link
 * ChangeFeedIT}.
 */
@OnPostgres
class ChangeFeedPostgresIT extends ChangeFeedIT {}
