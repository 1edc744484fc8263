-- Source lifecycle commands (issue 11, CONTRACT 10.2 source-lifecycle): tombstone, restore, purge.

-- When a source was purged: its content, external identity and content hash are erased; the row
-- and its receipts stay (status purged) so internal references keep resolving.
ALTER TABLE sources ADD COLUMN purged_at TIMESTAMPTZ;

-- One row per applied command: the same commandId replays this stored result.
CREATE TABLE source_lifecycle_commands (
  user_id                  TEXT NOT NULL,
  command_id               TEXT NOT NULL,
  source_id                TEXT NOT NULL REFERENCES sources (id),
  action                   TEXT NOT NULL CHECK (action IN ('tombstone', 'restore', 'purge')),
  state                    TEXT NOT NULL CHECK (state IN ('tombstoned', 'restored', 'purged')),
  fresh_ingestion_required BOOLEAN NOT NULL,
  storage_cleanup_state    TEXT NOT NULL,
  source_version           INTEGER NOT NULL,
  restorable_until         TIMESTAMPTZ,
  recorded_at              TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, command_id)
);
ALTER TABLE source_lifecycle_commands ENABLE ROW LEVEL SECURITY;
ALTER TABLE source_lifecycle_commands FORCE ROW LEVEL SECURITY;
CREATE POLICY source_lifecycle_commands_acting_user ON source_lifecycle_commands
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
