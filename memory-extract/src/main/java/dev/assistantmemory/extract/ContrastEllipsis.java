package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A like and a contrast without a verb of its own (issue 13, stop 34): the second thing takes the
 * opposite sign of the like before it, the verb being left out ("I like tea but not coffee", "I'm
 * into hiking, not so much running", "I love my job, not the commute", "Ik hou van thee, maar niet
 * van koffie", "Ik ben dol op honden maar niet op katten", "Ik eet graag vis, maar geen zalm"; stop
 * 45: "I love the piano, just not the scales", "Ik hou van de piano, alleen niet van de
 * toonladders"). Only after a like (a dislike negated is nothing: "I hate mornings but not
 * evenings"), never after a preference for one thing over another ("prefer", "rather", "liever"),
 * and never when the second half is a time, a place or a condition ("I love cooking, but not on
 * weekdays").
 */
final class ContrastEllipsis {

  private ContrastEllipsis() {}

  private static final Pattern EN =
      EvaluativeRules.p(
          "(?:,\\s*(?:but\\s+|and\\s+)?(?:just\\s+|only\\s+)?|\\s+but\\s+)(?:not|never)\\s+(?:so much\\s+|as much\\s+|really\\s+|that much\\s+)?"
              + "(?<o>[^,;.!?]+?)(?:,?\\s+(?:though|tho|so much|as much|at all))?\\W*$");

  private static final Pattern NL =
      EvaluativeRules.p(
          "(?:(?:,\\s*|\\s+)maar|,\\s*(?:maar\\s+)?alleen)\\s+(?:(?:niet|nooit)\\s+(?:zo(?:veel)?\\s+|echt\\s+)?(?:van\\s+|op\\s+)?"
              + "|geen\\s+)(?<o>[^,;.!?]+?)\\W*$");

  /** The second half is an adjunct, a clause or the moment, not a thing. */
  private static final Pattern NO_THING =
      EvaluativeRules.p(
          "^(?:so|much|as|sure|certain|bad|exactly|quite|convinced|keen|fussed|great|happy|so sure|on|in|at|when|whenever|if|after|before|during|every|each|for|with|without|too|yet|always"
              + "|today|tonight|now|anymore|any more|really|much|a lot|to|me|i|you|it|that|this|them|in|op"
              + "|bij|met|als|wanneer|vandaag|vanavond|nu|meer|altijd|elke|iedere|te|om|ik|je|het|dat|dit"
              + "|ze|zo|echt|veel|zonder|voor|na|tijdens|in)\\b");

  /**
   * Stop 45: the thing first, the negation after it: "Tennis is brilliant, squash not so much",
   * "Photography is a dream job, editing is not", "Fotograferen is een droombaan, bewerken niet".
   */
  private static final Pattern AFTER =
      EvaluativeRules.p(
          ",\\s+(?:but\\s+|maar\\s+)?(?<o>(?!(?:i|ik|it|het|that|dat|this|dit)\\b)[^,;.!?]{2,60}?),?\\s+"
              + "(?:not so much|less so|not as much|(?:is|are)\\s+not|(?:is|zijn)\\s+niet"
              + "|niet zo(?:veel)?|minder|niet)\\W*$");

  /**
   * Stop 45: a clause or an emphasis, not a thing: "not even close", "maar zeker weten doe ik het
   * niet".
   */
  private static final Pattern A_CLAUSE =
      EvaluativeRules.p("\\b(?:i|ik|het|it|je|you|we|wij|doe|do|does|weet|know|even|eens)\\b");

  private static final Pattern OVER =
      EvaluativeRules.p("\\b(?:prefer|rather|liever|voorkeur|over)\\b");

  /** The dislike the contrast states, or null. */
  static Pref find(String sentence, Lang lang, List<Pref> known) {
    String s = sentence.strip();
    if (Cues.find(OVER, s)) {
      return null;
    }
    Matcher m = AsciiCase.matcher((lang == Lang.NL ? NL : EN), s);
    if (!m.find()) {
      m = AsciiCase.matcher(AFTER, s); // stop 45: "..., the weekday league not so much"
      if (!m.find()) {
        return null;
      }
    }
    String before = s.substring(0, m.start()).toLowerCase(Locale.ROOT);
    String o = m.group("o").strip();
    if (Rx.split(o, "\\s+").length > 6 || Cues.find(NO_THING, o) || Cues.find(A_CLAUSE, o)) {
      return null;
    }
    boolean liked =
        known.stream()
            .anyMatch(
                p ->
                    p.like()
                        && before.contains(p.object().toLowerCase(Locale.ROOT))
                        && !p.object()
                            .toLowerCase(Locale.ROOT)
                            .contains(o.toLowerCase(Locale.ROOT)));
    if (!liked || Rx.matches(before, "(?s).*(?:\\b(?:not|never|niet|nooit|geen)\\b|n't\\b).*")) {
      return null;
    }
    String object = Preferences.object(o, lang);
    return object == null || object.isBlank() ? null : new Pref(object, false);
  }
}
