package dev.assistantmemory.extract;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Dutch action verbs {@link DutchClauses} reads intentions with: the listed infinitives, their
 * separable particles, and the first person stem of each ("bellen" → "bel"). Split from {@link
 * DutchClauses} (stop 32), which keeps the reading of the clauses.
 */
final class DutchInfinitives {
  private DutchInfinitives() {}

  static final Set<String> PARTICLES =
      Set.of(
          "op", "in", "af", "mee", "terug", "na", "door", "aan", "uit", "over", "weg", "toe",
          "rond", "binnen", "langs", "bij", "klaar", "vast", "neer", "om", "voor", "schoon", "open",
          "dicht");

  private static final String[] INFINITIVE_LIST = {
    "bellen",
    "sturen",
    "mailen",
    "appen",
    "brengen",
    "halen",
    "leveren",
    "betalen",
    "maken",
    "regelen",
    "boeken",
    "schrijven",
    "checken",
    "bestellen",
    "plannen",
    "zetten",
    "doen",
    "vragen",
    "zeggen",
    "kopen",
    "lezen",
    "tekenen",
    "ondertekenen",
    "reserveren",
    "vullen",
    "bakken",
    "koken",
    "schilderen",
    "strijken",
    "wassen",
    "ruimen",
    "repareren",
    "bespreken",
    "nemen",
    "leiden",
    "laten",
    "helpen",
    "pakken",
    "fixen",
    "printen",
    "scannen",
    "versturen",
    "verlengen",
    "annuleren",
    "leggen",
    "hangen",
    "bouwen",
    "poetsen",
    "stofzuigen",
    "kijken",
    "controleren",
    "updaten",
    "installeren",
    "sorteren",
    "organiseren",
    "beginnen",
    "melden",
    "doorgeven",
    "teruggeven",
    "opruimen",
    "schoonmaken",
    "afmaken",
    "inleveren",
    "overmaken",
    "uploaden",
    "downloaden",
    "invullen",
    "opzeggen",
    "aanvragen",
    "terugbellen",
    "verzenden",
    "verkopen",
    "zoeken",
    "lenen",
    "huren",
    "sparen",
    "storten",
    "boeken",
    "wijzigen",
    "aanpassen",
    "voorbereiden",
    "oefenen",
    "leren",
    "inpakken",
    "uitpakken",
    "vervangen",
    "afspreken",
    "uitnodigen",
    "bezorgen",
    "ophalen",
    "opsturen",
    "ruilen",
    "retourneren",
    "afhalen",
    "schrappen",
    "uitzoeken",
    "verhuizen",
    "trimmen",
    "maaien",
    "snoeien",
    "wieden",
    "opzetten",
    "inschrijven",
    "aanmelden",
    "afmelden",
    "afzeggen",
    "verplaatsen",
    "opbellen",
    "verven",
    "timmeren",
    "inplannen",
    "afronden",
    "nakijken",
    "doorsturen",
    "doorlezen",
    "reageren",
    "antwoorden",
    "solliciteren",
    "informeren",
    // added in the seventh pass (stop 25)
    "indienen",
    "beantwoorden",
    "voeren",
    "tanken",
    "verbouwen",
    "vernieuwen",
    "afwassen",
    "declareren",
    "beslissen",
    "kiezen",
    "versieren",
    "bekijken",
    "verwerken",
    "verzetten",
    // added in the ninth pass (stop 27): errands of the house, the office and the garden
    "opstellen",
    "legen",
    "lappen",
    "vegen",
    "dweilen",
    "aansluiten",
    "afsluiten",
    "afhandelen",
    "aanschaffen",
    "vertalen",
    "herschrijven",
    "corrigeren",
    "testen",
    "verzekeren",
    "inrichten",
    "knippen",
    "planten",
    "feliciteren",
    "bedanken",
    "opladen",
    "monteren",
    "behangen",
    "schuren",
    "kopiëren",
    "noteren",
    "opknappen",
    "afrekenen",
    "verwijderen"
  };

  /** The listed infinitives: a base verb not among them only counts with its particle. */
  static final Set<String> INFINITIVES = Set.copyOf(List.of(INFINITIVE_LIST));

  private static Map<String, String> actions() {
    Map<String, String> plain = new java.util.HashMap<>();
    for (String inf : INFINITIVE_LIST) {
      String base = inf;
      for (String p : PARTICLES) {
        String rest = inf.substring(Math.min(p.length(), inf.length()));
        if (inf.startsWith(p) && rest.length() >= 5 && rest.endsWith("en")) {
          base = rest; // a separable verb: the particle joins the stem later ("op" + "halen")
          break;
        }
      }
      plain.putIfAbsent(stem(base), base);
      plain.putIfAbsent(base, base); // first person plural: "bespreken we"
    }
    return Map.copyOf(plain);
  }

  /** The first person singular of a regular infinitive ("bellen" → "bel", "sturen" → "stuur"). */
  static String stem(String infinitive) {
    Map<String, String> irregular =
        Map.of("doen", "doe", "gaan", "ga", "laten", "laat", "nemen", "neem", "geven", "geef");
    if (irregular.containsKey(infinitive)) {
      return irregular.get(infinitive);
    }
    if (infinitive.endsWith("eren")
        && infinitive.length() > 7
        && !Set.of(
                "leveren",
                "schilderen",
                "timmeren",
                "veranderen",
                "verbeteren",
                "herinneren",
                "verzekeren",
                "verwijderen")
            .contains(infinitive)) {
      return infinitive.substring(0, infinitive.length() - 4) + "eer"; // reserveren -> reserveer
    }
    String s =
        infinitive.endsWith("en") ? infinitive.substring(0, infinitive.length() - 2) : infinitive;
    int n = s.length();
    if (n >= 2 && s.charAt(n - 1) == s.charAt(n - 2) && !"aeiou".contains(s.substring(n - 1))) {
      return s.substring(0, n - 1); // bellen -> bell -> bel
    }
    if (s.endsWith("v")) {
      s = s.substring(0, n - 1) + "f"; // schrijven -> schrijf
    } else if (s.endsWith("z")) {
      s = s.substring(0, n - 1) + "s"; // lezen -> lees
    }
    n = s.length();
    if (n >= 3
        && !"aeiou".contains(s.substring(n - 1))
        && "aeou".contains(s.substring(n - 2, n - 1))
        && !"aeiou".contains(s.substring(n - 3, n - 2))
        && !s.endsWith("er")
        && !s.endsWith("el")
        && !s.endsWith("en")) {
      // an open syllable: its long vowel is written double when closed (sturen -> stuur)
      return s.substring(0, n - 1) + s.substring(n - 2);
    }
    return s;
  }

  /** Action verbs, first person stem → infinitive (the user has to carry them out). */
  static final Map<String, String> ACTIONS = actions();
}
