package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertDeadlineMoved;
import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.dated;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, eighth pass (stop 26): sentences that commit nobody (hedged conditions, others'
 * opinions, generic shoulds, declining, the user's own wh-questions, irony and doubt), named and
 * agreed duties, asking a named person in Dutch, team duties, dated notes, status questions and
 * near-completions, an occasion called off, deadlines moved by naming the old day as no longer the
 * day, bare ordinal deadlines, changed tastes and more dislike wording, appointments a professional
 * asks for. Sentences are new, written for this pass, not the labelled sets'.
 */
class EighthPassTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // a hedged condition or a supposition
        "If it rains tomorrow, maybe I'll clean the attic.",
        "If I have time on Friday, I might repaint the fence.",
        "Stel dat ik morgen vrij ben, dan kan ik de schuur opruimen.",
        "Als het morgen droog is, ga ik misschien de ramen wassen.",
        // advice in the listener's place (stop 31)
        "If I were you, I'd sell the car before winter.",
        "Als ik jou was, zou ik die baan gewoon aannemen.",
        // what someone else thinks should be done, what people should do
        "Tom thinks we should repaint the hall.",
        "Mijn schoonmoeder vindt dat we de tuin moeten omspitten.",
        "People should really recycle more.",
        "Volgens Jan moet het team vrijdag het rapport leveren.",
        // irony opened by a bare "sure" around a big thing done in passing, or by "ja, vast"
        "Sure, I'll totally finish the whole thesis tonight.",
        "Tuurlijk, ik ga morgen even een marathon lopen.",
        "Ja, vast, ik maak vanavond even de hele zolder leeg.",
        "Yeah, I'll definitely get up at 5am tomorrow to go running. Sure.",
        "Tuurlijk ga ik dat hele rapport vanavond nog herschrijven, geen probleem.",
        // declining is the act; no need to
        "I'll pass on the party on Friday.",
        "I'm gonna skip the meeting tomorrow.",
        "No need to remind me about the dentist.",
        // the user asking when, what or how about their own act
        "When do I need to file my taxes?",
        "Wat zal ik voor Sanne kopen?",
        "Hoe laat moet ik morgen bij de tandarts zijn?",
        // a Dutch habit
        "Ik bel elke maandag mijn moeder.",
        // the user's own doubt takes it back; an offer put as a question
        "I'm supposed to go running tomorrow but let's be real, that's not happening.",
        "I always say I'll call her back and never do.",
        "Wil je dat ik morgen de loodgieter bel?",
        // a role, a habit, praise, a negation, a question, no arranging verb
        "Anna stuurt de afdeling aan.",
        "Pieter betaalt de huur altijd te laat.",
        "Sanne haalt de kinderen elke dag op.",
        "Daan haalt de beste cijfers van de klas.",
        "Mark books the cheapest hotels.",
        "Charlotte books the flights every year.",
        "Bram koopt de kaartjes niet.",
        "Koopt Emma de kaartjes?",
        "Emma leest veel boeken.",
        "Jan schrijft de column in de zaterdagkrant.",
        "We decided that Ana is the best person for it.",
        "We hebben besloten dat Joris niet meegaat.",
        "Our team has to be more careful.",
        "My team has to work this weekend.",
        "I asked my boss to approve the leave.",
        "Registration closes on Friday.",
        "Morgen: regen en wind.",
        "Note for Friday: the shop is closed.",
        "Ik ga straks slapen.",
        "Ik werk straks thuis.",
        "Ik ben straks thuis.",
      })
  void noTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        // a plain answer, a plain condition, the user's own act after "volgens" or "thinks"
        "Sure, I'll call the garage tomorrow.|call the garage|self|2026-03-11",
        "Sure, I'll send you the whole file tomorrow.|send the whole file|self|2026-03-11",
        "I'll clean the attic tomorrow if it rains.|clean the attic|self|2026-03-11",
        "Tom thinks I should call the bank.|call the bank|self|-",
        "Tuurlijk, ik bel morgen de tandarts.|de tandarts bellen|self|2026-03-11",
        "I'll definitely call her tomorrow.|call her|self|2026-03-11",
        // a request opened by "when"
        "When you have a moment, could you send me the agenda?|send me the agenda|-|-",
        // a named person's arrangement without a day
        "Emma regelt de uitnodigingen.|de uitnodigingen regelen|Emma|-",
        "Charlotte boekt het hotel in Lissabon.|het hotel in Lissabon boeken|Charlotte|-",
        "Sanne bestelt de taart.|de taart bestellen|Sanne|-",
        "Bas haalt de sleutels op bij de makelaar.|de sleutels bij de makelaar ophalen|Bas|-",
        "Fleur stuurt de uitnodigingen rond.|de uitnodigingen rondsturen|Fleur|-",
        "Lisa handles the invoices.|handle the invoices|Lisa|-",
        // an agreement names the person; a team's duty is the user's
        "We agreed that Tom pays for the drinks.|pay for the drinks|Tom|-",
        "We agreed that Tom will book the venue.|book the venue|Tom|-",
        "We hebben afgesproken dat Joris de boodschappen doet.|de boodschappen doen|Joris|-",
        "Our team has to deliver the prototype by Friday.|deliver the prototype|self|2026-03-13",
        "Ons team moet het rapport vrijdag opleveren.|het rapport opleveren|self|2026-03-13",
        // a kinship word before the asked person's name; -ling is -le
        "I asked my brother Tom to pick up the cake on Saturday.|pick up the cake|Tom|2026-03-14",
        "Julia's handling the invoices tomorrow.|handle the invoices|Julia|2026-03-11",
        // a bare ordinal day after a deadline word: the next day of that number
        "I need to pay the rent by the 24th.|pay the rent|self|2026-03-24",
        "I have to renew my passport before the 3rd.|renew my passport|self|2026-04-03",
        "Ik moet de aanvraag vóór de 20ste indienen.|de aanvraag indienen|self|2026-03-20",
        // not a day: a week, no deadline word
        "I need to finish the thesis by the 2nd week of May.|finish the thesis by the 2nd week of May|self|-",
        // a closing date the user does not want to miss: the act its noun names
        "Registration closes March 20, don't let me miss it.|register|self|2026-03-20",
        "Applications close on Friday, I don't want to miss that.|apply|self|2026-03-13",
        "De inschrijving sluit op 20 maart, niet vergeten.|inschrijven|self|2026-03-20",
        // a plan headed by a day
        "My plan for Saturday: clean the garage.|clean the garage|self|2026-03-14",
        "Plan voor zaterdag: de garage opruimen.|de garage opruimen|self|2026-03-14",
        "Morgen: tandarts bellen.|tandarts bellen|self|2026-03-11",
        // the user's Dutch present with a coming time that is no day; the time out of the label
        "Ik stuur je de notulen straks.|de notulen sturen|self|-",
        "Ik stuur de foto's volgende week.|de foto's sturen|self|-",
        // a requester with where they are from
        "Ms. Kowalski from the city council wants a call on Monday.|call for Ms. Kowalski|self|2026-03-16",
      })
  void oneTask(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // skipping one thing and doing another; a duty every day
        "I'll skip lunch and call the bank at noon.",
        "The trip is not happening, so I need to cancel the hotel tomorrow.",
        "Ik moet elke dag mijn medicijnen innemen.",
      })
  void stillSomeTask(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de factuur sturen|Die kan van de lijst.|done",
        "call the plumber|Cross it off.|done",
        "het etentje reserveren|Het etentje is afgelast.|abandoned",
        "het verslag schrijven|Ik ben er al mee bezig.|in_progress",
        // almost done is under way
        "write the report|The report is almost done.|in_progress",
        "het verslag schrijven|Het verslag is bijna klaar.|in_progress",
      })
  void statusOfTheOneTask(String task, String text, String status) {
    assertThat(said(text, open(task)).statusChanges())
        .singleElement()
        .extracting(StatusChange::status)
        .isEqualTo(status);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a question, a full place, a hand-in allowed later: no status
        "write the report|Is the report done yet?",
        "het verslag schrijven|Is het verslag al af?",
        "book the hotel in Berlin|The hotel in Berlin was fully booked.",
        "het hotel boeken|Het hotel was helemaal volgeboekt.",
        "write the report|Good news: the report can be handed in on Monday.",
      })
  void noStatus(String task, String text) {
    assertThat(said(text, dated(task, "2026-03-13")).statusChanges()).isEmpty();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the old day said as no longer the day names the new one
        "write the report|The report isn't due until Friday anymore, it's Monday now.|2026-03-16",
        "write the report|The report isn't due Friday anymore, it's due Monday.|2026-03-16",
        "write the report|Report deadline is Monday now, not Friday.|2026-03-16",
        "het verslag schrijven|Het verslag is niet meer vrijdag, maar maandag.|2026-03-16",
        // "due ... now", a later hand-in allowed
        "write the report|We got an extra week for the report, it's due March 20 now.|2026-03-20",
        "write the report|Good news: the report can be handed in on Monday.|2026-03-16",
        "het verslag schrijven|Het verslag mag ook maandag ingeleverd worden.|2026-03-16",
        // "not due until" is due then
        "write the report|The report is not due until Monday.|2026-03-16",
      })
  void aDayNamedByWhatItIsNotMovesTheDeadline(String task, String text, String moved) {
    assertDeadlineMoved(task, text, moved);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "write the report|The meeting got pushed back to Monday.",
        "het verslag schrijven|De vergadering is verplaatst naar maandag.",
      })
  void anOccasionsMoveIsNoTasksMove(String task, String text) {
    assertThat(said(text, dated(task, "2026-03-13")).tasks()).isEmpty();
  }

  @Test
  void noLongerHavingADeadlineIsARemoval() {
    Extraction e =
        said("The report no longer has a deadline.", dated("write the report", "2026-03-13"));
    assertThat(e.deadlineRemovals()).hasSize(1);
    assertThat(e.statusChanges()).isEmpty();
    assertThat(
            said(
                    "Het verslag heeft geen deadline meer.",
                    dated("het verslag schrijven", "2026-03-13"))
                .deadlineRemovals())
        .hasSize(1);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        // asking a named person through the assistant: only the asking (stop 37: the person has
        // agreed to nothing yet)
        "Kun je Kim vragen morgen haar laptop mee te nemen?|Kim",
        "Kun je Bram vragen of hij de stoelen regelt?|Bram",
        "Wil je aan Pieter vragen of hij de sleutel terugbrengt?|Pieter",
        "Vraag Sanne even of ze vrijdag de boodschappen doet.|Sanne",
        "Vraag Joost of hij zaterdag de aanhanger terugbrengt.|Joost",
      })
  void askingANamedPersonIsOnlyTheAsking(String text, String person) {
    Extraction e = said(text);
    assertThat(e.tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.owner()).isNull();
              assertThat(t.label()).startsWith(person + " vragen");
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a changed taste: only the current one
        "I used to love sushi but now I can't stand it.|dislikes sushi",
        "I used to like running, but these days I hate it.|dislikes running",
        "I used to hate olives, now I love them.|olives",
        "Vroeger vond ik spruitjes lekker, maar nu lust ik ze niet meer.|dislikes spruitjes",
        "Vroeger hield ik van horrorfilms, nu kan ik ze niet meer uitstaan.|dislikes horrorfilms",
        // never eating it, its taste, not standing it, not being into it
        "I'd never eat liver.|dislikes liver",
        "Ik zou nooit lever eten.|dislikes lever",
        "Cilantro tastes like soap.|dislikes Cilantro",
        "Koriander smaakt naar zeep.|dislikes Koriander",
        "Ik lust spruitjes niet meer.|dislikes spruitjes",
        "Ik kan horrorfilms niet meer uitstaan.|dislikes horrorfilms",
        "Ik ben niet zo van musicals.|dislikes musicals",
        "Honestly, I could live without reality TV.|dislikes reality TV",
        "Nothing makes me happier than fresh bread.|fresh bread",
      })
  void aTasteAndItsPolarity(String text, String stored) {
    assertThat(Probes.preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        // a past taste alone, a moved home, the moment, an act, a pronoun, a day's need
        "I used to love sushi.",
        "I used to live in Paris but now I live in Utrecht.",
        "Vroeger woonde ik in Utrecht, maar nu woon ik in Delft.",
        "This coffee tastes like dishwater.",
        "I'd never drink and drive.",
        "I'd never eat there again, the service was awful.",
        "Ik kan de auto vandaag niet hebben.",
        "The soup smells like garlic.",
      })
  void noTaste(String text) {
    assertThat(Probes.preferences(text)).isEmpty();
  }

  private static KnownTask task(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  @ParameterizedTest(name = "{2}")
  @CsvSource(
      delimiter = '|',
      value = {
        // an occasion called off takes every task for it along, a place by its name
        "book hotel in Berlin|buy train tickets to Berlin|The trip to Berlin is off, so no need for the hotel anymore.",
        "book hotel in Berlin|buy train tickets to Berlin|The trip to Berlin is cancelled.",
        "het hotel in Berlijn boeken|treinkaartjes naar Berlijn kopen|De reis naar Berlijn gaat niet door.",
        "book the venue for the party|buy balloons for the party|The party is off.",
      })
  void aCalledOffOccasionTakesItsTasksAlong(String first, String second, String text) {
    Extraction e = said(text, task("a", first), task("b", second), task("c", "call the dentist"));
    assertThat(e.statusChanges())
        .extracting(StatusChange::taskId, StatusChange::status)
        .containsExactlyInAnyOrder(tuple("a", "abandoned"), tuple("b", "abandoned"));
  }

  @Test
  void aPersonSharedWithACalledOffOccasionIsNoTie() {
    Extraction e =
        said(
            "The meeting with Sarah is cancelled.",
            task("a", "call Sarah about the invoice"),
            task("b", "book a room for the meeting"));
    assertThat(e.statusChanges()).extracting(StatusChange::taskId).containsExactly("b");
    assertThat(
            said(
                    "Sarah's party got cancelled.",
                    task("a", "buy a gift for Sarah's party"),
                    task("b", "call Sarah about the invoice"))
                .statusChanges())
        .extracting(StatusChange::taskId)
        .containsExactly("a");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"My birthday is on the 3rd.", "We live on the 3rd floor."})
  void aBareOrdinalIsNoDate(String text) {
    Extraction e = said(text);
    assertThat(e.dates()).isEmpty();
    assertThat(e.tasks()).isEmpty();
  }

  @Test
  void aDayHeadedListIsOneTaskAnItem() {
    assertThat(said("To do tomorrow: call the bank, buy milk.").tasks())
        .extracting(Extraction.TaskCandidate::label)
        .containsExactly("call the bank", "buy milk");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a professional who wants to see the user on a day: an appointment
        "Dr. Okafor wants to see me again in two weeks.|appointment with Okafor|2026-03-24",
        "De tandarts wil me over twee weken weer zien.|afspraak bij de tandarts|2026-03-24",
        "My physio wants to see me again next Monday.|physio appointment|2026-03-16",
      })
  void seeingAProfessionalIsAnAppointment(String text, String label, String date) {
    assertThat(said(text).events())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(Probes.day(date));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"Mark wants to see me on Friday.", "My boss wants to see me tomorrow."})
  void seeingSomeoneElseIsNoAppointment(String text) {
    assertThat(said(text).events()).isEmpty();
  }
}
