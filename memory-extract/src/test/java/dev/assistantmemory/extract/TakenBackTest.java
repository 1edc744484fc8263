package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A plan the message takes back, doubts, puts off without deciding anything, or only asks about
 * opens no task; a plain plan beside the same words still does. Sentences written for this test.
 */
class TakenBackTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // doubt or disbelief taking the plan back
        "Dad says he'll clear out the garage this weekend. Not holding my breath.",
        "I'll finish the whole thesis tonight. Don't hold your breath.",
        "Mijn broer zegt dat hij morgen de schuur opruimt. Ik geloof er geen woord van.",
        "Kees belooft dat hij vrijdag betaalt, maar reken er maar niet op.",
        // an impossible sequel
        "Sure, I'll run a marathon on Sunday. And then I'll fly to the moon.",
        "Tuurlijk, ik schilder morgen het hele huis. En morgen vriest het in de hel.",
        // a refusal, a closing "and never"
        "My aunt thinks I should start a podcast. I will do no such thing.",
        "Ik moet van mijn moeder gaan golfen. Geen sprake van.",
        "I'll clean the oven after the holidays, my birthday, and never.",
        // a decision put off, with nothing decided
        "meh, I'll decide tomorrow",
        "Nou, ik zie morgen wel.",
        "we'll see",
        // a plan on a condition the user doubts
        "If my landlord ever fixes the shower I'll bake him a cake.",
        "Als de gemeente ooit die stoep repareert, geef ik een feestje.",
        // stop 34: sarcasm closers, "and never" after a list, asking whether, only maybe,
        // improvising, a plan negated later with its own verb
        "'t Zal wel, ik ga morgen om zes uur sporten, jaja.",
        "Ja hoor, ik ruim vanavond de zolder op. En ik ben de Kerstman.",
        "Sure, I'll sort the loft after Easter, my birthday or never.",
        "do u think i should apply for the Glasgow job",
        "Misschien moet ik de dakgoot laten repareren.",
        "not revising for the quiz, i'll wing it",
        "i said i'd bake the cake for Saturday but honestly i'm not baking, too tired",
        // asked to be told something
        "Could you tell me when the bins get collected?",
        "Kunt u mij vertellen wanneer het stadhuis open is?",
      })
  void noTask(String text) {
    assertThat(Probes.said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'll decide on the venue by Friday.",
        "Could you remind me to call the landlord tomorrow?",
        "I'll fix the shower if the part arrives.",
        "Morgen bel ik de aannemer over de offerte.",
        "I'll book the table, and never mind the flowers.",
      })
  void stillATask(String text) {
    assertThat(Probes.said(text).tasks()).isNotEmpty();
  }
}
