package dev.assistantmemory.extract;

import java.util.List;
import java.util.regex.Pattern;

/** The surface patterns of each language, in the order they are tried. */
final class Rules {
  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** Who a task trigger assigns the task to. */
  enum Owner {
    SELF,
    ASSISTANT,
    NAMED,
    /** "she'll ...": the person last named before it. */
    PRONOUN,
    /** "can you review the quote, Bram?": group 1 the action, group 2 the person addressed. */
    ADDRESSED,
    /** "TODO: renew the card, call Bas": the user's, one task per listed item. */
    LIST,
    /** "Tomorrow I'm taking the cat to the vet": the user's, the verb back in its base form. */
    PROGRESSIVE,
    /** "Morgen even de huur overmaken": a Dutch note to self, an action infinitive last. */
    NOTE
  }

  /**
   * A task trigger; group 1 is the action (or, for NAMED, group 1 the name, group 2 the action).
   */
  record TaskRule(Pattern pattern, Owner owner, boolean needsDate) {}

  /** A fact trigger; group 1 is the object. */
  record FactRule(Pattern pattern, String predicate, String objectType, boolean replaces) {}

  static Pattern p(String regex) {
    return Pattern.compile(regex, FLAGS);
  }

  // ---------------------------------------------------------------- tasks

  /** One name or several joined by "and"/"en": "Bram", "Rens en Vera", "Mike and Sara". */
  static final String ADDRESSED_NAMES =
      "(?-i:\\p{Lu}\\p{Ll}+)(?:(?:,\\s*|\\s+(?:and|en|&)\\s+)(?-i:\\p{Lu}\\p{Ll}+))*";

  static final List<TaskRule> USER_TASKS_EN =
      List.of(
          // tenth pass: "Saturday is the last chance to return those shoes"
          new TaskRule(
              p(
                  "^[^,;]{2,40}?\\b(?:is|'s) the (?:last|final) (?:day|chance|date|opportunity) to\\s+"
                      + "(?!(?:be|see|enjoy|visit|watch)\\b)(\\p{L}+\\s+[^,;]+)"),
              Owner.SELF,
              true),
          // tenth pass: "Can you make sure I renew the domain name", "Zorg dat ik morgen de
          // huur betaal": the act is the user's, the assistant only keeps watch
          new TaskRule(
              p(
                  "^\\W*(?:(?:can|could|would|will) you(?: please)?\\s+|please\\s+)?make sure (?:that )?i"
                      + "\\s+(?:remember to\\s+|don'?t forget to\\s+)?(?!(?:am|was|have|had|don'?t|do not"
                      + "|can'?t|won'?t|get some|sleep|rest|relax)\\b)(\\p{L}+\\s+.+)"),
              Owner.SELF,
              false),
          // tenth pass: a reminder continued in a message of its own ("And to clean the keyboard
          // while I'm at it", "Also to book the taxi")
          new TaskRule(
              p(
                  "^\\W*(?:oh,?\\s+)?(?:and|also|plus)(?:\\s+also)?\\s+to\\s+(?!(?:think|be|top|make"
                      + "|say|sum|date|me|you|my|the|a|an|this|that)\\b)(\\p{L}+\\s+.+)"),
              Owner.SELF,
              false),
          new TaskRule(
              p(
                  "\\b(?:remind me(?: (?!to\\b)[^,.;]{0,30}?)? (?:to|that I need to|that I have to)"
                      + "|(?:set|add|create|make|put in|schedule) (?:me )?(?:a |an )?(?:reminder|alert)"
                      + "(?: (?!to\\b)[^,.;]{0,30}?)? (?:to|that I need to|that I have to|for me to)"
                      + "|don'?t let me forget to|i need to remember to|remember to|note to self:?"
                      + "|(?:asked|told|wants|needs|reminded) me to|(?:told|promised|said to)"
                      + " [\\p{L}'’-]+(?: [\\p{L}'’-]+){0,3} (?:that )?i(?:'d|'ll| would| will)"
                      // "I have until Monday to send the lease": the time left for an act
                      + "|(?:i|we)(?:'ve| have)(?: got)? (?:until|till|til|up to) [^,;]{2,30}? to"
                      + "|i(?:'ve| have)(?: got)?(?: only| just| still)* [\\p{L}\\d]+ (?:more )?(?:days?|weeks?)"
                      + "(?: left| from (?:today|now))? to"
                      // stop 37: the time left without "have" ("Nine days left to apply for ...")
                      + "|^\\W*(?:(?:only|just|still) )?[\\p{L}\\d]+ (?:more )?(?:days?|weeks?)"
                      + " (?:left|to go) to"
                      // "must not forget to": a reminder to oneself, not a negation
                      + "|(?:i )?(?:must ?n[o']?t|can ?n[o']?t|should ?n[o']?t|mustn't|can't|cannot|shouldn't)"
                      + " forget to|(?:i )?must remember to"
                      + "|(?:add|put) (?:to|on) my (?:to-?do )?list:?"
                      // "I promised Lisa to call her back": the promise is the user's
                      + "|\\bi(?:'ve| have)? promised (?-i:\\p{Lu}\\p{Ll}+) to"
                      // "I have a deadline on Friday for the grant application"
                      + "|\\bi(?:'ve| have)(?: got)? (?:a|another) deadline(?: [^,;]{0,25}?)? for)\\s+(.+)"),
              Owner.SELF,
              false),
          new TaskRule(
              p(
                  "(?:^|[,;:]\\s*)\\W*(?:(?:also|and|so|then|but|still)\\s+)?(?:need to|have to|must"
                      + "|gotta|got to|still need to|gonna)\\s+(.+)"),
              Owner.SELF,
              false),
          // stop 36: chat drops the subject of a promise ("Will call the bank tomorrow", "ok will
          // send it tonight", "..., will do it tomorrow"); a question or a name ("Will Smith") is
          // none
          new TaskRule(
              p(
                  "(?:^|[,;:]\\s*)\\W*(?:(?:ok|okay|sure|yes|yeah|yep|alright|and|so|then|but)\\s*,?\\s+)?"
                      + "(?-i:[Ww]ill)\\s+(?!(?:you|u|he|she|it|they|we|i|there|this|that|these|those|the|a|an"
                      + "|my|your|his|her|our|their|be|have|probably|likely|not|never|see|try|def|defo"
                      + "|definitely|surely|always|ever)\\b)"
                      // "will finish after dinner": the act's object said before, not here
                      + "(?!\\p{L}+\\s+(?:after|later|tonight|tomorrow|soon|today|first|asap|when|once"
                      + "|in the|this|next|on)\\b)(?-i:(\\p{Ll}+\\s+[^?]+))$"),
              Owner.SELF,
              false),
          new TaskRule(p("^(.+?),? (?:please )?remind me\\b"), Owner.SELF, false),
          new TaskRule(
              p("^@([\\p{L}][\\w.-]*)\\s+(?:can|could|would|will) you(?: please)?\\s+(.+)"),
              Owner.NAMED,
              false),
          new TaskRule(
              p("\\b(?:she|he)(?:'ll| will| is going to| needs to| has to| promised to)\\s+(.+)"),
              Owner.PRONOUN,
              false),
          new TaskRule(
              p(
                  "^\\W*(?:todo|to-do|to do|action items?|note to self)\\s*[:\\-–]\\s*(.+)"
                      // "TODO renew the domain": the marker without its colon (stop 37)
                      + "|^\\W*(?-i:TODO|ToDo|Todo|todo)\\s+(?!lists?\\b|items?\\b|app\\b|for\\b)"
                      // stop 38: "Todo for the move:" heads the items under it
                      + "(?![^:]*:\\s*$)(\\p{L}.+)"
                      // a note to self headed by a time or "plans": "Tomorrow morning: call the
                      // insurance", "Weekend plans: fix the fence, clean the gutters"
                      + "|^\\W*(?:note|reminder|(?:weekend |today'?s |tomorrow'?s )?plans|plans? for (?:today"
                      + "|tonight|tomorrow|the weekend|this weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
                      + "|today|tonight"
                      + "|tomorrow(?: morning| afternoon| evening)?|this (?:morning|afternoon|evening"
                      + "|week|weekend)|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: morning"
                      + "| afternoon| evening)?|next week)\\s*:\\s*(.+)"
                      // tenth pass: "Things for this week: ...", "Errands tomorrow: ..."
                      + "|^\\W*(?:things|stuff|jobs|tasks|errands|chores)(?: to do| i need to do)?(?: for)?"
                      + "(?: (?:this|next) (?:week|weekend)| today| tomorrow| the weekend)?\\s*:\\s*(.+)"),
              Owner.LIST,
              false),
          new TaskRule(
              p(
                  "^\\W*(?:(?:please|can you|could you|would you)\\s+)?(?:add|put|stick)\\s+['\"‘“]?(.+?)['\"’”]?(?<!\\bback)\\s+(?:to|on) (?:my|the) (?:to-?do |todo )?list\\b"),
              Owner.SELF,
              false),
          new TaskRule(
              p(
                  "^\\W*(?:(?:now|also|then|and|ok(?:ay)?|so|first|next),?\\s+)*((?:book|send|draft"
                      + "|find|order|buy|pay|schedule|reschedule|call|phone|email|e-mail|text|write"
                      + "|remind(?!\\s+(?:me|us)\\b)"
                      + "|prepare|renew|reserve|arrange|organi[sz]e|set up|research|compile|create"
                      + "|update|print|pick up|drop off|sign (?:me )?up|register|finish|submit|file"
                      + "|fill (?:in|out)|reply to|respond to|invite|contact|return|collect|look for"
                      + "|get me|make (?:a|an|me)|plan|translate"
                      // thirteenth pass: "Hand in the reimbursement form by Tuesday"
                      + "|hand in|apply for|fix|repair|mow|hoover|vacuum)"
                      + "\\b(?!\\s*:|\\s+(?:it|that|this|them|from|about|is|was|has|came|arrived"
                      + "|confirmed|sent|went)\\b)\\s+.+)"),
              Owner.ASSISTANT,
              false),
          new TaskRule(
              p(
                  "(?:^|\\b(?:tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday"
                      + "|sunday|weekend|week|morning|afternoon|evening|later|month"
                      + "|\\d{1,2}(?:st|nd|rd|th)?)\\W+)(?:i'm|i am|we're|we are)\\s+((?!(?:going"
                      + "|gonna|meeting|seeing|flying|travell?ing|leaving|coming|staying|attending|having"
                      + "|celebrating|playing|working|presenting|hosting|running|starting|visiting"
                      + "|heading|spending|getting|feeling|thinking|hoping|planning|skipping|missing"
                      + "|cancell?ing|avoiding|declining|dreading|off|out|away|in|at"
                      // travel and leisure are occasions: "we're driving to the coast"
                      + "|(?:driving|cycling|walking|riding|sailing|hiking|biking) (?:to|down|up|around"
                      + "|through|home|back)|camping|swimming|relaxing|resting|dining|eating out|partying"
                      + "|on|not|still|just|really|so|also|busy|free|back|home|sick)\\b)[\\p{L}]+ing\\b.+)"),
              Owner.PROGRESSIVE,
              true),
          // "Tomorrow I call the bank", "Saturday we paint the fence": a present tense plan headed
          // by one coming time (a plural "On Mondays" is a habit); an action verb right after
          new TaskRule(
              p(
                  "^(?![^?]*\\?\\s*$)\\W*(?:on |this |next |this coming )?(?:tomorrow|today|tonight|later today"
                      + "|this (?:morning|afternoon|evening|weekend)|(?:mon|tues|wednes|thurs|fri|satur"
                      + "|sun)day|next week)(?: (?:morning|afternoon|evening|night))?,?\\s+(?:i|we)\\s+"
                      + "((?:"
                      + String.join("|", ActionVerbs.PLAN_VERBS_EN)
                      + ")\\s+(?!(?:it|that|this|them|myself|ourselves|to|nothing|anything|anyone|nobody)\\b)\\S.*)"),
              Owner.SELF,
              true),
          new TaskRule(
              p(
                  "(?<!\\bif )(?<!\\bwhen )\\b(?:i'?ll (?:have|need) to|i will (?:have|need) to|i'?ll"
                      + "|i will|i'm going to|i am going to|i'm gonna"
                      // "I'm finally going to ...", "I really need to ...": an adverb in between
                      + "|i'?m (?:finally|really|definitely|actually|just|totally|also) (?:going to|gonna)"
                      + "|i (?:really|definitely|finally|also|just|actually|seriously|absolutely|urgently"
                      + "|still) (?:need to|have to"
                      + "|must|gotta)"
                      + "|i need to|i have to|i've got to|i got to|i must|i promise to|i plan to"
                      // "I promised to return the drill", "I volunteered to organise the lunch"
                      + "|i(?:'ve| have)? promised to|i(?:'ve| have)? volunteered to"
                      // "I offered to drive Gran" (one turned down is dropped by DeclinedOffers)
                      + "|i(?:'ve| have)? offered to"
                      // "I signed up to run the tombola", "I've agreed to help Maria paint": a
                      // commitment with its act ("agreed to the terms" names none)
                      + "|i(?:'ve| have)? (?:signed up|agreed) to(?=\\s+(?!(?:the|a|an|my|our|your|this"
                      + "|that|these|those|it|their|his|her|be)\\b)\\p{L}+\\s)"
                      + "|i intend to|i still need to|i still have to|i gotta|i should|let me"
                      + "|i'm supposed to|i am supposed to|i owe \\w+)\\s+(.+)"),
              Owner.SELF,
              false),
          new TaskRule(
              p("\\bwe (?:need to|have to|must|should|will|'ll|are going to|'re going to)\\s+(.+)"),
              Owner.SELF,
              false),
          // "Let's finalise the budget tomorrow": a plan with a day ("let's do it sometime" is
          // none)
          new TaskRule(
              p("^\\W*(?:(?:ok(?:ay)?|so|then|right),?\\s+)?let'?s\\s+(.+)"), Owner.SELF, true),
          new TaskRule(
              p(
                  "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?"
                      + "(?: (?:and|&) (?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)?)"
                      + "(?:\\s+(?:from|van)\\s+(?:the |de |het )?(?-i:\\p{Lu})[\\p{L}.&-]*(?: (?:(?:of|for|van|voor|der|de) )?(?-i:\\p{Lu})[\\p{L}.&-]*)*)?"
                      + "\\s+(?:will|'ll|is going to|are going to|'re going to|both will|will both"
                      + "|needs to|need to|has to|have to|should|promised to|agreed to|is supposed to|offered to"
                      + "|volunteered to)"
                      + "\\s+(.+)"),
              Owner.NAMED,
              false),
          // stop 38: the minutes' shorthand "Laila to circulate the rota by Wednesday", "Tom and
          // Ana to book the venue": a named person and an act in its base form open the sentence
          new TaskRule(
              p(
                  "^\\W*(?!(?:time|need|nice|good|great|happy|glad|hard|easy|back|off|welcome|ready|hope"
                      + "|trying|going|want|reminder|note|plan|due|sure|able|free|way|thanks|thank|remember"
                      + "|forgot|order|help|must|got|have|has|had|used|quick|reason|tip|next|first|last"
                      + "|up|down|out|home|how|what|where|when|why|who|which|also|then|so|just|only)\\b)"
                      + "((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?:and|&) (?-i:[\\p{Lu}][\\p{Ll}]+))?)\\s+to\\s+"
                      + "((?:"
                      + String.join("|", ActionVerbs.PLAN_VERBS_EN)
                      + ")\\s+(?!(?:it|that|this|them)\\b)\\S.*"
                      + "|(?!(?:be|have|get|go|come|see|meet|the|a|an)\\b)\\p{Ll}{3,}\\s+(?:the|our|my"
                      + "|his|her|their)\\s.*)"),
              Owner.NAMED,
              false),
          // "Femke takes care of the cake", "Ana is in charge of the drinks": a duty, no day needed
          new TaskRule(
              p(
                  "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?"
                      + "(?: (?:and|&) (?-i:[\\p{Lu}][\\p{Ll}]+))?)"
                      + "\\s+((?:takes care of|is taking care of|'s taking care of|is in charge of"
                      + "|'s in charge of|are in charge of|is responsible for|are responsible for"
                      + "|'s responsible for) (?:the|a|an|our|my|all the|all) .+)"),
              Owner.NAMED,
              false),
          // "Lisa's doing the groceries tomorrow": a named person's plan with a coming day
          new TaskRule(
              p(
                  "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+))(?:'s| is)\\s+((?!(?:going|gonna|meeting|seeing|flying"
                      + "|travell?ing|leaving|coming|staying|attending|having|celebrating|playing|working"
                      + "|visiting|heading|spending|feeling|thinking|hoping|planning|driving|cycling|walking"
                      + "|riding|sailing|hiking|camping|swimming|relaxing|resting|dining|eating|sleeping"
                      + "|moving|starting|running|joining|taking (?:a|the) (?:day|week|train|bus|plane|flight)"
                      + "|still|not|off|out|away|back|home|on|in|at|also|just|really)\\b)"
                      + "\\p{L}{2,}ing\\s+(?:(?:the|a|an|our|my|his|her|their|all|some|dinner|lunch|breakfast)\\b"
                      + "|(?-i:\\p{Lu})\\p{Ll}+\\s+(?:to|from|home)\\b).+)"),
              Owner.NAMED,
              true),
          // "Ruben takes care of the drinks on Saturday": a named person's present tense about a
          // coming day is an arrangement (a day needed: "Ruben cooks" alone is a habit)
          new TaskRule(
              p(
                  "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?"
                      + "(?: (?:and|&) (?-i:[\\p{Lu}][\\p{Ll}]+))?)"
                      + "\\s+((?:takes care of|handles|brings|picks up|drops off|sorts out|organi[sz]es"
                      + "|arranges|books|buys|gets|makes|cooks|bakes|prepares|collects|sends|fixes"
                      + "|takes)\\s+(?!(?:a |an )?(?:break|nap|walk|shower|day off|holiday|vacation)\\b).+)"),
              Owner.NAMED,
              true),
          new TaskRule(
              p(
                  "^(?:hey,?\\s+|ok,?\\s+|also,?\\s+)?(?:can|could|would|will) you(?: two| both| all)?"
                      + "(?: please| pls)?\\s+(.+?),\\s*("
                      + ADDRESSED_NAMES
                      + ")\\s*[?!.]*$"),
              Owner.ADDRESSED,
              false),
          new TaskRule(
              p(
                  "(?:^|,\\s*)(?:hey,?\\s+|ok,?\\s+|also,?\\s+)?(?:(?:can|could|would|will) (?:you|u)"
                      + "|i'?d like you to|i would like you to|i want you to|i need you to)"
                      + "(?: please| pls)?"
                      + "\\s+(.+)"),
              Owner.ASSISTANT,
              false),
          new TaskRule(p("^(?:please|pls)\\s+(.+)"), Owner.ASSISTANT, false),
          ListedIntentions.EN.get(0),
          ListedIntentions.EN.get(1));

  static final List<TaskRule> USER_TASKS_NL =
      List.of(
          // "Vrijdag is de laatste kans om kaartjes te kopen": the last day for an act
          new TaskRule(
              p(
                  "^[^,;?]{2,40}?\\bis de (?:laatste|uiterste) (?:dag|kans|datum|mogelijkheid) om\\s+"
                      // to enjoy or see something is no errand ("om van de zon te genieten")
                      + "(?![^,;]*\\bte\\s+(?:genieten|zijn|zien|kijken|bezoeken|zwemmen)\\b)"
                      + "([^?]+\\ste\\s+\\p{L}+en\\b[^?]*)$"),
              Owner.SELF,
              true),
          new TaskRule(
              p(
                  "\\bherinner (?:me|mij)\\b(?:[^,.;]{0,40}?\\baan)?,?\\s+(?:om |dat ik |aan )(.+)"
                      // "Ik heb tot vrijdag om het formulier in te vullen"
                      // stop 37: without "ik heb" ("Nog 9 dagen om de dakgoot te laten repareren")
                      + "|(?:\\bik heb (?:nog )?|^\\W*nog )(?:(?:tot(?: en met)?|t/m) [^,;]{2,30}?|(?:maar )?[\\p{L}\\d]+ (?:dagen|dag|weken|week))"
                      + " (?:de tijd )?om\\s+((?:.+\\s)?te\\s+\\p{L}+en\\b.*)"
                      // "niet vergeten: de huur betalen", "ik mag niet vergeten de huur te betalen"
                      + "|^\\W*(?:(?:ik )?(?:mag|moet) )?niet vergeten(?: om)?\\s*[:,-]?\\s+(.+)"
                      + "|\\bherinnering\\s+(?:(?:zetten|maken|instellen|inplannen|toevoegen)\\s+)?"
                      + "(?:[^,.;]{0,30}?\\s)?(?:om |dat ik |zodat ik )(.+)"
                      + "|\\b(?:wil|kun|kunt|zou) (?:je|jij|u) (?:me|mij)\\b[^,.;]{0,40}?herinneren"
                      + " (?:om |dat ik |aan )?(.+)|\\bherinner (?:me|mij) (?:eraan|er aan) (?:om |dat ik )?(.+)"
                      + "|\\b(?:zet|schrijf) (?:op|in) mijn (?:to-?do-?)?(?:lijstje|lijst|agenda):?\\s+(.+)"
                      + "|\\b(?:heeft|hebben) (?:me|mij) gevraagd (?:om )?(.+)"
                      + "|\\b(?:beloofd|toegezegd|beloofde [^,;]{1,30}?) dat ik\\s+(.+)"
                      // "Vergeet niet om de vuilnisbak buiten te zetten": a reminder to the user
                      + "|^\\W*vergeet (?:het )?niet\\s*[:,]?\\s+(?:om )?(.+\\s\\p{L}{3,}en)\\W*$"
                      // "Ik ben van plan om morgen de huisbaas te bellen"
                      + "|\\bik ben (?:van )?plan(?:s)? (?:om )?(.+\\ste\\s+\\p{L}+en\\b.*)"
                      // "Zet 'batterijen kopen' op mijn lijstje"
                      + "|^\\W*(?:zet|schrijf)\\s+['\"‘“](.+?)['\"’”]\\s+(?:op|in) (?:mijn|de)"
                      + " (?:to-?do-?)?(?:lijstje|lijst)\\b"
                      // "Woensdag heb ik een deadline voor het verslag"
                      + "|\\b(?:heb ik|ik heb) (?:nog )?(?:een )?deadline(?: [^,;]{0,25}?)? voor\\s+(.+)"),
              Owner.SELF,
              false),
          new TaskRule(p("\\bik wil dat (?:je|jij|u)\\s+(.+)"), Owner.ASSISTANT, false),
          new TaskRule(
              p(
                  "^\\W*(?:(?:morgen|overmorgen|vandaag|vanavond|vanmiddag|vanochtend|straks|zometeen|nog"
                      + "|even|ff|effe|eerst|ook|dan|(?:maan|dins|woens|donder|vrij|zater|zon)dag|morgenochtend"
                      + "|morgenmiddag|morgenavond|uiterlijk|als eerste|meteen|direct|vóór"
                      // "Uiterlijk 20 maart de aanvraag indienen", "Binnen vijf dagen het formulier
                      // terugsturen"
                      + "|\\d{1,2}\\s+(?:jan|feb|maart|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\\p{L}*"
                      + "|(?:binnen|over) (?:\\d+|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien"
                      + "|veertien) (?:dagen|dag|weken|week))\\s+)+((?:de|het|een|mijn|onze)\\s+[^,;?]+?\\s+\\p{L}{3,}en)"
                      + "(?:\\s+(?:morgen|vandaag|vanavond|straks|nog))?\\W*$"),
              Owner.NOTE,
              false),
          new TaskRule(
              p(
                  "^@([\\p{L}][\\w.-]*)\\s+(?:kun|kan|kunt|wil|zou) (?:je|jij|u)(?: even| alsjeblieft)?"
                      + "\\s+(.+)"),
              Owner.NAMED,
              false),
          new TaskRule(
              p("\\b(?:zij|hij|ze)\\s+((?:gaat|zal|moet|(?-i:\\p{Ll}+t))\\s+.+)"),
              Owner.PRONOUN,
              true),
          new TaskRule(
              p(
                  "^\\W*(?:todo|to-do|to do|actiepunt(?:en)?|taak|notitie voor mezelf|note to self"
                      + "|memo aan mezelf)\\s*[:\\-–]\\s*(.+)"
                      // tenth pass: "Vandaag nog: ...", "Klusjes voor het weekend: ..."
                      + "|^\\W*(?:(?:\\p{L}+ )?(?:taken|klusjes|dingen|boodschappen)(?: voor)?(?: vandaag| morgen"
                      + "| deze week| het weekend| dit weekend)?\\s*:|(?:vandaag(?: nog)?|morgen|deze week"
                      + "|dit weekend)\\s*:(?=[^,.]+,))\\s*(.+)"),
              Owner.LIST,
              false),
          new TaskRule(
              p(
                  "^\\W*(?:(?:en|ook|nu|dan|oké?),?\\s+)*((?:boek|stuur|zoek|bestel|plan|regel|maak"
                      + "|schrijf|bel|mail|reserveer|koop|betaal|vraag|verstuur|annuleer|zeg|print"
                      + "|vul|meld|reageer|beantwoord|vertaal|organiseer|check)\\b"
                      + "(?!\\s+(?:jij|je|u|ik|we|wij|ze|zij|hij|het|dat|dit|die|maar)\\b)\\s+[^?]+)$"),
              Owner.ASSISTANT,
              false),
          new TaskRule(
              p(
                  // "Sanne en ik gaan ...": read apart, the user's clause keeps the plural verb
                  "(?<!\\bals )\\bik (?:ga|zal|moet|moet nog|wil nog|ga nog|zal nog|beloof|beloof je"
                      + "|gaan|moeten|zullen"
                      + "|moet echt|moet nog even|ga even|zal even|heb beloofd"
                      // "Ik heb aangeboden de lunch te organiseren"
                      + "|heb aangeboden(?: om)?|heb toegezegd(?: om)?|beloofde(?: om)?"
                      // "Ik heb me opgegeven om de kassa te doen": a commitment with its act
                      + "|heb (?:me|mij) (?:opgegeven|aangemeld) om(?=.*\\ste\\s+\\p{L}+en\\b))\\s+(.+)"),
              Owner.SELF,
              false),
          // "Ik heb tegen Pim gezegd dat ik de foto's morgen stuur": said with a day, a promise
          new TaskRule(p("\\bgezegd dat ik\\s+(.+)"), Owner.SELF, true),
          new TaskRule(
              p(
                  "\\bik (stuur|bel|mail|maak|regel|boek|schrijf|lever|betaal|check|bestel|plan"
                      + "|breng|haal|zet|doe|app|vraag|zeg|kijk|zorg|ruim|koop|lees)\\s+(.+)"),
              Owner.SELF,
              true),
          new TaskRule(
              p(
                  "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)"
                      + "(?:\\s+(?:from|van)\\s+(?:the |de |het )?(?-i:\\p{Lu})[\\p{L}.&-]*(?: (?:(?:of|for|van|voor|der|de) )?(?-i:\\p{Lu})[\\p{L}.&-]*)*)?"
                      + "\\s+((?!(?:dat|wat|niet|met|het|tot|dit|toch|echt|net|vast|best|ooit|nooit|want"
                      + "|omdat|zodat|straks|laatst|eerst|liefst|meest|ligt|staat|zit|is"
                      // a modal is no errand of its own: "Joris moet vrijdag de auto ophalen"
                      + "|moet|gaat|zal|wil|mag|kan|zou"
                      // opinions, states and pastimes are no errand: "Dirk vindt maandag prima"
                      + "|vindt|werkt|denkt|zegt|weet|hoopt|heeft|blijft|woont|slaapt|voelt|lijkt|wordt"
                      + "|viert|rust|eet|drinkt|speelt|wacht|logeert|verdient|kost|duurt)\\b)"
                      + "(?-i:\\p{Ll}{2,}t)\\s+.+)"),
              Owner.NAMED,
              true),
          new TaskRule(p("\\bwe (?:moeten|gaan|zullen|moeten nog)\\s+(.+)"), Owner.SELF, false),
          new TaskRule(
              p(
                  "(?<![\\p{L}\\p{N}])((?-i:[\\p{Lu}][\\p{Ll}]+)(?: (?-i:[\\p{Lu}][\\p{Ll}]+))?)"
                      + "(?:\\s+(?:from|van)\\s+(?:the |de |het )?(?-i:\\p{Lu})[\\p{L}.&-]*(?: (?:(?:of|for|van|voor|der|de) )?(?-i:\\p{Lu})[\\p{L}.&-]*)*)?"
                      + "\\s+(?:gaat|zal|moet|belooft"
                      + "|heeft beloofd|neemt|heeft aangeboden(?: om)?|heeft toegezegd(?: om)?)\\s+(.+)"),
              Owner.NAMED,
              false),
          new TaskRule(
              p(
                  "^(?:hé,?\\s+|hey,?\\s+|oké?,?\\s+)?(?:kun|kan|kunt|zou|wil|kunnen|zouden|willen)"
                      + " (?:je|jij|u|jullie)(?: alsjeblieft| alstublieft| even| misschien| nog)*"
                      + "\\s+(.+?),\\s*("
                      + ADDRESSED_NAMES
                      + ")\\s*[?!.]*$"),
              Owner.ADDRESSED,
              false),
          new TaskRule(
              p(
                  "^(?:hé,?\\s+|hey,?\\s+|oké?,?\\s+)?(?:kun|kan|kunt|zou|wil) (?:je|jij|u)"
                      + "(?: alsjeblieft| alstublieft| even| misschien| nog)*\\s+(.+)"),
              Owner.ASSISTANT,
              false),
          // "Graag de stukken uiterlijk vrijdag terugsturen", "Gelieve het formulier te
          // ondertekenen":
          // the impersonal instruction of a letter or a note, the reader's (the user's) to do
          new TaskRule(
              p("^(?:graag|gelieve)\\s+(.+\\s(?:te\\s+)?\\p{L}{3,}en)\\W*$"), Owner.SELF, false),
          // not "Graag ontvangen wij uw reactie" (we would like to receive): the writer's wish
          new TaskRule(
              p("^(?:graag|alsjeblieft|gelieve)\\s+(?!gedaan\\b|\\p{L}+ (?:wij|we|ik)\\b)(.+)"),
              Owner.ASSISTANT,
              false),
          // "Zorg dat de presentatie er vóór dinsdag is": make sure of a thing, the assistant's
          new TaskRule(
              p(
                  "^\\W*zorg (?:er ?voor |even |wel )?dat\\s+(.+?)(?:\\s+er)?\\s+(?:is|zijn|ligt|liggen|staat|staan|klaar"
                      + " (?:is|zijn|ligt|staat))\\b"),
              Owner.ASSISTANT,
              false),
          ListedIntentions.NL.get(0));

  /** A task action that is not a commitment ("I'll be late", "can you tell me ..."). */
  static final Pattern NOT_AN_ACTION =
      p(
          "^(?:be|feel|think|guess|bet|say|see|wonder|try|probably|never|not|no longer|always"
              + "|just say|find out (?:what|when|where|which|whether|if|how)|look up|forget(?=\\W*$)"
              + "|miss (?:it|that|this)(?=\\W*$)|voor (?:de|het)|heeft gevraagd|vroeg of|heeft (?:het )?gezegd"
              + "|check (?:what|when|where|which|whether|if|how)|bother"
              + "|tell me|explain|show me|help me understand|recommend|suggest|summari[sz]e"
              + "|describe|give me (?:an?|some) (?:idea|example|overview|summary)|what|why|how"
              + "|who|when|where|do that|do it|like|love|hate|prefer|want|have to admit|admit"
              + "|need to know|know|go to (?:the )?(?:bed|sleep)|sleep|relax|enjoy|keep that"
              + "|leave (?:it|that|this|them|[^,.;]{1,40}) (?:for now|for the time being|be|alone)"
              + "|keep you posted|let you know|get back to you|zijn(?=\\s*$)|denken|zeggen|vertellen"
              + "|uitleggen|laten zien|me vertellen|mij vertellen|me uitleggen|even kijken"
              + "|eens kijken|naar (?:huis|bed)|slapen|proberen|er ?van genieten|het (?:leuk|fijn)"
              // letting off steam is no errand: "I just need to vent", "even mijn hart luchten"
              + "|(?:(?:even|eventjes|gewoon|just|really|a bit|een beetje)\\s+)*(?:vent|rant"
              + "|let off steam|blow off steam|get (?:it|this|something) off my chest|stoom afblazen"
              + "|(?:mijn )?hart luchten|mijn ei kwijt|spuien|uitrazen|klagen|mopperen|zeuren))"
              + "\\b");

  /**
   * Irony that takes back the commitment it wraps ("Sure, I'll file my taxes early. When pigs
   * fly."): an idiom of impossibility, a sarcasm tag, or an exaggerated "oh sure / ja hoor" with an
   * intensifier. A message with it yields no open task.
   */
  private static final String INTENSIFIER =
      "(?:totally|definitely|absolutely|certainly|of course|sure|no problem"
          + "|natuurlijk|zeker|tuurlijk|vast|echt wel|gegarandeerd"
          // the whole of a big thing done in passing: "Ja hoor, ik schrijf vanavond even mijn hele
          // scriptie", "Oh sure, I'll just quickly redo the entire website"
          + "|even (?:[\\p{L}]+ ){0,3}(?:mijn|de|het|ons|onze) hele|just (?:quickly )?(?:[\\p{L}]+ ){0,2}"
          + "(?:the|my) (?:entire|whole))";

  static final Pattern IRONY =
      p(
          "\\bwhen pigs fly\\b|\\bpigs might fly\\b|\\bhell freezes over\\b|\\bin your dreams\\b"
              + "|\\bpigs (?:will |would |can |could |might )?fly\\b"
              // stop 37: the Dutch idiom put as a statement ("En varkens kunnen vliegen.")
              + "|\\b(?:varkens|koeien) (?:kunnen|gaan|zullen) (?:ook )?vliegen\\b"
              + "|\\bover my dead body\\b|\\bnot in a million years\\b|\\bdream on\\b"
              + "|\\bfat chance\\b|(?:^|[.!?]\\s+)not a chance[.!]*\\s*$"
              + "|\\band i'?m the (?:pope|queen|king)\\b|\\ben ik ben de (?:paus|koningin|koning|keizer)\\b"
              + "|\\bover mijn lijk\\b|\\bals de kalveren op het ijs dansen\\b|\\bammehoela\\b"
              + "|\\bdroom (?:maar )?lekker (?:verder|door)\\b|\\bin geen honderd jaar\\b"
              + "|\\bsaid no ?one ever\\b|\\bzei niemand ooit\\b|\\bbelieve it when i see it\\b"
              + "|\\bgeloof (?:het|ik het) pas als ik het zie\\b|\\bwho am i kidding\\b|\\bwie hou ik voor de gek\\b"
              + "|\\bin my dreams\\b|\\byeah,? right\\b|\\blike i'?m (?:ever )?(?:going|gonna) to\\b"
              + "|\\blike that'?s (?:ever )?going to happen\\b|(?:^|\\s)/s\\b|(?:^|[.!?]\\s+)not[.!]*\\s*$"
              + "|\\b(?:probably|likely|realistically|so) never\\b|\\b(?:waarschijnlijk|dus) nooit\\b"
              + "|\\bright after my nap\\b|\\bals de hel bevriest\\b|\\bmet sint[- ]juttemis\\b"
              + "|\\bals de koeien op het ijs\\b|\\bik zal wel gek zijn\\b|\\bkan ik mooi fluiten\\b"
              + "|^\\W*(?:oh,? (?:sure|absolutely|yes|yeah|totally)|lol,? (?:yes|yeah|sure)|yeah,? sure"
              + "|sure,? sure|ja,? ja|jaja|ja hoor|tuurlijk joh|nou,? vast)\\b"
              + "(?:[^.?!]*\\b"
              + INTENSIFIER
              + "\\b"
              // or as a tag of its own at the end: "Ja hoor, ik ga morgen sporten. Tuurlijk."
              + "|(?s:.*)[.!?]\\s+"
              + INTENSIFIER
              + "[.!]*\\s*$)");

  /**
   * A negation in the middle field of a Dutch clause ("ik ga de schuur niet opruimen", "ik ga dit
   * jaar geen kaarten sturen"): the intention is negated. "niet vergeten" is not a negation of the
   * act.
   */
  static final Pattern NEGATED_NL =
      p("(?<!\\bof )\\b(?:niet|geen|nooit|niks|niets|allerminst)\\b(?!\\s+(?:vergeten|vergeet))");

  /** Where a Dutch subordinate clause starts: a negation after it negates something else. */
  static final Pattern SUBORDINATE_NL =
      p("\\b(?:of|dat|als|omdat|zodat|want|wanneer|voordat|zodra|tenzij|zonder)\\b");

  /** "I'm going to Paris" / "ik ga naar ..." is a movement, not a task. */
  static final Pattern MOVEMENT =
      p(
          "^(?:the (?:gym|office|beach|park|store|shop|doctor|dentist|cinema|movies|city|airport)"
              + "\\b|naar\\b|op vakantie\\b|op reis\\b|home\\b|bed\\b|work\\b)");

  /**
   * A whole label that names no errand: going somewhere, working, getting up, talking in general,
   * starting a job or a course (a life event, a fact), a pleasantry.
   */
  static final Pattern NOT_AN_ERRAND =
      p(
          "^(?:naar\\b(?!.*\\s\\p{L}{3,}en(?:\\s|$)).*|werken|work|go to work|vroeg(?: op)?|early|opstaan|get up(?: early)?|talk"
              + "|praten|chat|het er\\b.*\\bover hebben|grab (?:a )?(?:coffee|drink|drinks|lunch|a bite)"
              + "|(?:aan|met) (?:mijn|een|de|het) (?:nieuwe )?(?:baan|job|studie|opleiding|stage|werk)"
              + "(?: bij .*)? (?:beginnen|starten)|start (?:my|a) (?:new )?(?:job|course|degree|internship)"
              + "(?: (?:at|with) .*)?"
              // stop 40: a new employer, "(Maandag) bij Bakkerij Jansen (als bakker) beginnen"
              + "|(?:\\p{L}+ )?bij (?-i:\\p{Lu})[^,;]{0,60} (?:beginnen|starten)"
              // an arrival is no errand: "(the refund should) come (through)", "(keys will) arrive"
              + "|(?:come|arrive|turn up|show up|land|come (?:through|in|back|over|round|around|by))"
              + "(?: (?:apparently|probably|soon|eventually|hopefully|then|later|anyway))?)$");

  /** Words around a date that belong to it, stripped from task labels. */
  static final Pattern DATE_CUE_EN =
      p(
          "\\s*(?:\\b(?:by|before|on|due|due on|due by|until|till|no later than|at the latest|"
              + "for|the deadline is|deadline is|deadline)\\s*)+$");

  static final Pattern DATE_CUE_NL =
      p(
          "\\s*(?:(?<![\\p{L}])(?:uiterlijk|vóór|voor|tegen|op|deadline voor|deadline is|deadline"
              + "|ten laatste)\\s*)+$");

  // ---------------------------------------------------------------- deadlines and events

  static final Pattern NO_DEADLINE =
      p(
          "\\b(?:no (?:longer a |longer any )?(?:(?:fixed|hard|real|set|strict|firm) )?deadline"
              + "|there'?s no deadline|there is no deadline|geen (?:vaste|harde|echte|strikte) deadline"
              + "|deadline(?: (?:for|of|on) [^,.;]{1,40}?)?(?: (?:is|has been|was|got)|'s(?: been)?) (?:removed|dropped|lifted|cancelled|canceled|off|gone|scrapped)"
              + "|without (?:a )?deadline|no due date|geen deadline|deadline\\b[^.]{0,60}?\\b(?:is |wordt )?(?:vervallen"
              + "|vervalt|geschrapt|weg|van tafel|laten vallen|afgeschaft|losgelaten)|zonder deadline"
              + "|geen einddatum|(?:dropped|scrapped|removed|lifted|cancelled|canceled|forget|scratch)"
              + "(?: that| the)? deadline)\\b");

  /** A cancellation word that is about the deadline, not the task ("dropped the deadline"). */
  static final Pattern ABOUT_THE_DEADLINE =
      p(
          "\\b(?:deadline|due date|termijn|einddatum)\\b[^.]{0,40}?\\b(?:dropped|scrapped|cancel(?:l?ed)?"
              + "|removed|geschrapt|afgeschaft|laten vallen|vervallen)\\b"
              + "|\\b(?:dropped|scrapped|cancel(?:l?ed)?|removed|forget|scratch)(?: that| the)?"
              + " (?:deadline|due date)\\b");

  /** A deadline at week or month level: a task, though no day ("by the end of the month"). */
  static final Pattern PERIOD_DEADLINE =
      p(
          "\\b(?:by|before|at|until|till|tegen|vóór|voor|uiterlijk|aan)?\\s*(?:the |het )?"
              + "(?:end|eind|einde) (?:of|van) (?:the |this |next |de |deze |volgende |het )?"
              + "(?:week|month|year|quarter|maand|jaar|kwartaal)\\b"
              + "|\\beinde? (?:deze|volgende) (?:week|maand)\\b|\\bmonth-end\\b");

  private Rules() {}
}
