-- Change feed (CONTRACT.md section 5, /query/change-feed): the feed reads the change log the search
-- index tails; these columns let it answer per partition, name the source, and redirect merged ids.
ALTER TABLE change_log ADD COLUMN partition_key TEXT;
ALTER TABLE change_log ADD COLUMN source_id TEXT;
ALTER TABLE change_log ADD COLUMN redirect_to TEXT;
CREATE INDEX change_log_user_seq ON change_log (user_id, seq);

-- Rows written before this migration: label them from the entity where it still exists (as the
-- system: row-level security applies to the migrating role too).
SELECT set_config('memory.system', 'on', true);
UPDATE change_log SET partition_key = (SELECT n.partition_key FROM nodes n WHERE n.id = change_log.entity_id),
                      redirect_to = (SELECT n.merged_into FROM nodes n WHERE n.id = change_log.entity_id
                                       AND change_log.action = 'delete')
  WHERE entity_type = 'node';
UPDATE change_log SET partition_key = (SELECT c.partition_key FROM claims c WHERE c.id = change_log.entity_id),
                      source_id = (SELECT c.source_id FROM claims c WHERE c.id = change_log.entity_id)
  WHERE entity_type = 'claim';
UPDATE change_log SET partition_key = (SELECT k.partition_key FROM chunks k WHERE k.id = change_log.entity_id),
                      source_id = (SELECT k.source_id FROM chunks k WHERE k.id = change_log.entity_id)
  WHERE entity_type = 'chunk';

-- Per user: the feed epoch cursors carry, and the first sequence still held for the user (events
-- below it were compacted away: a cursor behind it answers cursorInvalid sequence_unavailable).
CREATE TABLE change_feed_state (
  user_id           TEXT PRIMARY KEY,
  feed_epoch        INTEGER NOT NULL,
  retained_from_seq BIGINT NOT NULL,
  updated_at        TIMESTAMPTZ NOT NULL
);
ALTER TABLE change_feed_state ENABLE ROW LEVEL SECURITY;
ALTER TABLE change_feed_state FORCE ROW LEVEL SECURITY;
CREATE POLICY change_feed_state_acting_user ON change_feed_state
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
