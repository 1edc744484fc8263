-- Source lifecycle (issue 11): retired source identities, and the origin of a transcript.

-- An identity (user + partition + type + external id) retired by /sources/identity/lifecycle:
-- later writes of that identity, and parent creation under it, are refused until it is restored.
CREATE TABLE source_identity_retirements (
  user_id       TEXT NOT NULL,
  partition_key TEXT NOT NULL,
  type          TEXT NOT NULL,
  external_id   TEXT NOT NULL,
  retired_at    TEXT NOT NULL,
  PRIMARY KEY (user_id, partition_key, type, external_id)
);

-- Where a source came from when the host says so (a transcript's sourceKind, e.g. google_meet).
CREATE TABLE source_origins (
  source_id   TEXT PRIMARY KEY REFERENCES sources (id),
  user_id     TEXT NOT NULL,
  origin_kind TEXT NOT NULL
);
