package dev.assistantmemory.extract;

import dev.assistantmemory.extract.PolarityLexicon.Entry;
import dev.assistantmemory.extract.PolarityLexicon.Sign;
import dev.assistantmemory.extract.Preferences.Pref;
import dev.assistantmemory.extract.pos.DutchLexicon;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Preferences read through the {@link PolarityLexicon} (issue 13, stop 34), after the other readers
 * and adding only what they left out, with the lexicon's negation scope: a negator in a like's own
 * slot makes the dislike it states, anywhere else in the clause it drops the like; a negated
 * dislike is nothing. Two more things the older readers miss:
 *
 * <ul>
 *   <li>a contrast whose second half has no verb of its own takes the opposite sign ("I like tea
 *       but not coffee", "I'm into hiking, not so much running", "Ik hou van thee, maar niet van
 *       koffie");
 *   <li>{@link #taste}: what is never a taste: the listener ("I love you", "Ik hou van jou", "I
 *       love how you put that") and a plan or idea approved ("I like that idea", "I like the
 *       plan").
 * </ul>
 *
 * <p>Only the speaker's own tastes count: no question, no supposition, no reported opinion, no
 * evaluation of the moment.
 */
final class LexiconPreferences {

  private LexiconPreferences() {}

  private static final Pattern CLAUSES =
      EvaluativeRules.p(
          "\\s*[;:]\\s*|,?\\s+(?:but|though|whereas|maar(?!\\s+\\p{L}+\\W*$)|terwijl)\\s+|\\s*,\\s+(?=(?:i|ik)\\b)"
              // stop 37: a Dutch clause with its thing first ("..., bellen vind ik fijner")
              + "|\\s*,\\s+(?=[\\p{L}-]+(?:\\s+[\\p{L}-]+){0,2}\\s+vind ik\\b)");

  /** "Kunst zegt me niks" says nothing reported: the thing says nothing to the speaker. */
  private static final Pattern SAYS_ME = EvaluativeRules.p("\\b(?:zegt|zeggen) me\\b");

  /** "al die reclame": "al" is "all", not "already" (no moment). */
  private static final Pattern ALL_THAT = EvaluativeRules.p("\\bal(?=\\s+(?:dat|die|dit|deze)\\b)");

  /**
   * A like hedged by its own sentence: "I'm not sure I like X", "Not that I'm a fan of X", "Ik weet
   * niet of ik X leuk vind": no like (nor a dislike).
   */
  private static final Pattern HEDGE =
      EvaluativeRules.p(
          "\\b(?:not sure|unsure|don'?t think|do not think|doubt|not that|not certain|niet zeker|weet"
              + " (?:ik )?niet of|twijfel of|betwijfel|niet dat)\\b"
              // stop 40: "Not sure yet but I think I prefer X": the hedge ends at "but"
              + "(?:(?!\\b(?:but|maar)\\b)[^,.;!?])*\\b(?:i|i'm|ik)\\b");

  /** Whether the sentence hedges the likes it holds. */
  static boolean hedged(String sentence) {
    return Cues.find(HEDGE, sentence);
  }

  private static final Pattern NEGATOR =
      EvaluativeRules.p(
          "\\b(?:not|never|no|niet|nooit|geen|nobody|none|nothing|niks|niets)\\b|n't\\b");

  private static final Pattern LEAD =
      EvaluativeRules.p("^(?:(?:and|so|honestly|oh|also|en|dus|eerlijk gezegd|nou|ok|oké),?\\s+)+");

  /** A cheap gate: a word every entry needs. */
  private static final List<String> CUES =
      List.of(
          "never",
          "n't",
          "not",
          "beat",
          "nothing",
          "about",
          "fan",
          "lover",
          "believer",
          "into",
          "do ",
          "too ",
          "altijd",
          " te ",
          "fijner",
          "leuker",
          "lekkerder",
          "prettiger",
          "zonde",
          "relish",
          "cherish",
          "treasure",
          "savo",
          "swear",
          "crazy",
          "wild",
          "nuts",
          "thing for",
          "weakness",
          "abide",
          "tolerate",
          "patience",
          "tolerance",
          "love for",
          "enough",
          "bored",
          "weary",
          "avoid",
          "steer clear",
          "stay away",
          "boat",
          "head in",
          "stomach",
          "make me",
          "makes me",
          "me down",
          "frustrat", // stop 41: "X frustrates me", "X frustreert me"
          "frustre",
          "infuriat",
          "exasperat",
          "irriteer",
          "irriteert",
          "ergert",
          "ergeren",
          "verveelt",
          "vervelen",
          "suck",
          "rock",
          "blast",
          "treat",
          "delight",
          "dream",
          "joy",
          "drag",
          "chore",
          "bore",
          "snooze",
          "slog",
          "faff",
          "hassle",
          "turn",
          "no-go",
          "pits",
          "scene",
          "bag",
          "mind-numbing",
          "soul-destroying",
          "vies",
          "nee tegen",
          "wakker",
          "pap",
          "boven",
          "dol",
          "gek",
          "verzot",
          "verslingerd",
          "verliefd",
          "kapot",
          "weg van",
          "liefhebber",
          "fan van",
          "krijg",
          "genoeg",
          "hekel",
          "denken",
          "mijd",
          "ontwijk",
          "tegen",
          "zegt",
          "zeggen",
          "keel",
          "neus",
          "genot",
          "feest",
          "traktatie",
          "verademing",
          "opgave",
          "beproeving",
          "gedoe",
          "corvee",
          "karwei",
          "bezoeking",
          "nerves",
          "wick",
          "drive",
          "always",
          "forever",
          "long",
          "baal",
          "graag",
          "vind",
          "zat",
          "beu",
          "moe",
          // stop 34 (the lead): verdicts on the thing
          "changer",
          "godsend",
          "lifesaver",
          "life-saver",
          "unbeatable",
          "elite",
          "second to none",
          "top-notch",
          "jam",
          "hell",
          "meh",
          "overrated",
          "abomination",
          "top",
          "max",
          "lekkerst",
          "best",
          "mooist",
          "word ik",
          "raak ik");

  /** The preferences the sentence states that {@code known} does not hold already. */
  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    List<Pref> out = new ArrayList<>();
    if (EvaluativePreferences.notOwn(Cues.replaceAll(SAYS_ME, sentence, " "))) {
      return out;
    }
    if (Text.mayContain(sentence, CUES)
        && !EvaluativePreferences.ofTheMoment(Cues.replaceAll(ALL_THAT, sentence, ""))) {
      List<Entry> entries = lang == Lang.NL ? PolarityLexicon.NL : PolarityLexicon.EN;
      for (String raw : CLAUSES.split(sentence)) {
        Pref p = read(AsciiCase.matcher(LEAD, raw.strip()).replaceAll(""), entries, lang);
        if (p != null) {
          add(p, known, out);
        }
      }
    }
    List<Pref> all = new ArrayList<>(known);
    all.addAll(out);
    Pref contrast = ContrastEllipsis.find(sentence, lang, all);
    // "jazz, maar niet van free jazz": a kind of the thing liked is a thing of its own
    if (contrast != null
        && all.stream().noneMatch(k -> k.object().equalsIgnoreCase(contrast.object()))) {
      out.add(contrast);
    }
    return out;
  }

  private static void add(Pref p, List<Pref> known, List<Pref> out) {
    if (known.stream().noneMatch(k -> EvaluativePreferences.similar(k.object(), p.object()))
        && out.stream().noneMatch(k -> EvaluativePreferences.similar(k.object(), p.object()))) {
      out.add(p);
    }
  }

  private static Pref read(String clause, List<Entry> entries, Lang lang) {
    for (Entry entry : entries) {
      if (!Cues.mayMatch(entry.pattern(), clause)) {
        continue; // none of the entry's cue words: it cannot match
      }
      Matcher m = AsciiCase.matcher(entry.pattern(), clause);
      if (!m.find()) {
        continue;
      }
      String name = EvaluativePreferences.group(m, "o") != null ? "o" : "o2";
      String np = EvaluativePreferences.group(m, name);
      String verb = EvaluativePreferences.group(m, "v", "iv");
      if (np == null && verb != null) {
        name = EvaluativePreferences.group(m, "v") != null ? "v" : "iv";
        np = verb; // "Ik kook graag", "Ik ben het zat om te koken": the verb is the thing
      }
      if (np == null || Cues.find(NEGATOR, np)) {
        return null;
      }
      boolean negated = EvaluativePreferences.group(m, "neg") != null;
      // outside the entry: a negator there makes the sign unclear ("Not that I'm into X")
      String outside = clause.substring(0, m.start()) + " " + clause.substring(m.end());
      // inside a like's frame, besides its own slot: "I'm a huge fan of X, not" cannot be read
      String inside = "";
      if (entry.sign() == Sign.LIKE) {
        inside = clause.substring(m.start(), m.end()).replace(np, " ");
        inside = negated ? inside.replace(m.group("neg"), " ") : inside;
      }
      boolean strayNegator =
          entry.sign() != Sign.IDIOM_LIKE
              && entry.sign() != Sign.IDIOM_DISLIKE
              && (Cues.find(NEGATOR, outside) || Cues.find(NEGATOR, inside));
      Boolean like =
          switch (entry.sign()) {
            case LIKE -> strayNegator ? null : !negated;
            case DISLIKE -> negated || strayNegator ? null : false;
            case IDIOM_LIKE -> true;
            case IDIOM_DISLIKE -> false;
          };
      if (like == null) {
        return null;
      }
      String object = object(m, name, np, lang);
      if (object == null
          || object.isBlank()
          || Rx.split(object, "\\s+").length > 10
          || EvaluativePreferences.anaphoric(object)
          || !taste(object)) {
        return null;
      }
      return new Pref(object, like);
    }
    return null;
  }

  /** The object as said; a Dutch verb as its infinitive ("kook" -> "koken", "op te staan"). */
  private static String object(Matcher m, String name, String np, Lang lang) {
    String v = EvaluativePreferences.group(m, "v");
    if (v != null) {
      String w = v.toLowerCase(java.util.Locale.ROOT);
      return DutchLexicon.isFunctionWord(w) ? null : DutchLexicon.firstPerson(w);
    }
    String iv = EvaluativePreferences.group(m, "iv");
    if (iv != null) {
      return PreferenceObjects.infinitive(EvaluativePreferences.group(m, "o"), iv);
    }
    if (AsciiCase.matcher(NAME, np.strip()).matches()
        && m.start(name) > 0
        && m.group().toLowerCase(java.util.Locale.ROOT).contains(" vind ")) {
      return null; // "Ik vind Jan saai": a person after the verb
    }
    return Preferences.object(
        AsciiCase.matcher(ALL_THAT_OBJECT, np.strip()).replaceFirst(""), lang);
  }

  /** "al die reclame" is "reclame", as "al dat geapp" is "geapp" (stop 33). */
  private static final Pattern ALL_THAT_OBJECT =
      EvaluativeRules.p("^al\\s+(?:die|dat|deze|dit)\\s+");

  private static final Pattern NAME = Pattern.compile("^\\p{Lu}\\p{L}+$");

  /**
   * The listener, what the listener said, a plan or an idea approved, a pronoun: never a taste ("I
   * love you", "I love how you put that", "I like that idea", "Ik hou van jou").
   */
  private static final Pattern NOT_A_TASTE =
      EvaluativeRules.p(
          "^(?:you|u|je|jou|jullie|y'all|ya)(?:\\s+(?:too|all|guys|so much|to bits|back|ook|allemaal"
              + "|heel erg|zo))*\\W*$"
              + "|^(?:how|what|the way|that|wat|hoe|dat) (?:you|je|jij|u)\\b"
              + "|^(?:the|that|this|your|het|dat|dit|je|jouw|uw|die|deze)\\s+(?:\\p{L}+\\s+)?(?:idea|plan|suggestion"
              + "|proposal|approach|draft|version|voorstel|idee|plan|aanpak|concept|versie)s?\\W*$"
              + "|^(?:thanks|thank you|cheers|bedankt|dank je|dankjewel|daar|er|hier|there|here)\\W*$"
              // stop 37: a pronoun or "the other one" alone: "Love that for me", "the old one"
              + "|^(?:it|that|this|het|dat|dit)(?:\\s+(?:for me|voor mij|so much|a lot|too|ook))*\\W*$"
              + "|^(?:the|de|het)\\s+(?:old|new|other|first|last|previous|next|oude|nieuwe|andere|vorige"
              + "|eerste|laatste)\\s+(?:one|ones|een|exemplaar)\\W*$"
              // "Ik haat het niet": a negated dislike, no "het niet" disliked
              + "|^(?:het|dat|dit|die|it|that|this)\\s+(?:niet|not)\\b");

  /** Whether the object may be a taste at all. */
  static boolean taste(String object) {
    return object != null && !AsciiCase.matcher(NOT_A_TASTE, object.strip()).find();
  }
}
