package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.other;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 13, fourteenth pass (stop 32): status follow-ups in English and Dutch that name the task by
 * what it was for (the thing works again, is back with its owner, the answer is approved, the
 * participle of a task had done), a bare "Hoeft niet" that declines an offer, a cancellation that
 * names the task's deed ("skip buying", "no shipping needed"), a Dutch subject dropped, and a topic
 * asked before a pronoun. The sentences are new, none from the labelled sets. Said on Tuesday
 * 2026-03-10, with a second open task ("buy milk") unless the case needs the task alone.
 */
class FourteenthPassStatusTest {

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the thing works again: the repair is done
        "get the dishwasher repaired|The engineer came this morning, the dishwasher is working again.",
        "fix the garage door|Garage door works again, finally.",
        "de wasmachine laten repareren|De wasmachine doet het weer.",
        "de scooter laten maken voor de vakantie|Scooter is terug van de garage.",
        "de verwarming laten nakijken|De monteur is gisteren langs geweest, de verwarming werkt weer.",
        // back with its owner: the return is done
        "return the drill to Marco|The drill is back with Marco.",
        "de ladder terugbrengen naar Joost|De ladder staat weer bij Joost.",
        // the participle of a task had done
        "get the car washed|Car washed.",
        "get the wedding photo framed for Gran|Wedding photo framed, she loves it.",
        // a pronoun for the topic asked just before
        "submit the expense claim|The expense claim? Sent it in this morning.",
      })
  void aFollowUpNamingWhatTheTaskWasForCompletesIt(String task, String text) {
    changes(text, "done", open(task), other("buy milk"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "een lijst maken voor de verhuizing|Top, precies wat ik nodig had, dank je.",
        "een brief opstellen aan de verhuurder|Ziet er goed uit, bedankt.",
        "een recept zoeken voor een notentaart|Perfect, dankjewel!",
        "help me choose a paint colour for the hall|The third one looks perfect, thanks.",
      })
  void approvingWhatTheAssistantWroteOrFoundCompletesTheRequest(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .extracting(StatusChange::status)
        .containsExactly("done");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "buy sausages for the barbecue|The barbecue got rained off, so I'll skip buying the sausages.",
        "post the sold lamp to the buyer|The buyer backed out, so no posting needed.",
      })
  void aCancellationNamingTheTasksDeedDropsIt(String task, String text) {
    changes(text, "abandoned", open(task), other("call Mum"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de subsidieaanvraag indienen|Ik ben er toch al mee bezig.",
        "de kast in elkaar zetten|De kast staat half, er ontbreekt een plank.",
      })
  void aDutchReportOfWorkUnderWay(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .extracting(StatusChange::status)
        .containsExactly("in_progress");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // an offer declined is no task dropped
        "de energierekening betalen|Hoeft niet.",
        "de energierekening betalen|Nee, hoeft niet.",
        // still broken, a question, a plan
        "get the dishwasher repaired|The dishwasher stopped working again.",
        "de wasmachine laten repareren|De wasmachine doet het nog steeds niet.",
        "de wasmachine laten repareren|Doet de wasmachine het weer?",
        "fix the garage door|Is the garage door working again?",
        // back with someone the task is not for, or not back
        "return the drill to Marco|The drill is back with Petra.",
        // the participle negated or planned
        "get the rug cleaned before the party|The rug isn't cleaned yet.",
        "de jas laten stomen|De jas moet nog gestoomd worden.",
        "get the car washed|Car not washed yet, it rained.",
        // a done word before a coming day is a deadline
        "order the kitchen tiles|Noted, tiles ordered by Friday then.",
        // someone else still at it, with the deadline gone
        "send the lease back to Hannah|Hannah says there's no deadline now, the agent is still checking it.",
        // someone else called
        "choose the bathroom tiles|The showroom called, we can take longer.",
        "call the dentist|The dentist called me back this morning.",
        "de garage bellen|De garage belde me vanochtend.",
        // an approval with more in it, or a task the assistant does not write
        "een lijst maken voor de verhuizing|Top, dan ga ik morgen inpakken.",
        "de energierekening betalen|Top, dank je.",
      })
  void noChange(String task, String text) {
    assertThat(said(text, open(task)).statusChanges()).isEmpty();
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a Dutch subject dropped: the only open task is what lies there
        "de aangifte op de post doen|Ligt al in de bus.",
        // a try someone else made does not undo the deed
        "cancel the gym membership|Did it this morning, they tried to keep me with a discount.",
      })
  void aTerseReportCompletesTheOnlyOpenTask(String task, String text) {
    assertThat(said(text, open(task)).statusChanges())
        .extracting(StatusChange::status)
        .containsExactly("done");
  }
}
