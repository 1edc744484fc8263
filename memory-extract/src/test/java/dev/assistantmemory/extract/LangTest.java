package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The language guess: each text by its own words, whichever text was asked about before it on the
 * same thread (the guess is kept for the last text, which the rules and detectors share).
 */
class LangTest {
  @Test
  void eachTextIsReadByItsOwnWordsWhateverCameBefore() {
    String dutch = "Ik moet de fiets nog naar de winkel brengen";
    String english = "I still have to take the bike to the shop";
    assertThat(Lang.detect(dutch)).isEqualTo(Lang.NL);
    assertThat(Lang.detect(dutch)).isEqualTo(Lang.NL);
    assertThat(Lang.detect(english)).isEqualTo(Lang.EN);
    assertThat(Lang.detect(new String(dutch))).isEqualTo(Lang.NL);
    assertThat(Lang.detect(english)).isEqualTo(Lang.EN);
  }
}
