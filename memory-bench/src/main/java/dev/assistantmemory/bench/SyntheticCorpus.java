package dev.assistantmemory.bench;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A synthetic corpus of conversational memories across many users (issue 14 item 4), for load runs
 * at sizes no public set reaches. Each user has a persona (the people around them, an employer, a
 * city, projects, foods liked and disliked, hobbies, whether they write English or Dutch); each
 * ingest request is one chat session of that user: turns that state tasks with owners and
 * deadlines, status updates, preferences, events with people and places, facts about others, metric
 * readings and small talk, answered by an assistant. Queries ask about the user's own persona, so
 * most have an answer in that user's memory.
 *
 * <p>Everything is a pure function of the seed and an index: request {@code r} is session {@code r
 * / users} of user {@code r % users}, so a run of a million messages holds nothing in memory, and
 * two runs with the same seed send the same bytes.
 */
final class SyntheticCorpus {
  private static final Instant START = Instant.parse("2026-01-05T08:00:00Z");
  private static final java.time.format.DateTimeFormatter WIRE_TIME =
      java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
          .withZone(java.time.ZoneOffset.UTC);

  private static final String[] FIRST =
      words(
          "Marcel Bram Sanne Lotte Daan Femke Joris Eva Ruben Noor Tim Anouk Pieter Fleur Jesse Lisa"
              + " Maya Omar Priya Lucas Emma Noah Sofia Liam Chloe Ethan Hannah Mateo Zoe Yusuf"
              + " Ingrid Tomasz Aisha Kenji Greta Pablo Nadia Viktor Elena Samir");
  private static final String[] LAST =
      words(
          "de Vries,Jansen,Bakker,Visser,Smit,Meijer,Mulder,Bos,Peters,Hendriks,Brown,Garcia,"
              + "Miller,Davis,Wilson,Taylor,Clark,Lewis,Walker,Young,King,Wright,Lopez,Hill",
          ",");
  private static final String[] ORGS =
      words(
          "Philips,Rabobank,Gemeente Utrecht,ASML,Coolblue,Acme Corp,Northwind,Globex,Initech,"
              + "Hooli,Stark Logistics,Wayne Health,Umbrella Labs,Tyrell Systems,Bol.com",
          ",");
  private static final String[] CITIES =
      words(
          "Amsterdam Utrecht Rotterdam Eindhoven Groningen Leiden Haarlem Delft Berlin Lisbon"
              + " Portland Seattle Boston Austin Denver Dublin Ghent Antwerp Zwolle Arnhem");
  private static final String[] FOODS =
      words(
          "sushi,olives,spicy curry,blue cheese,oysters,licorice,tiramisu,pho,falafel,"
              + "brussels sprouts,coriander,ramen,stroopwafels,pickled herring,dark chocolate",
          ",");
  private static final String[] HOBBIES =
      words(
          "bouldering,running,sourdough baking,chess,sailing,birdwatching,pottery,cycling,"
              + "piano,photography,gardening,board games",
          ",");
  private static final String[] THINGS =
      words(
          "quarterly report,budget sheet,slide deck,contract draft,tax return,insurance form,"
              + "project plan,offer letter,invoice,meeting notes,design review,grant proposal,"
              + "price list,expense claim,lease renewal",
          ",");
  private static final String[] ACTIONS =
      words("send,review,finish,update,sign,prepare,check,submit", ",");
  private static final String[] NL_THINGS =
      words(
          "kwartaalrapport,begroting,presentatie,contract,belastingaangifte,offerte,projectplan,"
              + "factuur,notulen,subsidieaanvraag",
          ",");
  private static final String[] PLACES =
      words(
          "the Italian place downtown,the harbour cafe,Vondelpark,the climbing gym,the library,"
              + "the new ramen bar,the office canteen,the farmers market,the museum,the beach",
          ",");
  private static final String[] DAYS =
      words("Monday,Tuesday,Wednesday,Thursday,Friday,next week,the end of the month", ",");
  private static final String[] NL_DAYS =
      words("maandag,dinsdag,woensdag,donderdag,vrijdag,volgende week,eind van de maand", ",");

  /** One user's fixed world. */
  record Persona(
      String user,
      boolean dutch,
      List<String> people,
      String employer,
      String city,
      List<String> projects,
      String liked,
      String disliked,
      String hobby) {}

  /** One message of a session. */
  record Message(String id, String role, String content, Instant timestamp) {}

  /** One ingest request: a chat session of one user. */
  record Session(String user, String conversationId, List<Message> messages) {}

  /** A query about one user's memory. */
  record Query(String user, String text) {}

  private final long seed;
  private final int users;
  private final int perSession;

  SyntheticCorpus(long seed, int users, int perSession) {
    if (users < 1 || perSession < 2) {
      throw new IllegalArgumentException("users >= 1 and perSession >= 2");
    }
    this.seed = seed;
    this.users = users;
    this.perSession = perSession;
  }

  static String userId(int u) {
    return String.format("synth-%05d", u);
  }

  Persona persona(int u) {
    Random r = new Random(seed * 31 + u);
    List<String> people = new ArrayList<>();
    while (people.size() < 6) {
      String p = pick(r, FIRST) + " " + pick(r, LAST);
      if (people.stream().noneMatch(x -> x.split(" ")[0].equals(p.split(" ")[0]))) {
        people.add(p);
      }
    }
    List<String> projects = new ArrayList<>();
    while (projects.size() < 3) {
      String t = pick(r, THINGS);
      if (!projects.contains(t)) {
        projects.add(t);
      }
    }
    String liked = pick(r, FOODS);
    String disliked;
    do {
      disliked = pick(r, FOODS);
    } while (disliked.equals(liked));
    return new Persona(
        userId(u),
        r.nextInt(3) == 0,
        people,
        pick(r, ORGS),
        pick(r, CITIES),
        projects,
        liked,
        disliked,
        pick(r, HOBBIES));
  }

  /** The {@code r}-th ingest request: session {@code r / users} of user {@code r % users}. */
  Session session(int r) {
    int u = r % users;
    int index = r / users;
    Persona p = persona(u);
    Random rnd = new Random(seed * 1_000_003L + r);
    Instant t = START.plus(Duration.ofHours(index * 20L + rnd.nextInt(12)));
    List<Message> messages = new ArrayList<>();
    for (int m = 0; m < perSession; m++) {
      boolean user = m % 2 == 0;
      String text = user ? userTurn(p, rnd) : assistantTurn(p, rnd, messages);
      messages.add(new Message("s" + index + "-m" + m, user ? "user" : "assistant", text, t));
      t = t.plusSeconds(20 + rnd.nextInt(300));
    }
    return new Session(p.user(), p.user() + "-s" + index, messages);
  }

  /** The {@code i}-th query: a question about a user's persona (users in turn, varied kinds). */
  Query query(int i) {
    int u = (int) Math.floorMod((long) i * 7919, users);
    Persona p = persona(u);
    Random r = new Random(seed * 7 + i);
    String person = first(pick(r, p.people()));
    String text =
        switch (r.nextInt(p.dutch() ? 8 : 7)) {
          case 0 -> "When is the " + pick(r, p.projects()) + " due?";
          case 1 -> "What food do I not like?";
          case 2 -> "Where does " + person + " live now?";
          case 3 -> "What did I do with " + person + " last time?";
          case 4 -> "Where do I work?";
          case 5 -> "How far did I run recently?";
          case 6 -> "What did I promise " + person + "?";
          default -> "Wat moet ik nog doen voor " + person + "?";
        };
    return new Query(p.user(), text);
  }

  private String userTurn(Persona p, Random r) {
    String person = pick(r, p.people());
    String name = first(person);
    String thing = pick(r, p.projects());
    if (p.dutch() && r.nextInt(2) == 0) {
      return switch (r.nextInt(7)) {
        case 0 ->
            "Ik moet de "
                + pick(r, NL_THINGS)
                + " nog naar "
                + name
                + " sturen, uiterlijk "
                + pick(r, NL_DAYS)
                + ".";
        case 1 -> "Ik ben gek op " + p.liked() + ", maar " + p.disliked() + " lust ik echt niet.";
        case 2 -> "Gisteren met " + name + " gegeten bij " + pick(r, PLACES) + ", erg gezellig.";
        case 3 -> name + " is net verhuisd naar " + pick(r, CITIES) + ".";
        case 4 -> "Vanochtend " + km(r) + " km hardgelopen, voelde goed.";
        case 5 ->
            "Kun je me eraan herinneren dat ik "
                + name
                + " bel over de "
                + pick(r, NL_THINGS)
                + "?";
        default -> "Druk weekje bij " + p.employer() + ", maar het gaat wel.";
      };
    }
    return switch (r.nextInt(12)) {
      case 0 ->
          "I need to "
              + pick(r, ACTIONS)
              + " the "
              + thing
              + " for "
              + name
              + " by "
              + pick(r, DAYS)
              + ".";
      case 1 ->
          "Remind me to " + pick(r, ACTIONS) + " the " + thing + " " + when(pick(r, DAYS)) + ".";
      case 2 -> "Done with the " + thing + ", sent it to " + name + " this morning.";
      case 3 -> "I really love " + p.liked() + ". Honestly I can't stand " + p.disliked() + ".";
      case 4 -> "Had dinner with " + person + " at " + pick(r, PLACES) + " yesterday.";
      case 5 -> name + " just started a new job at " + pick(r, ORGS) + ".";
      case 6 -> "My friend " + name + " moved to " + pick(r, CITIES) + " last month.";
      case 7 -> "Ran " + km(r) + " km this morning, legs are sore.";
      case 8 -> "Slept " + (5 + r.nextInt(4)) + " hours last night.";
      case 9 -> "Spent the weekend " + p.hobby() + " with " + name + ".";
      case 10 ->
          "I promised "
              + name
              + " I would "
              + pick(r, ACTIONS)
              + " the "
              + thing
              + " before "
              + pick(r, DAYS)
              + ".";
      default -> "Long day at " + p.employer() + " in " + p.city() + ", glad it's over.";
    };
  }

  private static String assistantTurn(Persona p, Random r, List<Message> before) {
    String last = before.get(before.size() - 1).content();
    String gist = last.length() > 60 ? last.substring(0, 60) + "…" : last;
    if (p.dutch() && r.nextInt(2) == 0) {
      return switch (r.nextInt(3)) {
        case 0 -> "Genoteerd: \"" + gist + "\"";
        case 1 -> "Goed om te horen. Zal ik er later naar vragen?";
        default -> "Dat klinkt als een drukke week. Succes ermee!";
      };
    }
    return switch (r.nextInt(4)) {
      case 0 -> "Got it, I've noted that: \"" + gist + "\"";
      case 1 -> "Thanks for telling me. Do you want a reminder about it?";
      case 2 -> "That sounds like a busy week. Anything I can help you prepare?";
      default -> "Noted. I'll keep that in mind next time it comes up.";
    };
  }

  /** A deadline phrase: "on Friday", "next week", "by the end of the month". */
  private static String when(String day) {
    if (day.startsWith("next")) {
      return day;
    }
    return day.startsWith("the") ? "by " + day : "on " + day;
  }

  private static String km(Random r) {
    return String.format(java.util.Locale.ROOT, "%.1f", 3 + r.nextInt(150) / 10.0);
  }

  private static String first(String fullName) {
    return fullName.split(" ")[0];
  }

  private static String pick(Random r, String[] options) {
    return options[r.nextInt(options.length)];
  }

  private static String pick(Random r, List<String> options) {
    return options.get(r.nextInt(options.size()));
  }

  private static String[] words(String text) {
    return text.split(" ");
  }

  private static String[] words(String text, String separator) {
    return text.split(separator);
  }

  /** The wire body of {@code /ingest/conversation} for request {@code r}. */
  ConversationBody request(int r) {
    Session s = session(r);
    List<ConversationBody.Message> messages = new ArrayList<>();
    for (Message m : s.messages()) {
      messages.add(
          new ConversationBody.Message(
              m.id(), m.role(), m.content(), WIRE_TIME.format(m.timestamp())));
    }
    return ConversationBody.of(s.user(), s.conversationId(), messages);
  }
}
