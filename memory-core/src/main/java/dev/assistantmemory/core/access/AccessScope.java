package dev.assistantmemory.core.access;

/**
 * How far a read may reach. {@code partition} (strict, the default) reads one partition: the given
 * key, else the personal one. {@code workspace} reads every partition of the user unless a key
 * narrows it.
 */
public enum AccessScope {
  partition,
  workspace
}
