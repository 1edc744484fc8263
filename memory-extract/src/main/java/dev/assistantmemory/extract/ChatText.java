package dev.assistantmemory.extract;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chat and voice-note text read as the rules expect it: without the hesitations of speech ("uh so i
 * need to like ring the garage", "eh ja dus ... zeg maar"), without a word said twice ("the the
 * car"), with chat Dutch spelled out ("zaterdag haal k die kast op", "ni vergeten", "da werk"), and
 * without the channel or sender a pasted message opens with ("[WhatsApp] Mum: ...", "Slack from
 * Tomasz: ...", "Fwd from HR: ..."). The message itself is kept as written for every excerpt.
 */
final class ChatText {
  private ChatText() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** The hesitations of English speech, and "like" where it only fills. */
  private static final Pattern FILLERS_EN =
      Pattern.compile(
          "\\b(?:u+h+m*|u+m+|e+r+m+|hmm+)\\b,?\\s*"
              + "|(?<=\\b(?:so|yeah|ok|okay)\\s)like,?\\s+(?=\\p{L})"
              // "but like honestly i'm not", not "I hate tea but like coffee"
              + "|(?<=\\b(?:and|but|just)\\s)like,?\\s+(?=(?:honestly|really|literally|seriously"
              + "|basically|actually|i|i'm|im|i've|we|we're|you|it's|its|the|a|so|yeah|then|now)\\b)"
              + "|\\blike,\\s+",
          FLAGS);

  /** Discourse words a spoken sentence opens with: "so yeah", "ok so", "i guess", "allee". */
  private static final Pattern OPENERS =
      Pattern.compile(
          "^(?:(?:ok|okay|so|yeah|yep|well|anyway|oh|i guess|honestly|basically|nou|dus|ja"
              + "|allee|tja)\\b[,.!]?\\s+"
              // an endearment calling the reader: "love can you ring Auntie Bernie", "schat, kun
              // je"
              + "|(?:love|luv|hun|hon|babe|darling|sweetie|sweetheart|pet|mate|lieverd|schat|schatje)"
              + "\\b,?\\s+(?=(?:can|could|would|will|please|pls|don'?t|do|did|are|is|kun|kan|wil|zou"
              + "|vergeet|denk)\\b)"
              // a lead-in before a request: "Quick one - could you ...", "One more thing: ..."
              + "|(?:quick one|quick question|one more thing|also|ps|p\\.s\\.|btw|oh and|nog iets"
              + "|o ja|ook)\\s*[-–—:,]\\s*)+(?=\\p{L})",
          FLAGS);

  /** Dialect and chat spellings of English, spelled out: "I've to", "tae", "wanna", "hafta". */
  private static final Pattern DIALECT_EN =
      Pattern.compile(
          "\\b(?:(?<ive>i've|ive) to|(?<tae>tae)|(?<wanna>wanna)|(?<hafta>hafta|haveta)"
              + "|(?<gotta>gotta)|(?<cannae>cannae|canny)|(?<dinnae>dinnae|dinny))\\b",
          FLAGS);

  /** Chat spellings (stop 36): "pls", "plz", "u", "b4", and "2" for "to" after a verb. */
  private static final Pattern CHAT_EN =
      Pattern.compile(
          "\\b(?:(?<please>pls|plz|plse)|(?<you>u)|(?<before>b4)"
              + "|(?<verb>remind me|need|have|got|going|want|forget|try|ask you) 2(?= \\p{L}{2,}))\\b",
          FLAGS);

  /** "to like ring the garage": "like" between "to" and a verb. */
  private static final Pattern TO_LIKE = Pattern.compile("\\bto like (\\p{L}+)", FLAGS);

  /** The hesitations of Dutch and Flemish speech. */
  private static final Pattern FILLERS_NL =
      Pattern.compile(
          "\\b(?:e+h+m*|u+h+m*|eu+h+)\\b,?\\s*|\\bzeg maar\\b,?\\s*|^\\W*allee\\b,?\\s*", FLAGS);

  /**
   * What every match of {@link #FILLERS_EN} holds: "uh" (u+h+m*), "um" (u+m+), "rm" (e+r+m+), "hm"
   * (hmm+) or "like".
   */
  private static final List<String> FILLER_CUES_EN = List.of("uh", "um", "rm", "hm", "like");

  /**
   * False only when {@link #TWICE} cannot match: in ASCII text, no run of letters before a space is
   * repeated (in any case) right after it. Text with other characters always runs the pattern.
   */
  static boolean mayRepeatAWord(String s) {
    for (int i = 1; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c > 127) {
        return true;
      }
      if (!Character.isWhitespace(c) || !Character.isLetter(s.charAt(i - 1))) {
        continue;
      }
      int from = i - 1;
      while (from > 0 && Character.isLetter(s.charAt(from - 1))) {
        from--;
      }
      int next = i;
      while (next < s.length() && Character.isWhitespace(s.charAt(next))) {
        next++;
      }
      if (s.regionMatches(true, next, s, from, i - from)) {
        return true;
      }
    }
    return false;
  }

  /** A word said twice in a row ("the the", "ik ik"), not a number. */
  static final Pattern TWICE = Pattern.compile("\\b(\\p{L}+)\\s+\\1\\b", FLAGS);

  /** Chat Dutch: "k" for "ik", "ni" for "niet", "da" for "dat". */
  private static final Pattern CHAT_NL =
      Pattern.compile("(?<![\\p{L}'’])(k|ni|nie|da)(?![\\p{L}'’])");

  /** The channel and sender a pasted message opens with. */
  private static final Pattern CHANNEL =
      Pattern.compile(
          "^\\s*(?:\\[[^\\]\\n]{1,40}\\]\\s*(?:[\\p{L}][\\p{L}.'’ -]{0,30}:\\s*)?"
              + "|(?:slack|whatsapp|teams|text|sms|message|bericht|app(?:je)?|fwd|fw|forwarded"
              + "|doorgestuurd)(?: (?:from|van))? [\\p{L}][\\p{L}.'’ -]{0,30}:\\s*)[\"“]?",
          FLAGS);

  /** Whether a message opens with a channel or a forwarded sender ("[Slack] Omar: ..."). */
  static boolean hasChannel(String text) {
    return AsciiCase.matcher(CHANNEL, text).lookingAt();
  }

  private static final List<String> CHAT_CUES_EN = List.of("pls", "plz", "b4");

  private static String chatSpellings(String s) {
    Matcher c = AsciiCase.matcher(CHAT_EN, s);
    StringBuilder b = new StringBuilder();
    while (c.find()) {
      String r =
          c.group("please") != null
              ? "please"
              : c.group("you") != null
                  ? "you"
                  : c.group("before") != null ? "before" : c.group("verb") + " to";
      c.appendReplacement(b, Matcher.quoteReplacement(r));
    }
    c.appendTail(b);
    return b.toString();
  }

  /** A check mark after what it marks: "Tickets for Leeds ✅", "huur ✔️" (stop 36). */
  private static final Pattern CHECK_MARK =
      Pattern.compile("\\s*[\u2705\u2714\u2611]\uFE0F?(?=\\s*(?:[,.!;]|$))");

  /**
   * A list's line opened by a box (stop 37): ticked ("- [x] book the flu jab", "☑ huur", "✅
   * tickets") or open ("- [ ] renew the car tax", "☐ band plakken").
   */
  private static final Pattern BOX =
      Pattern.compile(
          "^\\s*(?:[-*•]\\s*)?(?:(?<ticked>\\[[xX\u2713\u2714]\\]|[\u2705\u2714\u2611\u2713]\uFE0F?)"
              + "|(?<open>\\[\\s?\\]|[\u2610\u25A1\u2B1C]\uFE0F?))\\s*(?<item>\\S.*)$");

  /** "✅ Need to call the plumber": a mark that decorates a plan ticks nothing (stop 36). */
  private static final Pattern PLAN_AFTER_MARK =
      Pattern.compile(
          "(?:i\\s+|ik\\s+)?(?:need|have to|must|gotta|will|going to|i'll|i'm going|remember"
              + "|don't forget|moet|ga|gaan|niet vergeten|vergeet niet)\\b",
          FLAGS);

  /**
   * Check marks and boxes read as the words they stand for: "Tickets for Leeds ✅" is "... done", "-
   * [x] book the flu jab" is "Done: book the flu jab" (a completion, no task of its own); "- [ ]
   * renew the car tax" is a to-do of the user's own list.
   */
  private static String checkMarks(String s, Lang lang) {
    if (containsAny(s, BOX_FIRST)) {
      Matcher box = AsciiCase.matcher(BOX, s);
      if (box.matches()
          && (box.group("open") != null
              || box.group("ticked").startsWith("[")
              || !AsciiCase.matcher(PLAN_AFTER_MARK, box.group("item")).lookingAt())) {
        String item = Rx.replaceFirst(box.group("item").strip(), "[.!]+$", "");
        return box.group("open") != null
            ? "TODO: " + item
            : (lang == Lang.NL ? "Gedaan: " : "Done: ") + item;
      }
    }
    if (!containsAny(s, TICKS)) {
      return s;
    }
    return AsciiCase.matcher(CHECK_MARK, s).replaceAll(lang == Lang.NL ? " gedaan" : " done");
  }

  /** The marks a {@link #CHECK_MARK} reads as "done": ✅ ✔ ☑. */
  private static final String TICKS = "\u2705\u2714\u2611";

  /** A character every {@link #BOX} match holds: "[" or a box or tick (☐ □ ⬜ ✓ and the ticks). */
  private static final String BOX_FIRST = "[\u2610\u25A1\u2B1C\u2713" + TICKS;

  private static boolean containsAny(String s, String chars) {
    for (int i = 0; i < chars.length(); i++) {
      if (s.indexOf(chars.charAt(i)) >= 0) {
        return true;
      }
    }
    return false;
  }

  /** An item's number inside a line: "1. ", "2) ". */
  private static final Pattern ITEM_NUMBER =
      Pattern.compile("(?<=^|[\\s:])(\\d{1,2})[.)]\\s+(?=\\p{L})");

  /**
   * A list numbered inside one line read as a list of items (stop 37): "Morgen: 1. huur betalen 2.
   * kapper bellen" is "Morgen: huur betalen, kapper bellen". Only numbers that count up from 1.
   */
  static String numberedItems(String s) {
    if (s.indexOf("1.") < 0 && s.indexOf("1)") < 0) {
      return s;
    }
    Matcher m = AsciiCase.matcher(ITEM_NUMBER, s);
    List<int[]> marks = new java.util.ArrayList<>();
    while (m.find()) {
      if (Integer.parseInt(m.group(1)) != marks.size() + 1) {
        break;
      }
      marks.add(new int[] {m.start(), m.end()});
    }
    if (marks.size() < 2) {
      return s;
    }
    StringBuilder b = new StringBuilder(s.substring(0, marks.get(0)[0]));
    for (int i = 0; i < marks.size(); i++) {
      int end = i + 1 < marks.size() ? marks.get(i + 1)[0] : s.length();
      String item = Rx.replaceFirst(s.substring(marks.get(i)[1], end).strip(), "[,;]$", "");
      b.append(i == 0 ? "" : ", ").append(item);
    }
    return b.toString();
  }

  /**
   * The Flemish "ons"/"onze" before a given name that a modal follows: "Ons Emma moet ... afronden"
   * (stop 38). "Ons Saar studeert ..." and "Onze Jurre is ... jarig" are left as they are.
   */
  private static final Pattern OUR_NAME =
      Pattern.compile(
          "(?<![\\p{L}])(?:[Oo]ns|[Oo]nze)\\s+(?=(\\p{Lu}\\p{Ll}+)\\s+(?:moet|moeten|gaat|zal|wil|mag)\\b)");

  /**
   * "Ons Emma moet ten laatste vrijdag haar inschrijving afronden" is Emma's duty: the Flemish
   * "ons" before a given name and a modal is read as the name alone, the clause's subject.
   */
  static String flemishKin(String s) {
    if (s.indexOf("ns ") < 0 && s.indexOf("nze ") < 0) {
      return s;
    }
    Matcher m = AsciiCase.matcher(OUR_NAME, s);
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(
          b, GivenNames.isName(m.group(1)) ? "" : Matcher.quoteReplacement(m.group()));
    }
    m.appendTail(b);
    return b.toString();
  }

  /** The sentence as the rules read it. */
  static String clean(String sentence, Lang lang) {
    return clean(sentence, lang, true);
  }

  /**
   * The sentence as the rules read it; {@code openers}: without the discourse words it opens with
   * too (names are read with them, "so Priyanka's gonna ..." keeps the name inside the sentence).
   */
  static String clean(String sentence, Lang lang, boolean openers) {
    String s = numberedItems(checkMarks(sentence, lang));
    Matcher channel = AsciiCase.matcher(CHANNEL, s);
    if (channel.lookingAt()) {
      s = Rx.replaceFirst(s.substring(channel.end()), "[\"”]\\s*$", "");
    }
    if (lang == Lang.NL) {
      s = Cues.replaceAll(FILLERS_NL, s, "");
      s = flemishKin(s);
      Matcher chat = AsciiCase.matcher(CHAT_NL, s);
      StringBuilder b = new StringBuilder();
      while (chat.find()) {
        String w = chat.group(1);
        chat.appendReplacement(
            b, w.equals("k") ? "ik" : w.startsWith("ni") ? "niet" : w.equals("da") ? "dat" : w);
      }
      chat.appendTail(b);
      s = b.toString();
    } else {
      if (Text.mayContain(s, FILLER_CUES_EN)) {
        s = AsciiCase.matcher(FILLERS_EN, s).replaceAll("");
      }
      Matcher d = AsciiCase.matcher(DIALECT_EN, s);
      StringBuilder spelled = new StringBuilder();
      while (d.find()) {
        String r =
            d.group("ive") != null
                ? "I have to"
                : d.group("tae") != null
                    ? "to"
                    : d.group("wanna") != null
                        ? "want to"
                        : d.group("hafta") != null || d.group("gotta") != null
                            ? "have to"
                            : d.group("cannae") != null ? "can't" : "don't";
        d.appendReplacement(spelled, Matcher.quoteReplacement(r));
      }
      d.appendTail(spelled);
      s = spelled.toString();
      if (s.contains(" 2 ")
          || s.contains(" u ")
          || s.startsWith("u ")
          || Text.mayContain(s, CHAT_CUES_EN)) {
        s = chatSpellings(s);
      }
      Matcher like = AsciiCase.matcher(TO_LIKE, s);
      if (like.find() && ActionVerbs.isActionVerbEn(like.group(1))) {
        s = like.replaceFirst("to $1");
      }
    }
    if (mayRepeatAWord(s)) {
      s = AsciiCase.matcher(TWICE, s).replaceAll("$1");
    }
    String opened = openers ? AsciiCase.matcher(OPENERS, s).replaceFirst("") : s;
    if (Rx.split(opened, "\\s+").length >= 3 && !Rx.matches(opened, "(?is)^(?:right|like)\\b.*")) {
      s = opened; // "so yeah the car insurance has to be done ...", but not "Yes please" alone
    }
    s = Rx.replaceAll(s, "\\s{2,}", " ").strip();
    return s.isEmpty() ? sentence : s;
  }
}
