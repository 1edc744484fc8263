package dev.assistantmemory.core.auth;

import java.time.Instant;
import java.util.List;

/**
 * Where API keys are kept. System data: read before any user is known, so implementations read and
 * write it as the service itself, outside any per-user fence.
 */
public interface ApiKeyStore {
  void insertKey(ApiKeyRecord key);

  /** Every key, revoked ones included, oldest first. */
  List<ApiKeyRecord> listKeys();

  /** The keys not revoked. */
  List<ApiKeyRecord> activeKeys();

  /** Marks the key revoked; false when no such key exists. Revoking twice keeps the first time. */
  boolean revokeKey(String id, Instant at);
}
