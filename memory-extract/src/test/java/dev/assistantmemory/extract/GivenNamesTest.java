package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A given name read as the person it names where the sentence alone does not say: at the start of a
 * sentence, after Dutch "naar", and inside a sentence for a name that is also a verb or a modal
 * ("Ben", "Will"); a weekday before "with" is no job ("lunch on Friday with Hiroshi"). And what
 * must not become a person: a modal, a month, a verb or a place opening a sentence. Sentences
 * written for this test.
 */
class GivenNamesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a full name opening a sentence, with a verb the cue list does not hold
        "Rosalind Franklin photographed the helix in 1952.|Rosalind Franklin",
        "Johan Cruijff speelde jarenlang voor Ajax.|Johan Cruijff",
        "Willem Drees werd in 1948 premier.|Willem Drees",
        "Priya Raman finally replied about the flat.|Priya Raman",
        // a given name alone opening a sentence before a lower-case word
        "Sanne teruggebeld, dat komt goed.|Sanne",
        "Femke appte net dat ze later is.|Femke",
        "Priya finally replied about the flat.|Priya",
        // after "naar", a given name is whom something goes to
        "Stuur de foto's even naar Lieke.|Lieke",
        "Breng de sleutels morgen naar Joost.|Joost",
        "Ik heb de factuur naar Ilse gemaild.|Ilse",
        // inside a sentence, a capital makes a name of a word that is also a verb or a modal
        "Tomorrow Ben and I repaint the fence.|Ben",
        "We decided that Will takes the minutes from now on.|Will",
        "Maria and Ben are coming for dinner.|Ben",
        // a weekday before "with" is no "day with": the one met is a person
        "Coffee on Monday with Hiroshi.|Hiroshi",
        "Drinks on Friday with Tomasz after work.|Tomasz",
      })
  void aPerson(String text, String name) {
    assertThat(Probes.names(text, Names.PERSON)).contains(name);
    assertThat(Probes.names(text, Names.ORG)).doesNotContain(name);
  }

  /** An accented head word opens a venue's name too ("Café\\b" failed: no ASCII boundary). */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Lunch on Thursday at Café Loos.|Café Loos",
        "Drinks on Saturday at Café Zeezicht with the team.|Café Zeezicht",
      })
  void aVenue(String text, String name) {
    assertThat(Probes.names(text, Names.ORG)).contains(name);
    assertThat(Probes.names(text, Names.PERSON)).doesNotContain(name);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Will you remind me tomorrow?",
        "May I bring a friend along?",
        "We fly to Lisbon in May.",
        "Ben je morgen thuis?",
        "Wil je de vuilnis buiten zetten?",
        "Victoria Station was packed this morning.",
        "Max five people per table, they said.",
        "Mark the date in your diary.",
        "Ik ga morgen naar Zwolle.",
        "Annie M.G. Schmidt schreef veel voor kinderen.",
      })
  void noPersonMade(String text) {
    assertThat(Probes.names(text, Names.PERSON))
        .doesNotContain("Will", "May", "Ben", "Wil", "Victoria", "Max", "Mark", "Zwolle")
        .noneMatch(n -> n.contains("M.G") || n.startsWith("Victoria"));
  }
}
