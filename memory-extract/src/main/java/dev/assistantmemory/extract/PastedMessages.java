package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A message the user pasted into the chat: an email (with or without its address), or a chat
 * message with its channel and sender ("[Slack] Omar: ..."). Its requests are addressed to the
 * user, but for one addressed by name ("Priya, can you ..."); the one it greets ("Hi Sam,") is the
 * user, not a person of her memory; who sent or signed it is; the signer's own promise ("and I'll
 * book the follow-up. Kind regards, Anita") is the signer's. Split from {@link RuleBasedExtractor}
 * and {@link ChatText} (stop 34).
 */
final class PastedMessages {
  private PastedMessages() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** A pasted email: a sender line with an address, then a subject or recipient line. */
  private static final Pattern PASTED_EMAIL =
      Pattern.compile(
          "(?i)\\s*(?:from|van)\\s*:[^\\n]*<[^>\\n]+@[^>\\n]+>[^\\n]*\\n"
              + "(?:[^\\n]*\\n){0,2}?\\s*(?:subject|onderwerp|to|aan)\\s*:");

  /** Whether the message is one the user pasted. */
  static boolean is(String text) {
    return AsciiCase.matcher(PASTED_EMAIL, text).lookingAt() || forwarded(text);
  }

  /** Names the sender of a pasted chat message ("[Slack] Omar: can you ...") as a person. */
  static void nameSender(String text, List<Mention> mentions, String firstLine) {
    sender(text)
        .filter(n -> mentions.stream().noneMatch(m -> m.name().equalsIgnoreCase(n)))
        .ifPresent(n -> mentions.add(new Mention(Names.PERSON, n, firstLine)));
  }

  /** Settles who a pasted message's tasks and names belong to. */
  static void settle(
      String text, List<TaskCandidate> tasks, List<Mention> mentions, List<String> written) {
    Optional<String> greeted = greeted(text);
    // the one a pasted message greets is the user ("Hi Sam, ..."), not a person of her memory
    greeted.ifPresent(
        g ->
            mentions.removeIf(
                m -> Names.PERSON.equals(m.nodeType()) && m.name().equalsIgnoreCase(g)));
    // its requests are the user's, but for one addressed by name ("Priya, can you ...")
    tasks.replaceAll(
        t ->
            t.owner() == null
                ? new TaskCandidate(
                    t.label(),
                    addressed(t)
                        .filter(n -> greeted.map(g -> !g.equalsIgnoreCase(n)).orElse(true))
                        .orElse(Extraction.SELF),
                    t.due(),
                    t.excerpt())
                : t);
    Optional<String> signer = signer(text);
    signer.ifPresent(n -> addSigner(n, mentions, written)); // a person of the user's memory
    // the sender's own promise ("..., and I'll book the follow-up. Kind regards, Anita") is hers
    signer.ifPresent(
        n ->
            tasks.replaceAll(
                t ->
                    Extraction.SELF.equals(t.owner()) && sendersOwn(t)
                        ? new TaskCandidate(t.label(), n, t.due(), t.excerpt())
                        : t));
  }

  /** The sender's name in a channel prefix: "[WhatsApp] Tariq:", "Slack from Tomasz:". */
  private static final Pattern SENDER =
      Pattern.compile(
          "^\\s*(?:\\[[^\\]\\n]{1,40}\\]\\s*|(?:slack|whatsapp|teams|text|sms|message|bericht|app(?:je)?"
              + "|fwd|fw|forwarded|doorgestuurd)(?: (?:from|van))? )"
              + "(?:(?i:coach|juf|meester|dr\\.?|mr\\.?|mrs\\.?|ms\\.?|mevrouw|meneer)\\s+)?"
              + "(?<name>\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){0,2}):",
          Pattern.UNICODE_CASE);

  /** The person who sent a pasted chat message, when the prefix names one. */
  static Optional<String> sender(String text) {
    Matcher m = AsciiCase.matcher(SENDER, text);
    if (!m.lookingAt()) {
      return Optional.empty();
    }
    String name = m.group("name");
    String lower = name.toLowerCase(java.util.Locale.ROOT);
    boolean role =
        NameWords.NOT_NAMES.contains(lower)
            || NameCues.DEPARTMENTS.contains(lower)
            || Rx.matches(lower, "mum|mom|dad|mam|mama|papa|ma|pa|nan|gran|oma|opa|hr|boss|baas");
    return role ? Optional.empty() : Optional.of(name);
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
    return ChatText.hasChannel(text)
        || AsciiCase.matcher(HEADER_LINE, text).lookingAt()
        || AsciiCase.matcher(GREETING_LINE, text).lookingAt() && Cues.find(SIGN_OFF, text);
  }

  /**
   * Whether a task of a pasted message is its sender's own promise: "I'll" right before its act.
   */
  static boolean sendersOwn(TaskCandidate t) {
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
  static Optional<String> greeted(String text) {
    Matcher m = AsciiCase.matcher(GREETED, text);
    return m.find() ? Optional.of(m.group("name")) : Optional.empty();
  }

  /** "Priya, can you print the maps", "Leon, please sort out the badges": the one addressed. */
  static Optional<String> addressed(TaskCandidate t) {
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
      return Optional.empty();
    }
    String name = m.group("name");
    String lower = name.toLowerCase(java.util.Locale.ROOT);
    return NameWords.NOT_NAMES.contains(lower)
            || Rx.matches(
                lower,
                "hi|hello|hey|hoi|hallo|dear|beste|ok|okay|oké|sorry|thanks|also|yes|ja|nee|no|so|and"
                    + "|en|oh|right|sure|quick|team|all|everyone|iedereen|allen")
        ? Optional.empty()
        : Optional.of(name);
  }

  /**
   * Adds who signed a pasted message to its mentions: a person when the name opens with a given
   * name or is a short run of capitals, a body when it ends in an organisation's word ("Maple Court
   * Management"); a first name alone already found gives way to the full name.
   */
  static void addSigner(String signer, List<Mention> mentions, List<String> sentences) {
    if (mentions.stream().anyMatch(m -> m.name().equalsIgnoreCase(signer))) {
      return;
    }
    String first = Rx.split(signer, "\\s+")[0];
    String excerpt = sentences.stream().filter(x -> x.contains(signer)).findFirst().orElse(signer);
    if (AsciiCase.matcher(NameCues.ORG_SUFFIX, signer).matches() && signer.contains(" ")) {
      mentions.add(new Mention(Names.ORG, signer, excerpt));
      mentions.removeIf(
          m -> Names.PERSON.equals(m.nodeType()) && m.name().equalsIgnoreCase(signer));
      return;
    }
    if (!GivenNames.isName(first) && Rx.split(signer, "\\s+").length > 3
        || NameWords.NOT_NAMES.contains(first.toLowerCase(java.util.Locale.ROOT))) {
      return;
    }
    mentions.removeIf(
        m ->
            Names.PERSON.equals(m.nodeType())
                && !m.name().contains(" ")
                && signer.startsWith(m.name() + " "));
    mentions.add(new Mention(Names.PERSON, signer, excerpt));
  }

  /** Who signed a pasted email ("Kind regards,\nAnita Bose", "From: Karen Holt"), if named. */
  static Optional<String> signer(String text) {
    Matcher m = AsciiCase.matcher(SIGNER, text);
    return m.find() ? Optional.of(m.group("name").strip()) : Optional.empty();
  }
}
