package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the learned preference model ({@link LearnedPreferences}) reads of a user's message (stop
 * 41): each sentence with its context (word unigrams and bigrams, the first words, length,
 * language, question or exclamation; the sign words of {@link TasteWords} with their negation
 * scope, a contrast and the sign after it; the speaker, a second person, a sarcasm mark or an
 * ironic message; the sign words of the neighbouring sentences) and the rules' preferences of it.
 * An assistant's or participant's turn, an email and a reference text are not read.
 */
final class PreferenceSentences {
  private PreferenceSentences() {}

  /** A sentence, its index, the model's context and the rules' preferences of it (fact indices). */
  record Clause(
      String sentence,
      int index,
      String[] context,
      List<Integer> rulePrefs,
      List<TasteWords.Hit> hits,
      boolean negated,
      boolean nextNegative) {

    boolean negativeCue() {
      return hits.stream().anyMatch(TasteWords.Hit::negative);
    }

    /**
     * Whether praise comes before a contrast ("X was always great, but I'm done with it"): the
     * taste may have turned, so no like is read from it.
     */
    boolean turned() {
      List<String> w = LearnedTaskDetector.words(sentence);
      for (TasteWords.Hit h : hits) {
        if (h.sign() == TasteWords.Sign.POS) {
          for (int k = h.at() + 1; k < w.size(); k++) {
            if (CONTRAST.contains(w.get(k))) {
              return true;
            }
          }
        }
      }
      return false;
    }

    boolean positiveCue() {
      return hits.stream().anyMatch(h -> h.sign() == TasteWords.Sign.POS);
    }
  }

  private static final Set<String> SPEAKER =
      Set.copyOf(List.of("i", "i'm", "i've", "i'd", "me", "my", "ik", "mij", "mijn", "m'n", "im"));
  private static final Set<String> SECOND =
      Set.copyOf(List.of("you", "your", "you're", "je", "jij", "jou", "jouw", "u", "jullie"));
  private static final Set<String> THIRD =
      Set.copyOf(
          List.of("he", "she", "they", "his", "her", "hij", "zij", "ze", "zijn", "haar", "hun"));
  private static final Set<String> CONTRAST =
      Set.copyOf(List.of("but", "maar", "though", "however", "alhoewel", "although", "echter"));
  private static final Set<String> PAST =
      Set.copyOf(List.of("was", "were", "had", "used", "vond", "was", "waren", "vroeger"));

  /** The sentences of a message the model reads, with their contexts; empty when none is read. */
  static List<Clause> clauses(ExtractionInput in, Extraction found) {
    String text = in.text() == null ? "" : in.text();
    if (text.isBlank()
        || in.scope() == Scope.reference
        || !ExtractionInput.USER.equals(in.role())
        || in.isEmail()) {
      return List.of();
    }
    Lang lang = Lang.detect(text);
    boolean ironic =
        Cues.find(Rules.IRONY, text) || NoCommitment.ironic(text) || Sarcasm.marked(text);
    List<String> sentences = Text.sentences(text);
    List<List<String>> words = new ArrayList<>();
    List<List<TasteWords.Hit>> hits = new ArrayList<>();
    for (String s : sentences) {
      List<String> w = LearnedTaskDetector.words(s);
      words.add(w);
      hits.add(TasteWords.hits(w));
    }
    List<List<Integer>> owned = new ArrayList<>();
    sentences.forEach(s -> owned.add(new ArrayList<>()));
    for (int f = 0; f < found.facts().size(); f++) {
      Fact fact = found.facts().get(f);
      if (!"HAS_PREFERENCE".equals(fact.predicate())) {
        continue;
      }
      int at = sentenceOf(fact, sentences);
      if (at >= 0) {
        owned.get(at).add(f);
      }
    }
    List<Clause> out = new ArrayList<>();
    for (int i = 0; i < sentences.size(); i++) {
      String s = sentences.get(i);
      List<String> f = new ArrayList<>();
      f.add("lang=" + lang);
      f.add(i == 0 ? "first" : "later");
      f.add(sentences.size() == 1 ? "alone" : "among");
      if (s.strip().endsWith("?")) {
        f.add("question");
      }
      if (s.contains("!")) {
        f.add("exclaim");
      }
      if (ironic) {
        f.add("ironic");
      }
      if (Sarcasm.marked(s)) {
        f.add("sarcasm");
      }
      List<String> w = words.get(i);
      words(w, f);
      boolean negated = TasteWords.negated(w);
      if (negated) {
        f.add("negator");
      }
      for (String x : w) {
        if (SPEAKER.contains(x)) {
          f.add("speaker");
        }
        if (SECOND.contains(x)) {
          f.add("second");
        }
        if (THIRD.contains(x)) {
          f.add("third");
        }
        if (TasteWords.INTENSIFIERS.contains(x)) {
          f.add("intense");
        }
        if (TasteWords.HEDGES.contains(x)) {
          f.add("hedge");
        }
        if (PAST.contains(x)) {
          f.add("past");
        }
      }
      signs("", hits.get(i), w, f);
      if (i > 0) {
        signs("prev", hits.get(i - 1), words.get(i - 1), f);
      }
      boolean nextNegative = false;
      if (i + 1 < sentences.size()) {
        signs("next", hits.get(i + 1), words.get(i + 1), f);
        nextNegative = hits.get(i + 1).stream().anyMatch(TasteWords.Hit::negative);
        List<String> next = words.get(i + 1);
        for (int k = 0; k < Math.min(3, next.size()); k++) {
          f.add("n" + k + "=" + next.get(k));
        }
      }
      out.add(
          new Clause(
              s,
              i,
              f.stream().distinct().toArray(String[]::new),
              owned.get(i),
              hits.get(i),
              negated,
              nextNegative));
    }
    return out;
  }

  private static void words(List<String> w, List<String> f) {
    f.add("len=" + Math.min(w.size() / 4, 5));
    for (int k = 0; k < w.size(); k++) {
      f.add("w=" + w.get(k));
      if (k + 1 < w.size()) {
        f.add("b=" + w.get(k) + "_" + w.get(k + 1));
      }
      if (k < 3) {
        f.add("p" + k + "=" + w.get(k));
      }
    }
    if (w.size() > 1) {
      f.add("f2=" + w.get(0) + "_" + w.get(1));
    }
  }

  /** The sign words of a sentence as features, with the sign after a contrast. */
  private static void signs(
      String where, List<TasteWords.Hit> hits, List<String> w, List<String> f) {
    int contrast = -1;
    for (int k = 0; k < w.size(); k++) {
      if (CONTRAST.contains(w.get(k))) {
        contrast = k;
      }
    }
    boolean pos = false;
    boolean neg = false;
    for (TasteWords.Hit h : hits) {
      f.add(where + "s=" + h.sign());
      if (where.isEmpty()) {
        f.add("sw=" + h.sign() + ":" + h.word());
        if (contrast >= 0) {
          f.add((h.at() > contrast ? "after=" : "before=") + h.sign());
        }
      }
      pos |= !h.negative();
      neg |= h.negative();
    }
    if (pos && neg) {
      f.add(where + "mixed");
    }
    if (hits.isEmpty()) {
      f.add(where + "nosign");
    }
  }

  /** The sentence a fact came from: its excerpt's, else the one holding most of its object. */
  static int sentenceOf(Fact fact, List<String> sentences) {
    String excerpt = fact.excerpt() == null ? "" : fact.excerpt().strip();
    if (!excerpt.isEmpty()) {
      for (int i = 0; i < sentences.size(); i++) {
        String s = sentences.get(i).strip();
        if (s.contains(excerpt) || excerpt.contains(s)) {
          return i;
        }
      }
    }
    String object = fact.objectValue() == null ? "" : fact.objectValue();
    if (object.startsWith(RuleBasedExtractor.DISLIKES)) {
      object = object.substring(RuleBasedExtractor.DISLIKES.length());
    }
    List<String> thing = LearnedTaskDetector.words(object);
    int best = -1;
    long bestCommon = 0;
    for (int i = 0; i < sentences.size(); i++) {
      List<String> w = LearnedTaskDetector.words(sentences.get(i));
      long common = thing.stream().filter(w::contains).count();
      if (common > bestCommon) {
        best = i;
        bestCommon = common;
      }
    }
    return best;
  }
}
