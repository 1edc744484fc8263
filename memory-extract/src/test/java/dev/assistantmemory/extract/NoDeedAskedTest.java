package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sentences that ask for a fact, take a reminder back or doubt the intention open no task (stop 32,
 * {@link NoCommitment}); a lookup that is research stays a task. Sentences written for this test.
 */
class NoDeedAskedTest {
  private static List<String> tasks(String text) {
    return Probes.said(text).tasks().stream().map(t -> t.label()).toList();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Kun je me zeggen of de markt morgen doorgaat?",
        "Could you tell me whether the pool is open on Sunday?",
        "Kun je even uitzoeken hoe laat de apotheek zaterdag opengaat?",
        "Can you find out what time the last train leaves tonight?",
        "Okay, don't remind me about the quiz, I'm skipping it.",
        "Don't think I'll bother going to the open evening.",
        "I can't be bothered to repaint the shed this year.",
        "Ik moet echt eens vaker sporten, maar ja, dat zeg ik al jaren.",
        "Joris zou de tent meenemen naar het kamp, maar hij heeft afgezegd.",
        "Nadia was going to bring the speakers but she's pulled out.",
        // a lookup of a fact named by its thing (stop 45): answered at once, nothing to do
        "Could you find me the opening times of the recycling centre?",
        "Would you check the weather forecast for the hike on Sunday?",
        "Find me the postcode of the hotel in Ghent please",
        "Could you dig up the link to the school's holiday calendar?",
        "Can you get me the address of the new climbing wall?",
        "Kun je het telefoonnummer van de hondentrimsalon even opzoeken?",
        "Zoek even de openingstijden van het zwembad op.",
        "Kun je de vertrektijden van de nachtbus naar Leiden vinden?",
      })
  void noTask(String text) {
    assertThat(tasks(text)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Kun je uitzoeken welke zwemschool nog plek heeft?",
        "Can you check the train times and book the 9:15 for me?",
        "Can you find me the opening hours of the library and book me a study room?",
        "Could you find me a dog walker who does Saturdays?",
        "Zoek even een oppas voor vrijdagavond.",
        // a fact told to someone else, a fact about another thing, a check before a deed (stop 45
        // fix): tasks
        "Can you tell her the new address?",
        "Could you tell the team the deadline for the project?",
        "Can you tell Bram the opening times of the pool?",
        "Can you check the address on the invitation before I print it?",
        "Could you check the dates of the trip once the school confirms?",
        "Kun je het adres op de uitnodiging nakijken voordat ik hem print?",
      })
  void researchOrADeedStaysATask(String text) {
    assertThat(tasks(text)).isNotEmpty();
  }
}
