import { addMonths, subDays } from 'date-fns';
import { countInWords, formatLongDate, formatMoney } from '../format';
import type { ContractDocument } from '../document';
import { assemble, type DraftContext } from './context';

export interface LeaseTerms {
  /** The rental template is a home; the lease type may be any real estate. */
  residential: boolean;
  propertyAddress?: string;
  monthlyRent?: number;
  /** A number of months, a month-to-month tenancy, or not given. */
  term?: number | 'month-to-month';
  startDate?: Date;
  securityDeposit?: number;
}

const STATE_OF_PROPERTY = 'the state where the Property is located';

/** A lease: property, term, rent, deposit, utilities, use, maintenance, entry, termination. */
export function buildLease(ctx: DraftContext, t: LeaseTerms): ContractDocument {
  const [landlord, tenant] = ctx.parties.map((p) => p.term) as [string, string];
  const s = ctx.schedule;
  const property = t.propertyAddress
    ? `the ${t.residential ? 'residential ' : ''}property at ${t.propertyAddress} (the "Property")`
    : `the property described in Schedule A (the "Property")`;
  if (!t.propertyAddress) s.add('Address and description of the Property');

  const start = t.startDate ? formatLongDate(t.startDate) : `the start date ${s.add('Start date of the lease')}`;
  let termText: string;
  if (t.term === 'month-to-month') {
    termText =
      `This is a month-to-month tenancy beginning on ${start}. It renews automatically each month until either Party ends it by written notice ` +
      `given at least thirty (30) days before the end of a rental month, or any longer notice the law of ${STATE_OF_PROPERTY} requires.`;
  } else {
    const length = t.term !== undefined ? countInWords(t.term, 'month') : `the number of months ${s.add('Length of the lease term')}`;
    const end = t.term !== undefined && t.startDate ? ` and ending on ${formatLongDate(subDays(addMonths(t.startDate, t.term), 1))}` : '';
    termText = `The lease term is ${length}, beginning on ${start}${end}.`;
  }

  const rent =
    t.monthlyRent !== undefined ? `rent of ${formatMoney(t.monthlyRent)} per month` : `the monthly rent ${s.add('Monthly rent')}`;
  const deposit =
    t.securityDeposit === 0
      ? ['No security deposit is required under this Agreement.']
      : [
          t.securityDeposit !== undefined
            ? `Before moving in, ${tenant} will pay ${landlord} a security deposit of ${formatMoney(t.securityDeposit)}.`
            : `Before moving in, ${tenant} will pay ${landlord} the security deposit ${s.add('Security deposit')}.`,
          `${landlord} may use the deposit only for unpaid rent, for damage to the Property beyond normal wear and tear, and for other charges the law allows. ` +
            `${landlord} will return the deposit, less any lawful deductions, with an itemized list of those deductions and any interest the law requires, ` +
            `within the time set by the law of ${STATE_OF_PROPERTY}. The deposit is not the last month's rent unless ${landlord} agrees in writing.`,
        ];

  return assemble(ctx, {
    title: t.residential ? 'Residential Lease Agreement' : 'Lease Agreement',
    recitals: [
      `${landlord} owns, or has the right to rent out, ${property}.`,
      `${tenant} wishes to rent the Property from ${landlord} on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: 'Property',
        paragraphs: [
          `${landlord} rents the Property to ${tenant}, and ${tenant} rents it from ${landlord}, together with any fixtures and appliances in it on the start date.`,
        ],
      },
      {
        heading: 'Term',
        paragraphs: [
          termText,
          t.term !== 'month-to-month' &&
            `If ${tenant} stays in the Property after the term ends with ${landlord}'s consent, the tenancy continues from month to month on the same terms ` +
              `until either Party ends it by written notice given as the law of ${STATE_OF_PROPERTY} requires.`,
        ],
      },
      {
        heading: 'Rent',
        paragraphs: [
          `${tenant} will pay ${rent}, in advance, on or before the first (1st) day of each month, to ${landlord} at the address or by the method ${landlord} gives ${tenant} in writing. ` +
            'Rent for a partial month at the beginning or end of the tenancy is prorated by the day.',
          `A late fee or returned-payment charge applies only if the Parties agree to it in writing and the law allows it.`,
        ],
      },
      { heading: 'Security Deposit', paragraphs: deposit },
      {
        heading: 'Utilities',
        paragraphs: [
          `${tenant} pays for all utilities and services to the Property except those ${landlord} agrees in writing to provide.`,
        ],
      },
      {
        heading: 'Use and Occupancy',
        paragraphs: [
          `${tenant} will use the Property only ${t.residential ? 'as a private residence' : 'for lawful purposes allowed by its zoning'}, will obey the law and any reasonable written rules ${landlord} gives ${tenant} in advance, ` +
            `and will not disturb neighbors. ${tenant} will not sublet the Property or transfer this Agreement without ${landlord}'s written consent, which ${landlord} will not unreasonably withhold.`,
        ],
      },
      {
        heading: 'Maintenance and Repairs',
        paragraphs: [
          `${landlord} will keep the Property ${t.residential ? 'fit to live in' : 'in good repair'} and make the repairs the law requires of a landlord within a reasonable time after notice.`,
          `${tenant} will keep the Property clean and safe, promptly tell ${landlord} in writing about any needed repair, and pay for damage beyond normal wear and tear caused by ${tenant}, ` +
            `members of ${tenant}'s household or guests. ${tenant} will not make alterations without ${landlord}'s written consent.`,
        ],
      },
      {
        heading: "Landlord's Entry",
        paragraphs: [
          `${landlord} may enter the Property at reasonable times to inspect it, make repairs, or show it to prospective tenants, buyers or lenders, after giving ${tenant} ` +
            `reasonable advance notice, and never less notice than the law of ${STATE_OF_PROPERTY} requires. In an emergency that threatens people or property, ${landlord} may enter without notice.`,
        ],
      },
      {
        heading: 'Ending the Tenancy',
        paragraphs: [
          `At the end of the tenancy, ${tenant} will return all keys and leave the Property clean and in the condition it was in at the start, apart from normal wear and tear.`,
          `If a Party seriously breaches this Agreement, the other Party may end it only as the law of ${STATE_OF_PROPERTY} allows, after any notice and chance to fix the breach that the law requires. ` +
            `${landlord} may remove ${tenant} only through the court process the law provides, never by changing the locks, removing ${tenant}'s belongings or shutting off utilities.`,
        ],
      },
      {
        heading: 'Lead-Based Paint',
        paragraphs: [
          `If the Property includes housing built before 1978, ${landlord} will give ${tenant}, before ${tenant} is bound by this Agreement, the lead-based paint disclosure and pamphlet that federal law requires.`,
        ],
      },
    ],
    closing: { lawFallback: STATE_OF_PROPERTY, assignment: false },
  });
}
