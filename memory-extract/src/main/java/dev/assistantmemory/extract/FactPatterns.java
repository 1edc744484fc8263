package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Rules.p;

import dev.assistantmemory.extract.Rules.FactRule;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The surface patterns of facts, in the order they are tried: the user's own facts per language,
 * and those about a named person (job, employer, birthday, home), read by {@link FactRules}.
 */
final class FactPatterns {
  /** Not a weekday nor a month (English or Dutch): what a thing, not a person, is moved to. */
  static final String NOT_A_DAY =
      "(?!(?-i:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
          + "|Maandag|Dinsdag|Woensdag|Donderdag|Vrijdag|Zaterdag|Zondag|Maart|Mei|Juni|Juli"
          + "|Okt|Next|The|Tomorrow|Volgende|Morgen))";

  static final List<FactRule> FACTS_EN =
      List.of(
          new FactRule(
              p(
                  "\\b(?:i (?:really )?want to|my (?:main |big )?goal is to|my (?:main |big )?goal"
                      + " (?:this year |for this year )?is to|i'm trying to|i am trying to|i hope to"
                      // "One of my goals is to ...", "My goal for the quarter is to ..."
                      + "|(?:one of )?(?:my|our) (?:main |big |biggest |new )?goals? (?:for (?:the |this |next )?"
                      + "[\\p{L}\\p{N}]+ |(?:this|next) \\p{L}+ )?(?:is|are)(?: to)?"
                      // "Goal for the summer: swim in the sea ..."
                      + "|^\\W*(?:my )?(?:main |big )?goal(?: for (?:the |this |next )?[\\p{L}\\p{N}]+)?:"
                      + "|i'm aiming to|i aim to|i'd love to|i would love to|i'm working towards"
                      + "|my dream is to|i'm determined to|i'd (?:really )?like to|i would (?:really )?like"
                      + " to)\\s+(.+)"),
              "HAS_GOAL",
              null,
              false),
          new FactRule(
              p(
                  "\\b(?:i(?:'ve| have)? decided (?:to|that i'll|that we'll|that)|i(?:'ve| have)?"
                      + " decided(?= (?:not to|i'm|i am|we're|we are|i'll|we'll|i won't|we won't)\\b)"
                      + "|we(?:'ve| have)? decided (?:to|that we'll|that)|we(?:'ve| have)? decided"
                      + "(?= (?:not to|we're|we are|we'll|we won't)\\b)"
                      + "|i'm going with|we're going with|we are going with"
                      + "|we'll go with|i'll go with|we chose|i chose|we picked|i picked|we settled on"
                      + "|i settled on|the decision is to|we(?:'ve| have)? agreed(?: to| on| that|:)"
                      // stop 38: "Tom and I have agreed to ...", "We went with ...", "Let's go
                      // with"
                      + "|(?-i:\\p{Lu})\\p{Ll}+ and i(?:'ve| have)? agreed (?:to|on|that)"
                      // not company kept ("We went with the kids to the zoo")
                      + "|(?:we went with|i went with)(?![^.,;!?]*\\b(?:to|kids|children|family"
                      + "|friends|mum|mom|dad|parents|them|him|her)\\b)(?=\\s+"
                      + NOT_A_DAY // "We went with Monday": a day agreed, a moved occasion
                      + ")|(?:let's go with|let us go with)(?=\\s+"
                      + NOT_A_DAY
                      + ")"
                      + "|we ended up (?:going with|choosing|picking)"
                      + "|i(?:'ve| have) made up my mind(?: to|:))\\s+(.+)"
                      // "Final decision: v2 ships without ...", "Decision from the board: ..."
                      + "|^\\W*(?:final decision|decision|the decision|our decision|besluit|beslissing"
                      + "|het besluit|de beslissing)(?: (?:from|of|van) [^:]{1,30})?:\\s+(.+)"),
              "MADE_DECISION",
              null,
              false),
          new FactRule(
              p(
                  "\\bi(?:'ve| have)? (?:just )?(?:moved|relocated) (?:from [\\p{L} .'-]+? )?"
                      + "(?:to|back to)\\s+(.+)"
                      // stop 38: the subject dropped, chat style ("Moved to Brighton last month");
                      // not a day a thing was moved to ("Moved to Friday")
                      + "|^\\W*(?:just |finally |recently |(?:last|this) (?:week|month|year|spring|summer"
                      + "|autumn|winter|weekend) |in (?-i:\\p{Lu})\\p{L}+ )?(?:moved|relocated) (?:to|back to)\\s+"
                      + NOT_A_DAY
                      + "((?-i:\\p{Lu}).+)"),
              "LOCATED_IN",
              "Location",
              true),
          new FactRule(
              p(
                  "\\bi (?:live|am living|'m living|am based|'m based|now live|currently live) in"
                      + "\\s+(.+)|\\bi'm from\\s+(.+)"),
              "LOCATED_IN",
              "Location",
              false),
          new FactRule(
              p(
                  "\\bi(?:'ve| have) (?:always |now )?lived in\\s+(.+)"
                      + "|\\bi (?:still|now|actually|also) live in\\s+(.+)"),
              "LOCATED_IN",
              "Location",
              false),
          new FactRule(
              p(
                  "\\bmy last day at\\s+(.+)|\\bi\\b(?:(?-i:[^.:;\"“”\\p{Lu}])|(?-i:I)\\b|(?<=(?:to|in|from|at|for) )(?-i:\\p{Lu})){0,60}?\\b(?:a|my) new job (?:at|with)\\s+(.+)"
                      + "|\\bi work as an? [\\p{L} ]{2,30}? (?:at|for)\\s+(.+)"),
              "WORKS_AT",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\b(?:we|my (?:wife|husband|partner|family|girlfriend|boyfriend) and i)"
                      + " (?:live|now live|still live|'ve lived|have lived|are living|'re living) in\\s+"
                      + "((?-i:\\p{Lu}).+)"),
              "LOCATED_IN",
              "Location",
              false),
          new FactRule(
              p(
                  "\\bwe(?:'ve| have)? (?:just |recently |finally )?(?:moved|relocated) (?:to|back to)\\s+((?-i:\\p{Lu}).+)"),
              "LOCATED_IN",
              "Location",
              true),
          new FactRule(
              p(
                  "\\bmy employer is\\s+((?-i:\\p{Lu}).+)|\\bi(?:'ve| have)? started at\\s+((?-i:\\p{Lu}).+)"
                      + "|\\bi(?:'ve| have) been working (?:at|for)\\s+((?-i:\\p{Lu}).+)|\\bi(?:'m| am) employed (?:at|by)"
                      + "\\s+((?-i:\\p{Lu}).+)|\\bi (?:got|was|'ve been|have been) hired (?:at|by)\\s+((?-i:\\p{Lu}).+)"
                      + "|\\bi(?:'m| am) starting (?:a new job |my new job |work )?at\\s+((?-i:\\p{Lu}).+)"),
              "WORKS_AT",
              "Organization",
              true),
          new FactRule(
              p(
                  "\\bi(?:'m| am) (?:doing|studying for|taking) (?:a|my) (?:master'?s|bachelor'?s|phd"
                      + "|degree|course)[^.]{0,30}? at\\s+((?-i:\\p{Lu}).+)|\\bi (?:play|sing|row|swim) (?:for|with|in)"
                      + " (?:the )?((?-i:\\p{Lu}).+)|\\bi(?:'m| am) studying [\\p{L} ]{2,30}? at\\s+(?:the )?((?-i:\\p{Lu}).+)"),
              "AFFILIATED_WITH",
              "Organization",
              false),
          new FactRule(
              p("\\bi(?:'ve| have) been (?:a member of|volunteering (?:at|with|for))\\s+(.+)"),
              "AFFILIATED_WITH",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\bi(?:'m| am) an? ("
                      + FactPatterns.JOB_MODIFIER
                      + FactPatterns.PROFESSION
                      + ")\\b"
                      + "|\\bi\\b(?:(?-i:[^.:;\"“”\\p{Lu}])|(?-i:I)\\b|(?<=(?:to|in|from|at|for) )(?-i:\\p{Lu})){0,60}?\\b(?:work )?as an? ("
                      + FactPatterns.JOB_MODIFIER
                      + FactPatterns.PROFESSION
                      + ")\\b"
                      + "|\\bi have ((?:type [12] )?diabetes(?: type [12])?|asthma|adhd|autism"
                      + "|c(?:o)?eliac disease|migraines?|epilepsy|dyslexia|hay ?fever"
                      + "|no (?:driver's|driving) licen[cs]e)\\b"),
              "HAS_ATTRIBUTE",
              null,
              false),
          new FactRule(
              p(
                  "\\b(?:i(?:'ve| have)? (?:just )?(?:started (?:a new job|working) at|joined|"
                      + "got a job at|accepted (?:a|an|the) (?:job|offer|position) (?:at|from)|"
                      + "switched (?:jobs|employers|companies) to|switched to a (?:new )?job at"
                      // "I switched to Google Docs", "switched to oat milk": a tool or a taste
                      + "|moved to a new job at)|i(?:'m| am) (?:joining|starting at)(?=\\s+(?:the )?(?-i:\\p{Lu}))"
                      // stop 37: the chat's dropped "I" ("Just joined Kestrel Rowing Club",
                      // "Started my new job at Arup today"); a club joined is a membership
                      + "|(?<![\\p{L}\\p{N}'’,] ?)(?:just |recently )?(?:joined|started (?:a new job|my new job"
                      + "|working) at)(?=\\s+(?:the )?(?-i:\\p{Lu}))"
                      // stop 45: "Started at Lush as a shift manager last Monday"
                      + "|^\\W*(?:just |recently )?started at(?=\\s+(?:the )?"
                      + NOT_A_DAY
                      + "(?-i:\\p{Lu})))"
                      + "\\s+(?![^.]*\\bvolunteer)(.+)"),
              "WORKS_AT",
              "Organization",
              true),
          new FactRule(
              p(
                  "\\bi (?:work|am working|'m working|currently work) (?:at|for)\\s+(.+)"
                      // "Our team at Unilever is being restructured": the user's employer
                      + "|\\b(?:our|my) (?:team|department|office|colleagues|boss|manager|line manager)"
                      + " (?:at|in) ((?-i:\\p{Lu})[\\p{L}&.'’-]*(?: (?-i:\\p{Lu})[\\p{L}&.'’-]*)*)"
                      + "|\\bi'm an?"
                      + " [\\p{L} ]{2,40}? (?:at|for)\\s+(?:the )?((?-i:\\p{Lu}).+)|\\bi am an?"
                      + " [\\p{L} ]{2,40}? (?:at|for)\\s+(?:the )?((?-i:\\p{Lu}).+)"),
              "WORKS_AT",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\bi(?:'m| am) (?:a member of|studying at|a student at|enrolled at)\\s+(.+)"
                      + "|\\bi study at\\s+(.+)|\\bi(?:'ve| have)? (?:just )?joined\\s+(.+?)\\s+as an?"
                      + " (?:volunteer|member)\\b|\\bi(?:'m| am) (?:on the board of|a volunteer"
                      + " (?:at|with|for)|volunteering (?:at|with|for))\\s+(?:[^,]+,\\s*)?(.+)"
                      + "|\\bi volunteer (?:at|with|for)\\s+(.+)"
                      // stop 45: "Signed up to the Green Party as a canvasser"
                      + "|(?:^\\W*|\\bi(?:'ve| have)? )(?:just |recently )?signed up (?:to|with)\\s+(?:the )?"
                      + "((?-i:\\p{Lu}).+?)\\s+as an?\\b"),
              "AFFILIATED_WITH",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\bi(?:'m| am) ((?:a |an )?(?:vegetarian|vegan|pescatarian|allergic to [\\p{L} ,]+"
                      + "|lactose intolerant|gluten intolerant|(?:type [12] )?diabetic|left-handed|right-handed"
                      + "|colou?r ?blind|pregnant|retired|married|divorced|single|engaged"
                      + "|\\d{1,3} years old|a (?:morning|night) person|an? (?:early bird|night owl)"
                      + "|introverted|an introvert|extroverted|an extrovert))"
                      + "|\\b(?:i|we)(?: have got| have|'ve got| got) ((?:two|three|four|five|one|a|an|\\d+)"
                      + " (?:kids|children|sons?|daughters?|dogs?|cats?|sisters?|brothers?|siblings)"
                      + "|(?:a|an) (?:dog|cat|son|daughter|allergy to [\\p{L} ]+|(?:peanut|nut|gluten"
                      + "|lactose) allergy)|(?:type [12] )?diabetes|asthma|coeliac disease|celiac disease"
                      + "|adhd|epilepsy|migraines|crohn's disease|eczema|tinnitus|a bad back|a bad knee)"
                      + "|\\bmy birthday(?: is|['’]s) (?:on )?(.+)"),
              "HAS_ATTRIBUTE",
              null,
              false));

  static final List<FactRule> FACTS_NL =
      List.of(
          new FactRule(
              p(
                  "\\b(?:ik wil (?:graag |dit jaar |echt )?(?:heel )?(?:graag )?|mijn (?:grote )?doel"
                      + "(?: voor dit jaar| dit jaar)? is (?:om )?|ik probeer (?:om )?|ik hoop (?:te |om )?"
                      // "Mijn doel voor 2026: ...", "Een van mijn doelen is om ..."
                      + "|^\\W*(?:mijn )?(?:grote )?doel(?: voor (?:de |het |dit |deze |volgend )?"
                      + "[\\p{L}\\p{N}]+)?:\\s*|(?:een van )?mijn doelen (?:voor [\\p{L}\\p{N}]+ )?is (?:om )?"
                      // "Ik wil dat je ..." asks the assistant: a task, not a goal
                      + "|ik streef ernaar (?:om )?|mijn droom is (?:om )?|ik zou (?:heel |echt )?graag"
                      + " (?:eens |ooit )?(?=\\p{L}+ \\p{L}+)(?!een |de |het |dat\\b|willen dat\\b))(?!dat\\b)(.+)"),
              "HAS_GOAL",
              null,
              false),
          new FactRule(
              p(
                  "\\b(?:ik heb besloten:? (?:om |dat )?|we hebben besloten:? (?:om |dat )?|we gaan voor"
                      + "|ik ga voor|we kiezen voor|ik kies voor|we hebben gekozen voor|ik heb gekozen"
                      + " voor|het besluit is (?:om )?|we zijn overeengekomen (?:om )?|we hebben"
                      + " afgesproken (?:om |dat ))\\s*(.+)"
                      + "|^\\W*(?:besluit|beslissing|het besluit|de beslissing)(?: (?:van|uit)"
                      + " [^:]{1,30})?:\\s+(.+)"),
              "MADE_DECISION",
              null,
              false),
          new FactRule(
              p(
                  "\\b(?:ik ben|we zijn) (?:[\\p{L}\\p{N}]+ ){0,5}?(?:verhuisd|verhuist) naar\\s+(.+)"
                      + "|\\bik verhuis naar\\s+(.+)"
                      + "|^\\W*(?:net |eindelijk |onlangs |(?:vorig|vorige|afgelopen|dit|deze) \\p{L}+ |in"
                      + " (?-i:\\p{Lu})\\p{L}+ )?verhuisd naar\\s+"
                      + NOT_A_DAY
                      + "((?-i:\\p{Lu}).+)"
                      // "We zijn vorig jaar naar Antwerpen verhuisd": the place before the
                      // participle
                      + "|\\b(?:ik ben|we zijn|wij zijn) (?:[\\p{L}\\p{N}]+ ){0,4}?naar"
                      + " ((?-i:\\p{Lu})[\\p{L}'’-]*(?: (?-i:\\p{Lu})[\\p{L}'’-]*)*) (?:\\p{L}+ ){0,2}?verhuisd"
                      // "Vorig najaar naar Deventer verhuisd": a note without subject (stop 40)
                      + "|^\\W*(?:(?:vorig|vorige|afgelopen|dit|deze|in|net|onlangs|eindelijk)"
                      + "(?: [\\p{L}\\p{N}]+)? )?naar ((?-i:\\p{Lu})[\\p{L}'’-]*(?: (?-i:\\p{Lu})[\\p{L}'’-]*)*)"
                      + " verhuisd"),
              "LOCATED_IN",
              "Location",
              true),
          new FactRule(
              p(
                  "\\bik woon (?:nu |sinds kort |al jaren |al \\p{L}+ jaar |sinds \\p{L}+ )?in\\s+(.+)"
                      + "|\\bik kom uit\\s+(.+)"),
              "LOCATED_IN",
              "Location",
              false),
          new FactRule(
              p(
                  "\\bik ben (?:net |onlangs )?begonnen (?:bij|aan een nieuwe baan bij)\\s+(.+)"
                      // "Op 1 september begin ik bij de Rabobank"
                      + "|\\b(?:begin ik|ik begin) (?:[\\p{L}\\p{N}]+ ){0,3}?bij"
                      + " ((?:de |het )?(?-i:\\p{Lu}).+)"
                      + "|\\bik heb een (?:nieuwe )?\\p{L}*(?:baan|baantje|job|jobje) bij\\s+(.+)"),
              "WORKS_AT",
              "Organization",
              true),
          new FactRule(
              p(
                  "\\bik werk (?:nu |al jaren |sinds kort )?(?:bij|voor)\\s+(.+)|\\bik ben"
                      // "ik ben sinds maart vrijwilliger bij": a membership, no employer
                      + " (?!(?:\\p{L}+ ){0,3}(?:vrijwilliger|vrijwilligster|lid)\\b)[\\p{L} ]{2,40}? bij\\s+(.+)"
                      + "|\\bmijn nieuwe baan bij\\s+(.+?)(?:\\s+begint\\b|$)"
                      // stop 38: "Ik ben verpleegkundige in het UMC Utrecht": a profession in a
                      // named workplace
                      + "|\\bik ben (?:een )?(?:"
                      + FactPatterns.PROFESSION_NL
                      + ") in (?:het |de )((?-i:\\p{Lu})[\\p{L}&.'’-]*(?: (?-i:\\p{Lu})[\\p{L}&.'’-]*)*)"
                      + "|\\b(?:ons|mijn) (?:team|afdeling|kantoor|baas|manager|leidinggevende) bij"
                      + " ((?:de |het )?(?-i:\\p{Lu})[\\p{L}&.'’-]*(?: (?-i:\\p{Lu})[\\p{L}&.'’-]*)*)"),
              "WORKS_AT",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\bik ben (?:[\\p{L}\\p{N}]+ ){0,3}?lid (?:van|bij)\\s+(.+)"
                      // stop 45: the note without subject ("Net lid geworden van Sterrenwacht X")
                      + "|^\\W*(?:net |pas |onlangs |sinds kort |eindelijk )?lid geworden (?:van|bij)"
                      + "\\s+((?-i:\\p{Lu}).+)"),
              "AFFILIATED_WITH",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\b(?:we|wij) wonen (?:[\\p{L}\\p{N}]+ ){0,3}?in\\s+((?-i:\\p{Lu}).+)"
                      + "|\\bik woon (?:[\\p{L}\\p{N}]+ ){1,3}?in\\s+((?-i:\\p{Lu}).+)"),
              "LOCATED_IN",
              "Location",
              false),
          new FactRule(
              p(
                  "\\bik (?:ben|zit) (?:[\\p{L}\\p{N}]+ ){0,3}?in dienst bij\\s+((?-i:\\p{Lu}).+)|\\bik ben"
                      + " aangenomen bij\\s+((?-i:\\p{Lu}).+)|\\bik werk (?:[\\p{L}\\p{N}]+ ){1,5}?(?:bij|voor)\\s+(?:de |het )?((?-i:\\p{Lu}).+)"
                      + "|\\bik begin (?:[\\p{L}\\p{N}]+ ){0,3}?(?:bij|aan mijn nieuwe baan bij)\\s+((?-i:\\p{Lu}).+)"
                      + "|\\bmijn werkgever is\\s+((?-i:\\p{Lu}).+)|\\bik ben werkzaam bij\\s+(?:de |het )?((?-i:\\p{Lu}).+)"
                      + "|\\bik ga (?:[\\p{L}\\p{N}]+ ){0,2}?bij ((?-i:\\p{Lu}).+) werken"),
              "WORKS_AT",
              "Organization",
              true),
          new FactRule(
              p(
                  "\\bik (?:speel|zing|roei|zwem|voetbal|hockey|volleybal|tennis) (?:bij|in)\\s+((?-i:\\p{Lu}).+)"
                      + "|\\bik ben (?:[\\p{L}]+ ){0,3}?vrijwilliger bij\\s+(.+)"
                      + "|\\bik studeer [\\p{L} ]{2,30}? (?:aan|bij) (?:de |het )?((?-i:\\p{Lu}).+)"
                      + "|\\bik zit in het bestuur van\\s+(?:de |het )?((?-i:\\p{Lu}).+)"
                      + "|\\bik (?:volg|doe) (?:een|mijn) (?:opleiding|master|bachelor|studie|cursus)"
                      + " (?:[\\p{L}]+ ){0,3}?(?:aan|bij)\\s+((?-i:\\p{Lu}).+)"),
              "AFFILIATED_WITH",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\bmijn laatste (?:werk)?dag bij\\s+(.+)|\\bik\\b(?:(?-i:[^:;\"“”\\p{Lu}])|(?<=(?:bij|voor) )(?-i:\\p{Lu})){0,60}?\\b(?:een|mijn) nieuwe"
                      + " baan bij\\s+(.+)|\\bik werk als [\\p{L} ]{2,30}? (?:bij|voor)\\s+(.+)"),
              "WORKS_AT",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\bik ben (?:een |nu |al jaren |sinds kort )?("
                      + FactPatterns.JOB_MODIFIER
                      + FactPatterns.PROFESSION_NL
                      + ")\\b"
                      + "|\\bik\\b(?:(?-i:[^:;\"“”\\p{Lu}])|(?<=(?:bij|voor) )(?-i:\\p{Lu})){0,60}?\\bals ("
                      + FactPatterns.JOB_MODIFIER
                      + FactPatterns.PROFESSION_NL
                      + ")\\b"
                      + "|\\bik heb ((?:type [12] )?diabetes(?: type [12])?|astma|adhd|autisme|coeliakie"
                      + "|migraine|epilepsie|dyslexie|hooikoorts|reuma|geen rijbewijs)\\b"),
              "HAS_ATTRIBUTE",
              null,
              false),
          new FactRule(
              p(
                  "\\bik (?:ben lid van|ben lid geworden van|studeer aan|studeer bij|zit op"
                      + "|studeer (?:sinds \\p{L}+|nu|al \\p{L}+ jaar) aan|ben vrijwilliger (?:geworden )?bij"
                      + "|doe vrijwilligerswerk bij|heb me (?:aangemeld )?als vrijwilliger"
                      + " (?:aangemeld )?bij)\\s+(.+)"),
              "AFFILIATED_WITH",
              "Organization",
              false),
          new FactRule(
              p(
                  "\\bik ben ((?:vegetariër|vegetarisch|veganist|vegan|allergisch voor [\\p{L} ,]+"
                      + "|lactose-intolerant|lactose intolerant|glutenintolerant|diabeet|linkshandig"
                      + "|rechtshandig|kleurenblind|zwanger|gepensioneerd|getrouwd|gescheiden"
                      + "|vrijgezel|verloofd|\\d{1,3} jaar(?: oud)?|een ochtendmens|een avondmens"
                      + "|een nachtmens))"
                      + "|\\b(?:ik heb|en heb|heb ik|we hebben|wij hebben|hebben we) ((?:twee|drie|vier|vijf"
                      + "|een|één|\\d+) (?:kinderen|kind|zoons?|dochters?|honden|hond|katten|kat|zussen"
                      + "|zus|broers|broer)|een (?:pinda|noten|gluten|lactose)allergie|(?:diabetes|suikerziekte)"
                      + "(?: type [12])?|astma|coeliakie|adhd|epilepsie|migraine|de ziekte van crohn|eczeem"
                      + "|tinnitus|een hernia)"
                      + "|\\bmijn verjaardag is (?:op )?(.+)"),
              "HAS_ATTRIBUTE",
              null,
              false));

  /** An organisation one joins as a member, not as an employee ("joined the rowing club"). */
  static final Pattern CLUB =
      p(
          "\\b(?:\\p{L}*(?:club|vereniging|koor|bond)|choir|gym|society|association|league"
              + "|orchestra|orkest|sportschool|scouting|union)\\b");

  /** A word before a job title that can be part of it ("night nurse"), not a function word. */
  static final String JOB_MODIFIER =
      "(?:(?!(?:bij|de|het|een|naar|met|van|in|op|aan|voor|the|to|at|with|of|for|my|mijn|niet"
          + "|not|no|geen|going|gone|been|ook|nog|al|net|nu|also|still|just|now|bit|little)\\b)"
          + "[\\p{L}-]+ ){0,2}?";

  /** Job titles (English and Dutch), the head of a profession phrase ("product owner"). */
  static final String PROFESSION =
      "(?:nurse|teacher|pilot|doctor|physician|engineer|developer|designer|lawyer|attorney"
          + "|accountant|consultant|manager|product owner|owner|analyst|architect|scientist"
          + "|researcher|programmer|chef|cook|driver|pharmacist|dentist|physiotherapist"
          + "|therapist|journalist|writer|editor|photographer|electrician|plumber|carpenter"
          + "|mechanic|police officer|officer|paralegal|director|professor|lecturer|recruiter"
          + "|secretary|cashier|baker|farmer|firefighter|paramedic|midwife|surgeon|psychologist"
          + "|translator|musician|nanny|tutor|librarian|veterinarian|vet|social worker|caregiver"
          + "|verpleegkundige|verpleger|leraar|lerares|docent|docente|piloot|arts|huisarts"
          + "|ingenieur|ontwikkelaar|ontwerper|advocaat|boekhouder|adviseur|analist"
          + "|onderzoeker|programmeur|kok|chauffeur|apotheker|tandarts|fysiotherapeut"
          + "|journalist|schrijver|redacteur|fotograaf|elektricien|loodgieter|timmerman"
          + "|monteur|directeur|hoogleraar|secretaresse|kassamedewerker|bakker|boer"
          + "|brandweerman|verloskundige|dierenarts|chirurg|psycholoog|vertaler|muzikant"
          + "|bibliothecaris|maatschappelijk werker|kinderopvangmedewerker|zzp'er|projectleider"
          + "|teamleider|beleidsmedewerker|receptionist|receptioniste|hairdresser|waiter|waitress"
          + "|bartender|barista|cleaner|postman|optician|postdoc|phd candidate|entrepreneur"
          + "|ondernemer|kapster|schoonmaker|ober|serveerster|postbode|freelancer"
          // stop 38: the professions people name beside "as / als / is a" on the newer sets'
          // dev lines and the everyday ones they did not name yet (a list of jobs, not phrasings)
          + "|radiographer|radiologist|sonographer|physio|optometrist|barber|carer|care worker"
          + "|support worker|teaching assistant|childminder|estate agent|solicitor|barrister"
          + "|civil servant|economist|statistician|technician|tester|salesperson|sales rep"
          + "|shop assistant|butcher|gardener|landscaper|builder|bricklayer|roofer|decorator"
          + "|painter|welder|an(?:a)?esthetist|p(?:a)?ediatrician|dietitian|dietician|nutritionist"
          + "|counsel(?:l)?or|soldier|apprentice|personal trainer|instructor|administrator"
          + "|bookkeeper|auditor|actuary|banker|broker|hygienist|dental nurse|locksmith|courier"
          + "|interpreter|artist|illustrator|animator|copywriter|surveyor|inspector|curator"
          + "|conservator|restorer|archivist|au pair|fysio|radioloog|laborant|kapper|verzorgende"
          + "|kraamverzorgster|doktersassistente?|makelaar|notaris|ambtenaar|econoom|verkoper"
          + "|verkoopster|caissi[eè]re|slager|hovenier|tuinman|aannemer|metselaar|dakdekker"
          + "|schilder|lasser|technicus|anesthesist|di[eë]tist|politieagent|militair"
          + "|stagiaire?|kleuterjuf|restaurator|archivaris|tolk|kunstenaar|illustrator"
          + "|wetenschapper|instructeur|logopedist|mondhygi[eë]nist(?:e)?|bezorger|conducteur"
          + "|machinist|installateur|stukadoor|tegelzetter|gastouder)";

  /** Dutch job titles also as the head of a compound ("wiskundedocent", "kinderarts"). */
  static final String PROFESSION_NL =
      "(?:\\p{L}+-)?(?:" // "data-analist", "ICT-medewerker": a hyphenated compound's head
          + PROFESSION
          + "|\\p{L}*(?:docent|arts|medewerker|adviseur|leider|ontwikkelaar|verpleegkundige"
          + "|chauffeur|monteur|therapeut|kundige|assistente?|begeleider|wetenschapper|analist"
          + "|ontwerper|co[oö]rdinator|specialist|consulent|beheerder|inspecteur"
          // stop 45: "geluidstechnicus", "bruiloftsfotograaf", "projectmanager", "sportjournalist"
          + "|technicus|fotograaf|journalist|redacteur|schrijver|vertaler|verkoper|trainer|coach"
          + "|planner|architect|manager|programmeur|ingenieur|kapper|tekenaar|kok))";

  /** A named person's job, and employer: "My brother Sam is a pilot for KLM". */
  static final Pattern OTHER_PROFESSION =
      p(
          "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)(?:\\s+(?:is|works as|werkt als"
              + "|is nu|is al jaren) (?:an? |een )?|['’]s an? )("
              + JOB_MODIFIER
              + PROFESSION
              + ")\\b(?:\\s+(?:at|for|bij|voor)\\s+(.+))?");

  /** A named person's birthday: "Hannah's birthday is 14 November", "Kees is 3 mei jarig". */
  static final Pattern OTHER_BIRTHDAY =
      p(
          "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)(?:'s|’s) birthday is\\b"
              + "|\\bde verjaardag van ((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?) is\\b"
              + "|(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?) is (?:op )?[^.,]{1,25}? jarig\\b");

  /**
   * The user's own birthday said with a day: "ik ben morgen jarig", "it's my birthday on Friday".
   */
  static final Pattern OWN_BIRTHDAY =
      p(
          "\\bik ben [^.,]{1,25}? jarig\\b|\\b(?:it's|it is) my birthday\\b|\\bi turn \\d+ (?:on|tomorrow)");

  /** A named person leaving an employer: "Jorge is leaving Shell on October 30". */
  static final Pattern OTHER_LEAVING =
      p(
          "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)\\s+(?:is leaving|leaves"
              + "|vertrekt bij|gaat weg bij|stopt bij)\\s+((?-i:\\p{Lu})[\\p{L}&.'’-]*(?: (?-i:\\p{Lu})[\\p{L}&.'’-]*)*)");

  /** Works-at with a named subject ("Alice works at Acme"). */
  static final Pattern OTHER_WORKS_AT =
      p(
          "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)(?:\\s+[^.,]{0,40}?\\s(?:and|en)\\s+"
              // stop 45: "Onze spelleider is Theo Blom, hij werkt bij Intertoys"
              + "|,\\s+(?:he|she|hij|zij|ze)\\s+|\\s+)"
              + "(?:works|is working|started working|werkt|is begonnen|started a new job|has a new job"
              + "|has been working|got a job|has a job|is employed|werkt al \\p{L}+ jaar|werkt sinds"
              + " \\p{L}+|werkt (?:nu|tegenwoordig|inmiddels)|(?:now|currently) works"
              + "|works (?:now|nowadays|currently)|is in dienst|is aangenomen|has been hired|got hired|was hired"
              + "|is hired|begint|gaat werken|heeft een (?:nieuwe )?\\p{L}*(?:baan|job))"
              + " (?:at|for|bij|voor)\\s+(.+)"
              // "Tom just joined Deloitte as a consultant" (a club joined is a membership:
              // MoreFacts)
              + "|(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)\\s+(?:"
              + "(?:has )?(?:just|recently) joined|has joined|is joining)\\s+((?:the )?(?-i:\\p{Lu}).+)");

  /** A time word beside a lives-in verb ("now", "has", "tegenwoordig", "al vijf jaar"). */
  private static final String LIVES_ADVERB =
      "(?:now|currently|still|recently|just|also|has|nu|tegenwoordig|inmiddels|sinds kort|ook"
          + "|al \\p{L}+ jaar|sinds \\p{L}+)";

  /**
   * Lives-in with a named subject (a title before it is left out), a lower-case apposition ("Stefan
   * from the climbing club lives in Bath now") and time words beside the verb ("Oom Gerrit woont
   * tegenwoordig in Zeeland").
   */
  static final Pattern OTHER_LIVES_IN =
      p(
          "(?<![\\p{L}\\p{N}])(?:(?-i:Oom|Tante|Aunt|Auntie|Uncle|Dr|Mr|Mrs|Ms)\\.? )?"
              + "((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)"
              + "(?: (?:from|van) (?:the |de |het )?(?-i:[\\p{Ll} ]{2,25}?))?"
              + "(?:['’]s)?\\s+(?:"
              + LIVES_ADVERB
              + "\\s+){0,2}(?:lives|moved|woont|is verhuisd|verhuist|verhuisde)(?:\\s+"
              + LIVES_ADVERB
              + "){0,2}\\s+(?:in|to|naar)"
              + "\\s+((?-i:\\p{Lu})[\\p{L}'’-]*(?: (?-i:\\p{Lu})[\\p{L}'’-]*)*)");

  /** A named person's move said with the participle last: "Kees is naar Gent verhuisd". */
  static final Pattern OTHER_MOVED_NL =
      p(
          "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?) (?:is|zijn)"
              + " (?:[\\p{L}\\p{N}]+ ){0,3}?naar ((?-i:\\p{Lu})[\\p{L}'’-]*(?: (?-i:\\p{Lu})[\\p{L}'’-]*)*)"
              + " (?:\\p{L}+ ){0,2}?verhuisd\\b");

  private FactPatterns() {}
}
