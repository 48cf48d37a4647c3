/**
 * The penalties a section's official text states (docs/understanding.md "What's Illegal"): each
 * "shall be fined under this title or imprisoned not more than N years, or both" clause (or "guilty
 * of a class D felony", "imprisoned for any term of years or for life", "fined not more than
 * $X"), read word for word, with the subsection it stands in. Nothing is guessed: a clause the
 * patterns cannot read is left out, and a section with none gives an empty list.
 *
 *   readPenalties(text) -> [{ subsection: '(a)', maxPrison: { years: 5 }, quote: 'fined under this title or imprisoned not more than 5 years, or both' }]
 *   penaltySentence('18 U.S.C. § 1513', clauses) -> "Up to 20 years in prison (18 U.S.C. § 1513(b)); ... $250,000 ..."
 */
import {
  CLASS_SECTION,
  classOfOffense,
  criminalFineCeiling,
  criminalFineText,
  dollars,
  prisonText,
  type OffenseClass,
  type PrisonTerm,
} from './fineCeiling';
import { numberWordValue } from '../numberWords';

export interface PenaltyClause {
  /** The top-level subsection the clause stands in ("(a)"), '' when the section has none. */
  subsection: string;
  maxPrison: PrisonTerm;
  /** "fined not more than $10,000": the statute's own fine; absent for "fined under this title". */
  statuteFine?: number;
  /** "$100,000,000 if a corporation, or, if any other person, $1,000,000": the organization's own fine, when it differs. */
  statuteFineOrganization?: number;
  /** The clause sets its fine in words the reader does not turn into one figure ("per day", a range): it is quoted, not computed. */
  fineAsWritten?: boolean;
  /** "guilty of a class D felony": the statute's own letter class. */
  letterClass?: OffenseClass;
  /** The clause as the official text words it. */
  quote: string;
}

const CLASSES: Record<string, OffenseClass> = {
  'a felony': 'Class A felony',
  'b felony': 'Class B felony',
  'c felony': 'Class C felony',
  'd felony': 'Class D felony',
  'e felony': 'Class E felony',
  'a misdemeanor': 'Class A misdemeanor',
  'b misdemeanor': 'Class B misdemeanor',
  'c misdemeanor': 'Class C misdemeanor',
};

/** Prison and class terms, in the order of the text. */
const TERM = new RegExp(
  [
    String.raw`imprison(?:ed|ment)\s+(?:for\s+)?(?:not\s+more\s+than|up\s+to|not\s+exceeding)\s+(\d+|[a-z]+(?:-[a-z]+)?)\s+(year|month|day)s?`,
    String.raw`imprison(?:ed|ment)\s+for\s+(?:any\s+term\s+of\s+years\s+or\s+(?:for\s+)?)?life`,
    String.raw`(?:guilty\s+of|commits)\s+a\s+class\s+([a-e])\s+(felony|misdemeanor)`,
    // A fine with no prison term in its sentence: an infraction (§ 3559(a)(9)).
    String.raw`\bfined?\s+(?:of\s+)?not\s+(?:more\s+than|exceeding)\s+\$([\d,]+)(?![^.;]*imprison)`,
  ].join('|'),
  'gi',
);

/** Where a clause's words start: the nearest "fined"/"imprisoned"/"guilty"/"punished" before its term. */
const CLAUSE_START = /\b(?:fined|fine|imprisoned|imprisonment|guilty|commits|punished)\b/gi;

/** The top-level subsections of a section's text: (a), (b), ... in order (a nested "(i)" is not taken for one). */
function subsectionStarts(text: string): { at: number; label: string }[] {
  const starts: { at: number; label: string }[] = [];
  let next = 'a';
  for (const m of text.matchAll(/(?:^|\n)\(([a-z])\)\n/g)) {
    if (m[1] !== next) continue;
    starts.push({ at: m.index, label: `(${m[1]})` });
    next = String.fromCharCode(next.charCodeAt(0) + 1);
  }
  return starts;
}

/** The penalty clauses of a section's official text, in order. */
export function readPenalties(text: string): PenaltyClause[] {
  const subsections = subsectionStarts(text);
  const clauses: PenaltyClause[] = [];
  let previousEnd = 0;
  for (const m of text.matchAll(TERM)) {
    const end = m.index + m[0].length;
    // A clause's words never reach back into the clause before it.
    const before = text.slice(Math.max(0, previousEnd, m.index - 160), m.index);
    previousEnd = end;
    // The clause starts at the first of its words after the last sentence break before the term.
    const breakAt = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('—'), before.lastIndexOf('\n'));
    const tail = before.slice(breakAt + 1);
    const startWord = [...tail.matchAll(CLAUSE_START)][0];
    const startAt = m.index - before.length + breakAt + 1 + (startWord ? startWord.index : tail.length);
    const after =
      /^,?\s+(?:or|and)\s+(?:fined|a\s+fine\s+of)\s+not\s+(?:more\s+than|exceeding)\s+\$[\d,]+(?:,?\s+or\s+both)?|^,?\s+or\s+(?:by\s+)?both(?:\s+said\s+punishments)?/i.exec(
        text.slice(end),
      );
    const quote = text
      .slice(startAt, end + (after ? after[0].length : 0))
      .replace(/\s+/g, ' ')
      .trim();

    let maxPrison: PrisonTerm | undefined;
    let letterClass: OffenseClass | undefined;
    if (m[1] && m[2]) {
      const n = numberWordValue(m[1]);
      if (n === undefined) continue;
      maxPrison = m[2].toLowerCase() === 'year' ? { years: n } : m[2].toLowerCase() === 'month' ? { months: n } : { days: n };
    } else if (m[5]) {
      // A fine alone is a clause only when no prison term shares its sentence (before or after it).
      const sentence = text.slice(Math.max(0, m.index - 200), m.index);
      const sentenceStart = Math.max(sentence.lastIndexOf('.'), sentence.lastIndexOf(';'), sentence.lastIndexOf('\n'));
      if (/imprison/i.test(sentence.slice(sentenceStart + 1))) continue;
      maxPrison = 'none';
    } else if (m[3] && m[4]) {
      letterClass = CLASSES[`${m[3].toLowerCase()} ${m[4].toLowerCase()}`];
      if (!letterClass) continue;
      maxPrison = 'none';
    } else {
      maxPrison = 'life';
    }
    const fine = /\bfined?\s+(?:of\s+)?not\s+(?:more\s+than|exceeding)\s+\$([\d,]+)/i.exec(quote);
    // "$X if a corporation, or, if any other person, $Y": Y for an individual, X for an organization.
    const split = /\$([\d,]+)\s+if\s+a\s+corporation,?\s+or,?\s+if\s+any\s+other\s+person,?\s+\$([\d,]+)/i.exec(quote);
    const amount = (d: string) => Number(d.replace(/,/g, ''));
    const fines = split
      ? { statuteFine: amount(split[2]!), statuteFineOrganization: amount(split[1]!) }
      : fine
        ? { statuteFine: amount(fine[1]!) }
        : {};
    // A dollar figure the patterns did not read ("not less than $2,500 nor more than $25,000 per day"), or a fine per day: quoted as written.
    const asWritten = /\$/.test(quote) && (!('statuteFine' in fines) || /per\s+day/i.test(quote));
    // "Shall be fined ..." flush after a list of subsections punishes them all: no one subsection.
    const lineStart = text.lastIndexOf('\n', startAt - 1) + 1;
    const flush = /^Shall\b/.test(text.slice(lineStart));
    const subsection = flush ? '' : ([...subsections].reverse().find((s) => s.at < m.index)?.label ?? '');
    clauses.push({
      subsection,
      maxPrison,
      ...(asWritten ? { fineAsWritten: true } : fines),
      ...(letterClass ? { letterClass } : {}),
      quote,
    });
  }
  return clauses;
}

/** Days of a term, to compare clauses (life and death longest). */
function termRank(term: PrisonTerm): number {
  if (term === 'death' || term === 'life') return Infinity;
  if (term === 'none') return 0;
  return (term.years ?? 0) * 365 + (term.months ?? 0) * 30 + (term.days ?? 0);
}

/**
 * The penalty sentence of an offence, from its section's clauses: the clause of `subsection` when
 * given (the reviewed list names it), else the first the text states; the class (18 U.S.C.
 * § 3559) and fine ceiling (§ 3571) follow from it. When the section states other terms for other
 * conduct or harm, the sentence says so, with the longest. `clause` picks one of the subsection's
 * clauses (a person's rather than a company's). Undefined when the text states none.
 */
export function penaltySentence(citation: string, clauses: readonly PenaltyClause[], subsection?: string, clause = 0): string | undefined {
  const inSubsection = subsection ? clauses.filter((c) => c.subsection === subsection) : [];
  // Unless told otherwise, a clause with a prison term or a class comes first: a fine alone in a
  // section that also imprisons is usually the company's (15 U.S.C. § 78dd-2(g)(1)(A)).
  const pool = inSubsection.length ? inSubsection : clauses;
  const chosen = inSubsection[clause] ?? pool.find((c) => c.maxPrison !== 'none' || c.letterClass) ?? pool[0];
  if (!chosen) return undefined;
  const statute = `${citation}${chosen.subsection}`;
  const lead =
    chosen.letterClass && chosen.maxPrison === 'none'
      ? `${chosen.letterClass === 'infraction' ? 'An' : 'A'} ${chosen.letterClass} (${statute})`
      : `${capitalize(prisonText(chosen.maxPrison))} (${statute})`;
  const fine = chosen.fineAsWritten
    ? fineAsWrittenText(chosen)
    : chosen.letterClass && chosen.maxPrison === 'none'
      ? criminalFineText({
          maxPrison: 'none',
          letterClass: chosen.letterClass,
          ...(chosen.statuteFine !== undefined ? { statuteFine: chosen.statuteFine } : {}),
          statuteCitation: statute,
        })
      : criminalFineText({
          maxPrison: chosen.maxPrison,
          ...(chosen.statuteFine !== undefined ? { statuteFine: chosen.statuteFine } : {}),
          ...(chosen.statuteFineOrganization !== undefined ? { statuteFineOrganization: chosen.statuteFineOrganization } : {}),
          statuteCitation: statute,
        });
  const longest = clauses.reduce((a, b) => (termRank(b.maxPrison) > termRank(a.maxPrison) ? b : a), chosen);
  const others =
    longest !== chosen && termRank(longest.maxPrison) > termRank(chosen.maxPrison)
      ? ` The section states other penalties for other conduct or harm, up to ${prisonText(longest.maxPrison).replace(/^up to /, '')} (${citation}${longest.subsection}).`
      : '';
  return `${lead}; ${fine} Official text: “${chosen.quote}”.${others}`;
}

/** A fine the text sets in its own words: the class and the § 3571 ceiling are stated, the statute's amounts only quoted. */
function fineAsWrittenText(clause: PenaltyClause): string {
  const c = classOfOffense(clause.maxPrison);
  const ceiling = criminalFineCeiling({ maxPrison: clause.maxPrison });
  return `with ${prisonText(clause.maxPrison)} it is ${c.offenseClass === 'infraction' ? 'an' : 'a'} ${c.offenseClass} (${CLASS_SECTION}(a)(${c.paragraph})); the section sets its own fine, in the words quoted below, and ${ceiling.individualCitation} sets a general ceiling of ${dollars(ceiling.ceilingIndividual)} for an individual (${dollars(ceiling.ceilingOrganization)} for an organization) where that is higher.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
