package dev.assistantmemory.core.util;

import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;

/**
 * The contract's time zones (CONTRACT.md 1, "zones IANA"): the ids of IANA's time zone database,
 * the one check every route and tool uses. The JDK's region ids are IANA's but for two gaps: it
 * still knows the {@code SystemV/*} ids IANA dropped in 2020 (refused here), and it lacks a few
 * IANA links, which are taken as the zone they link to: {@code EST} (America/Panama since 2024b),
 * {@code MST} (America/Phoenix), {@code HST} (Pacific/Honolulu), {@code GMT+0} and {@code GMT-0}
 * (Etc/GMT) and {@code ROC} (Asia/Taipei). Offsets ({@code +02:00}, {@code UTC+2}), which {@link
 * ZoneId#of} would also take, are not zones here.
 */
public final class IanaZones {
  private static final Map<String, String> LINKS =
      Map.of(
          "EST", "America/Panama",
          "MST", "America/Phoenix",
          "HST", "Pacific/Honolulu",
          "GMT+0", "Etc/GMT",
          "GMT-0", "Etc/GMT",
          "ROC", "Asia/Taipei");

  /**
   * Every IANA id by its lower case: IANA never has two names that differ only in case, and a
   * JavaScript client's {@code Intl} takes any case ("utc", "europe/amsterdam"), so a name is
   * matched without case and answered in its canonical spelling (the fourteenth audit's W12).
   */
  private static final Map<String, String> CANONICAL = canonical();

  private IanaZones() {}

  private static Map<String, String> canonical() {
    Map<String, String> out = new java.util.HashMap<>();
    for (String id : ZoneId.getAvailableZoneIds()) {
      if (!id.startsWith("SystemV/")) {
        out.put(id.toLowerCase(java.util.Locale.ROOT), id);
      }
    }
    LINKS.keySet().forEach(id -> out.put(id.toLowerCase(java.util.Locale.ROOT), id));
    return Map.copyOf(out);
  }

  /**
   * The zone an IANA id names (in any case), a link resolved to its target; empty for anything
   * else.
   */
  public static Optional<ZoneId> zone(String id) {
    if (id == null) {
      return Optional.empty();
    }
    String name = CANONICAL.get(id.toLowerCase(java.util.Locale.ROOT));
    if (name == null) {
      return Optional.empty();
    }
    String target = LINKS.get(name);
    return Optional.of(ZoneId.of(target != null ? target : name));
  }

  /** The canonical spelling of an IANA id given in any case ("utc" -> "UTC"), or the id itself. */
  public static String name(String id) {
    return id == null ? null : CANONICAL.getOrDefault(id.toLowerCase(java.util.Locale.ROOT), id);
  }

  /** Whether {@code id} is an IANA zone id. */
  public static boolean isIana(String id) {
    return zone(id).isPresent();
  }

  /** The zone of an id already validated as IANA ({@link #isIana}). */
  public static ZoneId of(String id) {
    return zone(id).orElseThrow(() -> new IllegalArgumentException("not an IANA zone: " + id));
  }
}
