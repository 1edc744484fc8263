-- Source lifecycle (issue 11): retired source identities, and the origin of a transcript.

-- An identity (user + partition + type + external id) retired by /sources/identity/lifecycle:
-- later writes of that identity, and parent creation under it, are refused until it is restored.
CREATE TABLE source_identity_retirements (
  user_id       TEXT NOT NULL,
  partition_key TEXT NOT NULL,
  type          TEXT NOT NULL,
  external_id   TEXT NOT NULL,
  retired_at    TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, partition_key, type, external_id)
);
ALTER TABLE source_identity_retirements ENABLE ROW LEVEL SECURITY;
ALTER TABLE source_identity_retirements FORCE ROW LEVEL SECURITY;
CREATE POLICY source_identity_retirements_acting_user ON source_identity_retirements
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

-- Where a source came from when the host says so (a transcript's sourceKind, e.g. google_meet).
CREATE TABLE source_origins (
  source_id   TEXT PRIMARY KEY REFERENCES sources (id),
  user_id     TEXT NOT NULL,
  origin_kind TEXT NOT NULL
);
ALTER TABLE source_origins ENABLE ROW LEVEL SECURITY;
ALTER TABLE source_origins FORCE ROW LEVEL SECURITY;
CREATE POLICY source_origins_acting_user ON source_origins
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
