package dev.assistantmemory.server;

/** {@link SearchPageTopUpIT} on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class SearchPageTopUpPostgresIT extends SearchPageTopUpIT {}
