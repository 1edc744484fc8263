-- The commitment views' read model (issue 9): one row per Task with a current (newest active)
-- personal status claim, holding what /commitments/open, /candidates and /list filter, sort and
-- return, so a view is one indexed range scan with no per-row joins.
--
-- Correct by construction: triggers on every table the row is derived from (claims of the three
-- task predicates, task_due_times, nodes) mark the task dirty in the same transaction, whatever
-- code path wrote; the store recomputes dirty tasks from the claims (the same join the views used
-- before) before the transaction commits, and a read that still sees a dirty task of its user
-- answers from the join instead. No foreign keys: a row outlives nothing, it is recomputed away.
CREATE TABLE task_state (
  task_id        TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL,
  partition_key  TEXT NOT NULL,
  label          TEXT,
  created_at     TIMESTAMPTZ NOT NULL,
  band           TEXT NOT NULL CHECK (band IN ('trusted', 'candidate')),
  status         TEXT NOT NULL,
  status_claim   TEXT NOT NULL,
  status_kind    TEXT NOT NULL,
  stated_at      TIMESTAMPTZ NOT NULL,
  source_id      TEXT,
  owner_claim    TEXT,
  owner_id       TEXT,
  owner_label    TEXT,
  owner_self     BOOLEAN,
  due_claim      TEXT,
  due_node       TEXT,
  due_on         TEXT,
  due_time       TEXT,
  time_zone      TEXT,
  due_at         TIMESTAMPTZ
);
CREATE INDEX task_state_view ON task_state (user_id, band, status, stated_at);
CREATE INDEX task_state_owner ON task_state (owner_id);
CREATE INDEX task_state_due_node ON task_state (due_node);

-- Tasks whose row must be recomputed (duplicates allowed: no conflicts between writers).
CREATE TABLE task_state_dirty (
  user_id TEXT NOT NULL,
  node_id TEXT NOT NULL
);
CREATE INDEX task_state_dirty_user ON task_state_dirty (user_id, node_id);

ALTER TABLE task_state ENABLE ROW LEVEL SECURITY;
ALTER TABLE task_state FORCE ROW LEVEL SECURITY;
CREATE POLICY task_state_acting_user ON task_state
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
ALTER TABLE task_state_dirty ENABLE ROW LEVEL SECURITY;
ALTER TABLE task_state_dirty FORCE ROW LEVEL SECURITY;
CREATE POLICY task_state_dirty_acting_user ON task_state_dirty
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

CREATE FUNCTION task_state_mark_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE')
      AND OLD.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON') THEN
    INSERT INTO task_state_dirty (user_id, node_id) VALUES (OLD.user_id, OLD.subject_node_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE')
      AND NEW.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')
      AND (TG_OP = 'INSERT' OR NEW.subject_node_id <> OLD.subject_node_id
           OR NEW.user_id <> OLD.user_id
           OR OLD.predicate NOT IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')) THEN
    INSERT INTO task_state_dirty (user_id, node_id) VALUES (NEW.user_id, NEW.subject_node_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER task_state_claim_insert AFTER INSERT ON claims FOR EACH ROW
  WHEN (NEW.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON'))
  EXECUTE FUNCTION task_state_mark_claim();
CREATE TRIGGER task_state_claim_update AFTER UPDATE ON claims FOR EACH ROW
  WHEN (OLD.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')
        OR NEW.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON'))
  EXECUTE FUNCTION task_state_mark_claim();
CREATE TRIGGER task_state_claim_delete AFTER DELETE ON claims FOR EACH ROW
  WHEN (OLD.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON'))
  EXECUTE FUNCTION task_state_mark_claim();

CREATE FUNCTION task_state_mark_due_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO task_state_dirty (user_id, node_id)
      SELECT c.user_id, c.subject_node_id FROM claims c WHERE c.id = OLD.claim_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO task_state_dirty (user_id, node_id)
      SELECT c.user_id, c.subject_node_id FROM claims c WHERE c.id = NEW.claim_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER task_state_due_time AFTER INSERT OR UPDATE OR DELETE ON task_due_times
  FOR EACH ROW EXECUTE FUNCTION task_state_mark_due_time();

-- A task's own columns, and the owner's and due day's labels copied into the rows that name them.
CREATE FUNCTION task_state_mark_node() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO task_state_dirty (user_id, node_id) VALUES (NEW.user_id, NEW.id);
    RETURN NULL;
  END IF;
  IF OLD.node_type = 'Task' THEN
    INSERT INTO task_state_dirty (user_id, node_id) VALUES (OLD.user_id, OLD.id);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.node_type = 'Task'
      AND (OLD.node_type <> 'Task' OR NEW.user_id <> OLD.user_id) THEN
    INSERT INTO task_state_dirty (user_id, node_id) VALUES (NEW.user_id, NEW.id);
  END IF;
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT user_id, task_id FROM task_state WHERE owner_id = OLD.id
    UNION ALL
    SELECT user_id, task_id FROM task_state WHERE due_node = OLD.id;
  RETURN NULL;
END $$;

CREATE TRIGGER task_state_node_insert AFTER INSERT ON nodes FOR EACH ROW
  WHEN (NEW.node_type = 'Task')
  EXECUTE FUNCTION task_state_mark_node();
CREATE TRIGGER task_state_node_update
  AFTER UPDATE OF user_id, partition_key, scope, node_type, label, is_user_self, merged_into,
    created_at, deleted_at ON nodes
  FOR EACH ROW EXECUTE FUNCTION task_state_mark_node();
CREATE TRIGGER task_state_node_delete AFTER DELETE ON nodes FOR EACH ROW
  EXECUTE FUNCTION task_state_mark_node();

-- Backfill: every existing task is dirty; the store computes the rows when it opens (and any
-- read before that answers from the join). As the system: row-level security applies to the
-- migrating role too.
SELECT set_config('memory.system', 'on', true);
INSERT INTO task_state_dirty (user_id, node_id)
  SELECT user_id, id FROM nodes WHERE node_type = 'Task';
