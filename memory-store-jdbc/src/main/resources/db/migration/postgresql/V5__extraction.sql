-- Which writer made a claim: the API (a manual decision), extraction from a source, or an import.
-- Extraction may clear only what extraction inferred (a user-set due date is never cleared).
ALTER TABLE claims ADD COLUMN origin TEXT NOT NULL DEFAULT 'api'
  CHECK (origin IN ('api', 'extraction', 'import'));

-- Entity resolution looks nodes up by their label, case-insensitively.
CREATE INDEX nodes_label_lookup ON nodes (user_id, node_type, lower(label));
