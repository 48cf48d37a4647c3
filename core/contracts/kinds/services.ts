import { formatLongDate, formatMoney } from '../format';
import { quoted, type ContractDocument } from '../document';
import { assemble, type DraftContext } from './context';

export type PaymentSchedule = 'Upon completion' | '50% upfront 50% on completion' | 'Monthly' | 'Weekly';

export interface ServicesTerms {
  /** Which party does the work (0 or 1); the other one pays. */
  provider: 0 | 1;
  /** The independent contractor agreement rather than a service agreement. */
  contractor: boolean;
  description?: string;
  deliverables?: string;
  amount?: number;
  schedule?: PaymentSchedule;
  /** Free-text payment terms ("Net 30"). */
  paymentTerms?: string;
  startDate?: Date;
  endDate?: Date;
}

/** Half of an amount in cents, the second half taking the odd cent. */
function halves(amount: number): [number, number] {
  const cents = Math.round(amount * 100);
  const first = Math.floor(cents / 2);
  return [first / 100, (cents - first) / 100];
}

function paymentParagraph(client: string, provider: string, t: ServicesTerms, fee: string): string {
  if (t.amount !== undefined) {
    switch (t.schedule) {
      case 'Upon completion':
        return `${client} will pay ${provider} ${fee} for the Services, due upon completion of the Services.`;
      case '50% upfront 50% on completion': {
        const [first, second] = halves(t.amount);
        return (
          `${client} will pay ${provider} a total of ${fee} for the Services: ${formatMoney(first)} (50%) when this Agreement is signed, before work begins, ` +
          `and the remaining ${formatMoney(second)} (50%) upon completion of the Services.`
        );
      }
      case 'Monthly':
        return `${client} will pay ${provider} ${fee} per month while the Services are performed, each payment due at the end of the month it covers.`;
      case 'Weekly':
        return `${client} will pay ${provider} ${fee} per week while the Services are performed, each payment due at the end of the week it covers.`;
      default:
        break;
    }
  }
  const payFee = `${client} will pay ${provider} ${fee} for the Services`;
  if (t.paymentTerms) return `${payFee}, on these payment terms: ${t.paymentTerms.replace(/\.$/, '')}.`;
  return `${payFee}, within thirty (30) days after receiving ${provider}'s invoice.`;
}

/** A service or independent contractor agreement: services, dates, payment, status, ownership, termination. */
export function buildServices(ctx: DraftContext, t: ServicesTerms): ContractDocument {
  const provider = ctx.parties[t.provider].term;
  const client = ctx.parties[t.provider === 0 ? 1 : 0].term;
  const s = ctx.schedule;
  const services = t.description
    ? `${provider} will provide the following services to ${client} (the "Services"):\n${quoted(t.description)}`
    : `${provider} will provide to ${client} the services described in Schedule A (the "Services").`;
  if (!t.description) s.add('Description of the services');
  const fee = t.amount !== undefined ? formatMoney(t.amount) : `the fee ${s.add('Fee and when it is paid')}`;

  let timing: string;
  if (t.startDate && t.endDate) {
    timing = `The Services begin on ${formatLongDate(t.startDate)} and are to be completed by ${formatLongDate(t.endDate)}, unless the Parties agree in writing to change these dates or this Agreement ends earlier under the "Termination" clause.`;
  } else if (t.startDate) {
    timing = `The Services begin on ${formatLongDate(t.startDate)} and continue until they are completed, unless this Agreement ends earlier under the "Termination" clause.`;
  } else {
    timing =
      'This Agreement begins on the Effective Date and continues until the Services are completed, unless it ends earlier under the "Termination" clause.';
  }

  return assemble(ctx, {
    title: t.contractor ? 'Independent Contractor Agreement' : 'Service Agreement',
    recitals: [
      `${client} wishes to engage ${provider} to perform the services described in this Agreement, and ${provider} is willing to perform them as an independent contractor, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: 'Services',
        paragraphs: [
          services,
          `${provider} will perform the Services with reasonable care and skill, in a professional and workmanlike manner, and in compliance with the law.`,
        ],
      },
      !!t.deliverables && {
        heading: 'Deliverables',
        paragraphs: [`${provider} will deliver the following to ${client}:\n${quoted(t.deliverables)}`],
      },
      { heading: 'Term', paragraphs: [timing] },
      {
        heading: 'Payment',
        paragraphs: [
          paymentParagraph(client, provider, t, fee),
          `${provider} pays its own expenses unless ${client} agrees in writing, in advance, to reimburse them.`,
        ],
      },
      {
        heading: 'Independent Contractor',
        paragraphs: [
          `${provider} is an independent contractor, not an employee, partner or agent of ${client}. ${provider} controls how the Services are performed, provides its own tools, ` +
            `and is responsible for its own taxes, insurance and licenses. ${client} will not withhold taxes from payments to ${provider} or provide ${provider} with employee benefits.`,
          'The Parties understand that the law, not the label they use, decides whether someone is an employee, and they intend their working relationship to match this clause.',
        ],
      },
      {
        heading: 'Ownership of Work',
        paragraphs: [
          `Once ${client} has paid in full, ${client} owns the work product ${provider} creates specifically for ${client} under this Agreement, and ${provider} assigns to ${client} its rights in that work product. ` +
            `${provider} keeps ownership of its pre-existing materials, tools and know-how, and gives ${client} a non-exclusive, permanent license to use any of them built into the work product, for the purposes of that work product.`,
        ],
      },
      {
        heading: 'Confidentiality',
        paragraphs: [
          "Each Party will keep confidential the other Party's non-public business information that it learns through this Agreement, and use it only to carry out this Agreement. " +
            'This duty continues after this Agreement ends. It does not cover information that is public through no fault of the receiving Party, or disclosures the law requires.',
        ],
      },
      {
        heading: 'Termination',
        paragraphs: [
          "Either Party may end this Agreement for any reason by giving the other fifteen (15) days' written notice, or immediately by written notice if the other Party seriously breaches it " +
            'and does not fix the breach within ten (10) days after written notice of it.',
          `${client} will pay for Services properly performed up to the date this Agreement ends.`,
        ],
      },
      {
        heading: 'Limitation of Liability',
        paragraphs: [
          'To the extent the law allows, neither Party is liable to the other for indirect or consequential damages, such as lost profits, arising from this Agreement, ' +
            'except for a breach of the "Confidentiality" clause.',
        ],
      },
    ],
  });
}
