package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.SearchIndex;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.TypeId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The deterministic ranking stages after lane fusion ({@link RankingConfig.Extras}), each off
 * unless configured: claim-to-evidence expansion, the session prior, the time-expression bonus for
 * questions about time, and collapsing the chunks of one message.
 */
final class RankingStages {
  private static final String CHUNK_PREFIX = TypeId.CHUNK + "_";

  /** A question about time: when, how long (ago), before/after, which first, what date. */
  static final Pattern TEMPORAL_QUESTION =
      Pattern.compile(
          "\\b(when|how long|ago|before|after|since|until|what (date|day|month|year|time)"
              + "|which (day|month|year|week)|how many (days|weeks|months|years)"
              + "|first|last (time|week|month|year))\\b",
          Pattern.CASE_INSENSITIVE);

  /** Words that date an event in a turn; searched as one lexical query over the candidates. */
  static final String TIME_EXPRESSIONS =
      "yesterday today tomorrow tonight weekend week weeks month months year years ago recently"
          + " monday tuesday wednesday thursday friday saturday sunday january february march"
          + " april may june july august september october november december morning evening"
          + " night summer winter spring autumn birthday";

  private RankingStages() {}

  /**
   * Each claim among the top {@code seeds} candidates lends {@code share} of its fused score to the
   * chunks of the message it was extracted from (added as candidates when missing), within the
   * caller's user and the filter's kinds; hydration re-checks scope as for any chunk.
   */
  static void claimEvidence(
      Map<String, Fusion.Candidate> candidates,
      MemoryStore store,
      IndexFilter filter,
      double share,
      int seeds) {
    List<Fusion.Candidate> claims = new ArrayList<>();
    List<Fusion.Candidate> sorted = new ArrayList<>(candidates.values());
    sorted.sort(Fusion.ORDER);
    for (Fusion.Candidate c : sorted.subList(0, Math.min(seeds, sorted.size()))) {
      if (c.chunkId.startsWith("claim_")) {
        claims.add(c);
      }
    }
    if (claims.isEmpty()) {
      return;
    }
    String user = filter.userId();
    store.read(
        user,
        tx -> {
          Map<String, ClaimRecord> rows = new HashMap<>();
          tx.findClaims(user, claims.stream().map(c -> c.chunkId).toList())
              .forEach(c -> rows.put(c.id(), c));
          for (Fusion.Candidate claim : claims) {
            java.util.Optional.ofNullable(rows.get(claim.chunkId))
                .filter(c -> c.sourceId() != null)
                .ifPresent(
                    c -> {
                      for (ChunkRecord chunk :
                          tx.chunksWithoutEmbedding(
                              user, tx.chunkIdsOfSource(user, c.sourceId()))) {
                        if (filter.excludedSourceKinds().contains(chunk.sourceKind())) {
                          continue;
                        }
                        Fusion.Candidate target =
                            candidates.computeIfAbsent(
                                chunk.id(),
                                id -> new Fusion.Candidate(id, chunk.groupId(), chunk.position()));
                        target.evidence = Math.max(target.evidence, share * claim.fused);
                      }
                    });
          }
          return null;
        });
  }

  /**
   * The session prior: a group (conversation or document) scores its best chunk's fused score plus
   * half its second best (another position); each chunk candidate of the group gets {@code weight}
   * times that score over the best group's.
   */
  static void sessions(Map<String, Fusion.Candidate> candidates, double weight) {
    Map<String, double[]> top2 = new HashMap<>();
    Map<String, Integer> bestPosition = new HashMap<>();
    List<Fusion.Candidate> chunks = new ArrayList<>();
    for (Fusion.Candidate c : candidates.values()) {
      if (c.groupId != null && c.chunkId.startsWith(CHUNK_PREFIX)) {
        chunks.add(c);
      }
    }
    chunks.sort(Fusion.ORDER);
    for (Fusion.Candidate c : chunks) {
      double s = c.fused + c.adjacency;
      double[] t = top2.computeIfAbsent(c.groupId, g -> new double[2]);
      Integer best = bestPosition.putIfAbsent(c.groupId, c.position);
      if (best == null) {
        t[0] = s;
      } else if (best != c.position && t[1] == 0) {
        t[1] = s;
      }
    }
    double max = 0;
    Map<String, Double> score = new HashMap<>();
    for (Map.Entry<String, double[]> e : top2.entrySet()) {
      double s = e.getValue()[0] + 0.5 * e.getValue()[1];
      score.put(e.getKey(), s);
      max = Math.max(max, s);
    }
    if (max <= 0) {
      return;
    }
    for (Fusion.Candidate c : chunks) {
      c.session = weight * score.get(c.groupId) / max;
    }
  }

  /**
   * For a question about time, chunk candidates whose text carries a time expression get {@code
   * weight} times their normalised BM25 score for those expressions (no new candidates).
   */
  static void temporal(
      Map<String, Fusion.Candidate> candidates,
      String query,
      SearchIndex index,
      IndexFilter filter,
      double weight,
      int k) {
    if (!TEMPORAL_QUESTION.matcher(query).find()) {
      return;
    }
    List<LaneHit> hits = index.lexical(index.analyze(TIME_EXPRESSIONS), filter, k * 10);
    double max = hits.stream().mapToDouble(LaneHit::score).max().orElse(0);
    if (max <= 0) {
      return;
    }
    for (LaneHit h : hits) {
      Fusion.Candidate c = candidates.get(h.chunkId());
      if (c != null) {
        c.temporal = weight * h.score() / max;
      }
    }
  }

  /**
   * Keeps the best chunk of each message (same group and position) in place and moves the others
   * after every first chunk, in their order.
   */
  static List<Fusion.Candidate> collapse(List<Fusion.Candidate> ranked) {
    Set<String> seen = new HashSet<>();
    List<Fusion.Candidate> first = new ArrayList<>(ranked.size());
    List<Fusion.Candidate> rest = new ArrayList<>();
    for (Fusion.Candidate c : ranked) {
      if (c.groupId != null
          && c.chunkId.startsWith(CHUNK_PREFIX)
          && !seen.add(c.groupId + "#" + c.position)) {
        rest.add(c);
      } else {
        first.add(c);
      }
    }
    first.addAll(rest);
    return first;
  }

  /**
   * Greedy session diversity over the first {@code picks} places: each place goes to the candidate
   * with the best total times {@code (1 - d)^m}, where {@code m} is the number of distinct messages
   * of its conversation (or document) already placed; chunks of a message already placed, claims
   * and node cards are not discounted. The rest follow in their order.
   */
  static List<Fusion.Candidate> diversify(List<Fusion.Candidate> ranked, double d, int picks) {
    List<Fusion.Candidate> pool = new ArrayList<>(ranked);
    List<Fusion.Candidate> out = new ArrayList<>(ranked.size());
    Map<String, Integer> placed = new HashMap<>();
    Set<String> messages = new HashSet<>();
    while (!pool.isEmpty() && out.size() < picks) {
      int best = 0;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < pool.size(); i++) {
        Fusion.Candidate c = pool.get(i);
        double s = c.total();
        if (c.groupId != null
            && c.chunkId.startsWith(CHUNK_PREFIX)
            && !messages.contains(c.groupId + "#" + c.position)) {
          s *= Math.pow(1 - d, placed.getOrDefault(c.groupId, 0));
        }
        // Strictly better only: ties keep the earlier (already ordered) candidate.
        if (s > bestScore) {
          bestScore = s;
          best = i;
        }
      }
      Fusion.Candidate c = pool.remove(best);
      out.add(c);
      if (c.groupId != null
          && c.chunkId.startsWith(CHUNK_PREFIX)
          && messages.add(c.groupId + "#" + c.position)) {
        placed.merge(c.groupId, 1, Integer::sum);
      }
    }
    out.addAll(pool);
    return out;
  }

  /** A question in the first person: about the caller's own messages. */
  static final Pattern FIRST_PERSON =
      Pattern.compile("\\b(I|I'm|I've|I'd|I'll|(?i:me|my|mine|myself))\\b");

  /**
   * The question's subject as speaker. Among the first {@code top} chunk candidates, those whose
   * message was spoken by a person the question names (the first word of the speaker name, as a
   * whole word of the question, any case) get {@code weight} times their fused and neighbour score.
   * When no candidate's speaker is named and the question is in the first person, the caller's own
   * messages (role {@code user}) get it instead. Reads the candidates' chunks and sources within
   * the caller's user; hydration re-checks scope as for any hit.
   */
  static void speaker(
      Map<String, Fusion.Candidate> candidates,
      String query,
      MemoryStore store,
      IndexFilter filter,
      double weight,
      int top) {
    List<Fusion.Candidate> sorted = new ArrayList<>();
    for (Fusion.Candidate c : candidates.values()) {
      if (c.chunkId.startsWith(CHUNK_PREFIX)) {
        sorted.add(c);
      }
    }
    if (sorted.isEmpty()) {
      return;
    }
    sorted.sort(Fusion.ORDER);
    List<Fusion.Candidate> head = sorted.subList(0, Math.min(top, sorted.size()));
    Set<String> words = new HashSet<>();
    for (String w : NON_WORD.split(query.toLowerCase(Locale.ROOT))) {
      if (!w.isEmpty()) {
        words.add(w);
      }
    }
    boolean firstPerson = FIRST_PERSON.matcher(query).find();
    Map<String, SourceRecord> sourceOf = sourcesOf(head, store, filter.userId());
    Set<String> named = new HashSet<>();
    for (SourceRecord s : sourceOf.values()) {
      String first = firstName(s.speakerName());
      if (first != null && words.contains(first)) {
        named.add(first);
      }
    }
    if (named.isEmpty() && !firstPerson) {
      return;
    }
    for (Fusion.Candidate c : head) {
      SourceRecord s = sourceOf.get(c.chunkId);
      if (s == null) {
        continue;
      }
      boolean spoken =
          named.isEmpty() ? "user".equals(s.role()) : named.contains(firstName(s.speakerName()));
      if (spoken) {
        c.speaker = weight * (c.fused + c.adjacency);
      }
    }
  }

  /** The source (message) of each chunk candidate, in one read within the caller's user. */
  private static Map<String, SourceRecord> sourcesOf(
      List<Fusion.Candidate> head, MemoryStore store, String user) {
    return store.read(
        user,
        tx -> {
          Map<String, String> chunkSource = new HashMap<>();
          for (ChunkRecord chunk :
              tx.chunksWithoutEmbedding(user, head.stream().map(c -> c.chunkId).toList())) {
            chunkSource.put(chunk.id(), chunk.sourceId());
          }
          Map<String, SourceRecord> byId = new HashMap<>();
          for (SourceRecord s : tx.findSourceHeads(user, new HashSet<>(chunkSource.values()))) {
            byId.put(s.id(), s);
          }
          Map<String, SourceRecord> out = new HashMap<>();
          chunkSource.forEach(
              (chunk, source) -> {
                SourceRecord s = byId.get(source);
                if (s != null) {
                  out.put(chunk, s);
                }
              });
          return out;
        });
  }

  /**
   * A question about what the assistant said: "you said / mentioned / recommended ...", "our
   * previous conversation", "remind me".
   */
  static final Pattern ASSISTANT_WORDS =
      Pattern.compile(
          "\\byou (said|say|mentioned|recommended|suggested|told|gave|provided|listed|shared"
              + "|explained|described)\\b|\\bour (previous |last |earlier )?(conversation|chat"
              + "|discussion)\\b|\\bremind me\\b",
          Pattern.CASE_INSENSITIVE);

  /**
   * The role a question asks about: {@code assistant} for a question about the assistant's words
   * ({@link #ASSISTANT_WORDS}), {@code user} for another question in the first person, else null.
   */
  static String askedRole(String query) {
    if (ASSISTANT_WORDS.matcher(query).find()) {
      return "assistant";
    }
    return FIRST_PERSON.matcher(query).find() ? "user" : null;
  }

  /**
   * The role stage ({@link RankingConfig.Extras#roleWeight()}): candidates whose message has the
   * role the question asks about ({@link #askedRole}) get {@code weight} times their fused and
   * neighbour score. In a conversation between a person and an assistant, what "I" did or said sits
   * in the person's own turns; the assistant's long replies repeat the question's words without
   * holding the fact. Applied to the page and its spares while they are hydrated (their messages
   * are read then anyway).
   */
  static void favourRole(
      List<Fusion.Candidate> head, Map<String, String> roleOf, String role, double weight) {
    for (Fusion.Candidate c : head) {
      if (role.equals(roleOf.get(c.chunkId))) {
        c.role = weight * (c.fused + c.adjacency);
      }
    }
  }

  /**
   * After the role stage: each conversation (or document) keeps the places it held on the page
   * before, and its own candidates fill them best total first. The order in which conversations
   * first appear (the session ranking) stays exactly as it was; only which of a session's turns
   * sits where changes. Claims, node cards and chunks without a group keep their places.
   */
  static void keepSessionPlaces(List<Fusion.Candidate> head) {
    Map<String, List<Integer>> places = new java.util.LinkedHashMap<>();
    for (int i = 0; i < head.size(); i++) {
      Fusion.Candidate c = head.get(i);
      if (c.groupId != null && c.chunkId.startsWith(CHUNK_PREFIX)) {
        places.computeIfAbsent(c.groupId, g -> new ArrayList<>()).add(i);
      }
    }
    for (List<Integer> at : places.values()) {
      List<Fusion.Candidate> own = new ArrayList<>(at.size());
      at.forEach(i -> own.add(head.get(i)));
      own.sort(Fusion.ORDER);
      for (int j = 0; j < at.size(); j++) {
        head.set(at.get(j), own.get(j));
      }
    }
  }

  /**
   * How many candidates hydration reads when a stage re-ranks the page: the page and its spares
   * (twice the page), or the opener stage's whole pool when that is larger, so that a page of 10
   * sees the same pool as a page of 100 (retrieval44: with the spares only, a pool of 30 acts as
   * one of 20 on a page of 10, which lost on LongMemEval's held-out split).
   */
  static int rerankedHead(int limit, int openerPool) {
    return Math.max(limit * 2, openerPool);
  }

  /**
   * The opener stage ({@link RankingConfig.Extras#openerPool()}), for a question in the first
   * person: among the first {@code pool} candidates, a chunk of a conversation's opening message
   * written by the user ({@code openers}) moves to just behind the first (best) candidate of its
   * conversation, when that one ranks above it. In a conversation with an assistant the person's
   * first message says what they came with ("I just got back from a bus ride to a wedding, can you
   * ..."); the rest of the session is the assistant's long answers and follow-ups on the request,
   * which repeat the question's words without the fact. Every conversation keeps the place where it
   * first appears, so the session ranking does not change; past the pool nothing moves.
   *
   * <p>The page keeps its conversations (retrieval45): the moves are made in the order in which
   * they land, and a move that would push the last candidate of a conversation on the first {@code
   * page} places off them is not made (that opener stays where it was). A lifted opener takes a
   * place on the page, so without this a question whose evidence is spread over sessions lost a
   * session at the foot of a page of 10 (LongMemEval held-out session recall@5 at a page of 10:
   * 0.919 -> 0.896). With a page as long as the pool or longer nothing is held back.
   */
  static void openersBehindBest(
      List<Fusion.Candidate> head, Set<String> openers, int pool, int page) {
    int n = Math.min(pool, head.size());
    Map<String, Integer> first = new HashMap<>();
    List<Fusion.Candidate> lifts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Fusion.Candidate c = head.get(i);
      String g = c.groupId;
      if (g != null
          && c.chunkId.startsWith(CHUNK_PREFIX)
          && first.putIfAbsent(g, i) != null
          && openers.contains(c.chunkId)) {
        lifts.add(c);
      }
    }
    if (lifts.isEmpty()) {
      return;
    }
    // In the order they land: behind their conversation's best, a conversation's own in order.
    lifts.sort(java.util.Comparator.comparingInt(c -> first.get(c.groupId)));
    Set<String> onPage = page < n ? conversations(head, page) : Set.of();
    List<Fusion.Candidate> out = new ArrayList<>(head.subList(0, n));
    Map<String, Integer> placed = new HashMap<>();
    for (Fusion.Candidate lift : lifts) {
      List<Fusion.Candidate> trial = new ArrayList<>(out);
      trial.remove(lift);
      Fusion.Candidate best = head.get(first.get(lift.groupId));
      trial.add(trial.indexOf(best) + 1 + placed.getOrDefault(lift.groupId, 0), lift);
      if (onPage.isEmpty() || conversations(trial, page).containsAll(onPage)) {
        out = trial;
        placed.merge(lift.groupId, 1, Integer::sum);
      }
    }
    for (int i = 0; i < n; i++) {
      head.set(i, out.get(i));
    }
  }

  /** The conversations (or documents) of the source chunks among the first {@code k}. */
  private static Set<String> conversations(List<Fusion.Candidate> list, int k) {
    Set<String> out = new java.util.HashSet<>();
    for (int i = 0; i < Math.min(k, list.size()); i++) {
      Fusion.Candidate c = list.get(i);
      if (c.groupId != null && c.chunkId.startsWith(CHUNK_PREFIX)) {
        out.add(c.groupId);
      }
    }
    return out;
  }

  // Compiled once (String.split compiled them per call: per candidate's speaker for the second).
  private static final java.util.regex.Pattern NON_WORD =
      java.util.regex.Pattern.compile("[^\\p{L}\\p{N}]+");
  private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");

  private static String firstName(String speakerName) {
    if (speakerName == null || speakerName.isBlank()) {
      return null;
    }
    String first = SPACES.split(speakerName.strip())[0].toLowerCase(Locale.ROOT);
    return first.length() < 2 ? null : first;
  }
}
