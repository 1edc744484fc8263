package dev.assistantmemory.extract;

import java.util.regex.Pattern;

/**
 * The Dutch verb frames of a taste that {@link Preferences} reads (split from it, stop 36): "ik hou
 * (niet) van X", "ik heb een hekel aan X" and its kin ("ik lust geen X", "van X word ik gestoord"),
 * "ik ben (niet) dol op X". Each names the thing in a group {@code object...} and a negator in
 * {@code neg}.
 */
final class DutchTasteVerbs {
  private DutchTasteVerbs() {}

  private static Pattern p(String regex) {
    return Pattern.compile(regex, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }

  static final Pattern HOU_VAN =
      p(
          "\\bik (?:hou|houd) "
              + Preferences.ADV_NL
              + "(?<neg>niet |niet zo |niet echt |totaal niet |helemaal niet )?"
              + Preferences.ADV_NL
              + "van (?<object>.+)");

  static final Pattern HEKEL =
      p(
          "\\bik (?:heb|krijg) "
              + Preferences.ADV_NL
              + "(?:een )?(?:grote |enorme |gigantische )?"
              + "(?:bloed)?hekel aan (?<object>.+)|\\bik haat (?<object2>.+)"
              + "|\\bik (?:kan|kon) (?<object3>.+?) niet uitstaan\\b|\\bik lust geen (?<object4>.+)"
              // "Ik moet niks hebben van groepsreizen", "Ik kan niet tegen koriander", "Ik walg
              // van spruitjes", "Ik heb niet zoveel met voetbal"
              + "|\\bik moet (?:echt |helemaal )?(?:niks|niets) hebben van (?<object5>.+)"
              + "|\\bik kan (?:echt |totaal |helemaal |slecht )?niet (?:goed )?tegen "
              + "(?!(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|morgen|overmorgen"
              + "|dan|die tijd|het eind|eind|de deadline|volgende|deze|\\d))(?<object6>.+)"
              + "|\\bik walg (?:echt )?van (?<object7>.+)"
              + "|\\bik heb (?:echt |eigenlijk )?(?:niet zo ?veel|niks|niets|weinig) met (?<object8>.+)"
              // "Ik heb een afkeer van", "Van koffie word ik onrustig", "Bier maakt me misselijk",
              // "Ik ben pasta spuugzat", "liever geen koriander"
              + "|\\bik heb (?:een )?(?:grote )?(?:afkeer|afschuw) van (?<object9>.+)"
              + "|(?:^|,\\s*|\\b(?:maar|en)\\s+)van (?<object10>.+?) (?:word|raak) ik (?:altijd |echt |zo |heel |erg )?"
              + "(?:misselijk|onrustig|ziek|chagrijnig|duizelig|hyper|gestrest|kotsmisselijk"
              // stop 36: "Van Excel-macro's word ik gestoord"
              + "|gestoord|gek|knettergek|stapelgek|horendol|kriegel|kregelig|somber"
              + "|humeurig|nerveus|zenuwachtig|geïrriteerd|geirriteerd|depressief|boos)\\b"
              + "|^(?<object11>.+?) maakt me (?:altijd |echt |zo )?(?:misselijk|ziek|onrustig)\\b"
              + "|\\bik ben (?<object12>.+?) (?:spuugzat|kotsbeu|beu|meer dan zat)\\b"
              + "|(?:^|\\bik (?:wil|heb|neem|eet|drink) )\\W*(?:het )?liever geen (?<object13>.+)");

  static final Pattern FAN_NL =
      p(
          "\\bik ben "
              + Preferences.ADV_NL
              + "(?<neg>geen |niet zo'?n |niet echt een |niet een |geen grote |niet echt |niet zo |niet )?"
              + "(?:een )?(?:grote |echte )?(?:fan van|gek op|dol op|verzot op|verliefd op|weg van|liefhebber van)"
              + "\\s+(?<object>.+)");
}
