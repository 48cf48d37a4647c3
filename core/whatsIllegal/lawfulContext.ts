/**
 * What in a typed activity makes a federal offence its words describe not apply
 * (docs/understanding.md "What's Illegal: precision"). A wrong section is worse than "no federal
 * law found", so these are read before any section is shown:
 * - the activity is about someone else's conduct that the person only knows of, reports or does
 *   not report ("not call the cops even though my neighbor grows weed", "report my neighbor to the
 *   IRS"): what the neighbor does is not what the person does (unless the report is itself false);
 * - the owner consents, or the thing is the person's own ("use my mom's card, she said go ahead",
 *   "record my own guitar playing", "ask about my own retirement check"): offences of using
 *   another's card, identity, account, mail, benefits or conversation without consent do not
 *   apply. Consent clears no lie: "lie about my own income" stays an offence;
 * - the object is not the thing the section is about: an airsoft or BB gun is not a firearm;
 * - the election is not one the section is about: voting by noncitizens, false registration,
 *   paying for votes and double voting are federal offences in elections for federal office only.
 */
import { normalizeText } from '../search/text';

/**
 * Sections whose offence is using what is another person's without their consent or authority
 * (each read in the official text: "without lawful authority" 18 U.S.C. §§ 1028, 1028A; an
 * unauthorized access device § 1029; "without authorization" § 1030; a card "fraudulently
 * obtained" 15 U.S.C. § 1644; intercepting another's communication, with the one-party consent
 * exception, 18 U.S.C. § 2511(2)(d), and its civil remedy § 2520; stored communications § 2701;
 * another's Social Security number or benefits, 42 U.S.C. § 408(a)(7); public money of another,
 * 18 U.S.C. § 641; another's mail, § 1708).
 */
export const WITHOUT_CONSENT: ReadonlySet<string> = new Set([
  '18/1028',
  '18/1028A',
  '18/1029',
  '18/1030',
  '15/1644',
  '18/2511',
  '18/2520',
  '18/2701',
  '42/408',
  '18/641',
  '18/1708',
]);

/** The owner said yes, or asked for it. */
const CONSENT =
  /\b(?:(?:she|he|they) (?:gave|lent|handed|loaned) (?:it |them )?(?:to )?me|(?:said|says) (?:to )?(?:go ahead|i (?:can|could|may)|its (?:ok|okay|fine|alright))|with (?:his|her|their|the owners?|my \w+s?) (?:permission|consent|ok|okay|blessing)|(?:she|he|they) (?:asked|wants?|told) me to)\b/;
/** The thing is the person's own. */
const OWN = /\b(?:my|our) own\b/;
/** A lie, a fake or something hidden: consent or ownership does not clear it. */
const DECEIT =
  /\b(?:lie|lies|lied|lying|false\w*|fake\w*|pretend\w*|pose|posing|hide|hiding|hid|conceal\w*|forg\w*|made up|make up|without telling|not tell\w*|not report\w*|sell|selling|sold|stolen|steal\w*|stole)\b/;

/** Telling the authorities about someone else, or not telling them. */
const REPORTS_SOMEONE =
  /\b(?:report|reporting|turn in|turning in|rat out|tip off|snitch on|call the (?:cops|police) on)\s+(?:my|his|her|their|the|a|an|some|this|that|him|them|someone|somebody)\b/;
const DOES_NOT_REPORT =
  /\b(?:not|never|dont|wont|without) (?:call(?:ing)? (?:the )?(?:cops|police|911)|report(?:ing)? (?:my|his|her|their|the|a|an|him|them|someone|somebody)|turn(?:ing)? (?:him|her|them|my \w+) in)\b/;
/** ...unless the report is itself false. */
const FALSE_REPORT = /\b(?:false|falsely|fake|made up|make up|lie|lying|not true|untrue|prank|hoax)\b/;

function plain(activity: string): string {
  return normalizeText(activity).replace(/['’]/g, '').replace(/\s+/g, ' ');
}

/**
 * What follows "report my ..." when it is the person's own fact, not a person: reporting (or not)
 * one's own bank account, income or cash is the person's own conduct ("not report my bank account in
 * the philippines": 31 U.S.C. § 5314), not telling on someone else.
 */
const OWN_FACT =
  /^ (?:\w+ ){0,2}?(?:account|accounts|income|earnings|tips|wages|cash|money|gains|assets|taxes|interest|profits|sales|crypto|bitcoin|winnings|injury|injuries|accident|address|inheritance|revenue|side job|side gig)\b/;

/** Whether one of the pattern's matches in the text names a person, not the person's own fact. */
function namesSomeone(text: string, pattern: RegExp): boolean {
  for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) if (!OWN_FACT.test(text.slice(m.index + m[0].length))) return true;
  return false;
}

/** Whether the activity is telling (or not telling) the authorities about someone else's conduct. */
export function aboutSomeoneElse(activity: string): boolean {
  const text = plain(activity);
  return (namesSomeone(text, REPORTS_SOMEONE) || namesSomeone(text, DOES_NOT_REPORT)) && !FALSE_REPORT.test(text);
}

/** Whether the owner's consent, or the thing being the person's own, clears offences of using another's. */
export function consentClears(activity: string): boolean {
  const text = plain(activity);
  return (CONSENT.test(text) || OWN.test(text)) && !DECEIT.test(text);
}

/** "18 U.S.C. § 1028A" or "18/1028A" -> "18/1028A". */
function keyOf(citation: string): string {
  const m = /^(\d+)(?:\s+U\.S\.C\.\s+§+\s*|\/)([0-9A-Za-z-]+)/.exec(citation.trim());
  return m ? `${m[1]}/${m[2]}` : citation;
}

/**
 * The firearms sections (18 U.S.C. chapter 44): a "firearm" is a weapon that expels a projectile
 * "by the action of an explosive" (18 U.S.C. § 921(a)(3)), which an airsoft, BB, pellet or toy gun
 * is not, unless it is to be converted.
 */
const FIREARM_SECTIONS: ReadonlySet<string> = new Set(['18/921', '18/922', '18/923', '18/924', '18/925', '18/932', '18/933']);
const NOT_A_FIREARM =
  /\b(?:airsoft|air soft|bb guns?|pellet guns?|air rifles?|air pistols?|nerf|paintball|toy guns?|water guns?|squirt guns?|cap guns?|orange tip)\b/;
const MADE_A_FIREARM = /\b(?:convert\w*|real bullets|live (?:rounds|ammo)|ammunition|ammo|gunpowder)\b/;

/** Whether the gun the activity names is not a firearm (an airsoft, BB, pellet or toy gun). */
export function notAFirearm(activity: string): boolean {
  const text = plain(activity);
  return NOT_A_FIREARM.test(text) && !MADE_A_FIREARM.test(text);
}

/**
 * Sections about elections for federal office only (read in the official text): voting by aliens
 * "in any election held solely or in part for the purpose of electing a candidate for the office of
 * President, ... Member of the House of Representatives" (18 U.S.C. § 611(a)); false information to
 * register or vote and paying for votes, "applicable only to general, special, or primary elections
 * held solely or in part for the purpose of selecting or electing any candidate for the office of
 * President ..." (52 U.S.C. § 10307(c), the same for voting more than once, (e)(2)). Its
 * intimidation clause, (b), reaches any vote, so a threat keeps it.
 */
const FEDERAL_ELECTION_ONLY: ReadonlySet<string> = new Set(['18/611', '52/10307']);
const LOCAL_ELECTION =
  /\b(?:city|town|village|municipal|local|school board|city council|town council|mayor(?:al)?|school district|county commission\w*)(?: council)? (?:elections?|votes?|voting|races?|ballots?|referendum)\b|\b(?:vote|voting|ballot) (?:for|in) (?:the |our |my )?(?:city council|town council|school board|mayor|city|town|village|local|municipal)\b/;
const FEDERAL_OFFICE =
  /\b(?:president\w*|vice president|congress\w*|senat\w*|house of representatives|representative|federal|midterms?|general election|primary|primaries)\b/;
const INTIMIDATES = /\b(?:intimidat\w*|threat\w*|coerc\w*|scare\w*|forc\w*|beat|hurt)\b/;

/** Whether the only election the activity names is a local one (a city council, a school board), with no federal office on it. */
export function localElectionOnly(activity: string): boolean {
  const text = plain(activity);
  return LOCAL_ELECTION.test(text) && !FEDERAL_OFFICE.test(text);
}

/**
 * Whether a section is cleared for this activity: consent or ownership for using another's, a toy
 * for a firearm, a local election for the federal-election offences.
 */
export function clearedSection(activity: string, citation: string): boolean {
  const key = keyOf(citation);
  return (
    (WITHOUT_CONSENT.has(key) && consentClears(activity)) ||
    (FIREARM_SECTIONS.has(key) && notAFirearm(activity)) ||
    (FEDERAL_ELECTION_ONLY.has(key) && localElectionOnly(activity) && !INTIMIDATES.test(plain(activity)))
  );
}
