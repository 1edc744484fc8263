package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.MetricReading;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Metric readings with units: weight, distance, pace, heart rate, sleep duration, steps, readiness.
 * A number needs both its unit and a context word ("weigh", "ran", "slept", ...), so "2 kg of
 * apples" is not a weight.
 */
final class Metrics {
  private static final String NUMBER = "(\\d+(?:[.,]\\d+)?)";
  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  private static final Pattern WEIGHT_CONTEXT =
      Pattern.compile("weigh|weight|scale|woog|weeg|gewicht|weegschaal|gewogen|weging", FLAGS);

  /**
   * A body's weight said without a word for weighing (stop 38): "Zit vandaag op 72,3 kilo", "Hit
   * 71.2 kilos, down from 74!", "Weekly numbers: 81.0 kg": a number with decimals a body weighs,
   * the unit closing it (not "2,5 kilo aardappels").
   */
  private static final Pattern BODY_WEIGHT =
      Pattern.compile(
          "(?<![\\d.,])(\\d{2,3}[.,]\\d)\\s*(kg|kilos?|kilograms?)(?![\\p{L}])(?!\\s*(?:of|aan|van|bag|zak)\\b)",
          FLAGS);

  private static final Pattern WEIGHT =
      Pattern.compile(
          NUMBER + "\\s*(kg|kilos?|kilograms?|kilogram|lbs?|pounds?)(?![\\p{L}])", FLAGS);

  private static final Pattern MOVE_CONTEXT =
      Pattern.compile(
          "\\b(ran|run|running|runs|jog|jogged|walk|walked|walking|hike|hiked|cycled|cycling|biked"
              + "|bike ride|rode|swam|swim|swimming|row|rowed|gelopen|hardgelopen|liep|rende"
              + "|gefietst|fietste|fietstocht|gezwommen|zwom|gewandeld|wandeling|wandelde|loop"
              + "|hardloop|rondje|fietsen|lopen|zwemmen|parkrun|duurloop\\p{L}*|tempoloop\\p{L}*"
              + "|loopje|hardlooprondje|steps|stappen)",
          FLAGS);
  private static final Pattern DISTANCE =
      Pattern.compile(
          NUMBER
              + "\\s*(km|k|kilometers?|kilometres?|kilometer|mi|miles?|m|meters?|metres?|meter)"
              + "(?![\\p{L}/])",
          FLAGS);

  private static final Pattern PACE =
      Pattern.compile(
          "(\\d{1,2})[:'](\\d{2})\\s*(?:min(?:utes?)?)?\\s*(?:/|per|a|an)\\s*"
              + "(km|kilometer|kilometre|mi|mile)",
          FLAGS);
  private static final Pattern PACE_BARE =
      Pattern.compile("(?:pace|tempo)(?: of| van| was| is|:)?\\s*(\\d{1,2})[:'](\\d{2})", FLAGS);

  private static final Pattern HEART =
      Pattern.compile(
          "(\\d{2,3})\\s*(?:bpm|beats per minute|slagen per minuut|slagen/min)"
              // up to four words between: "heart rate stayed around 135", "hartslag in rust 61",
              // "Maximale hartslag tijdens de intervaltraining: 178"
              + "|(?:heart ?rate|hartslag|pulse|hr)(?:['’]s)?(?:[\\s:]+(?:\\p{L}+)){0,4}?[\\s:]+"
              + "(\\d{2,3})(?!\\d|[.,]\\d|\\s*(?:%|steps|stappen|min|sec|s\\b|km|kg|euro|eur|dollars?"
              + "|pounds?|x\\b|times|keer))",
          FLAGS);

  private static final Pattern SLEEP_CONTEXT =
      Pattern.compile("slept|sleep|geslapen|slaap|sliep|nachtrust", FLAGS);
  private static final Pattern SLEEP =
      Pattern.compile(
          "(\\d{1,2}(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
              + "|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)"
              + "(\\s*(?:and a half|en een half|½))?\\s*(?:hours?|hrs?|h|uur)"
              + "(?:\\s*(?:and\\s*|en\\s*)?(\\d{1,2})\\s*(?:min(?:utes?)?|m)?)?"
              + "(\\s+(?:and a quarter|en een kwartier|and three quarters|en drie kwartier))?"
              // "vier uur 's middags", "at 4 o'clock": a time of day, not a night's sleep
              + "(?![\\p{L}]|\\s*['’]s (?:middags|avonds|ochtends|nachts|morgens))"
              + "|(\\d{1,2})[hu](\\d{2})",
          FLAGS);

  private static final Pattern STEPS =
      Pattern.compile(
          "(\\d{1,3}(?:[.,]\\d{3})+|\\d+(?:[.,]\\d+)?k?)\\s*(steps|stappen)"
              // "steps today: 14,302", "step count was 9,870", "stappen vandaag: 12.845"
              + "|(?:steps|stappen|step count)(?: today| vandaag| yesterday| gisteren)?"
              + "(?: was| is| waren)?\\s*[:=]?\\s*(\\d{1,3}(?:[.,]\\d{3})+|\\d{3,6})(?![\\d.,]*\\d)",
          FLAGS);

  private static final Pattern READINESS =
      Pattern.compile(
          "(?:readiness|herstelscore|readinessscore)(?: score)?"
              + "(?:\\s*(?::|of\\b|van\\b|was\\b|is\\b|at\\b|op\\b|today\\b|vandaag\\b|this morning\\b"
              + "|vanochtend\\b|only\\b|just\\b|maar\\b)){0,3}\\s*(\\d{1,3})",
          FLAGS);

  private static final Map<String, Integer> WORDS =
      Map.ofEntries(
          Map.entry("one", 1),
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("eleven", 11),
          Map.entry("twelve", 12),
          Map.entry("een", 1),
          Map.entry("twee", 2),
          Map.entry("drie", 3),
          Map.entry("vier", 4),
          Map.entry("vijf", 5),
          Map.entry("zes", 6),
          Map.entry("zeven", 7),
          Map.entry("acht", 8),
          Map.entry("negen", 9),
          Map.entry("tien", 10),
          Map.entry("elf", 11),
          Map.entry("twaalf", 12));

  private Metrics() {}

  /**
   * A target or a past habit is no reading: "I want to run a sub-25 5k by the summer", "aiming to
   * get under 80 kg", "Vroeger fietste ik elke dag 15 km naar school", "I used to run 10k a day".
   */
  private static final Pattern NOT_A_READING =
      Pattern.compile(
          "\\b(?:want to|wanna|aim(?:ing)? (?:to|for)|goal|target|hoping to|hope to|plan to"
              + "|planning to|trying to get|sub-\\d|used to|vroeger|doel|streef|wil (?:graag )?"
              + "(?:\\p{L}+ ){0,3}(?:halen|lopen|fietsen|zwemmen|wegen|afvallen|komen))\\b",
          FLAGS);

  static List<MetricReading> find(String sentence) {
    List<MetricReading> out = new ArrayList<>();
    if (Cues.find(NOT_A_READING, sentence)) {
      return out;
    }
    if (!Text.hasDigit(sentence)) {
      // every pattern but the sleep duration needs a digit (\\d is ASCII without
      // UNICODE_CHARACTER_CLASS); most sentences have none
      sleep(sentence, out);
      return out;
    }
    if (Cues.find(WEIGHT_CONTEXT, sentence)) {
      Matcher m = AsciiCase.matcher(WEIGHT, sentence);
      if (Cues.mayMatch(WEIGHT, sentence) && m.find()) {
        String u = m.group(2).toLowerCase(Locale.ROOT);
        out.add(reading("weight", decimal(m.group(1)), u.startsWith("k") ? "kg" : "lb", sentence));
      }
    } else {
      Matcher m = AsciiCase.matcher(BODY_WEIGHT, sentence);
      if (Cues.mayMatch(BODY_WEIGHT, sentence) && m.find()) {
        double kg = decimal(m.group(1));
        if (kg >= 35 && kg <= 250) {
          out.add(reading("weight", kg, "kg", sentence));
        }
      }
    }
    Matcher pace = AsciiCase.matcher(PACE, sentence);
    boolean hasPace = pace.find();
    if (hasPace) {
      String u = pace.group(3).toLowerCase(Locale.ROOT);
      out.add(
          reading(
              "pace",
              minutes(pace.group(1), pace.group(2)),
              u.startsWith("k") ? "min/km" : "min/mi",
              sentence));
    } else {
      Matcher bare = AsciiCase.matcher(PACE_BARE, sentence);
      if (Cues.mayMatch(PACE_BARE, sentence) && bare.find()) {
        out.add(reading("pace", minutes(bare.group(1), bare.group(2)), "min/km", sentence));
        hasPace = true;
      }
    }
    if (Cues.find(MOVE_CONTEXT, sentence)) {
      Matcher m = AsciiCase.matcher(DISTANCE, sentence);
      while (m.find()) {
        if (hasPace && m.start() >= pace.start() && m.start() <= pace.end()) {
          continue;
        }
        String u = m.group(2).toLowerCase(Locale.ROOT);
        String unit =
            u.equals("k") || u.startsWith("kilo") || u.equals("km")
                ? "km"
                : u.startsWith("mi") ? "mi" : "m";
        out.add(reading("distance", decimal(m.group(1)), unit, sentence));
        break;
      }
    }
    Matcher heart = AsciiCase.matcher(HEART, sentence);
    if (Cues.mayMatch(HEART, sentence) && heart.find()) {
      String v = heart.group(1) != null ? heart.group(1) : heart.group(2);
      out.add(reading("heart_rate", Double.parseDouble(v), "bpm", sentence));
    }
    sleep(sentence, out);
    Matcher steps = AsciiCase.matcher(STEPS, sentence);
    if (Cues.mayMatch(STEPS, sentence) && steps.find()) {
      String v =
          (steps.group(1) != null ? steps.group(1) : steps.group(3)).toLowerCase(Locale.ROOT);
      double n;
      if (v.endsWith("k")) {
        n = decimal(v.substring(0, v.length() - 1)) * 1000;
      } else if (Rx.matches(v, "\\d{1,3}([.,]\\d{3})+")) {
        n = Double.parseDouble(Rx.replaceAll(v, "[.,]", ""));
      } else {
        n = decimal(v);
      }
      out.add(reading("steps", n, "steps", sentence));
    }
    Matcher ready = AsciiCase.matcher(READINESS, sentence);
    if (Cues.mayMatch(READINESS, sentence) && ready.find()) {
      out.add(reading("readiness", Double.parseDouble(ready.group(1)), "score", sentence));
    }
    return out;
  }

  /** "Slept seven and a half hours", "6h30 geslapen", "7u30", "8 uur en een kwartier". */
  private static void sleep(String sentence, List<MetricReading> out) {
    if (Cues.find(SLEEP_CONTEXT, sentence)) {
      Matcher m = AsciiCase.matcher(SLEEP, sentence);
      if (Cues.mayMatch(SLEEP, sentence) && m.find()) {
        double hours;
        if (m.group(5) != null) {
          hours = Integer.parseInt(m.group(5)) + Integer.parseInt(m.group(6)) / 60.0;
        } else {
          String n = m.group(1).toLowerCase(Locale.ROOT);
          hours = WORDS.containsKey(n) ? WORDS.get(n) : decimal(n);
          if (m.group(2) != null) {
            hours += 0.5;
          }
          if (m.group(3) != null) {
            hours += Integer.parseInt(m.group(3)) / 60.0;
          }
          if (m.group(4) != null) {
            hours += m.group(4).contains("three") || m.group(4).contains("drie") ? 0.75 : 0.25;
          }
        }
        out.add(reading("sleep_duration", round(hours), "h", sentence));
      }
    }
  }

  private static MetricReading reading(String metric, double value, String unit, String excerpt) {
    return new MetricReading(metric, value, unit, excerpt);
  }

  private static double decimal(String s) {
    return Double.parseDouble(s.replace(',', '.'));
  }

  private static double minutes(String min, String sec) {
    return round(Integer.parseInt(min) + Integer.parseInt(sec) / 60.0);
  }

  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }
}
