package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Preferences said through a habit, a comparison or an idiom of indifference (issue 13, stop 32),
 * read after {@link Preferences} and {@link EvaluativePreferences} and adding only what they left
 * out: "I always take the stairs", "I take my coffee black, no sugar", "Ik neem altijd de trap",
 * "Trains beat planes any day", "Appen gaat me beter af", "Thee gaat bij mij boven koffie", "I
 * can't be bothered with small talk", "Bellen vind ik lastig". A like is dropped whenever a negator
 * stands in its clause (a negator never makes a like); someone else's habit, a question and the
 * moment state nothing. {@link #split} makes "both cats and dogs" two preferences.
 */
final class HabitPreferences {

  private HabitPreferences() {}

  private static final String NP = "(?<np>[\\p{L}\\p{N}][\\p{L}\\p{N}'’&\\- ]{0,50}?)";

  /** Where the thing ends: a clause edge, or a word that starts a circumstance. */
  private static final String END =
      "(?=\\W*$|\\s*[,;.!]|\\s+(?:to|for|when|whenever|if|because|since|as|on|at|in|with|over"
          + "|instead|rather|unless|naar|als|omdat|want|wanneer|om|op|bij|in|met|dan|omdat)\\b)";

  private static final Pattern CLAUSE =
      EvaluativeRules.p(
          "\\s*[;:]\\s*|,?\\s+(?:but|though|whereas|maar|terwijl)\\s+|,\\s+(?=i\\b|ik\\b)");

  private static final Pattern LEAD =
      EvaluativeRules.p(
          "^\\W*(?:(?:remember|note|fyi|just so you know|for the record|onthoud|weet je,?)\\s*,?\\s*"
              + "(?:that\\s+|dat\\s+)?|(?:and|so|also|honestly|en|dus|ook)\\s+)");

  private record Rule(Pattern pattern, boolean like) {}

  /** "liever hij dan ik": a person, no thing. */
  private static final String PRONOUN =
      "(?:hij|zij|ze|jij|je|ik|wij|we|jullie|u|die|dat|het|jou|mij|hem|haar|hen)\\b";

  private static final List<Rule> EN =
      List.of(
          // "I always take the stairs", "For flights I usually go for the aisle"
          new Rule(
              EvaluativeRules.p(
                  "^(?:for [\\p{L} ]{1,30},?\\s+)?i\\s+(?:almost\\s+)?(?:always|usually|generally"
                      + "|normally|typically|invariably|tend to)\\s+(?:go for|opt for|choose|pick|order"
                      + "|book|ask for|take)\\s+(?!(?:care|part|time|notes|a (?:look|moment|break|nap"
                      + "|minute|second))\\b|my time\\b|it\\b|them\\b|that\\b|this\\b)"
                      + NP
                      + END),
              true),
          // "I take my coffee black, no sugar": the whole way of having it
          new Rule(
              EvaluativeRules.p(
                  "^i\\s+(?:always\\s+|usually\\s+)?(?:take|have|drink|like)\\s+my\\s+(?<whole>(?:coffee"
                      + "|tea|latte|espresso|steak|eggs|burgers?|pizza|curry|porridge|toast)\\s+"
                      + "(?!every|each|at|in|on|before|after|when|with me)[^.!?]+?)\\W*$"),
              true),
          // "Trains beat planes any day", "Paper books beat e-readers hands down"
          new Rule(
              EvaluativeRules.p(
                  "^"
                      + NP
                      + "\\s+(?:beats?|trumps?|wins? over|(?:is|are)\\s+(?:way |much |far |so much )?better"
                      + " than)\\s+[^,;.!?]{1,40}?\\s+(?:any day(?: of the week)?|every (?:single )?time"
                      + "|hands down|any time|for me|in my book)\\b"),
              true),
          // "I'm a big tea drinker", "I'm more of a dog person", "I'm not a morning person"
          new Rule(
              EvaluativeRules.p(
                  "^i'?m\\s+(?:really\\s+|definitely\\s+|totally\\s+)?(?:more of\\s+)?(?:a|an)\\s+"
                      + "(?:big |huge |real |total |massive |true |serious )?(?<np>\\p{L}+)\\s+(?:person|drinker"
                      + "|lover|addict|fiend|nut|eater|type)\\b"),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^i'?m\\s+(?:really\\s+|just\\s+)?not\\s+(?:really\\s+)?(?:a|an|much of a|much of an"
                      + "|big on being a)\\s+(?:big |huge |real )?(?<np>\\p{L}+)\\s+(?:person|drinker|lover"
                      + "|eater|type)\\b"),
              false),
          // "Give me a good thriller any day"
          new Rule(
              EvaluativeRules.p(
                  "^give me\\s+"
                      + NP
                      + "\\s+(?:any day|every (?:single )?time|any time|anytime|over|instead of)\\b"),
              true),
          // "I have a soft spot for Italian food", "I'm addicted to sudoku", "Tea over coffee,
          // always", "I could eat pasta every day"
          new Rule(
              EvaluativeRules.p(
                  "^i\\s+(?:have|'ve got|have got)\\s+(?:a|such a)\\s+(?:real |big |huge |soft )?(?:soft"
                      + " spot|weakness|thing)\\s+for\\s+"
                      + NP
                      + END
                      + "|^i'?m\\s+(?:a bit\\s+|totally\\s+|so\\s+|completely\\s+)?addicted to\\s+"
                      + NP.replace("np", "np2")
                      + END),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^(?<whole>[\\p{L}\\- ]{2,30}? over [\\p{L}\\- ]{2,30}?),?\\s+(?:always|every (?:single )?time"
                      + "|any day|hands down)\\W*$"),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^i\\s+could\\s+(?:happily\\s+|honestly\\s+)?(?:eat|drink|watch|read|listen to|play)\\s+"
                      + NP
                      + "\\s+(?:every (?:single )?day|all day|forever|on repeat|every night)\\b"),
              true),
          // "I get annoyed by loud music"
          new Rule(
              EvaluativeRules.p(
                  "^i\\s+(?:always\\s+)?get\\s+(?:so\\s+|really\\s+|easily\\s+)?(?:annoyed|irritated"
                      + "|bored|stressed)\\s+(?:by|with)\\s+"
                      + NP
                      + END),
              false),
          // "I'm not big on birthdays", "I'm not one for big parties", "Spicy food and I don't get
          // along", "No cruises for me"
          new Rule(
              EvaluativeRules.p(
                  "^i'?m\\s+(?:really\\s+|just\\s+)?not\\s+(?:really\\s+|that\\s+|too\\s+|very\\s+|so\\s+)?"
                      + "(?:big on|one for|much for|a big one for)\\s+"
                      + NP
                      + END
                      + "|^"
                      + NP.replace("np", "np2")
                      + "\\s+and\\s+i\\s+(?:just\\s+|really\\s+)?(?:don'?t|do not|never)\\s+(?:get along|get on"
                      + "|mix|agree)\\b"
                      + "|^no\\s+"
                      + NP.replace("np", "np3")
                      + "\\s+for me\\b"),
              false),
          // "I'm all about a slow Sunday morning"
          new Rule(
              EvaluativeRules.p("^i'?m\\s+(?:so\\s+|totally\\s+)?all about\\s+" + NP + END), true),
          // "I can't be bothered with small talk", "Small talk, can't be bothered"
          new Rule(
              EvaluativeRules.p(
                  "^(?:i\\s+)?(?:really\\s+|just\\s+)?(?:can'?t|cannot) be bothered (?:with|about)\\s+"
                      + NP
                      + END
                      + "|^"
                      + NP.replace("np", "np2")
                      + ",\\s+(?:i\\s+)?(?:really\\s+|just\\s+)?(?:can'?t|cannot) be bothered\\W*$"),
              false));

  private static final List<Rule> NL =
      List.of(
          // "Ik neem altijd de trap", "Ik kies meestal voor de trein"
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+(?:neem|kies|bestel|boek|pak)\\s+(?:bijna\\s+)?(?:altijd|meestal|steevast"
                      + "|doorgaans|standaard)\\s+(?:voor\\s+)?(?!(?:het|dat|die|ze|hem|er|de tijd)\\b)"
                      + NP
                      + END),
              true),
          // "Ik drink mijn koffie zwart"
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+(?:drink|eet|neem)\\s+(?:mijn|m'n)\\s+(?<whole>(?:koffie|thee|cappuccino"
                      + "|espresso|biefstuk|eieren|ei|pizza|havermout)\\s+(?!elke|iedere|om|op|in"
                      + "|voor|na|als|bij|altijd|meestal)[^.!?]+?)\\W*$"),
              true),
          // "Appen gaat me beter af", "Thee gaat bij mij boven koffie", "Fietsen ligt me meer"
          new Rule(
              EvaluativeRules.p(
                  "^"
                      + NP
                      + "\\s+(?:(?:gaat|gaan)\\s+(?:me|mij)\\s+(?:veel |een stuk |stukken |wel )?beter"
                      + " af|(?:ligt|liggen)\\s+(?:me|mij)\\s+(?:veel |wel )?(?:beter|meer)"
                      + "|(?:gaat|gaan)\\s+(?:bij mij|voor mij|voor mij altijd|altijd)\\s+boven)\\b"),
              true),
          // "Ik ben een echte theedrinker", "Ik ben geen ochtendmens"
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+ben\\s+(?:echt\\s+|meer\\s+|wel\\s+)?(?:een|zo'?n)\\s+(?:echte |grote |enorme )?"
                      + "(?<np>\\p{L}+?)-?(?:drinker|mens|liefhebber|type|eter|fan)\\b"),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+ben\\s+(?:geen\\s+|niet\\s+(?:echt |zo'?n |zo )?(?:een\\s+)?)(?:echte |grote )?"
                      + "(?<np>\\p{L}+?)-?(?:drinker|mens|liefhebber|type|eter|fan)\\b"),
              false),
          // "Ik hou ervan om te wandelen", "Ik hou er niet van om vroeg op te staan"
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+(?:hou|houd)\\s+(?:er\\s*)?(?:echt |zo |wel |heel erg )?van\\s+om\\s+"
                      + "(?:(?<np>[^,;]+?)\\s+)?te\\s+(?<verb>\\p{L}+)"),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+(?:hou|houd)\\s+er\\s+(?:echt |helemaal |totaal )?niet\\s+(?:zo\\s+)?van\\s+om\\s+"
                      + "(?:(?<np2>[^,;]+?)\\s+)?te\\s+(?<verb2>\\p{L}+)"),
              false),
          // "Ik heb een zwak voor Italiaans eten", "Ik ben verslaafd aan sudoku", "Thee boven
          // koffie, altijd", "Ik zou elke dag pasta kunnen eten"
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+heb\\s+(?:een\\s+)?(?:groot |echt |enorm )?zwak\\s+voor\\s+"
                      + NP
                      + END
                      + "|^ik\\s+ben\\s+(?:echt\\s+|helemaal\\s+|een beetje\\s+)?verslaafd\\s+aan\\s+"
                      + NP.replace("np", "np2")
                      + END),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^(?<whole>[\\p{L}\\- ]{2,30}? boven [\\p{L}\\- ]{2,30}?),?\\s+(?:altijd|elke keer"
                      + "|iedere keer)\\W*$"),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+zou\\s+(?:elke|iedere)\\s+dag\\s+"
                      + NP
                      + "\\s+kunnen\\s+(?:eten|drinken|kijken|lezen|spelen)\\b"),
              true),
          // "Met Sinterklaas heb ik niks", "Ik moet niets van musicals hebben", "Musicals zijn aan
          // mij niet besteed", "Ik erger me aan ...", "Ik vind small talk vermoeiend"
          new Rule(
              EvaluativeRules.p(
                  "^met\\s+"
                      + NP
                      + "\\s+heb\\s+ik\\s+(?:echt\\s+|helemaal\\s+)?(?:niks|niets|weinig)\\b"
                      + "|^ik\\s+moet\\s+(?:echt\\s+)?(?:niks|niets)\\s+van\\s+"
                      + NP.replace("np", "np2")
                      + "\\s+hebben\\b"
                      + "|^"
                      + NP.replace("np", "np3")
                      + "\\s+(?:is|zijn)\\s+aan\\s+mij\\s+niet\\s+besteed\\b"
                      + "|^ik\\s+erger\\s+me\\s+(?:(?:altijd|echt|kapot|dood|groen en geel|mateloos|zo)\\s+)*"
                      + "aan\\s+"
                      + NP.replace("np", "np4")
                      + END
                      + "|^ik\\s+vind\\s+"
                      + NP.replace("np", "np5")
                      + "\\s+(?:echt |zo |best |heel |nogal |erg )?(?:vermoeiend|lastig|doodeng|eng|overschat)"
                      + END),
              false),
          // "Ik ben meer van de bergen dan van het strand", "Een avondje bordspellen gaat er bij
          // mij
          // altijd in", "Wandelen in het bos, daar knap ik van op", "Liever een boek dan een film"
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+ben\\s+(?:echt\\s+|toch\\s+|veel\\s+)?meer\\s+van\\s+"
                      + NP
                      + "\\s+dan\\s+(?:van\\s+)?\\p{L}"
                      + "|^"
                      + NP.replace("np", "np2")
                      + "\\s+(?:gaat|gaan)\\s+er\\s+(?:(?:bij mij|altijd|wel|echt)\\s+)*in\\b"
                      + "|^"
                      + NP.replace("np", "np3")
                      + ",?\\s+daar\\s+knap\\s+ik\\s+(?:(?:altijd|echt|zo|helemaal)\\s+)*van\\s+op\\b"
                      + "|^ik\\s+knap\\s+(?:(?:altijd|echt|zo|helemaal)\\s+)*op\\s+van\\s+"
                      + NP.replace("np", "np4")
                      + END
                      + "|^"
                      + NP.replace("np", "np5")
                      + "\\s+kan\\s+ik\\s+(?:elke|iedere)\\s+dag\\s+(?:eten|drinken|kijken|lezen|spelen)\\b"),
              true),
          new Rule(
              EvaluativeRules.p(
                  "^(?:toch\\s+|maar\\s+)?liever\\s+(?!"
                      + PRONOUN
                      + ")(?<whole>[\\p{L}' ]{2,40}?\\s+dan\\s+(?!"
                      + PRONOUN
                      + ")[\\p{L}' ]{2,40}?)\\W*$"),
              true),
          // "Ik word niet goed van mensen die smakken", "Voor mij geen cruise", "Verjaardagen vier
          // ik
          // liever niet"
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+word\\s+(?:echt\\s+|gewoon\\s+)?niet\\s+goed\\s+van\\s+"
                      + NP
                      + END
                      + "|^voor\\s+mij\\s+geen\\s+"
                      + NP.replace("np", "np2")
                      + END
                      + "|^"
                      + NP.replace("np", "np3")
                      + "\\s+\\p{L}+\\s+ik\\s+(?:het\\s+)?liever\\s+niet\\W*$"),
              false),
          // "Bellen vind ik lastig"
          new Rule(
              EvaluativeRules.p(
                  "^"
                      + NP
                      + "\\s+vind\\s+ik\\s+(?:echt |best |heel |nogal |wel |erg )?(?:lastig|vermoeiend|doodeng"
                      + "|eng|overschat)"
                      + END),
              false));

  private static final Pattern NEGATOR =
      EvaluativeRules.p("\\b(?:not|never|no|niet|nooit|geen|nobody|none)\\b|n't\\b");

  private static final Pattern NOT_A_THING =
      EvaluativeRules.p(
          "^(?:i|you|he|she|we|they|it|this|that|there|ik|jij|je|hij|zij|ze|we|wij|dit|dat|het|er"
              + "|daar|hier|wat|wie|me|mij|him|her|them|u|one|everyone|iedereen|alles|everything)$"
              + "|^(?:my|mijn|m'n)\\s+(?:sister|brother|mum|mom|dad|wife|husband|partner|boss|zus"
              + "|broer|moeder|vader|vrouw|man|baas|vriend|vriendin)\\b");

  /** Words one of the rules needs (keep in step with the rules): a cheap gate. */
  private static final List<String> CUE_WORDS =
      List.of(
          "always",
          "usually",
          "generally",
          "normally",
          "typically",
          "invariably",
          "tend to",
          " my ",
          "beat",
          "trump",
          "wins over",
          "better than",
          "person",
          "drinker",
          "lover",
          "addict",
          "fiend",
          "nut",
          "eater",
          "type",
          "give me",
          "soft spot",
          "weakness",
          "thing for",
          " over ",
          "could",
          "annoyed",
          "irritated",
          "bored",
          "stressed",
          "bothered",
          "altijd",
          "meestal",
          "steevast",
          "doorgaans",
          "standaard",
          "mijn ",
          "m'n ",
          "beter af",
          "ligt m",
          "liggen m",
          "boven",
          "mens",
          "liefhebber",
          "eter",
          "fan",
          "hou",
          "zwak",
          "verslaafd",
          "elke dag",
          "iedere dag",
          "niks",
          "niets",
          "weinig",
          "besteed",
          "erger",
          "vermoeiend",
          "lastig",
          "eng",
          "overschat",
          "big on",
          "one for",
          "much for",
          "get along",
          "get on",
          "for me",
          "all about",
          "meer van",
          "er in",
          "knap",
          "liever",
          "niet goed van",
          "voor mij geen");

  /** The preferences the sentence states that {@code known} does not hold already. */
  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    if (!Text.mayContain(sentence, CUE_WORDS)
        || EvaluativePreferences.notOwn(sentence)
        || EvaluativePreferences.ofTheMoment(sentence)) {
      return List.of();
    }
    List<Pref> out = new ArrayList<>();
    List<Pref> all = new ArrayList<>(known);
    for (String raw : CLAUSE.split(sentence)) {
      // the clause whole ("I take my coffee black, no sugar"), then each of its comma pieces
      List<String> pieces = new ArrayList<>(List.of(raw));
      if (raw.contains(",")) {
        pieces.addAll(List.of(Rx.split(raw, "\\s*,\\s*")));
      }
      for (String piece : pieces) {
        String clause = AsciiCase.matcher(LEAD, piece.strip()).replaceAll("");
        Pref p = read(clause, lang == Lang.NL ? NL : EN, lang);
        if (p != null
            && all.stream().noneMatch(k -> EvaluativePreferences.similar(k.object(), p.object()))) {
          out.add(p);
          all.add(p);
        }
      }
    }
    return out;
  }

  private static Pref read(String clause, List<Rule> rules, Lang lang) {
    for (Rule rule : rules) {
      if (!Cues.mayMatch(rule.pattern(), clause)) {
        continue; // none of the rule's cue words
      }
      Matcher m = AsciiCase.matcher(rule.pattern(), clause);
      if (!m.find()) {
        continue;
      }
      String whole = EvaluativePreferences.group(m, "whole");
      String verb = EvaluativePreferences.group(m, "verb", "verb2");
      String np =
          whole != null ? whole : EvaluativePreferences.group(m, "np", "np2", "np3", "np4", "np5");
      if (np == null && verb == null || np != null && whole == null && Cues.find(NEGATOR, np)) {
        return null; // "black, no sugar" is how the coffee is had, no negation
      }
      String around = whole == null ? clause : clause.substring(0, m.start("whole"));
      if (rule.like() && Cues.find(NEGATOR, around)) {
        return null; // "I never take the stairs": a negator never makes a like
      }
      String object =
          verb != null
              ? PreferenceObjects.infinitive(np, verb)
              : whole != null ? Text.clean(whole) : Preferences.object(np, lang);
      if (object == null || object.isBlank() || Cues.find(NOT_A_THING, object)) {
        return null;
      }
      return new Pref(object, rule.like());
    }
    return null;
  }

  /** "Pasta kan ik elke dag eten", "I'd do one every weekend": a taste, no plan. */
  private static final Pattern EVERY_DAY =
      EvaluativeRules.p(
          "^\\p{L}[^,]*\\s+kan\\s+ik\\s+(?:elke|iedere)\\s+dag\\s+(?:eten|drinken|kijken|lezen|spelen)\\b"
              + "|\\bi'?d\\s+(?:happily\\s+|gladly\\s+)?(?:do|eat|watch|play|go to|read) (?:one|it|that|them"
              + "|those)\\s+every\\s+(?:single\\s+)?(?:day|week|weekend|night|evening)\\b");

  private static final List<String> COMPARING =
      List.of(
          "elke dag",
          "iedere dag",
          "every",
          "beat",
          "trump",
          "wins over",
          "better than",
          "beter af",
          "ligt m",
          "liggen m",
          "boven");

  /** "Appen gaat me beter af": a comparison of tastes, said in the present, opens no task. */
  static boolean comparative(String sentence, Lang lang) {
    if (!Text.mayContain(sentence, COMPARING)) {
      return false;
    }
    Rule rule = lang == Lang.NL ? NL.get(2) : EN.get(2); // the comparison rules
    for (String piece : Rx.split(sentence, "\\s*[,;]\\s*")) {
      String clause = AsciiCase.matcher(LEAD, piece.strip()).replaceAll("");
      if (AsciiCase.matcher(rule.pattern(), clause).find() || Cues.find(EVERY_DAY, clause)) {
        return true;
      }
    }
    return false;
  }

  private static final Pattern BOTH =
      EvaluativeRules.p("^(?:both|zowel)\\s+(?<a>[^,]+?)\\s+(?:and|als)\\s+(?<b>[^,]+)$");

  /** "both cats and dogs", "zowel katten als honden": one preference for each. */
  static List<Pref> split(List<Pref> prefs) {
    List<Pref> out = new ArrayList<>();
    for (Pref p : prefs) {
      Matcher m = AsciiCase.matcher(BOTH, p.object());
      if (m.find()) {
        out.add(new Pref(m.group("a").strip(), p.like()));
        out.add(new Pref(m.group("b").strip(), p.like()));
      } else {
        out.add(p);
      }
    }
    return out;
  }
}
