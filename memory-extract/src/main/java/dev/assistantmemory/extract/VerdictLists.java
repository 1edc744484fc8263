package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tastes said as a list (stop 41), read over a user's whole message after the sentence rules:
 *
 * <ul>
 *   <li>a run of verdicts, each a thing, a colon and one word of yes or no, at least two of them:
 *       "Olives: yes. Capers: no.", "Kiwi: altijd. Mango: nooit." (a like for a yes, "always",
 *       "obviously"; a dislike for a no, "never"); a single "X: yes" answers a form as often and is
 *       left alone;
 *   <li>things listed before a dash or colon and taken up by "them all" / "allemaal": "Oaks,
 *       beeches, birches - I love them all", "Tulpen, rozen: ik ben dol op allemaal": the rules'
 *       preference of "them all" becomes one of each thing, with the rules' sign.
 * </ul>
 */
final class VerdictLists {
  private VerdictLists() {}

  /** One verdict: a thing of one to five words, a colon and a yes or no word. */
  private static final Pattern VERDICT =
      Rules.p(
          "(?:^|[.!?;]\\s+)\\W*(?<o>\\p{L}[\\p{L}\\p{N}'’&\\- ]{0,50}?)\\s*:\\s*"
              + "(?:(?<yes>yes|yep|yeah|always|obviously|absolutely|definitely|of course|please"
              + "|ja|altijd|zeker|natuurlijk|graag|uiteraard)"
              + "|(?<no>no|nope|nah|never|no way|no thanks|nee|nooit|liever niet|echt niet|nee dank je))"
              + "(?=\\s*[.!;]+|\\s*$)");

  /** "them all", "all of them", "allemaal": the things listed before, taken up again. */
  private static final Pattern ALL =
      Rules.p("^(?:(?:them|ze|they|those)\\s+)?(?:all|allemaal|all of them|alle(?:maal)?)$");

  /** Things listed before a dash or colon: at least two, split by commas or "and"/"en". */
  private static final Pattern LISTED =
      Rules.p("^\\W*(?<list>[^.!?:–—-]+?(?:,|\\band\\b|\\ben\\b)[^.!?:–—-]+?)\\s*[:–—-]\\s+\\S");

  /** Adds the verdict runs and splits the taken-up lists of a user's message. */
  static void add(String text, List<Fact> facts) {
    if (text.indexOf(':') >= 0) {
      verdicts(text, facts);
    }
    if (text.indexOf(':') >= 0 || text.indexOf('?') >= 0) {
      VerdictPhrases.add(text, facts);
    }
    splitAll(text, facts);
  }

  private static void verdicts(String text, List<Fact> facts) {
    Matcher m = AsciiCase.matcher(VERDICT, text);
    List<String> things = new ArrayList<>();
    List<Boolean> signs = new ArrayList<>();
    while (m.find()) {
      String o = m.group("o").strip();
      if (o.split("\\s+").length > 5 || !TopicVerdicts.topic(o)) {
        continue;
      }
      things.add(o);
      signs.add(m.group("yes") != null);
    }
    if (things.size() < 2) {
      return;
    }
    for (int i = 0; i < things.size(); i++) {
      put(things.get(i), signs.get(i), text, facts);
    }
  }

  private static void splitAll(String text, List<Fact> facts) {
    for (int f = 0; f < facts.size(); f++) {
      Fact fact = facts.get(f);
      String value = fact.objectValue();
      if (!"HAS_PREFERENCE".equals(fact.predicate()) || value == null) {
        continue;
      }
      boolean like = !value.startsWith(RuleBasedExtractor.DISLIKES);
      String object = like ? value : value.substring(RuleBasedExtractor.DISLIKES.length());
      if (!AsciiCase.matcher(ALL, object.strip()).matches()) {
        continue;
      }
      String sentence = fact.excerpt() == null ? text : fact.excerpt();
      Matcher m = AsciiCase.matcher(LISTED, sentence);
      if (!m.find()) {
        m = AsciiCase.matcher(LISTED, text);
        if (!m.find()) {
          continue;
        }
      }
      List<Fact> items = new ArrayList<>();
      for (String item : m.group("list").split("\\s*(?:,|\\band\\b|\\ben\\b)\\s*")) {
        String thing = item.strip();
        if (!thing.isEmpty() && TopicVerdicts.topic(thing) && LexiconPreferences.taste(thing)) {
          String v = like ? thing : RuleBasedExtractor.DISLIKES + thing;
          items.add(
              new Fact(Extraction.SELF, "HAS_PREFERENCE", v, null, null, false, fact.excerpt()));
        }
      }
      if (items.size() >= 2) {
        facts.remove(f);
        facts.addAll(f, items);
        f += items.size() - 1;
      }
    }
  }

  /** Stores the taste unless the message has one of the same thing already. */
  static void put(String object, boolean like, String text, List<Fact> facts) {
    if (!LexiconPreferences.taste(object)) {
      return;
    }
    String key = object.toLowerCase(Locale.ROOT);
    for (Fact f : facts) {
      if ("HAS_PREFERENCE".equals(f.predicate()) && f.objectValue() != null) {
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
