package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Evaluations with the thing as subject or fronted (issue 13, stop 31): the evaluative lexicon, its
 * negation scope, contrast halves read apart, and only the speaker's own taste. A dislike is never
 * stored as a like.
 */
class EvaluativePreferencesTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Hiking in the rain is weirdly my favourite thing.|Hiking in the rain",
        "Karaoke nights are honestly my idea of fun.|Karaoke nights",
        "Pottery class is the highlight of my week, even if my bowls are wonky.|Pottery class",
        "Loud restaurants put me off, however good the food is.|dislikes Loud restaurants",
        "Group chats get on my nerves.|dislikes Group chats",
        "Chatbots on the phone drive me up the wall.|dislikes Chatbots on the phone",
        "Connections are a nightmare.|dislikes Connections",
        "Board games with friends, love it.|Board games with friends",
        "Monopoly though, never again.|dislikes Monopoly",
        "Never liked camping.|dislikes camping",
        "Never really cared for cruise holidays.|dislikes cruise holidays",
        "Direct flights every time, even if they cost more.|Direct flights",
        "I'd much rather a small gig.|a small gig",
        "Spelletjesavonden met vrienden zijn top.|Spelletjesavonden met vrienden",
        "Die eindeloze files op de snelweg maken me echt gek.|dislikes Die eindeloze files op de snelweg",
        "Lange vluchten, daar word ik echt niet vrolijk van.|dislikes Lange vluchten",
        "Een beetje jazz tijdens het koken, daar word ik blij van.|Een beetje jazz tijdens het koken",
        "Pindakaas met sambal, daar kan ik geen genoeg van krijgen.|Pindakaas met sambal",
        "Natte sokken, daar heb ik echt een hekel aan.|dislikes Natte sokken",
        // stop 32: more predicates and idioms
        "Jazz is my kind of music.|Jazz",
        "Long walks are so my style.|Long walks",
        "Running is my therapy.|Running",
        "Crowds stress me out.|dislikes Crowds",
        "Tennis never appealed to me.|dislikes Tennis",
        "Golf doesn't appeal to me.|dislikes Golf",
        "Zondagse brunch is heilig voor mij.|Zondagse brunch",
        "Koken is mijn uitlaatklep.|Koken",
        "Pretparken zijn zwaar overschat.|dislikes Pretparken",
        "Drukke winkels trek ik niet.|dislikes Drukke winkels",
        "Horrorfilms vind ik doodeng.|dislikes Horrorfilms",
      })
  void theThingEvaluatedIsTheSubjectOrTheFrontedPhrase(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The new café on the corner is lovely, but their coffee is awful."
            + "|The new café on the corner;dislikes their coffee",
        "Online banking I'm fine with; chatbots on the phone drive me up the wall."
            + "|Online banking;dislikes chatbots on the phone",
        "Vroeg opstaan vind ik prima, maar laat naar bed gaan daar heb ik een hekel aan."
            + "|Vroeg opstaan;dislikes laat naar bed gaan",
        "Dat nieuwe cafeetje op de hoek is gezellig, maar hun koffie is niet te drinken."
            + "|Dat nieuwe cafeetje op de hoek;dislikes hun koffie",
        "Realityseries zijn mijn guilty pleasure, talentenjachten kan ik niet aanzien."
            + "|Realityseries;dislikes talentenjachten",
        "Internetbankieren prima, maar die chatbots aan de telefoon maken me gek."
            + "|Internetbankieren;dislikes die chatbots aan de telefoon",
      })
  void eachHalfOfAContrastIsItsOwnPreference(String text, String stored) {
    assertThat(preferences(text)).containsExactlyInAnyOrder(stored.split(";"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a negated like is a dislike, never a like
        "Hiking in the rain isn't my favourite thing.|dislikes Hiking in the rain",
        "Spelletjesavonden zijn niet leuk.|dislikes Spelletjesavonden",
        "Lange vluchten, daar word ik niet blij van.|dislikes Lange vluchten",
        "Crowded festivals really aren't for me.|dislikes Crowded festivals",
      })
  void aNegatedLikeIsADislike(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a negated dislike states nothing
        "Connections aren't a nightmare.",
        "Loud restaurants don't put me off.",
        "Files in de spits maken me niet gek.",
        // not the speaker's own taste: reported, asked, supposed, of the moment, of a person
        "My sister says sushi is great.",
        "Mijn zus zegt dat sushi heerlijk is.",
        "Is the new café on the corner lovely?",
        "If karaoke nights are my idea of fun, I'm in trouble.",
        "The traffic is awful today.",
        "Het weer is vandaag vreselijk.",
        "My boss is lovely.",
        "Tom is great.",
        "Tom is my kind of guy.",
        "Crowds don't stress me out.",
        // a plain adjective alone, of one thing: no taste
        "The report is great.",
        // "I don't mind" against a dislike is no like
        "I don't mind rain, but I really hate wind when cycling.",
        "I don't mind rain.",
      })
  void aNegatedDislikeOrSomeoneElsesEvaluationStatesNoLike(String text) {
    assertThat(preferences(text)).noneMatch(v -> !v.startsWith("dislikes "));
  }

  @Test
  void aNegatedDislikeStatesNothingAtAll() {
    assertThat(preferences("Connections aren't a nightmare.")).isEmpty();
    assertThat(preferences("Loud restaurants don't put me off.")).isEmpty();
    assertThat(preferences("Files in de spits maken me niet gek.")).isEmpty();
  }

  @Test
  void aDontMindBesideALikeIsALike() {
    assertThat(preferences("I don't mind the commute, I actually enjoy the podcast time."))
        .contains("the commute", "the podcast time");
    assertThat(preferences("Afwassen vind ik eigenlijk niet erg, ik vind het juist fijn."))
        .containsExactly("Afwassen");
  }

  @Test
  void aPreferenceSaidWithAModalOpensNoTask() {
    for (String text :
        Arrays.asList(
            "I'd take a train over a plane any day if the journey is under six hours.",
            "I'd pick the window seat over the aisle every time.")) {
      assertThat(said(text).tasks()).as(text).isEmpty();
    }
    assertThat(
            preferences("I'd take a train over a plane any day if the journey is under six hours."))
        .containsExactly("a train over a plane");
  }
}
