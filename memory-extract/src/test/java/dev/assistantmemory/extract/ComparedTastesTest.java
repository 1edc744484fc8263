package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tastes said by comparison, waste or endurance (issue 13, stop 37): a Dutch thing put first with a
 * comparative ("Fietsen vind ik leuker dan autorijden", "..., appen vind ik veel prettiger"), a
 * thing answered with "always" ("Aisle seat, always."), a thing called a waste of time ("Lange
 * vergaderingen vind ik zonde van de tijd"), a plural thing the user "cannot do" ("I just can't do
 * crowds") and the chat form of "into" without its subject ("kind of into board games lately"). A
 * comparison stores the thing preferred only.
 */
class ComparedTastesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Fietsen vind ik leuker dan autorijden.|Fietsen",
        "Ik heb een hekel aan mailen, appen vind ik veel prettiger.|dislikes mailen;appen",
        "Thee vind ik stukken lekkerder dan koffie.|Thee",
        "Lange vergaderingen vind ik zonde van de tijd.|dislikes Lange vergaderingen",
        "Ik vind die wekelijkse borrels eigenlijk zonde van mijn tijd.|dislikes die wekelijkse borrels",
        "Honestly I just can't do crowds.|dislikes crowds",
        "sorry, I really cannot do slasher movies|dislikes slasher movies",
        "kind of into board games lately|board games",
        "really into podcasts these days, so relaxing|podcasts",
        "Aisle seat, always.|Aisle seat",
        "Green tea, always green tea, never energy drinks|Green tea;dislikes energy drinks",
        "Zwarte koffie, altijd.|Zwarte koffie",
      })
  void theTasteAndItsPolarity(String text, String stored) {
    assertThat(Probes.preferences(text))
        .containsExactlyInAnyOrderElementsOf(java.util.List.of(stored.split(";")));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I can't do Friday, sorry.",
        "I can't do the meeting tomorrow.",
        "I can't do that without help.",
        "Ik vind het veel fijner zo.",
        "Drove into the garage this morning.",
        "Sure, always happy to help.",
        "Ja, altijd.",
        "I'm an early riser, always have been.",
        "Ik ben een ochtendmens, altijd al geweest.",
      })
  void noTaste(String text) {
    assertThat(Probes.preferences(text)).isEmpty();
  }
}
