package dev.assistantmemory.extract;

import java.util.regex.Pattern;

/**
 * The words of a status follow-up: done, dropped, started, back on the list, a terse reference to
 * the one open task, a negation (split out of {@link Rules}, no change in behaviour).
 */
final class StatusWords {

  private StatusWords() {}

  static final Pattern DONE =
      Rules.p(
          "\\b(?:done|finished|finally finished|completed|complete|sent|submitted|handed in"
              + "|turned in|wrapped up|took care of|taken care of|paid|booked|fixed|delivered"
              + "|renewed|filed|(?:(?<![\\p{L}]\\s)|(?<=\\b(?:i|we|just|finally|already|have|i've|we've|also|and)\\s))called"
              + "|called(?=\\s+(?!(?:me|us|back|to|round|by|over)\\b)\\p{L})|emailed|mailed|scheduled|ordered|bought|returned|cleaned"
              + "|signed|uploaded|published|shipped|sorted|klaar|gedaan|verstuurd|verzonden"
              + "|opgestuurd|afgerond|ingeleverd|ingediend|betaald|geregeld|gelukt|gefixt"
              + "|gebeld|gemaild|geboekt|besteld|afgemaakt|opgelost|vernieuwd|getekend"
              + "|ondertekend|gepland|afgehandeld|(?:is|zijn) af|ticked off|crossed off|de deur uit"
              + "|up to date|went out|gestuurd|opgehaald|bijgewerkt|opgezegd|handled|squared away"
              // stop 45: "Gepost.", "bestelling compleet", "Quote came in: £90"
              + "|gepost|(?:is |zijn |nu )?compleet(?=\\W*$|\\s*[,;.!])|came in(?=\\W*(?:$|[,.;:!]))"
              // it happened: "The refund request went through", "The presentation went well"
              + "|went through|gone through|went (?:well|great|fine|smoothly)|ging (?:goed|prima)"
              + "|is goed gegaan|is doorgegaan"
              // "Dropped the parcel off", "Managed to fix the tap", "Finally got round to calling
              // the bank", "The booking is confirmed", "De reservering is bevestigd"
              + "|dropped [^,.;]{1,40} off|dropped off|managed to|got (?:a)?round to|confirmed|bevestigd"
              // "Did it this morning, they tried to keep me": the deed done, not the task's day
              + "|(?<![\\p{L}]\\s)did (?:it|that|them)(?![^.?!]*\\?)"
              // handed in or come in: "The tax return is in", "Het pakket is binnen"
              + "|(?:is|are|'s) in(?=\\W*$)|(?:is|zijn) binnen(?:\\s+bij\\s+[^,.;!?]{1,40})?(?=\\W*$|,\\s*\\p{L}+\\W*$)"
              // tenth pass: in the post ("De kaart ligt in de brievenbus", "The forms are in the
              // post"), collected ("Collected, it's in the hall")
              + "|(?:ligt|liggen|zit|zitten|is|zijn|gaat|gaan) (?:al |nu )?(?:op de post|in de (?:brieven)?bus)"
              + "|(?:is|are|'s) (?:now |already )?in the (?:post|mail|letterbox|postbox)|collected|picked up|posted"
              // sent off: "Invoice is out", "The letters are out"
              + "|(?:is|are|'s) out(?=\\W*$)"
              + "|(?:ticked|crossed|checked) [^,.;]{1,40} off|afgevinkt|afgestreept"
              // stop 34: "Dealt with the parking fine", "all squared away", "That's handled",
              // "went in yesterday", "De verzekering is voor elkaar", "achter de rug", "De
              // hypotheek is rond", "De vergunning is in orde", "gefikst"
              // stop 37: the task's deed as a noun ("Did the car tax renewal online"), handed in
              // ("form: in",
              // "Tax return's in and paid", "Mijn verslag zit erin")
              + "|(?:^\\W*|(?<=\\b(?:i|we|just|finally|already|also)\\s))did the(?=\\s+\\p{L})(?![^.?!]*\\?)"
              + "|(?<=:\\s{0,2})in(?=\\W*$)|(?:is|are|'s) in(?=\\s+and\\s+(?!out\\b))"
              + "|(?:zit|zitten) (?:er ?in|erin)(?=\\W*$|\\s*[,;!]|,?\\s+eindelijk)"
              + "|dealt with|squared away|(?:(?:is|are|'s|'re|been|all)\\s+)handled(?=\\W*$|\\s*[,;.!])"
              + "|went in(?=\\W*$|\\s+(?:yesterday|today|this morning|last night|on time)\\b)"
              + "|(?:has|have) gone out|voor elkaar|achter de rug|gefikst|gefixed"
              + "|(?:is|zijn) (?:nu |eindelijk |al |weer )?(?:rond|in orde)(?=\\W*$|\\s*[,;])"
              // "Ik heb de presentatie af": having a thing "af" is having finished it
              + "|(?:heb|hebben|heeft)\\s+(?:[^.,;!?]{1,40}\\s)?af(?=\\s*[.!]*\\s*$)"
              // stop 33: "kan ik afstrepen", "Done and dusted"
              + "|(?:kan|mag) (?:ik |het |die |dat )?(?:afstrepen|afvinken)|done and dusted"
              // stop 38: a separable participle ("heeft ons ingepland", "is ingeroosterd"), a bare
              // place of posting ("in the postbox!"), and "that's one less thing (to worry about)"
              + "|ingepland|ingeroosterd|^\\W*(?:all |both |now |already )?in the (?:post|postbox|letterbox|mail)(?=\\W*$)"
              + "|(?:that'?s|one) less thing(?: to (?:worry|think) about)?(?=\\W*$))\\b"
              // fourteenth pass: done by a coming day is a deadline ("Noted: tiles ordered by
              // Friday", "I'd still like it sorted by the date I picked")
              + "(?!\\s+(?:by|before)\\s+(?:the\\s+)?(?:date|deadline|end\\b|next|tomorrow|tonight"
              + "|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\\d))");

  /**
   * Not now, later: a time after "not happening" / "dat wordt niks" makes it a postponement
   * ("That's not happening today, maybe tomorrow", "Dat wordt niks vandaag"; review fix, fixb45).
   */
  private static final String NOT_NOW =
      "(?![^.!?]{0,40}\\b(?:today|tonight|this (?:week|weekend|morning|afternoon|evening|month)"
          + "|yet|maybe|perhaps|tomorrow|for now|right now|now|soon|later|next|until|till|before"
          + "|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b)";

  private static final String NIET_NU =
      "(?![^.!?]{0,40}\\b(?:vandaag|vanavond|vannacht|morgen|overmorgen|nog niet|nog even|deze week"
          + "|dit weekend|misschien|voorlopig|nu even|straks|later|volgende|tot|eerst"
          + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag)\\b)";

  /** Dropping the one open task without naming it: "Actually, I'm not going to bother". */
  static final Pattern SELF_DROP =
      Rules.p(
          "\\b(?:not going to bother|won'?t bother|not gonna bother|changed my mind|never ?mind(?! the (?:rush|hurry|deadline|date|timing)\\b)"
              // tenth pass: "Actually don't bother", "dus dat hoeft niet meer"
              + "|don'?t bother(?!\\s+(?:the|my|me|us|you|him|her|them|(?-i:\\p{Lu}))|\\s+with (?:the|that|this|my|your) (?:reminder|nudge|alarm)\\b)|(?:dat|het|die) hoeft (?:dus |nu )?niet meer"
              + "|(?:that'?s|it'?s) not needed any ?more|doe (?:dat |het )?maar niet"
              + "|forget it|scratch that|skip it|laat maar|ik zie ervan af|ik heb het opgegeven"
              + "|doe ik toch niet|ik begin er niet aan|ik ben van gedachten veranderd"
              // stop 45: "studio closed for a week, so that's not happening", "dat wordt niks"
              // (fixb45: not with a time after it, "That's not happening today, maybe tomorrow")
              + "|(?:so |then )?(?:that'?s|it'?s) not happening"
              + NOT_NOW
              + "|dat wordt (?:dus |dan )?niks"
              + NIET_NU
              // stop 33: "Hoeft niet, er lag nog een in de kast": a reason after it
              + "|so that'?s that|^\\W*hoeft niet(?: meer)?,\\s+(?=(?:er|ik|we|lag|ligt|lagen|heb|hebben"
              + "|had|is|was|die|dat)\\b)(?![^.!?]*\\b(?:al|already|gedaan|betaald|geregeld)\\b))\\b");

  static final Pattern ABANDONED =
      Rules.p(
          "\\b(?:cancel(?:l?ed|l?ing)?|no longer need(?:ed)?"
              + "|don'?t bother(?!\\s+(?:the|my|me|us|you|him|her|them|(?-i:\\p{Lu}))|\\s+with (?:the|that|this|my|your) (?:reminder|nudge|alarm)\\b)|doe (?:dat |het )?maar niet"
              // "Let's drop the newsletter idea" (not "drop off the parcel")
              + "|drop (?:the|that|this|it|those)\\b(?![^,.;]{0,30}\\b(?:off|at|by)\\b)|not needed (?:anymore|any more)|don'?t need"
              + " to (?:anymore|any more)?|never ?mind(?! the (?:rush|hurry|deadline|date|timing)\\b)|nvm|forget about|dropp(?:ed|ing)(?![^,.;]{0,40}\\b(?:off|in|into|through|back|round)\\b)|skip(?:ping)?"
              + " it|scrap(?:ped)?|not going to happen|called off|isn'?t needed|is off"
              + "|no need (?:to|for)|(?:aren'?t|are not|isn'?t|is not|not) needed|changed my mind"
              + "|forget (?:the|it|that|this)|not going to bother|won'?t bother|no point in"
              + "|geannuleerd|afgelast|niet meer nodig|hoeft niet meer|hoeven niet meer|(?<!^)(?<!^nee )(?<!^nee, )hoeft niet"
              // "Je hoeft Jeroen niet meer te herinneren": the object between verb and negation
              + "|(?:hoeft|hoef|hoeven)\\s+(?:[\\p{L}]+\\s+){1,2}niet meer"
              + "|hoeven niet|laat maar|gaat niet door|afgezegd|geen (?!deadline|einddatum|haast|spoed)\\p{L}+ meer|komt er niet"
              + "|ik zie ervan af|van de baan"
              // fourteenth pass: "The BBQ got rained off, so I'll skip buying the charcoal", "Buyer
              // backed out, so no shipping needed"
              + "|rained off|backed out|skip(?:ping)? \\p{L}{3,}ing|no \\p{L}{3,}ing (?:needed|required)"
              + "|vergeet (?:het|maar)|geschrapt|afgeblazen|schrappen|niet meer doen"
              // stop 40 (status2): another arrangement makes the deed unnecessary ("she's having
              // it, so no ad needed", "dus geen huurbus nodig"), a joint gift replaces one's own
              + "|(?:so|dus|then|dan|nu|now)\\s+(?:there'?s\\s+)?(?:no|geen)\\s+[^,.;!?]{1,30}?\\s+(?:meer\\s+)?"
              + "(?:needed|required|nodig)|(?:joint|group|shared|gezamenlijke?)\\s+(?:present|gift|cadeau)"
              + "|chip(?:ping|ped)? in\\b"
              // stop 36: "Vergeet die tafelreservering, we eten thuis" (not "Vergeet de melk
              // niet"); "don't bother" before a lower-case word ("with the review") is a drop, as
              // the (?-i:) above now says: under the patterns' case-insensitive flag \p{Lu}
              // matched every letter, so "don't bother with ..." was never read
              + "|^\\W*(?:en |oh |o ja,? |nee,? )?vergeet (?:die|dat|de|deze|dit) (?![^,.;!?]*\\bniet\\b)"
              // stop 34: "decided not to bother", "giving up on the course", "no longer
              // necessary", "won't be needing the hotel", "don't need the van anymore", "Ik zie af
              // van de cursus", "Die cursus laat ik schieten", "Dat plan is van tafel"
              + "|decided (?:not to|against)|giv(?:e|ing) up on|gave up on|given up on"
              + "|no longer (?:necessary|required)|won'?t be needing|(?:don'?t|do not) need"
              + " [^,.;]{1,40} (?:anymore|any more)|zie(?:n)? af van|afgezien van|van tafel"
              // "not doing it this year", "skip the flights", "Die aangifte laat ik zitten"
              + "|not doing (?:it|that|this)(?: this year| anymore| any more| after all| at all)"
              + "|skip (?:the|that|those|my)|laat (?:ik |we |maar )?(?:[^,.;]{1,40} )?(?:maar )?(?:zitten|schieten)"
              // "Laat die vluchten maar": leave it be
              + "|^\\W*laat (?:die|dat|de|het|dit|deze) [^,.;]{1,40} maar(?=\\W*(?:$|[,;]))"
              // stop 33: "sold out in four minutes, so that's that", "Hoeft niet, lag nog een
              // setje in de la" (a reason after it: the user's own task dropped, no offer declined)
              // ("so that's that" alone may follow a completion: it only points at the task)
              + "|sold out(?![^.!?]*\\b(?:but|though|still|got|managed)\\b)|uitverkocht"
              // stop 38: the deed is moot ("so the application's pointless", "dus dat ophalen
              // vervalt", "is nu overbodig"), said of the thing, not "a pointless meeting"
              + "|(?:is|are|'s|'re|seems|now|dus|nu)\\s+(?:now\\s+|kind of\\s+|a bit\\s+|totally\\s+)?(?:pointless|moot)"
              + "|(?:\\p{L}+\\s+)?(?:vervalt|vervallen|komt te vervallen|is (?:nu |dus )?overbodig"
              + "|heeft (?:dus |nu )?geen zin meer)(?=\\W*$|\\s*[,;.!])"
              // a place full with a resignation: "Swim club is full for this term so that's that"
              + "|(?:fully booked|booked up|(?:is|are|'s|was|were) full|volgeboekt|(?:is|zijn|was) vol)"
              + "\\b[^.!?]{0,40}\\b(?:so that'?s that|dus dat (?:is|was) (?:dat|het))"
              + "|^\\W*hoeft niet(?: meer)?,\\s+(?=(?:er|ik|we|lag|ligt|lagen|heb|hebben|had|is|was|die"
              + "|dat)\\b)(?![^.!?]*\\b(?:al|already|gedaan|betaald|geregeld)\\b)"
              + "|(?:so |then )?(?:that'?s|it'?s) not happening"
              + NOT_NOW
              + "|dat wordt (?:dus |dan )?niks"
              + NIET_NU
              // stop 45: made unnecessary by something else ("found a sponsor so we don't need the
              // bake sale after all", "so I don't have to design it", "so the insurance can lapse",
              // "so the drone can stay unregistered")
              + "|(?:don'?t|do not|won'?t) need [^,.;!?]{1,40} after all"
              + "|\\bso\\s+(?:i|we)\\s+(?:don'?t|do not|won'?t)\\s+(?:have|need)\\s+to"
              + "|\\bcan (?:just |now |simply )?(?:lapse|expire|run out|stay un\\p{L}{4,}|remain un\\p{L}{4,}))\\b");

  static final Pattern STARTED =
      Rules.p(
          "\\b(?:started|starting on|start on|working on|begun|began|in progress|halfway"
              + " through|underway|kicked off|begonnen|bezig met|bezig aan|gestart|werk aan"
              + "|werk nu aan|ben eraan begonnen|halverwege|half of|de helft|mee bezig|ermee bezig"
              // "Ik ben met de fiets bezig", "We zijn nu met de verbouwing bezig"
              + "|(?:ben|zijn|is) (?:nu |al |volop |nog |wel |druk )*met [^,.;]{1,40} bezig"
              // "Ik zit er middenin", "halfway there"
              + "|(?:zit|zitten|ben|zijn) (?:er |nu |al )*(?:middenin|midden in)|halfway there"
              // "I'm on it"
              + "|(?:i'?m|i am|we'?re|we are) (?:already |now )?on it"
              // stop 45: "On it now, the spreadsheet is open"
              + "|^\\W*(?:already |now )?on it(?:\\s+(?:now|already|right now))?(?=\\W*(?:$|[,;.!]))"
              // tenth pass: "Still chipping away at the budget", "Made a start on the letter"
              + "|(?:plugging|chipping|plodding|slogging|beavering|hacking) away(?: at)?"
              + "|made a start on|got started on|still (?:working|busy) on"
              // fourteenth pass: "Ledikantje staat half, er missen twee schroefjes"
              + "|(?:staat|staan) (?:nu |al )?half(?= *(?:$|[,;.!]| af\\b| klaar\\b))"
              // stop 34: "I'm in the middle of the tax return", "Making progress on the budget",
              // "The thesis is coming along", "Busy with the quotes", "Ik heb een begin gemaakt
              // met de scriptie", "De verbouwing is in volle gang", "Ik werk eraan"
              // (the user at it: not "a man in the middle of the group")
              + "|(?:(?:i'?m|i am|we'?re|we are|still|currently|now)\\s+|^\\W*)(?:in the middle of|busy with)"
              + "|(?:mid|part ?)way through|making (?:good |some |real )?progress"
              + " (?:on|with)|(?:is|are|'s) coming along|getting there with"
              + "|begin gemaakt|in volle gang|werk (?:er )?(?:nu |nog )?(?:aan|eraan)|werk eraan"
              + "|schiet (?:al |lekker |goed )?op met)\\b");

  /** A pronoun that can stand for the task's object ("Called him already", "Heb het verstuurd"). */
  static final Pattern OBJECT_PRONOUN =
      Rules.p("\\b(?:it|him|her|them|that|this|those|hem|haar|ze|die|dat|ermee|eraan|erover)\\b");

  /** "Put it back on my list": a closed task is open again. */
  static final Pattern BACK_ON_THE_LIST =
      Rules.p(
          "\\bback (?:on|to) (?:my|the) (?:to-?do |todo )?list\\b|\\bback to pending\\b"
              + "|\\bweer op \\W?(?:mijn |de |het |ons )?(?:nog te doen|to-?do-?lijst|lijst|lijstje)\\b"
              + "|\\bterug op (?:mijn |de |het |ons )?(?:to-?do-?lijst|lijst|lijstje)\\b"
              // stop 34: "Turns out it's not done after all", "Toch niet gelukt"
              + "|\\b(?:not|isn'?t|wasn'?t|aren'?t) (?:actually |really )?(?:done|finished|fixed|sorted"
              + "|working) after all\\b|\\btoch (?:nog )?niet (?:af|klaar|gelukt|gerepareerd)\\b");

  /**
   * A follow-up that names no task ("Done, they'll cover it.", "Laat maar.", "Die is af.",
   * "Booked!"): a status word first, a pronoun for the task, or three words at most.
   */
  static final Pattern TERSE_FOLLOW_UP =
      Rules.p(
          "^\\W*(?:done|all done|finished|sent|booked|paid|klaar|gedaan|never ?mind|laat maar"
              + "|forget it|scratch that|cancel that|hoeft niet meer|niet meer nodig)\\s*(?:[,.!;:]|$)"
              + "|\\b(?:it|that|this|die is|dat is|ermee|eraan|erop|er ?midden ?in|all good|all sorted"
              + "|alles (?:goed|geregeld|gelukt|prima))\\b"
              // the person of the task as a pronoun right after the verb: "Called them, all good"
              + "|^\\W*(?:just |finally |already )?\\p{L}+ed (?:them|him|her)\\b(?!\\s+\\p{L})"
              // tenth pass: "Posted them first class", not "Emailed her the contract"
              // stop 45: the task's thing as "one": "Ordered one from the pet shop"
              + "|^\\W*(?:just |finally |already )?(?:ordered|bought|got|found|booked) (?:a new )?one\\b"
              + "|^\\W*(?:just |finally |already )?\\p{L}+ed (?:them|it)\\s+(?:first|second|by|this|last"
              + "|yesterday|today|on|at|in|earlier|already|off|over|back)\\b"
              // a dropped Dutch object: "Heb ik gisteren al gedaan", "Is gelukt"
              + "|^\\W*(?:heb ik|hebben we|is|zijn|ligt|liggen|zit|zitten)\\s+(?!(?:de|het|een|mijn|onze)\\b)"
              // stop 34: "Heb het gisteren gedaan", "Heb 'm gestuurd"
              + "|^\\W*(?:heb|hebben|had)\\s+(?:ik\\s+|we\\s+)?(?:het|'t|dat|die|hem|'m)\\s"
              + "|^\\W*[\\p{L}'’]+(?:\\s+[\\p{L}'’]+){0,2}\\W*$"
              // tenth pass: a participle alone before the rest ("Returned, not a scratch on it",
              // "Opgezegd, de bevestiging kwam meteen")
              + "|^\\W*(?:just |finally |all )?\\p{L}+(?:ed|d|t)\\s*(?:!+|[,;:]|\\.\\s)");

  static final Pattern NEGATED =
      Rules.p(
          "\\b(?:not|n't|never|haven't|hasn't|didn't|yet to|niet|nog niet|nooit|geen"
              // fourteenth pass: "The rug isn't cleaned yet" completed the task
              + "|isn'?t|aren'?t|wasn'?t|weren'?t|doesn'?t|won'?t)\\b"
              + "(?!\\s+(?:needed|nodig|meer nodig|longer))");
}
