package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * People and organisations (issue 13): titles are dropped, a name at the start of a sentence counts
 * when a person's verb or a vocative follows, a department after a person is no organisation, an
 * employer after "offer from" / "werkte bij", Dutch public bodies and institution compounds, and
 * common words never become people.
 */
class PeopleAndOrganisationsTest {

  private static List<Mention> names(String text) {
    return Names.find(text, Text.sentences(text));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Dr. Priya Raman moved my check-up to June.|Priya Raman",
        "Mr. and Mrs. Okoye sent us a card.|Okoye",
        "I still owe Prof. Lindqvist a reply.|Lindqvist",
        "Mevrouw Jansen van de bibliotheek belde gisteren.|Jansen",
        "Tobias, could you check the spreadsheet?|Tobias",
        "Marloes zorgt voor de bloemen.|Marloes",
        "Greta and Tom are coming over on Sunday.|Greta",
        "Yusuf is going to repaint the fence.|Yusuf",
        "Nurse Adeyemi took my blood pressure twice.|Adeyemi",
        "Juf Marieke heeft de rapporten uitgedeeld.|Marieke",
        "Priyanka is allergic to latex, tell the dentist.|Priyanka",
        "Wouter's got his final exam on Monday.|Wouter",
        "Dana Okafor, the new treasurer, sent the budget.|Dana Okafor",
        "Ilse, mijn nieuwe buurvrouw, heeft een hond.|Ilse",
        "Dmitri's handling the drinks on Saturday.|Dmitri",
        "Fenna's brother can drive us.|Fenna",
        "Rosa was supposed to bring the tent.|Rosa",
        "Kasper turned 50 on Sunday.|Kasper",
        "Marleen gebeld, ze komt morgen.|Marleen",
        "Sven is naar Leiden verhuisd.|Sven",
        "Inge en ik doen samen de boodschappen.|Inge",
        "Texted Bilal the address.|Bilal",
        "Tell Noor to bring the charger.|Noor",
        "Constable Barnes took our statement.|Barnes",
        "Wijkagent Van Dam belde over de fietsen.|Van Dam",
      })
  void aPersonIsFound(String text, String person) {
    assertThat(names(text))
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .extracting(Mention::name)
        .contains(person)
        .noneMatch(n -> n.matches("(?i)(?:dr|mr|mrs|prof|mevrouw|nurse|juf)\\b.*"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I got a job offer from Mollie yesterday.|Mollie",
        "Mijn oom werkte vroeger bij Philips.|Philips",
        "Ik moet mijn paspoort ophalen bij de Gemeente Zwolle.|Gemeente Zwolle",
        "Ze werkt bij het ministerie van Defensie.|ministerie van Defensie",
        "De Belastingdienst heeft mijn aanslag aangepast.|Belastingdienst",
        "Het CBR heeft mijn examen verzet.|CBR",
        "Her brother from Rabobank joined the trip.|Rabobank",
        "The invoice from Jansen Installaties is overdue.|Jansen Installaties",
        "The refund from Northern Rail finally came through.|Northern Rail",
        "We ordered the worktop from Wickes Kitchens.|Wickes Kitchens",
        "I booked two nights at the Harbour Hotel.|Harbour Hotel",
        "My cousin used to fly for British Airways.|British Airways",
        "Pam from the Dutch Embassy called back.|Dutch Embassy",
        "My sister signed with Ogilvy last week.|Ogilvy",
        "Zij heeft getekend bij Heijmans.|Heijmans",
        "Mijn buurman werkt in het Maxima UMC als anesthesist.|Maxima UMC",
        "Stuur de factuur naar Van Wijk Bouw.|Van Wijk Bouw",
        "The offer from Imperial College London came today.|Imperial College London",
        "We got the quote from Novak Electrics.|Novak Electrics",
        "The rings came from Hartley & Sons in the end.|Hartley & Sons",
        "We eten zaterdag bij De Gouden Leeuw.|De Gouden Leeuw",
        "Mijn Spotify-abonnement loopt af.|Spotify",
        "Breng het maar naar het DHL-punt.|DHL",
        "My cousin works for the European Commission now.|European Commission",
        "We zijn lid van tennisvereniging Smash.|Smash",
      })
  void anOrganisationIsFound(String text, String org) {
    assertThat(names(text))
        .filteredOn(m -> m.nodeType().equals(Names.ORG))
        .extracting(Mention::name)
        .contains(org);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Joost Bakker from Payroll fixed my salary slip.|Payroll",
        "Email from Sanne de Boer about the offsite.|Email",
        "Interview at Adyen on Friday, fingers crossed.|Interview",
        "Oma komt zondag op bezoek.|Oma",
        "Gran asked me to fetch her prescription.|Gran",
        "Vet says the jab can wait until spring.|Vet",
        "Finance said the refund can wait.|Finance",
        "Tom Reyes, the new head of Marketing, wants a word.|Marketing",
        "Wedding's been moved to October.|Wedding",
        "Is the bakery on Carlton Road still open?|Carlton Road",
        "She won the Booker Prize last year.|Booker Prize",
        "I never liked Pixar films much.|Pixar",
        "Valt Pinksteren dit jaar laat?|Pinksteren",
        "Mijn ID-kaart verloopt over een week.|ID",
        "Is a Vanguard ETF better than a savings account?|Vanguard ETF",
        "Should I put the bonus in a Lifetime ISA?|Lifetime ISA",
      })
  void aCommonWordOrADepartmentIsNoName(String text, String word) {
    assertThat(names(text)).extracting(Mention::name).doesNotContain(word);
  }

  /** A first name beside the full name it starts is the same person: one mention. */
  @org.junit.jupiter.api.Test
  void aSignedFirstNameIsTheSenderNotASecondPerson() {
    assertThat(
            names(
                "From: Dagmar Holt <dagmar@holt.example>\nSubject: Stands\n\n"
                    + "Can you confirm the stand size by Friday? Thanks, Dagmar"))
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .extracting(Mention::name)
        .containsExactly("Dagmar Holt");
  }
}
