package dev.assistantmemory.core.store;

import dev.assistantmemory.core.health.CheckResult;
import java.util.function.Function;

/**
 * The system of record. Work runs inside a transaction: {@code write} commits everything or
 * nothing; {@code read} sees one consistent snapshot. Work is done on behalf of one acting user,
 * or, for the service's own cross-user work (job claims, index tailing, health), as the system.
 * Where the database can (PostgreSQL row-level security), the acting user is a second fence behind
 * the predicates every query carries: rows of anyone else are invisible and cannot be written.
 * Implementations translate their driver's errors into {@link
 * dev.assistantmemory.model.MemoryException}s; no SQL exception crosses this interface.
 *
 * <p>{@link #read} and {@link #write} hand out a {@link StoreTx}, whose every read names the owning
 * user; the system entry points hand out a {@link SystemTx}, which adds the reads that do not.
 *
 * <p>Thread-safe.
 */
public interface MemoryStore extends AutoCloseable {
  <T> T write(String actingUserId, Function<StoreTx, T> work);

  <T> T read(String actingUserId, Function<StoreTx, T> work);

  /**
   * Writes as the system (cross-user work such as job claims); the only way, with {@link
   * #readAsSystem}, to a {@link SystemTx} and its reads by id alone.
   */
  <T> T writeAsSystem(Function<SystemTx, T> work);

  /** Reads as the system: the index tailer, health, workers' lookups by id. */
  <T> T readAsSystem(Function<SystemTx, T> work);

  CheckResult check();

  @Override
  void close();
}
