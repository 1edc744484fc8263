package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Long-form text: capitalised words are people only with a cue that names one. */
class LongFormTest {
  private static final String ANSWER =
      """
      Here are a few ways to keep algae down:
      1. **Introduce algae-eating inhabitants**: Add Amano shrimp, Otocinclus catfish or Nerite \
      snails to your tank.
      2. **Use the right tools**: Chrome or Firefox both run the Seachem calculator.
      3. **Ask around**: my friend Sarah said her tank cleared in a week, and Tom told me the same.
      """;

  private static List<String> people(String text) {
    return said(text).mentions().stream()
        .filter(m -> m.nodeType().equals("Person"))
        .map(Extraction.Mention::name)
        .toList();
  }

  /** What the extractor makes of a text the assistant wrote. */
  private static Extraction answered(String text) {
    return new RuleBasedExtractor()
        .extract(
            dev.assistantmemory.core.extract.ExtractionInput.of(
                text,
                "assistant",
                dev.assistantmemory.model.Scope.personal,
                Probes.NOW,
                java.time.ZoneOffset.UTC));
  }

  @Test
  void aListedAnswerNamesOnlyThePeopleItCues() {
    assertThat(people(ANSWER)).containsExactlyInAnyOrder("Sarah", "Tom");
  }

  @Test
  void aPageLongTextWithoutListsIsLongFormToo() {
    String page =
        "The Relying Parties MUST be prepared to handle unsolicited extensions. ".repeat(20)
            + "Firefox and Chrome implement it.";
    assertThat(people(page)).isEmpty();
  }

  @Test
  void aChatMessageKeepsItsNamesWithoutCues() {
    assertThat(people("Dinner with the team went well, Priya brought her famous curry."))
        .containsExactly("Priya");
    assertThat(people("Going to the beach with Jolien and Sem on Saturday."))
        .containsExactlyInAnyOrder("Jolien", "Sem");
  }

  @Test
  void layoutIsRecognisedByItsLinesNotBySingleMarks() {
    assertThat(LongForm.is("- buy milk\n- call Anna")).isTrue();
    assertThat(LongForm.is("**Note**: call Anna")).isFalse();
    assertThat(LongForm.is("I met Anna - she says hi")).isFalse();
  }

  @Test
  void anAssistantsLongFormAnswerCommitsTheUserToNothingAndStatesNoLikesOrGoals() {
    String answer =
        """
        Here is what the process looks like:
        1. **Check your eligibility**: You need to determine which green card category you're         eligible for.
        2. **Medical exam**: You'll have to undergo a medical examination by a civil surgeon.
        Enjoy your time in Chicago! I hope you love your flight to Miami, and you want to work on         your Spanish before the trip.
        """;
    assertThat(answered(answer).tasks()).isEmpty();
    assertThat(answered(answer).facts()).isEmpty();
    assertThat(
            said("My plan for the week:\n- I need to renew my passport\n- I have to call the plumber")
                .tasks())
        .as("the user's own list still makes tasks")
        .hasSize(2);
  }
}
