package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The polarity lexicon with its negation scope (issue 13, stop 34): evaluative verbs, adjectives,
 * nouns and idioms of English and Dutch the older readers did not know; a negated like is the
 * dislike it states, a negated dislike is nothing, an idiom keeps the sign its own negation gives
 * it; a contrast without a verb takes the opposite sign; sarcasm is a dislike; the listener, a plan
 * approved and a hedged like are no taste. Every sentence is written for this test, none from the
 * labelled sets; a dislike is never stored as a like.
 */
class LexiconPreferencesTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // English likes: verbs, adjectives with their preposition, nouns, idioms
        "I'm seriously passionate about urban sketching.|urban sketching",
        "I'm a massive believer in cold water swimming.|cold water swimming",
        "I've always adored thunderstorms.|thunderstorms",
        "I swear by oat porridge.|oat porridge",
        "I've got a real weakness for pastries.|pastries",
        "Vinyl records totally rock.|Vinyl records",
        "Weekend hikes are an absolute blast.|Weekend hikes",
        "I'm a huge Arsenal fan.|Arsenal",
        "Can't beat a proper Sunday roast.|a proper Sunday roast",
        "There's nothing quite like the sea air.|the sea air",
        "Gardening never fails to lift my mood.|Gardening",
        "Honestly I never get bored of Studio Ghibli films.|Studio Ghibli films",
        "I could never say no to fresh doughnuts.|fresh doughnuts",
        // English dislikes
        "I can't tolerate slow wifi.|dislikes slow wifi",
        "I've zero patience for queue jumpers.|dislikes queue jumpers",
        "I've had more than enough of group chats.|dislikes group chats",
        "I'm bored of the same old pasta recipes.|dislikes the same old pasta recipes",
        "I try to avoid energy drinks.|dislikes energy drinks",
        "Small talk does my head in.|dislikes Small talk",
        "The smell of durian turns my stomach.|dislikes The smell of durian",
        "Slow drivers in the fast lane drive me up the wall.|dislikes Slow drivers in the fast lane",
        "Long meetings always get me down.|dislikes Long meetings",
        "Ironing is a real chore.|dislikes Ironing",
        "Online dating sucks.|dislikes Online dating",
        // Dutch likes
        "Ik ben echt niet vies van een goed stuk vlees.|een goed stuk vlees",
        "Een koud biertje, daar zeg ik nooit nee tegen.|Een koud biertje",
        "Voor verse stroopwafels mag je me wakker maken.|verse stroopwafels",
        "Ik wandel heel graag.|wandelen",
        "Ik lees dolgraag detectives.|detectives",
        "Ik vind schilderen heerlijk rustgevend.|schilderen",
        "Een avondje bordspellen is een waar feest.|Een avondje bordspellen",
        // Dutch dislikes
        "Ik vind karaoke maar stom.|dislikes karaoke",
        "Koude koffie vind ik echt goor.|dislikes Koude koffie",
        "Spinazie vind ik walgelijk.|dislikes Spinazie",
        "Ik krijg echt de kriebels van muggen.|dislikes muggen",
        "Ik heb schoon genoeg van al die reclame.|dislikes reclame",
        "Ik ben het beu om te koken.|dislikes koken",
        "Ik baal echt van natte zomers.|dislikes natte zomers",
        "Harde muziek staat me tegen.|dislikes Harde muziek",
        "Moderne kunst zegt me niks.|dislikes Moderne kunst",
        "Bellen met klantenservice hangt me de keel uit.|dislikes Bellen met klantenservice",
      })
  void theLexiconReadsItsWordsWithTheirSign(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm not crazy about horror films.|dislikes horror films",
        "I'm not too fond of crowded gyms.|dislikes crowded gyms",
        "I'm not massively into football.|dislikes football",
        "I'm not that keen on camping.|dislikes camping",
        "I've never been a huge fan of jazz.|dislikes jazz",
        "I'm not the greatest fan of hot weather.|dislikes hot weather",
        "I could never get into cricket.|dislikes cricket",
        "I don't much care for modern architecture.|dislikes modern architecture",
        "Rom-coms don't really float my boat.|dislikes Rom-coms",
        "Ik ben niet zo dol op drukke steden.|dislikes drukke steden",
        "Ik ben nooit gek geweest op zoetigheid.|dislikes zoetigheid",
        "Ik ben niet echt een liefhebber van opera.|dislikes opera",
        "Ik zwem niet graag.|dislikes zwemmen",
        "Ik fiets niet graag.|dislikes fietsen",
        "Ik ben niet bepaald gek op spinnen.|dislikes spinnen",
      })
  void aNegatedLikeIsTheDislikeItStates(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I like cats but not dogs.|cats|dislikes dogs",
        "I enjoy cooking, not so much the washing up.|cooking|dislikes the washing up",
        "I love my job but not the commute.|my job|dislikes the commute",
        "I'm into hiking, not so much running.|hiking|dislikes running",
        "I adore oysters but not mussels.|oysters|dislikes mussels",
        "Ik hou van honden maar niet van katten.|honden|dislikes katten",
        "Ik ben dol op vis, maar niet op zalm.|vis|dislikes zalm",
        "Ik eet graag fruit maar geen bananen.|fruit|dislikes bananen",
        "Ik hou van jazz, maar niet van free jazz.|jazz|dislikes free jazz",
        "Ik ben gek op kaas maar niet op blauwe kaas.|kaas|dislikes blauwe kaas",
      })
  void aContrastWithoutAVerbTakesTheOppositeSign(String text, String like, String dislike) {
    assertThat(preferences(text)).containsExactly(like, dislike);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I adore Paris, but not in August.|Paris",
        "I love cooking, but not on weekdays.|cooking",
        "Ik hou van koken, maar niet vandaag.|koken",
        "Ik ben dol op zwemmen, maar niet in de winter.|zwemmen",
        "I hate mornings but not evenings.|dislikes mornings",
        "I like the sofa, not sure about the colour though.|the sofa",
      })
  void aContrastOfTimePlaceOrDoubtOrAfterADislikeAddsNothing(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oh I just LOVE sitting in traffic for two hours.|dislikes sitting in traffic for two hours",
        "Oh how I love filling in expense reports 🙄|dislikes filling in expense reports",
        "I just adore being put on hold, really 🙄|dislikes being put on hold",
        "I love waiting in queues, said no one ever.|dislikes waiting in queues",
        "Oh great, I love doing my taxes. Not.|dislikes doing my taxes",
        "Another Monday morning stand-up, my absolute favourite 🙄|dislikes Monday morning stand-up",
        "Oh, ik ben gék op files.|dislikes files",
        "Ik ben dol op formulieren invullen 🙄|dislikes formulieren invullen",
        "Ja hoor, ik ben gek op wachten in de regen.|dislikes wachten in de regen",
        "Heerlijk hoor, ik hou van vertraagde treinen.|dislikes vertraagde treinen",
      })
  void sarcasticPraiseIsADislike(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oh I love this song.|this song",
        "Oh, I love long summer evenings.|long summer evenings",
        "I LOVE this time of year.|this time of year",
        "Oh, ik ben gek op verse aardbeien.|verse aardbeien",
        "Yes, I'm a big fan of Lego.|Lego",
      })
  void anExclamationAloneIsNoSarcasm(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // the listener, what the listener said, a plan approved
        "I love you guys.",
        "Thanks so much, I love it!",
        "I like your idea.",
        "I like the plan, let's do it.",
        "I love how you put that.",
        "Ik hou van je, schat.",
        "Ik vind je voorstel goed.",
        // a hedged like
        "I'm not sure I like the new logo.",
        "Not that I'm a huge fan of winter, but we should still go.",
        "Ik weet niet of ik de nieuwe huisstijl mooi vind.",
        // other people's tastes, questions, suppositions, tasks, literal senses
        "My brother swears by cold showers.",
        "Mijn vader krijgt de kriebels van spinnen.",
        "Do you never get bored of football?",
        "If I were into golf I'd join the club.",
        "Avoid the M25 tomorrow if you can.",
        "You can't beat the traffic on Fridays.",
        "Mijn broer zegt nooit nee tegen taart.",
        "Als ik van golf hield, zou ik lid worden.",
        "Ik vind Jan heel aardig.",
        "Ik wil graag een afspraak maken.",
        "Ik help je graag.",
        "Vind jij karaoke stom?",
        // a negated dislike
        "I don't hate winter.",
        "Ik heb geen hekel aan koken.",
        "Ik haat het niet.",
        "I can't say I can't stand opera.",
      })
  void noTasteIsStated(String text) {
    assertThat(preferences(text)).isEmpty();
  }
}
