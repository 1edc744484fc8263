package dev.assistantmemory.core.context;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.context.ContextService.Bootstrap;
import dev.assistantmemory.core.context.ContextService.BootstrapSection;
import dev.assistantmemory.core.context.ContextService.EvidenceRef;
import dev.assistantmemory.core.context.ContextService.Packed;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Packing the bootstrap bundle into a token budget: whole items, in order, omissions reported. */
class BootstrapPackingTest {
  private static final Instant AT = Instant.parse("2026-04-26T13:15:00Z");

  private static Bootstrap bundle() {
    return new Bootstrap(
        List.of(
            new BootstrapSection("atlas", "User: Me\nKey people:\n- Ada", "u1", null),
            new BootstrapSection(
                "open_commitments",
                "<commitment task_id=\"t1\">"
                    + "x".repeat(200)
                    + "</commitment>\n"
                    + "<commitment task_id=\"t2\">short</commitment>",
                "u2",
                List.of(new EvidenceRef("c1", "s1"), new EvidenceRef("c2", "s2")))),
        AT);
  }

  @Test
  void aLargeBudgetKeepsEverything() {
    Packed p = ContextService.pack(bundle(), 10_000);
    assertThat(p.bundle().sections()).isEqualTo(bundle().sections());
    assertThat(p.omitted()).isEmpty();
    assertThat(p.tokensUsed()).isPositive().isLessThanOrEqualTo(10_000);
  }

  @Test
  void anItemThatDoesNotFitIsLeftOutWholeAndReported() {
    Packed p = ContextService.pack(bundle(), 40);
    assertThat(p.tokensUsed()).isLessThanOrEqualTo(40);
    assertThat(p.bundle().sections())
        .extracting(BootstrapSection::kind)
        .containsExactly("atlas", "open_commitments");
    BootstrapSection open = p.bundle().sections().get(1);
    assertThat(open.content()).isEqualTo("<commitment task_id=\"t2\">short</commitment>");
    assertThat(open.evidence()).containsExactly(new EvidenceRef("c2", "s2"));
    assertThat(p.omitted())
        .singleElement()
        .satisfies(
            o -> {
              assertThat(o.kind()).isEqualTo("open_commitments");
              assertThat(o.items()).isEqualTo(1);
            });
  }

  @Test
  void aTinyBudgetDropsSectionsWithNothingLeft() {
    Packed p = ContextService.pack(bundle(), 1);
    assertThat(p.bundle().sections()).isEmpty();
    assertThat(p.tokensUsed()).isZero();
    assertThat(p.omitted())
        .extracting(ContextService.Omitted::kind)
        .containsExactly("atlas", "open_commitments");
  }
}
