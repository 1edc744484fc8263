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

  private IanaZones() {}

  /** The zone an IANA id names, a link resolved to its target; empty for anything else. */
  public static Optional<ZoneId> zone(String id) {
    if (id == null || id.startsWith("SystemV/")) {
      return Optional.empty();
    }
    String target = LINKS.get(id);
    if (target != null) {
      return Optional.of(ZoneId.of(target));
    }
    return ZoneId.getAvailableZoneIds().contains(id)
        ? Optional.of(ZoneId.of(id))
        : Optional.empty();
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
