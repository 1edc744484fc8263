package dev.assistantmemory.core.retrieve;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * A piece of one search that runs beside the caller: offered to a pool thread at once, and run by
 * whichever thread claims it first, that pool thread or the caller when it needs the result before
 * any pool thread took it. A busy pool (both cores searching) therefore never makes a search wait;
 * an idle core takes the piece off the caller's path.
 */
final class Beside<T> {
  private final Supplier<T> work;
  private final AtomicBoolean claimed = new AtomicBoolean();
  private final CompletableFuture<T> done = new CompletableFuture<>();

  private Beside(Supplier<T> work) {
    this.work = work;
  }

  static <T> Beside<T> start(Supplier<T> work) {
    Beside<T> piece = new Beside<>(work);
    ForkJoinPool.commonPool().execute(piece::runIfUnclaimed);
    return piece;
  }

  private void runIfUnclaimed() {
    if (claimed.compareAndSet(false, true)) {
      try {
        done.complete(work.get());
      } catch (RuntimeException | Error e) {
        done.completeExceptionally(e);
      }
    }
  }

  /** The result, computed here if no pool thread has started it yet. */
  T join() {
    runIfUnclaimed();
    try {
      return done.join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : e;
    }
  }
}
