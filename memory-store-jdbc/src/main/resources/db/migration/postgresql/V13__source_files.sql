-- Files (issue 11, CONTRACT 4.2): the original upload of a source version, kept as a blob under
-- <dataDir>/blobs/xx/<sha256> before conversion; the converted Markdown lives in sources.content.
CREATE TABLE source_files (
  source_id   TEXT NOT NULL REFERENCES sources (id),
  version     INTEGER NOT NULL,
  user_id     TEXT NOT NULL,
  blob_sha256 TEXT NOT NULL,
  filename    TEXT,
  mime_type   TEXT NOT NULL,
  size_bytes  BIGINT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (source_id, version)
);
CREATE INDEX source_files_blob ON source_files (blob_sha256);
ALTER TABLE source_files ENABLE ROW LEVEL SECURITY;
ALTER TABLE source_files FORCE ROW LEVEL SECURITY;
CREATE POLICY source_files_acting_user ON source_files
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
