-- Sources (issue 11): what a receipt records about conversation messages it did not apply.
CREATE TABLE operation_unapplied_messages (
  operation_id             TEXT NOT NULL REFERENCES operations (id),
  user_id                  TEXT NOT NULL,
  ordinal                  INTEGER NOT NULL,
  message_id               TEXT NOT NULL,
  reason                   TEXT NOT NULL,
  existing_source_id       TEXT,
  existing_conversation_id TEXT,
  PRIMARY KEY (operation_id, ordinal)
);
