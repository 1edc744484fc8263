package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Stop 41: the user's promise to themselves or to someone named by a role ("Ik heb mezelf beloofd
 * ...", "Ik had mijn zus beloofd om ...") is the user's task; a named person's plan with the
 * contracted "is" and a person as its object ("Nadia's taking Josh to ...") is that person's.
 */
class OwnedPlansTest {

  @Test
  void aPromiseToOneselfIsTheUsersTask() {
    assertOneTask(
        "Ik heb mezelf beloofd de kelder op te ruimen", "de kelder opruimen", "self", null);
  }

  @Test
  void aPromiseToARoleIsTheUsersTask() {
    assertOneTask(
        "Ik had mijn zus beloofd om de verhuisdozen te brengen",
        "de verhuisdozen brengen",
        "self",
        null);
  }

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
