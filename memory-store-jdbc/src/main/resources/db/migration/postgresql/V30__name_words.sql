-- The words of node labels and of aliases, so that a name's word is found by an index range
-- (GraphBatch.resolveByName: "Marcel" for "Marcel de Vries") instead of a LIKE over every label of
-- the user's nodes of the type and every alias of the user, which grew with the user's graph. Only
-- people's and organisations' labels have words here (the types resolved by word; a node whose type
-- changes gets or loses them). A label's words are lower(label) split at each space; an alias's are
-- its normalized text split the same way; a lookup of a word matches the words it begins (a range
-- in code point order, hence the "C" collation). Rows are written beside the nodes and aliases they
-- come from (JdbiNodeRows) and never read without joining them, so a deleted or merged node's words
-- stay and are filtered out by the join; an alias moved by a merge keeps its words.
CREATE TABLE node_words (
  user_id TEXT NOT NULL,
  word    TEXT COLLATE "C" NOT NULL,
  node_id TEXT NOT NULL REFERENCES nodes (id),
  PRIMARY KEY (user_id, word, node_id)
);
CREATE INDEX node_words_node ON node_words (node_id);

CREATE TABLE alias_words (
  user_id  TEXT NOT NULL,
  word     TEXT COLLATE "C" NOT NULL,
  alias_id TEXT NOT NULL REFERENCES aliases (id),
  PRIMARY KEY (user_id, word, alias_id)
);
CREATE INDEX alias_words_alias ON alias_words (alias_id);

ALTER TABLE node_words ENABLE ROW LEVEL SECURITY;
ALTER TABLE node_words FORCE ROW LEVEL SECURITY;
CREATE POLICY node_words_acting_user ON node_words
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));
ALTER TABLE alias_words ENABLE ROW LEVEL SECURITY;
ALTER TABLE alias_words FORCE ROW LEVEL SECURITY;
CREATE POLICY alias_words_acting_user ON alias_words
  USING (memory_may_access(user_id)) WITH CHECK (memory_may_access(user_id));

SELECT set_config('memory.system', 'on', true);
INSERT INTO node_words (user_id, word, node_id)
SELECT n.user_id, w.word, n.id
FROM nodes n CROSS JOIN LATERAL unnest(string_to_array(lower(n.label), ' ')) AS w (word)
WHERE n.label IS NOT NULL AND n.node_type IN ('Person', 'Organization') AND w.word <> ''
ON CONFLICT DO NOTHING;
INSERT INTO alias_words (user_id, word, alias_id)
SELECT a.user_id, w.word, a.id
FROM aliases a CROSS JOIN LATERAL unnest(string_to_array(a.normalized_alias_text, ' ')) AS w (word)
WHERE w.word <> ''
ON CONFLICT DO NOTHING;
