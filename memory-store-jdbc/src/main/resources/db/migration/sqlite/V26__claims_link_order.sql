-- A node's active links in record order, from either end: search's one-hop connections read only
-- the first few of each anchor's links, however many it has (the user's own node gathers
-- thousands), instead of every claim of the node.
CREATE INDEX claims_subject_links ON claims (user_id, subject_node_id, recorded_at, id)
  WHERE status = 'active' AND object_node_id IS NOT NULL;
CREATE INDEX claims_object_links ON claims (user_id, object_node_id, recorded_at, id)
  WHERE status = 'active';
