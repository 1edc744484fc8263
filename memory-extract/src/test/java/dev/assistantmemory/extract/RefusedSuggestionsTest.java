package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.model.Scope;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 41: another person's idea of what the user should do, turned down by the user after it, is
 * no task, neither by the rules nor by the service's learned components. A refusal that goes on to
 * a plan of the user's own keeps a task, and so does a suggestion the user takes up.
 */
class RefusedSuggestionsTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "My aunt keeps saying I should sell the caravan on Saturday. I said no.",
        "The whole choir says I should sing the solo at the Christmas concert. I refused.",
        "Paul asked me to chair the residents' meeting on Monday, but I declined.",
        "My boss wants me to lead the onboarding workshop next week. Not happening.",
        "Everyone at the allotment thinks I should enter the marrow contest. I don't think so.",
        "Volgens mijn buurman moet ik de heg vrijdag laten snoeien. Mooi niet.",
        "Mijn moeder vindt dat ik een kookcursus moet volgen. Ik denk het niet.",
        "De voetbalclub vroeg of ik zaterdag de kantine wil draaien. Ik heb nee gezegd.",
      })
  void aSuggestionTurnedDownIsNoTask(String text) {
    assertThat(said(text).tasks()).as("rules").isEmpty();
    assertThat(
            Extractors.offline()
                .extract(
                    ExtractionInput.of(
                        text, ExtractionInput.USER, Scope.personal, Probes.NOW, ZoneOffset.UTC))
                .tasks())
        .as("service")
        .isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Paul asked me to chair the residents' meeting on Monday. I said yes.",
        "Paul asked me to chair the residents' meeting on Monday. I said no, but I'll take the minutes.",
        "I think I should call the plumber tomorrow. No way I'm doing the pipes myself.",
        "Volgens mijn buurman moet ik de heg vrijdag laten snoeien. Dat doe ik zaterdag wel.",
      })
  void aSuggestionTakenUpOrAPlanAfterTheRefusalStays(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }
}
