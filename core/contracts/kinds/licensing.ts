import type { ContractDocument } from '../document';
import { assemble, type DraftContext } from './context';

/** A non-exclusive license: grant, fees and royalties, ownership, proper use, term and termination. */
export function buildLicensing(ctx: DraftContext): ContractDocument {
  const [licensor, licensee] = ctx.parties.map((p) => p.term) as [string, string];
  const s = ctx.schedule;
  s.add('Description of the Licensed Property (for example the work, software, design, trademark or patent, with any registration number)');
  s.add('Permitted Use (the purpose, the products or services, and the territory)');
  s.add('License fee, royalty rate and payment dates');
  s.add('Length of the license');

  return assemble(ctx, {
    title: 'Licensing Agreement',
    recitals: [
      `${licensor} owns, or has the right to license, the intellectual property described in Schedule A (the "Licensed Property").`,
      `${licensee} wishes to use the Licensed Property, and ${licensor} is willing to allow that use, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: 'Grant of License',
        paragraphs: [
          `${licensor} grants ${licensee} a non-exclusive, non-transferable license to use the Licensed Property only for the purpose, products or services and territory stated in Schedule A (the "Permitted Use"). ` +
            `${licensee} may not sublicense the Licensed Property without ${licensor}'s written consent. Every right not expressly granted is kept by ${licensor}.`,
        ],
      },
      {
        heading: 'Fees and Royalties',
        paragraphs: [
          `${licensee} will pay ${licensor} the license fee and any royalties stated in Schedule A, when they are due under Schedule A.`,
          `Where royalties depend on sales, ${licensee} will send ${licensor} a written sales statement with each payment, keep accurate sales records for at least three (3) years, ` +
            `and let ${licensor} or its accountant inspect those records on reasonable notice, no more than once a year.`,
        ],
      },
      {
        heading: 'Ownership',
        paragraphs: [
          `${licensor} keeps all ownership of the Licensed Property. ${licensee} will not claim ownership of it, register it or anything confusingly similar in its own name, ` +
            `or challenge ${licensor}'s rights in it. Any goodwill from ${licensee}'s use of a licensed trademark belongs to ${licensor}.`,
        ],
      },
      {
        heading: 'Proper Use',
        paragraphs: [
          `${licensee} will use the Licensed Property only lawfully, within the Permitted Use, and in keeping with any reasonable written quality standards and notice or credit instructions ${licensor} gives, ` +
            'and will not change it except as the Permitted Use allows.',
        ],
      },
      {
        heading: "Licensor's Promise",
        paragraphs: [
          `${licensor} promises that it has the right to grant this license. Except for that promise, and to the extent the law allows, the Licensed Property is licensed "as is", without any other warranty.`,
        ],
      },
      {
        heading: 'Protecting the Licensed Property',
        paragraphs: [
          `${licensee} will promptly tell ${licensor} in writing of any infringement of the Licensed Property it learns of. ${licensor} decides whether to act and controls any action it takes.`,
        ],
      },
      {
        heading: 'Term and Termination',
        paragraphs: [
          `This Agreement begins on the Effective Date and lasts for the period stated in Schedule A. Either Party may end it by written notice if the other seriously breaches it ` +
            'and does not fix the breach within thirty (30) days after written notice of it.',
          `When this Agreement ends, ${licensee} will stop using the Licensed Property and pay all amounts owed up to that date.`,
        ],
      },
      {
        heading: 'Limitation of Liability',
        paragraphs: [
          'To the extent the law allows, neither Party is liable to the other for indirect or consequential damages, such as lost profits, arising from this Agreement, ' +
            `except for use of the Licensed Property outside the Permitted Use.`,
        ],
      },
    ],
  });
}
