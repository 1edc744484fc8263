package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The sentiment lexicon shipped in the jar and its verdict scoring (issue 13, stop 42). */
class SentimentLexiconTest {

  @Test
  void englishWordsComeFromVaderAndDutchFromPatternAndAfinn() {
    assertThat(SentimentLexicon.valence("punishment", Lang.EN)).isNegative();
    assertThat(SentimentLexicon.valence("delightful", Lang.EN)).isPositive();
    assertThat(SentimentLexicon.valence("aangenaam", Lang.NL)).isPositive(); // a Pattern stem
    assertThat(SentimentLexicon.valence("aangename", Lang.NL)).isPositive(); // inflected, stemmed
    assertThat(SentimentLexicon.valence("herrie", Lang.NL)).isNegative(); // an AFINN word form
    assertThat(SentimentLexicon.valence("tafel", Lang.NL)).isZero();
  }

  @Test
  void aTranslationThatFlipsTheSignIsNotShipped() {
    // AFINN's Dutch translation gives "verschrikkelijk" (from "terrific") +4; Pattern -0.1
    assertThat(SentimentLexicon.valence("verschrikkelijk", Lang.NL)).isNotPositive();
    assertThat(SentimentLexicon.valence("zin", Lang.NL)).isZero(); // "sentence", not "zin in"
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Even better|EN|1",
        "Not bad at all|EN|1",
        "Never again|EN|-1",
        "No way|EN|-1",
        "Yes please|EN|1",
        "Any day|EN|1",
        "Not great|EN|-1",
        "Dreadful|EN|-1",
        "Obsessed|EN|0",
        "Fine I suppose|EN|0",
        "Geweldig|NL|1",
        "Nog beter|NL|1",
        "Nooit meer|NL|-1",
        "Echt niet|NL|-1",
        "Graag|NL|1",
        "Niet leuk|NL|-1",
        "Saai|NL|-1",
      })
  void aShortVerdictGetsItsSignWithNegationScope(String phrase, Lang lang, int sign) {
    assertThat(SentimentLexicon.verdict(phrase, lang)).isEqualTo(sign);
  }
}
