/**
 * Test helpers (not app code): one section card, written for the tests of the cards' plumbing
 * (core/laws/records.ts, the offline library, the server's ranking), and a post in everyday words
 * that only the card's words tie to the section. The card is true to the official text of
 * 15 U.S.C. § 1692h ("If any consumer owes multiple debts and makes any single payment to any debt
 * collector with respect to such debts, such debt collector may not apply such payment to any debt
 * which is disputed by the consumer and, where applicable, shall apply such payment in accordance
 * with the consumer's directions."), a section with full text and no guide.
 */
import type { SectionCardWords } from '../core/laws/types';

export const CARD_SECTION = { title: 15, section: '1692h' } as const;
export const CARD_CITATION = '15 U.S.C. § 1692h';
/** Words of the section's official text, which the answer quotes. */
export const CARD_OFFICIAL_WORDS = 'may not apply such payment to any debt which is disputed by the consumer';

export const FIXTURE_CARDS: SectionCardWords = {
  '15/1692h': {
    asks: [
      'the collection agency put my payment toward the account I told them I dispute',
      'I told the collector which account my payment was for and they applied it to another one',
      'can a debt collector use my payment on a debt I am disputing',
    ],
    keywords: ['payment applied to the wrong account', 'disputed debt', 'two accounts with one collector', 'my directions for the payment'],
  },
};

/** A post in a person's own words: its subject (where a payment went) is in no heading's words. */
export const CARD_POST =
  'A collection agency has two old accounts of mine. One is a phone bill that I really do owe, the other is a gym ' +
  'membership I cancelled, and I wrote to them that I dispute that one. Last month I mailed them $60 and wrote on ' +
  'the check that it was for the phone bill. Now their statement shows they put the whole payment on the gym ' +
  'account and the phone bill keeps growing with interest. Are they allowed to put my money toward the account ' +
  'I said is not mine?';
