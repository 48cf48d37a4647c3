import { countInWords } from '../format';
import { quoted, type ContractDocument } from '../document';
import { assemble, lettered, type DraftContext } from './context';

export interface NdaTerms {
  purpose?: string;
  /** What will be shared, in the user's words. */
  confidentialInfo?: string;
  /** Years the duties last, or 'indefinite' (also when not given). */
  duration?: number | 'indefinite';
}

/** A mutual NDA: definition, obligations, exclusions, required disclosure, term, return of materials. */
export function buildNda(ctx: DraftContext, t: NdaTerms): ContractDocument {
  const term =
    typeof t.duration === 'number'
      ? `The Receiving Party's duties under this Agreement last for ${countInWords(t.duration, 'year')} from the Effective Date. ` +
        'For information that is a trade secret, they continue for as long as it remains a trade secret under applicable law.'
      : "The Receiving Party's duties under this Agreement begin on the Effective Date and continue for as long as the information remains confidential.";

  return assemble(ctx, {
    title: 'Mutual Non-Disclosure Agreement',
    recitals: [
      t.purpose
        ? `The Parties wish to share confidential information with each other for the following purpose (the "Purpose"):\n${quoted(t.purpose)}`
        : 'The Parties wish to share confidential information with each other to explore or carry out a business relationship between them (the "Purpose").',
      'Each Party is willing to share its information only if the other keeps it confidential on the terms of this Agreement.',
    ],
    clauses: [
      {
        heading: 'Confidential Information',
        paragraphs: [
          '"Confidential Information" means any non-public information that one Party (the "Disclosing Party") shares with the other (the "Receiving Party") in connection with the Purpose, ' +
            'in any form, including business plans, customer and supplier information, financial information, technical data, designs, software and know-how, ' +
            'whether or not it is marked confidential, if a reasonable person would understand it to be confidential.',
          t.confidentialInfo && `Confidential Information includes in particular:\n${quoted(t.confidentialInfo)}`,
        ],
      },
      {
        heading: 'Obligations of the Receiving Party',
        paragraphs: [
          'The Receiving Party will:\n' +
            lettered([
              'use Confidential Information only for the Purpose;',
              'not disclose it to anyone except its employees, contractors and advisers who need to know it for the Purpose and are bound by duties of confidentiality at least as protective as this Agreement;',
              'protect it with at least the care it uses for its own confidential information, and never less than reasonable care; and',
              'promptly tell the Disclosing Party in writing of any unauthorized use or disclosure it learns of.',
            ]),
          'The Receiving Party is responsible for any breach of this Agreement by the people it shares Confidential Information with.',
        ],
      },
      {
        heading: 'Exclusions',
        paragraphs: [
          'This Agreement does not apply to information that the Receiving Party can show:\n' +
            lettered([
              'is or becomes public through no fault of the Receiving Party;',
              'it already knew, without a duty of confidentiality, before receiving it;',
              'it received from someone else who had the right to share it; or',
              'it developed independently, without using Confidential Information.',
            ]),
          'Nothing in this Agreement prohibits either Party from reporting a possible violation of law to a government agency or from making any other disclosure the law protects.',
        ],
      },
      {
        heading: 'Required Disclosure',
        paragraphs: [
          'If the law, a court order or a government agency requires the Receiving Party to disclose Confidential Information, it may do so only to the extent required and, ' +
            'where the law allows, only after giving the Disclosing Party prompt written notice so that it can seek protection.',
        ],
      },
      {
        heading: 'Term',
        paragraphs: [
          term,
          'Either Party may stop sharing information at any time by written notice. Duties about information already shared continue as stated above.',
        ],
      },
      {
        heading: 'Return of Materials',
        paragraphs: [
          'When the Disclosing Party asks in writing, or when the Purpose ends, the Receiving Party will promptly return or destroy all Confidential Information it holds, including copies and notes, ' +
            'and confirm this in writing if asked. It may keep copies the law requires it to keep or that remain in routine backups, and those copies stay confidential.',
        ],
      },
      {
        heading: 'No License or Further Obligation',
        paragraphs: [
          'All Confidential Information remains the property of the Disclosing Party. This Agreement grants no license or other right to it except to use it for the Purpose, ' +
            'and it does not oblige either Party to enter into any further agreement. Confidential Information is provided "as is".',
        ],
      },
      {
        heading: 'Remedies',
        paragraphs: [
          'A breach of this Agreement may cause harm that money alone cannot repair. In addition to any other remedy, the Disclosing Party may ask a court for an order to stop or prevent a breach.',
        ],
      },
    ],
  });
}
