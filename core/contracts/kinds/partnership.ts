import { stateName } from '../state';
import type { ContractDocument } from '../document';
import { assemble, lettered, type DraftContext } from './context';

/** A general partnership of two: formation, contributions, profits, management, duties, books, exit. */
export function buildPartnership(ctx: DraftContext): ContractDocument {
  const [a, b] = ctx.parties.map((p) => p.term) as [string, string];
  const s = ctx.schedule;
  s.add('Name of the Partnership');
  s.add('Business purpose of the Partnership');
  s.add('Principal office address');
  s.add(`${a}'s capital contribution (money, property or services) and when it is due`);
  s.add(`${b}'s capital contribution (money, property or services) and when it is due`);
  s.add('Profit and loss shares, if not equal');
  s.add('Largest commitment either Partner may make alone');
  const law = ctx.governingState
    ? `the law of ${stateName(ctx.governingState)}`
    : 'the law of the state where its principal office is located';

  return assemble(ctx, {
    title: 'Partnership Agreement',
    recitals: [
      `${a} and ${b} (the "Partners") wish to carry on a business together for profit as a general partnership, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: 'Formation',
        paragraphs: [
          `The Partners form a general partnership (the "Partnership") under ${law}, beginning on the Effective Date. ` +
            "The Partnership's name, business purpose and principal office are stated in Schedule A.",
          "The Partners will make every registration and filing the law requires for the Partnership's name and business.",
        ],
      },
      {
        heading: 'Capital Contributions',
        paragraphs: [
          'Each Partner will contribute the money, property or services stated for that Partner in Schedule A, by the date stated there. ' +
            'No Partner earns interest on a contribution, and no Partner has to contribute more unless that Partner agrees in writing.',
        ],
      },
      {
        heading: 'Profits and Losses',
        paragraphs: [
          'The Partners share the profits and losses of the Partnership equally, unless Schedule A states different shares. ' +
            'Profits are distributed when the Partners agree, after setting aside reasonable reserves for the business.',
        ],
      },
      {
        heading: 'Management',
        paragraphs: [
          'Each Partner has an equal say in managing the business, and either Partner may make ordinary day-to-day decisions. The following need the written agreement of both Partners:\n' +
            lettered([
              'borrowing money or guaranteeing a debt;',
              'buying, selling or pledging property outside the ordinary course of business;',
              'any single commitment larger than the amount stated in Schedule A;',
              'admitting a new partner; and',
              'changing this Agreement.',
            ]),
        ],
      },
      {
        heading: 'Duties of the Partners',
        paragraphs: [
          "Each Partner will give the business the time and effort it reasonably needs, act in good faith and in the Partnership's best interest, " +
            "and not compete with the Partnership or use its property or opportunities for personal gain without the other Partner's written consent.",
        ],
      },
      {
        heading: 'Bank Accounts, Books and Taxes',
        paragraphs: [
          "The Partnership keeps its money in accounts in its own name, separate from the Partners' own funds, and keeps complete books and records, open to both Partners at any reasonable time. " +
            "The Partners will have the Partnership's tax returns prepared and filed as the law requires, and each Partner will receive the tax information needed for that Partner's own return.",
        ],
      },
      {
        heading: 'Withdrawal and Buyout',
        paragraphs: [
          "A Partner may withdraw by giving the other Partner at least ninety (90) days' written notice. The remaining Partner may then either buy the withdrawing Partner's interest " +
            'at its fair market value, as the Partners agree or, if they cannot agree, as set by an independent appraiser they choose together, or dissolve the Partnership.',
        ],
      },
      {
        heading: 'Dissolution',
        paragraphs: [
          'The Partnership ends when both Partners agree in writing, when the law requires it, or as described in the "Withdrawal and Buyout" clause. ' +
            "On dissolution the Partners will pay the Partnership's debts, return each Partner's unreturned capital contribution, and divide anything left in their profit shares.",
        ],
      },
    ],
  });
}
