-- Metrics: numeric time series beside the claims (CONTRACT.md section 7). Per user and partition.
-- occurred_at is epoch milliseconds (BIGINT) so range scans over an index stay cheap.
CREATE TABLE metric_definitions (
  id                  TEXT PRIMARY KEY,
  user_id             TEXT NOT NULL REFERENCES users (id),
  partition_key       TEXT NOT NULL,
  slug                TEXT NOT NULL,
  label               TEXT NOT NULL,
  description         TEXT NOT NULL,
  unit                TEXT NOT NULL,
  aggregation_hint    TEXT NOT NULL CHECK (aggregation_hint IN ('avg', 'sum', 'min', 'max')),
  valid_min           DOUBLE PRECISION,
  valid_max           DOUBLE PRECISION,
  needs_review        BOOLEAN NOT NULL DEFAULT FALSE,
  review_task_node_id TEXT,
  embedding           BYTEA,
  created_at          TIMESTAMPTZ NOT NULL,
  updated_at          TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX metric_definitions_slug ON metric_definitions (user_id, partition_key, slug);

CREATE TABLE metric_observations (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users (id),
  partition_key TEXT NOT NULL,
  definition_id TEXT NOT NULL REFERENCES metric_definitions (id) ON DELETE CASCADE,
  value         DOUBLE PRECISION NOT NULL,
  occurred_at   BIGINT NOT NULL,
  note          TEXT,
  event_node_id TEXT,
  source_id     TEXT REFERENCES sources (id),
  created_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX metric_observations_series ON metric_observations (definition_id, occurred_at);

ALTER TABLE metric_definitions ENABLE ROW LEVEL SECURITY;
ALTER TABLE metric_definitions FORCE ROW LEVEL SECURITY;
CREATE POLICY metric_definitions_acting_user ON metric_definitions
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE metric_observations ENABLE ROW LEVEL SECURITY;
ALTER TABLE metric_observations FORCE ROW LEVEL SECURITY;
CREATE POLICY metric_observations_acting_user ON metric_observations
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
