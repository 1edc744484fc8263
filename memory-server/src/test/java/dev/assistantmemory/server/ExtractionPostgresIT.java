package dev.assistantmemory.server;

/**
 * The ingestion pipeline as a graph writer on PostgreSQL (row-level security on, a fresh schema):
 * the same cases as {@link ExtractionIT}.
 */
@OnPostgres
class ExtractionPostgresIT extends ExtractionIT {}
