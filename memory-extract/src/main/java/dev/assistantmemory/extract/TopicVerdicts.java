package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thing named on its own, then a verdict on it (issue 13, stop 35), read over the whole message
 * after the sentence rules, adding only what they left out:
 *
 * <ul>
 *   <li>a topic then a refusal or a put-down: "Horror films? No thanks.", "Sprouts. Just no.",
 *       "Karaoke? Over my dead body.", "Open-plan offices? Worst idea ever.", "That new Italian?
 *       Overrated.", "Musicals? Nee dank je.", "Tja, escape rooms. Nooit weer.": a dislike;
 *   <li>a topic then a plain yes to it: "Remote werken? Niks mis mee", "Audiobooks? Love them.": a
 *       like;
 *   <li>under a sarcasm mark (an eye-roll, "top hoor"), an exclamation then "another X" / "weer een
 *       X" / "een X": "Oh brilliant, another 7am stand-up. Living the dream. 🙄", "Lekker hoor,
 *       weer een verplichte teambuildingdag 🙄": a dislike of X.
 * </ul>
 *
 * <p>Never a like from a refusal, and the sarcastic reading only ever makes a dislike. An offer
 * ("More tea? No thanks", "Want a reminder? No thanks") declines a thing of the moment and is no
 * taste; nor is a question about time, place or a person ("Tomorrow? No way"), a duty ("Me?
 * Organise the party? Over my dead body") or the speaker's own lot ("Sleeping on the ground at my
 * age? No thanks", said as the reason for a dislike). A thing then only an emoji of delight or
 * disgust ("Sushi 😍", "Spruitjes 🤮") is a verdict too.
 */
final class TopicVerdicts {

  private TopicVerdicts() {}

  private static final String TOPIC =
      "(?:^|[.!?]\\s+|,\\s*(?:but|maar)\\s+)\\W*(?:(?:tja|hmm+|ugh|eh|nou|oh|ah|well|so),?\\s+)?"
          + "(?<o>\\p{L}[\\p{L}\\p{N}'’&\\- ]{1,60}?)\\s*(?:[?]+|[.!]+|:)\\s+";

  /** A verdict that refuses or puts down the topic, to the end of its sentence. */
  private static final Pattern DISLIKE =
      Rules.p(
          TOPIC
              + "(?:(?:oh\\s+)?(?:god\\s+)?(?:(?<weak>no thanks|no thank you|no ta|pass|nope|nah"
              + "|nee dank je(?: wel)?|nee bedankt|nee merci|liever niet|not really|niet echt"
              + "|absolutely not|definitely not)|hard pass|just no|hell no"
              + "|god no|never again|over my dead body|not for me|not my thing"
              + "|worst (?:idea|thing|invention) ever|(?:seriously |totally |massively |so )?overrated"
              + "|yuck|ew+|gross|nooit (?:weer|meer)"
              + "|echt niet|bah|gadver(?:damme)?|niks voor mij|niet aan mijn lijf"
              + "|overrated|overschat|never|meh"
              + "|hard no|no chance|mwah|nooit|geen denken aan|niet te doen|vreselijk"
              + "|verschrikkelijk|(?:i )?(?:hate|can'?t stand) (?:it|them)|(?:ik )?haat (?:het|ze))\\b)[\\s.!,]*"
              + "(?:(?:seriously |totally |echt |zwaar )?(?:overrated|overschat|no|nee)[.!]*\\s*)?"
              // stop 40: the refusal said twice, "Nee merci, nooit meer", "never again. Never."
              + "(?:(?:nooit (?:meer|weer)|never(?: again| ever)?|nooit)[.!]*\\s*)?"
              + "(?<tail>,\\s*(?:i|ik)\\b[^.!?]*[.!]*\\s*)?$");

  /** A reason after a plain decline that makes it a taste: "Liever niet, ik haat het ...". */
  private static final Pattern HATE_TAIL =
      Rules.p(
          "^,\\s*(?:i|ik)\\s+(?:really\\s+)?(?:hate|loathe|can'?t stand|haat|vind (?:het|dat) vreselijk)\\b");

  /** An article or a single thing: what a plain decline answers as an offer ("Een kop koffie?"). */
  private static final Pattern ARTICLE = Rules.p("^(?:a|an|the|een|de|het)\\b");

  /** A verdict that approves of the topic. */
  private static final Pattern LIKE =
      Rules.p(
          TOPIC
              + "(?:love (?:it|them)|(?:absolutely |totally )?adore (?:it|them)|niks mis mee|always"
              + "|altijd|(?:my|mijn) (?:absolute )?favou?rie?te?|can'?t get enough|een aanrader"
              + "|niets mis mee|altijd goed|heerlijk|zalig|ik vind (?:het|ze) (?:zalig|heerlijk"
              + "|geweldig))\\b[\\s.!,]*(?:ik vind (?:het|ze) (?:zalig|heerlijk|geweldig)[.!]*)?\\s*$");

  /**
   * A thing, then only an emoji of delight or disgust: "Sushi 😍", "Spruitjes 🤮". A thumb or an OK
   * hand acknowledges a report ("Betaald 👍"), no taste.
   */
  private static final Pattern EMOJI =
      Rules.p(
          "^\\W*(?<o>\\p{L}[\\p{L}\\p{N}'’&\\- ]{1,40}?)\\s*[?!.]*\\s*(?:(?<like>[\\x{1F60D}\\x{1F970}"
              + "\\x{1F60B}\\x{1F924}\\x{2764}\\x{1F495}\\x{1F496}"
              + "\\x{FE0F}]+)|(?<dislike>[\\x{1F922}\\x{1F92E}\\x{1F616}"
              + "\\x{FE0F}]+))\\s*$");

  /** "Me? Organise the party? Over my dead body": a duty refused, no taste. */
  private static final Pattern ME_ASKED = Rules.p("(?:^|[.!?]\\s+)\\W*(?:me|ik|moi)\\s*\\?");

  /** A duty the sarcasm is about: "Another training module. I'll get right on that." */
  private static final Pattern DUTY = Rules.p("\\b(?:i'll|i will|ik zal|ik ga)\\b");

  /** Under a sarcasm mark: an exclamation then "another X". */
  private static final Pattern SARCASTIC_ANOTHER =
      Rules.p(
          "^\\W*(?:(?:oh|ah|great|brilliant|fantastic|lovely|wonderful|perfect|super|ja hoor|lekker hoor"
              + "|heerlijk hoor|geweldig hoor|top|super leuk|leuk hoor|fijn hoor|nice)[,!.]?\\s+)+"
              + "(?:another|yet another|weer een|alweer een|nog een|weer|alweer|een)\\s+"
              + "(?<o>[^,.!?\\x{1F300}-\\x{1FAFF}]{3,80}?)\\s*(?:[,.!?]|\\p{So}|$)");

  /** A topic that is an offer, a moment, a place or a person: no taste. */
  private static final Pattern NOT_A_TOPIC =
      Rules.p(
          "^(?:more|another|some|any|a second|nog|meer|extra|want|need|shall|should|can|could|would"
              + "|will|do|does|did|is|are|was|were|have|has|what|who|how|why|when|where|which|wat|wie"
              + "|hoe|waarom|wanneer|waar|welke|i|you|we|he|she|they|it|ik|je|jij|wij|hij"
              + "|zij|het|really|seriously|echt|serieus|ok|okay|oké|sorry|thanks|yes|no|ja|nee"
              + "|again|weer|after|since|during|na|sinds|tijdens)\\b" // stop 40: "Na een maand
              // lease:"
              + "|\\b(?:today|tomorrow|tonight|vandaag|morgen|vanavond|now|nu)\\b"
              + "|\\b(?:you|your|je|jij|jouw|u|uw|my|mijn)\\b|\\d|^(?:that|this|dat|dit|die|deze)$");

  /** Adds the topic verdicts of a user's message that the sentence rules left out. */
  static void add(String text, Lang lang, List<Fact> facts) {
    if (text.length() > 200 || !readable(text)) {
      return; // a verdict answers a thing named in a short message, after a break or in an emoji
    }
    if (Cues.find(ME_ASKED, text)) {
      return;
    }
    Matcher m = AsciiCase.matcher(EMOJI, text);
    if (m.find() && topic(m.group("o"))) {
      put(Preferences.object(m.group("o"), lang), m.group("like") != null, text, facts);
      return;
    }
    m = AsciiCase.matcher(DISLIKE, text);
    if (m.find() && topic(m.group("o")) && (m.group("weak") == null || kind(m))) {
      put(Preferences.object(m.group("o"), lang), false, text, facts);
      return;
    }
    if (SarcasticPraise.marked(text)) {
      m = AsciiCase.matcher(SARCASTIC_ANOTHER, text);
      if (m.find() && !Cues.find(DUTY, text)) {
        String o = Preferences.object(m.group("o").strip(), lang);
        if (o != null && !o.isBlank()) {
          put(o, false, text, facts);
        }
      }
      return; // under a mark no topic is approved
    }
    m = AsciiCase.matcher(LIKE, text);
    if (m.find() && topic(m.group("o"))) {
      put(Preferences.object(m.group("o"), lang), true, text, facts);
    }
  }

  /**
   * A cheap look before the patterns: a sentence break followed by more ("Sprouts. Just no.") or an
   * emoji (a surrogate pair: "Sushi 😍", the eye-roll of sarcasm).
   */
  private static boolean readable(String text) {
    for (int i = 0; i < text.length() - 1; i++) {
      char c = text.charAt(i);
      if (Character.isSurrogate(c)
          || (c == '?' || c == '.' || c == '!') && Character.isWhitespace(text.charAt(i + 1))) {
        return true;
      }
    }
    return !text.isEmpty() && Character.isSurrogate(text.charAt(text.length() - 1));
  }

  /**
   * Whether a plain decline ("No thanks", "Liever niet") is a taste: it answers an offer or a plan
   * as often ("Karaoke? No thanks", "Een kop koffie? Nee dank je"), so only with a reason of
   * dislike after it, or said of a kind of thing: no article, and plural or more than one word
   * ("Horror films? No thanks", "Pineapple on pizza? No thanks").
   */
  private static boolean kind(Matcher m) {
    if (m.group("tail") != null && AsciiCase.matcher(HATE_TAIL, m.group("tail")).find()) {
      return true;
    }
    String t = m.group("o").strip();
    String[] words = Rx.split(t, "\\s+");
    String last = words[words.length - 1].toLowerCase(java.util.Locale.ROOT);
    return !Cues.find(ARTICLE, t)
        && (words.length > 1 || last.endsWith("s") || last.endsWith("en"));
  }

  static boolean topic(String o) {
    String s = o.strip();
    String[] words = Rx.split(s, "\\s+");
    return words.length <= 7
        && !Cues.find(NOT_A_TOPIC, s)
        && !ActionVerbs.isActionVerbEn(words[0]); // "Organise the party? No thanks": a duty
  }

  /** Stores the taste unless the message has one about the same thing already. */
  private static void put(String object, boolean like, String text, List<Fact> facts) {
    if (object == null || object.isBlank() || !LexiconPreferences.taste(object)) {
      return;
    }
    String key = object.toLowerCase(Locale.ROOT);
    for (Fact f : facts) {
      if (f.predicate().equals("HAS_PREFERENCE") && f.objectValue() != null) {
        String v = f.objectValue().toLowerCase(Locale.ROOT);
        if (v.startsWith(RuleBasedExtractor.DISLIKES)) {
          v = v.substring(RuleBasedExtractor.DISLIKES.length());
        }
        if (v.contains(key) || key.contains(v)) {
          return;
        }
      }
    }
    String value = like ? object : RuleBasedExtractor.DISLIKES + object;
    facts.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, text));
  }
}
