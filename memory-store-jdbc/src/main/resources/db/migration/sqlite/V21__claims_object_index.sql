-- Claims by their object node: a node's sources and one-hop connections look a node up as subject
-- or as object; without this index the object side scanned every claim of the user (the search
-- profile's top SQLite frame at 10k messages, issue 14).
CREATE INDEX claims_object ON claims (user_id, object_node_id);
