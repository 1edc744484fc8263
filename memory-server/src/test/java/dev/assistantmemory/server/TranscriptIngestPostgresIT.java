package dev.assistantmemory.server;

/** Transcript ingestion on PostgreSQL (row-level security on, a fresh schema). */
@OnPostgres
class TranscriptIngestPostgresIT extends TranscriptIngestIT {}
