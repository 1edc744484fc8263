package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.extract.pos.DutchLexicon;
import dev.assistantmemory.extract.pos.EnglishTagger;
import dev.assistantmemory.extract.pos.EnglishTagger.Tagged;
import dev.assistantmemory.extract.pos.EnglishTagger.Token;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The user's to-do list under a header of their own words (stop 40): "Garden jobs before the party:
 * prune the roses, clear the gutters, paint the fence", "Verhuizing: de dozen inpakken, de buren
 * inlichten, de sleutels afgeven". A short header, a colon, then two or more items that are each an
 * act: in English each opens with a verb in its base form (by part of speech, or a known action
 * verb), in Dutch each ends in an infinitive (by the lexicon), a place or time after it allowed. A
 * header naming a person (a chat line "Ruud: ..."), instructions ("Recipe: chop the onions, ...")
 * or a list with an item that is no act ("Party: cake ordered, balloons, ...") gives none. The
 * items belong to the user; each is due by its own date, else by the header's.
 */
final class HeadedLists {

  private HeadedLists() {}

  private static final Pattern HEADED =
      Rules.p("^\\W*([^:;.!?|]{2,40}?)\\s*:\\s+([^:?]+?)[\\s.!]*$");

  /** A header of instructions, advice or steps: its items are for anyone, not a plan. */
  private static final Pattern INSTRUCTIONS =
      Rules.p(
          "\\b(?:recipes?|method|instructions?|directions|steps|how to|tips?|advice|rules|hack"
              + "|recept|bereiding|bereidingswijze|instructies?|stappen|handleiding|advies|regels)\\b");

  /** A subject in the header makes it a sentence, not a header ("I'm off: ..."). */
  private static final Pattern SUBJECT =
      Rules.p("\\b(?:i|i'm|i'll|we|we're|you|he|she|they|ik|wij|jij|je|hij|zij|ze)\\b");

  /** After a Dutch infinitive only a place or a time may stand: "aanmanen voor maart". */
  private static final Set<String> PREPOSITIONS =
      Set.of(
          "voor",
          "vóór",
          "met",
          "naar",
          "bij",
          "op",
          "aan",
          "in",
          "van",
          "om",
          "uiterlijk",
          "over",
          "tot");

  private static final int MAX_WORDS = 8;

  /** Adds the items of a headed list of acts; whether the sentence was one. */
  static boolean find(
      String sentence,
      Lang lang,
      LocalDate day,
      List<Dates.Span> spans,
      List<Mention> mentions,
      List<TaskCandidate> tasks) {
    Matcher m = AsciiCase.matcher(HEADED, sentence);
    if (!sentence.contains(":") || !m.find()) {
      return false;
    }
    String header = m.group(1).strip();
    if (Cues.find(INSTRUCTIONS, header)
        || Cues.find(SUBJECT, header)
        || mentions.stream()
            .anyMatch(x -> Names.PERSON.equals(x.nodeType()) && header.contains(x.name()))) {
      return false;
    }
    List<String> items = new ArrayList<>();
    List<LocalDate> dues = new ArrayList<>();
    LocalDate headed = TaskRules.due(within(spans, 0, m.start(2)), day);
    int from = m.start(2);
    for (String item : TaskRules.LIST_ITEM_BREAK.split(m.group(2).strip())) {
      int at = sentence.indexOf(item, from);
      from = at < 0 ? from : at + item.length();
      LocalDate own = at < 0 ? null : TaskRules.due(within(spans, at, from), day);
      dues.add(own != null ? own : headed);
      String t = Text.clean(item);
      String[] words = t.isEmpty() ? new String[0] : Rx.split(t, "\\s+");
      if (words.length == 0
          || words.length > MAX_WORDS
          || !(lang == Lang.NL ? dutchAct(words) : englishAct(t, words))) {
        return false;
      }
      items.add(t);
    }
    if (items.size() < 2) {
      return false;
    }
    int before = tasks.size();
    for (int i = 0; i < items.size(); i++) {
      String label = TaskLabels.label(items.get(i), lang, day);
      if (label.length() >= 3 && !Text.contentStems(label).isEmpty()) {
        tasks.add(new TaskCandidate(label, Extraction.SELF, dues.get(i), sentence));
      }
    }
    return tasks.size() > before;
  }

  /** The dates said between {@code from} and {@code to}: the header's, or one item's own. */
  private static List<Dates.Span> within(List<Dates.Span> spans, int from, int to) {
    return spans.stream().filter(s -> s.start() >= from && s.end() <= to).toList();
  }

  /** What may follow a verb that opens an act: its object, a particle or a place. */
  private static final Set<String> AFTER_A_VERB = Set.of("DET", "PRON", "PROPN", "NUM", "ADP");

  /**
   * "dig over bed 3", "invoice the client": a known action verb first, or a verb in its base form
   * by part of speech, read alone or after "I will" (the tagger reads a bare "invoice" as a noun),
   * then with an object, a particle or a place after it ("I will milk" is no act).
   */
  private static boolean englishAct(String item, String[] words) {
    if (ActionVerbs.ACTION_VERBS_EN.contains(Text.fold(words[0]))) {
      return true;
    }
    Tagged alone = EnglishTagger.withLemmas(EnglishTagger.tag(item));
    if (alone.size() > 0 && baseVerb(alone.get(0))) {
      return true;
    }
    Tagged willed = EnglishTagger.withLemmas(EnglishTagger.tag("I will " + item));
    return willed.size() > 3
        && baseVerb(willed.get(2))
        && !willed.get(2).lower().endsWith("ing")
        && AFTER_A_VERB.contains(willed.get(3).tag());
  }

  private static boolean baseVerb(Token t) {
    return t.is("VERB") && t.lemma().equals(t.lower());
  }

  /** A determiner makes the word after it a noun: "de boeken" are books, not booking. */
  private static final Set<String> DETERMINERS =
      Set.of("de", "het", "een", "mijn", "m'n", "je", "jouw", "onze", "ons", "zijn", "haar");

  /**
   * "Hofman aanmanen voor maart": an object, then an infinitive, at most a place or time after it.
   */
  private static boolean dutchAct(String[] words) {
    for (int i = 1; i < words.length; i++) {
      String w = Text.fold(words[i]);
      if (!DETERMINERS.contains(Text.fold(words[i - 1]))
          && DutchLexicon.isInfinitive(w)
          && DutchLexicon.isAction(w)) {
        return i == words.length - 1 || PREPOSITIONS.contains(Text.fold(words[i + 1]));
      }
    }
    return false;
  }
}
