package dev.assistantmemory.extract.pos;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import morfologik.stemming.Dictionary;
import morfologik.stemming.DictionaryLookup;
import morfologik.stemming.WordData;

/**
 * Dutch word forms with their lemma and part of speech, from LanguageTool's morfologik dictionary
 * ({@code org.languagetool:dutch-pos-dict}, CC-BY 3.0 or BSD): "bestel" is the first person present
 * of "bestellen", "drukt" the third person of "drukken", "ingepakt" the participle of "inpakken".
 * It widens the rules' closed lists of action verbs: a verb the dictionary knows and that is not a
 * verb of state, view or taste ({@link #NOT_ACTIONS}) is an act.
 *
 * <p>The dictionary (13 MB, about 17 MB of heap) is read from the classpath once, on first use (a
 * lazy holder, about 0.2 s); a lookup costs a few microseconds. The lookups themselves are not
 * thread-safe, so each thread has its own over the one shared dictionary. On by default; {@code
 * -D}{@value #PROPERTY}{@code =false} turns it off (measured in docs/benchmarks.md, "Stop 31:
 * extract13nl").
 */
public final class DutchLexicon {

  public static final String PROPERTY = "assistantmemory.extract.lexicon";

  /** Whether the dictionary is asked at all (read once; on unless set to false). */
  public static final boolean ON = Boolean.parseBoolean(System.getProperty(PROPERTY, "true"));

  static final String RESOURCE = "/org/languagetool/resource/nl/dutch.dict";

  private static final String PRESENT_FIRST = "WKW:TGW:1EP";
  private static final String PRESENT_THIRD = "WKW:TGW:3EP";
  private static final String INFINITIVE = "WKW:TGW:INF";
  private static final String PARTICIPLE = "WKW:VTD";

  /**
   * Verbs that state a being, a view, a taste, a feeling or a place, or that only help another
   * verb: not something to do ("Morgen ben ik jarig", "Vrijdag vind ik het goed", "Zaterdag zit ik
   * in Gent").
   */
  public static final Set<String> NOT_ACTIONS =
      Set.of(
          "zijn",
          "hebben",
          "worden",
          "zullen",
          "kunnen",
          "moeten",
          "willen",
          "mogen",
          "hoeven",
          "durven",
          "gaan",
          "komen",
          "vinden",
          "denken",
          "weten",
          "geloven",
          "hopen",
          "menen",
          "vrezen",
          "twijfelen",
          "lijken",
          "blijken",
          "schijnen",
          "heten",
          "kennen",
          "begrijpen",
          "snappen",
          "zien",
          "horen",
          "voelen",
          "houden",
          "haten",
          "missen",
          "wonen",
          "werken",
          "slapen",
          "zitten",
          "staan",
          "liggen",
          "blijven",
          "wachten",
          "proberen",
          "beginnen",
          "stoppen",
          "starten",
          "ontvangen",
          "genieten",
          "balen",
          "rusten",
          "leven",
          "zeggen",
          "bedoelen",
          "verwachten",
          "snakken",
          "verlangen",
          "worstelen",
          "merken",
          "krijgen",
          "raken",
          "lopen",
          "vallen",
          "passen",
          "kosten",
          "duren",
          "gelden",
          "betekenen",
          "klinken",
          "smaken",
          "ruiken",
          "bestaan",
          "zwijgen",
          "lachen",
          "huilen",
          "dromen",
          "vertrekken",
          "logeren",
          "trouwen",
          "vliegen",
          "landen",
          "reizen",
          "eten",
          "drinken",
          "hangen",
          "slagen",
          "zakken",
          "winnen",
          "verliezen",
          "spelen",
          "sporten",
          "wandelen",
          "fietsen",
          "zwemmen",
          "vissen",
          "rijden",
          "feesten",
          "vieren",
          "vergaderen",
          "overleggen",
          "praten",
          "kletsen",
          "bespreken",
          "hoesten",
          "voetballen",
          "dansen",
          "zingen",
          "koken",
          "trainen",
          "hardlopen",
          "uitslapen",
          "opschieten",
          "haasten",
          "tellen",
          "aanvoelen",
          "meevallen",
          "tegenvallen");

  private DutchLexicon() {}

  private static final class Holder {
    static final Dictionary DICTIONARY = read();
  }

  private static Dictionary read() {
    URL url = DutchLexicon.class.getResource(RESOURCE);
    if (url == null) {
      throw new IllegalStateException("Dutch dictionary missing from the classpath: " + RESOURCE);
    }
    try {
      return Dictionary.read(url);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final ThreadLocal<DictionaryLookup> LOOKUP =
      ThreadLocal.withInitial(() -> new DictionaryLookup(Holder.DICTIONARY));

  /** One reading of a word form: its lemma and its tag ("bestellen", "WKW:TGW:1EP"). */
  public record Reading(String lemma, String tag) {}

  /**
   * Every reading of the word (lower-cased first), or none when the dictionary does not know it.
   */
  public static List<Reading> readings(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    if (w.isEmpty() || w.length() > 40) {
      return List.of();
    }
    List<Reading> out = new ArrayList<>(2);
    for (WordData d : LOOKUP.get().lookup(w)) {
      // WordData is reused by the lookup: copy its text out at once
      out.add(new Reading(String.valueOf(d.getStem()), String.valueOf(d.getTag())));
    }
    return out;
  }

  private static String lemma(String word, String tagPrefix) {
    if (!ON) {
      return null;
    }
    for (Reading r : readings(word)) {
      if (r.tag().startsWith(tagPrefix)) {
        return r.lemma();
      }
    }
    return null;
  }

  /** Loads the dictionary now (for a server that wants no first-message delay). */
  public static void warm() {
    if (ON) {
      readings("bestel");
    }
  }

  /** Tags of words that are also a preposition, pronoun, article, conjunction or adverb. */
  private static final List<String> FUNCTION_TAGS =
      List.of("VRZ", "VNW", "LID", "VGW", "BYW", "TSW");

  /**
   * Whether the word can also be a function word ("uit" is a preposition before it is "uiten"): a
   * verb read from such a word would misread most sentences.
   */
  public static boolean isFunctionWord(String word) {
    if (!ON) {
      return false;
    }
    for (Reading r : readings(word)) {
      for (String t : FUNCTION_TAGS) {
        if (r.tag().startsWith(t)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the infinitive names an act: a verb of state, view or taste does not. */
  public static boolean isAction(String infinitive) {
    return infinitive != null && !NOT_ACTIONS.contains(infinitive.toLowerCase(Locale.ROOT));
  }

  /** The infinitive of a first person present form ("bestel" -> "bestellen"), or null. */
  public static String firstPerson(String word) {
    return lemma(word, PRESENT_FIRST);
  }

  /** The infinitive of a third person singular present form ("drukt" -> "drukken"), or null. */
  public static String thirdPerson(String word) {
    return lemma(word, PRESENT_THIRD);
  }

  /** Whether the word is an infinitive (or plural present) the dictionary knows ("drukken"). */
  public static boolean isInfinitive(String word) {
    String lemma = lemma(word, INFINITIVE);
    return lemma != null && lemma.equalsIgnoreCase(word);
  }

  /**
   * The infinitive of a past participle ("ingepakt" -> "inpakken", "gekocht" -> "kopen"), or null.
   */
  public static String participle(String word) {
    return lemma(word, PARTICIPLE);
  }
}
