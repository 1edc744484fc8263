package dev.assistantmemory.core.scratchpad;

import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.Scratchpad;
import dev.assistantmemory.model.MemoryException;
import java.time.Clock;
import java.time.Instant;

/**
 * A user's scratchpad: free text the assistant keeps for itself between conversations. One per
 * user, across partitions. Reads of a user who never wrote one give empty content.
 */
public final class ScratchpadService {
  /** The most a scratchpad holds, in characters. */
  public static final int MAX_CHARS = 100_000;

  private final MemoryStore store;
  private final Clock clock;

  public ScratchpadService(MemoryStore store, Clock clock) {
    this.store = store;
    this.clock = clock;
  }

  /** The outcome of an edit: the (possibly unchanged) pad, whether it applied, and why not. */
  public record Edit(Scratchpad pad, boolean applied, String message) {}

  public Scratchpad read(String userId) {
    return store.read(userId, tx -> tx.scratchpad(userId)).orElse(new Scratchpad("", null));
  }

  /** Overwrites, or appends on a new line. */
  public Scratchpad write(String userId, String content, boolean append) {
    return store.write(
        userId,
        tx -> {
          Instant now = clock.instant();
          tx.ensureUser(userId, now);
          String current = tx.scratchpad(userId).map(Scratchpad::content).orElse("");
          String next = append && !current.isEmpty() ? current + "\n" + content : content;
          checkSize(next);
          tx.saveScratchpad(userId, next, now);
          return new Scratchpad(next, now);
        });
  }

  /** Replaces the one occurrence of {@code oldText}; missing or ambiguous text changes nothing. */
  public Edit edit(String userId, String oldText, String newText) {
    return store.write(
        userId,
        tx -> {
          Scratchpad current = tx.scratchpad(userId).orElse(new Scratchpad("", null));
          int at = current.content().indexOf(oldText);
          if (at < 0) {
            return new Edit(current, false, "oldText was not found in the scratchpad");
          }
          if (current.content().indexOf(oldText, at + 1) >= 0) {
            return new Edit(
                current, false, "oldText occurs more than once; include more context to pick one");
          }
          String next =
              current.content().substring(0, at)
                  + newText
                  + current.content().substring(at + oldText.length());
          checkSize(next);
          Instant now = clock.instant();
          tx.saveScratchpad(userId, next, now);
          return new Edit(new Scratchpad(next, now), true, null);
        });
  }

  private static void checkSize(String content) {
    if (content.length() > MAX_CHARS) {
      throw MemoryException.invalid(
          "content", "the scratchpad would exceed " + MAX_CHARS + " characters");
    }
  }
}
