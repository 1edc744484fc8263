-- Partition migration fence and maintenance (CONTRACT.md 3 and 10.2).

-- The per-user migration fence. No row = migrated at version 0: every user this service creates
-- starts migrated ([ours], CONTRACT 3); a row exists once maintenance (or a legacy import) set one.
CREATE TABLE partition_migrations (
  user_id                  TEXT PRIMARY KEY REFERENCES users (id),
  state                    TEXT NOT NULL CHECK (state IN ('unmigrated', 'migrating', 'migrated')),
  version                  INTEGER NOT NULL,
  unassigned_partition_key TEXT,
  updated_at               TIMESTAMPTZ NOT NULL
);

-- The registered partitions of a user: what strict calls of a migrating user may name.
CREATE TABLE memory_partitions (
  user_id       TEXT NOT NULL REFERENCES users (id),
  partition_key TEXT NOT NULL,
  registered_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, partition_key)
);

-- One row per applied reclassification: the same bindingGeneration replays this stored result.
CREATE TABLE partition_reclassifications (
  user_id            TEXT NOT NULL,
  binding_generation TEXT NOT NULL,
  source_id          TEXT NOT NULL REFERENCES sources (id),
  partition_key      TEXT NOT NULL,
  source_version     INTEGER NOT NULL,
  moved_claim_count  INTEGER NOT NULL,
  recorded_at        TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, binding_generation)
);

-- A node shared with evidence that stays behind is split: its replacement in the target partition,
-- reused by later reclassifications into the same partition.
CREATE TABLE partition_node_mappings (
  user_id             TEXT NOT NULL,
  source_node_id      TEXT NOT NULL REFERENCES nodes (id),
  partition_key       TEXT NOT NULL,
  replacement_node_id TEXT NOT NULL REFERENCES nodes (id),
  created_at          TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, source_node_id, partition_key)
);

-- The mappings one reclassification answered with (replayed with it).
CREATE TABLE partition_reclassification_mappings (
  user_id             TEXT NOT NULL,
  binding_generation  TEXT NOT NULL,
  source_node_id      TEXT NOT NULL,
  replacement_node_id TEXT NOT NULL,
  PRIMARY KEY (user_id, binding_generation, source_node_id)
);

-- Blobs a purge left to the storage cleanup (content-addressed, possibly shared): the
-- source-lifecycle cleanup sweep deletes each once no stored file references it.
CREATE TABLE blob_cleanup (
  user_id     TEXT NOT NULL,
  source_id   TEXT NOT NULL REFERENCES sources (id),
  blob_sha256 TEXT NOT NULL,
  queued_at   TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (source_id, blob_sha256)
);

ALTER TABLE partition_migrations ENABLE ROW LEVEL SECURITY;
ALTER TABLE partition_migrations FORCE ROW LEVEL SECURITY;
CREATE POLICY partition_migrations_acting_user ON partition_migrations
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
ALTER TABLE memory_partitions ENABLE ROW LEVEL SECURITY;
ALTER TABLE memory_partitions FORCE ROW LEVEL SECURITY;
CREATE POLICY memory_partitions_acting_user ON memory_partitions
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
ALTER TABLE partition_reclassifications ENABLE ROW LEVEL SECURITY;
ALTER TABLE partition_reclassifications FORCE ROW LEVEL SECURITY;
CREATE POLICY partition_reclassifications_acting_user ON partition_reclassifications
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
ALTER TABLE partition_node_mappings ENABLE ROW LEVEL SECURITY;
ALTER TABLE partition_node_mappings FORCE ROW LEVEL SECURITY;
CREATE POLICY partition_node_mappings_acting_user ON partition_node_mappings
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
ALTER TABLE partition_reclassification_mappings ENABLE ROW LEVEL SECURITY;
ALTER TABLE partition_reclassification_mappings FORCE ROW LEVEL SECURITY;
CREATE POLICY partition_reclassification_mappings_acting_user ON partition_reclassification_mappings
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
ALTER TABLE blob_cleanup ENABLE ROW LEVEL SECURITY;
ALTER TABLE blob_cleanup FORCE ROW LEVEL SECURITY;
CREATE POLICY blob_cleanup_acting_user ON blob_cleanup
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
