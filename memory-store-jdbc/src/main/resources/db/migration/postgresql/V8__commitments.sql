-- Commitments (CONTRACT.md section 6). The time of day and zone of a timed due date, and its
-- resolved UTC instant, belong to one DUE_ON claim: a date-only claim has no row (no time).
CREATE TABLE task_due_times (
  claim_id      TEXT PRIMARY KEY REFERENCES claims (id) ON DELETE CASCADE,
  user_id       TEXT NOT NULL REFERENCES users (id),
  partition_key TEXT NOT NULL,
  due_time      TEXT NOT NULL,
  time_zone     TEXT NOT NULL,
  due_at        TIMESTAMPTZ NOT NULL
);
CREATE INDEX task_due_times_user ON task_due_times (user_id, due_at);

ALTER TABLE task_due_times ENABLE ROW LEVEL SECURITY;
ALTER TABLE task_due_times FORCE ROW LEVEL SECURITY;
CREATE POLICY task_due_times_acting_user ON task_due_times
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

-- The commitment views start from a user's active status claims: one indexed scan.
CREATE INDEX claims_predicate_status ON claims (user_id, predicate, status, object_value, subject_node_id);
