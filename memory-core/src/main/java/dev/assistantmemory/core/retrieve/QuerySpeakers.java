package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.SearchIndex;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The question without the first names of the people who speak in the caller's messages, as the
 * query vector sees it ({@link RankingConfig.Extras#speakerNamesOut}).
 *
 * <p>Why: a question naming a person ("What kind of art does Caroline make?") is about that
 * person's own turns, which never say their own name; the turns that do are the other speaker's,
 * addressed to them ("Wow, Caroline, that looks awesome!"). With the name in the query vector the
 * first hits are those; without it the vector finds what the question asks about. The default takes
 * the names out of the lexical lanes' terms too (on LoCoMo's tune split it gives back the temporal
 * questions the vector-only form loses); the speaker stage, which lifts the named person's own
 * turns, still reads the whole question (docs/benchmarks.md, "Stop 32: retrieval11" and "Stop 33:
 * speaker15").
 *
 * <p>How: each capitalised word of the question other than its first word and "I" is looked up as a
 * speaker term of the index ({@link SearchIndex#speakers}) within the caller's filter (user, scope,
 * partitions, source chunks), so only names of people in the caller's own messages go: never a
 * place or a title, and never a name known only from another user's memory. A found word goes with
 * a possessive ({@code 's}). Deterministic; no store read.
 */
public final class QuerySpeakers {
  /** Which of the query's texts lose the speakers' names. */
  public enum Out {
    /** None: the question as it is everywhere. */
    KEEP,
    /** The text that is embedded for the vector lanes. */
    VECTOR,
    /** The embedded text and the lexical lanes' terms (the speaker stage keeps the name). */
    VECTOR_AND_LEXICAL
  }

  // A capitalised word with an optional possessive; the first word of the text is never one.
  private static final Pattern CAPITALISED =
      Pattern.compile("(?<![\\p{L}\\p{N}'’])(\\p{Lu}[\\p{L}\\p{N}]*)(['’]s)?(?![\\p{L}\\p{N}])");
  private static final Pattern SPACES = Pattern.compile("\\s+");
  private static final Pattern FIRST_WORD = Pattern.compile("^\\P{L}*[\\p{L}\\p{N}]+");

  private QuerySpeakers() {}

  /**
   * {@code query} without the words that name a speaker of the caller's source chunks ({@code
   * filter}'s), spaces folded; {@code query} itself when it names none, or names nothing else.
   */
  public static String without(String query, SearchIndex index, IndexFilter filter) {
    List<MatchResult> named = candidates(query);
    Set<String> speakers = speakers(named, index, filter);
    if (speakers.isEmpty()) {
      return query;
    }
    StringBuilder out = new StringBuilder();
    int from = 0;
    for (MatchResult m : named) {
      if (speakers.contains(m.group(1).toLowerCase(Locale.ROOT))) {
        out.append(query, from, m.start());
        from = m.end();
      }
    }
    out.append(query.substring(from));
    String folded = SPACES.matcher(out).replaceAll(" ").strip();
    return folded.isEmpty() ? query : folded;
  }

  /**
   * The first names (lower-cased, as the index keeps them) of the people {@code query} names who
   * speak in the caller's source chunks ({@code filter}'s); empty when it names none.
   */
  public static Set<String> named(String query, SearchIndex index, IndexFilter filter) {
    return speakers(candidates(query), index, filter);
  }

  private static Set<String> speakers(
      List<MatchResult> named, SearchIndex index, IndexFilter filter) {
    if (named.isEmpty()) {
      return Set.of();
    }
    Set<String> words = new LinkedHashSet<>();
    for (MatchResult m : named) {
      words.add(m.group(1).toLowerCase(Locale.ROOT));
    }
    return index.speakers(words, filter.sourceChunks());
  }

  /** The capitalised words after the first word, other than "I" (each a matched region). */
  private static List<MatchResult> candidates(String query) {
    List<MatchResult> out = new ArrayList<>();
    Matcher first = FIRST_WORD.matcher(query);
    int start = first.lookingAt() ? first.end() : 0;
    Matcher m = CAPITALISED.matcher(query);
    while (m.find(start)) {
      if (!"I".equals(m.group(1))) {
        out.add(m.toMatchResult());
      }
      start = m.end();
    }
    return out;
  }
}
