package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The constructions a taste is said in that the clause readers missed (issue 13, stop 40): a taste
 * that turned, litotes, hedged comparisons, the thing put first and taken up again, and tastes said
 * across two sentences (mock praise after a bare thing, a mind changed, a negated dislike taken up
 * as praise, another person's taste answered). Every sentence is written for this test; a dislike
 * is never stored as a like.
 */
class TasteTurnsTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // turned tastes
        "Sourdough baking is slowly growing on me.|Sourdough baking",
        "I thought I'd hate the climbing wall but it's actually brilliant fun.|the climbing wall",
        "Never thought I'd enjoy audiobooks, but I really love them now.|audiobooks",
        "Used to hate mushrooms, now I put them in everything.|mushrooms",
        "I used to love the local cinema but the new owners have ruined it.|dislikes the local cinema",
        "Ik begin yoga echt leuk te vinden.|yoga",
        "Bordspellen begin ik steeds leuker te vinden.|Bordspellen",
        "Ik dacht dat ik die escaperoom eng zou vinden, maar het viel reuze mee.|die escaperoom",
        "Vroeger vond ik olijven vies, nu eet ik ze bij alles.|olijven",
        "Ik vond zwemmen altijd leuk, maar sinds die verbouwing hoeft het voor mij niet meer.|dislikes zwemmen",
        "Choir practice is starting to grow on me.|Choir practice",
        "I've slowly warmed to tofu.|tofu",
        "I've gone right off energy drinks.|dislikes energy drinks",
        "I'm so over the office group chat.|dislikes the office group chat",
        "I wasn't sure about the book club at first, but it's really grown on me.|the book club",
        "I fully expected to hate the new rota but it's been great.|the new rota",
        "Ik zag die taalcursus eerst niet zitten, maar hij valt reuze mee.|die taalcursus",
        "De nieuwe sportschool aan de overkant valt me eigenlijk reuze mee.|De nieuwe sportschool aan de overkant",
        // litotes and negated likes
        "Hmm I actually don't mind early mornings.|early mornings",
        "I don't mind the long drive actually.|the long drive",
        "I'm not mad about the new office layout.|dislikes the new office layout",
        "Zero interest in fantasy football, honestly.|dislikes fantasy football",
        "Dat nieuwe kantoor vind ik niet eens verkeerd.|Dat nieuwe kantoor",
        "Een cruise zie ik echt niet zitten.|dislikes Een cruise",
        // verdicts and comparisons
        "Loud chewing makes my blood boil.|dislikes Loud chewing",
        "Extended warranties are a complete waste of money.|dislikes Extended warranties",
        "Goedkope souvenirs vind ik zonde van het geld.|dislikes Goedkope souvenirs",
        "Paper maps are so much better than sat navs.|Paper maps",
        "Ik denk dat ik de ochtendploeg fijner vind dan de late dienst.|de ochtendploeg",
        "Volgens mij vind ik de nieuwe teamleider leuker.|de nieuwe teamleider",
        "Na het eten ben ik altijd in voor een potje klaverjassen.|een potje klaverjassen",
        "Die nieuwe planner-app werkt echt heel prettig.|Die nieuwe planner-app",
        "Een extra garantie is zonde van het geld.|dislikes Een extra garantie",
        "Kamperen in de regen? Nee merci, nooit meer.|dislikes Kamperen in de regen",
        "Liever de bus dan de auto naar de stad.|de bus dan de auto naar de stad",
        // the thing put first
        "Early starts I genuinely love, the roads are empty.|Early starts",
        "Automated phone menus, hate them with a passion.|dislikes Automated phone menus",
        "Kermisattracties, ik kan ze niet uitstaan.|dislikes Kermisattracties",
        "Oude treinstations, daar hou ik van.|Oude treinstations",
        "Stadsfestivals zijn prima, maar een rustige camping, daar hou ik van.|een rustige camping",
        "Warme chocolademelk na het schaatsen, daar word ik zó blij van.|Warme chocolademelk na het schaatsen",
        "Gegrilde maiskolven, amai, da's zalig.|Gegrilde maiskolven",
        "Een feestje met collega's, daar heb ik nul komma nul zin in.|dislikes Een feestje met collega's",
        "Karaoke, not a fan.|dislikes Karaoke",
        "Line dancing, honestly not my thing.|dislikes Line dancing",
        "Techno, echt niet mijn ding.|dislikes Techno",
        "I'm not mad keen on curry.|dislikes curry",
        "Die nieuwe podcast is echt een blijvertje.|Die nieuwe podcast",
        "I thought I'd hate spin class but I'm loving it.|spin class",
        // across two sentences
        "Wall calendars. Living the dream 🙄|dislikes Wall calendars",
        "Oh brilliant, another password reset. Just what I needed.|dislikes password reset",
        "Weer een storing bij de bank. Echt genieten hoor 🙄|dislikes een storing bij de bank",
        "Changed my mind about the rowing machine. Not a fan anymore.|dislikes the rowing machine",
        "Ik ben van gedachten veranderd over die elektrische fiets. Niks voor mij.|dislikes die elektrische fiets",
        "I don't hate the new bus route. Actually I kind of like it.|the new bus route",
        "My flatmate adores reality TV. I find it loud and pointless.|dislikes reality TV",
        "Mijn buurman is gek op tuinkabouters. Ik vind ze lelijk.|dislikes tuinkabouters",
      })
  void aConstructionGivesItsThingWithItsSign(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Board games have really grown on me, chess less so.|Board games|dislikes chess",
        "Padel is growing on me. Squash, not so much.|Padel|dislikes Squash",
        "Vakantieparken zijn niks voor ons, liever een tentje aan het meer.|dislikes Vakantieparken|een tentje aan het meer",
        "Modern art is overrated. Give me a good landscape.|dislikes Modern art|a good landscape",
      })
  void bothHalvesOfAContrastAreRead(String text, String like, String dislike) {
    assertThat(preferences(text)).containsExactly(like, dislike);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I thought I'd love the spa day but it was not great.",
        "Ik dacht dat ik die cursus saai zou vinden, maar hij valt tegen.",
        "Used to hate the gym, now I can't even look at it.",
        "I don't mind which one you book actually.",
        "The weather is so much better than yesterday.",
        "My flatmate adores reality TV. I find it hilarious.",
        "I'm over the moon about it.",
        "Mijn collega wil in april een marathon lopen, liever hij dan ik.",
        "Liever morgen, als dat kan.",
      })
  void noLikeWithoutPlainPraise(String text) {
    assertThat(preferences(text)).noneMatch(p -> !p.startsWith(RuleBasedExtractor.DISLIKES));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Sunset at the beach. Living the dream.",
        "Weer een weekendje Texel. Genieten!",
        "Another trip to Rome booked. Brilliant!",
      })
  void praiseWithoutAMarkIsNoMockery(String text) {
    assertThat(preferences(text)).noneMatch(p -> p.startsWith(RuleBasedExtractor.DISLIKES));
  }
}
