-- Re-extraction (issue 13 item 6). A re-extraction of a stored source runs as a job with a
-- processing receipt of its own (operations/jobs, kind 'reextract'); what the run changed is kept
-- here, one row per receipt, so the receipt can be read back with its changes after the job ends.
-- details holds one line per change ("+node Task: ...", "+claim ...", "-retracted ...").
CREATE TABLE reextraction_reports (
  operation_id      TEXT PRIMARY KEY REFERENCES operations (id),
  user_id           TEXT NOT NULL,
  source_id         TEXT NOT NULL,
  nodes_added       INTEGER NOT NULL,
  claims_added      INTEGER NOT NULL,
  claims_history    INTEGER NOT NULL,
  claims_superseded INTEGER NOT NULL,
  claims_retracted  INTEGER NOT NULL,
  claims_kept       INTEGER NOT NULL,
  refused           INTEGER NOT NULL,
  details           TEXT NOT NULL,
  created_at        TIMESTAMPTZ NOT NULL
);
CREATE INDEX reextraction_reports_source ON reextraction_reports (user_id, source_id);
ALTER TABLE reextraction_reports ENABLE ROW LEVEL SECURITY;
ALTER TABLE reextraction_reports FORCE ROW LEVEL SECURITY;
CREATE POLICY reextraction_reports_acting_user ON reextraction_reports
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
-- The claims a source gave, found without scanning all of a user's claims.
CREATE INDEX claims_source ON claims (user_id, source_id);
