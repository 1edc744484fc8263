package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sentences naming an act nobody commits to (issue 13, stop 32): a Dutch intention negated after
 * its object ("Ik ga dat rapport echt niet herschrijven"), a counterfactual ("If I had more time
 * I'd repaint the fence"), an impossible day ("als de varkens vliegen", "met sint-juttemis"), a
 * sarcastic yes ("Oh sure, I'll get right on that", "Ja hoor, tuurlijk ...") and a promise taken
 * back at its end ("..., echt niet", "... Not!").
 */
class NegatedIntentionsTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ik ga dat rapport echt niet herschrijven.",
        "Ik ga dat toch niet doen.",
        "Morgen ga ik zeker niet naar die verjaardag.",
        "Ik zal die vergadering nooit meer voorzitten.",
        "If I had more time I'd repaint the fence.",
        "If only I could finish the report by Friday.",
        "Ik ga sporten als de varkens vliegen.",
        "Ik ruim de zolder op met sint-juttemis.",
        "I'll clean the garage over my dead body.",
        "Oh sure, I'll get right on that.",
        "Ja hoor, tuurlijk ga ik morgen om vijf uur opstaan.",
        "Ja hoor, alsof ik morgen de hele zolder ga opruimen.",
        "Ik ga de garage opruimen, echt niet.",
        "I'll finish the whole garden this weekend. Not!",
        "I'd call the bank if I had the time.",
        "Ik zou de bank bellen als ik tijd had.",
        "Yeah, I'll totally go for a run at 6am tomorrow, sure.",
        "Ja ja, ik ga morgen echt sporten.",
        "Zeker, ik ga morgen om zes uur hardlopen, haha.",
        "Reports are due at the end of the month, as always.",
        "De huur moet op de eerste betaald worden, zoals altijd.",
        // stop 40: help nobody asked for
        "My cousin moves house on Saturday, not that anybody asked me to carry boxes.",
        "Nobody asked me to organise the leaving do.",
        "Mijn broer verhuist zaterdag, niet dat iemand me gevraagd heeft om te sjouwen.",
        "Niemand heeft me gevraagd om de taart voor het feest te bakken.",
      })
  void nobodyCommitsToTheAct(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ik ga het rapport morgen herschrijven.",
        "Ik zal niet vergeten de huur te betalen.",
        "I'll clean the attic tomorrow if it rains.", // stop 36: a condition put first is no task
        "Ja hoor, ik bel de loodgieter morgen.",
        "Sure, I'll send the slides tomorrow.",
        "I'll call the bank tomorrow if I have the time.",
        "Ja, ik ga morgen sporten.",
        "I need to file the report by Friday, as always.",
        "Ik moet de huur op de eerste betalen, zoals altijd.",
        "Morgen ga ik de ramen niet lappen, dat doe ik dinsdag.",
        "Nobody asked me to bake for the fete, but I'll make a lemon cake.",
      })
  void aCommitmentStands(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }
}
