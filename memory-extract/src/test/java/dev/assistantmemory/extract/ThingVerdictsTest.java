package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.preferences;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A thing judged with no verb of taste (issue 13, stop 40): a strong verdict on the thing as
 * subject ("is a lifesaver", "is a crime", "is een uitkomst"), after a disgusted interjection; a
 * long subject with modifiers before "not for me"; the speaker glad of a thing they have; mock
 * praise of a thing that let the speaker down again; a bare thing, then a verdict after a comma or
 * as the next sentence. Every sentence is written for this test.
 */
class ThingVerdictsTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // strong verdicts on the thing as subject
        "honestly the new parking app is brilliant, it takes ten seconds|the new parking app",
        "That slow cooker is a lifesaver on weeknights.|That slow cooker",
        "Ketchup on pasta is a crime.|dislikes Ketchup on pasta",
        "Hotel wifi is a disgrace.|dislikes Hotel wifi",
        "Thuiswerken is echt een verademing.|Thuiswerken",
        "Pindakaas met sambal is een misdaad.|dislikes Pindakaas met sambal",
        // a disgusted interjection first
        "eww no, raisins in curry are a crime 🍛|dislikes raisins in curry",
        "Bah nee, spruitjes zijn vies.|dislikes spruitjes",
        // a long subject with modifiers
        "Weddings with two hundred guests in a barn are not for me.|dislikes Weddings with two hundred guests in a barn",
        // glad of a thing
        "I'm so happy with my new rice cooker.|my new rice cooker",
        "Really pleased with the standing desk, my back thanks me|the standing desk",
        "Wat ben ik blij met mijn nieuwe wasmachine, alles is zo schoon|mijn nieuwe wasmachine",
        "Ik ben echt tevreden met die nieuwe stofzuiger.|die nieuwe stofzuiger",
        // mock praise of a thing that let the speaker down again
        "Oh great, the dishwasher is leaking again 🙄|dislikes the dishwasher",
        "De lift in ons gebouw staat wéér stil. Heerlijk. 🙃|dislikes De lift in ons gebouw",
        "The printer on our floor has jammed again. Wonderful. 😒|dislikes The printer on our floor",
        // a bare thing, then the verdict as the whole next sentence
        "Ironing shirts. The worst.|dislikes Ironing shirts",
        "BELASTINGFORMULIEREN. ZO ERG.|dislikes BELASTINGFORMULIEREN",
        "Kerstkaarten schrijven, daar word ik niet vrolijk van. Haat het.|dislikes Kerstkaarten schrijven",
        "Fresh sourdough. Love it.|Fresh sourdough",
        "Monday meetings. Love it. 🙄|dislikes Monday meetings",
        // a bare thing, then a strong word after a comma
        "The lamb though, absolutely sublime.|The lamb",
        "Die nieuwe ovenschotel, echt verrukkelijk.|Die nieuwe ovenschotel",
        "Self-service tills, utterly infuriating.|dislikes Self-service tills",
      })
  void aVerdictGivesTheThingWithItsSign(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "ugh, the new app is brilliant",
        "I'm happy with the result.",
        "Ik ben blij met de uitslag.",
        "Ik ben niet blij met mijn nieuwe telefoon.",
        "Are you happy with your new car?",
        "I was so happy with the hotel.",
        "Ik ben zo blij met je hulp!",
        "My sister is visiting again. Great. 🙄",
        "Het weer is wéér slecht. Heerlijk. 🙃",
        "The dishwasher is leaking again. Great, thanks for fixing it!",
        "The people who run the market on Saturday are not for me.",
        "It's a crime that they closed the library.",
        "Went to the dentist. Awful.",
        "Traffic on the ring road this morning. Awful.",
        "Ok. Never again.",
        "My boss. The worst.",
        "My boss, awful.",
        "The flight, a nightmare.",
        "Oh great, amazing 🙄",
        "The hotel, not amazing.",
      })
  void noTasteWhereNoneIsSaid(String text) {
    assertThat(preferences(text)).isEmpty();
  }
}
