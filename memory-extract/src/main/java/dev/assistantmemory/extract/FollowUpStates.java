package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A user's follow-up that reports the state a task was for, in English and Dutch (issue 13,
 * fourteenth pass). Asked only when no other status rule found a change in the sentence:
 *
 * <ul>
 *   <li>the thing works again, so the repair is done: "Boiler guy came, it's all working again" for
 *       "get the boiler serviced", "De vaatwasser doet het weer" for "de vaatwasser laten
 *       repareren", "Fiets is terug van de fietsenmaker" for "mijn fiets laten maken";
 *   <li>the thing is back with its owner, so the return is done: "The hedge trimmer is back with
 *       Darren", "De boor ligt weer bij Sanne";
 *   <li>what the user had done is reported done: "Swimming thing laminated" for "get Olivia's
 *       certificate laminated", "De auto is gewassen" for "de auto laten wassen";
 *   <li>what the assistant wrote or found for the user is accepted: "Top, precies goed, dank je",
 *       "Ziet er goed uit, dank je", "The second one looks perfect, thanks" (Dutch, and English
 *       beyond {@link StateReports}' drafts: a list, a pick, a search).
 * </ul>
 *
 * A question, a negation or a plan in the reporting clause changes nothing ("De kraan doet het nog
 * steeds niet", "It stopped working again", "Is the boiler working again?").
 */
final class FollowUpStates {

  private FollowUpStates() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** "it's all working again", "works again", "De vaatwasser doet het weer", "werkt weer". */
  private static final Pattern WORKS_AGAIN =
      Rules.p(
          "\\b(?:is|are|'s|'re)\\s+(?:all\\s+|now\\s+|finally\\s+|fully\\s+)*(?:working|running)"
              + "(?:\\s+(?:again|now|fine|properly|perfectly))*(?=\\s*(?:$|[,;.!]|\\s(?:and|so)\\s))"
              + "|\\b(?:works|runs|work|run)\\s+(?:again|fine again|perfectly again|like new)\\b"
              + "|\\b(?:doet|doen)\\s+het\\s+(?:nu\\s+)?(?:weer|alweer|eindelijk)(?:\\s+(?:prima|goed|perfect))?"
              + "(?=\\s*(?:$|[,;.!]|\\s(?:en|dus)\\s))"
              + "|\\b(?:werkt|werken|draait|draaien|rijdt)\\s+(?:nu\\s+)?(?:weer|eindelijk)"
              + "(?:\\s+(?:prima|goed|perfect))?(?=\\s*(?:$|[,;.!]|\\s(?:en|dus)\\s))"
              + "|\\b(?:is|zijn)\\s+(?:weer\\s+)?terug\\s+van\\s+de\\s+\\p{L}+"
              + "|\\b(?:is|are|'s)\\s+back\\s+from\\s+the\\s+(?:garage|shop|repair\\p{L}*|menders?"
              + "|mechanic|workshop|bike shop)");

  /**
   * The fault is gone (stop 33): "The tap doesn't drip anymore", "De afvoer loopt weer door", "Het
   * raam klemt niet meer".
   */
  private static final Pattern FAULT_GONE =
      Rules.p(
          "\\b(?:doesn'?t|does not|don'?t|do not|no longer|won'?t)\\s+(?:drip|leak|squeak|rattle|jam"
              + "|flicker|stick|creak|wobble|block|clog)s?(?:\\s+(?:anymore|any more))?\\b"
              + "|\\b(?:lekt|lekken|druppelt|druppelen|piept|piepen|klemt|klemmen|rammelt|flikkert"
              + "|wiebelt|kraakt)\\s+(?:nu\\s+)?niet\\s+meer\\b"
              + "|\\b(?:loopt|lopen|stroomt|stromen)\\s+(?:nu\\s+)?weer\\s+(?:door|af|goed)\\b");

  /** The fault might still be there: a question, "still", a condition, a hope. */
  private static final Pattern FAULT_UNSURE =
      Rules.p(
          "\\?|\\b(?:still|nog steeds|nog altijd|if|als|hopelijk|hopefully|should|zou|moet)\\b");

  /** Someone who repairs came: "Boiler guy came", "de monteur is langs geweest". */
  private static final Pattern REPAIRER_CAME =
      Rules.p(
          "\\b(?:guy|man|engineer|plumber|electrician|technician|mechanic|repairman|fitter)\\s+"
              + "(?:came|has been|'s been|was here|came round|came by|came over|has fixed it"
              + "|fixed it|sorted it)\\b"
              + "|\\b(?:monteur|loodgieter|elektricien|technicus|reparateur)\\s+(?:is|was)\\s+"
              + "(?:net\\s+|vandaag\\s+|gisteren\\s+)?(?:langs\\s+)?(?:geweest|gekomen)\\b");

  /** Not working after all: a negation or a breakdown in the clause. */
  private static final Pattern BROKEN =
      Rules.p(
          "\\?|\\b(?:not|n't|never|stopped|broke|broken|again broken|niet|nooit|kapot|stuk"
              + "|geen|if|als|hopelijk|hopefully|should|moet|zou)\\b");

  /** Tasks that end when their thing works: a repair, a service, a setting up. */
  private static final Pattern REPAIR_TASK =
      Rules.p(
          "\\b(?:fix|repair|mend|service|set up|install|reconnect|unblock|unclog)\\b"
              + "|\\bget\\b.*\\b(?:fixed|repaired|serviced|mended|looked at)\\b"
              + "|\\b(?:repareren|laten maken|onderhouden|nakijken|installeren|aansluiten|fiksen|fixen"
              + "|ontstoppen)"
              + "\\b");

  /** "is back with Darren", "ligt weer bij Erik", "is terug bij Sanne". */
  private static final Pattern BACK_WITH =
      Pattern.compile(
          "(?i:\\b(?:is|are|'s|'re|ligt|liggen|staat|staan|zit|zitten|is nu|zijn nu)\\s+"
              + "(?:now\\s+|nu\\s+|safely\\s+|netjes\\s+)?(?:back\\s+(?:with|at)|weer\\s+bij|terug\\s+bij"
              + "|weer\\s+terug\\s+bij))\\s+(?<name>\\p{Lu}\\p{Ll}+)",
          Pattern.UNICODE_CASE);

  /** Approval of what the assistant gave, Dutch and English. */
  private static final Pattern APPROVAL =
      Rules.p(
          "\\b(?:top|perfect|prima|super|geweldig|precies goed|helemaal goed|ziet er (?:goed|prima"
              + "|mooi|perfect) uit|zo stuur ik (?:hem|het|'m)|dat is (?:hem|'m|het)|zo is het goed"
              + "|precies wat ik (?:nodig had|zocht|bedoelde)|looks (?:perfect|great|good|ideal)|spot on"
              + "|exactly (?:it|right|what i (?:wanted"
              + "|needed))|that'?s (?:it|perfect|great|the one))\\b");

  /** The words of an approval: a sentence of these only is an approval and nothing else. */
  private static final Pattern APPROVAL_WORDS =
      Rules.p(
          "\\b(?:top|perfect|prima|super|geweldig|mooi|precies|helemaal|heel|echt|erg|goed|ziet|er"
              + "|uit|zo|stuur|ik|hem|het|'m|dat|is|dit|dank ?je(?:wel)?|dank ?u(?:wel)?|bedankt|thanks"
              + "|wat ik (?:nodig had|zocht|bedoelde)"
              + "|thank you|cheers|ja|yes|oké|ok|okay|wow|looks|great|good|ideal|spot on|exactly|it"
              + "|right|what i (?:wanted|needed)|that'?s|the (?:first|second|third|last) one|that one|the one"
              + "|die (?:eerste|tweede|derde|laatste)|de (?:eerste|tweede|derde|laatste)|lovely"
              + "|brilliant|really|so)\\b");

  /** What an assistant writes or finds in a chat for the user. */
  private static final Pattern ASSISTANT_WORK =
      Rules.p(
          "\\b(?:opstellen|schrijven|herschrijven|vertalen|samenvatten|bedenken|formuleren"
              + "|zoeken|opzoeken|uitzoeken|kiezen|lijst(?:je)? maken|overzicht maken|opzet maken)\\b"
              + "|^(?:help (?:me )?)?(?:draft|write|compose|summari[sz]e|rewrite|translate|find"
              + "|pick|choose|suggest|recommend|make a list|list|come up with)\\b");

  /** The change the sentence makes, or nothing. */
  static Optional<StatusChange> change(
      String sentence, Lang lang, List<KnownTask> known, Set<String> changed, LabelStems stems) {
    if (known.isEmpty() || sentence.indexOf('?') >= 0) {
      return Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    if (open.isEmpty()) {
      return Optional.empty();
    }
    KnownTask task = repaired(sentence, open, lang, stems);
    if (task == null) {
      task = returned(sentence, open, stems);
    }
    if (task == null) {
      task = accepted(sentence, open, lang);
    }
    if (task == null) {
      task = hadDone(sentence, open, lang, stems);
    }
    if (task == null || !changed.add(task.id())) {
      return Optional.empty();
    }
    return Optional.of(new StatusChange(task.id(), "done", sentence));
  }

  /** A bare thing asked as a topic: "The quarterly report?", "Die huurbrief?". */
  private static final Pattern TOPIC =
      Rules.p(
          "^\\W*(?:the|my|our|that|this|your|de|het|mijn|onze|die|dat|je)\\s+[\\p{L}'’-]+"
              + "(?:\\s+[\\p{L}'’-]+){0,3}\\s*\\?\\s*$");

  /**
   * The status change of a sentence that names its task by a pronoun for the thing asked as the
   * topic just before it in the message: "The quarterly report? Submitted it an hour ago." reads as
   * "The quarterly report, submitted it an hour ago." Asked only when the sentence alone changed
   * nothing.
   */
  static List<StatusChange> onTopic(
      String topic,
      String sentence,
      Lang lang,
      List<KnownTask> known,
      Set<String> changed,
      dev.assistantmemory.core.extract.TaskSimilarity similarity,
      LabelStems stems) {
    if (topic == null
        || known.isEmpty()
        || sentence.indexOf('?') >= 0
        || !Cues.find(TOPIC, topic)
        || !Cues.find(StatusWords.OBJECT_PRONOUN, sentence)) {
      return List.of();
    }
    String joined = Rx.replaceFirst(topic.strip(), "\\s*\\?\\s*$", ", ") + sentence;
    return StatusRules.statusChanges(joined, lang, false, known, changed, similarity, stems);
  }

  private static final Pattern CLAUSES = Pattern.compile("[,;]|\\s[-–—]\\s");

  /** The repair task whose thing works again, or null. */
  private static KnownTask repaired(
      String sentence, List<KnownTask> open, Lang lang, LabelStems stems) {
    boolean works = false;
    if (Cues.find(WORKS_AGAIN, sentence) || Cues.find(REPAIRER_CAME, sentence)) {
      for (String clause : CLAUSES.split(sentence)) {
        if ((Cues.find(WORKS_AGAIN, clause) || Cues.find(REPAIRER_CAME, clause))
            && !Cues.find(BROKEN, clause)) {
          works = true;
        }
      }
    }
    if (!works && Cues.find(FAULT_GONE, sentence) && !Cues.find(FAULT_UNSURE, sentence)) {
      for (String clause : CLAUSES.split(sentence)) {
        works |= Cues.find(FAULT_GONE, clause);
      }
    }
    if (!works) {
      return null;
    }
    List<KnownTask> repairs =
        open.stream()
            .filter(t -> AsciiCase.matcher(REPAIR_TASK, t.label().strip()).find())
            .toList();
    if (repairs.isEmpty()) {
      return null;
    }
    Set<String> words = Text.contentStems(sentence);
    boolean dutch = lang == Lang.NL;
    KnownTask named = null;
    for (KnownTask t : open) {
      if (Text.anySameThing(stems.things(t), words, dutch)) {
        if (named != null) {
          return null; // two tasks named: the words cannot choose
        }
        named = t;
      }
    }
    if (named != null) {
      return repairs.contains(named) ? named : null;
    }
    // "It's working now": no thing named, the one repair on the list
    return repairs.size() == 1 ? repairs.get(0) : null;
  }

  /** The return task whose thing is back with the person it names, or null. */
  private static KnownTask returned(String sentence, List<KnownTask> open, LabelStems stems) {
    Matcher m = AsciiCase.matcher(BACK_WITH, sentence);
    if (!Cues.mayMatch(BACK_WITH, sentence) || !m.find() || Cues.find(BROKEN, sentence)) {
      return null;
    }
    Pattern name =
        Pattern.compile("(?<![\\p{L}])" + Pattern.quote(m.group("name")) + "(?![\\p{L}])");
    Set<String> said = Text.contentStems(sentence.substring(0, m.start()));
    boolean pronoun = Cues.find(StatusWords.OBJECT_PRONOUN, sentence.substring(0, m.start()));
    KnownTask found = null;
    for (KnownTask t : open) {
      if (!name.matcher(t.label()).find()) { // a pattern of this call: no twin to keep
        continue;
      }
      Set<String> thing = new java.util.HashSet<>(stems.things(t));
      thing.removeAll(Text.contentStems(m.group("name")));
      if (thing.stream().noneMatch(said::contains) && !pronoun) {
        continue;
      }
      if (found != null) {
        return null;
      }
      found = t;
    }
    return found;
  }

  /** The one open task the assistant was asked to write or find, when its answer is approved. */
  private static KnownTask accepted(String sentence, List<KnownTask> open, Lang lang) {
    if (!Cues.find(APPROVAL, sentence) || Rx.split(sentence, "\\s+").length > 10) {
      return null;
    }
    if (!AsciiCase.matcher(APPROVAL_WORDS, sentence)
        .replaceAll(" ")
        .replaceAll("[\\s\\p{P}]+", "")
        .isEmpty()) {
      return null;
    }
    List<KnownTask> work =
        open.stream()
            .filter(t -> AsciiCase.matcher(ASSISTANT_WORK, t.label().strip()).find())
            .toList();
    return work.size() == 1 ? work.get(0) : null;
  }

  /** "get the car washed": the participle of a task had done by someone else. */
  private static final Pattern GET_DONE_EN = Rules.p("^get\\s(?:[^,]+?\\s)?(\\p{L}{3,}ed)\\b");

  /** "de auto laten wassen": the infinitive of a task had done by someone else. */
  private static final Pattern LATEN_NL = Rules.p("\\blaten\\s+(\\p{L}{4,})\\b");

  /** Not done after all: a negation, a plan, a wish. */
  private static final Pattern NOT_YET =
      Rules.p(
          "\\b(?:not|n't|never|yet|still|niet|nooit|nog|geen|will|'ll|going to|need|needs|must"
              + "|should|want|moet|moeten|wil|ga|gaat|zal|if|als)\\b");

  /**
   * The one open task for having a thing done (EN "get X <participle>", NL "X laten <infinitive>")
   * whose participle the sentence says, naming its thing or being the only such task.
   */
  private static KnownTask hadDone(
      String sentence, List<KnownTask> open, Lang lang, LabelStems stems) {
    if (Cues.find(NOT_YET, sentence)) {
      return null;
    }
    String folded = " " + Text.fold(sentence).replaceAll("[^\\p{L}]+", " ") + " ";
    Set<String> words = Text.contentStems(sentence);
    KnownTask found = null;
    int candidates = 0;
    for (KnownTask t : open) {
      String label = t.label().strip();
      boolean said;
      if (lang == Lang.EN) {
        Matcher m = AsciiCase.matcher(GET_DONE_EN, label);
        said = m.find() && folded.contains(" " + Text.fold(m.group(1)) + " ");
      } else {
        Matcher m = AsciiCase.matcher(LATEN_NL, label);
        said = false;
        if (m.find() && dev.assistantmemory.extract.pos.DutchLexicon.ON) {
          String inf = Text.fold(m.group(1));
          for (String w : folded.strip().split(" ")) {
            if (w.length() > 4
                && inf.equals(dev.assistantmemory.extract.pos.DutchLexicon.participle(w))) {
              said = true;
              break;
            }
          }
        }
      }
      if (!said) {
        continue;
      }
      candidates++;
      if (Text.anySameThing(stems.things(t), words, lang == Lang.NL)) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    if (found == null && candidates == 1 && open.size() == 1) {
      return open.get(0); // "Laminated!": the only task, its own participle
    }
    return found;
  }
}
