-- A per-user counter of task-state recomputations (issue 9). The store bumps it in the same
-- transaction whenever it rewrites any of a user's task_state rows (TaskStates.flush, the only
-- writer of that table), so a commitment view read at one version is still exact for as long as
-- the version is unchanged: the store keeps recent views in memory keyed by it. A user without a
-- row is at version 0.
CREATE TABLE task_state_versions (
  user_id TEXT PRIMARY KEY,
  version BIGINT NOT NULL
);
