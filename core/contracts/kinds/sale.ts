import { formatLongDate, formatMoney } from '../format';
import { quoted, type ContractDocument } from '../document';
import { assemble, type DraftContext } from './context';

export type PaymentMethod = 'Cash' | 'Check' | 'Electronic transfer' | 'Credit card';

export interface SaleTerms {
  /** 'Sale Agreement' (the template) or 'Purchase Agreement' (the contract type). */
  title: string;
  /** What the thing sold is called in the clauses: "Item" or "Goods". */
  noun: 'Item' | 'Goods';
  description?: string;
  price?: number;
  saleDate?: Date;
  paymentMethod?: PaymentMethod;
}

const METHODS: Record<PaymentMethod, string> = {
  Cash: 'in cash',
  Check: 'by check (payment is complete only when the check has cleared)',
  'Electronic transfer': 'by electronic funds transfer to an account Seller names in writing',
  'Credit card': 'by credit card',
};

/** A sale of goods: what is sold, price and payment, delivery, title and risk, promises, condition. */
export function buildSale(ctx: DraftContext, t: SaleTerms): ContractDocument {
  const [seller, buyer] = ctx.parties.map((p) => p.term) as [string, string];
  const s = ctx.schedule;
  const thing = t.noun === 'Item' ? 'the Item' : 'the Goods';
  const sold = t.description
    ? `${seller} sells and ${buyer} buys the following (the "${t.noun}"):\n${quoted(t.description)}`
    : `${seller} sells and ${buyer} buys the goods described in Schedule A (the "${t.noun}").`;
  if (!t.description) s.add(`Description of the goods (quantity, make, model, serial number, condition)`);
  const price =
    t.price !== undefined
      ? `The purchase price is ${formatMoney(t.price)} (the "Purchase Price").`
      : `The purchase price is the amount ${s.add('Purchase price')} (the "Purchase Price").`;
  const method = t.paymentMethod
    ? METHODS[t.paymentMethod].replace('Seller', seller)
    : `in the way ${s.add('How the Purchase Price is paid')}`;
  const date = t.saleDate ? formatLongDate(t.saleDate) : `the date ${s.add('Sale and delivery date, and place of delivery')}`;
  const plural = t.noun === 'Goods';

  return assemble(ctx, {
    title: t.title,
    recitals: [
      `${seller} owns the ${plural ? 'goods' : 'item'} described in this Agreement and wishes to sell ${plural ? 'them' : 'it'} to ${buyer}, and ${buyer} wishes to buy ${plural ? 'them' : 'it'}, on the terms of this Agreement.`,
    ],
    clauses: [
      { heading: `${t.noun} Sold`, paragraphs: [sold] },
      {
        heading: 'Purchase Price and Payment',
        paragraphs: [
          `${price} ${buyer} will pay the Purchase Price in full ${method}, on or before the Sale Date.`,
          `${buyer} pays any sales or transfer tax and any title or registration fee due on this sale, unless the Parties agree otherwise in writing or the law requires otherwise.`,
        ],
      },
      {
        heading: 'Sale Date and Delivery',
        paragraphs: [
          `The sale takes place on ${date} (the "Sale Date"). On the Sale Date, after receiving full payment, ${seller} will deliver ${thing} to ${buyer}, ` +
            `with any title documents, keys, manuals and accessories that belong with ${plural ? 'them' : 'it'}, at a place the Parties agree.`,
        ],
      },
      {
        heading: 'Ownership and Risk',
        paragraphs: [
          `Ownership of ${thing}, and the risk of ${plural ? 'their' : 'its'} loss or damage, pass to ${buyer} when ${seller} delivers ${plural ? 'them' : 'it'} to ${buyer} after receiving full payment. ` +
            `${seller} will sign any document reasonably needed to transfer ownership, such as a certificate of title for a vehicle.`,
        ],
      },
      {
        heading: "Seller's Promises",
        paragraphs: [
          `${seller} promises that ${seller} owns ${thing}, has the right to sell ${plural ? 'them' : 'it'}, and is selling ${plural ? 'them' : 'it'} free of any lien, loan, security interest or claim of anyone else, ` +
            `and that ${seller} has told ${buyer} about every defect ${seller} knows of.`,
        ],
      },
      {
        heading: `Condition of the ${t.noun}`,
        paragraphs: [
          `${buyer} has had the chance to inspect ${thing}. Except for the promises in the "Seller's Promises" clause, and to the extent the law allows, ` +
            `${thing} ${plural ? 'are' : 'is'} sold "as is", in ${plural ? 'their' : 'its'} present condition, without any other warranty.`,
        ],
      },
    ],
  });
}
