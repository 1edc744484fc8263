package dev.assistantmemory.extract;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The cheap gate in front of {@link Preferences}: the words one of its patterns needs (split out of
 * {@code Preferences} in the eleventh pass, when that class passed 600 lines).
 */
final class PreferenceCues {

  private PreferenceCues() {}

  /** Every word a preference pattern needs; a sentence without one states none. */
  static final Pattern CUES =
      Pattern.compile(
          "like|love|enjoy|ador|fancy|\\bdig\\b|fan\\b|into\\b|fond|crazy|keen|big on|hate|detest|loath"
              + "|despis|abhor|stand|bear|stomach|sick of|favou?rite|jam\\b|thing\\b|cup of tea|bore"
              + "|annoy|irritat|disgust|not so much|great|amazing|awesome|wonderful|fantastic|lovely"
              + "|delicious|awful|terrible|horrible|the best|the worst|for me|hou\\b|houd|hekel|haat"
              + "|uitstaan|lust|gek op|dol op|verzot|verliefd op|weg van|liefhebber|vind|graag|liefst|liever"
              + "|voorkeur|favoriet|mijn ding|besteed|prefer|voor mij|niet uit|hebben van|niet tegen|niet goed tegen|walg"
              + "|veel met|niks met|niets met|weinig met|without|sucker|partial|obsessed|hooked"
              + "|get enough|never say no|gone off|t handle|not handle|t deal with|rather not"
              + "|agree with me|makes me|make me|gross|revolting|vile|nasty|inedible|undrinkable"
              + "|nothing beats|nothing compares|niets boven|niks boven|geen genoeg|smul|afkeer|afschuw"
              + "|word ik|raak ik|maakt me|beu|spuugzat|meer dan zat"
              + "|i find|lievelings|blij van|vrolijk van|gelukkig van|guilty pleasure|happy place|comfort food",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /**
   * Letters every alternative of {@link #CUES} contains (keep the two in step): a sentence with
   * none of them cannot match it, and running the long alternation over every sentence was a tenth
   * of the extractor's time.
   */
  static final List<String> CUE_LETTERS =
      List.of(
          "i find",
          "guilty pleasure",
          "happy place",
          "comfort food",
          "lievelings",
          "blij van",
          "vrolijk van",
          "gelukkig van",
          "hebben van",
          "niet tegen",
          "goed tegen",
          "walg",
          "veel met",
          "niks met",
          "niets met",
          "weinig met",
          "without",
          "like",
          "love",
          "enjoy",
          "ador",
          "fancy",
          "dig",
          "fan",
          "into",
          "fond",
          "crazy",
          "keen",
          "big on",
          "hate",
          "detest",
          "loath",
          "despis",
          "abhor",
          "stand",
          "bear",
          "stomach",
          "sick of",
          "fav",
          "jam",
          "thing",
          "cup of tea",
          "bore",
          "annoy",
          "irritat",
          "disgust",
          "not so much",
          "great",
          "amazing",
          "awesome",
          "wonderful",
          "lovely",
          "delicious",
          "awful",
          "terrible",
          "horrible",
          "the best",
          "the worst",
          "for me",
          "hou",
          "hekel",
          "haat",
          "uitstaan",
          "lust",
          "gek op",
          "dol op",
          "verzot",
          "verliefd op",
          "weg van",
          "liefhebber",
          "vind",
          "graag",
          "liefst",
          "liever",
          "voorkeur",
          "mijn ding",
          "besteed",
          "prefer",
          "voor mij",
          "niet uit",
          "sucker",
          "partial",
          "obsessed",
          "hooked",
          "get enough",
          "never say no",
          "gone off",
          "t handle",
          "not handle",
          "t deal with",
          "rather not",
          "agree with me",
          "makes me",
          "make me",
          "gross",
          "revolting",
          "vile",
          "nasty",
          "inedible",
          "undrinkable",
          "nothing beats",
          "nothing compares",
          "niets boven",
          "niks boven",
          "geen genoeg",
          "smul",
          "afkeer",
          "afschuw",
          "word ik",
          "raak ik",
          "maakt me",
          "beu",
          "spuugzat",
          "meer dan zat");
}
