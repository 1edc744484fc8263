package dev.assistantmemory.extract;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Work the user has someone else do (issue 13, stop 36): "I'll get Dev to review the contract",
 * "I'm going to have Connor and Ella split the rota between them", "Ik laat Wessel de offerte
 * nakijken", "Ik laat Bram en Femke samen de nieuwsbrief schrijven" are the named people's tasks
 * (one each), not the user's "get Dev to ...". A question, a negation or a past tense is none.
 */
final class DelegatedWork {

  private DelegatedWork() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** "I'll get X to ...", "I'll have X ... (bare infinitive)". */
  private static final Pattern HAVE_EN =
      Pattern.compile(
          "^\\W*(?:(?:so|and|then|ok(?:ay)?),?\\s+)?i(?:'ll| will|'m going to| am going to|'m gonna"
              + "| shall)\\s+(?:(?<get>get)|have)\\s+(?:my [\\p{L}-]+ )?"
              + Owners.NAMES
              + "(?<!['’]s)\\s+(?<to>(?:to\\s+)?)(?<act>[^,;.!?]+)",
          FLAGS);

  /** "Ik laat X ... <infinitief>" (the user's "laten" with a person and an infinitive). */
  private static final Pattern LAAT_NL =
      Pattern.compile(
          "^\\W*(?:(?:dus|dan|en),?\\s+)?ik\\s+laat\\s+(?:mijn [\\p{L}-]+ )?"
              + Owners.NAMES
              + "\\s+(?:samen\\s+|even\\s+|morgen\\s+)*(?<act>[^,;.!?]*\\s(?<inf>\\p{L}+en))(?:\\s*[,;]|\\W*$)",
          FLAGS);

  /** Infinitives that make "laten" no hand-over: "Ik laat Tom weten ...", "laat Tom gaan". */
  private static final Pattern NOT_WORK_NL =
      Pattern.compile("weten|horen|zien|gaan|staan|liggen|zitten|vallen|merken|komen|lopen", FLAGS);

  /** A first word that is no base verb after "have X": "I'll have Tom over", "have Ana for tea". */
  private static final Pattern NOT_A_VERB_EN =
      Pattern.compile(
          "^(?:over|round|around|for|at|on|in|back|here|there|with|to|as|the|a|an|my|his|her|their"
              + "|some|no|not|\\p{L}+(?:ed|s))\\b.*",
          FLAGS);

  private static final Pattern TRAILING =
      Pattern.compile("\\s+(?:between them|together|for me)$", FLAGS);

  static List<Owners.Owned> find(String clause, Lang lang) {
    if (clause.endsWith("?")
        || !Text.mayContain(clause, List.of(lang == Lang.NL ? "laat " : "get ", "have "))) {
      return List.of();
    }
    if (lang == Lang.NL) {
      Matcher m = AsciiCase.matcher(LAAT_NL, clause);
      if (!m.find()
          || AsciiCase.matcher(NOT_WORK_NL, m.group("inf")).matches()
          || TaskRules.negated(m.group("act"))) {
        return List.of();
      }
      return Owners.each(Owners.persons(m.group("names"), clause), m.group("act").strip());
    }
    Matcher m = AsciiCase.matcher(HAVE_EN, clause);
    if (!m.find()) {
      return List.of();
    }
    String act = m.group("act").strip();
    boolean to = !m.group("to").isEmpty();
    if (m.group("get") != null != to || AsciiCase.matcher(NOT_A_VERB_EN, act).matches()) {
      return List.of();
    }
    return Owners.each(
        Owners.persons(m.group("names"), clause), AsciiCase.matcher(TRAILING, act).replaceAll(""));
  }
}
