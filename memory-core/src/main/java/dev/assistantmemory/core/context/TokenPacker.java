package dev.assistantmemory.core.context;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * The one greedy token packing of ranked items ({@code /search} hits, answer-pack memories): most
 * relevant first; an item that does not fit whole is left out (never cut) and counted per kind, and
 * a smaller later item may still fit.
 */
public final class TokenPacker {
  private TokenPacker() {}

  /** The kept items in their order, the tokens they use, and what was left out per kind. */
  public record Packed<T>(
      List<T> kept, int tokenBudget, int tokensUsed, List<ContextService.Omitted> omitted) {}

  public static <T> Packed<T> pack(
      List<T> items, int budget, ToIntFunction<T> tokens, Function<T, String> kind) {
    int used = 0;
    List<T> kept = new ArrayList<>();
    Map<String, int[]> left = new LinkedHashMap<>();
    for (T item : items) {
      int t = tokens.applyAsInt(item);
      if (used + t <= budget) {
        kept.add(item);
        used += t;
      } else {
        int[] o = left.computeIfAbsent(kind.apply(item), k -> new int[2]);
        o[0]++;
        o[1] += t;
      }
    }
    List<ContextService.Omitted> omitted = new ArrayList<>();
    left.forEach((k, o) -> omitted.add(new ContextService.Omitted(k, o[0], o[1])));
    return new Packed<>(List.copyOf(kept), budget, used, List.copyOf(omitted));
  }
}
