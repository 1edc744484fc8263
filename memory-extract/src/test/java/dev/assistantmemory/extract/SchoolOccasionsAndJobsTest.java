package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Fact;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 34's occasions and facts: school and club occasions on their day, a visit to a professional
 * for someone ("Dentist for both girls on Monday"), more professionals, a person hired somewhere, a
 * side job, and the user's age said with a tag ("i'm 34 btw"). Sentences written for this test.
 */
class SchoolOccasionsAndJobsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Our school play is on Friday 12 June, Mia is a tree.|play|2026-06-12",
        "The nativity is on Tuesday 24 March.|nativity|2026-03-24",
        "Sports day is on 3 July, fingers crossed for sun.|sports day|2026-07-03",
        "Dentist for both girls on Monday 16 March.|dentist|2026-03-16",
        "Donderdag 12 maart om 9 uur naar de oogarts.|oogarts|2026-03-12",
        "Op 20 maart is de musical van groep 8.|musical|2026-03-20",
        // someone else's journey, a teacher who wants a word, a professional one has
        "My brother's flying to Dublin on Friday 13 March.|dublin|2026-03-13",
        "Mrs. Okoro, Lily's teacher, wants a word on Thursday.|okoro|2026-03-12",
        "Sorry, I've got the dentist on Thursday.|dentist|2026-03-12",
      })
  void anOccasion(String text, String word, String day) {
    assertThat(Probes.said(text).events())
        .anyMatch(e -> e.label().toLowerCase().contains(word) && e.date().toString().equals(day));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Luuk is aangenomen bij Heijmans.|Luuk|WORKS_AT|Heijmans",
        "Ik heb een bijbaan bij Albert Heijn.|self|WORKS_AT|Albert Heijn",
        "Sanne heeft een nieuwe baan bij Rabobank.|Sanne|WORKS_AT|Rabobank",
        "Tom got hired at Deloitte last month.|Tom|WORKS_AT|Deloitte",
        "Started my new job at Wessex Water today!|self|WORKS_AT|Wessex Water",
        "My son Oliver goes to Meadowside Primary.|Oliver|AFFILIATED_WITH|Meadowside Primary",
        "Onze Fleur zit op de Sint-Jozef basisschool.|Fleur|AFFILIATED_WITH|Sint-Jozef basisschool",
      })
  void aJob(String text, String subject, String predicate, String org) {
    assertThat(Probes.said(text).facts())
        .anyMatch(
            f ->
                f.subject().equals(subject)
                    && f.predicate().equals(predicate)
                    && org.equals(f.objectName()));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "i'm 34 btw|34 years old",
        "Ik ben 27 trouwens, dus geen student meer.|27 jaar",
      })
  void anAge(String text, String value) {
    assertThat(Probes.said(text).facts().stream().map(Fact::objectValue)).contains(value);
  }
}
