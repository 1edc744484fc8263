package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clauses {@link LearnedPreferenceDetector} reads: one per sentence of a user's own message,
 * with the thing it would be a taste of (its object span) and the model's context (features). A
 * short verdict after a short "thing?" or "thing:" fragment ("Tiling? Never again.") is one clause
 * of the two, the fragment its thing. A question, an assistant's, a participant's or a reference
 * text's sentence and an email are no clause: only the user's own tastes are stored.
 */
public final class PreferenceClauses {
  private PreferenceClauses() {}

  /**
   * One clause: its text (the verdict with its fragment), the object span, the model's context, the
   * negation-aware lexicon sum, whether it is doubted as a like (a negative word, a negator, a
   * recurrence or a sarcasm marker in it), and whether the rules already read a taste in its
   * sentence.
   */
  public record Clause(
      String text, String object, String[] context, double tone, boolean doubted, boolean ruled) {}

  /** A thing fronted before a comma, colon, dash or ellipsis: "Wild camping, my idea of hell". */
  private static final Pattern FRONTED =
      Pattern.compile("^([^,:;!?…]{2,70}?)\\s*(?:,|:|;|\\.{2,}|…|\\s[-–—]\\s)\\s*(.+)$");

  /** A taste that was ("used to", "at first", "vroeger", "ik dacht"): it may have turned since. */
  private static final Pattern BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:used to|at first|first i|i thought|i was never|vroeger|eerst|ik dacht|ik was nooit)\\b");

  /** A concession and its second conjunct: "Campers are fine, but a caravan is my thing". */
  private static final Pattern CONTRAST =
      Pattern.compile("(?iu)^.*?,?\\s+(?:but|maar|though|alleen)\\s+(.+)$");

  /** A comparison's second term: "than X", "dan X", "> X", "over X", "boven X". */
  private static final Pattern COMPARED = Pattern.compile("(?iu)\\s(?:than|dan|over|boven|>)\\s");

  /** The part of a phrase before a comparison's second term: the thing preferred. */
  private static String beforeComparison(String phrase) {
    Matcher m = COMPARED.matcher(phrase);
    return m.find() && m.start() > 0 ? phrase.substring(0, m.start()) : phrase;
  }

  /** Words that are never part of a thing: pronouns, auxiliaries, taste verbs, degree words. */
  private static final Set<String> STOP =
      Set.of(
          "i",
          "i'm",
          "im",
          "i've",
          "i'd",
          "i'll",
          "me",
          "my",
          "mine",
          "myself",
          "we",
          "us",
          "our",
          "you",
          "your",
          "it",
          "it's",
          "its",
          "this",
          "he",
          "she",
          "they",
          "him",
          "her",
          "them",
          "his",
          "their",
          "am",
          "is",
          "are",
          "was",
          "were",
          "be",
          "been",
          "being",
          "do",
          "does",
          "did",
          "don't",
          "doesn't",
          "didn't",
          "can",
          "can't",
          "cannot",
          "could",
          "couldn't",
          "will",
          "won't",
          "would",
          "wouldn't",
          "should",
          "have",
          "has",
          "had",
          "love",
          "loves",
          "loved",
          "like",
          "likes",
          "liked",
          "hate",
          "hates",
          "hated",
          "enjoy",
          "enjoyed",
          "prefer",
          "adore",
          "stand",
          "mind",
          "find",
          "think",
          "feel",
          "really",
          "so",
          "very",
          "just",
          "honestly",
          "absolutely",
          "totally",
          "actually",
          "always",
          "never",
          "not",
          "no",
          "quite",
          "pretty",
          "too",
          "much",
          "more",
          "most",
          "also",
          "still",
          "even",
          "oh",
          "yes",
          "nope",
          "again",
          "than",
          "over",
          "rather",
          "but",
          "because",
          "though",
          "fan",
          "idea",
          "favourite",
          "favorite",
          "ik",
          "mij",
          "mijn",
          "m'n",
          "wij",
          "ons",
          "onze",
          "je",
          "jij",
          "jou",
          "jouw",
          "het",
          "'t",
          "dit",
          "hij",
          "zij",
          "ze",
          "hem",
          "haar",
          "hun",
          "er",
          "daar",
          "hier",
          "ben",
          "zijn",
          "waren",
          "word",
          "wordt",
          "heb",
          "hebt",
          "heeft",
          "vind",
          "vindt",
          "vond",
          "houd",
          "hou",
          "houdt",
          "hield",
          "kan",
          "kun",
          "wil",
          "zou",
          "niet",
          "geen",
          "nooit",
          "echt",
          "heel",
          "erg",
          "zo",
          "wel",
          "best",
          "toch",
          "gewoon",
          "eigenlijk",
          "altijd",
          "ook",
          "nog",
          "maar",
          "dan",
          "liever",
          "boven",
          "want",
          "omdat",
          "hekel",
          "dol",
          "gek",
          "weg",
          "zin",
          "favoriet",
          "favoriete",
          "nee",
          "ja",
          "op",
          "aan",
          "o",
          "ah",
          "wow",
          "well",
          "hmm");

  /** Articles and prepositions trimmed off a span's edges. */
  private static final Set<String> EDGE =
      Set.of(
          "a", "an", "the", "of", "to", "for", "on", "in", "at", "with", "and", "or", "de", "een",
          "van", "voor", "naar", "met", "en", "te", "om", "bij", "als");

  private static final Set<String> OTHERS =
      Set.of(
          "he",
          "she",
          "they",
          "hij",
          "zij",
          "ze",
          "partner",
          "wife",
          "husband",
          "vrouw",
          "man",
          "vriend",
          "vriendin",
          "kids",
          "kinderen",
          "mum",
          "mom",
          "dad",
          "moeder",
          "vader");

  private static final Set<String> COMPARE =
      Set.of("over", "than", "rather", "better", "worse", "liever", "dan", "boven", "beter");

  private static final Set<String> REPORT =
      Set.of(
          "done",
          "finished",
          "sent",
          "booked",
          "fixed",
          "klaar",
          "gedaan",
          "af",
          "verstuurd",
          "geboekt",
          "gemaakt",
          "today",
          "vandaag",
          "yesterday",
          "gisteren",
          "tomorrow",
          "morgen");

  /** The clauses of a message; with {@code all} false only those the rules read no taste in. */
  public static List<Clause> clauses(ExtractionInput in, Extraction found, boolean all) {
    String text = in.text() == null ? "" : in.text();
    if (text.isBlank()
        || in.scope() == Scope.reference
        || in.isEmail()
        // a document or an attachment is not the user's own voice (a brochure's "pure bliss"):
        // the model learned chat turns only, as the status model did
        || ExtractionInput.DOCUMENT.equals(in.role())
        || ExtractionInput.ASSISTANT.equals(in.role())
        || ExtractionInput.PARTICIPANT.equals(in.role())) {
      return List.of();
    }
    Lang lang = Lang.detect(text);
    List<String> ruled = new ArrayList<>();
    for (Fact f : found.facts()) {
      if ("HAS_PREFERENCE".equals(f.predicate()) && f.excerpt() != null) {
        ruled.add(norm(f.excerpt()));
      }
    }
    List<String> sentences = Text.sentences(text);
    List<Clause> out = new ArrayList<>();
    for (int i = 0; i < sentences.size(); i++) {
      String s = sentences.get(i);
      if (s.endsWith("?")) {
        continue;
      }
      String prev = i > 0 ? sentences.get(i - 1) : null;
      String fragment = null;
      if (prev != null
          && (prev.endsWith("?") || prev.endsWith(":"))
          && SentimentLexicon.words(prev).length <= 7
          && SentimentLexicon.words(s).length <= 5) {
        fragment = prev.substring(0, prev.length() - 1).strip();
      }
      String n = norm(s);
      boolean byRules = false;
      for (String r : ruled) {
        byRules |= !r.isEmpty() && (n.contains(r) || r.contains(n));
      }
      if (byRules && !all) {
        continue;
      }
      Clause c = clause(s, fragment, lang, byRules);
      if (c != null) {
        out.add(c);
      }
    }
    return out;
  }

  private static String norm(String s) {
    return String.join(" ", SentimentLexicon.words(s));
  }

  /** The clause of one sentence (after a fragment, or null), or null when it names no thing. */
  static Clause clause(String sentence, String fragment, Lang lang, boolean ruled) {
    String[] w = SentimentLexicon.words(sentence);
    if (w.length == 0) {
      return null;
    }
    String rest = null;
    String object;
    Matcher contrast = AsciiCase.matcher(CONTRAST, sentence); // no cue, no run (stop 45)
    boolean conceded = false;
    String tail = null;
    if (fragment != null) {
      object = span(fragment, lang);
      rest = sentence;
    } else if (contrast.matches()) {
      // "X is ok, but Y is what I love": the taste that counts is the second conjunct's
      object = span(beforeComparison(Text.firstClause(contrast.group(1), lang)), lang);
      conceded = true;
      tail = contrast.group(1);
    } else {
      Matcher m = FRONTED.matcher(sentence);
      String front = m.matches() ? span(m.group(1), lang) : null;
      if (front != null && SentimentLexicon.words(m.group(1)).length <= 8) {
        object = front;
        rest = m.group(2);
      } else {
        object = span(beforeComparison(Text.firstClause(sentence, lang)), lang);
      }
    }
    if (object == null) {
      return null;
    }
    List<String> f = new ArrayList<>();
    f.add("lang=" + lang);
    double sum = 0;
    double strongest = 0;
    int pos = 0;
    int neg = 0;
    boolean negated = false;
    for (int i = 0; i < w.length; i++) {
      String x = w[i];
      f.add("w=" + x);
      if (i > 0) {
        f.add("b=" + w[i - 1] + "_" + x);
      }
      boolean negator = SentimentLexicon.negator(x);
      negated |= negator;
      double v = negator ? 0 : SentimentLexicon.valence(x, lang);
      if (v != 0 && SentimentLexicon.negatedAt(w, i)) {
        v = -0.74 * v;
        f.add(v > 0 ? "negneg" : "negpos");
      }
      sum += v;
      pos += v > 0 ? 1 : 0;
      neg += v < 0 ? 1 : 0;
      if (Math.abs(v) > Math.abs(strongest)) {
        strongest = v;
      }
      if (COMPARE.contains(x)) {
        f.add("cmp");
      }
      if (REPORT.contains(x)) {
        f.add("report");
      }
    }
    f.add("first=" + w[0]);
    f.add("lex=" + Math.max(-4, Math.min(4, Math.round(sum))));
    f.add("strong=" + Math.max(-4, Math.min(4, Math.round(strongest))));
    f.add("pos=" + Math.min(pos, 3));
    f.add("neg=" + Math.min(neg, 3));
    f.add("mix=" + (pos > 0 && neg > 0));
    f.add("negator=" + negated);
    f.add("len=" + Math.min(w.length / 4, 5));
    f.add("fp=" + firstPerson(w));
    f.add("fpFirst=" + (w[0].equals("i") || w[0].equals("i'm") || w[0].equals("ik")));
    boolean others = false;
    for (int i = 0; i < Math.min(3, w.length); i++) {
      others |= OTHERS.contains(w[i]);
    }
    if (others
        || GivenNames.isPlainName(
            TRAILING_NON_WORD.matcher(SPACES.split(sentence)[0]).replaceAll(""))) {
      return null; // another person's taste ("My sister adores festivals"): not the user's
    }
    if (Text.hasDigit(sentence)) {
      f.add("num");
    }
    if (sentence.contains(">")) {
      f.add("cmp");
    }
    if (conceded) {
      f.add("contrast");
    }
    if (sentence.endsWith("!")) {
      f.add("bang");
    }
    boolean mocked = Sarcasm.marked(sentence);
    if (mocked) {
      f.add("mocked");
    }
    if (fragment != null) {
      f.add("pair");
      f.add("verdict=" + SentimentLexicon.verdict(sentence, lang));
      f.add("plain=" + SentimentLexicon.plain(sentence));
    } else if (rest != null) {
      f.add("fronted");
      f.add("verdict=" + SentimentLexicon.verdict(rest, lang));
      f.add("objTone=" + (int) Math.signum(Math.round(SentimentLexicon.tone(object, lang))));
    }
    String text = fragment == null ? sentence : fragment + " " + sentence;
    // no like of a clause with a negative word, a negator, a recurrence or a sarcasm marker: the
    // litotes, concessions and mocking praise where a dislike reads as a like
    boolean doubted =
        mocked
            || neg > 0
            || negated
            || Sarcasm.recurring(sentence)
            || Cues.find(BEFORE, sentence)
            // "X is lovely, but Y is a bit much": the praise is the conceded half's, not Y's
            || conceded && SentimentLexicon.tone(tail, lang) < 1.0;
    return new Clause(text, object, f.toArray(String[]::new), sum, doubted, ruled);
  }

  private static boolean firstPerson(String[] w) {
    for (String x : w) {
      if (x.equals("i") || x.startsWith("i'") || x.equals("me") || x.equals("my")) {
        return true;
      }
      if (x.equals("ik") || x.equals("mij") || x.equals("me") || x.equals("mijn")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The thing of a phrase: its longest run of words that are no pronoun, auxiliary, taste verb,
   * degree word or (first) word of the sentiment lexicon, articles and prepositions trimmed off its
   * edges, at most eight words; null when there is none.
   */
  static String span(String phrase, Lang lang) {
    String[] raw = SPACES.split(phrase.strip());
    int bestFrom = -1;
    int bestLen = 0;
    int from = -1;
    for (int i = 0; i <= raw.length; i++) {
      boolean stop = i == raw.length || stopWord(raw[i], lang, from >= 0);
      if (!stop && from < 0) {
        from = i;
      }
      if (stop && from >= 0) {
        int a = from;
        int b = i;
        while (a < b && EDGE.contains(clean(raw[a]))) {
          a++;
        }
        while (b > a && EDGE.contains(clean(raw[b - 1]))) {
          b--;
        }
        if (b - a > bestLen) {
          bestFrom = a;
          bestLen = b - a;
        }
        from = -1;
      }
    }
    if (bestLen == 0) {
      return null;
    }
    List<String> words = new ArrayList<>();
    for (int i = bestFrom; i < bestFrom + Math.min(bestLen, 8); i++) {
      words.add(raw[i]);
    }
    String s = trimmed(String.join(" ", words), false);
    return s.isEmpty() ? null : s;
  }

  /** Whitespace runs ({@code "\\s+"}, compiled once). */
  private static final Pattern SPACES = Pattern.compile("\\s+");

  /** Non-word characters at the end ({@code "\\W+$"}, compiled once). */
  private static final Pattern TRAILING_NON_WORD = Pattern.compile("\\W+$");

  /** The word lower-cased (’ as '), without the characters other than letters and ' at its ends. */
  static String clean(String word) {
    return trimmed(word.toLowerCase(Locale.ROOT).replace('’', '\''), true);
  }

  /**
   * The text without its leading and trailing characters that are no letter ({@code \\p{L}}) and no
   * apostrophe ({@code apostrophes}) or no number ({@code \\p{N}}, otherwise): what {@code
   * replaceAll("^[^\\p{L}']+|[^\\p{L}']+$", "")} and {@code
   * replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$", "")} answered, without compiling a pattern
   * per call (stop 45).
   */
  static String trimmed(String s, boolean apostrophes) {
    if (Text.hasSurrogate(s)) {
      return (apostrophes ? EDGES_APOSTROPHE : EDGES_NUMBER).matcher(s).replaceAll("");
    }
    int a = 0;
    int b = s.length();
    while (a < b && !kept(s.charAt(a), apostrophes)) {
      a++;
    }
    while (b > a && !kept(s.charAt(b - 1), apostrophes)) {
      b--;
    }
    return a == 0 && b == s.length() ? s : s.substring(a, b);
  }

  private static final Pattern EDGES_APOSTROPHE = Pattern.compile("^[^\\p{L}']+|[^\\p{L}']+$");
  private static final Pattern EDGES_NUMBER =
      Pattern.compile("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$");

  private static boolean kept(int cp, boolean apostrophes) {
    if (Character.isLetter(cp)) {
      return true;
    }
    if (apostrophes) {
      return cp == '\'';
    }
    int t = Character.getType(cp);
    return t == Character.DECIMAL_DIGIT_NUMBER
        || t == Character.LETTER_NUMBER
        || t == Character.OTHER_NUMBER;
  }

  /**
   * Whether a word ends (or cannot start) a thing. A word of the sentiment lexicon inside a run
   * stays in it: VADER scores nouns too ("cycling holidays", "brunch with friends").
   */
  private static boolean stopWord(String word, Lang lang, boolean inRun) {
    String w = clean(word);
    if (w.isEmpty()) {
      return !Text.hasDigit(word);
    }
    if (STOP.contains(w) || w.endsWith("n't") || SentimentLexicon.negator(w)) {
      return true;
    }
    return !inRun && Math.abs(SentimentLexicon.valence(w, lang)) >= 1.0;
  }
}
