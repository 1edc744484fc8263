package dev.assistantmemory.core.job;

import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Worker threads that lease jobs from the {@link JobQueue} and run their {@link JobHandler}.
 *
 * <p>Design: each thread loops claim → run → complete. A heartbeat thread renews the leases of
 * in-flight jobs every third of the lease, so a live worker never loses a long job while a crashed
 * one loses its jobs after one lease. A failure is retried with backoff until the job's attempts
 * are used up; then the job and its operation fail with an error code. Idle threads sleep until
 * {@link #wake()} or the poll interval.
 */
public final class JobWorker implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(JobWorker.class);

  private final MemoryStore store;
  private final JobQueue queue;
  private final Map<String, JobHandler> handlers;
  private final int threads;
  private final Duration lease;
  private final Duration pollInterval;
  private final RetryPolicy retryPolicy;
  private final String workerId = "w-" + UUID.randomUUID();

  /** Jobs running now, each with the lease owner of its claim (one per claim, never shared). */
  private final Map<String, String> inFlight = new ConcurrentHashMap<>();

  private final java.util.concurrent.atomic.AtomicLong claims =
      new java.util.concurrent.atomic.AtomicLong();
  private final AtomicBoolean running = new AtomicBoolean();
  private final Semaphore signal = new Semaphore(0);
  private final AtomicInteger threadCounter = new AtomicInteger();
  private ScheduledExecutorService heartbeat;
  private java.util.concurrent.ExecutorService pool;

  public JobWorker(
      MemoryStore store,
      JobQueue queue,
      Map<String, JobHandler> handlers,
      int threads,
      Duration lease,
      Duration pollInterval,
      RetryPolicy retryPolicy) {
    this.store = store;
    this.queue = queue;
    this.handlers = Map.copyOf(handlers);
    this.threads = threads;
    this.lease = lease;
    this.pollInterval = pollInterval;
    this.retryPolicy = retryPolicy;
  }

  public void start() {
    if (!running.compareAndSet(false, true) || threads <= 0) {
      return;
    }
    pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "memory-worker-" + threadCounter.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    for (int i = 0; i < threads; i++) {
      pool.submit(this::loop);
    }
    heartbeat =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "memory-worker-heartbeat");
              t.setDaemon(true);
              return t;
            });
    long every = Math.max(100, lease.toMillis() / 3);
    heartbeat.scheduleAtFixedRate(this::renewLeases, every, every, TimeUnit.MILLISECONDS);
  }

  /** Tells idle threads there is new work. */
  public void wake() {
    signal.release(threads);
  }

  public String workerId() {
    return workerId;
  }

  /** Jobs this worker is running now. */
  public Set<String> inFlight() {
    return Set.copyOf(inFlight.keySet());
  }

  public int threads() {
    return threads;
  }

  private void renewLeases() {
    try {
      for (Map.Entry<String, String> job : Map.copyOf(inFlight).entrySet()) {
        queue.heartbeat(job.getValue(), Set.of(job.getKey()), lease);
      }
    } catch (RuntimeException e) {
      LOG.warn("lease renewal failed", e);
    }
  }

  private void loop() {
    while (running.get()) {
      try {
        if (!runOne()) {
          signal.drainPermits();
          signal.tryAcquire(pollInterval.toMillis(), TimeUnit.MILLISECONDS);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        LOG.warn("worker loop error", e);
        sleepQuietly(pollInterval.toMillis());
      }
    }
  }

  /** Claims and runs one job; false when there was nothing to do. */
  public boolean runOne() {
    // Every claim leases under its own owner id: a thread whose lease expired (say, blocked by a
    // store outage) can never complete or release a job another thread of this process has
    // claimed since.
    String owner = workerId + "#" + claims.incrementAndGet();
    var claimed = queue.claim(owner, lease);
    if (claimed.isEmpty()) {
      return false;
    }
    JobRecord job = claimed.get();
    JobHandler handler = handlers.get(job.kind());
    inFlight.put(job.id(), owner);
    try {
      if (handler == null) {
        throw new PermanentJobFailure(ErrorCode.EXTRACTION_FAILED, "no handler for " + job.kind());
      }
      if (job.attempts() > job.maxAttempts()) {
        // Crashed (lease expired) on every allowed attempt: stop trying, report it failed.
        throw new PermanentJobFailure(ErrorCode.EXTRACTION_FAILED, "attempts exhausted");
      }
      handler.run(job, owner);
    } catch (LeaseLostException e) {
      LOG.info("job {} lease lost; another worker owns it now", job.id());
    } catch (PermanentJobFailure e) {
      // Deliberate and terminal; its message is a fixed text, never content. A superseded or
      // purged source is routine (the code is not a server error): no stack trace then.
      if (e.errorCode().isClientError()) {
        LOG.info("job {} ({}) stopped: {} {}", job.id(), job.kind(), e.errorCode(), e.getMessage());
      } else {
        LOG.error("job {} ({}) failed permanently: {}", job.id(), job.kind(), e.errorCode(), e);
      }
      failFor(job, owner, handler, e.errorCode(), e.getMessage(), true);
    } catch (RuntimeException e) {
      if (e instanceof MemoryException m && m.code() == ErrorCode.STORE_UNAVAILABLE) {
        // The database went away, not the job: retry soon, without spending an attempt.
        LOG.warn("job {} paused: store unavailable", job.id());
        release(job, owner, ErrorCode.STORE_UNAVAILABLE.name(), Duration.ofSeconds(1));
      } else if (e instanceof MemoryException m && m.code() == ErrorCode.EMBEDDER_UNAVAILABLE) {
        // A remote embedder is down: the job waits the outage out, and its receipt stays pending
        // rather than failed; no attempt is spent on someone else's outage.
        LOG.warn("job {} paused: embedder unavailable", job.id());
        release(job, owner, ErrorCode.EMBEDDER_UNAVAILABLE.name(), Duration.ofSeconds(2));
      } else {
        // Logged once, with the stack trace; the job's payload is never logged. The stored
        // reason keeps only the exception class, since a message may quote content.
        boolean terminal = job.attempts() >= job.maxAttempts();
        if (terminal) {
          LOG.error(
              "job {} ({}) failed on its last attempt {}/{}",
              job.id(),
              job.kind(),
              job.attempts(),
              job.maxAttempts(),
              e);
        } else {
          LOG.warn(
              "job {} ({}) attempt {}/{} failed; will retry",
              job.id(),
              job.kind(),
              job.attempts(),
              job.maxAttempts(),
              e);
        }
        failFor(
            job,
            owner,
            handler,
            ErrorCode.EXTRACTION_FAILED,
            e.getClass().getSimpleName(),
            terminal);
      }
    } finally {
      inFlight.remove(job.id());
    }
    return true;
  }

  private void release(JobRecord job, String owner, String reason, Duration after) {
    try {
      store.write(
          job.userId(),
          tx -> {
            queue.retryWithoutAttempt(tx, job.id(), owner, reason, after);
            return null;
          });
    } catch (LeaseLostException e) {
      LOG.info("job {} lease lost before release", job.id());
    }
  }

  private void failFor(
      JobRecord job,
      String owner,
      JobHandler handler,
      ErrorCode code,
      String msg,
      boolean terminal) {
    try {
      store.write(
          job.userId(),
          tx -> {
            queue.release(
                tx,
                job.id(),
                owner,
                code.name() + ": " + msg,
                retryPolicy.delayAfter(job.attempts()),
                terminal);
            if (terminal && handler != null) {
              handler.onTerminalFailure(tx, job, code);
            }
            return null;
          });
    } catch (LeaseLostException e) {
      LOG.info("job {} lease lost before release", job.id());
    }
  }

  private static void sleepQuietly(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    if (!running.compareAndSet(true, false) || pool == null) {
      return; // never started, or configured with no threads (workers = 0)
    }
    wake();
    heartbeat.shutdownNow();
    pool.shutdown();
    try {
      if (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
        pool.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
