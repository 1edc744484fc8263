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

  /** "to like ring the garage": "like" between "to" and a verb. */
  private static final Pattern TO_LIKE = Pattern.compile("\\bto like (\\p{L}+)", FLAGS);

  /** The hesitations of Dutch and Flemish speech. */
  private static final Pattern FILLERS_NL =
      Pattern.compile(
          "\\b(?:e+h+m*|u+h+m*|eu+h+)\\b,?\\s*|\\bzeg maar\\b,?\\s*|^\\W*allee\\b,?\\s*", FLAGS);

  /** A word said twice in a row ("the the", "ik ik"), not a number. */
  private static final Pattern TWICE = Pattern.compile("\\b(\\p{L}+)\\s+\\1\\b", FLAGS);

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

  /** The sender's name in a channel prefix: "[WhatsApp] Tariq:", "Slack from Tomasz:". */
  private static final Pattern SENDER =
      Pattern.compile(
          "^\\s*(?:\\[[^\\]\\n]{1,40}\\]\\s*|(?:slack|whatsapp|teams|text|sms|message|bericht|app(?:je)?"
              + "|fwd|fw|forwarded|doorgestuurd)(?: (?:from|van))? )"
              + "(?:(?i:coach|juf|meester|dr\\.?|mr\\.?|mrs\\.?|ms\\.?|mevrouw|meneer)\\s+)?"
              + "(?<name>\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){0,2}):",
          Pattern.UNICODE_CASE);

  /** The person who sent a pasted chat message, when the prefix names one. */
  static java.util.Optional<String> sender(String text) {
    Matcher m = SENDER.matcher(text);
    if (!m.lookingAt()) {
      return java.util.Optional.empty();
    }
    String name = m.group("name");
    String lower = name.toLowerCase(java.util.Locale.ROOT);
    boolean role =
        NameWords.NOT_NAMES.contains(lower)
            || NameCues.DEPARTMENTS.contains(lower)
            || lower.matches("mum|mom|dad|mam|mama|papa|ma|pa|nan|gran|oma|opa|hr|boss|baas");
    return role ? java.util.Optional.empty() : java.util.Optional.of(name);
  }

  /** An email pasted without its address: a header line, or a greeting line and a sign-off. */
  private static final Pattern HEADER_LINE =
      Pattern.compile("^\\s*(?:from|van|subject|onderwerp|to|aan)\\s*:[^\\n]*\\n", FLAGS);

  private static final Pattern GREETING_LINE =
      Pattern.compile(
          "^\\s*(?:hi|hello|hey|dear|beste|hoi|hallo|lieve|goedemorgen|good morning)"
              + "(?:\\s+\\p{L}[\\p{L}'’-]*){1,2}\\s*,?\\s*\\n",
          FLAGS);

  private static final Pattern SIGN_OFF =
      Pattern.compile(
          "\\n\\s*(?:thanks|thank you|many thanks|cheers|best|best wishes|kind regards|regards"
              + "|warm regards|groetjes|groet|groeten|met vriendelijke groet(?:en)?|mvg|bedankt"
              + "|dank je(?: wel)?|alvast bedankt)[!,.]?\\s*(?:\\n[^\\n]*){0,3}$",
          FLAGS);

  /** The name under the sign-off, or on the "From:" line. */
  private static final Pattern SIGNER =
      Pattern.compile(
          "(?:\\n\\s*(?:thanks|thank you|many thanks|cheers|best|best wishes|kind regards|regards"
              + "|warm regards|groetjes|groet|groeten|met vriendelijke groet(?:en)?|mvg|bedankt)[!,.]?"
              + "\\s*\\n\\s*|^\\s*(?:from|van)\\s*:\\s*)(?<name>\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:de |van |van der "
              + "|van den )?\\p{Lu}[\\p{L}'’-]+){0,2})\\s*(?:\\n|$|<)",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /**
   * Whether the message is one the user pasted: it opens with a channel or a forwarded sender
   * ("[Slack] Omar: ..."), or it is an email without its address (a header line, or a greeting line
   * and a sign-off). Its requests are addressed to the user.
   */
  static boolean forwarded(String text) {
    return CHANNEL.matcher(text).lookingAt()
        || HEADER_LINE.matcher(text).lookingAt()
        || GREETING_LINE.matcher(text).lookingAt() && SIGN_OFF.matcher(text).find();
  }

  /**
   * Whether a task of a pasted message is its sender's own promise: "I'll" right before its act.
   */
  static boolean sendersOwn(dev.assistantmemory.core.extract.Extraction.TaskCandidate t) {
    String first = t.label().strip().split("\\s+")[0];
    return Pattern.compile(
            "\\b(?:i'?ll|i will|i'm going to|i am going to|ik zal|ik ga)\\s+(?:\\p{L}+\\s+)?"
                + Pattern.quote(first)
                + "\\b",
            FLAGS)
        .matcher(t.excerpt())
        .find();
  }

  /** The one a pasted message greets on its own line ("Hi Sam,", "Beste Sanne,"): the user. */
  private static final Pattern GREETED =
      Pattern.compile(
          "(?:^|\\n|[\"“])\\s*(?i:hi|hello|hey|dear|beste|hoi|hallo|lieve)\\s+(?<name>\\p{Lu}[\\p{L}'’-]+)\\s*[,!]",
          Pattern.UNICODE_CASE);

  /** The name a pasted message greets: the user it was sent to, no one else to remember. */
  static java.util.Optional<String> greeted(String text) {
    Matcher m = GREETED.matcher(text);
    return m.find() ? java.util.Optional.of(m.group("name")) : java.util.Optional.empty();
  }

  /** "Priya, can you print the maps", "Leon, please sort out the badges": the one addressed. */
  static java.util.Optional<String> addressed(
      dev.assistantmemory.core.extract.Extraction.TaskCandidate t) {
    String first = t.label().strip().split("\\s+")[0];
    Matcher m =
        Pattern.compile(
                "(?<name>\\p{Lu}\\p{Ll}+)\\s*[,–—-]\\s*(?:(?i:can|could|would|will|kun|kan|wil)\\s+(?i:you|je|jij"
                    + "|u)\\s+|(?i:please|graag)\\s+)"
                    + Pattern.quote(first)
                    + "\\b",
                Pattern.UNICODE_CASE)
            .matcher(t.excerpt());
    if (!m.find()) {
      return java.util.Optional.empty();
    }
    String name = m.group("name");
    String lower = name.toLowerCase(java.util.Locale.ROOT);
    return NameWords.NOT_NAMES.contains(lower)
            || lower.matches(
                "hi|hello|hey|hoi|hallo|dear|beste|ok|okay|oké|sorry|thanks|also|yes|ja|nee|no|so|and"
                    + "|en|oh|right|sure|quick|team|all|everyone|iedereen|allen")
        ? java.util.Optional.empty()
        : java.util.Optional.of(name);
  }

  /**
   * Adds who signed a pasted message to its mentions: a person when the name opens with a given
   * name or is a short run of capitals, a body when it ends in an organisation's word ("Maple Court
   * Management"); a first name alone already found gives way to the full name.
   */
  static void addSigner(
      String signer,
      List<dev.assistantmemory.core.extract.Extraction.Mention> mentions,
      List<String> sentences) {
    if (mentions.stream().anyMatch(m -> m.name().equalsIgnoreCase(signer))) {
      return;
    }
    String first = signer.split("\\s+")[0];
    String excerpt = sentences.stream().filter(x -> x.contains(signer)).findFirst().orElse(signer);
    if (NameCues.ORG_SUFFIX.matcher(signer).matches() && signer.contains(" ")) {
      mentions.add(
          new dev.assistantmemory.core.extract.Extraction.Mention(Names.ORG, signer, excerpt));
      mentions.removeIf(
          m -> Names.PERSON.equals(m.nodeType()) && m.name().equalsIgnoreCase(signer));
      return;
    }
    if (!GivenNames.isName(first) && signer.split("\\s+").length > 3
        || NameWords.NOT_NAMES.contains(first.toLowerCase(java.util.Locale.ROOT))) {
      return;
    }
    mentions.removeIf(
        m ->
            Names.PERSON.equals(m.nodeType())
                && !m.name().contains(" ")
                && signer.startsWith(m.name() + " "));
    mentions.add(
        new dev.assistantmemory.core.extract.Extraction.Mention(Names.PERSON, signer, excerpt));
  }

  /** Who signed a pasted email ("Kind regards,\nAnita Bose", "From: Karen Holt"), if named. */
  static java.util.Optional<String> signer(String text) {
    Matcher m = SIGNER.matcher(text);
    return m.find() ? java.util.Optional.of(m.group("name").strip()) : java.util.Optional.empty();
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
    String s = sentence;
    Matcher channel = CHANNEL.matcher(s);
    if (channel.lookingAt()) {
      s = s.substring(channel.end()).replaceFirst("[\"”]\\s*$", "");
    }
    if (lang == Lang.NL) {
      s = FILLERS_NL.matcher(s).replaceAll("");
      Matcher chat = CHAT_NL.matcher(s);
      StringBuilder b = new StringBuilder();
      while (chat.find()) {
        String w = chat.group(1);
        chat.appendReplacement(
            b, w.equals("k") ? "ik" : w.startsWith("ni") ? "niet" : w.equals("da") ? "dat" : w);
      }
      chat.appendTail(b);
      s = b.toString();
    } else {
      s = FILLERS_EN.matcher(s).replaceAll("");
      Matcher d = DIALECT_EN.matcher(s);
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
      Matcher like = TO_LIKE.matcher(s);
      if (like.find() && ActionVerbs.isActionVerbEn(like.group(1))) {
        s = like.replaceFirst("to $1");
      }
    }
    s = TWICE.matcher(s).replaceAll("$1");
    String opened = openers ? OPENERS.matcher(s).replaceFirst("") : s;
    if (opened.split("\\s+").length >= 3 && !opened.matches("(?is)^(?:right|like)\\b.*")) {
      s = opened; // "so yeah the car insurance has to be done ...", but not "Yes please" alone
    }
    s = s.replaceAll("\\s{2,}", " ").strip();
    return s.isEmpty() ? sentence : s;
  }
}
