-- Metrics: numeric time series beside the claims (CONTRACT.md section 7). Per user and partition.
-- occurred_at is epoch milliseconds (INTEGER) so range scans over an index stay cheap.
CREATE TABLE metric_definitions (
  id                  TEXT PRIMARY KEY,
  user_id             TEXT NOT NULL REFERENCES users (id),
  partition_key       TEXT NOT NULL,
  slug                TEXT NOT NULL,
  label               TEXT NOT NULL,
  description         TEXT NOT NULL,
  unit                TEXT NOT NULL,
  aggregation_hint    TEXT NOT NULL CHECK (aggregation_hint IN ('avg', 'sum', 'min', 'max')),
  valid_min           REAL,
  valid_max           REAL,
  needs_review        INTEGER NOT NULL DEFAULT 0,
  review_task_node_id TEXT,
  embedding           BLOB,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE UNIQUE INDEX metric_definitions_slug ON metric_definitions (user_id, partition_key, slug);

CREATE TABLE metric_observations (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users (id),
  partition_key TEXT NOT NULL,
  definition_id TEXT NOT NULL REFERENCES metric_definitions (id) ON DELETE CASCADE,
  value         REAL NOT NULL,
  occurred_at   INTEGER NOT NULL,
  note          TEXT,
  event_node_id TEXT,
  source_id     TEXT REFERENCES sources (id),
  created_at    TEXT NOT NULL
);
CREATE INDEX metric_observations_series ON metric_observations (definition_id, occurred_at);
