-- Two lookups every extraction job makes scanned a share of the user's rows that grows with the
-- store (a load of 100,000 messages spent most of its extraction-stage store time in them):
-- the user's own node (every fact written about the user) was found among all of the user's nodes,
-- and the conversation or document node a source is recorded on (every message linked to its day)
-- among all of the user's RECORDED_ON claims, one per conversation, because SQLite's planner
-- prefers the index that matches more equality terms (user, predicate, status) to the one on the
-- source. Both become index lookups.
CREATE INDEX nodes_self ON nodes (user_id, is_user_self);
DROP INDEX claims_source;
CREATE INDEX claims_source ON claims (user_id, source_id, predicate, status);
