package dev.assistantmemory.extract.pos;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import opennlp.tools.lemmatizer.LemmatizerME;
import opennlp.tools.lemmatizer.LemmatizerModel;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;

/**
 * English part-of-speech tags (Universal Dependencies tags: VERB, AUX, PRON, PROPN, ...) and lemmas
 * from Apache OpenNLP's UD English-EWT models. The models ship inside their Maven artifacts and are
 * read from the classpath once, on first use; the taggers themselves are not thread-safe, so each
 * thread gets its own (they share the read-only models).
 */
public final class EnglishTagger {

  static final String POS_MODEL = "/opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";
  static final String LEMMA_MODEL = "/opennlp-en-ud-ewt-lemmas-1.3-2.5.4.bin";

  /** A sentence as tokens with their character offsets, tags and lemmas (lower case). */
  public record Tagged(String text, List<Token> tokens) {

    public int size() {
      return tokens.size();
    }

    public Token get(int i) {
      return tokens.get(i);
    }
  }

  /** One token: its text, where it stands in the sentence, its UD tag and its lemma. */
  public record Token(String word, int start, int end, String tag, String lemma) {

    public boolean is(String t) {
      return tag.equals(t);
    }

    public String lower() {
      return word.toLowerCase(Locale.ROOT);
    }
  }

  private static final class Models {
    static final POSModel POS = load(POS_MODEL, POSModel::new);
    static final LemmatizerModel LEMMAS = load(LEMMA_MODEL, LemmatizerModel::new);
  }

  private interface Reader<T> {
    T read(InputStream in) throws IOException;
  }

  private static <T> T load(String resource, Reader<T> reader) {
    try (InputStream in = EnglishTagger.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("OpenNLP model not on the classpath: " + resource);
      }
      return reader.read(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read OpenNLP model " + resource, e);
    }
  }

  private static final ThreadLocal<POSTaggerME> TAGGER =
      ThreadLocal.withInitial(() -> new POSTaggerME(Models.POS));
  private static final ThreadLocal<LemmatizerME> LEMMATIZER =
      ThreadLocal.withInitial(() -> new LemmatizerME(Models.LEMMAS));

  /**
   * Words, numbers, clitics split as the treebank splits them ("I'll" is "I" + "'ll", "don't" is
   * "do" + "n't"), and single punctuation marks.
   */
  private static final Pattern TOKEN =
      Pattern.compile(
          "(?i)[\\p{L}\\p{N}]+(?=n['’]t\\b)|n['’]t\\b|['’](?:ll|d|re|ve|s|m)\\b"
              + "|[\\p{L}\\p{N}]+(?:[-.][\\p{L}\\p{N}]+)*|[^\\s\\p{L}\\p{N}]");

  private EnglishTagger() {}

  /** Loads both models now (otherwise the first sentence pays for it). */
  public static void warm() {
    withLemmas(tag("I'll call her tomorrow."));
  }

  /**
   * The sentence's tokens with their tags; each lemma is the word in lower case until {@link
   * #withLemmas} asks the lemmatizer (which costs ten times the tagger: about 1 ms a sentence
   * against 0.08 ms).
   */
  public static Tagged tag(String sentence) {
    List<String> words = new ArrayList<>();
    List<int[]> at = new ArrayList<>();
    Matcher m = TOKEN.matcher(sentence);
    while (m.find()) {
      words.add(m.group().replace('’', '\''));
      at.add(new int[] {m.start(), m.end()});
    }
    String[] w = words.toArray(String[]::new);
    String[] tags = TAGGER.get().tag(w);
    List<Token> tokens = new ArrayList<>(w.length);
    for (int i = 0; i < w.length; i++) {
      tokens.add(
          new Token(w[i], at.get(i)[0], at.get(i)[1], tags[i], w[i].toLowerCase(Locale.ROOT)));
    }
    return new Tagged(sentence, List.copyOf(tokens));
  }

  /** The same tokens with the lemmatizer's lemmas ("putting" is "put", "books" is "book"). */
  public static Tagged withLemmas(Tagged t) {
    String[] w = t.tokens().stream().map(Token::word).toArray(String[]::new);
    String[] tags = t.tokens().stream().map(Token::tag).toArray(String[]::new);
    String[] lemmas = LEMMATIZER.get().lemmatize(w, tags);
    List<Token> tokens = new ArrayList<>(w.length);
    for (int i = 0; i < w.length; i++) {
      Token x = t.get(i);
      String lemma = lemmas[i] == null || lemmas[i].equals("O") ? w[i] : lemmas[i];
      tokens.add(new Token(x.word(), x.start(), x.end(), x.tag(), lemma.toLowerCase(Locale.ROOT)));
    }
    return new Tagged(t.text(), List.copyOf(tokens));
  }
}
