package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tastes said across two sentences of one message (issue 13, stop 40), read after the sentence
 * rules and adding only things they did not name:
 *
 * <ul>
 *   <li>a verbless fragment followed by mock praise: "Queueing at the post office. Living the
 *       dream. 🙄", "Weer een vergadering om acht uur. Echt genieten hoor." (dislike);
 *   <li>a mind changed about a thing, then the verdict: "Changed my mind about the gym. Not a fan
 *       anymore.", "Ik ben van gedachten veranderd over X. ... niks voor mij";
 *   <li>a negated dislike taken up as praise: "I don't hate X. Actually I quite like it" (like);
 *   <li>someone else's taste, then the speaker's own word on it: "My brother loves X. I find them
 *       loud and tacky", "Mijn zus is gek op X. Ik vind ze saai" (the speaker's adjective gives the
 *       sign);
 *   <li>the short other half of a like: "X is growing on me. Y, not so much", "Y, minder"
 *       (dislike).
 * </ul>
 */
final class MessageTastes {

  private MessageTastes() {}

  private static final String THING =
      "(?<o>(?!(?:it|that|this|they|he|she|i|you|we|het|dat|dit|ze|hij|zij|ik|je|wij)\\b)"
          + "[\\p{L}\\p{N}][\\p{L}\\p{N}'’&/\\- ]{0,70}?)";

  /** An opener before the fragment: "Oh great,", "Fantastisch,", "another", "wéér". */
  private static final Pattern OPENER =
      Rules.p(
          "^\\W*(?:(?:oh|o|ah|yay|wow)\\s+)?(?:(?:great|brilliant|fantastic|lovely|perfect|super|top|fantastisch"
              + "|geweldig|heerlijk|prachtig)(?:\\s+hoor)?[,!.]+\\s*)?(?:(?:yet\\s+)?another\\s+|(?:al)?w[eé][eé]r\\s+)?");

  /** A sentence with a verb or a subject of its own: not a bare thing. */
  static final Pattern CLAUSE =
      Rules.p(
          "\\b(?:i|i'm|i've|you|he|she|we|they|it|it's|ik|je|jij|hij|zij|we|wij|ze|is|are|was|were|has"
              + "|have|had|will|would|can|could|did|does|do|gets|got|zijn|ben|heb|heeft|had|wordt|werd|gaat"
              + "|ging|doet|deed|rijdt|kan|kun|moet|wil|zal|zou)\\b|n't\\b");

  /** Mock praise after the thing. */
  static final Pattern MOCK =
      Rules.p(
          "^\\W*(?:living the dream|just what i (?:needed|wanted)|(?:my|mijn|m'n) (?:absolute\\s+|all-time\\s+)?"
              + "(?:favou?rite|favoriete)(?:\\s+\\p{L}+){0,3}|love (?:that|it) for me|(?:echt\\s+|lekker\\s+)?genieten(?:\\s+hoor)?"
              + "|(?:just\\s+|echt\\s+|really\\s+|so\\s+)?(?:great|brilliant|fantastic|perfect|lovely|wonderful|super|top"
              + "|geweldig|fantastisch|prachtig|heerlijk)(?:\\s+hoor)?"
              + "|what a treat|wat een feest|heerlijk begin van de dag)[\\s.!\\p{So}\\p{Sk}]*$");

  /**
   * Mock praise nobody says sincerely of a thing come round again ("Pizza again. My favourite!"
   * is).
   */
  private static final Pattern MOCK_ALWAYS =
      Rules.p("^\\W*(?:living the dream|just what i (?:needed|wanted)|love (?:that|it) for me)\\b");

  private static final Pattern RECURRENCE =
      Rules.p("\\b(?:again|another|(?:al)?w[eé][eé]r|nog een)\\b");

  private static final Pattern CHANGED =
      Rules.p(
          "^\\W*(?:(?:i(?:'ve|\\s+have)\\s+)?changed my mind about|ik ben van gedachten veranderd over)\\s+"
              + THING
              + "\\W*$");

  private static final Pattern NOW_AGAINST =
      Rules.p(
          "\\b(?:not (?:a|much of a|really a) fan(?: any ?more)?|not for me|not my thing|niks voor mij"
              + "|niets voor mij|niet voor mij|niet (?:echt )?mijn ding|geen fan meer)\\b");

  private static final Pattern DONT_HATE =
      Rules.p(
          "^\\W*(?:(?:honestly|ok|okay|so|well)[,!]?\\s+)*i\\s+(?:really\\s+|honestly\\s+)?(?:don'?t|do not)"
              + "\\s+(?:hate|dislike|mind)\\s+"
              + THING
              + "\\W*$");

  private static final Pattern ACTUALLY_LIKE =
      Rules.p(
          "^\\W*(?:actually|in fact|if anything),?\\s+i\\s+(?:(?:quite|really|kind of|kinda|actually)\\s+)*"
              + "(?:like|love|enjoy)\\s+(?:it|them)\\b");

  private static final Pattern OTHER_LIKES =
      Rules.p(
          "^\\W*(?:my|mijn|m'n|our|onze)\\s+\\p{L}+\\s+(?:\\p{L}+\\s+)?(?:adores|loves|likes|is (?:a (?:big |huge )?)?fan of"
              + "|is (?:gek|dol|verzot) op|is (?:een )?(?:grote )?fan van|houdt van"
              // stop 45: "My kids love the mascot", "Mijn ouders zijn dol op ..."
              + "|adore|love|like|are (?:big |huge )?fans of|zijn (?:gek|dol|verzot) op|houden van)\\s+"
              + THING
              + "\\W*$");

  /** Stop 45: "Mijn moeder vindt de tattoo lelijk": the other's verdict after the thing. */
  private static final Pattern OTHER_FINDS =
      Rules.p(
          "^\\W*(?:my|mijn|m'n|our|onze)\\s+\\p{L}+\\s+(?:vindt|vinden|finds|find|thinks|think)\\s+"
              + THING
              + "\\s+(?:(?:so|really|echt|zo|heel|erg)\\s+)?\\p{L}+\\W*$");

  /** "..., I think it's X": the speaker's own verdict after another's, in the same sentence. */
  private static final Pattern MINE_AFTER = Rules.p(",\\s+(?=(?:but\\s+|maar\\s+)?(?:i|ik)\\s)");

  private static final Pattern FIND_THEM =
      Rules.p(
          "^\\W*(?:but\\s+|maar\\s+)?(?:i find\\s+(?:them|it|those)|ik vind\\s+(?:ze|het|die|hem)"
              + "|i think (?:it'?s|it is|they'?re|they are|those are))\\s+"
              + "(?:(?:so|really|just|pretty|quite|too|echt|zo|heel|best|nogal|te)\\s+)*(?<a>\\p{L}+)"
              + "(?:\\s+(?:and|en)\\s+(?:(?:so|really|echt|zo)\\s+)?(?<b>\\p{L}+))?\\W*$");

  private static final Pattern DISLIKE_ADJ =
      Rules.p(
          "^(?:noisy|loud|cold|boring|dull|awful|tacky|ugly|horrible|annoying|pointless|soulless|exhausting"
              + "|stressful|overrated|lawaaierig|koud|kil|saai|vreselijk|lelijk|ongezellig|stom|irritant"
              + "|verschrikkelijk|vermoeiend|overschat|zinloos|terrifying|creepy|cringey|cringy|gimmicky"
              + "|tenenkrommend|eng|doodeng|griezelig|hideous|grim|dreadful|gross)$");

  private static final Pattern LIKE_ADJ =
      Rules.p(
          "^(?:lovely|great|wonderful|brilliant|fun|relaxing|cosy|cozy|gorgeous|gezellig|leuk|mooi"
              + "|heerlijk|geweldig|prachtig|fijn|ontspannend|beautiful|stunning|charming|schattig)$");

  /** "Give me tulips any day": the thing set against a dislike just said. */
  private static final Pattern GIVE_ME =
      Rules.p(
          "^\\W*(?:just\\s+)?give\\s+me\\s+"
              + THING
              + "(?:\\s+any day|\\s+every time|\\s+instead)?\\W*$");

  private static final Pattern LESS_SO =
      Rules.p(
          "^\\W*"
              + THING
              + ",?\\s+(?:(?:though|echter),?\\s+)?(?:not so much|less so|not as much|minder|niet zo)[\\s.!\\p{So}\\p{Sk}]*$");

  private static final int DISLIKES = RuleBasedExtractor.DISLIKES.length();

  private static final Pattern NEGATOR =
      Rules.p("\\b(?:not|never|no|niet|nooit|geen|niks|niets)\\b|n't\\b");

  /** Adds the tastes said across two sentences that the sentence rules did not name. */
  static void add(String text, List<String> sentences, List<Fact> facts) {
    answeredWithin(sentences, facts);
    boolean marked = Sarcasm.marked(text);
    for (int i = 0; i + 1 < sentences.size(); i++) {
      String first = sentences.get(i);
      String next = sentences.get(i + 1);
      // mock praise needs a mark, or a thing come round again and praise nobody means of it:
      // "Beach day. Living the dream." and "Weer een weekend Texel. Genieten!" are sincere
      if (AsciiCase.matcher(MOCK, next).find()
          && (marked
              || AsciiCase.matcher(RECURRENCE, first).find()
                  && AsciiCase.matcher(MOCK_ALWAYS, next).find())) {
        String thing = AsciiCase.matcher(OPENER, first).replaceFirst("");
        thing = thing.replaceAll("[\\s.!,\\p{So}\\p{Sk}]+$", "");
        if (!thing.isBlank()
            && !AsciiCase.matcher(CLAUSE, thing).find()
            && Rx.split(thing, "\\s+").length <= 10) {
          add(facts, thing, false, first);
        }
      }
      Matcher m = AsciiCase.matcher(CHANGED, first);
      if (m.find()) {
        for (int j = i + 1; j < sentences.size(); j++) {
          if (AsciiCase.matcher(NOW_AGAINST, sentences.get(j)).find()) {
            add(facts, m.group("o"), false, first);
            break;
          }
        }
      }
      m = AsciiCase.matcher(DONT_HATE, first);
      if (m.find() && AsciiCase.matcher(ACTUALLY_LIKE, next).find()) {
        add(facts, m.group("o"), true, first);
      }
      answered(first, next, facts);
      m = AsciiCase.matcher(GIVE_ME, next);
      if (m.find() && dislikeIn(facts, first)) {
        add(facts, m.group("o"), true, next); // "Roses are overrated. Give me tulips."
      }
      m = AsciiCase.matcher(LESS_SO, next);
      if (m.find() && likeIn(facts, first) && !AsciiCase.matcher(NEGATOR, m.group("o")).find()) {
        add(facts, m.group("o"), false, next);
      }
    }
  }

  /**
   * Another person's taste, then the speaker's own verdict on it with a pronoun: "My flatmate
   * adores reality TV. I find it loud.", "Mijn moeder vindt de tattoo lelijk, ik vind hem prachtig"
   * (stop 45: in one sentence too).
   */
  private static void answered(String first, String next, List<Fact> facts) {
    Matcher m = AsciiCase.matcher(OTHER_LIKES, first);
    if (!m.find()) {
      m = AsciiCase.matcher(OTHER_FINDS, first);
      if (!m.find()) {
        return;
      }
    }
    Matcher f = AsciiCase.matcher(FIND_THEM, next);
    if (f.find()) {
      Boolean like = sign(f.group("a"), f.group("b"));
      if (like != null) {
        add(facts, m.group("o"), like, next);
      }
    }
  }

  /** The same as two sentences: "My kids love the mascot, I think it's terrifying". */
  static void answeredWithin(List<String> sentences, List<Fact> facts) {
    for (String sentence : sentences) {
      String[] parts = MINE_AFTER.split(sentence, 2);
      if (parts.length == 2) {
        answered(parts[0], parts[1], facts);
      }
    }
  }

  /** The sign both adjectives agree on, or null. */
  private static Boolean sign(String a, String b) {
    boolean bad =
        AsciiCase.matcher(DISLIKE_ADJ, a).matches()
            && (b == null || AsciiCase.matcher(DISLIKE_ADJ, b).matches());
    boolean good =
        AsciiCase.matcher(LIKE_ADJ, a).matches()
            && (b == null || AsciiCase.matcher(LIKE_ADJ, b).matches());
    return bad ? Boolean.FALSE : good ? Boolean.TRUE : null;
  }

  private static boolean dislikeIn(List<Fact> facts, String sentence) {
    return facts.stream()
        .anyMatch(
            f ->
                f.predicate().equals("HAS_PREFERENCE")
                    && sentence.equals(f.excerpt())
                    && f.objectValue().startsWith(RuleBasedExtractor.DISLIKES));
  }

  private static boolean likeIn(List<Fact> facts, String sentence) {
    return facts.stream()
        .anyMatch(
            f ->
                f.predicate().equals("HAS_PREFERENCE")
                    && sentence.equals(f.excerpt())
                    && !f.objectValue().startsWith(RuleBasedExtractor.DISLIKES));
  }

  /** Adds the taste unless a reader named the thing already, either way. */
  static void add(List<Fact> facts, String object, boolean like, String excerpt) {
    String thing = Text.clean(object.strip());
    if (thing.isEmpty() || !LexiconPreferences.taste(thing)) {
      return;
    }
    String key = thing.toLowerCase(Locale.ROOT);
    boolean known =
        facts.stream()
            .filter(f -> f.predicate().equals("HAS_PREFERENCE"))
            .map(f -> f.objectValue().toLowerCase(Locale.ROOT))
            .map(v -> v.startsWith(RuleBasedExtractor.DISLIKES) ? v.substring(DISLIKES) : v)
            .anyMatch(v -> EvaluativePreferences.similar(v, key));
    if (known) {
      return; // the sentence rules named it already, either way: theirs stands
    }
    String value = like ? thing : RuleBasedExtractor.DISLIKES + thing;
    facts.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, excerpt));
  }
}
