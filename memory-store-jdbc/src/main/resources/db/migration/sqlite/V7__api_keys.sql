-- Optional API keys. Only a SHA-256 hash of each key is stored; the key itself is shown once.
-- user_id is NULL for admin keys (they act for any user). No foreign key to users: a key may be
-- made for a user before that user's first write.
CREATE TABLE api_keys (
  id         TEXT PRIMARY KEY,
  user_id    TEXT,
  scope      TEXT NOT NULL CHECK (scope IN ('read', 'write', 'admin')),
  key_hash   TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  CHECK ((scope = 'admin') = (user_id IS NULL))
);
