package dev.assistantmemory.extract;

import dev.assistantmemory.extract.pos.DutchLexicon;
import dev.assistantmemory.extract.pos.EnglishTagger;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a phrase can be the thing a taste is about (issue 13, stop 42): at most seven words, no
 * question, offer or clause word first, no person, pronoun or digit, no given name ("Dinner with
 * Sam"), no act proposed to the speaker ("De zolder opruimen?", "Shoot the regatta for free?"), no
 * lone adverb or heading ("Overall?"). {@link LexiconPredicates} asks it of a copula's subject.
 */
final class TasteThings {

  private TasteThings() {}

  /** First words of a question, an offer, a clause or a moment, not of a thing. */
  private static final Pattern NOT_LEAD =
      Rules.p(
          "^(?:more|another|some|any|a second|nog|meer|extra|want|need|shall|should|can|could|would"
              + "|will|do|does|did|is|are|was|were|have|has|had|what|who|how|why|when|where|which|wat|wie"
              + "|hoe|waarom|wanneer|waar|welke|wil|kan|kun|moet|zal|heb|ben|is|zijn|was|waren|really"
              + "|seriously|echt|serieus|sorry|thanks|yes|no|ja|nee|again|weer|after|since|during|na"
              + "|sinds|tijdens|before|voor|if|als|because|omdat|want|dear|beste|hi|hoi|hallo|re|fwd"
              + "|subject|onderwerp|update|status|note|p\\.?s)\\b");

  /** A person or the speaker in the topic: it is then about someone, not a thing. */
  private static final Pattern PRONOUN =
      Rules.p(
          "\\b(?:i|i'm|you|your|he|she|we|they|it|me|him|us|them|ik|jij|je|jou|jouw|hij|zij|ze|wij"
              + "|we|mij|ons|hen|u|uw|my|mijn|m'n|our|onze)\\b|\\d|\\b(?:today|tomorrow|tonight|now|vandaag|morgen|vanavond"
              + "|nu)\\b");

  /** A one-word topic that is an adverb or a heading, not a thing: "Overall? Love." */
  private static final Set<String> NOT_A_THING =
      Set.of(
          "overall",
          "anyway",
          "honestly",
          "seriously",
          "really",
          "also",
          "still",
          "then",
          "later",
          "here",
          "there",
          "maybe",
          "perhaps",
          "sure",
          "verdict",
          "summary",
          "result",
          "answer",
          "reason",
          "question",
          "tip",
          "plan",
          "eerlijk",
          "sowieso",
          "overigens",
          "trouwens",
          "dus",
          "toch",
          "misschien",
          "conclusie",
          "kortom",
          "samengevat",
          "antwoord",
          "reden",
          "vraag",
          "oordeel",
          "eindoordeel",
          "resultaat",
          "uitslag",
          "idee",
          "idea",
          "daarentegen",
          "however");

  /** "Dinner with Sam": an occasion with a person, not a kind of thing. */
  private static boolean named(String[] words) {
    for (int i = 1; i < words.length; i++) {
      String w = words[i].replaceAll("\\W+$", "");
      if (!w.isEmpty() && Character.isUpperCase(w.charAt(0)) && GivenNames.isName(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * "De zolder opruimen?", "Shoot the regatta for free?": an act proposed to the speaker (a Dutch
   * object then its infinitive, an English verb first with its object), a duty, not a kind of
   * thing; a lone gerund or infinitive ("Tegelen?", "Tiling?") is the activity itself.
   */
  private static boolean proposal(String[] words, Lang lang) {
    if (words.length < 2) {
      return false;
    }
    String last = words[words.length - 1].toLowerCase(Locale.ROOT).replaceAll("\\W+$", "");
    String first = words[0].toLowerCase(Locale.ROOT);
    if (lang == Lang.NL) {
      return DutchLexicon.isInfinitive(last) && !first.equals("met");
    }
    var tagged = EnglishTagger.tag(String.join(" ", words));
    return tagged.size() > 1 && tagged.get(0).tag().equals("VB") && !first.endsWith("ing");
  }

  /** Whether a phrase can be a thing a taste is about. */
  static boolean thing(String topic, Lang lang) {
    String[] words = Rx.split(topic, "\\s+");
    if (topic.isBlank() || words.length == 0 || words.length > 7) {
      return false;
    }
    String first = words[0].toLowerCase(Locale.ROOT);
    if (Cues.find(NOT_LEAD, topic)
        || Cues.find(PRONOUN, topic)
        || ActionVerbs.isActionVerbEn(first)
        || named(words)
        || proposal(words, lang)
        || words.length == 1 && (NOT_A_THING.contains(first) || first.endsWith("ly"))) {
      return false;
    }
    return true;
  }
}
