package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class QuestionDatesTest {
  private static Fusion.Candidate candidate(String id, String group, int position, double fused) {
    Fusion.Candidate c = new Fusion.Candidate(id, group, position);
    c.fused = fused;
    return c;
  }

  private static List<String> order(Map<String, Fusion.Candidate> byId) {
    List<Fusion.Candidate> ranked = new ArrayList<>(byId.values());
    ranked.sort(Fusion.ORDER);
    return ranked.stream().map(c -> c.chunkId).toList();
  }

  private static QuestionDates.Window window(String query) {
    return QuestionDates.window(query).orElseThrow();
  }

  @Test
  void readsADayInEitherOrderAMonthAndAnIsoDate() {
    assertThat(window("What painting did Melanie show to Caroline on October 13, 2023?"))
        .isEqualTo(
            new QuestionDates.Window(LocalDate.of(2023, 10, 13), LocalDate.of(2023, 10, 13)));
    assertThat(window("What did Gina find for her clothing store on 1 February, 2023?"))
        .isEqualTo(new QuestionDates.Window(LocalDate.of(2023, 2, 1), LocalDate.of(2023, 2, 1)));
    assertThat(window("what happened on the 3rd of Sept. 2024"))
        .isEqualTo(new QuestionDates.Window(LocalDate.of(2024, 9, 3), LocalDate.of(2024, 9, 3)));
    // A month is the whole month; February of a leap year ends on the 29th.
    assertThat(window("What did Maria donate to a homeless shelter in December 2023?"))
        .isEqualTo(new QuestionDates.Window(LocalDate.of(2023, 12, 1), LocalDate.of(2023, 12, 31)));
    assertThat(window("anything in Feb 2024?"))
        .isEqualTo(new QuestionDates.Window(LocalDate.of(2024, 2, 1), LocalDate.of(2024, 2, 29)));
    assertThat(window("notes from 2024-03-05"))
        .isEqualTo(new QuestionDates.Window(LocalDate.of(2024, 3, 5), LocalDate.of(2024, 3, 5)));
  }

  @Test
  void severalDatesSpanFromTheFirstToTheLast() {
    assertThat(window("What changed between 3 May 2023 and June 2023?"))
        .isEqualTo(new QuestionDates.Window(LocalDate.of(2023, 5, 3), LocalDate.of(2023, 6, 30)));
  }

  @Test
  void aQuestionWithoutAFullDateNamesNone() {
    // No year, a year alone, a relative expression, a month-like word, an impossible day.
    assertThat(QuestionDates.window("What did I do on October 13?")).isEmpty();
    assertThat(QuestionDates.window("Where did we travel in 2022?")).isEmpty();
    assertThat(QuestionDates.window("What artist did I start to listen to last Friday?")).isEmpty();
    assertThat(QuestionDates.window("May I ask what you suggested for 2023 plans?")).isEmpty();
    assertThat(QuestionDates.window("What happened on 31 February 2023?")).isEmpty();
  }

  @Test
  void theWindowRunsFromTheDayBeforeToAWeekAfter() {
    QuestionDates.Window w = window("on 10 April, 2023");
    assertThat(w.admits(LocalDate.of(2023, 4, 9))).isTrue();
    assertThat(w.admits(LocalDate.of(2023, 4, 17))).isTrue();
    assertThat(w.admits(LocalDate.of(2023, 4, 8))).isFalse();
    assertThat(w.admits(LocalDate.of(2023, 4, 18))).isFalse();
  }

  @Test
  void inWindowTurnsAmongThePoolGetAShareOfTheFirstCandidatesScore() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    // The question's words match an older session best; the session of the named day holds it.
    byId.put("chk_old1", candidate("chk_old1", "S1", 3, 0.9));
    byId.put("chk_old2", candidate("chk_old2", "S1", 4, 0.7));
    byId.put("claim_x", candidate("claim_x", null, 0, 0.65));
    byId.put("chk_new", candidate("chk_new", "S9", 12, 0.5));
    byId.put("chk_late", candidate("chk_late", "S9", 13, 0.2));
    Map<String, Instant> dates = new HashMap<>();
    dates.put("chk_old1", Instant.parse("2023-05-08T13:56:00Z"));
    dates.put("chk_old2", Instant.parse("2023-05-08T13:56:00Z"));
    dates.put("chk_new", Instant.parse("2023-10-13T19:30:00Z"));
    dates.put("chk_late", Instant.parse("2023-10-13T19:31:00Z"));
    List<List<String>> asked = new ArrayList<>();
    Function<List<Fusion.Candidate>, Map<String, Instant>> datesOf =
        head -> {
          asked.add(head.stream().map(c -> c.chunkId).toList());
          return dates;
        };

    QuestionDates.apply(
        byId, "What painting did Melanie show on October 13, 2023?", datesOf, 0.5, 3);

    // Only source chunks are read, only the first three of them (the pool), claims skipped.
    assertThat(asked).containsExactly(List.of("chk_old1", "chk_old2", "chk_new"));
    assertThat(byId.get("chk_new").dated).isCloseTo(0.45, Offset.offset(1e-9));
    assertThat(byId.get("chk_late").dated).isZero();
    assertThat(byId.get("chk_old1").dated).isZero();
    assertThat(order(byId))
        .containsExactly("chk_new", "chk_old1", "chk_old2", "claim_x", "chk_late");
  }

  @Test
  void aQuestionNamingNoDateReadsNothingAndMovesNothing() {
    Map<String, Fusion.Candidate> byId = new LinkedHashMap<>();
    byId.put("chk_a", candidate("chk_a", "S1", 1, 0.9));
    byId.put("chk_b", candidate("chk_b", "S2", 1, 0.5));
    List<String> asked = new ArrayList<>();

    QuestionDates.apply(
        byId,
        "When did Caroline go to the LGBTQ support group?",
        head -> {
          asked.add("read");
          return Map.of();
        },
        1,
        100);

    assertThat(asked).isEmpty();
    assertThat(byId.get("chk_b").dated).isZero();
    assertThat(order(byId)).containsExactly("chk_a", "chk_b");
  }
}
