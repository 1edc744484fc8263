-- One free-text scratchpad per user (user-global, not partitioned).
CREATE TABLE scratchpads (
  user_id    TEXT PRIMARY KEY REFERENCES users (id),
  content    TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
