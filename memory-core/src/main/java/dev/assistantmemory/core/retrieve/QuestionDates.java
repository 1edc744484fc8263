package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.model.TypeId;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The question's date against the messages' dates ({@link RankingConfig.Extras#dateWeight}). A
 * question that names a calendar date or a month ("What did Maria donate in December 2023?", "What
 * painting did Melanie show on October 13, 2023?") is about what was said then: the words of such a
 * question ("painting", "show") match many turns of many sessions, while only the session of that
 * date holds the answer. Among the first candidates, those whose message is dated in the question's
 * window (from the day before the named day or month to a week after it: a message tells of the
 * last days' events, and the day before absorbs a time zone) get a share of the first candidate's
 * score. Deterministic; reads the candidates' chunk rows (one read) only for a question that names
 * a date. Relative expressions ("last Friday") are not read: they need the asker's present, which a
 * search does not carry.
 */
final class QuestionDates {
  private static final String CHUNK_PREFIX = TypeId.CHUNK + "_";

  /** Days after the named day (or month) whose messages still count: a week's retelling. */
  static final int DAYS_AFTER = 7;

  /** Days before it: the day before, for a message dated in another time zone. */
  static final int DAYS_BEFORE = 1;

  private static final String MONTH =
      "(january|february|march|april|may|june|july|august|september|october|november|december"
          + "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?";
  private static final String DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
  private static final String YEAR = "((?:19|20)\\d{2})";

  /** "13 October, 2023", "13th of October 2023". */
  private static final Pattern DAY_MONTH_YEAR =
      Pattern.compile(
          "\\b" + DAY + "\\s+(?:of\\s+)?" + MONTH + ",?\\s+" + YEAR + "\\b",
          Pattern.CASE_INSENSITIVE);

  /** "October 13, 2023", "Oct 13 2023". */
  private static final Pattern MONTH_DAY_YEAR =
      Pattern.compile(
          "\\b" + MONTH + "\\s+" + DAY + ",?\\s+" + YEAR + "\\b", Pattern.CASE_INSENSITIVE);

  /** "July 2023", "in December, 2023". */
  private static final Pattern MONTH_YEAR =
      Pattern.compile("\\b" + MONTH + ",?\\s+" + YEAR + "\\b", Pattern.CASE_INSENSITIVE);

  /** ISO "2023-10-13". */
  private static final Pattern ISO =
      Pattern.compile("\\b" + YEAR + "-(\\d{2})-(\\d{2})\\b", Pattern.CASE_INSENSITIVE);

  private QuestionDates() {}

  /** The days a question names, first to last (inclusive), before any margin. */
  record Window(LocalDate from, LocalDate to) {
    /** Whether {@code day} falls from the day before {@code from} to a week after {@code to}. */
    boolean admits(LocalDate day) {
      return !day.isBefore(from.minusDays(DAYS_BEFORE)) && !day.isAfter(to.plusDays(DAYS_AFTER));
    }

    Window span(Window other) {
      return new Window(
          from.isBefore(other.from) ? from : other.from, to.isAfter(other.to) ? to : other.to);
    }
  }

  /**
   * The window of the calendar dates and months the question names (all of them, first to last), or
   * empty when it names none. A day needs its month and year; a month needs its year.
   */
  static Optional<Window> window(String query) {
    List<Window> found = new ArrayList<>();
    String rest = query;
    // Full dates first, blanked out so that their month and year are not read again as a month.
    for (Pattern p : List.of(DAY_MONTH_YEAR, MONTH_DAY_YEAR)) {
      Matcher m = p.matcher(rest);
      StringBuilder left = new StringBuilder();
      while (m.find()) {
        boolean dayFirst = p == DAY_MONTH_YEAR;
        day(
                Integer.parseInt(m.group(3)),
                month(m.group(dayFirst ? 2 : 1)),
                Integer.parseInt(m.group(dayFirst ? 1 : 2)))
            .ifPresent(d -> found.add(new Window(d, d)));
        m.appendReplacement(left, " ");
      }
      m.appendTail(left);
      rest = left.toString();
    }
    Matcher iso = ISO.matcher(rest);
    while (iso.find()) {
      day(
              Integer.parseInt(iso.group(1)),
              Integer.parseInt(iso.group(2)),
              Integer.parseInt(iso.group(3)))
          .ifPresent(d -> found.add(new Window(d, d)));
    }
    Matcher my = MONTH_YEAR.matcher(rest);
    while (my.find()) {
      LocalDate first = LocalDate.of(Integer.parseInt(my.group(2)), month(my.group(1)), 1);
      found.add(new Window(first, first.plusMonths(1).minusDays(1)));
    }
    return found.stream().reduce(Window::span);
  }

  private static Optional<LocalDate> day(int year, int month, int day) {
    try {
      return Optional.of(LocalDate.of(year, month, day));
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }

  private static int month(String name) {
    String m = name.toLowerCase(Locale.ROOT).replace(".", "");
    return switch (m.substring(0, 3)) {
      case "jan" -> 1;
      case "feb" -> 2;
      case "mar" -> 3;
      case "apr" -> 4;
      case "may" -> 5;
      case "jun" -> 6;
      case "jul" -> 7;
      case "aug" -> 8;
      case "sep" -> 9;
      case "oct" -> 10;
      case "nov" -> 11;
      default -> 12;
    };
  }

  /**
   * For a question naming a date: each of the first {@code pool} source-chunk candidates whose
   * message is dated in the question's window gets {@code weight} times the best candidate's total
   * as its date part. {@code datesOf} gives the message dates of the pool's chunks (the caller
   * reads them from the store within the caller's user); a question naming no date asks for none.
   */
  static void apply(
      Map<String, Fusion.Candidate> candidates,
      String query,
      Function<List<Fusion.Candidate>, Map<String, Instant>> datesOf,
      double weight,
      int pool) {
    Optional<Window> window = window(query);
    if (window.isEmpty() || candidates.isEmpty()) {
      return;
    }
    List<Fusion.Candidate> all = new ArrayList<>(candidates.values());
    all.sort(Fusion.ORDER);
    double best = all.get(0).total();
    List<Fusion.Candidate> head = new ArrayList<>();
    for (Fusion.Candidate c : all) {
      if (head.size() >= pool) {
        break;
      }
      if (c.chunkId.startsWith(CHUNK_PREFIX)) {
        head.add(c);
      }
    }
    if (head.isEmpty() || best <= 0) {
      return;
    }
    Map<String, Instant> dates = datesOf.apply(head);
    for (Fusion.Candidate c : head) {
      Instant at = dates.get(c.chunkId);
      if (at != null && window.get().admits(at.atZone(ZoneOffset.UTC).toLocalDate())) {
        c.dated = weight * best;
      }
    }
  }

  /**
   * The message dates of chunk candidates, from the chunks' own copy of their message's date (one
   * read of the chunk rows within {@code user}; the sources are not read).
   */
  static Function<List<Fusion.Candidate>, Map<String, Instant>> fromStore(
      MemoryStore store, String user) {
    return head ->
        store.read(
            user,
            tx -> {
              Map<String, Instant> out = new HashMap<>();
              for (ChunkRecord c :
                  tx.chunksWithoutEmbedding(user, head.stream().map(x -> x.chunkId).toList())) {
                if (c.effectiveAt() != null) {
                  out.put(c.id(), c.effectiveAt());
                }
              }
              return out;
            });
  }
}
