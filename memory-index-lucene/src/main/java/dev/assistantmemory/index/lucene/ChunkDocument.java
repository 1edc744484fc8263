package dev.assistantmemory.index.lucene;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.util.BytesRef;

/** The fields of an indexed chunk's document, and the document written for a chunk. */
final class ChunkDocument {
  static final String ID = "id";
  static final String USER = "user";
  static final String PARTITION = "partition";
  static final String SCOPE = "scope";
  static final String KIND = "kind";
  static final String GROUP = "group";
  static final String POSITION = "position";
  static final String TEXT = "text";

  /**
   * A source chunk's speaker term ({@link IndexedChunk#speaker}), a keyword: which of a question's
   * words name a person who speaks in the caller's messages ({@link SpeakerTerms}).
   */
  static final String SPEAKER = "speaker";

  /**
   * Claims and node cards are searched in a field of their own, so their (short) texts never shift
   * the BM25 statistics (document frequencies, average length) source chunks are scored with.
   */
  static final String GRAPH_TEXT = "graph_text";

  static final String VECTOR = "vector";

  /**
   * Claims and node cards have their own vector field (their own HNSW graph), for the same reason
   * they have their own text field: reads of source chunks behave exactly as if no graph entries
   * were indexed, and graph reads search graph entries only.
   */
  static final String GRAPH_VECTOR = "graph_vector";

  private ChunkDocument() {}

  static Document of(IndexedChunk c) {
    Document doc = new Document();
    doc.add(new StringField(ID, c.chunkId(), Field.Store.NO));
    doc.add(new BinaryDocValuesField(ID, new BytesRef(c.chunkId())));
    doc.add(new StringField(USER, c.userId(), Field.Store.NO));
    doc.add(new StringField(PARTITION, c.partitionKey(), Field.Store.NO));
    doc.add(new StringField(SCOPE, c.scope().name(), Field.Store.NO));
    doc.add(new StringField(KIND, c.sourceKind(), Field.Store.NO));
    if (c.groupId() != null) {
      doc.add(new StringField(GROUP, c.groupId(), Field.Store.NO));
      doc.add(new BinaryDocValuesField(GROUP, new BytesRef(c.groupId())));
    }
    doc.add(new IntPoint(POSITION, c.position()));
    doc.add(new NumericDocValuesField(POSITION, c.position()));
    boolean graph = IndexFilter.GRAPH_KINDS.contains(c.sourceKind());
    if (c.speaker() != null && !graph) {
      doc.add(new StringField(SPEAKER, c.speaker(), Field.Store.NO));
    }
    doc.add(new TextField(graph ? GRAPH_TEXT : TEXT, c.text(), Field.Store.NO));
    if (c.vector() != null) {
      doc.add(
          new KnnFloatVectorField(
              graph ? GRAPH_VECTOR : VECTOR, c.vector(), VectorSimilarityFunction.COSINE));
    }
    return doc;
  }
}
