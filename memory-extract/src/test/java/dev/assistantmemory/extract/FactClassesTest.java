package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fact classes that missed on the dev split (issue 13 item 4), with sentences written for this
 * test: adverbs and durations between subject and verb, jobs (HAS_ATTRIBUTE) with their employer,
 * "last day at" / "new job at", conditions, birthdays, a named person's job or employer.
 */
class FactClassesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<Fact> facts(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    Extraction x = ExtractionPolicy.admit(extractor.extract(in), in);
    return x.facts().stream().filter(f -> !f.predicate().equals("HAS_PREFERENCE")).toList();
  }

  private static String object(Fact f) {
    return f.objectValue() != null ? f.objectValue() : f.objectName();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I've lived in Leeds for nine years.|LOCATED_IN|Leeds",
        "Wij wonen sinds vorig jaar in Zwolle.|LOCATED_IN|Zwolle",
        "Ik woon sinds kort in Delft.|LOCATED_IN|Delft",
        "Ik ben na vijf jaar Rotterdam verhuisd naar Breda.|LOCATED_IN|Breda",
        "I've been a member of the Ramblers for years.|AFFILIATED_WITH|Ramblers",
        "Ik ben sinds 2020 lid van de Fietsersbond.|AFFILIATED_WITH|Fietsersbond",
        "I've been working at Philips for six years.|WORKS_AT|Philips",
      })
  void adverbsAndDurationsBetweenSubjectAndVerb(String text, String predicate, String object) {
    assertThat(facts(text))
        .anySatisfy(
            f -> {
              assertThat(f.subject()).isEqualTo(Extraction.SELF);
              assertThat(f.predicate()).isEqualTo(predicate);
              assertThat(object(f)).isEqualTo(object);
            });
  }

  @Test
  void aJobIsAnAttributeAndItsEmployerWorksAt() {
    assertThat(facts("I'm a night nurse at St Luke's Hospital, mostly weekends."))
        .extracting(f -> f.predicate() + " " + object(f))
        .contains("HAS_ATTRIBUTE night nurse");
    assertThat(facts("Ik werk sinds maart als verpleegkundige bij het Maasstad Ziekenhuis."))
        .extracting(f -> f.predicate() + " " + object(f))
        .containsExactlyInAnyOrder("HAS_ATTRIBUTE verpleegkundige", "WORKS_AT Maasstad Ziekenhuis");
    assertThat(facts("Ik ben vorige week begonnen bij Coolblue als data analist."))
        .extracting(f -> f.predicate() + " " + object(f))
        .contains("WORKS_AT Coolblue", "HAS_ATTRIBUTE data analist");
  }

  @Test
  void aNamedPersonsJobAndEmployer() {
    assertThat(facts("My cousin Ahmed is a paramedic for the London Ambulance Service."))
        .extracting(f -> f.subject() + " " + f.predicate() + " " + object(f))
        .contains("Ahmed HAS_ATTRIBUTE paramedic", "Ahmed WORKS_AT London Ambulance Service");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Friday is my last day at Deloitte.|Deloitte",
        "I'm relocating to Lyon for a new job at Sanofi.|Sanofi",
        "Mijn laatste werkdag bij de Rabobank is 30 juni.|Rabobank",
      })
  void lastDayAtAndNewJobAt(String text, String org) {
    assertThat(facts(text))
        .anySatisfy(
            f -> {
              assertThat(f.predicate()).isEqualTo("WORKS_AT");
              assertThat(f.objectName()).isEqualTo(org);
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik heb astma.|astma",
        "I'm type 2 diabetic.|type 2 diabetic",
        "I have no driving licence.|no driving licence",
        "Ik heb geen rijbewijs, dus ik fiets overal heen.|geen rijbewijs",
        "I've got coeliac disease, so no bread for me.|coeliac disease",
        "We've got three kids under ten.|three kids",
        "Ik ben 44 en heb drie kinderen.|drie kinderen",
      })
  void conditions(String text, String value) {
    assertThat(facts(text))
        .anySatisfy(
            f -> {
              assertThat(f.predicate()).isEqualTo("HAS_ATTRIBUTE");
              assertThat(f.objectValue()).isEqualTo(value);
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Lisa's birthday is on the 2nd of March.|Lisa|birthday 2 March",
        "Bas is op 9 juni jarig.|Bas|verjaardag 9 juni",
        "Ik ben overmorgen jarig!|self|verjaardag 30 april",
      })
  void birthdays(String text, String subject, String value) {
    assertThat(facts(text))
        .anySatisfy(
            f -> {
              assertThat(f.subject()).isEqualTo(subject);
              assertThat(f.predicate()).isEqualTo("HAS_ATTRIBUTE");
              assertThat(f.objectValue()).isEqualTo(value);
            });
  }

  @Test
  void aClubJoinedIsAnAffiliationNotAnEmployer() {
    assertThat(facts("I joined the Leiden Rowing Club last month."))
        .extracting(f -> f.predicate() + " " + object(f))
        .containsExactly("AFFILIATED_WITH Leiden Rowing Club");
  }

  @Test
  void aDutchJobTitleAsTheHeadOfACompound() {
    assertThat(facts("Ik ben wiskundedocent op een middelbare school."))
        .extracting(f -> f.predicate() + " " + object(f))
        .containsExactly("HAS_ATTRIBUTE wiskundedocent");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'm a darts player.",
        "I've noted that: \"Anouk just started a new job at ASML.\"",
        "I heard Anouk got a new job at ASML.",
        "Ik heb gehoord dat Anouk als verpleegkundige werkt.",
        "Ik ben bij de bakker.",
        "I'm a bit tired at work today.",
        "I used to work at Shell.",
        "I lived in Paris when I was a student.",
        "I'm joining a call at 3.",
        "I'm joining you for lunch tomorrow.",
        "Rosa joined us for the barbecue.",
      })
  void noFact(String text) {
    assertThat(facts(text)).isEmpty();
  }

  /** Joining an employer: the user's "I'm joining", a named person's "just joined". */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm joining Booking.com in March, finally!|self WORKS_AT Booking.com",
        "Marta has just joined Unilever as an analyst.|Marta WORKS_AT Unilever",
        "Kofi recently joined Philips.|Kofi WORKS_AT Philips",
        "I'm joining the Hastings Rowing Club this spring.|self AFFILIATED_WITH Hastings Rowing Club",
      })
  void joiningAnEmployerOrAClub(String text, String fact) {
    assertThat(facts(text))
        .extracting(f -> f.subject() + " " + f.predicate() + " " + object(f))
        .contains(fact);
  }

  /** A move or an employer said in another shape: participle last, a possessive, "our team at". */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Wij zijn in maart naar Zwolle verhuisd.|self LOCATED_IN Zwolle",
        "Ilse is vorige maand naar Breda verhuisd.|Ilse LOCATED_IN Breda",
        "Omar's moved to Cardiff with his girlfriend.|Omar LOCATED_IN Cardiff",
        "Volgende week begin ik bij de Belastingdienst.|self WORKS_AT Belastingdienst",
        "My team at Siemens is hiring again.|self WORKS_AT Siemens",
        "Mijn afdeling bij Achmea gaat verhuizen.|self WORKS_AT Achmea",
        "My birthday's on 2 October, for the form.|self HAS_ATTRIBUTE birthday 2 October",
        // a name with a non-ASCII capital (Java's \\b is ASCII-only since JDK 19)
        "Émile works at Öko Bank.|Émile WORKS_AT Öko Bank",
        "Ömer woont sinds kort in Utrecht.|Ömer LOCATED_IN Utrecht",
      })
  void aMoveOrAnEmployerInAnotherShape(String text, String fact) {
    assertThat(facts(text))
        .extracting(f -> f.subject() + " " + f.predicate() + " " + object(f))
        .contains(fact);
  }

  @Test
  void oneFactOncePerSentence() {
    assertThat(facts("Ik ben net begonnen bij Picnic."))
        .extracting(f -> f.predicate() + " " + object(f))
        .containsExactly("WORKS_AT Picnic");
  }
}
