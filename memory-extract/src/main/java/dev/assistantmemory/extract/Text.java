package dev.assistantmemory.extract;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Small text helpers shared by the rules: sentences, clean-up, content words, crude stems. */
final class Text {
  private static final Set<String> STOP =
      Set.copyOf(
          List.of(
              // English
              "a",
              "an",
              "the",
              "to",
              "of",
              "for",
              "on",
              "in",
              "at",
              "by",
              "with",
              "and",
              "or",
              "my",
              "your",
              "our",
              "me",
              "you",
              "i",
              "it",
              "is",
              "be",
              "will",
              "this",
              "that",
              "about",
              "from",
              "up",
              "some",
              "all",
              "her",
              "his",
              "their",
              "them",
              "him",
              "she",
              "he",
              "we",
              "us",
              "can",
              "could",
              "would",
              "please",
              "before",
              "after",
              "into",
              "out",
              "so",
              "just",
              "also",
              "then",
              "too",
              "as",
              "its",
              "get",
              "got",
              "do",
              "did",
              "done",
              "have",
              "has",
              "had",
              "was",
              "were",
              "are",
              "am",
              "been",
              "not",
              "no",
              "yet",
              "now",
              "over",
              "again",
              // Dutch
              "de",
              "het",
              "een",
              "van",
              "voor",
              "naar",
              "met",
              "en",
              "of",
              "mijn",
              "je",
              "jouw",
              "ons",
              "onze",
              "mij",
              "me",
              "ik",
              "jij",
              "u",
              "te",
              "om",
              "op",
              "aan",
              "bij",
              "uit",
              "die",
              "dat",
              "dit",
              "deze",
              "er",
              "is",
              "zijn",
              "ben",
              "wordt",
              "worden",
              "heb",
              "heeft",
              "hebben",
              "nog",
              "wel",
              "niet",
              "geen",
              "ook",
              "al",
              "maar",
              "dan",
              "zo",
              "hem",
              "haar",
              "hun",
              "ze",
              "zij",
              "hij",
              "we",
              "wij",
              "moet",
              "ga",
              "gaat",
              "zal",
              "kun",
              "kunt",
              "wil",
              "even",
              "graag",
              "tegen",
              "uiterlijk"));

  /** Irregular English past forms to their base, so "sent the spec" meets "send the spec". */
  private static final Map<String, String> IRREGULAR =
      Map.ofEntries(
          Map.entry("sent", "send"),
          Map.entry("wrote", "write"),
          Map.entry("written", "write"),
          Map.entry("paid", "pay"),
          Map.entry("bought", "buy"),
          Map.entry("made", "make"),
          Map.entry("took", "take"),
          Map.entry("taken", "take"),
          Map.entry("gave", "give"),
          Map.entry("given", "give"),
          Map.entry("went", "go"),
          Map.entry("gone", "go"),
          Map.entry("told", "tell"),
          Map.entry("found", "find"),
          Map.entry("brought", "bring"),
          Map.entry("built", "build"),
          Map.entry("read", "read"),
          Map.entry("ran", "run"),
          Map.entry("met", "meet"),
          Map.entry("left", "leave"),
          Map.entry("sold", "sell"),
          Map.entry("fed", "feed"),
          Map.entry("drew", "draw"),
          Map.entry("drawn", "draw"),
          Map.entry("spoke", "speak"),
          Map.entry("spoken", "speak"),
          Map.entry("began", "begin"),
          Map.entry("begun", "begin"),
          Map.entry("renewed", "renew"),
          Map.entry("booked", "book"));

  private Text() {}

  /** Sentences (and lines) of a text, trimmed, non-empty: a list of the caller's own. */
  static List<String> sentences(String text) {
    return Sentences.of(text);
  }

  private static final Pattern MARKS = Pattern.compile("\\p{M}");

  /**
   * The words of a text: {@code Pattern.compile("[^\\p{L}\\p{N}]+").split(s)} (with {@code
   * numbers}) or {@code Pattern.compile("[^\\p{L}]+").split(s)}, without a regular expression (the
   * stems of every known task's label are read for each message). The same array: a leading empty
   * word when the text starts with a separator, no trailing empty words, the text itself when it
   * has no separator.
   */
  static String[] words(String s, boolean numbers) {
    List<String> out = null;
    int index = 0;
    int i = 0;
    int n = s.length();
    while (i < n) {
      int cp = s.codePointAt(i);
      if (wordChar(cp, numbers)) {
        i += Character.charCount(cp);
        continue;
      }
      int start = i;
      while (i < n && !wordChar(cp = s.codePointAt(i), numbers)) {
        i += Character.charCount(cp);
      }
      if (out == null) {
        out = new ArrayList<>();
      }
      out.add(s.substring(index, start));
      index = i;
    }
    if (out == null) {
      return new String[] {s};
    }
    out.add(s.substring(index));
    int size = out.size();
    while (size > 0 && out.get(size - 1).isEmpty()) {
      size--;
    }
    return out.subList(0, size).toArray(new String[0]);
  }

  private static boolean wordChar(int cp, boolean numbers) {
    int type = Character.getType(cp);
    return switch (type) {
      case Character.UPPERCASE_LETTER,
          Character.LOWERCASE_LETTER,
          Character.TITLECASE_LETTER,
          Character.MODIFIER_LETTER,
          Character.OTHER_LETTER ->
          true;
      case Character.DECIMAL_DIGIT_NUMBER, Character.LETTER_NUMBER, Character.OTHER_NUMBER ->
          numbers;
      default -> false;
    };
  }

  private static final Pattern SPACES = Pattern.compile("\\s+");
  private static final Pattern EDGE_QUOTES =
      Pattern.compile("^[\"'“”‘’(\\[]+|[\"'“”‘’)\\].,;:!?…]+$");
  private static final Pattern WEAK_PAST_NL = Pattern.compile("(?:be|ont|her)\\p{L}{3,}[dt]");
  private static final Pattern PAST_TENSE_NL = Pattern.compile("\\p{L}{3,}[dt]e");
  private static final Pattern PREPOSITION_NL =
      Pattern.compile("in|naar|voor|bij|met|aan|op|om|van|uit|over");
  private static final Pattern DETERMINER_NL =
      Pattern.compile("de|het|een|mijn|onze|je|jouw|zijn|haar|hun|die|deze");

  static String fold(String s) {
    if (isAscii(s)) {
      return s.toLowerCase(Locale.ROOT); // NFKD leaves ASCII as it is and it has no marks
    }
    return AsciiCase.matcher(MARKS, Normalizer.normalize(s, Normalizer.Form.NFKD))
        .replaceAll("")
        .toLowerCase(Locale.ROOT);
  }

  /**
   * Whether no letter of the text matches an ASCII letter case-insensitively without lower-casing
   * to it: dotted capital I, dotless i, long s (the Kelvin sign lower-cases to "k"). For such text
   * a case-insensitive pattern's ASCII word matches only where the lower-cased text contains it.
   */
  static boolean foldsLikeAscii(String s) {
    // three searches: each is immediate for text all in Latin-1, the most of it
    return s.indexOf('\u0130') < 0 && s.indexOf('\u0131') < 0 && s.indexOf('\u017f') < 0;
  }

  /**
   * A cheap guard before a case-insensitive pattern whose every match contains one of {@code words}
   * (lower case, ASCII): false when the text contains none of them, so the pattern cannot match.
   * True without looking for text that fails {@link #foldsLikeAscii}.
   */
  static boolean mayContain(String text, List<String> words) {
    if (!foldsLikeAscii(text)) {
      return true;
    }
    String lower = text.toLowerCase(Locale.ROOT);
    for (String w : words) {
      if (lower.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the text holds a surrogate (a character outside the BMP, or half of one). */
  static boolean hasSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (Character.isSurrogate(s.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the text has an ASCII digit, all that {@code \\d} matches in the rules' patterns. */
  static boolean hasDigit(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '0' && c <= '9') {
        return true;
      }
    }
    return false;
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /** Stems of the content words of a phrase, in order, without duplicates. */
  static Set<String> contentStems(String phrase) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : words(fold(phrase), true)) {
      if (w.length() > 1 && !STOP.contains(w)) {
        out.add(stem(w));
      }
    }
    return out;
  }

  /** The base of an irregular English past form ("sent" -> "send"), or null. */
  static String irregularBase(String word) {
    return IRREGULAR.get(word.toLowerCase(Locale.ROOT));
  }

  /** A crude stem: irregular forms, then common English and Dutch inflections. */
  static String stem(String w) {
    String irregular = IRREGULAR.getOrDefault(w, IrregularPasts.english(w));
    String s = irregular != null ? irregular : w; // then stemmed as its base: booked -> book -> bok
    boolean participle = false;
    if (s.length() > 5 && s.startsWith("ge") && (s.endsWith("d") || s.endsWith("t"))) {
      s = s.substring(2, s.length() - 1); // Dutch participle: gestuurd -> stuur
      participle = true;
    } else if (s.length() > 6
        && s.length() <= 11 // a longer word is a compound noun: verjaardagskaart
        && s.startsWith("ver")
        && (s.endsWith("d") || s.endsWith("t"))) {
      s = s.substring(3, s.length() - 1); // verstuurd -> stuur
      participle = true;
    }
    for (String suffix : new String[] {"ing", "ied", "ies", "ed", "en", "es", "s", "e"}) {
      if (participle && suffix.equals("en")) {
        continue; // getekend -> teken, as tekenen -> teken (not tek)
      }
      if (s.length() > suffix.length() + 2 && s.endsWith(suffix)) {
        // "replied", "replies" -> reply, as "reply" itself (stop 36)
        s = s.substring(0, s.length() - suffix.length()) + (suffix.startsWith("ie") ? "y" : "");
        break;
      }
    }
    if (s.length() > 3 && s.charAt(s.length() - 1) == s.charAt(s.length() - 2)) {
      s = s.substring(0, s.length() - 1); // planned -> plann -> plan, stuurr
    }
    if (s.startsWith("ver") && s.length() > 5) {
      s = s.substring(3); // versturen -> stur, verstuurd -> stuur
    }
    return s.replace("uu", "u").replace("aa", "a").replace("oo", "o").replace("ee", "e");
  }

  private static final Map<String, String> PAST_EN =
      Map.of(
          "got", "get", "did", "do", "done", "do", "kept", "keep", "rang", "ring", "hung", "hang");

  /** A Dutch strong participle, perhaps after a separable particle ("teruggegeven"). */
  private static final Pattern STRONG_NL =
      Pattern.compile(
          "^(|af|op|uit|in|aan|terug|door|over|mee|weg|na|om|vast|toe|rond|klaar|bij|voor)ge"
              + "(\\p{L}{2,})en$");

  /** Strong participles whose vowel differs from the infinitive's. */
  private static final Map<String, String> STRONG_ROOTS =
      Map.of(
          "schreven", "schrijven",
          "vonden", "vinden",
          "nomen", "nemen",
          "sproken", "spreken",
          "kregen", "krijgen",
          "wezen", "wijzen",
          "zonden", "zenden",
          "bleven", "blijven",
          "streken", "strijken",
          "dronken", "drinken");

  private static final Pattern SEPARABLE_NL =
      Pattern.compile(
          "^(af|op|uit|in|aan|terug|door|over|mee|weg|na|om|vast|toe|rond|klaar)ge(.+)[dt]$");

  /**
   * Stems of the words of a sentence that look like a past form of a verb: English "-ed" and
   * irregular past forms, Dutch participles, whatever the detected language ("gestuurd",
   * "afgerond", "betaald", "overgemaakt") and Dutch past tense ("betaalde").
   */
  static Set<String> pastStems(String sentence) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : words(fold(sentence), false)) {
      if (w.length() < 3) {
        continue;
      }
      if (IRREGULAR.containsKey(w) && !w.equals("read") || IrregularPasts.english(w) != null) {
        out.add(stem(w)); // "dug" -> dig (stop 40)
        continue;
      } else if (PAST_EN.containsKey(w)) {
        out.add(stem(PAST_EN.get(w)));
        continue;
      } else if (w.length() >= 5 && w.endsWith("ed")) {
        out.add(stem(w));
        continue;
      }
      Matcher strong = AsciiCase.matcher(STRONG_NL, w);
      if (w.length() >= 7 && strong.matches()) {
        // a strong Dutch participle: "teruggegeven" -> teruggeven, "opgeschreven" -> opschrijven
        String root = strong.group(2) + "en";
        out.add(stem(strong.group(1) + STRONG_ROOTS.getOrDefault(root, root)));
        continue;
      }
      if (!(w.endsWith("d") || w.endsWith("t") || w.endsWith("de") || w.endsWith("te"))
          || w.length() < 5) {
        continue;
      }
      Matcher sep = AsciiCase.matcher(SEPARABLE_NL, w);
      if (sep.matches() && sep.group(2).length() >= 2) {
        out.add(stem(sep.group(1) + sep.group(2)));
        out.add(stem(sep.group(1) + sep.group(2) + (w.endsWith("t") ? "t" : ""))); // omgespit
      } else if (w.startsWith("ge") || w.startsWith("ver") && w.length() > 6) {
        out.add(stem(w));
      } else if (AsciiCase.matcher(WEAK_PAST_NL, w).matches()) {
        out.add(stem(w.substring(0, w.length() - 1)));
      } else if (AsciiCase.matcher(PAST_TENSE_NL, w).matches()) {
        out.add(stem(w.substring(0, w.length() - 2))); // betaalde -> betaal
      }
    }
    return out;
  }

  /** Stems of a label's verbs: English its first word, Dutch its infinitives ("... sturen"). */
  static Set<String> verbStems(String label) {
    Set<String> out = new LinkedHashSet<>();
    String[] words = words(fold(label), false);
    String last = words.length == 0 ? "" : words[words.length - 1];
    boolean dutch = last.length() >= 4 && last.endsWith("en");
    for (int i = 1; !dutch && i < words.length - 1; i++) {
      // "hotel boeken in Málaga": a Dutch infinitive before a phrase
      dutch =
          words[i].length() >= 5
              && words[i].endsWith("en")
              && AsciiCase.matcher(PREPOSITION_NL, words[i + 1]).matches()
              && !ActionVerbs.ACTION_VERBS_EN.contains(words[0]);
    }
    if (dutch) {
      for (int i = 0; i < words.length; i++) {
        String w = words[i];
        boolean noun =
            i > 0
                && i < words.length - 1
                && AsciiCase.matcher(DETERMINER_NL, words[i - 1]).matches();
        if (w.length() >= 4 && w.endsWith("en") && !STOP.contains(w) && !noun) {
          out.add(stem(w)); // a Dutch label: its infinitives
        }
      }
      return out;
    }
    for (String w : words) {
      if (!w.isEmpty() && !w.equals("to")) {
        out.add(stem(w)); // an English label: its first word
        break;
      }
    }
    return out;
  }

  /**
   * Whether two stems name the same thing: equal, or, in Dutch, the shorter (three letters or more
   * once stemmed: "bom") is the head of the other, a closed compound ("kaart" in
   * "verjaardagskaart", "contract" in "huurcontract"). English heads are not read that way: a
   * postcard is no birthday card.
   */
  static boolean sameThing(String a, String b, boolean dutch) {
    if (a.equals(b)) {
      return true;
    }
    String shorter = a.length() < b.length() ? a : b;
    String longer = shorter == a ? b : a;
    return dutch
        && shorter.length() >= 3
        && longer.length() - shorter.length() >= 3
        && longer.endsWith(shorter);
  }

  /** Whether any stem of {@code a} names the same thing as a stem of {@code b}. */
  static boolean anySameThing(Set<String> a, Set<String> b, boolean dutch) {
    for (String x : a) {
      for (String y : b) {
        if (sameThing(x, y, dutch)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Share of {@code target}'s stems found in {@code text}'s stems (0 when target has none). */
  static double coverage(Set<String> target, Set<String> text) {
    if (target.isEmpty()) {
      return 0;
    }
    int hit = 0;
    for (String t : target) {
      if (text.contains(t)) {
        hit++;
      }
    }
    return hit / (double) target.size();
  }

  /** Trims a captured phrase: surrounding whitespace, quotes, trailing punctuation. */
  static String clean(String phrase) {
    String s = phrase.strip();
    if (!singleSpaced(s)) {
      s = Cues.replaceAll(SPACES, s, " ");
    }
    if (s.isEmpty() || !plainEdge(s.charAt(0)) || !plainEdge(s.charAt(s.length() - 1))) {
      s = Cues.replaceAll(EDGE_QUOTES, s, "");
    }
    return s.strip();
  }

  /** Whether {@code \\s+} replaced by one space changes nothing: only single plain spaces. */
  private static boolean singleSpaced(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r') {
        return false;
      }
      if (c == ' ' && i + 1 < s.length() && s.charAt(i + 1) == ' ') {
        return false;
      }
    }
    return true;
  }

  /**
   * An ASCII letter or digit: neither a quote, bracket or stop {@link #EDGE_QUOTES} takes off an
   * edge nor a line terminator its {@code $} may stand before, so with one at both ends it matches
   * nothing.
   */
  private static boolean plainEdge(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
  }

  private static final Pattern CLAUSE_BREAK_NL =
      Pattern.compile(
          "(?i)\\s*(,|;|\\(| - | – |\\bomdat\\b|\\bmaar\\b|\\bwant\\b|\\bdus\\b|\\ben dan\\b)");
  private static final Pattern CLAUSE_BREAK_EN =
      Pattern.compile(
          "(?i)\\s*(,|;|\\(| - | – |\\bbecause\\b|\\bbut\\b|\\bsince\\b|\\bso that\\b|"
              + "\\bif\\b|\\bwhen\\b|\\band then\\b)");

  /** Cuts a phrase at the first clause break (comma, "because", "but", ...). */
  static String firstClause(String phrase, Lang lang) {
    Matcher m = AsciiCase.matcher((lang == Lang.NL ? CLAUSE_BREAK_NL : CLAUSE_BREAK_EN), phrase);
    return m.find() ? phrase.substring(0, m.start()) : phrase;
  }
}
