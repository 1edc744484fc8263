package dev.assistantmemory.core.index;

import dev.assistantmemory.model.Scope;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What the search index holds of a chunk: enough to filter, score and find neighbours.
 *
 * @param speaker the lower-cased first word of the name of the person who spoke the chunk's message
 *     ({@link #speakerOf}); null for a document, a claim, a node card, or a message without a name
 */
public record IndexedChunk(
    String chunkId,
    String userId,
    String partitionKey,
    Scope scope,
    String sourceKind,
    String groupId,
    int position,
    String text,
    float[] vector,
    String speaker) {

  private static final Pattern SPACES = Pattern.compile("\\s+");

  /** A chunk without a speaker (a document's slice, a claim, a node card). */
  public IndexedChunk(
      String chunkId,
      String userId,
      String partitionKey,
      Scope scope,
      String sourceKind,
      String groupId,
      int position,
      String text,
      float[] vector) {
    this(chunkId, userId, partitionKey, scope, sourceKind, groupId, position, text, vector, null);
  }

  /**
   * The speaker term of a message's {@code speakerName}: its first word, lower-cased (the form the
   * speaker stage compares question words with); null for no name or a one-letter word.
   */
  public static String speakerOf(String speakerName) {
    if (speakerName == null || speakerName.isBlank()) {
      return null;
    }
    String first = SPACES.split(speakerName.strip())[0].toLowerCase(Locale.ROOT);
    return first.length() < 2 ? null : first;
  }
}
