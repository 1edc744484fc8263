package dev.assistantmemory.bench;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * The fixed held-out splits of the retrieval benchmarks. No ranking parameter is chosen by looking
 * at a held-out question; they only report whether a choice made on the tune split generalises.
 *
 * <ul>
 *   <li>LoCoMo dev5: conversations {@code conv-30} and {@code conv-43} are held out; conv-26, -41,
 *       -42 are the tune split.
 *   <li>LongMemEval dev60: a question is held out when the CRC32 of its {@code question_id} (UTF-8)
 *       is divisible by 3 (23 of the 60).
 * </ul>
 */
final class Splits {
  static final String TUNE = "tune";
  static final String HELD_OUT = "held-out";
  static final String ALL = "all";

  static final Set<String> LOCOMO_HELD_OUT = Set.of("conv-30", "conv-43");

  private Splits() {}

  static String locomo(String sampleId) {
    return LOCOMO_HELD_OUT.contains(sampleId) ? HELD_OUT : TUNE;
  }

  static String longMemEval(String questionId) {
    CRC32 crc = new CRC32();
    crc.update(questionId.getBytes(StandardCharsets.UTF_8));
    return crc.getValue() % 3 == 0 ? HELD_OUT : TUNE;
  }

  /** Whether a question of the given split is selected by a split option (tune, held-out, all). */
  static boolean selected(String option, String split) {
    return option == null || ALL.equals(option) || option.equals(split);
  }
}
