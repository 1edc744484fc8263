package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Decisions in the shapes stop 33 found missing: a decision not to do something, a decided clause
 * with its own subject ("I've decided I'm ...", "we decided that Ana ..."), a choice made ("we went
 * with"), a decision as a heading ("Final decision: ...", "Besluit van het MT: ...").
 */
class DecisionShapesTest {
  private static final Instant NOW = Instant.parse("2026-04-28T10:00:00Z");

  private static List<String> decisions(String text) {
    return Probes.factValues(NOW, text, "MADE_DECISION");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I've decided not to sign up for the half marathon.|not to sign up for the half marathon",
        "We decided not to sell the car after all.|not to sell the car after all",
        "I've decided I'm taking the whole of August off.|I'm taking the whole of August off",
        "We decided that Jules does the Friday pick-ups.|Jules does the Friday pick-ups",
        "We ended up going with the oak table.|the oak table",
        "Final decision: the launch moves to spring.|the launch moves to spring",
        "Decision from the committee: no dogs on the pitch.|no dogs on the pitch",
        "Besluit van de VvE: de gevel wordt in mei geschilderd.|de gevel wordt in mei geschilderd",
        "We hebben besloten: we nemen de trein.|we nemen de trein",
      })
  void aDecision(String text, String decided) {
    assertThat(decisions(text)).contains(decided);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "We haven't decided yet whether to go.",
        "I can't decide between the two flats.",
        "Have you decided what to do about the car?",
        "We went with the kids to the zoo on Sunday.",
      })
  void noDecision(String text) {
    assertThat(decisions(text)).isEmpty();
  }
}
