package dev.assistantmemory.server;

/** Email sources and their attachments on PostgreSQL (row-level security, a fresh schema). */
@OnPostgres
class EmailAttachmentPostgresIT extends EmailAttachmentIT {}
