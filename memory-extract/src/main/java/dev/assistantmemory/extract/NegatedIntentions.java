package dev.assistantmemory.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Acts named without a commitment (issue 13, stop 32), beside {@link NoCommitment}: a Dutch
 * intention negated after its object ("Ik ga dat rapport echt niet herschrijven", "Ik ga dat toch
 * niet doen"), a counterfactual condition without a comma ("If I had more time I'd repaint the
 * fence"), a day that never comes ("met sint-juttemis", "als de kalveren op het ijs dansen"), a
 * sarcastic yes ("Oh sure, I'll get right on that") and a promise taken back at its end ("..., echt
 * niet", "... Not!").
 */
final class NegatedIntentions {

  private NegatedIntentions() {}

  /**
   * "Ik ga / zal / wil ... niet ...": the negator inside the clause of a first-person intention.
   * "niet vergeten" is a promise; "niet later dan", "niet alleen", "niet pas" keep the act.
   */
  private static final Pattern NEGATED_NL =
      Rules.p(
          "^\\W*(?:ik\\s+(?:ga|zal|wil)|(?:\\p{L}+\\s+)?(?:ga|zal|wil)\\s+ik)\\b"
              + "(?:(?!\\b(?:zodat|of|als|wat|wie|dat\\s+(?:ik|je|jij|hij|zij|ze|we|wij|u|het|er|iemand|niemand))\\b)[^,;.!?])*?\\b(?:niet|nooit|geen)\\b"
              + "(?!\\s+(?:vergeten|later|eerder|alleen|pas|meer dan|zonder|voordat|voor|vóór|na)\\b)"
              + "(?![^.!?]*\\b(?:vergeten|maar|pas|wel|(?:doe|ga|zal|plan)\\s+ik|ik\\s+(?:doe|ga|zal|plan))\\b)");

  /** A condition contrary to fact: "If I had more time I'd ...", "If only I could ...". */
  private static final Pattern COUNTERFACTUAL =
      Rules.p(
          "^\\W*if\\s+(?:i|we)\\s+(?:had|were|was|could|didn'?t|did|won)\\b[^.?!]*\\b(?:i'?d|i would"
              + "|i could|i might|we'?d|we would)\\b"
              // the condition after the act: "I'd call the bank if I had the time"
              + "|\\b(?:i'?d|i would)\\b[^.?!]*\\bif\\s+(?:i|we|it|there|they)\\s+(?:had|were|was|could"
              + "|didn'?t|weren'?t|wasn'?t)\\b");

  /** A day that never comes, or a sarcastic yes. */
  private static final Pattern NEVER =
      Rules.p(
          "\\b(?:met\\s+)?sint[- ]?juttemis\\b|\\bals de (?:kalveren op het ijs dansen|varkens vliegen"
              + "|hel bevriest)\\b|\\bover (?:mijn|m'n) lijk\\b|\\bover my dead body\\b"
              + "|\\bwhen (?:pigs fly|hell freezes over)\\b"
              // stop 36: "Tuurlijk ruim ik de garage op, met Pasen en Pinksteren op één dag"
              + "|\\bpasen en pinksteren (?:op|vallen op) (?:één|een|1) dag\\b|\\bin a month of sundays\\b"
              + "|\\bnot in a (?:million|thousand|hundred) years\\b|\\bals de (?:koeien|varkens) (?:gaan )?vliegen\\b"
              + "|\\bwhen pigs (?:can |might |will |start to |learn to )fly\\b"
              // "Right, because I'm totally going to do my tax return early"
              + "|^\\W*(?:oh,?\\s+)?(?:right|yeah|sure|yes)\\s*,?\\s+because (?:i'?m|i am|i'?ll|i will)\\b"
              + "|^\\W*(?:oh,?\\s+)?(?:sure|yeah|right|of course),?\\s+(?:i'?ll|let me)\\s+get (?:right )?on"
              + " (?:that|it)\\b"
              // the promise taken back at its end
              + "|,\\s+(?:echt|mooi|lekker|dacht het)\\s+niet\\W*$|[.!]\\s+not[.!]+\\s*$"
              // an emphatic promise closed by a tag ("..., sure.", "..., haha"), a dismissive "ja
              // ja"
              + "|\\b(?:totally|definitely|absolutely|echt|zeker weten)\\b[^.?!]*,\\s*(?:sure|right|yeah right"
              + "|tuurlijk|vast)[.!]*\\s*$"
              + "|^\\W*(?:sure|yeah|right|zeker|tuurlijk|natuurlijk|ja)\\s*[,!][^.?!]*,\\s*(?:haha|hihi"
              + "|lol|hah)\\W*$"
              + "|^\\W*(?:jaja|ja ja),?\\s+(?:ik\\s+(?:ga|zal)|(?:\\p{L}+\\s+)?(?:ga|zal)\\s+ik)\\b[^.?!]*\\becht\\b");

  /**
   * A routine stated of no one: "Reports are due at the end of the month, as always", "De huur moet
   * op de eerste betaald, zoals altijd". With "I" or "we" in it, it stays a duty.
   */
  private static final Pattern ROUTINE =
      Rules.p(
          "^(?![^.?!]*\\b(?:i|i'?ll|i'?m|i'?ve|me|my|we|we'?ll|our|ik|me|mij|mijn|m'n|wij|ons|onze)\\b)"
              + "[^.?!]*,\\s*(?:as always|as usual|as ever|like every (?:month|week|year|time)"
              + "|zoals altijd|zoals gewoonlijk|zoals elke (?:maand|week|keer)|zoals ieder jaar"
              + "|zoals elk jaar)\\W*$");

  /**
   * A help nobody asked for, said with a shrug (stop 40): "..., not that anyone asked me to drive",
   * "Nobody asked me to bake", "niemand vroeg me om te helpen". A "but" / "maar" after it ("nobody
   * asked me to, but I'll bring a cake") keeps the act.
   */
  private static final Pattern UNASKED =
      Rules.p(
          "(?:\\bnot that (?:\\p{L}+\\s+){1,2}(?:ever\\s+|even\\s+)?(?:asked|wanted|invited|told"
              + "|expected|begged|needed)|\\b(?:nobody|no one|no-one)\\s+(?:has\\s+|had\\s+)?(?:ever\\s+"
              + "|even\\s+)?(?:asked|wanted|invited|told|expected|begged)) (?:me|us)\\b"
              + "|\\bniemand (?:(?:heeft|had) (?:me|mij|ons)\\b[^,.;!?]*?\\bgevraagd|vroeg (?:me|mij|ons))\\b");

  /** The shrug without a "but" after it: the act it names is nobody's. */
  private static boolean unasked(String sentence) {
    Matcher m = AsciiCase.matcher(UNASKED, sentence);
    return Cues.mayMatch(UNASKED, sentence)
        && m.find()
        && !Cues.find(BUT, sentence.substring(m.end()));
  }

  private static final Pattern BUT = Rules.p("\\b(?:but|though|maar)\\b");

  /** Whether the message takes its promises back ("... Not!", "met sint-juttemis"). */
  static boolean takenBack(String text) {
    return Cues.find(NEVER, text);
  }

  /** Whether the sentence names an act nobody commits to. */
  static boolean uncommitted(String sentence) {
    return Cues.find(NEGATED_NL, sentence)
        || Cues.find(COUNTERFACTUAL, sentence)
        || Cues.find(ROUTINE, sentence)
        || Cues.find(NEVER, sentence)
        || unasked(sentence);
  }
}
