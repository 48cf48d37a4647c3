import { quoted, type ContractDocument } from '../document';
import { assemble, type DraftContext } from './context';

/** Said at the top of a custom draft (it says plainly that it is a general framework). */
export const CUSTOM_FRAMEWORK_NOTE =
  'This is a general framework built around the description you gave. It was not written for your particular transaction: ' +
  'add the specific promises, prices, dates and conditions your situation needs, and remove anything that does not fit.';

/** A custom contract without AI: the user's description as the scope, standard clauses around it. */
export function buildCustom(ctx: DraftContext, description: string | undefined): ContractDocument {
  const s = ctx.schedule;
  const scope = description
    ? `This Agreement covers the following arrangement between the Parties, as they describe it (the "Arrangement"):\n${quoted(description)}`
    : `This Agreement covers the arrangement between the Parties described in Schedule A (the "Arrangement").`;
  if (!description) s.add('Description of the arrangement');

  return assemble(ctx, {
    title: 'General Agreement',
    draftingNote: CUSTOM_FRAMEWORK_NOTE,
    recitals: ['The Parties wish to record in writing the terms of the arrangement described in the "Scope of Agreement" clause.'],
    clauses: [
      {
        heading: 'Scope of Agreement',
        paragraphs: [
          scope,
          'Each Party will carry out its part of the Arrangement in good faith, with reasonable care, on time and in compliance with the law.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'Any payment the Arrangement calls for is due within thirty (30) days after the Party owed it sends a written invoice, unless the Arrangement sets a different time. ' +
            'Payments are made in U.S. dollars. Each Party pays its own costs of performing this Agreement unless the Parties agree otherwise in writing.',
        ],
      },
      {
        heading: 'Term',
        paragraphs: [
          'This Agreement begins on the Effective Date and continues until the Arrangement has been fully carried out, unless it ends earlier under the "Termination" clause.',
        ],
      },
      {
        heading: 'Termination',
        paragraphs: [
          "Either Party may end this Agreement by giving the other thirty (30) days' written notice, or immediately by written notice if the other Party seriously breaches it " +
            'and does not fix the breach within ten (10) days after written notice of it. Ending this Agreement does not cancel payments already earned or obligations already incurred.',
        ],
      },
      {
        heading: 'Independent Parties',
        paragraphs: [
          'The Parties are independent of each other. This Agreement does not make either Party the employee, partner or agent of the other.',
        ],
      },
    ],
  });
}
