package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Owners named by a reporting verb or a vocative (issue 13.5). */
class OwnerRulesTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<TaskCandidate> tasks(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    return ExtractionPolicy.admit(extractor.extract(in), in).tasks();
  }

  @ParameterizedTest(name = "{0} -> {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I promised Sarah I would water her plants on Saturday.|self|water her plants",
        "I promised Marcel de Vries I would send him the price list by Friday.|self|send him the price list",
        "I've promised Tom that I'll fix his bike.|self|fix his bike",
        "Ik heb Kees beloofd om zijn offerte na te kijken.|self|zijn offerte nakijken",
        "I asked Tom to book the venue for the retreat.|Tom|book the venue for the retreat",
        "Ik heb Joris gevraagd om de zaal te reserveren.|Joris|de zaal reserveren",
        "Grace said she would bring the projector tomorrow.|Grace|bring the projector",
        "Ollie's going to email the parents about the trip.|Ollie|email the parents about the trip",
        "Nina, could you check the invoice numbers?|Nina|check the invoice numbers",
        "Mike, please send the final invoice to the client.|Mike|send the final invoice to the client",
        "Fleur, wil jij de nieuwe collega rondleiden?|Fleur|de nieuwe collega rondleiden",
        "Stuur jij de uitnodigingen, Anouk?|Anouk|de uitnodigingen sturen",
        "Gijs zou de sleutels inleveren.|Gijs|de sleutels inleveren",
        // stop 32: the person said with where they are from
        "I asked Priya from upstairs to water the plants.|Priya|water the plants",
        "Ik heb Noor van hiernaast gevraagd de planten water te geven.|Noor|de planten water geven",
        "I've asked Dirk from the tennis club to bring the nets.|Dirk|bring the nets",
        "Ik heb Dirk van de tennisclub gevraagd om de netten mee te nemen.|Dirk|de netten meenemen",
      })
  void theReportingVerbDecidesWhoseTaskItIs(String text, String owner, String label) {
    assertThat(tasks(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.owner()).isEqualTo(owner.equals("self") ? Extraction.SELF : owner);
              assertThat(t.label()).isEqualTo(label);
            });
  }

  @org.junit.jupiter.api.Test
  void askingTwoPeopleGivesEachOfThemTheTask() {
    assertThat(tasks("I've asked Maria and Ben to prepare the onboarding session."))
        .extracting(TaskCandidate::owner, TaskCandidate::label)
        .containsExactly(
            tuple("Maria", "prepare the onboarding session"),
            tuple("Ben", "prepare the onboarding session"));
    assertThat(tasks("Ik heb Youssef en Ilse gevraagd de workshop voor te bereiden."))
        .extracting(TaskCandidate::owner, TaskCandidate::label)
        .containsExactly(
            tuple("Youssef", "de workshop voorbereiden"),
            tuple("Ilse", "de workshop voorbereiden"));
  }

  @org.junit.jupiter.api.Test
  void aPromiseInADatClauseEndsInItsVerbAndBareVerbPronounLabelsAreNoTasks() {
    assertThat(tasks("Ik heb Ruud beloofd dat ik hem morgen de vacature stuur."))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.label()).isEqualTo("hem de vacature sturen");
            });
    assertThat(tasks("Floris is ziek, ik doe het zelf morgen.")).isEmpty();
    assertThat(tasks("Hannah's birthday is 14 November, don't let me forget.")).isEmpty();
    assertThat(tasks("We gaan voor de offerte van Bouwbedrijf Kok.")).isEmpty();
    assertThat(tasks("Lena heeft gevraagd of het maandag mag worden, dat is goed.")).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Dag Thomas, zou je het concept kunnen reviewen?",
        "Ik heb Robin beloofd dat ik niet meer te laat kom.",
      })
  void aGreetingIsNoOwnerAndANegatedPromiseNoTask(String text) {
    assertThat(tasks(text)).noneMatch(t -> "Dag".equals(t.owner()) || t.label().contains("laat"));
  }
}
