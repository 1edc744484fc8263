package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Stop 41: "Naam, VERB jij ...?" is the named person's act, due by the day said in it, its label
 * the act with the infinitive last (a separable particle joined to it).
 */
class AddressedRequestsTest {

  @Test
  void aNamedPersonAskedVerbFirstOwnsTheAct() {
    assertOneTask(
        "Joris, bestel jij uiterlijk donderdag de bloemen?",
        "de bloemen bestellen",
        "Joris",
        "2026-03-12");
  }

  @Test
  void theParticleJoinsTheInfinitive() {
    assertOneTask("Femke, breng jij de stoelen terug?", "de stoelen terugbrengen", "Femke", null);
  }

  @Test
  void aPlaceAddressedIsNoPerson() {
    assertThat(said("Utrecht, ben je er klaar voor?").tasks()).isEmpty();
  }
}
