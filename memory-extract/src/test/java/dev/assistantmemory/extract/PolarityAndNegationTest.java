package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Preference polarity (issue 13): a dislike is never stored as a like. Likes keep the object as
 * said; dislikes are stored as "dislikes X"; a negated dislike states nothing.
 */
class PolarityAndNegationTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction user(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  private List<String> preferences(String text) {
    return user(text).facts().stream()
        .filter(f -> f.predicate().equals("HAS_PREFERENCE"))
        .map(Fact::objectValue)
        .toList();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I can't stand open-plan offices.|dislikes open-plan offices",
        "I hate early meetings.|dislikes early meetings",
        "Can't stand Mondays.|dislikes Mondays",
        "Not a fan of video calls after 6pm, just so you know.|dislikes video calls after 6pm",
        "I'm not a big fan of musicals.|dislikes musicals",
        "I really don't like the new office layout.|dislikes the new office layout",
        "I'm not into crowded beaches at all.|dislikes crowded beaches",
        "I loathe doing the dishes.|dislikes doing the dishes",
        "Big hotels aren't really my thing.|dislikes Big hotels",
        "Ik heb een hekel aan vroege vergaderingen.|dislikes vroege vergaderingen",
        "Ik heb echt een bloedhekel aan formulieren invullen.|dislikes formulieren invullen",
        "Ik haat files.|dislikes files",
        "Kamperen is niks voor mij.|dislikes Kamperen",
        "Ik hou niet van lange telefoongesprekken.|dislikes lange telefoongesprekken",
        "Ik ben geen fan van groepsapps.|dislikes groepsapps",
        "Spruitjes vind ik echt vies.|dislikes Spruitjes",
        "Ik vind videobellen na zessen vreselijk.|dislikes videobellen na zessen",
        "Musicals kan ik niet uitstaan.|dislikes Musicals",
      })
  void aDislikeIsStoredAsADislike(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm really into jazz lately.|jazz",
        "I'm so into bouldering these days.|bouldering",
        "I am a huge fan of Italian food.|Italian food",
        "I'm not really into horror movies.|dislikes horror movies",
        "Ik ben tegenwoordig gek op padel.|padel",
        "Ik ben de laatste tijd dol op kimchi.|kimchi",
      })
  void anAdverbBeforeTheLikeOrATimeWordAfterItKeepsThePreference(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I love hiking in the mountains.|hiking in the mountains",
        "I'm a huge fan of the Dutch national team.|the Dutch national team",
        "Board games are my jam.|Board games",
        "Ik hou van thee.|thee",
        "Ik vind bordspellen geweldig, vooral Catan.|bordspellen",
        "Ik luister graag naar podcasts.|podcasts",
        "I prefer tea over coffee.|tea over coffee",
      })
  void aLikeKeepsItsObject(String text, String stored) {
    assertThat(preferences(text)).containsExactly(stored);
  }

  @Test
  void aMixedSentenceGivesOnePreferencePerObjectWithItsOwnSign() {
    assertThat(preferences("I like tea but hate coffee."))
        .containsExactlyInAnyOrder("tea", "dislikes coffee");
    assertThat(preferences("Spicy food is great, but I can't stand coriander."))
        .containsExactlyInAnyOrder("Spicy food", "dislikes coriander");
    assertThat(preferences("Ik heb een hekel aan opruimen, maar koken vind ik fijn."))
        .containsExactlyInAnyOrder("dislikes opruimen", "koken");
  }

  @Test
  void aPronounTakesTheObjectNamedBeforeIt() {
    assertThat(preferences("My husband hates camping but I love it.")).containsExactly("camping");
    assertThat(preferences("My sister loves sushi, I don't.")).containsExactly("dislikes sushi");
    assertThat(preferences("Mijn broer houdt van voetbal, ik totaal niet."))
        .containsExactly("dislikes voetbal");
    assertThat(preferences("Pineapple on pizza? Love it.")).containsExactly("Pineapple on pizza");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I don't hate it.",
        "My husband hates camping.",
        "Fietsen in de regen vind ik niet erg.",
        "The weather is great.",
        "Ik wil graag een nieuwe fiets.",
      })
  void negatedDislikesOthersAndLoneEvaluationsStateNoPreference(String text) {
    assertThat(preferences(text)).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik ga de schuur dit weekend niet opruimen.",
        "Ik ga morgen niet naar de vergadering.",
        "Ik ga dit jaar geen kerstkaarten sturen.",
        "Nee, ik ga die mail van Robin niet beantwoorden.",
        "Ik ga die printer echt niet meer repareren.",
        "Ik ga nooit meer met de trein naar Parijs.",
        "I won't renew the gym membership.",
        "I'm not going to call the landlord.",
        "I'll never finish that course.",
        "Sure, I'll file my taxes early this year. When pigs fly.",
        "Yeah right, like I'm going to clean the garage this weekend.",
        "Oh absolutely, I'll totally reorganise the filing cabinet tomorrow. Not.",
        "Sure, I'll repaint the whole house this weekend /s",
        "Oh sure, I'll clean the oven, the day hell freezes over.",
        "Ja hoor, ik ga natuurlijk vandaag nog de hele tuin omspitten.",
        "Ik ruim de zolder op als de hel bevriest.",
        "Can you find out what time the library opens on Saturday?",
      })
  void negatedIntentionsIronyAndInformationQuestionsYieldNoTask(String text) {
    assertThat(user(text).tasks()).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik moet niet vergeten de huur te betalen.",
        "Ik moet nog even checken of de zaal niet al bezet is.",
        "Sure, I'll send the invoice tomorrow.",
        "I'll call the plumber on Friday.",
      })
  void aNegationOutsideTheIntentionOrAPlainYesKeepsTheTask(String text) {
    assertThat(user(text).tasks()).hasSize(1);
  }

  @Test
  void noDislikeWordingEverComesOutAsALike() {
    for (String text :
        List.of(
            "I can't stand X-rays.",
            "I hate long drives.",
            "Ik heb een hekel aan regen.",
            "Ik haat spinazie.",
            "Spinazie is niks voor mij.",
            "Not a fan of jazz.",
            "I don't like olives.",
            "Ik vind spinazie vies.")) {
      assertThat(preferences(text)).as(text).isNotEmpty().allMatch(v -> v.startsWith("dislikes "));
    }
  }
}
