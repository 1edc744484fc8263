package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tastes that turned (issue 13, stop 37), beyond {@link ChangedTastes}' "I used to love X but now
 * ...": the chat form without a subject ("Used to hate X, now I ..."), a past taste the user only
 * claimed ("I always said I hated X, but I've started to love it"), and the Dutch past with
 * "altijd" / "eerst" ("Ik vond X altijd stom, maar nu ben ik verslaafd", "Ik was eerst dol op X,
 * maar nu hoeft het niet meer"). Only the current taste is stored.
 */
class TurnedTastesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Used to hate mushrooms, now I can't get enough of them.|mushrooms",
        "used to love jazz but now I can't stand it|dislikes jazz",
        "I always said I hated yoga, but I've actually started to love it.|yoga",
        "I always thought I disliked podcasts, but I've come round to them.|podcasts",
        "Ik vond zwemmen altijd saai, maar nu ben ik verslaafd.|zwemmen",
        "Ik vond sushi eerst vies, maar nu ben ik er gek op.|sushi",
        "Ik was altijd dol op festivals, maar sinds vorig jaar hoeft het niet meer.|dislikes festivals",
        "Ik was eerst fan van die app, maar nu vind ik hem niks meer.|dislikes die app",
      })
  void onlyTheCurrentTasteIsStored(String text, String stored) {
    assertThat(Probes.preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I always said I'd visit Rome, and now I finally am.",
        "Ik was altijd fan van de trein, en dat ben ik nog steeds.",
        "Used to live in Leeds, now I live in York.",
      })
  void noTurnedTaste(String text) {
    assertThat(Probes.preferences(text)).noneMatch(p -> p.startsWith("dislikes"));
  }
}
