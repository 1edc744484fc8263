package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 40: acts that name no errand. Something arriving ("the payment should come through by
 * Monday") is awaited, not done; starting at a new employer ("Maandag begin ik bij Philips") is a
 * life event. An arrival with a purpose, or a start at something that is no employer, stays a task.
 */
class NoErrandTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Payment should come through by Monday",
        "Delivery will come on Thursday",
        "Keys will arrive next week",
        "Maandag begin ik bij Bakkerij Jansen",
        "Per 1 mei begin ik bij Gemeente Zwolle!",
        "Maandag begin ik bij Philips als monteur",
      })
  void anArrivalOrANewEmployerIsNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Tom will come by on Friday to fix the boiler",
        "Ik moet morgen bij de buren beginnen met de flyers",
      })
  void anArrivalWithAPurposeOrAStartOfWorkStays(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }
}
