package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The preference classes of stop 36: a strong adjective said of one particular thing ("the new
 * printer is useless"), a Dutch taste in a "dat"-clause with the verb last, "I find it X" after
 * someone else's taste, a changed mind that now looks forward to it, a like under "I wouldn't say",
 * sarcasm about a thing that came round again, Dutch fronted "van X word ik ..." and "X, daar kan
 * niks tegenop". A dislike is never stored as a like; a person, a past event, a moment, a negated
 * strong adjective and a condition are no taste. Sentences written for this test.
 */
class TasteClassesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a strong adjective, one particular thing
        "The new printer in the office is useless|dislikes the new printer in the office",
        "Open-plan offices are exhausting|dislikes open-plan offices",
        "The canteen lasagne is honestly superb|the canteen lasagne",
        "That podcast about startups is unbearable|dislikes that podcast about startups",
        "Board games are brilliant and nobody can tell me otherwise|board games",
        "Our new kettle is rubbish|dislikes our new kettle",
        "Vegemite is amazing and I won't hear otherwise|vegemite",
        "De nieuwe website van de gemeente is echt belachelijk|dislikes de nieuwe website van de gemeente",
        "Dat nieuwe koffieapparaat op kantoor is echt bagger|dislikes dat nieuwe koffieapparaat op kantoor",
        "Lange vergaderingen vind ik slopend|dislikes lange vergaderingen",
        "Friesland in de zomer is voor mij het mooiste wat er is|friesland in de zomer",
        // a Dutch taste in a subordinate clause
        "Ik zei al dat ik dol ben op zure bommen|zure bommen",
        "Weet je dat ik een hekel heb aan stofzuigen|dislikes stofzuigen",
        "Ik denk dat ik pindakaas echt lekker vind|pindakaas",
        "Omdat ik niet van vis hou, neem ik de kip|dislikes vis",
        "Zet maar op het lijstje dat ik geen olijven lust|dislikes olijven",
        // someone else's taste, then the speaker's own about it
        "My brother adores horror films but I find them terrifying|dislikes horror films",
        "Our kids love the trampoline park but I find it exhausting|dislikes the trampoline park",
        // a changed mind
        "I used to hate swimming but now I actually look forward to it|swimming",
        // a preference stated with "rather"
        "My sister loves hiking; I'd rather stay at a spa|stay at a spa",
        // the like under "I wouldn't say": negated
        "I wouldn't say I love karaoke|dislikes karaoke",
        "I can't say I'm a fan of escape rooms|dislikes escape rooms",
        // sarcasm about a thing that came round again
        "Oh wonderful, roadworks on my street again. Love that.|dislikes roadworks on my street",
        "Oh fantastic, the night bus again. My favourite.|dislikes the night bus",
        "Heerlijk hoor, weer een storing bij de NS. Mijn favoriete hobby.|dislikes storing bij de NS",
        // Dutch fronted idioms
        "Van lange autoritten word ik gestoord|dislikes lange autoritten",
        "Van verse bloemen word ik altijd blij|verse bloemen",
        "Verse aardbeien, daar kan niks tegenop|verse aardbeien",
        "Een warme douche na het sporten, daar gaat niks boven|een warme douche na het sporten",
      })
  void aTasteIsRead(String text, String stored) {
    assertThat(Probes.preferences(text)).anyMatch(p -> p.equalsIgnoreCase(stored));
  }

  /** Pinned: the disliked thing of each sentence is never stored as a like. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The new printer in the office is useless|printer",
        "Our new kettle is rubbish|kettle",
        "My brother adores horror films but I find them terrifying|horror",
        "I wouldn't say I love karaoke|karaoke",
        "Oh fantastic, the night bus again. My favourite.|night bus",
        "Heerlijk hoor, weer een storing bij de NS. Mijn favoriete hobby.|storing",
        "Omdat ik niet van vis hou, neem ik de kip|vis",
        "Ik vertelde al dat ik niet dol ben op musicals|musicals",
        "Marmite isn't amazing, it's vile|marmite",
      })
  void neverALike(String text, String word) {
    assertThat(Probes.preferences(text))
        .noneMatch(
            p ->
                p.toLowerCase(Locale.ROOT).contains(word)
                    && !p.startsWith(RuleBasedExtractor.DISLIKES));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Sarah is amazing", // a person
        "The concert was amazing", // a past event
        "The traffic is awful today", // the moment
        "The pizza isn't amazing", // a negated strong adjective: no dislike either
        "Als ik van vis hou, neem ik de zalm", // a condition
        "Pizza again, my favourite!", // sincere
        "I'd rather stay home", // no thing named
        "Wow, that painting is amazing!", // a compliment to the listener
        "Your determination is awesome!",
        "The vibe is really chill and the instructors are awesome.",
      })
  void noTaste(String text) {
    List<String> prefs = Probes.preferences(text);
    assertThat(prefs).isEmpty();
  }
}
