-- Foundation schema, PostgreSQL dialect. Same tables and columns as db/migration/sqlite (a parity
-- test will pin that); native types here: TIMESTAMPTZ, BYTEA, BIGSERIAL, BOOLEAN.
-- Not wired yet: the PostgreSQL backend is the next issue.

CREATE TABLE users (
  id         TEXT PRIMARY KEY,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE sources (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users (id),
  partition_key TEXT NOT NULL,
  scope         TEXT NOT NULL CHECK (scope IN ('personal', 'reference')),
  type          TEXT NOT NULL,
  external_id   TEXT NOT NULL,
  parent_id     TEXT REFERENCES sources (id),
  version       INTEGER NOT NULL,
  content_hash  TEXT,
  content       TEXT,
  content_type  TEXT,
  title         TEXT,
  author        TEXT,
  role          TEXT,
  speaker_name  TEXT,
  position      INTEGER NOT NULL DEFAULT 0,
  operation_id  TEXT,
  source_context TEXT,
  effective_at  TIMESTAMPTZ NOT NULL,
  received_at   TIMESTAMPTZ NOT NULL,
  tombstoned_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX sources_live_identity ON sources (user_id, partition_key, type, external_id)
  WHERE tombstoned_at IS NULL;
CREATE INDEX sources_parent ON sources (parent_id, position);
CREATE INDEX sources_operation ON sources (operation_id);

-- Every revision of a source's content, verbatim; applied = 0 keeps refused variants too.
CREATE TABLE source_versions (
  id           BIGSERIAL PRIMARY KEY,
  source_id    TEXT NOT NULL REFERENCES sources (id),
  version      INTEGER NOT NULL,
  content_hash TEXT NOT NULL,
  content      TEXT,
  applied      BOOLEAN NOT NULL,
  recorded_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX source_versions_source ON source_versions (source_id, version);

-- Processing receipts.
CREATE TABLE operations (
  id             TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL REFERENCES users (id),
  partition_key  TEXT NOT NULL,
  source_id      TEXT NOT NULL REFERENCES sources (id),
  source_version INTEGER NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('queued', 'processing', 'completed', 'failed', 'purged')),
  stage          TEXT NOT NULL CHECK (stage IN ('content', 'extraction')),
  attempt        INTEGER NOT NULL DEFAULT 0,
  error_code     TEXT,
  job_id         TEXT NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL,
  updated_at     TIMESTAMPTZ NOT NULL,
  completed_at   TIMESTAMPTZ
);
CREATE INDEX operations_source ON operations (source_id, created_at);

CREATE TABLE jobs (
  id           TEXT PRIMARY KEY,
  kind         TEXT NOT NULL,
  operation_id TEXT NOT NULL REFERENCES operations (id),
  user_id      TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL,
  run_after    TIMESTAMPTZ NOT NULL,
  lease_owner  TEXT,
  lease_until  TIMESTAMPTZ,
  last_error   TEXT,
  created_at   TIMESTAMPTZ NOT NULL,
  updated_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX jobs_runnable ON jobs (status, run_after);

CREATE TABLE chunks (
  id             TEXT PRIMARY KEY,
  source_id      TEXT NOT NULL REFERENCES sources (id),
  source_version INTEGER NOT NULL,
  ordinal        INTEGER NOT NULL,
  user_id        TEXT NOT NULL,
  partition_key  TEXT NOT NULL,
  scope          TEXT NOT NULL CHECK (scope IN ('personal', 'reference')),
  source_kind    TEXT NOT NULL,
  group_id       TEXT,
  position       INTEGER NOT NULL,
  text           TEXT NOT NULL,
  embedding      BYTEA,
  effective_at   TIMESTAMPTZ NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL,
  UNIQUE (source_id, source_version, ordinal)
);

-- The knowledge graph (filled by later issues). Claims are bi-temporal from day one.
CREATE TABLE nodes (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users (id),
  partition_key TEXT NOT NULL,
  scope         TEXT NOT NULL CHECK (scope IN ('personal', 'reference')),
  node_type     TEXT NOT NULL,
  label         TEXT,
  description   TEXT,
  is_user_self  BOOLEAN NOT NULL DEFAULT FALSE,
  merged_into   TEXT REFERENCES nodes (id),
  created_at    TIMESTAMPTZ NOT NULL,
  updated_at    TIMESTAMPTZ NOT NULL,
  deleted_at    TIMESTAMPTZ
);
CREATE INDEX nodes_user ON nodes (user_id, partition_key, node_type);

CREATE TABLE aliases (
  id                    TEXT PRIMARY KEY,
  user_id               TEXT NOT NULL REFERENCES users (id),
  partition_key         TEXT NOT NULL,
  canonical_node_id     TEXT NOT NULL REFERENCES nodes (id),
  alias_text            TEXT NOT NULL,
  normalized_alias_text TEXT NOT NULL,
  created_at            TIMESTAMPTZ NOT NULL
);
CREATE INDEX aliases_lookup ON aliases (user_id, normalized_alias_text);

CREATE TABLE claims (
  id                    TEXT PRIMARY KEY,
  user_id               TEXT NOT NULL REFERENCES users (id),
  partition_key         TEXT NOT NULL,
  scope                 TEXT NOT NULL CHECK (scope IN ('personal', 'reference')),
  subject_node_id       TEXT NOT NULL REFERENCES nodes (id),
  predicate             TEXT NOT NULL,
  object_node_id        TEXT REFERENCES nodes (id),
  object_value          TEXT,
  statement             TEXT NOT NULL,
  description           TEXT,
  source_id             TEXT REFERENCES sources (id),
  asserted_by_kind      TEXT NOT NULL,
  asserted_by_node_id   TEXT REFERENCES nodes (id),
  confidence            DOUBLE PRECISION,
  status                TEXT NOT NULL CHECK (status IN ('active', 'superseded', 'contradicted', 'retracted')),
  stated_at             TIMESTAMPTZ NOT NULL,
  valid_from            TIMESTAMPTZ,
  valid_to              TIMESTAMPTZ,
  recorded_at           TIMESTAMPTZ NOT NULL,
  expired_at            TIMESTAMPTZ,
  superseded_by         TEXT REFERENCES claims (id),
  supersession_relation TEXT CHECK (supersession_relation IN ('updates', 'extends', 'contradicts', 'supports', 'derives')),
  created_at            TIMESTAMPTZ NOT NULL,
  updated_at            TIMESTAMPTZ NOT NULL,
  CHECK ((object_node_id IS NULL) <> (object_value IS NULL))
);
CREATE INDEX claims_subject ON claims (user_id, subject_node_id, predicate, status);

CREATE TABLE claim_evidence (
  claim_id   TEXT NOT NULL REFERENCES claims (id),
  source_id  TEXT NOT NULL REFERENCES sources (id),
  excerpt    TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (claim_id, source_id)
);

-- What changed, in commit order; derived views (the search index) tail it.
CREATE TABLE change_log (
  seq         BIGSERIAL PRIMARY KEY,
  user_id     TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id   TEXT NOT NULL,
  action      TEXT NOT NULL,
  recorded_at TIMESTAMPTZ NOT NULL
);

-- Insert-only: destructive operations write here BEFORE acting.
CREATE TABLE audit_log (
  id            BIGSERIAL PRIMARY KEY,
  user_id       TEXT NOT NULL,
  actor         TEXT NOT NULL,
  action        TEXT NOT NULL,
  entity_type   TEXT NOT NULL,
  entity_id     TEXT NOT NULL,
  reason        TEXT,
  removed_value TEXT,
  recorded_at   TIMESTAMPTZ NOT NULL
);
CREATE FUNCTION audit_log_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is insert-only';
END;
$$;
CREATE TRIGGER audit_log_insert_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_insert_only();
