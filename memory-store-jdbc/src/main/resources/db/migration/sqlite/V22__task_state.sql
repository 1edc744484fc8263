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
  created_at     TEXT NOT NULL,
  band           TEXT NOT NULL CHECK (band IN ('trusted', 'candidate')),
  status         TEXT NOT NULL,
  status_claim   TEXT NOT NULL,
  status_kind    TEXT NOT NULL,
  stated_at      TEXT NOT NULL,
  source_id      TEXT,
  owner_claim    TEXT,
  owner_id       TEXT,
  owner_label    TEXT,
  owner_self     INTEGER,
  due_claim      TEXT,
  due_node       TEXT,
  due_on         TEXT,
  due_time       TEXT,
  time_zone      TEXT,
  due_at         TEXT
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

CREATE TRIGGER task_state_claim_insert AFTER INSERT ON claims
WHEN NEW.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id) VALUES (NEW.user_id, NEW.subject_node_id);
END;

CREATE TRIGGER task_state_claim_update AFTER UPDATE ON claims
WHEN OLD.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')
  OR NEW.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id) VALUES (OLD.user_id, OLD.subject_node_id);
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT NEW.user_id, NEW.subject_node_id
    WHERE NEW.subject_node_id <> OLD.subject_node_id OR NEW.user_id <> OLD.user_id;
END;

CREATE TRIGGER task_state_claim_delete AFTER DELETE ON claims
WHEN OLD.predicate IN ('HAS_TASK_STATUS', 'ASSIGNED_TO', 'DUE_ON')
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id) VALUES (OLD.user_id, OLD.subject_node_id);
END;

CREATE TRIGGER task_state_due_time_insert AFTER INSERT ON task_due_times
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT c.user_id, c.subject_node_id FROM claims c WHERE c.id = NEW.claim_id;
END;

CREATE TRIGGER task_state_due_time_update AFTER UPDATE ON task_due_times
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT c.user_id, c.subject_node_id FROM claims c WHERE c.id IN (OLD.claim_id, NEW.claim_id);
END;

CREATE TRIGGER task_state_due_time_delete AFTER DELETE ON task_due_times
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT c.user_id, c.subject_node_id FROM claims c WHERE c.id = OLD.claim_id;
END;

-- A task's own columns, and the owner's and due day's labels copied into the rows that name them.
CREATE TRIGGER task_state_node_insert AFTER INSERT ON nodes
WHEN NEW.node_type = 'Task'
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id) VALUES (NEW.user_id, NEW.id);
END;

CREATE TRIGGER task_state_node_update
AFTER UPDATE OF user_id, partition_key, scope, node_type, label, is_user_self, merged_into,
  created_at, deleted_at ON nodes
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT NEW.user_id, NEW.id WHERE NEW.node_type = 'Task' OR OLD.node_type = 'Task';
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT user_id, task_id FROM task_state WHERE owner_id = OLD.id
    UNION ALL
    SELECT user_id, task_id FROM task_state WHERE due_node = OLD.id;
END;

CREATE TRIGGER task_state_node_delete AFTER DELETE ON nodes
BEGIN
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT OLD.user_id, OLD.id WHERE OLD.node_type = 'Task';
  INSERT INTO task_state_dirty (user_id, node_id)
    SELECT user_id, task_id FROM task_state WHERE owner_id = OLD.id
    UNION ALL
    SELECT user_id, task_id FROM task_state WHERE due_node = OLD.id;
END;

-- Backfill: every existing task is dirty; the store computes the rows when it opens (and any
-- read before that answers from the join).
INSERT INTO task_state_dirty (user_id, node_id)
  SELECT user_id, id FROM nodes WHERE node_type = 'Task';
