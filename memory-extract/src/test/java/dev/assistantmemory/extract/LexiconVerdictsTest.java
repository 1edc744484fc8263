package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing named on its own, then a short verdict read by the sentiment lexicon (issue 13, stop 42):
 * every pair of a message, the lexicon's sign with negation scope, and the guards that keep a
 * dislike from being stored as a like. Every sentence is written for this test. The reader is off
 * in the service (see {@link LexiconVerdicts#ON}); these call it directly.
 */
class LexiconVerdictsTest {

  private static List<String> read(String text, Lang lang) {
    List<Fact> facts = new ArrayList<>();
    LexiconVerdicts.add(text, lang, facts);
    return facts.stream().map(Fact::objectValue).toList();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Karting? Never again. Bowling? Any day.|EN|dislikes Karting|Bowling",
        "Dinner parties? Exhausting. Board games? Even better than I remembered.|EN"
            + "|dislikes Dinner parties|Board games",
        "Open-water swimming? Not bad at all, honestly. Cold showers? No way.|EN"
            + "|Open-water swimming|dislikes Cold showers",
        "Schaatsen op natuurijs? Prachtig. Schaatsen in de hal? Saai.|NL"
            + "|Schaatsen op natuurijs|dislikes Schaatsen in de hal",
        "Paddestoelen: nooit. Spruitjes: altijd, met spek.|NL|dislikes Paddestoelen|Spruitjes",
      })
  void everyPairOfAMessageGetsTheLexiconsSign(String text, Lang lang, String a, String b) {
    assertThat(read(text, lang)).containsExactlyInAnyOrder(a, b);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Commuting by train at rush hour? Wonderful. 🙄", // a sarcasm mark: no like
        "Rude waiters and stale bread? Delightful.", // a topic said in bad words: no like
        "Me? Host the quiz night? Haha. Great idea.", // a duty refused
        "Repaint the fence for free? Ha. Sure.", // a proposal, laughed off
        "De schuur leegruimen? Haha, leuk geprobeerd.", // a Dutch proposal, laughed off
        "A cup of tea? Yes please.", // an offer accepted
        "Overall? Lovely.", // an adverb, no thing
        "Dinner with Priya: wonderful.", // an occasion with a person
        "Flight home: awful.", // after a colon only a plain yes or no counts
        "Any plans for Saturday? Not yet.",
        "Question: is the pool open tomorrow?",
      })
  void noTasteIsReadFromIronyDutiesOffersOrOccasions(String text) {
    Lang lang = text.startsWith("De schuur") ? Lang.NL : Lang.EN;
    assertThat(read(text, lang)).noneMatch(v -> !v.startsWith(RuleBasedExtractor.DISLIKES));
    assertThat(read(text, lang)).isEmpty();
  }

  @Test
  void aTasteAlreadyStoredIsNotStoredTwice() {
    List<Fact> facts = new ArrayList<>();
    facts.add(
        new Fact(
            dev.assistantmemory.core.extract.Extraction.SELF,
            "HAS_PREFERENCE",
            "dislikes Karting",
            null,
            null,
            false,
            "x"));
    LexiconVerdicts.add("Karting? Never again.", Lang.EN, facts);
    assertThat(facts).hasSize(1);
  }

  @Test
  void theServiceDoesNotRunItUnlessSwitchedOn() {
    assertThat(LexiconVerdicts.ON).isFalse();
  }
}
