-- CONTRACT.md 3: for a user whose migration started, a partitionKey that is not a registered
-- partition is refused on reads (409 PARTITION_UNAUTHORIZED) and registered by a write. Until now a
-- migrated user's writes did not register their key, so every key already written is registered
-- here, or those reads would be refused after the upgrade (as the system: row-level security
-- applies to the migrating role too).
SELECT set_config('memory.system', 'on', true);
INSERT INTO memory_partitions (user_id, partition_key, registered_at)
SELECT user_id, partition_key, MIN(created_at) FROM (
  SELECT user_id, partition_key, received_at AS created_at FROM sources
    WHERE partition_key IS NOT NULL AND partition_key <> 'memory:personal'
  UNION ALL
  SELECT user_id, partition_key, created_at FROM nodes
    WHERE partition_key IS NOT NULL AND partition_key <> 'memory:personal'
) written
WHERE user_id IN (SELECT id FROM users)
GROUP BY user_id, partition_key
ON CONFLICT (user_id, partition_key) DO NOTHING;
