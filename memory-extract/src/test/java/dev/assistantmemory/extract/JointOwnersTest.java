package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;

/**
 * Stop 41: two people named together share the act, each its owner; a pair that does not hold the
 * owner adds nobody.
 */
class JointOwnersTest {

  @Test
  void twoNamedSubjectsEachOwnTheAct() {
    assertThat(said("Priya and Tom are painting the fence on Saturday").tasks())
        .extracting(TaskCandidate::owner)
        .containsExactlyInAnyOrder("Priya", "Tom");
  }

  @Test
  void twoPeopleLetDoTheActEachOwnIt() {
    assertThat(said("Ik laat Noor en Daan morgen de boodschappen doen").tasks())
        .extracting(TaskCandidate::owner)
        .containsExactlyInAnyOrder("Noor", "Daan");
  }

  @Test
  void aPairThatIsTheObjectAddsNoOwner() {
    assertThat(said("Priya is taking Tom and Ava to school on Monday").tasks())
        .extracting(TaskCandidate::owner)
        .containsExactly("Priya");
  }
}
