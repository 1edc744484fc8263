-- One free-text scratchpad per user (user-global, not partitioned).
CREATE TABLE scratchpads (
  user_id    TEXT PRIMARY KEY REFERENCES users (id),
  content    TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

ALTER TABLE scratchpads ENABLE ROW LEVEL SECURITY;
ALTER TABLE scratchpads FORCE ROW LEVEL SECURITY;
CREATE POLICY scratchpads_acting_user ON scratchpads
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
