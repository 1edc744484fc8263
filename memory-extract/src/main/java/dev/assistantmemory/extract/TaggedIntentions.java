package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.extract.pos.EnglishTagger;
import dev.assistantmemory.extract.pos.EnglishTagger.Tagged;
import dev.assistantmemory.extract.pos.EnglishTagger.Token;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * English intentions read by part of speech where the surface rules found no task: a subject, a
 * modal or "going to" / "need to" / "have to" / "want to", then a verb ("I said I'd organise the
 * card and collection", "Zara said she'd have the prototype ready by next Friday"). The task is the
 * verb's lemma and what follows it up to the clause's end or its date; the owner is the user for
 * "I" / "we", a name for a named subject or for "he" / "she" after one name in the sentence.
 *
 * <p>On by default; {@code -D}{@value #PROPERTY}{@code =false} turns it off (measured in
 * docs/benchmarks.md, "Stop 30: opennlp": it wins on the blind v4 test split and costs a sentence
 * that may hold an intention about 0.1 ms; a sentence without a modal is never tagged).
 */
final class TaggedIntentions {

  static final String PROPERTY = "assistantmemory.extract.pos";

  private TaggedIntentions() {}

  private static Set<String> words(String list) {
    return Set.of(list.split(" "));
  }

  /** Whether the part-of-speech fallback runs (read once; on unless set to false). */
  static final boolean ON = Boolean.parseBoolean(System.getProperty(PROPERTY, "true"));

  private static final Set<String> SELF = Set.of("i", "we");
  private static final Set<String> THIRD = Set.of("he", "she");
  private static final Set<String> MODAL = words("'ll will 'd would should must shall gonna gotta");

  /** "need to", "have to", "plan to", "promised to", "got to" ("want to" is a goal). */
  private static final Set<String> TO_VERB = words("need needs have has plan plans promised got");

  /** "be" before "going to" or a present participle ("'s" is too often a possessive). */
  private static final Set<String> BE = Set.of("'m", "am", "is", "are", "'re");

  /** A hedge or a consequence: no commitment ("Maybe I'll learn Spanish one day"). */
  private static final java.util.regex.Pattern HEDGE =
      Rules.p(
          "\\b(?:maybe|perhaps|someday|some day|sometime|one day|who knows|otherwise|might"
              + "|for now|for a (?:minute|bit|while|second))\\b");

  /** A present participle that is an occasion, not a task ("I'm meeting Olivia next Tuesday"). */
  private static final Set<String> OCCASIONS =
      words("meet leave visit fly travel have go come start host attend see pay move work");

  private static final Set<String> NEGATION = Set.of("not", "n't", "never", "no");
  private static final Set<String> FILLER =
      words(
          "just also still really definitely probably then first quickly actually finally "
              + "already now so");

  /** Verbs that state a view, a taste or a state, not something to do. */
  private static final Set<String> NOT_TASKS =
      words(
          "be love like prefer hate think guess see know wonder mind imagine bet hope feel "
              + "seem want need enjoy rather say expect suppose assume agree believe understand "
              + "remember forget happen let keep appreciate recommend suggest go come get stay "
              + "wait try rest relax sleep miss");

  /** A word that ends the clause the task is read from. */
  private static final Set<String> CLAUSE_END =
      words(
          "and but or so because since as if when once while unless until which who "
              + "otherwise though although then");

  private static final Set<String> TRAILING =
      words(
          "by before on at in until till for the a an to later soon today tonight tomorrow "
              + "again too now first asap no than latest this next week weekend month of end");

  /**
   * Adds the sentence's intentions to {@code out}; whether any was added. {@code spans} are the
   * sentence's dates, {@code mentions} the message's people (for "he" / "she").
   */
  static boolean find(
      String sentence,
      LocalDate day,
      List<Dates.Span> spans,
      List<Extraction.Mention> mentions,
      List<TaskCandidate> out) {
    if (sentence.strip().endsWith("?")
        || !mayHold(sentence, spans, day)
        || Cues.find(HEDGE, sentence)) {
      return false;
    }
    Tagged t = EnglishTagger.tag(sentence);
    boolean any = false;
    for (int i = 0; i < t.size(); i++) {
      String owner = owner(t, i, mentions);
      if (owner == null || i > 0 && Set.of("if", "unless", "when").contains(t.get(i - 1).lower())) {
        continue;
      }
      int j = i + 1;
      while (j < t.size() && FILLER.contains(t.get(j).lower())) {
        j++;
      }
      int verb = afterModal(t, j, spans, day);
      if (verb < 0) {
        continue;
      }
      boolean participle = t.get(verb).lower().endsWith("ing");
      if (participle) {
        t = EnglishTagger.withLemmas(t); // "putting" is "put"; after a modal the verb is its lemma
      }
      Token v = t.get(verb);
      if (!v.is("VERB")
          || NOT_TASKS.contains(v.lemma())
          || participle && OCCASIONS.contains(v.lemma())) {
        continue;
      }
      int end = clauseEnd(t, verb + 1, spans);
      String label = label(t, verb, end);
      if (label == null) {
        continue;
      }
      int clause = clauseEnd(t, verb + 1, List.of()); // the dates inside the clause count
      LocalDate due =
          due(
              clauseStart(t, i),
              clause < t.size() ? t.get(clause).start() : sentence.length(),
              spans,
              day);
      out.add(new TaskCandidate(label, owner, due, sentence));
      any = true;
      i = end;
    }
    return any;
  }

  /** A modal, "need to" / "have to" / "going to" ...: what every reading below starts from. */
  private static final java.util.regex.Pattern MODAL_WORDS =
      Rules.p(
          "['’](?:ll|d)\\b|\\b(?:will|would|should|must|shall|gonna|gotta)\\b"
              + "|\\b(?:need|needs|have|has|plan|plans|promised|got|going)\\s+to\\b");

  /** "I'm bringing drinks": a form of "be" and a present participle. */
  private static final java.util.regex.Pattern PARTICIPLE =
      Rules.p("(?:['’](?:m|re)|\\b(?:am|is|are))\\b.*\\b\\p{L}+ing\\b");

  /**
   * Whether the sentence may hold an intention this class reads, by its words alone: the taggers
   * cost about 0.1 ms a sentence, so a sentence without a modal (or a participle and a coming day)
   * is never tagged.
   */
  static boolean mayHold(String sentence, List<Dates.Span> spans, LocalDate day) {
    return Cues.find(MODAL_WORDS, sentence)
        || spans.stream().anyMatch(x -> !x.date().isBefore(day)) && Cues.find(PARTICIPLE, sentence);
  }

  /** The owner a subject token names, or null when it is no subject the fallback reads. */
  private static String owner(Tagged t, int i, List<Extraction.Mention> mentions) {
    Token s = t.get(i);
    String w = s.lower();
    if (SELF.contains(w)) {
      return Extraction.SELF;
    }
    if (THIRD.contains(w)) {
      String name = null;
      for (int k = i - 1; k >= 0; k--) { // the nearest name before "he" / "she"
        if (t.get(k).is("PROPN") && Character.isUpperCase(t.get(k).word().charAt(0))) {
          name = t.get(k).word();
          break;
        }
      }
      return name != null && isPerson(name, mentions) ? name : null;
    }
    if (s.is("PROPN")
        && Character.isUpperCase(s.word().charAt(0))
        && isPerson(s.word(), mentions)) {
      return personName(s.word(), mentions);
    }
    return null;
  }

  private static boolean isPerson(String word, List<Extraction.Mention> mentions) {
    return personName(word, mentions) != null;
  }

  private static String personName(String word, List<Extraction.Mention> mentions) {
    for (Extraction.Mention m : mentions) {
      if ("person".equalsIgnoreCase(m.nodeType())
          && (m.name().equals(word)
              || m.name().startsWith(word + " ")
              || m.name().endsWith(" " + word))) {
        return m.name();
      }
    }
    return null;
  }

  /**
   * The index of the verb after a modal chain starting at {@code j} ("'ll", "will not", "am going
   * to", "need to", "'m bringing" with a coming day), or -1. A negated chain yields -1.
   */
  private static int afterModal(Tagged t, int j, List<Dates.Span> spans, LocalDate day) {
    if (j >= t.size()) {
      return -1;
    }
    String w = t.get(j).lower();
    int k;
    if (MODAL.contains(w)) {
      k = j + 1;
    } else if (TO_VERB.contains(w) && j + 1 < t.size() && t.get(j + 1).lower().equals("to")) {
      k = j + 2;
    } else if (BE.contains(w)) {
      k = j + 1;
      if (k + 1 < t.size()
          && t.get(k).lower().equals("going")
          && t.get(k + 1).lower().equals("to")) {
        k += 2;
      } else {
        // "I'm bringing drinks" with a coming day in the sentence: a plan
        while (k < t.size() && FILLER.contains(t.get(k).lower())) {
          k++;
        }
        boolean coming = spans.stream().anyMatch(x -> !x.date().isBefore(day));
        return k < t.size() && coming && t.get(k).word().endsWith("ing") && t.get(k).is("VERB")
            ? k
            : -1;
      }
    } else {
      return -1;
    }
    while (k < t.size() && FILLER.contains(t.get(k).lower())) {
      k++;
    }
    if (k < t.size() && NEGATION.contains(t.get(k).lower())) {
      return -1;
    }
    if (k < t.size()
        && t.get(k).lower().equals("have")
        && k + 1 < t.size()
        && t.get(k + 1).lower().equals("to")) {
      k += 2; // "I'll have to call her"
    }
    return k < t.size() ? k : -1;
  }

  /** Where the subject's clause starts ("Saturday I'm ..." keeps its day): after punctuation. */
  private static int clauseStart(Tagged t, int subject) {
    int k = subject;
    while (k > 0 && !t.get(k - 1).is("PUNCT") && !CLAUSE_END.contains(t.get(k - 1).lower())) {
      k--;
    }
    return t.get(k).start();
  }

  /** Where the verb's clause ends: a clause word, punctuation or a date. */
  private static int clauseEnd(Tagged t, int from, List<Dates.Span> spans) {
    int k = from;
    for (; k < t.size(); k++) {
      Token x = t.get(k);
      if (x.is("PUNCT") && !x.word().equals("'") && !x.word().equals("-")
          || CLAUSE_END.contains(x.lower()) && k > from && !joinsObjects(t, k)
          || inDate(x, spans)) {
        break;
      }
    }
    return k;
  }

  /**
   * Whether "and" / "or" at {@code k} joins two objects ("the card and collection") rather than two
   * clauses ("and then call her", "and I'll ..."): by the tag of the word after it.
   */
  private static boolean joinsObjects(Tagged t, int k) {
    String w = t.get(k).lower();
    if (!w.equals("and") && !w.equals("or") || k + 1 >= t.size()) {
      return false;
    }
    String next = t.get(k + 1).tag();
    return next.equals("NOUN")
        || next.equals("DET")
        || next.equals("ADJ")
        || next.equals("PROPN")
        || next.equals("NUM");
  }

  private static boolean inDate(Token x, List<Dates.Span> spans) {
    for (Dates.Span d : spans) {
      if (x.start() >= d.start() && x.start() < d.end()) {
        return true;
      }
    }
    return false;
  }

  /** The verb's lemma and its words up to {@code end}, without trailing function words. */
  private static String label(Tagged t, int verb, int end) {
    int last = end - 1;
    while (last > verb && TRAILING.contains(t.get(last).lower())) {
      last--;
    }
    if (last == verb && t.get(verb).is("VERB") && !"call".equals(t.get(verb).lemma())) {
      return null; // a bare verb ("I'll see", "she'll manage") names no task
    }
    boolean named = false;
    for (int k = verb + 1; k <= last; k++) {
      named |= !t.get(k).is("PRON") && !t.get(k).is("ADP") && !t.get(k).is("ADV");
    }
    if (!named) {
      return null; // "I'll do it myself": what "it" is, the rules and the resolver decide
    }
    StringBuilder b = new StringBuilder(t.get(verb).lemma());
    if (last > verb) {
      b.append(' ').append(t.text(), t.get(verb + 1).start(), t.get(last).end());
    }
    return b.toString().strip();
  }

  /** The first coming day within [from, to), or null. */
  private static LocalDate due(int from, int to, List<Dates.Span> spans, LocalDate day) {
    for (Dates.Span d : spans) {
      if (d.start() >= from && d.start() < to && !d.date().isBefore(day)) {
        return d.date();
      }
    }
    return null;
  }
}
