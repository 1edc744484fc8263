package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tastes said through an idiom with the thing as its subject or fronted (stop 45, {@link
 * TasteIdioms}), and tastes said as a thing with a short verdict phrase ({@link VerdictPhrases}).
 * Every sentence is written for this test; a dislike is never stored as a like.
 */
class TasteIdiomsTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // dislikes said through an idiom
        "Pubquizzen worden zwaar overschat.|dislikes Pubquizzen",
        "Magic shows leave me completely cold.|dislikes Magic shows",
        "Goochelshows laten me eerlijk gezegd ijskoud.|dislikes Goochelshows",
        "Wespen in de tuin, daar heb ik een broertje dood aan.|dislikes Wespen in de tuin",
        "Not my cup of tea, speed dating.|dislikes speed dating",
        "Niet echt mijn ding, line dansen.|dislikes line dansen",
        "Opera is echt niet aan mij besteed.|dislikes Opera",
        "Free jazz is completely lost on me.|dislikes Free jazz",
        "Zo'n grote moestuin is me te veel werk.|dislikes Zo'n grote moestuin",
        "Tuinieren is leuk, maar onkruid wieden word ik gek van.|Tuinieren;dislikes onkruid wieden",
        "Sticky tables in old pubs, ugh, the worst.|dislikes Sticky tables in old pubs",
        "Sailing is wonderful but the seasickness kills me.|Sailing;dislikes the seasickness",
        "Cooking itself is fine, it's the washing up I loathe.|dislikes the washing up",
        "Verhuizen valt wel mee, het is dat sjouwen waar ik een hekel aan heb.|dislikes dat sjouwen",
        "I love the piano, just not the scales.|the piano;dislikes the scales",
        "Ik hou van de piano, alleen niet van de toonladders.|de piano;dislikes de toonladders",
        // likes said through an idiom
        "Old road atlases are my weak spot.|Old road atlases",
        "Vogels kijken bij het meer is echt mijn happy place.|Vogels kijken bij het meer",
        "Oude stripboeken zijn echt mijn zwakke plek.|Oude stripboeken",
        "Honestly, the jazz club grew on me.|the jazz club",
        "Ik moet toegeven, dat koor is me gaan bevallen.|dat koor",
        "Zonsondergangen bij de dijk gaan nooit vervelen.|Zonsondergangen bij de dijk",
        "Soup after a long walk, nothing better.|Soup after a long walk",
        "Patat na het zwemmen, er gaat niks boven.|Patat na het zwemmen",
        "Knitting by the fire is the most calming thing I know.|Knitting by the fire",
        "Puzzelen op zondag is het fijnste wat ik ken.|Puzzelen op zondag",
        "Vinyl winkels winnen het altijd van streamingdiensten.|Vinyl winkels",
        "Kanoën is stukken relaxter dan roeien.|Kanoën",
        "Schaken is veel leuker dan dammen.|Schaken",
        "Pizza with a thin crispy base > deep pan.|Pizza with a thin crispy base",
        // the thing taken up by a pronoun with the speaker's own verb
        "Ice climbing is terrifying but I love it.|Ice climbing",
        "Zwemmen in zee is koud, maar ik vind het echt heerlijk.|Zwemmen in zee",
        "Breien is best lastig, ik geniet er echt van.|Breien",
        "Marathon training is brutal and I live for it.|Marathon training",
        "Hardlopen in de regen is zwaar en ik ben er verslaafd aan.|Hardlopen in de regen",
        // the thing first, the negation after it
        "Tennis doubles are brilliant, singles not so much.|Tennis doubles;dislikes singles",
        "Teaching is a dream job, marking essays is not.|Teaching;dislikes marking essays",
        "Lesgeven is een droombaan, nakijken niet.|Lesgeven;dislikes nakijken",
        // the bad denied outright
        "The pottery class wasn't bad at all, I'd book it again.|The pottery class",
        "Not the worst way to spend a Sunday, birdwatching.|birdwatching",
        "Die kookworkshop viel helemaal niet tegen.|Die kookworkshop",
        "Wandelen in de mist, niet verkeerd hoor.|Wandelen in de mist",
        "Lange treinreizen vind ik helemaal niet erg.|Lange treinreizen",
      })
  void anIdiomGivesItsThingWithItsSign(String text, String stored) {
    String[] all = stored.split(";");
    assertThat(preferences(text)).containsExactlyInAnyOrder(all);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Board games: love. Card games: meh. Video games: absolutely not.|Board games|dislikes Video games",
        "Pannenkoeken: top. Poffertjes: mwah. Oliebollen: echt niet.|Pannenkoeken|dislikes Oliebollen",
        "Cycling with a map? Brilliant. Sat navs? Awful.|Cycling with a map|dislikes Sat navs",
        "Beach volleyball: yes please. Indoor volleyball: absolutely not.|Beach volleyball|dislikes Indoor volleyball",
      })
  void aRunOfVerdictPhrasesGivesEachSignedThing(String text, String like, String dislike) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(like, dislike);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Camping in the rain: never again|dislikes Camping in the rain",
        "Rock climbing clubs: love them|Rock climbing clubs",
        "Kayaking at dawn: surprisingly great|Kayaking at dawn",
        "Wintersport met kinderen: nooit meer|dislikes Wintersport met kinderen",
      })
  void aSingleVerdictThatNamesATasteIsRead(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "My parents love the new sofa, I think it's hideous.|dislikes the new sofa",
        "Mijn opa vindt die trui lelijk, ik vind hem prachtig.|die trui",
        "Mijn buren zijn dol op kerstverlichting. Ik vind ze tenenkrommend.|dislikes kerstverlichting",
      })
  void theSpeakersVerdictOnAnothersTasteIsTheSpeakers(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "My brother says golf is overrated.",
        "Mijn moeder vindt musicals zwaar overschat.",
        "My back is killing me today.",
        "The traffic is torture today.",
        "Is karaoke overrated?",
        "Update: great news, the offer came through.",
        "Status: done.",
        "Reminder: dentist on Friday.",
        "If jazz leaves you cold, skip the festival.",
      })
  void noTasteOfAnotherOrOfTheMoment(String text) {
    assertThat(preferences(text)).isEmpty();
  }

  /** A clause or an emphasis after a like is no contrasted thing. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Paper books beat e-readers, not even close.",
        "Ik denk dat ik fietsen fijner vind dan lopen, maar zeker weten doe ik het niet.",
      })
  void anEmphasisIsNoContrastedThing(String text) {
    assertThat(preferences(text)).noneMatch(p -> p.startsWith(RuleBasedExtractor.DISLIKES));
  }

  /** The pin: the idioms' dislikes and refusals are never stored as a like. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Theme parks, honestly, the absolute worst.",
        "Escape rooms are not my cup of tea, and board game cafés are overrated.",
        "Fondue: absolutely not.",
        "Karaoke bars: hate them.",
        "Zeilen is prachtig, maar die zeeziekte word ik gek van.",
        "Not my thing, trampoline parks.",
        "Volle stranden laten me koud.",
      })
  void aDislikeIsNeverStoredAsALike(String text) {
    assertThat(preferences(text))
        .noneMatch(p -> !p.startsWith(RuleBasedExtractor.DISLIKES) && !p.contains("Zeilen"));
  }
}
