package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The seed's extraction rules, each with positive and negative cases. */
class RuleBasedExtractorTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction user(String text, KnownTask... tasks) {
    return run(text, "user", Scope.personal, tasks);
  }

  private Extraction run(String text, String role, Scope scope, KnownTask... tasks) {
    ExtractionInput in =
        ExtractionInput.of(text, role, scope, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(List.of(tasks), 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  private static KnownTask open(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  private static TaskCandidate onlyTask(Extraction e) {
    assertThat(e.tasks()).hasSize(1);
    return e.tasks().get(0);
  }

  @Nested
  class TemporalGrounding {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
      "I saw her last Tuesday., 2026-04-21",
      "Let's meet next Friday., 2026-05-01",
      "The tickets arrive in 3 days., 2026-05-01",
      "We met 10 days ago., 2026-04-18",
      "Her birthday party is on 27 april., 2026-04-27",
      "The launch is 2026-05-03., 2026-05-03",
      "Kom je volgende week vrijdag?, 2026-05-08",
      "Overmorgen ga ik zwemmen., 2026-04-30",
      "Afgelopen dinsdag was druk., 2026-04-21",
      "Over twee weken is de reünie., 2026-05-12",
      "De vergadering is op 3 mei., 2026-05-03",
      "The exam is on Tuesday., 2026-05-05",
      "Party on December 30!, 2025-12-30",
      "Thursday the 5th of February works., 2026-02-05"
    })
    void groundsRelativeAndAbsoluteDatesAgainstTheMessageDay(String text, String day) {
      assertThat(user(text).dates())
          .extracting(Extraction.DateMention::date)
          .containsExactly(LocalDate.parse(day));
    }

    @ParameterizedTest
    @CsvSource({
      "'Goedemorgen, hoe gaat het?'",
      "I may be late.",
      "Let's talk next week.",
      "We go to Spain in May.",
      "'Ik werk morgens het liefst.'"
    })
    void weekOrMonthLevelWordsAndLookalikesAreNoDays(String text) {
      assertThat(user(text).dates()).isEmpty();
    }

    @Test
    void anEventKeepsItsOwnDateApartFromTheDayItWasMentioned() {
      Extraction e = user("I had a dentist appointment last Tuesday.");
      assertThat(e.events()).hasSize(1);
      assertThat(e.events().get(0).date()).isEqualTo(LocalDate.parse("2026-04-21"));
      assertThat(e.events().get(0).label()).contains("dentist appointment");
    }
  }

  @Nested
  class Tasks {
    @Test
    void aSelfCommitmentWithADeadline() {
      TaskCandidate t = onlyTask(user("I'll send the spec by Friday."));
      assertThat(t.label()).isEqualTo("send the spec");
      assertThat(t.owner()).isEqualTo(Extraction.SELF);
      assertThat(t.due()).isEqualTo(LocalDate.parse("2026-05-01"));
    }

    @Test
    void aRequestToTheAssistantHasNoOwnerButItsDeadline() {
      TaskCandidate t = onlyTask(user("Can you review the draft before 3 May?"));
      assertThat(t.label()).isEqualTo("review the draft");
      assertThat(t.owner()).isNull();
      assertThat(t.due()).isEqualTo(LocalDate.parse("2026-05-03"));
    }

    @Test
    void remindersTodosAndNamedOwners() {
      assertThat(onlyTask(user("Remind me to call mom tomorrow.")).label()).isEqualTo("call mom");
      assertThat(onlyTask(user("TODO: renew passport")).label()).isEqualTo("renew passport");
      TaskCandidate alice = onlyTask(user("Alice will book the room on Thursday."));
      assertThat(alice.owner()).isEqualTo("Alice");
      assertThat(alice.due()).isEqualTo(LocalDate.parse("2026-04-30"));
      assertThat(onlyTask(user("Herinner me eraan om de tandarts te bellen.")).owner())
          .isEqualTo(Extraction.SELF);
    }

    @Test
    void chatterQuestionsAndMovementAreNoTasks() {
      assertThat(user("Can you explain how compound interest works?").tasks()).isEmpty();
      assertThat(user("I'm going to the gym tomorrow.").tasks()).isEmpty();
      assertThat(user("The weather is lovely today.").tasks()).isEmpty();
      assertThat(user("I'll be late, sorry.").tasks()).isEmpty();
    }
  }

  @Nested
  class DutchDeadlines {
    @ParameterizedTest
    @CsvSource({
      "Kun je het rapport voor vrijdag sturen?",
      "Ik moet de stukken tegen maandag klaar hebben."
    })
    void voorOrTegenAloneEstablishesNoDeadline(String text) {
      Extraction e = user(text);
      assertThat(onlyTask(e).due()).isNull();
      assertThat(e.dates()).hasSize(1); // the date is still read, it is just no deadline
    }

    @ParameterizedTest
    @CsvSource({
      "Kun je het rapport uiterlijk vrijdag sturen?, 2026-05-01",
      "Kun je het rapport vóór vrijdag sturen?, 2026-05-01",
      "'Ik moet het verslag schrijven, deadline voor 12 mei.', 2026-05-12"
    })
    void explicitWordingDoes(String text, String due) {
      assertThat(onlyTask(user(text)).due()).isEqualTo(LocalDate.parse(due));
    }
  }

  @Nested
  class DeadlineRemoval {
    private final KnownTask inferred =
        new KnownTask("t1", "send the offer", "pending", LocalDate.parse("2026-05-01"), false);
    private final KnownTask userSet =
        new KnownTask("t1", "send the offer", "pending", LocalDate.parse("2026-05-01"), true);

    @ParameterizedTest
    @CsvSource({
      "There is no deadline now for the offer.",
      "Er is geen deadline meer voor de offer."
    })
    void explicitRemovalWordingRemovesAnInferredDeadline(String text) {
      assertThat(user(text, inferred).deadlineRemovals())
          .extracting(Extraction.DeadlineRemoval::taskId)
          .containsExactly("t1");
    }

    @Test
    void aUserSetDateIsNeverClearedByExtraction() {
      assertThat(user("There is no deadline now for the offer.", userSet).deadlineRemovals())
          .isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"Let's do the offer sometime later.", "Send the offer when you can."})
    void omittedOrAmbiguousDatesKeepTheDeadline(String text) {
      assertThat(user(text, inferred).deadlineRemovals()).isEmpty();
    }
  }

  @Nested
  class StatusChanges {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
      "I finished the quarterly report., done",
      "Done with the quarterly report!, done",
      "The quarterly report is sent., done",
      "Cancel the quarterly report., abandoned",
      "The quarterly report is no longer needed., abandoned",
      "I started on the quarterly report., in_progress",
      "Het kwartaalrapport is klaar., done"
    })
    void statusWordsMoveTheMatchingOpenTask(String text, String status) {
      KnownTask report = open("t1", "write the quarterly report");
      KnownTask nl = open("t2", "het kwartaalrapport schrijven");
      assertThat(user(text, report, nl).statusChanges())
          .singleElement()
          .satisfies(s -> assertThat(s.status()).isEqualTo(status));
    }

    @Test
    void unrelatedOrNegatedStatementsChangeNothing() {
      KnownTask report = open("t1", "write the quarterly report");
      assertThat(user("I finished the dishes.", report).statusChanges()).isEmpty();
      assertThat(user("I haven't finished the quarterly report yet.", report).statusChanges())
          .isEmpty();
    }
  }

  @Nested
  class FactsAndPeople {
    @Test
    void selfStatementsAttachToTheUser() {
      Extraction e = user("I prefer window seats on long flights.");
      assertThat(e.facts())
          .singleElement()
          .satisfies(
              f -> {
                assertThat(f.subject()).isEqualTo(Extraction.SELF);
                assertThat(f.predicate()).isEqualTo("HAS_PREFERENCE");
                assertThat(f.objectValue()).isEqualTo("window seats on long flights");
              });
    }

    @Test
    void aMoveReplacesWhereTheUserLives() {
      Extraction e = user("I moved from Seattle to Portland last year.");
      assertThat(e.facts())
          .singleElement()
          .satisfies(
              f -> {
                assertThat(f.predicate()).isEqualTo("LOCATED_IN");
                assertThat(f.objectName()).isEqualTo("Portland");
                assertThat(f.replacesPrevious()).isTrue();
              });
      assertThat(e.mentions()).noneMatch(m -> m.nodeType().equals("Person"));
    }

    @Test
    void someoneElsesEmployer() {
      Extraction e = user("Alice works at Acme.");
      assertThat(e.facts())
          .singleElement()
          .satisfies(
              f -> {
                assertThat(f.subject()).isEqualTo("Alice");
                assertThat(f.predicate()).isEqualTo("WORKS_AT");
                assertThat(f.objectName()).isEqualTo("Acme");
              });
    }

    @Test
    void emailParticipantsMentionsAndNames() {
      Extraction e =
          user(
              "From: Alice Smith <alice@acme.com>\nSubject: Spec\n\nHi, @bob and Carol will help.");
      assertThat(e.mentions())
          .filteredOn(m -> m.nodeType().equals("Person"))
          .extracting(Extraction.Mention::name)
          .contains("Alice Smith", "bob", "Carol")
          .doesNotContain("Spec", "Hi");
    }

    @Test
    void goalsAndDecisions() {
      assertThat(user("My goal is to run a marathon this year.").facts())
          .extracting(Extraction.Fact::predicate)
          .containsExactly("HAS_GOAL");
      assertThat(user("We decided to go with PostgreSQL.").facts())
          .extracting(Extraction.Fact::predicate)
          .containsExactly("MADE_DECISION");
    }
  }

  @Nested
  class Metrics {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
      "I weighed 72.5 kg this morning., weight, 72.5, kg",
      "'Ik woog vandaag 72,5 kilo.', weight, 72.5, kg",
      "Ran 10k in the park., distance, 10, km",
      "Average pace was 5:30/km., pace, 5.5, min/km",
      "Resting heart rate 52 bpm., heart_rate, 52, bpm",
      "Slept 7h30 last night., sleep_duration, 7.5, h",
      "'Ik heb 7,5 uur geslapen.', sleep_duration, 7.5, h",
      "'Walked 10,000 steps today.', steps, 10000, steps",
      "Vandaag 8.000 stappen gezet., steps, 8000, steps",
      "Readiness score is 81., readiness, 81, score"
    })
    void readingsWithUnits(String text, String metric, double value, String unit) {
      assertThat(user(text).metrics())
          .anySatisfy(
              r -> {
                assertThat(r.metric()).isEqualTo(metric);
                assertThat(r.value()).isEqualTo(value);
                assertThat(r.unit()).isEqualTo(unit);
              });
    }

    @Test
    void aQuantityWithoutContextIsNoReading() {
      assertThat(user("I bought 2 kg of apples.").metrics()).isEmpty();
    }
  }

  @Nested
  class SpeakerLock {
    @Test
    void referenceMaterialNeverYieldsAnythingAboutTheUser() {
      Extraction e =
          run(
              "I prefer tea. I'll call the bank tomorrow. I weighed 80 kg. Marie Curie worked"
                  + " at the University of Paris.",
              ExtractionInput.DOCUMENT,
              Scope.reference);
      assertThat(e.tasks()).isEmpty();
      assertThat(e.metrics()).isEmpty();
      assertThat(e.facts()).noneMatch(f -> Extraction.SELF.equals(f.subject()));
      assertThat(e.mentions()).extracting(Extraction.Mention::name).contains("Marie Curie");
    }

    @Test
    void anotherParticipantStatesNothingAboutTheUser() {
      Extraction e = run("I prefer tea and I'll call the bank.", "participant", Scope.personal);
      assertThat(e.facts()).noneMatch(f -> Extraction.SELF.equals(f.subject()));
      assertThat(e.tasks()).isEmpty();
    }

    @Test
    void anAssistantTurnProposesInTheUsersName() {
      Extraction e =
          run(
              "It sounds like you prefer window seats. I'll remind you to call the bank on Monday.",
              ExtractionInput.ASSISTANT,
              Scope.personal);
      assertThat(e.facts()).anySatisfy(f -> assertThat(f.predicate()).isEqualTo("HAS_PREFERENCE"));
      assertThat(onlyTask(e).owner()).isEqualTo(Extraction.SELF);
      assertThat(e.metrics()).isEmpty();
    }
  }
}
