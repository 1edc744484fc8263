package dev.assistantmemory.core.retrieve;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Words that carry the shape of a question rather than its topic. Dropped from the lexical lane's
 * query (the vector lane still sees the whole question), because BM25 otherwise rewards turns that
 * merely share "what did you" with the question.
 */
final class QueryWords {
  static final Set<String> QUESTION_WORDS =
      Set.of(
          "what",
          "when",
          "where",
          "who",
          "whom",
          "whose",
          "which",
          "why",
          "how",
          "did",
          "do",
          "does",
          "done",
          "is",
          "are",
          "was",
          "were",
          "be",
          "been",
          "being",
          "has",
          "have",
          "had",
          "can",
          "could",
          "would",
          "should",
          "will",
          "shall",
          "may",
          "might",
          "must",
          "i",
          "me",
          "my",
          "mine",
          "you",
          "your",
          "yours",
          "he",
          "him",
          "his",
          "she",
          "her",
          "hers",
          "we",
          "us",
          "our",
          "they",
          "them",
          "their",
          "it",
          "its",
          "a",
          "an",
          "the",
          "of",
          "to",
          "in",
          "on",
          "at",
          "for",
          "with",
          "about",
          "from",
          "by",
          "and",
          "or",
          "not",
          "no",
          "this",
          "that",
          "these",
          "those",
          "there",
          "any",
          "some",
          "kind",
          "type",
          "much",
          "many",
          "ever",
          "also",
          "so",
          "if",
          "as",
          "into",
          "up",
          "out",
          "s",
          "t",
          "get",
          "got",
          "go",
          "went",
          "like",
          "likely",
          "would've",
          "re",
          "ve",
          "ll",
          "d",
          "m");

  private QueryWords() {}

  /**
   * A request to the assistant for suggestions ("Any tips on what to bake?", "Can you recommend
   * ...", "do you have any suggestions?", "What should I ...", "Do you think it would be a good
   * idea ..."), as opposed to a question about a fact. Such a request is answered by what the user
   * said about the topic at length, so a topic word's repetitions there are evidence.
   */
  private static final Pattern REQUEST =
      Pattern.compile(
          "\\b(any|some)\\s+(good\\s+|other\\s+|more\\s+)?(\\w+\\s+)?"
              + "(tips?|suggestions?|advice|recommendations?|ideas)\\b"
              + "|\\b(can|could|would)\\s+you\\s+(please\\s+)?(recommend|suggest)\\b"
              + "|\\bwhat\\s+(should|could)\\s+I\\b"
              + "|\\bdo\\s+you\\s+think\\b",
          Pattern.CASE_INSENSITIVE);

  static boolean asksForSuggestions(String query) {
    return REQUEST.matcher(query).find();
  }
}
