package dev.assistantmemory.core.retrieve;

import java.util.Set;

/**
 * Words that carry the shape of a question rather than its topic. Dropped from the lexical lane's
 * query (the vector lane still sees the whole question), because BM25 otherwise rewards turns that
 * merely share "what did you" with the question.
 */
final class QueryWords {
  static final Set<String> QUESTION_WORDS =
      Set.of(
          "what", "when", "where", "who", "whom", "whose", "which", "why", "how", "did", "do",
          "does", "done", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had",
          "can", "could", "would", "should", "will", "shall", "may", "might", "must", "i", "me",
          "my", "mine", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "we",
          "us", "our", "they", "them", "their", "it", "its", "a", "an", "the", "of", "to", "in",
          "on", "at", "for", "with", "about", "from", "by", "and", "or", "not", "no", "this",
          "that", "these", "those", "there", "any", "some", "kind", "type", "much", "many",
          "ever", "also", "so", "if", "as", "into", "up", "out", "s", "t", "get", "got", "go",
          "went", "like", "likely", "would've", "re", "ve", "ll", "d", "m");

  private QueryWords() {}
}
