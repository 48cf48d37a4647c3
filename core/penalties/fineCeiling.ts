/**
 * Criminal fines as the law stands: a federal offense's class follows from its maximum
 * prison term (18 U.S.C. § 3559(a)), and the class sets the fine ceiling of 18 U.S.C. § 3571 for
 * an individual (subsection (b)) and an organization (subsection (c)), unless the offense's own
 * law sets a higher fine or, by specific reference, exempts itself from § 3571 (§ 3571(e)).
 * Every figure and paragraph number below is in the official text of those two sections (a test
 * reads them).
 *
 *   criminalFineCeiling({ maxPrison: { months: 6 }, statuteFine: 500 })
 *     -> { offenseClass: 'Class B misdemeanor', individual: 5000, organization: 10000, ... }
 *   criminalFineText({ maxPrison: { months: 6 }, statuteFine: 500, statuteCitation: '16 U.S.C. § 551' })
 *     -> "16 U.S.C. § 551 itself sets a fine of not more than $500; ... up to $5,000 for an individual ..."
 */

/** A maximum term of imprisonment as the offense's law states it. */
export type PrisonTerm = 'death' | 'life' | 'none' | { years?: number; months?: number; days?: number };

export type OffenseClass =
  | 'Class A felony'
  | 'Class B felony'
  | 'Class C felony'
  | 'Class D felony'
  | 'Class E felony'
  | 'Class A misdemeanor'
  | 'Class B misdemeanor'
  | 'Class C misdemeanor'
  | 'infraction';

export interface CriminalFineInput {
  /** The maximum prison term the offense's own law authorizes ('death' when death is the maximum). */
  maxPrison: PrisonTerm;
  /** The fine the offense's own law specifies for an individual, in dollars (omit when it says only "fined under this title"). */
  statuteFine?: number;
  /** The fine it specifies for an organization, when different from `statuteFine`. */
  statuteFineOrganization?: number;
  /** The offense resulted in death (§ 3571(b)(4), (c)(4) for misdemeanors). */
  resultsInDeath?: boolean;
  /** The law defining the offense classifies it by letter grade itself (§ 3559(a) applies only where it does not). */
  letterClass?: OffenseClass;
  /** The offense's law, by specific reference, exempts it from § 3571 (§ 3571(e)); its own fine is then the limit. */
  exemptFrom3571?: boolean;
}

export interface CriminalFineCeiling {
  offenseClass: OffenseClass;
  felony: boolean;
  /** e.g. "18 U.S.C. § 3559(a)(7)", or undefined when the law sets its own letter class. */
  classCitation?: string;
  /** The § 3571 amount for the class (0 when the offense is exempt under § 3571(e)). */
  ceilingIndividual: number;
  ceilingOrganization: number;
  /** "18 U.S.C. § 3571(b)(6)" / "(c)(6)". */
  individualCitation: string;
  organizationCitation: string;
  /** The greatest fine: the statute's own amount or the § 3571 ceiling (before the gain-or-loss alternative of § 3571(d)). */
  individual: number;
  organization: number;
  statuteFine?: number;
  statuteFineOrganization?: number;
  /** True when § 3571 raises the fine above the statute's own figure (for an individual). */
  raisedBy3571: boolean;
  exempt: boolean;
}

export const CLASS_SECTION = '18 U.S.C. § 3559';
export const FINE_SECTION = '18 U.S.C. § 3571';
/** § 3571(d): twice the gross gain or loss, a further alternative in every class. */
export const GAIN_OR_LOSS_NOTE =
  'Where the offense brings a gain or causes someone a loss, the fine may instead be up to twice the gross gain or loss (18 U.S.C. § 3571(d)).';

const FELONY_INDIVIDUAL = 250_000;
const FELONY_ORGANIZATION = 500_000;

/** Days, with a month as a twelfth of a year: only the § 3559(a) boundaries are compared. */
function termDays(term: Exclude<PrisonTerm, 'death' | 'life' | 'none'>): number {
  const { years = 0, months = 0, days = 0 } = term;
  if ([years, months, days].some((n) => !Number.isFinite(n) || n < 0))
    throw new RangeError('A prison term must be a non-negative number of years, months and days.');
  return years * 365 + (months * 365) / 12 + days;
}

const YEAR = 365;
const SIX_MONTHS = YEAR / 2;

/** § 3559(a): the class of an offense its own law does not classify by letter, and the paragraph that says so. */
export function classOfOffense(maxPrison: PrisonTerm): { offenseClass: OffenseClass; paragraph: number } {
  if (maxPrison === 'death' || maxPrison === 'life') return { offenseClass: 'Class A felony', paragraph: 1 };
  if (maxPrison === 'none') return { offenseClass: 'infraction', paragraph: 9 };
  const d = termDays(maxPrison);
  if (d >= 25 * YEAR) return { offenseClass: 'Class B felony', paragraph: 2 };
  if (d >= 10 * YEAR) return { offenseClass: 'Class C felony', paragraph: 3 };
  if (d >= 5 * YEAR) return { offenseClass: 'Class D felony', paragraph: 4 };
  if (d > YEAR) return { offenseClass: 'Class E felony', paragraph: 5 };
  if (d > SIX_MONTHS) return { offenseClass: 'Class A misdemeanor', paragraph: 6 };
  if (d > 30) return { offenseClass: 'Class B misdemeanor', paragraph: 7 };
  if (d > 5) return { offenseClass: 'Class C misdemeanor', paragraph: 8 };
  return { offenseClass: 'infraction', paragraph: 9 };
}

/** § 3571(b)/(c): the paragraph and amounts for a class. */
function ceilingOf(offenseClass: OffenseClass, resultsInDeath: boolean): { paragraph: number; individual: number; organization: number } {
  if (offenseClass.endsWith('felony')) return { paragraph: 3, individual: FELONY_INDIVIDUAL, organization: FELONY_ORGANIZATION };
  if (offenseClass.endsWith('misdemeanor') && resultsInDeath) return { paragraph: 4, individual: 250_000, organization: 500_000 };
  if (offenseClass === 'Class A misdemeanor') return { paragraph: 5, individual: 100_000, organization: 200_000 };
  if (offenseClass === 'infraction') return { paragraph: 7, individual: 5_000, organization: 10_000 };
  return { paragraph: 6, individual: 5_000, organization: 10_000 };
}

/** The fine ceiling of a federal offense for an individual and an organization, with the paragraphs that set it. */
export function criminalFineCeiling(input: CriminalFineInput): CriminalFineCeiling {
  const { statuteFine, resultsInDeath = false, exemptFrom3571 = false } = input;
  const statuteFineOrganization = input.statuteFineOrganization ?? statuteFine;
  for (const fine of [statuteFine, statuteFineOrganization]) {
    if (fine !== undefined && (!Number.isFinite(fine) || fine < 0))
      throw new RangeError('A fine must be a non-negative number of dollars.');
  }
  const classified = input.letterClass ? { offenseClass: input.letterClass, paragraph: 0 } : classOfOffense(input.maxPrison);
  const ceiling = ceilingOf(classified.offenseClass, resultsInDeath);
  const exempt = exemptFrom3571;
  const ceilingIndividual = exempt ? 0 : ceiling.individual;
  const ceilingOrganization = exempt ? 0 : ceiling.organization;
  const individual = Math.max(statuteFine ?? 0, ceilingIndividual);
  const organization = Math.max(statuteFineOrganization ?? 0, ceilingOrganization);
  return {
    offenseClass: classified.offenseClass,
    felony: classified.offenseClass.endsWith('felony'),
    ...(classified.paragraph ? { classCitation: `${CLASS_SECTION}(a)(${classified.paragraph})` } : {}),
    ceilingIndividual,
    ceilingOrganization,
    individualCitation: `${FINE_SECTION}(b)(${ceiling.paragraph})`,
    organizationCitation: `${FINE_SECTION}(c)(${ceiling.paragraph})`,
    individual,
    organization,
    ...(statuteFine !== undefined ? { statuteFine } : {}),
    ...(statuteFineOrganization !== undefined ? { statuteFineOrganization } : {}),
    raisedBy3571: !exempt && ceilingIndividual > (statuteFine ?? 0),
    exempt,
  };
}

/** "$250,000". */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** "up to 6 months", "up to 1 year", "life". */
export function prisonText(term: PrisonTerm): string {
  if (term === 'death') return 'death or life in prison';
  if (term === 'life') return 'up to life in prison';
  if (term === 'none') return 'no prison term';
  const parts: string[] = [];
  const unit = (n: number | undefined, one: string) => (n ? parts.push(`${n} ${one}${n === 1 ? '' : 's'}`) : 0);
  unit(term.years, 'year');
  unit(term.months, 'month');
  unit(term.days, 'day');
  return `up to ${parts.join(' and ') || '0 days'} in prison`;
}

export interface CriminalFineTextInput extends CriminalFineInput {
  /** The offense's own section, e.g. "16 U.S.C. § 551". */
  statuteCitation: string;
}

/**
 * One sentence a reader can check: the statute's own fine (or that it sets none), then, where
 * § 3571 sets a higher ceiling, the class and the ceiling for an individual and an organization,
 * each with its citation.
 */
export function criminalFineText(input: CriminalFineTextInput): string {
  const c = criminalFineCeiling(input);
  const own =
    input.statuteFine === undefined
      ? `${input.statuteCitation} sets no dollar amount of its own`
      : `${input.statuteCitation} itself sets a fine of not more than ${dollars(input.statuteFine)}` +
        (input.statuteFineOrganization !== undefined && input.statuteFineOrganization !== input.statuteFine
          ? ` (${dollars(input.statuteFineOrganization)} for an organization)`
          : '');
  if (c.exempt)
    return `${own}, and it exempts the offense from the general fine ceilings of ${FINE_SECTION} (${FINE_SECTION}(e)), so that is the limit.`;
  const klass = c.classCitation
    ? `with ${prisonText(input.maxPrison)} it is ${c.offenseClass === 'infraction' ? 'an' : 'a'} ${c.offenseClass} (${c.classCitation})`
    : `it is ${c.offenseClass === 'infraction' ? 'an' : 'a'} ${c.offenseClass}`;
  const death = input.resultsInDeath && !c.felony ? ' resulting in death' : '';
  if (!c.raisedBy3571 && c.organization <= (c.statuteFineOrganization ?? 0))
    return `${own}; ${klass}${death}, and the statute's own fine is the higher figure.`;
  const ind = c.individual > c.ceilingIndividual ? `${dollars(c.individual)} (the statute's own figure)` : dollars(c.ceilingIndividual);
  const org =
    c.organization > c.ceilingOrganization ? `${dollars(c.organization)} (the statute's own figure)` : dollars(c.ceilingOrganization);
  return `${own}; ${klass}${death}, so under ${c.individualCitation} and (c)(${c.individualCitation.match(/\((\d)\)$/)![1]}) the fine can be up to ${ind} for an individual and ${org} for an organization.`;
}

/**
 * For civil penalties that agencies raise for inflation every year: the 1990 Act as the
 * Federal Civil Penalties Inflation Adjustment Act Improvements Act of 2015 (Pub. L. 114-74,
 * title VII, § 701) amended it to require an adjustment every year.
 */
export const CIVIL_INFLATION_LAW =
  'Federal Civil Penalties Inflation Adjustment Act of 1990, as amended by the Federal Civil Penalties Inflation Adjustment Act Improvements Act of 2015 (28 U.S.C. § 2461 note)';

/** Ends a civil-penalty sentence: "(the amount is adjusted for inflation each year under ...)". */
export const CIVIL_INFLATION_NOTE = `adjusted for inflation each year under the ${CIVIL_INFLATION_LAW}; the current amount is in the enforcing agency's regulations`;
