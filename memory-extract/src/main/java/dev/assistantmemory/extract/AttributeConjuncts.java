package dev.assistantmemory.extract;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two attributes joined by "and" / "en" after one subject (stop 38): "I'm 38 and allergic to
 * penicillin", "Mijn schoonzus Dewi is tandarts en vegetariër", "Emma's a nurse and has two kids".
 * The fact rules read the attribute right after the copula; the second conjunct is handed back as a
 * sentence of its own with the same subject ("I'm allergic to penicillin", "Mijn schoonzus Dewi is
 * vegetariër", "Emma has two kids"), which the same rules then read. A second conjunct that brings
 * its own subject ("and I love it", "en hij ...") is left alone: it is a clause, not an attribute.
 */
final class AttributeConjuncts {
  private AttributeConjuncts() {}

  /** A subject and its copula, the first attribute, "and", the second attribute. */
  private static final Pattern JOINED =
      Rules.p(
          "^(.*?\\b(?:(i['’]m|i am|ik ben)|((?-i:\\p{Lu}\\p{Ll}+))(?: is|['’]s)))"
              + " ([^,;]+?) (?:and|en) ([^,;.!?]+)");

  /** A second conjunct that says what the subject has: "and has two kids", "en heeft een hond". */
  private static final Pattern HAS = Rules.p("^(?:has|have|heeft|heb|has got|['’]s got)\\b.*");

  /** Words that open a clause of its own rather than a second attribute. */
  private static final Set<String> OWN_SUBJECT =
      Set.of(
          "i", "i'm", "i’m", "ik", "he", "he's", "she", "she's", "we", "they", "it", "it's", "you",
          "hij", "ze", "zij", "wij", "het", "dat", "that", "this", "dit", "je", "jij", "u", "my",
          "mijn", "m'n", "his", "her", "their", "zijn", "haar", "hun", "so", "dus", "but", "maar",
          "then", "dan", "now", "nu", "there", "er", "the", "de");

  /** The second attributes of a sentence, each as a sentence of its own (none for most). */
  static List<String> secondClauses(String sentence) {
    if (sentence.indexOf(" and ") < 0 && sentence.indexOf(" en ") < 0) {
      return List.of();
    }
    Matcher m = AsciiCase.matcher(JOINED, sentence);
    if (!m.find()) {
      return List.of();
    }
    String second = m.group(5).strip();
    String firstWord = second.split("\\s+")[0].toLowerCase(Locale.ROOT);
    if (second.isEmpty() || OWN_SUBJECT.contains(firstWord)) {
      return List.of();
    }
    if (AsciiCase.matcher(HAS, second).matches()) {
      String subject =
          m.group(2) != null
              ? (m.group(2).toLowerCase(Locale.ROOT).startsWith("ik") ? "Ik" : "I")
              : m.group(3);
      return List.of(subject + " " + second);
    }
    return List.of(m.group(1) + " " + second);
  }

  /**
   * A second predicate that shares the subject of the first (stop 39): "Ik ben 41 en woon in
   * Haarlem", "My sister Lola moved to Glasgow and joined the Film Society", "Ons Lien zit op kot
   * in Leuven en studeert aan de KU Leuven". The second conjunct opens with a lower-case verb and
   * is handed back with the subject before it ("Ik woon in Haarlem", "Lola joined ..."), and with
   * the first conjunct's auxiliary too when it has one ("Lola is naar Groningen verhuisd en lid
   * geworden van ..." -> "Lola is lid geworden van ...").
   */
  private static final Pattern SHARED =
      Rules.p(
          "^\\W*(?:(?:my|our|mijn|onze|ons|m['’]n) (?:\\p{Ll}+ ){0,2})?"
              + "(i|ik|(?-i:\\p{Lu}\\p{Ll}+)) ((?-i:\\p{Ll})[\\p{L}'’]*)( [^,;]+?),? (?:and|en)"
              + " (?:(?:then|also|ook|toen|daarna) )?((?-i:\\p{Ll})[^,;.!?]+)");

  private static final Set<String> AUXILIARIES =
      Set.of("is", "has", "have", "ben", "heeft", "heb", "zijn", "hebben", "was", "had");

  /** The second predicates of a sentence, each with the shared subject (none for most). */
  static List<String> sharedSubjects(String sentence) {
    if (sentence.indexOf(" and ") < 0 && sentence.indexOf(" en ") < 0) {
      return List.of();
    }
    Matcher m = AsciiCase.matcher(SHARED, sentence);
    if (!m.find()) {
      return List.of();
    }
    String second = m.group(4).strip();
    String firstWord = second.split("\\s+")[0].toLowerCase(Locale.ROOT);
    if (OWN_SUBJECT.contains(firstWord) || AUXILIARIES.contains(firstWord)) {
      return List.of();
    }
    String subject = m.group(1);
    String verb = m.group(2).toLowerCase(Locale.ROOT);
    if (AUXILIARIES.contains(verb)) {
      return List.of(subject + " " + second, subject + " " + m.group(2) + " " + second);
    }
    return List.of(subject + " " + second);
  }
}
