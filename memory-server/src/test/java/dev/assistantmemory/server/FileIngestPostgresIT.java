package dev.assistantmemory.server;

/**
 * POST /ingest/file on PostgreSQL (row-level security on, a fresh schema): as {@link FileIngestIT}.
 */
@OnPostgres
class FileIngestPostgresIT extends FileIngestIT {}
