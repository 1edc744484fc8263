package dev.assistantmemory.extract;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A chat or video app named as the medium a message came through is no organisation (stop 39): "a
 * Slack message from Jo", "the parents' WhatsApp group", "Zoom interviews", "a YouTube video",
 * "Pasted from Slack", "the allotment WhatsApp". The company itself stays one where it is what is
 * talked about ("the team is switching to Slack", "Instagram's algorithm").
 */
final class ChannelNames {
  private ChannelNames() {}

  private static final Set<String> CHANNELS =
      Set.of(
          "slack",
          "whatsapp",
          "zoom",
          "youtube",
          "teams",
          "signal",
          "telegram",
          "skype",
          "messenger",
          "discord",
          "facetime");

  /** A thing carried by the app after its name: "message", "group", "video", "interviews". */
  private static final Pattern MEDIUM_AFTER =
      Pattern.compile(
          "(?iu)\\s+(?:message|messages|msg|group|groups|chat|chats|call|calls|video|videos"
              + "|notification|notifications|interview|interviews|meeting|meetings|thread"
              + "|channel|post|posts|dm|dms|groepje|groep|groepsapp|berichtje|bericht|gesprek"
              + "|vergadering|filmpje"
              // stop 40: something held or learnt through it ("a Zoom book club", "Zoom quiz")
              + "|book club|club|quiz|class|classes|lesson|lessons|les|lessen|tutorial|tutorials"
              + "|session|sessions|workout|workouts)\\b");

  /** Copied from it, or a lower-case word naming whose it is before it ("the street WhatsApp"). */
  private static final Pattern MEDIUM_BEFORE =
      Pattern.compile(
          "(?iu)(?:\\b(?:pasted|copied|forwarded|screenshot|gekopieerd|geplakt|doorgestuurd)"
              + " (?:from|uit|van) (?:the |de |het )?(?:\\p{Ll}+ )?"
              // stop 40: the means something goes through ("via Zoom", "without YouTube")
              + "|\\b(?:via|through|without|zonder|over) "
              + "|\\b(?:the|a|an|another|our|my|de|het|onze|mijn)(?: (?!(?:at|for|with|from|to|in|on"
              + "|by|of|bij|van|voor|met|naar|op|aan|uit)\\b)(?-i:\\p{Ll})[\\p{L}'’]*){1,2} )$");

  /** Whether the app name {@code name} is said as the medium, not the company. */
  static boolean isMedium(String name, String before, String after) {
    if (!CHANNELS.contains(name.toLowerCase(Locale.ROOT))) {
      return false;
    }
    return AsciiCase.matcher(MEDIUM_AFTER, after).lookingAt()
        || AsciiCase.matcher(MEDIUM_BEFORE, before).find();
  }
}
