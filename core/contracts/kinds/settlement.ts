import type { ContractDocument } from '../document';
import { assemble, type DraftContext } from './context';

/** A settlement with a mutual release: payment, dismissal, release, no admission, confidentiality. */
export function buildSettlement(ctx: DraftContext): ContractDocument {
  const s = ctx.schedule;
  s.add('Description of the Dispute (what happened, and any court, case number or claim number)');
  s.add('Settlement Payment: who pays whom, the amount, how and by what date (or "none")');

  return assemble(ctx, {
    title: 'Settlement Agreement and Mutual Release',
    recitals: [
      'A dispute has arisen between the Parties, described in Schedule A (the "Dispute").',
      'The Parties wish to settle the Dispute fully and finally, to avoid the cost and uncertainty of further proceedings, without either Party admitting liability.',
    ],
    clauses: [
      {
        heading: 'Settlement Payment',
        paragraphs: [
          'If Schedule A calls for a payment, the paying Party will pay the other Party the amount stated there (the "Settlement Payment"), in the way and by the date stated there. ' +
            "Apart from any Settlement Payment, each Party's promises in this Agreement are given in exchange for the other Party's promises.",
        ],
      },
      {
        heading: 'Dismissal of Proceedings',
        paragraphs: [
          'If the Dispute is the subject of a pending lawsuit, arbitration or complaint, the Parties will, within ten (10) days after any Settlement Payment is received, ' +
            "sign and file the papers needed to dismiss it with prejudice, each Party paying its own attorney's fees and costs.",
        ],
      },
      {
        heading: 'Mutual Release',
        paragraphs: [
          'Once any Settlement Payment has been made, each Party releases the other Party, and its owners, employees, agents, successors and assigns, from all claims, demands and liabilities, ' +
            'known or unknown, arising out of the Dispute up to the Effective Date.',
          'This release does not cover the promises made in this Agreement, or any claim that the law does not allow to be released.',
        ],
      },
      {
        heading: 'No Admission of Liability',
        paragraphs: [
          'This Agreement is a compromise of disputed claims. It is not an admission of liability or wrongdoing by either Party.',
        ],
      },
      {
        heading: 'Confidentiality',
        paragraphs: [
          'Each Party will keep the terms of this settlement confidential, except as needed to carry it out, when the law requires disclosure, or in confidence with its own attorneys, ' +
            'tax advisers, insurers or immediate family. Nothing in this clause stops a Party from reporting a possible violation of law to a government agency.',
        ],
      },
      {
        heading: 'Voluntary Agreement',
        paragraphs: [
          'Each Party has read this Agreement, has had the chance to consult an attorney of its choice, understands this Agreement, and signs it voluntarily. ' +
            'If a Party breaks this Agreement, the other Party may enforce it in court.',
        ],
      },
    ],
  });
}
