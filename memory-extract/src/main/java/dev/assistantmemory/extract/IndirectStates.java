package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A follow-up that says how a task ended without a status word of its own (issue 13, stop 35),
 * asked only when no other status rule found a change in the sentence:
 *
 * <ul>
 *   <li>the thing is where the task was to put it: "Huisstijl ligt bij de klant", "Rooster hangt in
 *       de teampost", "Ligt bij het PostNL-punt", "Raw files are on both drives now";
 *   <li>the person it was for has it: "Jeroen heeft 'm binnen", "Kestrel have it now";
 *   <li>the person to contact answered: "The landlord's replied to my email", "Kim heeft
 *       teruggebeld";
 *   <li>someone else did it: "Mark did the hallway for me", "de buurman heeft hem meegenomen";
 *   <li>a cancellation took effect: "gym finally stopped taking money";
 *   <li>under way: "'k ben er ondertussen aan begonnen", "Got Sam's, still need Leo's";
 *   <li>what the task was for is settled ({@link SettledMatters}).
 * </ul>
 *
 * The task is named by a word of its thing, compared leniently ("Groceries" for "grocery", "the
 * backup" for "back up the laptop", "Boeken" for "bib-boeken terugbrengen" whose noun is also a
 * verb), or is the only open task when the sentence names none. A question, a negation, "still" or
 * "nog" in the reporting clause changes nothing.
 */
final class IndirectStates {
  private IndirectStates() {}

  private static final int CASED = Pattern.UNICODE_CASE; // names keep their capital

  /** What keeps a report from being one: a question, a negation, "still", a plan. */
  private static final Pattern NOT_YET =
      Rules.p(
          "\\?|\\b(?:not|n't|never|no|still|yet|niet|nog|geen|nooit|will|'ll|going to|gaat|moet"
              + "|moeten|zal|zullen|if|als|zodra|once|when|wanneer)\\b|n't\\b");

  // ---------------------------------------------------------------- where the thing is now

  /**
   * A Dutch thing in its place: with someone else or back ("Huisstijl ligt bij de klant", "Boeken
   * liggen terug in de bib", "Ligt bij het PostNL-punt"), or somewhere ("Rooster hangt in de
   * teampost").
   */
  private static final Pattern PLACED_NL =
      Rules.p(
          "^\\W*(?:(?:de|het|mijn|m'n|onze|die|dat|'t)\\s+)?(?<np>[\\p{L}\\p{N}'’ -]{0,40}?)\\s*"
              + "(?<!\\bik\\s)(?<!\\bwe\\s)\\b(?:ligt|liggen|staat|staan|hangt|hangen|zit|zitten)"
              + "\\s+(?:(?:al|nu|er|eindelijk|netjes|mooi|veilig|weer)\\s+)*"
              + "(?:(?<away>terug\\b|bij\\s+(?!(?:mij|me|ons|jou|je|hem|haar|mezelf)\\b)\\p{L})"
              + "|(?:in|op|aan)\\s+(?:de|het|'t)\\s+\\p{L})");

  /**
   * An English thing in its place: gone to someone ("It's with the client", "The parcel is at the
   * post office") or stored ("Raw files are on both drives now").
   */
  private static final Pattern PLACED_EN =
      Rules.p(
          "^\\W*(?:(?:ok|okay|so|update|good news)\\W+)?(?:(?:the|my|our)\\s+)?(?<np>[\\p{L}\\p{N}'’ -]{2,40}?)"
              + "(?:'s|'re|\\s+is|\\s+are)\\s+(?:(?:now|already|finally|safely|all)\\s+)*"
              + "(?:on (?:both|all|the|my) (?:\\p{L}+ )?(?:drives?|disks?|server|cloud|website|site|portal)"
              + "|(?<away>with (?:the|my|our) (?:client|customer|printers?|publisher|council|school|bank"
              + "|landlord|accountant|agent|courier|post office)|at the (?:post office|depot|tip"
              + "|sorting office)|back (?:at|in|with) (?:the|my) \\p{L}+))");

  /** Verbs of a task that ends once its thing has gone to someone, or back. */
  private static final Pattern AWAY_VERB =
      Rules.p(
          "^\\W*(?:bring|take|return|send|post|mail|deliver|drop|hand|submit|make|finish|write)\\b"
              + "|\\b\\p{L}*(?:brengen|sturen|leveren|geven|posten|bezorgen|indienen|maken|werken)\\b");

  /** Verbs of a task that ends once its thing is somewhere (got, made, hung up, stored). */
  private static final Pattern HERE_VERB =
      Rules.p(
          "^\\W*(?:hang|put|move|make|finish|write|collect|fetch|buy|order|upload|back up|store|print"
              + "|pick up|get)\\b"
              + "|\\b\\p{L}*(?:halen|hangen|zetten|leggen|maken|werken|kopen|bestellen|uploaden"
              + "|printen)\\b");

  // ---------------------------------------------------------------- the person has it

  /** "Jeroen heeft 'm binnen", "Kestrel have it now", "Carla heeft ze al". */
  private static final Pattern HAS_IT =
      Pattern.compile(
          "^\\W*(?<name>\\p{Lu}[\\p{L}-]+)\\s+(?:heeft|hebben|has|have|'s got|got)\\s+"
              + "(?:['’]m|['’]t|['’]em|em|hem|het|ze|die|dat|it|them)\\s+"
              + "(?:(?:al|nu|now|already|finally|eindelijk|toch|binnen|ontvangen|gekregen|in handen)\\s*)*"
              + "(?<=\\b(?:binnen|ontvangen|gekregen|handen|now|nu|al|already)\\s?)\\W*$",
          CASED);

  /** Cheap guards for the two case-sensitive patterns: one of their verbs is said. */
  private static final Pattern HAS_CUE = Rules.p("\\b(?:heeft|hebben|has|have|got)\\b");

  private static final Pattern DID_CUE =
      Rules.p("\\b(?:did|done|sorted|took care|dealt|handled|heeft)\\b");

  // ---------------------------------------------------------------- the contact answered

  private static final Pattern ANSWERED =
      Rules.p(
          "^\\W*(?:(?:the|my|our|de|het|mijn|onze)\\s+)?(?<np>[\\p{L}'’ -]{2,30}?)"
              + "(?:'s|\\s+has|\\s+have|\\s+heeft|\\s+hebben)?\\s+(?:(?:already|just|finally|al|net"
              + "|eindelijk|gisteren|vandaag)\\s+)*(?:replied|responded|answered|got back to (?:me|us)"
              + "|written back|wrote back|emailed back|called back|rang back|texted back|rung back"
              + "|gereageerd|geantwoord|teruggebeld|teruggemaild|teruggeschreven|teruggeappt"
              + "|(?:me|ons)\\s+(?:al\\s+)?(?:teruggebeld|teruggemaild|geantwoord))\\b");

  /** The verb of a task to get in touch with someone. */
  private static final Pattern CONTACT_VERB =
      Rules.p(
          "^\\W*(?:email|e-mail|mail|call|ring|phone|text|message|contact|ask|write to|chase|reply to)\\b"
              + "|\\b(?:mailen|e-mailen|bellen|opbellen|appen|vragen|contacteren|berichten|mailtje sturen)\\b");

  /**
   * Stop 36: the user taking the task back because another person already does it: "Nee wacht, dat
   * regelt de buurvrouw al", "Oh wait, no, Dad's already on it". "Wait, no, I already did it" is
   * done, not dropped.
   */
  private static final Pattern TAKEN_BACK_FOR_ANOTHER =
      Rules.p(
          "^\\W*(?:(?:oh|ah|hmm|ach)\\W+)?(?:(?:nee|no|nah|nope)\\W+(?:wacht|wait)|(?:wacht|wait|actually"
              + "|eigenlijk)\\W+(?:nee|no|nah|nope))\\b(?![^.?!]*\\b(?:i|i'?ve|i'?ll|ik|we|wij)\\b)"
              + "[^.?!]*(?:\\b(?:regelt|regelen|doet|doen|fixt|koopt|kopen|betaalt|pakt|neemt|heeft|hebben"
              + "|maakt|haalt)\\b[^.?!]*\\bal\\b|(?:'s|\\bis|\\bare|\\bhas|\\bhave) already\\b)");

  /**
   * The person to contact got in touch first: "Kotbaas heeft zelf gebeld", "She called me first".
   */
  private static final Pattern BEATEN_TO_IT =
      Rules.p(
          "\\b(?:heeft|hebben|had)\\s+(?:(?:al|me|mij|ons|gisteren)\\s+)*zelf\\s+(?:al\\s+)?"
              + "(?:gebeld|gemaild|geappt|contact opgenomen|opgebeld)"
              + "|\\b(?:called|rang|rung|emailed|texted|phoned|messaged|contacted)\\s+(?:me|us)\\s+"
              + "(?:first|himself|herself|themselves|before I could)\\b|\\bbeat me to it\\b");

  /** Settled with no deed of the user's: "sorted without me doing anything". */
  private static final Pattern MOOT =
      Rules.p(
          "\\bwithout (?:me|us) (?:doing|having to|lifting)\\b"
              + "|\\bzonder dat ik (?:er )?(?:iets|wat) (?:voor )?(?:hoef|hoefde|moest) te doen\\b");

  /** The done word that ends the last of a list's parts: "Dentist and window cleaner done". */
  private static final Pattern SHARED_DONE =
      Rules.p("\\s(?<word>done|sorted|paid|gedaan|klaar|geregeld|betaald)\\W*$");

  /**
   * The done word that ends the next part of two words or more after the one-word part {@code i}
   * ("Dentist and window cleaner done"), or null.
   */
  static String sharedDoneWord(String[] parts, int i) {
    for (int j = i + 1; j < parts.length; j++) {
      if (Rx.split(parts[j].strip(), "\\s+").length >= 2) {
        Matcher m = AsciiCase.matcher(SHARED_DONE, parts[j]);
        return m.find() ? m.group("word") : null;
      }
    }
    return null;
  }

  /** "dus ik hoef zaterdag niet te helpen": no need to do the task's own verb. */
  private static final Pattern NO_NEED_TO =
      Rules.p(
          "\\b(?:hoef|hoeven|hoeft)\\s+(?:[\\p{L}]+\\s+){0,2}niet\\s+(?:meer\\s+)?te\\s+(?<verb>\\p{L}+)");

  /**
   * Whether the one the task was to contact got in touch first, so contacting them is moot: a word
   * of dropping for {@link StatusGuards#dropped} ("Kotbaas heeft zelf gebeld").
   */
  static boolean beatenToIt(String sentence) {
    if (Cues.mayMatch(MOOT, sentence) && Cues.find(MOOT, sentence)) {
      return true; // "so that's sorted without me doing anything"
    }
    if (Cues.find(TAKEN_BACK_FOR_ANOTHER, sentence)) {
      return true; // "Nee wacht, dat regelt de buurvrouw al" (stop 36)
    }
    if (!Cues.mayMatch(BEATEN_TO_IT, sentence)) {
      return false;
    }
    Matcher m = AsciiCase.matcher(BEATEN_TO_IT, sentence);
    // "The bank called me first, so that's sorted": the matter itself is done
    return m.find()
        && !Cues.find(
            StatusWords.DONE, sentence.substring(0, m.start()) + " " + sentence.substring(m.end()));
  }

  /** A drop word that moves the day instead: "the solicitor's off so make it Tuesday". */
  private static final Pattern MADE_ANOTHER_DAY =
      Rules.p(
          "\\bmake it (?:on )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next \\p{L}+)\\b"
              + "|\\b(?:doe|doen|maak) (?:het|'t|we het) (?:maar )?(?:(?:maan|dins|woens|donder|vrij|zater|zon)dag"
              + "|morgen|volgende week)\\b");

  /** Whether the sentence moves the task to another day rather than dropping it. */
  static boolean anotherDay(String sentence) {
    return Cues.find(MADE_ANOTHER_DAY, sentence);
  }

  // ---------------------------------------------------------------- someone else did it

  private static final Pattern OTHER_DID =
      Pattern.compile(
          "^\\W*(?:(?:oh|ok|okay|so|well|nou|ach)\\W+)?(?<who>(?!(?:I|We|It|That|This|They|Ik|We|Wij|Het|Dat|Die"
              + "|Dit|Er)\\b)\\p{Lu}\\p{Ll}+|(?:[Mm]y|[Oo]ur|[Tt]he|[Dd]e|[Mm]ijn|[Oo]nze|[Mm]'n)\\s+\\p{Ll}+)"
              + "\\s+(?:(?:already|just|kindly)\\s+)?"
              + "(?:did|has done|sorted(?: out)?|took care of|dealt with|handled)\\s+"
              + "(?<obj>(?:the|my|our|his|her)\\s+[\\p{L}'’ -]{2,30}?|it|that|them)(?=\\W*$|\\s+(?:for|while|when"
              + "|yesterday|today|this|last|already|after|before)\\b|\\s*[,;.!])"
              + "|(?:^\\W*|,\\s+)(?<wie>(?:[Dd]e|[Mm]ijn|[Oo]nze|[Mm]'n)\\s+\\p{Ll}+|(?!(?:Ik|We|Wij|Het|Dat"
              + "|Die|Dit|Er)\\b)\\p{Lu}\\p{Ll}+)\\s+heeft\\s+(?<ding>'m|hem|het|'t|ze|die|dat|(?:de|het)\\s+\\p{L}+)"
              + "\\s+(?:(?:al|gewoon|even|voor (?:me|mij|ons))\\s+)*(?:gedaan|geregeld|meegenomen"
              + "|opgehaald|weggebracht|gefikst|gemaakt|opgelost)\\b",
          CASED);

  // ---------------------------------------------------------------- a cancellation in effect

  private static final Pattern STOPPED_CHARGING =
      Rules.p(
          "\\b(?:stopped|no longer)\\s+(?:taking (?:money|payments?)|charging|billing|debiting)\\b|\\bschrijven?\\s+(?:niks|niets|geen geld)\\s+meer\\s+af\\b"
              + "|\\bgeen (?:incasso|afschrijving)(?:en)? meer\\b");

  private static final Pattern NOT_STOPPED =
      Rules.p("\\b(?:haven'?t|hasn'?t|didn'?t|still|yet|nog|niet|if|als|once|zodra)\\b|n't\\b");

  private static final Pattern CANCEL_VERB =
      Rules.p("^\\W*cancel\\b|\\b(?:opzeggen|stopzetten|beëindigen|annuleren)\\b");

  // ---------------------------------------------------------------- under way

  /** "'k ben er ondertussen aan begonnen", "Made a start", "Started on it". */
  private static final Pattern BEGUN_ON_IT =
      Rules.p(
          "^\\W*(?:(?:ik|'k|k|we|wij)\\s+)?(?:ben|zijn)\\s+er\\s+(?:(?:al|nu|ondertussen|intussen"
              + "|inmiddels|gisteren|vandaag|eindelijk|toch|wel)\\s+)*(?:aan|mee)\\s+begonnen\\b"
              + "|^\\W*(?:(?:i'?ve|we'?ve|i|we)\\s+)?(?:made a start|started on it|got started|made a"
              + " start on it)\\b");

  /** A share done and the rest to come: "Got Sam's, still need Leo's", ", Ben's tomorrow". */
  private static final Pattern SOME_LEFT =
      Pattern.compile(
          "\\bstill (?:need|needs|to do|to get|have to (?:do|get))\\s+\\p{Lu}\\p{Ll}+'s\\b"
              + "|,\\s+\\p{Lu}\\p{Ll}+'s\\s+(?:tomorrow|tonight|later|next|this|on)\\b"
              + "|,\\s+die van \\p{Lu}\\p{Ll}+\\s+(?:morgen|straks|later|volgende|komt nog|doe ik)\\b",
          CASED);

  /** A part of the task done, the rest to come: read as under way ("Labels done on Mia's, ..."). */
  static boolean someLeft(String sentence) {
    return sentence.indexOf('\'') >= 0 || sentence.contains(" die van ")
        ? Cues.find(SOME_LEFT, sentence)
        : false;
  }

  /** A share of a set got: "Got Sam's", "Bought Mia's and Leo's". */
  private static final Pattern SHARE_GOT =
      Pattern.compile(
          "^\\W*(?:[Gg]ot|[Bb]ought|[Dd]one|[Dd]id|[Ff]inished|[Ss]orted|[Pp]acked|[Ww]rote)\\s+\\p{Lu}\\p{Ll}+'s\\b",
          CASED);

  static Optional<StatusChange> change(
      String sentence, List<KnownTask> known, Set<String> changed, LabelStems stems) {
    if (known.isEmpty() || sentence.indexOf('?') >= 0) {
      return Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    if (open.isEmpty()) {
      return Optional.empty();
    }
    String status = null;
    KnownTask task = null;
    Matcher m;
    if (Cues.mayMatch(BEGUN_ON_IT, sentence) && Cues.find(BEGUN_ON_IT, sentence)) {
      status = "in_progress";
      task = named(sentence, open, stems, null);
      task = task == null && open.size() == 1 ? open.get(0) : task;
    } else if (someLeft(sentence) && Cues.find(SHARE_GOT, sentence)) {
      status = "in_progress";
      task = named(sentence, open, stems, null);
      task = task == null && open.size() == 1 ? open.get(0) : task;
    } else if (Cues.mayMatch(NO_NEED_TO, sentence)
        && (m = AsciiCase.matcher(NO_NEED_TO, sentence)).find()) {
      status = "abandoned";
      task = ownVerb(Text.stem(Text.fold(m.group("verb"))), open, stems);
    } else if (Cues.mayMatch(HAS_CUE, sentence)
        && (m = AsciiCase.matcher(HAS_IT, sentence)).find()) {
      status = "done";
      task = forName(m.group("name"), open);
    } else if (Cues.mayMatch(ANSWERED, sentence)
        && (m = AsciiCase.matcher(ANSWERED, sentence)).find()
        && !negated(m.group())) {
      status = "done";
      task = named(m.group("np"), open, stems, CONTACT_VERB);
    } else if (Cues.mayMatch(DID_CUE, sentence)
        && (m = AsciiCase.matcher(OTHER_DID, sentence)).find()
        && !negated(sentence)) {
      status = "done";
      String obj = m.group("obj") != null ? m.group("obj") : m.group("ding");
      task = named(obj, open, stems, null);
      if (task == null && open.size() == 1 && Cues.find(StatusWords.OBJECT_PRONOUN, obj + " ")) {
        task = open.get(0);
      }
    } else if (Cues.mayMatch(STOPPED_CHARGING, sentence)
        && Cues.find(STOPPED_CHARGING, sentence)
        && !Cues.find(NOT_STOPPED, sentence)) {
      status = "done";
      task = named(sentence, open, stems, CANCEL_VERB);
      if (task == null) {
        List<KnownTask> cancels =
            open.stream().filter(t -> AsciiCase.matcher(CANCEL_VERB, t.label()).find()).toList();
        task = cancels.size() == 1 ? cancels.get(0) : null;
      }
    } else {
      task = placed(sentence, open, stems);
      // "Let's go with Casa Mia", "Omar's lending us the ladder", "Order placed"
      task = task != null ? task : SettledMatters.settled(sentence, open, stems);
      status = task == null ? null : "done";
    }
    if (task == null || status.equals(task.status()) || !changed.add(task.id())) {
      return Optional.empty();
    }
    return Optional.of(new StatusChange(task.id(), status, sentence));
  }

  /** The task whose thing now stands in its place, or null. */
  private static KnownTask placed(String sentence, List<KnownTask> open, LabelStems stems) {
    Matcher m = null;
    if (Cues.mayMatch(PLACED_NL, sentence)) {
      m = AsciiCase.matcher(PLACED_NL, sentence);
      m = m.find() ? m : null;
    }
    if (m == null && Cues.mayMatch(PLACED_EN, sentence)) {
      m = AsciiCase.matcher(PLACED_EN, sentence);
      m = m.find() ? m : null;
    }
    if (m == null || negated(sentence.substring(0, Math.min(sentence.length(), m.end() + 30)))) {
      return null;
    }
    Pattern verb = m.group("away") != null ? AWAY_VERB : HERE_VERB;
    String np = m.group("np").strip();
    KnownTask t = np.isEmpty() ? null : named(np, open, stems, verb);
    if (t == null && np.isEmpty() && open.size() == 1) {
      t = AsciiCase.matcher(verb, open.get(0).label()).find() ? open.get(0) : null;
    }
    return t;
  }

  private static boolean negated(String clause) {
    return Cues.find(NOT_YET, clause);
  }

  /** The one open task whose verb is the given stem, or null. */
  private static KnownTask ownVerb(String verb, List<KnownTask> open, LabelStems stems) {
    KnownTask found = null;
    for (KnownTask t : open) {
      if (stems.verbs(t).contains(verb)) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }

  /** The one open task whose label has the name, or null. */
  private static KnownTask forName(String name, List<KnownTask> open) {
    Pattern named = Pattern.compile("(?<![\\p{L}])" + Pattern.quote(name) + "(?![\\p{L}])");
    KnownTask found = null;
    for (KnownTask t : open) {
      if (named.matcher(t.label()).find()) { // a pattern of this call: no twin to keep
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }

  /**
   * The one open task (whose label's verb matches {@code verb}, when given) that the phrase names
   * by a word of its thing, compared leniently; null when none or several do.
   */
  static KnownTask named(String phrase, List<KnownTask> open, LabelStems stems, Pattern verb) {
    Set<String> words = Text.contentStems(phrase);
    if (words.isEmpty()) {
      return null;
    }
    KnownTask found = null;
    for (KnownTask t : open) {
      if (verb != null && !AsciiCase.matcher(verb, t.label()).find()) {
        continue;
      }
      if (names(words, t, stems)) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }

  private static boolean names(Set<String> words, KnownTask t, LabelStems stems) {
    Set<String> thing = new HashSet<>(stems.content(t));
    String[] w = Text.words(Text.fold(t.label()), false);
    if (w.length == 0) {
      return false;
    }
    String last = w[w.length - 1];
    boolean dutch = last.length() >= 4 && last.endsWith("en");
    // the label's own verb, not every word that could be one ("boeken" in "bib-boeken
    // terugbrengen")
    thing.remove(Text.stem(dutch ? last : w[0]));
    thing.remove("lat"); // "laten"
    if (!dutch && w.length > 1) {
      String particle = Text.stem(w[1]);
      // "the backup thing" names "back up the laptop": the verb and its particle as a noun
      if (words.contains(Text.stem(w[0] + w[1]))) {
        return true;
      }
      thing.remove(particle.equals("up") || particle.equals("out") ? particle : "");
    }
    for (String a : thing) {
      for (String b : words) {
        if (close(a, b)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The same word, or one inflected a little differently ("grocery" / "groceri"). */
  private static boolean close(String a, String b) {
    if (a.equals(b)) {
      return true;
    }
    int min = Math.min(a.length(), b.length());
    if (min < 5) {
      return false;
    }
    int p = 0;
    while (p < min && a.charAt(p) == b.charAt(p)) {
      p++;
    }
    return p >= 5 && p >= Math.max(a.length(), b.length()) - 2;
  }
}
