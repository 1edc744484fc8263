-- The words of node labels and of aliases, so that a name's word is found by an index range
-- (GraphBatch.resolveByName: "Marcel" for "Marcel de Vries") instead of a LIKE over every label of
-- the user's nodes of the type and every alias of the user, which grew with the user's graph. Only
-- people's and organisations' labels have words here (the types resolved by word; a node whose type
-- changes gets or loses them). A label's words are lower(label) split at each space; an alias's are
-- its normalized text split the same way; a lookup of a word matches the words it begins. Rows are
-- written beside the nodes and aliases they come from (JdbiNodeRows) and never read without joining
-- them, so a deleted or merged node's words stay and are filtered out by the join; an alias moved
-- by a merge keeps its words (they name the alias, not the node).
CREATE TABLE node_words (
  user_id TEXT NOT NULL,
  word    TEXT NOT NULL,
  node_id TEXT NOT NULL REFERENCES nodes (id),
  PRIMARY KEY (user_id, word, node_id)
) WITHOUT ROWID;
CREATE INDEX node_words_node ON node_words (node_id);

CREATE TABLE alias_words (
  user_id  TEXT NOT NULL,
  word     TEXT NOT NULL,
  alias_id TEXT NOT NULL REFERENCES aliases (id),
  PRIMARY KEY (user_id, word, alias_id)
) WITHOUT ROWID;
CREATE INDEX alias_words_alias ON alias_words (alias_id);

WITH RECURSIVE split (user_id, node_id, word, rest) AS (
  SELECT user_id, id, '', lower(label) || ' ' FROM nodes
  WHERE label IS NOT NULL AND node_type IN ('Person', 'Organization')
  UNION ALL
  SELECT user_id, node_id, substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1)
  FROM split WHERE rest <> ''
)
INSERT OR IGNORE INTO node_words (user_id, word, node_id)
SELECT user_id, word, node_id FROM split WHERE word <> '';

WITH RECURSIVE split (user_id, alias_id, word, rest) AS (
  SELECT user_id, id, '', normalized_alias_text || ' ' FROM aliases
  UNION ALL
  SELECT user_id, alias_id, substr(rest, 1, instr(rest, ' ') - 1),
    substr(rest, instr(rest, ' ') + 1)
  FROM split WHERE rest <> ''
)
INSERT OR IGNORE INTO alias_words (user_id, word, alias_id)
SELECT user_id, word, alias_id FROM split WHERE word <> '';
