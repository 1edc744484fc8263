package dev.assistantmemory.core.partition;

/** The per-user partition migration fence (CONTRACT.md 3), in the order it moves. */
public enum MigrationState {
  unmigrated,
  migrating,
  migrated;

  /** The fence of a user with no stored row: every user this service creates starts migrated. */
  public static final PartitionMigration DEFAULT = new PartitionMigration(migrated, 0);

  /** One state and the version the compare-and-set checks. */
  public record PartitionMigration(MigrationState state, int version) {}
}
