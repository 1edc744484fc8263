-- Claim contradiction link and the write guard's records of rejected values.
ALTER TABLE claims ADD COLUMN contradicted_by TEXT REFERENCES claims (id);

-- Values the user rejected or deleted, and known anti-patterns. Every claim and node write is
-- checked against them (forgiving match on the normalised text), whoever the writer is.
CREATE TABLE rejected_values (
  id               TEXT PRIMARY KEY,
  user_id          TEXT NOT NULL REFERENCES users (id),
  partition_key    TEXT NOT NULL,
  predicate        TEXT,
  subject_node_id  TEXT,
  pattern          TEXT NOT NULL,
  normalized       TEXT NOT NULL,
  reason           TEXT NOT NULL,
  alternative      TEXT,
  origin           TEXT NOT NULL CHECK (origin IN ('user_rejection', 'deletion', 'anti_pattern')),
  occurrences      INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX rejected_values_user ON rejected_values (user_id, partition_key);
