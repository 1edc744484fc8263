package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The preference clauses' word readers scan by hand since stop 45 (they compiled two patterns per
 * call before): each still answers what its regular expressions answered, on the tricky characters
 * (apostrophes, ’, digits, accented and non-Latin letters, letters and emoji outside the BMP,
 * unpaired surrogates, dotted capital I) and on random strings of them.
 */
class LexiconWordsTest {
  private static final String ALPHABET =
      "ab Z'’-.,!?09éÉßİıſ\u00b2\u2167\u0663Ωωя\u3042\t\n\u00a0\u2028";
  private static final String[] SUPPLEMENTARY = {
    "\uD835\uDC00", "\uD83D\uDE00", "\uD840\uDC00", "\uD835", "\uDC00"
  };

  /** {@link SentimentLexicon#words} as it was read before stop 45. */
  private static String[] wordsByRegex(String phrase) {
    String s = phrase.toLowerCase(Locale.ROOT).replace('’', '\'').strip();
    if (s.isEmpty()) {
      return new String[0];
    }
    return Arrays.stream(s.split("[^\\p{L}']+"))
        .map(x -> x.replaceAll("^'+|'+$", ""))
        .filter(x -> !x.isEmpty())
        .toArray(String[]::new);
  }

  private static String cleanByRegex(String word) {
    return word.toLowerCase(Locale.ROOT)
        .replace('’', '\'')
        .replaceAll("^[^\\p{L}']+|[^\\p{L}']+$", "");
  }

  private static String edgesByRegex(String s) {
    return s.replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$", "");
  }

  private static void same(String s) {
    assertThat(SentimentLexicon.words(s)).as(s).containsExactly(wordsByRegex(s));
    assertThat(PreferenceClauses.clean(s)).as(s).isEqualTo(cleanByRegex(s));
    assertThat(PreferenceClauses.trimmed(s, false)).as(s).isEqualTo(edgesByRegex(s));
  }

  @Test
  void theWordsAreTheRegularExpressionsWords() {
    for (String s :
        new String[] {
          "",
          "   ",
          "I really don't like 'wild camping'!",
          "’t Is mooi... ‘echt’ waar",
          "''' '' '",
          "Rock'n'roll, 90's music & café-au-lait",
          "İstanbul ıs ſo nice",
          "Math \uD835\uDC00\uD835\uDC01 letters \uD83D\uDE00 and a lone \uD835 half",
          "\uDC00abc\uD835",
          "2nd-hand ² Ⅷ ٣ items",
          "-- tiling? --",
        }) {
      same(s);
    }
  }

  @Test
  void randomStringsReadTheSame() {
    Random r = new Random(45);
    for (int n = 0; n < 20_000; n++) {
      StringBuilder b = new StringBuilder();
      int len = r.nextInt(12);
      for (int i = 0; i < len; i++) {
        if (r.nextInt(10) == 0) {
          b.append(SUPPLEMENTARY[r.nextInt(SUPPLEMENTARY.length)]);
        } else {
          b.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        }
      }
      same(b.toString());
    }
  }
}
