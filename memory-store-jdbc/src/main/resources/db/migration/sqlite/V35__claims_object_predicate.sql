-- Extraction reads the user's events of the coming days from the days' side (stop 39): a day node's
-- active OCCURRED_ON claims, among the many RECORDED_ON (one per conversation of that day) and
-- DUE_ON claims that name the same day node. The predicate and status in the index keep that read
-- to the events. It serves every lookup the (user_id, object_node_id) index of V21 served (a
-- prefix of it), so it replaces that index: a claim insert maintains as many indexes as before.
DROP INDEX IF EXISTS claims_object;
CREATE INDEX claims_object_predicate ON claims (user_id, object_node_id, predicate, status);
