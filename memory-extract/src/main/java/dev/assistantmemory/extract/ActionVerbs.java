package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The English verbs that open a request or a task ("send", "book", "renew"), the plan verbs among
 * them, and the base form of a leading -ing verb. Split from {@link Text} (stop 34), which keeps
 * sentences, words, folding and stems.
 */
final class ActionVerbs {
  private ActionVerbs() {}

  private static final Set<String> KEEPS_E =
      Set.of(
          "tak", "mak", "bak", "driv", "writ", "giv", "leav", "mov", "prepar", "arrang", "chang",
          "schedul", "organis", "organiz", "finalis", "finaliz", "updat", "creat", "invit", "hir",
          "clos", "us", "shar", "serv", "solv", "choos", "decid", "complet", "replac", "rak", "wip",
          "paus", "purchas", "receiv", "sav", "com", "hav");

  static final Set<String> ACTION_VERBS_EN =
      Set.of(
          "add",
          "answer",
          "arrange",
          "ask",
          "book",
          "bring",
          "buy",
          "call",
          "cancel",
          "change",
          "check",
          "clean",
          "clear",
          "collect",
          "confirm",
          "contact",
          "cook",
          "do",
          "drop",
          "email",
          "file",
          "fill",
          "find",
          "finish",
          "fix",
          "get",
          "give",
          "go",
          "hand",
          "invite",
          "look",
          "mail",
          "make",
          "mow",
          "order",
          "organise",
          "organize",
          "pack",
          "paint",
          "pay",
          "phone",
          "pick",
          "plan",
          "post",
          "prepare",
          "print",
          "read",
          "register",
          "remind",
          "renew",
          "repair",
          "reply",
          "request",
          "reserve",
          "return",
          "review",
          "ring",
          "schedule",
          "sell",
          "send",
          "set",
          "share",
          "sign",
          "sort",
          "submit",
          "take",
          "tell",
          "text",
          "tidy",
          "update",
          "upload",
          "visit",
          "wash",
          "water",
          "write");

  /** More verbs that open an English request ("draft the notes and send them"). */
  private static final Set<String> MORE_VERBS_EN =
      Set.of(
          "draft",
          "proofread",
          "scan",
          "wrap",
          "iron",
          "fold",
          "ship",
          "deliver",
          "forward",
          "attach",
          "test",
          "install",
          "download",
          "copy",
          "translate",
          "summarise",
          "summarize",
          "edit",
          "format",
          "rewrite",
          "archive",
          "delete",
          "feed",
          "walk",
          "empty",
          "load",
          "unload",
          "hang",
          "charge",
          "print",
          "book",
          "cancel",
          "confirm",
          "collect",
          "drop",
          // added in the ninth pass (stop 27)
          "finalise",
          "finalize",
          "complete",
          "replace",
          "repaint",
          "vacuum",
          "hoover",
          "sweep",
          "mop",
          "dust",
          "declutter",
          "defrost",
          "assemble",
          "plant",
          "prune",
          "trim",
          "weed",
          "mend",
          "sew",
          "shred",
          "claim",
          "apply",
          "enrol",
          "enroll",
          "chase",
          "notify",
          "thank",
          "approve",
          "rehearse",
          "bake");

  /**
   * The verbs of a present-tense plan headed by a coming time ("Tomorrow I call the bank"): the
   * action verbs without those of travel, leisure and getting ("go", "get", "look", "read",
   * "visit", "do", "take", "set", "drop", "walk", "feed"), which name occasions or habits.
   */
  static final List<String> PLAN_VERBS_EN =
      java.util.stream.Stream.concat(ACTION_VERBS_EN.stream(), MORE_VERBS_EN.stream())
          .distinct()
          .filter(
              v ->
                  !Set.of(
                          "go", "get", "look", "read", "visit", "do", "take", "set", "drop", "walk",
                          "feed", "add", "ask", "tell", "remind", "water", "hand", "load", "charge")
                      .contains(v))
          .sorted()
          .toList();

  /** Whether an English word is a verb that opens a request or a task. */
  static boolean isActionVerbEn(String word) {
    String w = Text.fold(word);
    return ACTION_VERBS_EN.contains(w) || MORE_VERBS_EN.contains(w);
  }

  /**
   * Whether a listed item reads as an action: an English item opens with a verb ("renew the card"),
   * a Dutch one ends with its infinitive ("de band plakken").
   */
  static boolean looksLikeAnAction(String[] words) {
    String first = Text.fold(words[0]);
    String last = Text.fold(words[words.length - 1]);
    return ACTION_VERBS_EN.contains(first) || last.length() >= 4 && last.endsWith("en");
  }

  /** A phrase stripped, its first word lower-cased, and what follows that word. */
  private record Opening(String phrase, String verb, String rest) {
    static Opening of(String phrase) {
      String p = phrase.strip();
      int space = p.indexOf(' ');
      String verb = space < 0 ? p : p.substring(0, space);
      return new Opening(p, verb.toLowerCase(Locale.ROOT), space < 0 ? "" : p.substring(space));
    }
  }

  /**
   * The act of a phrase said in the past ("called the landlord", "booked the hotel", "paid the
   * fine"): its verb in the base form when that is a known action verb, else the phrase as it is.
   */
  static String fromPast(String phrase) {
    Opening o = Opening.of(phrase);
    String p = o.phrase();
    String rest = o.rest();
    String lower = o.verb();
    String irregular = Text.irregularBase(lower);
    if (irregular != null) {
      return irregular + rest;
    }
    if (!lower.endsWith("ed") || lower.length() < 5) {
      return p;
    }
    String stem = lower.substring(0, lower.length() - 2);
    int n = stem.length();
    List<String> candidates = new ArrayList<>();
    candidates.add(stem); // called -> call
    candidates.add(stem + "e"); // scheduled -> schedule
    if (stem.endsWith("i")) {
      candidates.add(stem.substring(0, n - 1) + "y"); // replied -> reply
    }
    if (n > 2 && stem.charAt(n - 1) == stem.charAt(n - 2)) {
      candidates.add(stem.substring(0, n - 1)); // dropped -> drop
    }
    for (String c : candidates) {
      if (isActionVerbEn(c)) {
        return c + rest;
      }
    }
    return p;
  }

  /** "taking the cat to the vet" -> "take the cat to the vet": the leading -ing verb's base. */
  static String baseForm(String phrase) {
    Opening o = Opening.of(phrase);
    String p = o.phrase();
    String rest = o.rest();
    String lower = o.verb();
    if (!lower.endsWith("ing") || lower.length() < 5) {
      return p;
    }
    String s = lower.substring(0, lower.length() - 3);
    int n = s.length();
    if (n > 2 && s.charAt(n - 1) == s.charAt(n - 2) && "bdgmnprt".indexOf(s.charAt(n - 1)) >= 0) {
      s = s.substring(0, n - 1); // dropping -> drop
    } else if (KEEPS_E.contains(s)
        || s.endsWith("at") && n > 4
        || s.endsWith("v")
        || n > 3 && Rx.matches(s, ".*[bcdfgkpstz]l")) {
      s = s + "e"; // taking -> take, updating -> update, handling -> handle
    }
    return s + rest;
  }
}
