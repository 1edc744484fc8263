-- Blob store option (issue 11): where a file's original bytes live, and uploads of unknown outcome.

-- The object key of the blob in an S3-compatible bucket; null for the local folder, which finds a
-- blob by its SHA-256 alone (<dataDir>/blobs/xx/<sha256>).
ALTER TABLE source_files ADD COLUMN blob_key TEXT;

-- A purge's storage-cleanup queue (V17) keeps the key too: bucket keys are per upload attempt, so
-- the SHA-256 alone cannot name the object to delete.
ALTER TABLE blob_cleanup ADD COLUMN blob_key TEXT;

-- One cleanup receipt per bucket upload whose outcome is unknown (its deadline passed or it was
-- cancelled): the bytes may still have been saved under its own key, which nothing references.
-- It stays pending until the cleanup observes the object and deletes it (seed: "If the object never
-- arrives, the receipt stays pending rather than reporting deletion complete").
CREATE TABLE blob_cleanups (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL,
  object_key   TEXT NOT NULL UNIQUE,
  blob_sha256  TEXT NOT NULL,
  size_bytes   INTEGER NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('pending', 'completed')),
  checks       INTEGER NOT NULL,
  created_at   TEXT NOT NULL,
  checked_at   TEXT,
  completed_at TEXT
);
CREATE INDEX blob_cleanups_status ON blob_cleanups (status, created_at);
