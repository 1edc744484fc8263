package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.extract.pos.DutchLexicon;
import dev.assistantmemory.extract.pos.EnglishTagger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thing named on its own, then a short verdict on it, read by the {@link SentimentLexicon} rather
 * than a list of verdicts (issue 13, stop 42): every such pair of a user's message, not only the
 * last one ({@link TopicVerdicts} reads one pair that ends the message, with verdicts it lists).
 * "Tiling? Never again. Painting? Any day.", "Foute kersttruien bij de kerstloop? Geweldig.
 * Oliebollen bij de finish? Nog beter.", "Spreadsheets for my invoices? Yes please.", "Roggebrood:
 * nee, niet aan mij besteed", "The carol concert? Not bad at all, I might go again".
 *
 * <p>The topic ends with "?" or ":" and is a thing: at most seven words, no digit, no person or
 * pronoun, no given name ("Dinner with Sam:"), no question or offer word first, no duty ("Organise
 * the party?"), no lone adverb ("Overall?"). The verdict is the first clause of the next sentence,
 * at most five words; its sign is the lexicon's with negation scope. After a colon only a plain
 * yes, no, always or never counts ("Flight home: awful" reports a day, "Kiwi: altijd" a taste).
 * Never a like in a message with a sarcasm mark, nor when the topic itself is said in negative
 * words ("Owl guilt-tripping me at night? Delightful."); a plain yes or no to a thing with an
 * article ("A cup of tea? No thanks") answers an offer and is no taste; nor is a verdict of
 * laughter ("Haha. Goeie grap.") or a proposal to the speaker ("Me? ...", "De zolder opruimen?",
 * "Shoot the regatta for free?").
 */
final class LexiconVerdicts {

  private LexiconVerdicts() {}

  /**
   * Off by default: on the blind test splits it found no preference the rules miss and added one
   * false one (stop 42, docs/benchmarks.md); {@code -Dextract.lexiconVerdicts=on} switches it on.
   */
  static final boolean ON = "on".equals(System.getProperty("extract.lexiconVerdicts", "off"));

  /** A sentence with its end mark: a topic ends with "?" or ":". */
  private static final Pattern UNIT = Pattern.compile("[^?!.:]+(?:[?!.:]+|$)");

  private static final Pattern LEAD =
      Rules.p(
          "^\\W*(?:(?:oh|o|ah|tja|hmm+|well|so|and|en|nou|en dan|then|also|ook|ok|okay|oké)[,]?\\s+)+");

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

  /** A plain yes or no: to a single thing of the moment it answers an offer. */
  private static final Pattern PARTICLE =
      Rules.p(
          "^\\W*(?:yes|no|nope|nah|yes please|no thanks|no thank you|ja|nee|graag|ja graag|nee dank je"
              + "|nee bedankt|nee merci|pass)\\W*$");

  private static final Pattern ARTICLE = Rules.p("^(?:a|an|the|een|de|het)\\b");

  /** "Me? ...", "Ik?": the speaker asked to do something, a duty refused, no taste. */
  private static final Pattern ME_ASKED = Rules.p("(?:^|[.!?]\\s+)\\W*(?:me|ik|ikke|moi)\\s*\\?");

  /**
   * Laughter or a joke as the verdict is irony ("Haha. Goeie grap.", "Ha. No.", "Hilarious.", "Ja
   * doei"): whatever a lexicon says of its words, no taste.
   */
  private static final Pattern LAUGH =
      Rules.p(
          "\\b(?:(?:ha)+h?|ha|lol|lmao|rofl|hilarious|joke|kidding|grap|grappig|lachen|ja doei|yeah right"
              + "|as if|sure thing)\\b|^\\W*['\"‘“]");

  /** A second person in the verdict addresses the assistant: "Sure, if you want". */
  private static final Pattern ADDRESSED = Rules.p("\\b(?:you|your|je|jij|jou|jouw|u)\\b");

  /** Adds the verdicts of a user's message that no other reader named. */
  static void add(String text, Lang lang, List<Fact> facts) {
    if (text.length() > 400 || (text.indexOf('?') < 0 && text.indexOf(':') < 0)) {
      return;
    }
    List<String> units = new ArrayList<>();
    Matcher m = UNIT.matcher(text);
    while (m.find()) {
      String u = m.group().strip();
      if (!u.isEmpty()) {
        units.add(u);
      }
    }
    if (Cues.find(ME_ASKED, text)) {
      return; // "Me? Organise the party? Haha. No.": a duty refused, no taste
    }
    boolean sarcastic = SarcasticPraise.marked(text) || Sarcasm.marked(text);
    for (int i = 0; i + 1 < units.size(); i++) {
      String unit = units.get(i);
      char end = unit.charAt(unit.length() - 1);
      if (end != '?' && end != ':') {
        continue;
      }
      String said = unit.replaceAll("[?:!.]+$", "").strip();
      String[] contrast = Rx.split(said, ",?\\s+(?:but|maar)\\s+"); // "X gaan nog, maar Y? Nooit"
      String topic = Cues.replaceAll(LEAD, contrast[contrast.length - 1], "").strip();
      if (!thing(topic, lang)) {
        continue;
      }
      String clause = Rx.split(units.get(i + 1), "\\s*[,;]\\s+|\\s+[-–—]\\s+")[0];
      String[] words = SentimentLexicon.words(clause);
      if (words.length == 0
          || words.length > 5
          || Cues.find(ADDRESSED, clause)
          || Cues.find(LAUGH, units.get(i + 1))) {
        continue;
      }
      int sign = SentimentLexicon.verdict(clause, lang);
      if (sign == 0
          || sign > 0 && (sarcastic || SentimentLexicon.tone(topic, lang) <= -1.5)
          || Cues.find(PARTICLE, clause) && Cues.find(ARTICLE, topic)
          || end == ':' && !SentimentLexicon.plain(clause)) {
        continue;
      }
      String object = Preferences.object(topic, lang);
      if (object != null && !object.isBlank() && !EvaluativePreferences.noThing(object)) {
        TopicVerdicts.put(object, sign > 0, text, facts);
      }
    }
  }

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
    if (topic.isEmpty() || words.length > 7) {
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
