package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Praise that means the opposite (issue 13, stop 34): "Oh I just LOVE sitting in traffic", "I love
 * waiting in queues, said no one ever", "Ik ben dol op formulieren invullen 🙄", "Oh, ik ben gék op
 * files", "Another Monday stand-up, my absolute favourite 🙄". The v6 labels read sarcasm about an
 * activity as a dislike of it. Two signs, both in the linguists' sense of sarcasm as a positive
 * word set against a negative situation:
 *
 * <ul>
 *   <li>a marker: an eye-roll or upside-down face, "/s", "said no one ever", "yeah right", a lone
 *       "Not." ({@link Rules#IRONY}), in the sentence, or in a message of at most two sentences;
 *   <li>an exclamation ("Oh", "Yeah", "Great", "Heerlijk hoor") before a like whose thing is a
 *       situation nobody enjoys (traffic, queues, being on hold, delays, a cancelled train, forms,
 *       files, in de wacht staan).
 * </ul>
 *
 * <p>Either turns every like of the sentence into the dislike it means; it never makes a like, so a
 * dislike is never stored as a like through it.
 */
final class Sarcasm {

  private Sarcasm() {}

  private static final Pattern EXCLAMATION =
      EvaluativeRules.p(
          "^\\W*(?:oh|ah|yeah|yes|great|wow|ja ?hoor|jaja|heerlijk hoor|lekker hoor|geweldig hoor|super)\\b");

  /** Situations nobody enjoys: the thing of a sarcastic like. */
  private static final Pattern NEGATIVE_SITUATION =
      EvaluativeRules.p(
          "\\b(?:traffic|queues?|queu(?:e)?ing|waiting|on hold|delay(?:s|ed)?|cancell?ed|running late|being late"
              + "|taxes|tax returns?|paperwork|expense(?:s| reports?| claims?)|forms|overtime|jams?|roadworks"
              + "|being (?:ignored|interrupted|put on hold|kept waiting|woken)|spam|admin|hangovers?"
              + "|files?|vertraging(?:en)?|vertraagde|uitgevallen|geannuleerd\\p{L}*|wachten|in de wacht"
              + "|formulieren|belastingaangifte|storing(?:en)?|te laat|wegwerkzaamheden|gedoe"
              + "|papierwerk|overuren|opstoppingen?)\\b");

  /** "gék op", "dól op": stress marked with an accent, read as plain "gek op" / "dol op". */
  private static final Pattern STRESSED =
      EvaluativeRules.p("\\b(?:g[ée]k|d[óo]l) op\\s+(?<o>[^,.!?]+)");

  /** "Another X, my absolute favourite" under a marker: X is the thing. */
  private static final Pattern FAVOURITE =
      EvaluativeRules.p(
          "^\\W*(?:(?:oh\\s+)?great,?\\s+)?(?:another|yet another|weer een|nog een|alweer een)\\s+(?<o>[^,.!?]+?)"
              + "[,.!]+\\s*(?:(?:my|mijn)\\s+(?:absolute\\s+|all-time\\s+)?(?:favou?rite|favoriete)\\b)");

  /** An emoji left at the end of the thing ("expense reports 🙄"). */
  private static final Pattern SYMBOLS = Pattern.compile("[\\s\\p{So}\\p{Sk}]+$");

  /** Whether the text holds one of eye-roll, unamused, upside-down or expressionless emoji. */
  private static boolean hasMark(String text) {
    for (String mark : MARKS) {
      if (text.contains(mark)) {
        return true;
      }
    }
    return false;
  }

  private static final String[] MARKS = {
    Character.toString(0x1F644),
    Character.toString(0x1F612),
    Character.toString(0x1F643),
    Character.toString(0x1F611)
  };

  /** Whether the text carries a sarcasm marker. */
  static boolean marked(String text) {
    return hasMark(text) || Cues.find(Rules.IRONY, text);
  }

  /** "again", "another", "weer": the thing came round once more (stop 36). */
  private static final Pattern RECURRENCE =
      EvaluativeRules.p("\\b(?:again|another|(?:al)?w[eé][eé]r|nog een|nog maar een)\\b");

  /**
   * A taste claimed of a chore, closing a sentence ("My favourite.", "Love that."): an ironic
   * taste, so a dislike; "Can't wait", "Just what I needed" mock an occasion and state no taste.
   */
  private static final Pattern IRONIC_PRAISE =
      EvaluativeRules.p(
          "\\b(?:my (?:absolute |all-time )?favou?rite(?: \\p{L}+)?|love (?:that|it)(?: for me)?"
              + "|(?:mijn|m'n) (?:absolute )?favoriete \\p{L}+|daar hou ik van)\\s*(?:[.!]|\\W*$)");

  /**
   * Praise said of a thing that came round again, with a taste claimed of it that nobody means: "Oh
   * fantastic, the early train again. My favourite.", "Heerlijk hoor, weer file op de ring. Mijn
   * favoriete hobby." All three signs are needed: "Pizza again, my favourite!" is sincere.
   */
  static boolean recurring(String text) {
    return Cues.find(EXCLAMATION, text)
        && Cues.find(RECURRENCE, text)
        && Cues.find(IRONIC_PRAISE, text);
  }

  /**
   * After the opener: "another X", "weer (een) X" or "X again" names the thing (stop 36), read only
   * under a mocked taste ({@link #recurring}): "Oh great, another compliance module 🙃" mocks an
   * occasion and states no taste.
   */
  private static final Pattern AGAIN =
      EvaluativeRules.p(
          "^\\W*(?:(?:oh|ah|yeah|wow|ja)\\s+)?\\p{L}+(?:\\s+(?:hoor|zeg))?\\s*[,.!]+\\s*"
              + "(?:(?:(?:yet\\s+)?another|(?:al)?w[eé][eé]r(?:\\s+een)?|nog(?:\\s+maar)?\\s+een)\\s+(?<o>[^,.!?]+)"
              + "|(?<o2>[^,.!?]+?)\\s+again\\b)");

  /**
   * The preferences of a sentence with sarcasm read: under a marker ({@code marked}) or after an
   * exclamation with a negative situation, every like becomes a dislike of the same thing.
   */
  static List<Pref> read(
      String sentence, Lang lang, boolean sarcastic, boolean mocked, List<Pref> found) {
    boolean marked = sarcastic || mocked;
    boolean exclaimed = Cues.find(EXCLAMATION, sentence);
    List<Pref> out = new ArrayList<>(found.size() + 1);
    for (Pref p : found) {
      boolean flip =
          p.like()
              && (marked || exclaimed && AsciiCase.matcher(NEGATIVE_SITUATION, p.object()).find());
      out.add(flip ? new Pref(AsciiCase.matcher(SYMBOLS, p.object()).replaceAll(""), false) : p);
    }
    if (out.isEmpty() && (marked || exclaimed)) {
      Matcher m = AsciiCase.matcher(STRESSED, sentence);
      if (m.find() && (marked || AsciiCase.matcher(NEGATIVE_SITUATION, m.group("o")).find())) {
        out.add(
            new Pref(Preferences.object(m.group("o"), lang), false)); // "Oh, ik ben gék op files"
      }
      m = AsciiCase.matcher(FAVOURITE, sentence);
      if (out.isEmpty() && marked && m.find()) {
        out.add(new Pref(Preferences.object(m.group("o"), lang), false));
      }
      m = AsciiCase.matcher(AGAIN, sentence);
      if (out.isEmpty() && mocked && Cues.mayMatch(AGAIN, sentence) && m.find()) {
        String o = m.group("o") != null ? m.group("o") : m.group("o2");
        out.add(
            new Pref(
                Preferences.object(AsciiCase.matcher(SYMBOLS, o).replaceAll(""), lang), false));
      }
    }
    return out;
  }
}
