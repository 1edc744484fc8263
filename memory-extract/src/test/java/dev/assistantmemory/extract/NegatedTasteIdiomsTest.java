package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 45 fix round: every idiom of {@link TasteIdioms} said negated, in the past or taken back is
 * never a like. The thing stops at a negator ("Jazz never | grew on me" was read as a like of "Jazz
 * never"); a like idiom whose negation is a dislike gives the dislike ("never grew on me", "is me
 * nooit bevallen"); a like said in the past tense is a taste that has ended ("Golf was my happy
 * place until ..."); a later verdict in the clause has the last word ("Opera isn't bad at all, it's
 * terrible"). Every sentence is written for this test; the rows walk the idioms in the order {@link
 * TasteIdioms} lists them (likes, the litotes, the taken-up pronoun, then the dislikes).
 */
class NegatedTasteIdiomsTest {

  /** A stored thing that opens or ends with a negator swallowed an idiom's negation. */
  private static final Pattern NEGATOR_IN_THING =
      Pattern.compile(
          "(?i)^(?:never|not|no longer|nooit|niet|geen)\\b.*|.*\\b(?:never|not|no longer|nooit"
              + "|niet|geen|doesn't|didn't|isn't)$");

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // X is my happy place / mijn zwakke plek, negated or past
        "Golf no longer is my happy place.|",
        "Oude stripboeken zijn mijn zwakke plek niet meer.|",
        "Golf was my happy place until the new clubhouse.|",
        "Beach volleyball was my weak spot as a teenager.|",
        "Ballet was my guilty pleasure for years.|",
        // X is a dream job / droombaan
        "Teaching was my dream job before the cuts.|",
        "Lesgeven is mijn droombaan niet.|",
        // X grew on me: its negation is a dislike
        "Jazz never grew on me.|dislikes Jazz",
        "Jazz never really grew on me.|dislikes Jazz",
        "Jazz just never grew on me.|dislikes Jazz",
        "Podcasts have never grown on me.|dislikes Podcasts",
        "Line dancing didn't grow on me.|dislikes Line dancing",
        // X is me gaan bevallen: its negation is a dislike
        "Dat koor is me nooit bevallen.|dislikes Dat koor",
        "Die zangles is me niet gaan bevallen.|dislikes Die zangles",
        // X gaat nooit vervelen, X never gets old: the idiom without its "never"
        "Kruiswoordpuzzels gaan me snel vervelen.|",
        "Reruns get old fast.|",
        // X, nothing better / er gaat niks boven
        "Cold soup, nothing worse.|",
        "Patat, er gaat wel iets boven.|",
        // the most relaxing thing I know / het leukste wat ik ken
        "Knitting is no longer the most relaxing thing I know.|",
        "Puzzelen is niet meer het leukste wat ik ken.|",
        // voor geen goud missen, wouldn't miss X for the world
        "Dat festival zou ik best willen missen.|",
        "I'd gladly miss the office party.|",
        // X wint het altijd van Y, X beats Y every time
        "Vinyl wint het nooit van streaming.|",
        "Cycling never beats driving any day.|",
        "Jazz doesn't beat rock every time.|",
        "Cycling no longer beats driving hands down.|",
        // X is more fun than Y / leuker dan Y
        "Chess is no longer more fun than draughts.|",
        "Schaken is niet veel leuker dan dammen.|",
        // litotes: the bad not denied, or a later verdict that takes it back
        "Opera isn't bad at all, it's terrible.|dislikes Opera",
        "Musicals aren't bad at all, they're dreadful.|dislikes Musicals",
        "The worst way to spend a Sunday, birdwatching.|",
        "Die kookworkshop viel helemaal tegen.|",
        "Wandelen in de mist, helemaal verkeerd.|",
        "Lange treinreizen vind ik wel erg.|",
        // the thing taken up by a pronoun
        "Skiing is expensive and I don't love it.|",
        // the dislike idioms negated: no like either
        "Opera isn't torture.|",
        "Pubquizzen worden niet overschat.|",
        "Magic shows never leave me cold.|",
        "Goochelshows laten me niet koud.|",
        "Wespen, daar heb ik geen broertje dood aan.|",
        "Ik heb geen broertje dood aan wespen.|",
        "Opera is not lost on me.|",
        "Zo'n grote moestuin is me niet te veel werk.|",
        "Gardening is not too much.|",
        "The seasickness never kills me.|",
        "Onkruid wieden word ik niet gek van.|",
        "Cooking is fine, it's not the washing up I loathe.|",
        "Sticky tables, not the worst.|",
      })
  void aNegatedIdiomIsNeverALike(String text, String dislike) {
    List<String> stored = preferences(text);
    assertThat(stored).allMatch(p -> p.startsWith(RuleBasedExtractor.DISLIKES));
    assertThat(stored)
        .noneMatch(
            p -> NEGATOR_IN_THING.matcher(p.replace(RuleBasedExtractor.DISLIKES, "")).matches());
    if (dislike != null) {
      assertThat(stored).contains(dislike);
    }
  }

  /** "In a good way" takes a dislike idiom's sting away: a like of the thing, never a dislike. */
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Darts kills me, in a good way.|Darts",
        "The early starts kill me, in a good way.|The early starts",
        "Hiking up hills drives me crazy, in a good way.|",
      })
  void aDislikeIdiomSaidKindlyIsNoDislike(String text, String like) {
    List<String> stored = preferences(text);
    assertThat(stored).noneMatch(p -> p.startsWith(RuleBasedExtractor.DISLIKES));
    if (like != null) {
      assertThat(stored).containsExactly(like);
    }
  }
}
