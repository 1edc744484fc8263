package dev.assistantmemory.core.store;

import dev.assistantmemory.core.health.CheckResult;
import java.util.function.Function;

/**
 * The system of record. Work runs inside a transaction: {@link #write} commits everything or
 * nothing; {@link #read} sees one consistent snapshot. Implementations translate their driver's
 * errors into {@link dev.assistantmemory.model.MemoryException}s; no SQL exception crosses this
 * interface.
 *
 * <p>Thread-safe.
 */
public interface MemoryStore extends AutoCloseable {
  <T> T write(Function<StoreTx, T> work);

  <T> T read(Function<StoreTx, T> work);

  CheckResult check();

  @Override
  void close();
}
