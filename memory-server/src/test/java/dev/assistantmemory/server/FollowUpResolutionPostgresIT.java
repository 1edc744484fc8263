package dev.assistantmemory.server;

/**
 * Follow-ups resolved by words and meaning on PostgreSQL (row-level security on, a fresh schema):
 * the stored task card vectors are read under the user's fence. The same cases as {@link
 * FollowUpResolutionIT}.
 */
@OnPostgres
class FollowUpResolutionPostgresIT extends FollowUpResolutionIT {}
