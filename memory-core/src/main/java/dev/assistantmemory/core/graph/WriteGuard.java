package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import java.text.Normalizer;
import java.time.Clock;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Refuses a claim or node write whose value the user rejected or deleted before, whichever writer
 * sends it (API, extraction, import), because every writer goes through {@link ClaimWriter} inside
 * the store transaction.
 *
 * <p>Matching is forgiving, on normalised text (lower case, accents and punctuation removed, spaces
 * collapsed): a hit is containment either way (when the contained side has at least {@value
 * #MIN_CONTAINED_CHARS} characters) or a token overlap (Jaccard) of at least {@value
 * #TOKEN_OVERLAP}. A rejection recorded for a predicate and subject applies only to those. A like
 * and a dislike ("dislikes X") of the same thing never match: the rejected like "coffee" must not
 * refuse the later "dislikes coffee", which is new information.
 */
public final class WriteGuard {
  static final int MIN_CONTAINED_CHARS = 3;
  static final double TOKEN_OVERLAP = 0.6;

  private WriteGuard() {}

  // marks, and format characters (zero-width space and joiner, BOM) that copied text carries
  private static final Pattern MARKS = Pattern.compile("[\\p{M}\\p{Cf}]");
  private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

  public static String normalize(String text) {
    if (text == null) {
      return "";
    }
    String s = MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFKD)).replaceAll("");
    return NON_WORD.matcher(s.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
  }

  /** Singular forms, so "window seats" and "window seat" meet. */
  static String singular(String normalized) {
    StringBuilder out = new StringBuilder();
    for (String t : normalized.split(" ")) {
      if (t.length() > 3 && t.endsWith("ies")) {
        t = t.substring(0, t.length() - 3) + "y";
      } else if (t.length() > 3 && t.endsWith("s") && !t.endsWith("ss")) {
        t = t.substring(0, t.length() - 1);
      }
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(t);
    }
    return out.toString();
  }

  /**
   * The prefix of a stored dislike ("dislikes coriander"): the opposite of the like "coriander".
   */
  static final String DISLIKES = "dislikes ";

  static boolean matches(String rejectedNormalized, String candidateNormalized) {
    String a = singular(rejectedNormalized);
    String b = singular(candidateNormalized);
    if (a.isEmpty() || b.isEmpty()) {
      return false;
    }
    if (rejectedNormalized.startsWith(DISLIKES) != candidateNormalized.startsWith(DISLIKES)) {
      return false; // a rejected like does not refuse the dislike of the same thing, nor the
      // reverse
    }
    if (a.equals(b)) {
      return true;
    }
    if ((a.length() >= MIN_CONTAINED_CHARS && (" " + b + " ").contains(" " + a + " "))
        || (b.length() >= MIN_CONTAINED_CHARS && (" " + a + " ").contains(" " + b + " "))) {
      return true;
    }
    Set<String> ta = Arrays.stream(a.split(" ")).collect(Collectors.toSet());
    Set<String> tb = Arrays.stream(b.split(" ")).collect(Collectors.toSet());
    long common = ta.stream().filter(tb::contains).count();
    double jaccard = (double) common / (ta.size() + tb.size() - common);
    return jaccard >= TOKEN_OVERLAP;
  }

  /**
   * Whether a write of {@code candidate} would be refused by a rejection of {@code rejected} (same
   * predicate and subject): the matching rule alone, for measuring it on labelled values.
   */
  public static boolean wouldRefuse(String rejected, String candidate) {
    return matches(normalize(rejected), normalize(candidate));
  }

  /** The first rejection {@code value} matches, for this predicate and subject. */
  static Optional<Rejection> find(
      StoreTx tx,
      String userId,
      String partitionKey,
      String predicate,
      String subjectNodeId,
      String value) {
    String candidate = normalize(value);
    for (Rejection r : tx.rejections(userId, partitionKey)) {
      if (r.predicate() != null && !r.predicate().equals(predicate)) {
        continue;
      }
      if (r.subjectNodeId() != null && !r.subjectNodeId().equals(subjectNodeId)) {
        continue;
      }
      if (matches(r.normalized(), candidate)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /** The 409 a refused write answers, naming the rejection record. */
  static MemoryException refusal(Rejection r, String value) {
    return new MemoryException(
        ErrorCode.WRITE_REFUSED,
        "Refused: '"
            + value
            + "' matches rejected value '"
            + r.pattern()
            + "' ("
            + r.id()
            + ", "
            + r.origin()
            + ": "
            + r.reason()
            + ")",
        new ErrorDetails.WriteRefused(
            r.id(), r.pattern(), r.reason(), r.origin(), r.alternative()));
  }

  /** Throws {@link Refused} (inside the transaction) when a rejection matches the value. */
  static void refuseIfRejected(
      StoreTx tx,
      String userId,
      String partition,
      String predicate,
      String subjectNodeId,
      String value) {
    Optional<Rejection> hit = find(tx, userId, partition, predicate, subjectNodeId, value);
    if (hit.isPresent()) {
      throw new Refused(hit.get(), value);
    }
  }

  /**
   * Runs a guarded write under the user's writers' turn (taken first, stop 44: what the write reads
   * includes every other writer's commit; the turn was taken at its first change-log append anyway,
   * so no round trip more); a refusal rolls the write back, then counts the occurrence.
   */
  static <T> T guarded(
      MemoryStore store, Clock clock, String userId, java.util.function.Function<StoreTx, T> work) {
    try {
      return store.write(
          userId,
          tx -> {
            tx.serializeWithOtherWriters();
            return work.apply(tx);
          });
    } catch (Refused r) {
      store.write(
          userId,
          tx -> {
            tx.countRejectionHit(r.rejection.id(), clock.instant());
            return null;
          });
      throw refusal(r.rejection, r.value);
    }
  }

  /** Carries a guard hit out of the transaction so it rolls back. */
  static final class Refused extends RuntimeException {
    final transient Rejection rejection;
    final String value;

    Refused(Rejection rejection, String value) {
      super(null, null, false, false);
      this.rejection = rejection;
      this.value = value;
    }
  }
}
