package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A message's sentences as the rules read them: chat and voice-note text cleaned ({@link
 * ChatText}), a Dutch dropped "ik" put back ({@link DutchNotes}); the sentences names are read in
 * (cleaned, with their opening words); and, for every sentence read in another form, the words the
 * user wrote, so that every excerpt quotes the message as written ({@link SaidAsWritten}). An
 * assistant's turn is read as written.
 */
record ReadSentences(List<String> rules, List<String> names, Map<String, String> said) {

  static ReadSentences of(List<String> written, Lang lang, boolean assistant) {
    if (assistant) {
      return new ReadSentences(written, written, Map.of());
    }
    List<String> rules = new ArrayList<>(written.size());
    List<String> names = new ArrayList<>(written.size());
    Map<String, String> said = new HashMap<>();
    for (String s : written) {
      names.add(ChatText.clean(s, lang, false)); // "so Priyanka's gonna ..." keeps its name
      String r = ChatText.clean(s, lang); // "uh so i need to like ring ...", "[Slack] Omar: ..."
      if (lang == Lang.NL) {
        r = DutchNotes.restore(r); // "Moet morgen ... vervangen": the user's "Ik moet ..."
      }
      if (!r.equals(s)) {
        said.put(r, s);
      }
      rules.add(r);
    }
    return new ReadSentences(rules, names, said);
  }
}
