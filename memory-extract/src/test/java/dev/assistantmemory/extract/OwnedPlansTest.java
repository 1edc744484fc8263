package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Stop 41: a named person's plan with the contracted "is" and a person as its object ("Nadia's
 * taking Josh to ...") is that person's; a possessive before an -ing noun is no plan.
 */
class OwnedPlansTest {

  @Test
  void aContractedProgressiveWithAPersonIsTheirPlan() {
    assertOneTask(
        "Marta's taking Oliver to the dentist on Thursday",
        "take Oliver to the dentist",
        "Marta",
        "2026-03-12");
  }

  @Test
  void aPossessiveBeforeAnIngNounIsNoPlan() {
    assertThat(said("Marta's baking is lovely").tasks()).isEmpty();
  }
}
