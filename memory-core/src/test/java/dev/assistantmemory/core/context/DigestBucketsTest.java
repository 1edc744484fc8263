package dev.assistantmemory.core.context;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.ContextTx.OpenTask;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Digest bucketing: timed tasks by instant and the zone's day, date-only tasks by day. */
class DigestBucketsTest {
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  private static final LocalDate DATE = LocalDate.parse("2026-05-29");

  private static OpenTask task(String id, String dueOn, Instant dueAt) {
    return new OpenTask(
        id,
        id,
        "pending",
        "claim_x",
        "user",
        Instant.parse("2026-05-01T00:00:00Z"),
        "src_x",
        null,
        null,
        false,
        dueOn,
        null,
        null,
        dueAt);
  }

  private static List<String> ids(List<OpenTask> tasks) {
    return tasks.stream().map(OpenTask::taskId).toList();
  }

  @Test
  void aTaskDueLateEveningInNewYorkIsTodayFromAUtcClockOnTheNextDay() {
    // 23:30 in New York on the digest date is 03:30 UTC on the next calendar day.
    OpenTask late = task("late", "2026-05-29", Instant.parse("2026-05-30T03:30:00Z"));
    DigestService.Buckets before =
        DigestService.bucket(
            List.of(late), DATE, NEW_YORK, 7, Instant.parse("2026-05-30T02:00:00Z"));
    assertThat(ids(before.dueToday())).containsExactly("late");
    assertThat(before.overdue()).isEmpty();
    assertThat(before.upcoming()).isEmpty();

    DigestService.Buckets after =
        DigestService.bucket(
            List.of(late), DATE, NEW_YORK, 7, Instant.parse("2026-05-30T03:45:00Z"));
    assertThat(ids(after.overdue())).containsExactly("late");
    assertThat(after.dueToday()).isEmpty();
  }

  @Test
  void timedTasksAfterTheZonesDayAreUpcomingUntilTheHorizon() {
    // 00:30 New York on May 30 = 04:30 UTC: tomorrow there, so upcoming, not today.
    OpenTask tomorrow = task("tomorrow", "2026-05-30", Instant.parse("2026-05-30T04:30:00Z"));
    OpenTask beyond = task("beyond", "2026-06-06", Instant.parse("2026-06-06T04:30:00Z"));
    OpenTask edge = task("edge", "2026-06-05", Instant.parse("2026-06-06T03:59:00Z"));
    DigestService.Buckets b =
        DigestService.bucket(
            List.of(tomorrow, beyond, edge),
            DATE,
            NEW_YORK,
            7,
            Instant.parse("2026-05-29T16:00:00Z"));
    assertThat(ids(b.upcoming())).containsExactly("tomorrow", "edge");
    assertThat(b.dueToday()).isEmpty();
  }

  @Test
  void dateOnlyTasksCompareCalendarDaysAndUndatedOnesAreLeftOut() {
    DigestService.Buckets b =
        DigestService.bucket(
            List.of(
                task("before", "2026-05-28", null),
                task("today", "2026-05-29", null),
                task("soon", "2026-06-05", null),
                task("late", "2026-06-06", null),
                task("undated", null, null)),
            DATE,
            NEW_YORK,
            7,
            // Already May 30 in UTC; date-only tasks ignore the clock.
            Instant.parse("2026-05-30T03:45:00Z"));
    assertThat(ids(b.overdue())).containsExactly("before");
    assertThat(ids(b.dueToday())).containsExactly("today");
    assertThat(ids(b.upcoming())).containsExactly("soon");
  }
}
