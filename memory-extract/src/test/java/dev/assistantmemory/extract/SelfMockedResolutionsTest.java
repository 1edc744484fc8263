package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Resolutions the user mocks in the same message (issue 13, stop 37): a tag saying the promise is
 * made every week and never kept ("Said every January ever", "Zeg ik elke week", "Zei ik vorige
 * maand ook"), a doubled agreeing opener under an eye-roll ("Ja hoor, ... 🙄", "Yeah yeah, ... 🙃")
 * and the Dutch impossibility idiom put as a statement ("En varkens kunnen vliegen"). None of them
 * yields an open task; the same promises without the mockery do.
 */
class SelfMockedResolutionsTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'm totally quitting sugar next week. Said every January ever 😂",
        "From tomorrow I'll go to bed at ten. Says me every single night 🙃",
        "Next week I'll finally clear out the shed. I said that last month too.",
        "Volgende week ga ik echt elke dag de hond uitlaten. Zeg ik elke week 😅",
        "Vanaf morgen ga ik minder snoepen. Zei ik vorige maand ook.",
        "Ja hoor, ik ga morgen netjes om zeven uur de was doen 🙄",
        "Yeah yeah, I'll reply to all my emails today 🙄",
        "Jaja, ik ga vanavond de administratie bijwerken 🙃",
        "Tuurlijk, ik ga vanavond de kelder uitmesten. En koeien kunnen vliegen.",
        "Ik ga dit weekend mijn belastingen doen. En varkens kunnen vliegen.",
      })
  void aMockedResolutionYieldsNoOpenTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'm quitting sugar next week, I need to book the dietitian on Monday.",
        "Volgende week ga ik de schuur opruimen.",
        "Ja hoor, ik stuur je de slides morgen.",
        "Yeah, I'll reply to Tom's email today.",
        "Ik ga dit weekend mijn belastingen doen.",
      })
  void thePlainPromiseStaysATask(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }
}
