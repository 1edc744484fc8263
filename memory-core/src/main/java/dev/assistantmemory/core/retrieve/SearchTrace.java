package dev.assistantmemory.core.retrieve;

import java.util.List;

/**
 * How one ranking came about: the lexical terms used, the lanes' candidate counts and the
 * milliseconds per stage ({@code embedMs} is 0 when the caller supplied the query vector, and near
 * 0 when the embedder remembered the query's vector from a recent search). The lexical lanes run
 * while the query is embedded, so {@code embedMs} and {@code lexicalMs} overlap; {@code totalMs}
 * counts from the lexical lanes' start to the end of hydration.
 */
public record SearchTrace(
    List<String> lexicalTerms,
    int lexicalCandidates,
    int vectorCandidates,
    double embedMs,
    double lexicalMs,
    double vectorMs,
    double fuseMs,
    double hydrateMs,
    double totalMs) {

  SearchTrace withEmbedMs(double embedMs) {
    return new SearchTrace(
        lexicalTerms,
        lexicalCandidates,
        vectorCandidates,
        embedMs,
        lexicalMs,
        vectorMs,
        fuseMs,
        hydrateMs,
        totalMs);
  }
}
