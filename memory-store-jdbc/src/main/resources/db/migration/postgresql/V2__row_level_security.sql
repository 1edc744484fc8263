-- Row-level security as a second fence behind the user predicate every query carries.
-- Each transaction declares its acting user (set_config('memory.user_id', …, true)) or that it is
-- the service's own cross-user work (memory.system = 'on': job claims, index tailing, health).
-- With neither set the policies match nothing: they fail closed. FORCE applies them to the
-- table owner too; only a superuser bypasses them, so run the service as an ordinary role.

CREATE FUNCTION memory_may_access(row_user TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('memory.system', true), '') = 'on'
      OR (row_user IS NOT NULL
          AND row_user = nullif(current_setting('memory.user_id', true), ''))
$$;

ALTER TABLE users ENABLE ROW LEVEL SECURITY;
ALTER TABLE users FORCE ROW LEVEL SECURITY;
CREATE POLICY users_acting_user ON users
  USING (memory_may_access(id)) WITH CHECK (memory_may_access(id));

ALTER TABLE sources ENABLE ROW LEVEL SECURITY;
ALTER TABLE sources FORCE ROW LEVEL SECURITY;
CREATE POLICY sources_acting_user ON sources
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE source_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE source_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY source_versions_acting_user ON source_versions
  USING (EXISTS (SELECT 1 FROM sources s WHERE s.id = source_id))
  WITH CHECK (EXISTS (SELECT 1 FROM sources s WHERE s.id = source_id));

ALTER TABLE operations ENABLE ROW LEVEL SECURITY;
ALTER TABLE operations FORCE ROW LEVEL SECURITY;
CREATE POLICY operations_acting_user ON operations
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE jobs FORCE ROW LEVEL SECURITY;
CREATE POLICY jobs_acting_user ON jobs
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE chunks ENABLE ROW LEVEL SECURITY;
ALTER TABLE chunks FORCE ROW LEVEL SECURITY;
CREATE POLICY chunks_acting_user ON chunks
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE nodes ENABLE ROW LEVEL SECURITY;
ALTER TABLE nodes FORCE ROW LEVEL SECURITY;
CREATE POLICY nodes_acting_user ON nodes
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE aliases ENABLE ROW LEVEL SECURITY;
ALTER TABLE aliases FORCE ROW LEVEL SECURITY;
CREATE POLICY aliases_acting_user ON aliases
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE claims ENABLE ROW LEVEL SECURITY;
ALTER TABLE claims FORCE ROW LEVEL SECURITY;
CREATE POLICY claims_acting_user ON claims
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE claim_evidence ENABLE ROW LEVEL SECURITY;
ALTER TABLE claim_evidence FORCE ROW LEVEL SECURITY;
CREATE POLICY claim_evidence_acting_user ON claim_evidence
  USING (EXISTS (SELECT 1 FROM claims c WHERE c.id = claim_id))
  WITH CHECK (EXISTS (SELECT 1 FROM claims c WHERE c.id = claim_id));

ALTER TABLE change_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE change_log FORCE ROW LEVEL SECURITY;
CREATE POLICY change_log_acting_user ON change_log
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
CREATE POLICY audit_log_acting_user ON audit_log
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
