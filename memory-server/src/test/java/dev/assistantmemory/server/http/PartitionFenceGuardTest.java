package dev.assistantmemory.server.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which routes the partition fence stands in front of: those whose request takes partitionKey. */
class PartitionFenceGuardTest {
  record Keyed(String userId, String partitionKey) implements UserRequest {}

  record UserGlobal(String userId) implements UserRequest {}

  record Sweep(Integer limit) {}

  private static <Q> Endpoint<Q, String> write(Class<Q> request) {
    return new Endpoint<>(
        "POST",
        "/x",
        request,
        String.class,
        200,
        Endpoint.Access.WRITE,
        "t",
        "s",
        "",
        (q, c) -> "");
  }

  @Test
  void routesTakingAPartitionKeyAreFencedOthersAreNot() {
    assertThat(PartitionFenceGuard.takesPartitionKey(write(Keyed.class))).isTrue();
    assertThat(PartitionFenceGuard.takesPartitionKey(write(UserGlobal.class))).isFalse();
    assertThat(PartitionFenceGuard.takesPartitionKey(write(Sweep.class))).isFalse();
    // Maintenance routes check their own token and move the fence: never fenced themselves.
    assertThat(
            PartitionFenceGuard.takesPartitionKey(
                Endpoint.maintenance("/m", "t", "s", Keyed.class, String.class, (q, c) -> "")))
        .isFalse();
  }

  @Test
  void anUnfencedEndpointIsReturnedAsItIs() {
    PartitionFenceGuard guard = new PartitionFenceGuard(null);
    Endpoint<UserGlobal, String> e = write(UserGlobal.class);
    assertThat(guard.guard(e)).isSameAs(e);
    assertThat(guard.guard(write(Keyed.class))).isNotSameAs(write(Keyed.class));
  }
}
