import { formatLongDate, formatMoney } from '../format';
import { quoted, type ContractDocument } from '../document';
import { assemble, type DraftContext } from './context';

export type EmploymentKind = 'Full-time' | 'Part-time' | 'Contract' | 'Temporary';

export interface EmploymentTerms {
  jobTitle?: string;
  startDate?: Date;
  salary?: number;
  employmentType?: EmploymentKind;
  responsibilities?: string;
  benefits?: string;
}

const KIND_SENTENCES: Record<EmploymentKind, (employee: string) => string> = {
  'Full-time': () => 'This is a full-time position.',
  'Part-time': () => 'This is a part-time position.',
  Contract: (employee) =>
    `This is a contract position. Unless the Parties agree otherwise in writing, it ends when the work ${employee} was hired for is finished.`,
  Temporary: (employee) =>
    `This is a temporary position. Unless the Parties agree otherwise in writing, it ends when the temporary need for ${employee}'s work is over.`,
};

/** An employment agreement: position and duties, start, pay, benefits, at-will terms, confidentiality. */
export function buildEmployment(ctx: DraftContext, t: EmploymentTerms): ContractDocument {
  const [employer, employee] = ctx.parties.map((p) => p.term) as [string, string];
  const s = ctx.schedule;
  const position = t.jobTitle ? `as ${t.jobTitle}` : `in the position ${s.add('Position (job title)')}`;
  const start = t.startDate
    ? `Employment begins on ${formatLongDate(t.startDate)} (the "Start Date").`
    : `Employment begins on the start date ${s.add('Start date')} (the "Start Date").`;
  const salary = t.salary !== undefined ? `an annual salary of ${formatMoney(t.salary)}` : `the annual salary ${s.add('Annual salary')}`;
  const kind = t.employmentType ? KIND_SENTENCES[t.employmentType](employee) : undefined;

  return assemble(ctx, {
    title: 'Employment Agreement',
    recitals: [
      `${employer} wishes to employ ${employee} ${position}, and ${employee} wishes to accept that employment, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: 'Position and Duties',
        paragraphs: [
          `${employer} employs ${employee} ${position}.${kind ? ` ${kind}` : ''}`,
          t.responsibilities
            ? `${employee}'s main responsibilities are:\n${quoted(t.responsibilities)}`
            : `${employee} will perform the duties usual for the position.`,
          `${employee} will also perform other reasonable duties ${employer} assigns that fit the position, and will follow ${employer}'s lawful written policies.`,
        ],
      },
      { heading: 'Start Date', paragraphs: [start] },
      {
        heading: 'Compensation',
        paragraphs: [
          `${employer} will pay ${employee} ${salary}, paid in installments on ${employer}'s regular paydays, less the taxes and deductions the law requires or ${employee} authorizes in writing.`,
          `If the position is not exempt from overtime under federal or state wage-and-hour law, ${employer} will pay ${employee} for overtime as that law requires.`,
        ],
      },
      {
        heading: 'Benefits',
        paragraphs: t.benefits
          ? [
              `${employee} will receive the following benefits:\n${quoted(t.benefits)}`,
              `A benefit provided through a plan is governed by the terms of that plan.`,
            ]
          : [
              `${employee} may take part in the benefit plans ${employer} offers to employees in a similar position, under the terms of those plans, and will receive every benefit the law requires.`,
            ],
      },
      {
        heading: 'At-Will Employment',
        paragraphs: [
          `To the extent the law of the state where ${employee} works allows, employment is at will: either Party may end it at any time, with or without cause or advance notice. ` +
            `${employee} is asked to give at least two (2) weeks' written notice of resignation.`,
          `When employment ends, ${employer} will pay all wages earned, and any accrued vacation pay that the law or ${employer}'s written policy requires, by the deadline the law sets.`,
        ],
      },
      {
        heading: 'Confidentiality',
        paragraphs: [
          `During and after employment, ${employee} will keep ${employer}'s non-public business information confidential, use it only for ${employer}'s work, and return all of ${employer}'s documents and property when employment ends.`,
          `This does not cover information that is public through no fault of ${employee}. Nothing in this Agreement stops ${employee} from discussing wages, hours or working conditions, ` +
            'from reporting a possible violation of law to a government agency, or from taking part in a government investigation.',
        ],
      },
      {
        heading: 'Work Product',
        paragraphs: [
          `To the extent the law allows, work that ${employee} creates within the scope of the employment belongs to ${employer}.`,
        ],
      },
    ],
  });
}
