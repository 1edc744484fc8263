package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How {@link LearnedTaskDetector} reads the sentence it adds a task for (stop 39): the parts a
 * sentence breaks into (the rules' clause breaks, then commas, colons and conjunctions), the days
 * of the part's own clause only, the named person who owns the act, and whether a sentence carries
 * a negator.
 */
final class DetectedTaskParts {
  private DetectedTaskParts() {}

  /** Where a sentence breaks into parts: the clause breaks of the labels, colons and "so". */
  private static final Pattern PART_BREAK =
      Pattern.compile(
          "(?iu)\\s*(?:[,;:(]| - | – |\\bbecause\\b|\\bbut\\b|\\bsince\\b|\\bso\\b|\\bomdat\\b"
              + "|\\bmaar\\b|\\bwant\\b|\\bdus\\b)\\s*");

  /**
   * The parts of a sentence: first the rules' clause breaks (a shared subject read apart, "; ",
   * "and I ...", "en ik ..."), then the breaks of {@link #PART_BREAK}.
   */
  static List<String> parts(String sentence) {
    List<String> out = new ArrayList<>();
    for (String clause : ClauseSplits.clauses(TaskRules.sharedSubject(sentence))) {
      for (String part : PART_BREAK.split(clause)) {
        if (!part.isBlank()) {
          out.add(part.strip());
        }
      }
    }
    return out;
  }

  /**
   * A clause of its own inside a part: a conjunction that always opens one ("if", "whether",
   * "when", "voordat", "of", "zodra"), or "after"/"until"/"als" followed by a subject ("after she
   * leaves", "als ze belt"). Left out: "that"/"dat" ("make sure that it is in by Friday") and
   * "before" (a day after it is a due day by the labelling conventions, "before she flies on the
   * 3rd"; the Dutch "voordat" is not, as "voor" is not).
   */
  private static final Pattern SUBORDINATE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}'])(?:if|whether|when|whenever|unless|while|as soon as|in case"
              + "|of|wanneer|zodra|voordat|nadat|totdat|terwijl|tenzij|zodat|omdat"
              + "|(?:after|until|till|once|als)(?=\\s+(?:i|you|he|she|we|they|it|ik|je"
              + "|jij|hij|zij|ze|wij|(?-i:\\p{Lu}\\p{Ll}+)\\s+\\p{Ll}+)\\b))"
              + "(?![\\p{L}'])");

  /**
   * The date spans that belong to the part's own clause: a day said inside a clause that opens
   * after the act ("ask Hiro if he can swap shifts on Thursday", "opruimen voordat oma zaterdag
   * komt") is that clause's day, not the task's due day. A clause that opens the part ("If it rains
   * on Saturday ...") leaves the days alone.
   */
  static List<Dates.Span> ownSpans(String part, List<Dates.Span> spans) {
    if (spans.isEmpty()) {
      return spans;
    }
    Matcher m = AsciiCase.matcher(SUBORDINATE, part);
    while (m.find()) {
      if (m.start() == 0 || part.substring(0, m.start()).isBlank()) {
        continue;
      }
      int cut = m.start();
      return spans.stream().filter(s -> s.start() < cut).toList();
    }
    return spans;
  }

  /** A named person as the subject of the act: "Sam will ...", "Noor moet ...". */
  private static final String SUBJECT_AFTER =
      "(?:'s|’s)?\\s+(?:will|'ll|’ll|is going|'s going|are going|has to|have to|needs|need|should"
          + "|must|can|could|would|wants|promised|offered|said|says|agreed|is|gaat|gaan|zal|zullen"
          + "|moet|moeten|kan|wil|zou|belooft|beloofde|heeft beloofd|zei|zegt)\\b";

  /** A named person asked or told to do the act: "asked Tom to ...", "vroeg Noor om ...". */
  private static final String ASKED_BEFORE =
      "(?:asked|asks|ask|told|tells|tell|reminded|remind|want|wants|need|needs|get|getting|have"
          + "|vroeg|vraag|vraagt|gevraagd|laat|liet)\\s+";

  private static final String ASKED_AFTER = "\\s+(?:to|om|te)\\b";

  /**
   * The named owner of an act: the person named as its subject, else the one asked to do it, else
   * the first person named in the part, else the last named before the part (a pronoun's
   * antecedent: "Sam called, he will fix the fence"), else null.
   */
  static String namedOwner(String part, String sentence, List<Mention> mentions) {
    List<String> persons = new ArrayList<>();
    for (Mention m : mentions) {
      if (m.nodeType().equals(Names.PERSON) && sentence.contains(m.name())) {
        persons.add(m.name());
      }
    }
    for (String name : persons) {
      if (Pattern.compile("(?iu)(?<![\\p{L}])" + Pattern.quote(name) + SUBJECT_AFTER)
          .matcher(part)
          .find()) {
        return name;
      }
    }
    for (String name : persons) {
      if (Pattern.compile(
              "(?iu)\\b" + ASKED_BEFORE + Pattern.quote(name) + "(?![\\p{L}])" + ASKED_AFTER)
          .matcher(part)
          .find()) {
        return name;
      }
    }
    String first = null;
    int at = Integer.MAX_VALUE;
    for (String name : persons) {
      int i = part.indexOf(name);
      if (i >= 0 && i < at) {
        first = name;
        at = i;
      }
    }
    if (first != null) {
      return first;
    }
    int start = sentence.indexOf(part);
    return start > 0 ? TaskRules.lastPerson(mentions, sentence.substring(0, start)) : null;
  }

  /** A negator: "not", "never", "n't", "niet", "nooit", "geen", "hoeft/hoef". */
  private static final Pattern NEGATOR =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:not|never|no longer|no way|nothing|niet|nooit|geen|niets|niks"
              + "|hoef|hoeft|hoeven)(?![\\p{L}])|n['’]t(?![\\p{L}])");

  /**
   * Negators that negate no act: a reminder ("don't forget to", "don't let me forget", "vergeet
   * niet"), a deadline ("no later than"), an act still to do ("not yet", "haven't even", "nog
   * niet"), a choice ("or not", "of niet").
   */
  private static final Pattern NOT_NEGATING =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:(?:don['’]t|do not|never) (?:let me )?forget"
              + "|(?:laat|let) me (?:het |'t )?niet vergeten|vergeet (?:het |'t )?niet"
              + "|niet vergeten|(?:no|not) later than|niet later dan|if not|or not|of niet"
              + "|not yet|(?:haven|hasn)['’]t (?:even|yet)|nog niet|not only|niet alleen|why not"
              + "|waarom niet|not sure|niet zeker)(?![\\p{L}])");

  /** Whether a sentence carries a negator of an act. */
  static boolean negated(String sentence) {
    // most sentences hold none of the phrases that negate nothing: nothing to blank out
    return AsciiCase.matcher(NEGATOR, Cues.replaceAll(NOT_NEGATING, sentence, " ")).find();
  }

  /** The due day of a part: the rules' {@link TaskRules#due} over the part's own clause. */
  static LocalDate due(String part, Lang lang, LocalDate day) {
    List<Dates.Span> spans = ownSpans(part, Dates.find(part, day, lang));
    return TaskRules.due(lang == Lang.NL ? TaskRules.attributive(part, spans) : spans, day);
  }

  /** Dutch verb-second order: a front, the finite verb, the subject, the rest. */
  private static final Pattern VERB_SECOND =
      Pattern.compile("(?iu)^((?:\\S+\\s+){0,4}?\\S+)\\s+(\\p{L}+)\\s+(?:ik|we|wij)\\s+(\\S.*)$");

  private static final Pattern MODAL =
      Pattern.compile("(?iu)moet|moeten|ga|gaan|zal|zullen|wil|willen|kan|kunnen|hoef|hoeven");

  /** A front that names no object of the act: a connective or an adverb. */
  private static final Pattern BARE_FRONT =
      Pattern.compile("(?iu)(?:dan|daarna|eerst|ook|nog|even|straks|zo|dus|en|maar|nou|oké|ok)");

  /** Words that soften a Dutch intention and name nothing of the act: "wel even", "ff", "nog". */
  private static final Pattern FILLER =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:wel|even|eventjes|ff|nog|maar|gewoon|hoor|echt)(?![\\p{L}])\\s*");

  /**
   * A Dutch first-person clause in verb-second order as a label with the verb last: "Die stuur ik
   * haar morgen wel" -> "Die haar morgen sturen", "Morgen moet ik de auto wassen" -> "Morgen de
   * auto wassen" (the rules' label cleaning then drops the day); a clause with its verb last takes
   * the infinitive ("je die offerte stuur" -> "je die offerte sturen"). Unchanged when the verb is
   * no modal and no known action verb.
   */
  static String verbLast(String clause) {
    Matcher m = AsciiCase.matcher(VERB_SECOND, clause.strip());
    if (!m.matches()) {
      // a clause with the verb last ("dat ik je morgen die offerte stuur"): the infinitive
      return DutchVerbForms.verbLast(clause);
    }
    String front = AsciiCase.matcher(BARE_FRONT, m.group(1)).matches() ? "" : m.group(1) + " ";
    String rest = AsciiCase.matcher(FILLER, m.group(3)).replaceAll("").strip();
    if (AsciiCase.matcher(MODAL, m.group(2)).matches()) {
      return front + rest;
    }
    String infinitive = DutchVerbForms.infinitive(m.group(2));
    return infinitive == null ? clause : (front + rest).strip() + " " + infinitive;
  }
}
