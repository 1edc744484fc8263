-- Files (issue 11, CONTRACT 4.2): the original upload of a source version, kept as a blob under
-- <dataDir>/blobs/xx/<sha256> before conversion; the converted Markdown lives in sources.content.
CREATE TABLE source_files (
  source_id   TEXT NOT NULL REFERENCES sources (id),
  version     INTEGER NOT NULL,
  user_id     TEXT NOT NULL,
  blob_sha256 TEXT NOT NULL,
  filename    TEXT,
  mime_type   TEXT NOT NULL,
  size_bytes  INTEGER NOT NULL,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (source_id, version)
);
CREATE INDEX source_files_blob ON source_files (blob_sha256);
