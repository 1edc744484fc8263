package dev.assistantmemory.index.lucene;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;

/**
 * Lucene's {@link EnglishAnalyzer} chain (standard tokens, possessives, lower case, English stop
 * words, Porter stems) with diacritics and typographic marks folded to their ASCII forms after the
 * lower-casing: "Zoë" and "zoe", "café" and "cafe", "één" and "een", "don’t" and "don't" index and
 * match as one term. Text in plain ASCII analyses exactly as with {@link EnglishAnalyzer}. Index
 * and query sides both use it, so a change to it needs {@link LuceneSearchIndex#FORMAT} raised (the
 * index is then rebuilt from the store).
 */
final class FoldingEnglishAnalyzer extends Analyzer {
  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    Tokenizer source = new StandardTokenizer();
    TokenStream result = new EnglishPossessiveFilter(source);
    result = new LowerCaseFilter(result);
    result = new ASCIIFoldingFilter(result);
    result = new StopFilter(result, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
    result = new PorterStemFilter(result);
    return new TokenStreamComponents(source, result);
  }

  @Override
  protected TokenStream normalize(String fieldName, TokenStream in) {
    return new ASCIIFoldingFilter(new LowerCaseFilter(in));
  }
}
