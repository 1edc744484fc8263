package dev.assistantmemory.core.store;

/** One entry of the change log that derived views (the search index) tail, in commit order. */
public record ChangeRecord(
    long seq, String userId, String entityType, String entityId, String action) {
  public static final String CHUNK = "chunk";
  public static final String UPSERT = "upsert";
  public static final String DELETE = "delete";
}
