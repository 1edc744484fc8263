package dev.assistantmemory.core.auth;

/**
 * What an API key may do. {@code read}: read routes of its own user; {@code write}: read and write
 * for its own user; {@code admin}: anything, for any user (an admin key is bound to no user).
 */
public enum KeyScope {
  read,
  write,
  admin;

  /** True when a key of this scope may change data. */
  public boolean mayWrite() {
    return this != read;
  }
}
