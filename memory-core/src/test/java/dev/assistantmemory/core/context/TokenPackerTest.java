package dev.assistantmemory.core.context;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TokenPackerTest {
  record Item(String kind, String text) {}

  private static TokenPacker.Packed<Item> pack(List<Item> items, int budget) {
    return TokenPacker.pack(items, budget, i -> ContextService.tokens(i.text()), Item::kind);
  }

  @Test
  void keepsWholeItemsInOrderAndALaterSmallerOneStillFits() {
    Item a = new Item("claim", "x".repeat(40)); // 10 tokens
    Item big = new Item("chunk", "y".repeat(80)); // 20 tokens
    Item small = new Item("node", "z".repeat(12)); // 3 tokens
    Item big2 = new Item("chunk", "w".repeat(41)); // 11 tokens
    TokenPacker.Packed<Item> p = pack(List.of(a, big, small, big2), 15);
    assertThat(p.kept()).containsExactly(a, small);
    assertThat(p.tokensUsed()).isEqualTo(13);
    assertThat(p.tokenBudget()).isEqualTo(15);
    assertThat(p.omitted()).containsExactly(new ContextService.Omitted("chunk", 2, 31));
  }

  @Test
  void aBudgetBelowEveryItemKeepsNoneAndAnAmpleOneKeepsAll() {
    List<Item> items = List.of(new Item("claim", "abcdefgh"), new Item("node", "abcde"));
    TokenPacker.Packed<Item> none = pack(items, 1);
    assertThat(none.kept()).isEmpty();
    assertThat(none.tokensUsed()).isZero();
    assertThat(none.omitted())
        .containsExactly(
            new ContextService.Omitted("claim", 1, 2), new ContextService.Omitted("node", 1, 2));
    TokenPacker.Packed<Item> all = pack(items, 100);
    assertThat(all.kept()).isEqualTo(items);
    assertThat(all.omitted()).isEmpty();
    assertThat(all.tokensUsed()).isEqualTo(4);
  }
}
