package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dutch verb-second clauses (issue 13.3): a fronted time or object, the finite verb, then the
 * subject. A first-person present of an action about a coming day is an intention: the user's task,
 * labelled with the infinitive phrase, due on that day.
 */
class DutchWordOrderTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction user(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{0} -> {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Morgen bel ik de tandarts.|de tandarts bellen|2026-04-29",
        "Vrijdag moet ik het rapport inleveren.|het rapport inleveren|2026-05-01",
        "Het rapport stuur ik morgen op.|het rapport opsturen|2026-04-29",
        "Die factuur betaal ik morgen wel.|de factuur betalen|2026-04-29",
        "Overmorgen haal ik mijn paspoort op bij de gemeente.|mijn paspoort bij de gemeente ophalen"
            + "|2026-04-30",
        "Zaterdag breng ik de oude kast naar de milieustraat.|de oude kast naar de milieustraat"
            + " brengen|2026-05-02",
        "De huurauto reserveer ik maandag.|de huurauto reserveren|2026-05-04",
        "Binnen tien dagen moet ik de schade melden bij de verzekering.|de schade melden bij de"
            + " verzekering|2026-05-08",
        "Donderdag schrijf ik me in bij de hardloopclub.|bij de hardloopclub inschrijven|2026-04-30",
        // stop 32: the main clause after a fronted reason, a plan in a "dat"-clause
        "Omdat oma jarig is, bak ik zaterdag een taart.|een taart bakken|2026-05-02",
        "Ik denk dat ik vrijdag de garage bel.|de garage bellen|2026-05-01",
        "Ik heb besloten dat ik morgen de schuur ga opruimen.|de schuur opruimen|2026-04-29",
      })
  void aFrontedTimeOrObjectThenVerbThenIkIsTheUsersTask(String text, String label, String due) {
    assertThat(user(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }

  @Test
  void twoVerbSecondClausesGiveTwoTasks() {
    assertThat(user("Morgen doe ik de was en maandag strijk ik de overhemden.").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("de was doen", LocalDate.parse("2026-04-29")),
            org.assertj.core.groups.Tuple.tuple(
                "de overhemden strijken", LocalDate.parse("2026-05-04")));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Volgende week vrijdag geef ik de presentatie voor het team.",
        "Over drie dagen vlieg ik naar Lissabon.",
        "Dinsdag ga ik met Marieke naar de bioscoop.",
        "Morgen moet ik om negen uur bij de notaris zijn.",
        "Morgen heb ik vrij, dus dan doe ik helemaal niks.",
        "Vrijdag kan ik niet, dan moet ik werken.",
        "Gisteren belde ik de tandarts.",
        "Morgen bel ik de tandarts niet.",
        "Als het regent bel ik morgen de schilder.",
        "Als het droog is, maai ik morgen het gras.",
        "Ik denk dat ik morgen de tandarts niet bel.",
      })
  void occasionsPastNegatedOrConditionalClausesAreNoTasks(String text) {
    assertThat(user(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "bellen, bel",
    "sturen, stuur",
    "halen, haal",
    "lezen, lees",
    "schrijven, schrijf",
    "zetten, zet",
    "reserveren, reserveer",
    "leveren, lever",
    "tekenen, teken",
    "brengen, breng"
  })
  void theFirstPersonOfAnInfinitive(String infinitive, String stem) {
    assertThat(DutchInfinitives.stem(infinitive)).isEqualTo(stem);
  }
}
