/**
 * Clauses most agreements share (governing law, disputes, notices, general provisions) and the
 * schedule that collects what a draft still needs the Parties to fill in by hand.
 */
import type { Clause, Party, Schedule } from './document';
import { stateName } from './state';

/** "(a) first\n(b) second": a list inside a clause. */
export function lettered(items: readonly string[]): string {
  return items.map((item, i) => `(${String.fromCharCode(97 + i)}) ${item}`).join('\n');
}

/** Lines of "Schedule A": terms the form did not give, completed by the Parties before signing. */
export class ScheduleLines {
  readonly #lines: string[] = [];

  constructor(readonly title = 'Schedule A: Terms Completed by the Parties') {}

  /** Adds a line (once) and returns the words to refer to it: "stated in Schedule A". */
  add(label: string): string {
    if (!this.#lines.includes(label)) this.#lines.push(label);
    return 'stated in Schedule A';
  }

  get isEmpty(): boolean {
    return this.#lines.length === 0;
  }

  toSchedule(): Schedule | undefined {
    return this.isEmpty ? undefined : { title: this.title, lines: [...this.#lines] };
  }
}

/**
 * Governing law: the state the user typed; without one, `fallback` (a lease: where the
 * property is) or no clause at all.
 */
export function governingLawClause(state: string | undefined, fallback?: string): Clause | null {
  if (state) {
    return {
      heading: 'Governing Law',
      paragraphs: [`This Agreement is governed by the laws of ${stateName(state)}, without regard to its rules on conflicts of laws.`],
    };
  }
  if (fallback) return { heading: 'Governing Law', paragraphs: [`This Agreement is governed by the laws of ${fallback}.`] };
  return null;
}

export function disputesClause(state: string | undefined): Clause {
  return {
    heading: 'Resolving Disputes',
    paragraphs: [
      'The Parties will first try in good faith to settle any dispute about this Agreement by talking with each other. ' +
        'If the dispute is not settled within thirty (30) days after one Party gives the other written notice of it, ' +
        'the Parties may agree to try mediation, and either Party may pursue any remedy the law allows.',
      state && `The state and federal courts located in ${stateName(state)} may hear any lawsuit about this Agreement.`,
    ],
  };
}

export function noticesClause(parties: readonly [Party, Party]): Clause {
  const addressesGiven = parties.every((p) => p.address);
  const where = addressesGiven
    ? 'at the address written at the beginning of this Agreement'
    : 'at the address that Party has given for notices';
  return {
    heading: 'Notices',
    paragraphs: [
      `Notices under this Agreement must be in writing and delivered by hand, by mail or by email to the other Party ${where}, ` +
        'or at another address that Party later gives by notice. A notice takes effect when it is received.',
    ],
  };
}

export interface GeneralOptions {
  /** Leave out the assignment sentence (a lease has its own subletting rule). */
  assignment?: boolean;
  hasSchedule?: boolean;
}

export function generalProvisionsClause({ assignment = true, hasSchedule = false }: GeneralOptions = {}): Clause {
  const items = [
    `Entire agreement. This Agreement${hasSchedule ? ', including Schedule A,' : ''} is the Parties' entire agreement about its subject and replaces any earlier discussions or agreements about it.`,
    'Changes. Any change to this Agreement must be in writing and signed by both Parties.',
    'Severability. If a court finds any part of this Agreement unenforceable, that part is enforced as far as the law allows and the rest of this Agreement stays in effect.',
    'No waiver. A Party that does not enforce a right at one time may still enforce it later.',
    ...(assignment
      ? ["Assignment. Neither Party may transfer its rights or duties under this Agreement without the other Party's written consent."]
      : []),
    'Counterparts and electronic signatures. This Agreement may be signed in separate copies and with electronic signatures, which together form one agreement.',
  ];
  return { heading: 'General Provisions', paragraphs: [lettered(items)] };
}

/** The clauses that end most agreements, in order. */
export function closingClauses(
  parties: readonly [Party, Party],
  state: string | undefined,
  options: GeneralOptions & { lawFallback?: string } = {},
): (Clause | null)[] {
  return [governingLawClause(state, options.lawFallback), disputesClause(state), noticesClause(parties), generalProvisionsClause(options)];
}
