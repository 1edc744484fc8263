-- Whether a user has any removed (tombstoned or purged) source (stop 44): an extraction asks it once
-- a job, and only when the answer is yes asks of each claim it repeats and each node it names again
-- whether only removed sources knew it. Removed sources are few: the index holds only them, and a
-- user with none answers from an empty range.
CREATE INDEX sources_removed ON sources (user_id) WHERE tombstoned_at IS NOT NULL;
