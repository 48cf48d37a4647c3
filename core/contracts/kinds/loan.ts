import { addMonths, differenceInCalendarDays, differenceInMonths } from 'date-fns';
import { countInWords, formatLongDate, formatMoney, formatPercent } from '../format';
import type { ContractDocument } from '../document';
import { assemble, lettered, type DraftContext } from './context';

export type RepaymentSchedule = 'Lump sum' | 'Monthly' | 'Quarterly' | 'Annual';

export interface LoanTerms {
  amount?: number;
  /** Percent per year; undefined when the field was left empty (no interest). */
  interestRate?: number;
  loanDate?: Date;
  repaymentDate?: Date;
  schedule?: RepaymentSchedule;
}

type Installments = Exclude<RepaymentSchedule, 'Lump sum'>;

interface Period {
  months: number;
  adjective: string;
  every: string;
  perYear: number;
  /** How interest is worked out, matching the level installments. */
  basis: string;
}

const PERIODS: Record<Installments, Period> = {
  Monthly: {
    months: 1,
    adjective: 'monthly',
    every: 'month',
    perYear: 12,
    basis: 'Interest is calculated each month on the unpaid Principal at one-twelfth of the annual rate.',
  },
  Quarterly: {
    months: 3,
    adjective: 'quarterly',
    every: 'three (3) months',
    perYear: 4,
    basis: 'Interest is calculated every three (3) months on the unpaid Principal at one-quarter of the annual rate.',
  },
  Annual: {
    months: 12,
    adjective: 'annual',
    every: 'year',
    perYear: 1,
    basis: 'Interest is calculated each year on the unpaid Principal at the annual rate.',
  },
};

const roundCents = (n: number) => Math.round(n * 100) / 100;

/** The level payment that repays `principal` in `count` installments at `rate` per period. */
export function installmentAmount(principal: number, ratePerPeriod: number, count: number): number {
  if (ratePerPeriod === 0) return roundCents(principal / count);
  return roundCents((principal * ratePerPeriod) / (1 - (1 + ratePerPeriod) ** -count));
}

/** A loan: principal, interest (0% included), repayment schedule, prepayment, default. */
export function buildLoan(ctx: DraftContext, t: LoanTerms): ContractDocument {
  const [lender, borrower] = ctx.parties.map((p) => p.term) as [string, string];
  const s = ctx.schedule;
  const rate = t.interestRate ?? 0;
  const principal = t.amount !== undefined ? formatMoney(t.amount) : `the amount ${s.add('Loan amount')}`;
  const loanDate = t.loanDate ? formatLongDate(t.loanDate) : `the date ${s.add('Loan date')}`;
  const maturity = t.repaymentDate ? formatLongDate(t.repaymentDate) : `the date ${s.add('Final repayment date')}`;
  const schedule = t.schedule ?? 'Lump sum';
  const period = schedule === 'Lump sum' ? undefined : PERIODS[schedule];
  const months = t.loanDate && t.repaymentDate ? differenceInMonths(t.repaymentDate, t.loanDate) : undefined;
  const count = period && months !== undefined ? Math.floor(months / period.months) : undefined;
  // Installments need at least two whole periods before the Maturity Date; otherwise one payment.
  const installments = count !== undefined && count < 2 ? undefined : period;

  const interest: string[] = [];
  if (rate === 0) {
    interest.push(
      t.interestRate === 0
        ? `The Loan is interest-free (0% interest): ${borrower} repays only the Principal.`
        : `The Loan is interest-free: ${borrower} repays only the Principal.`,
    );
  } else {
    interest.push(
      `Interest accrues on the unpaid Principal at a fixed rate of ${formatPercent(rate)} per year from the Loan Date until the Loan is repaid in full. ` +
        (installments
          ? installments.basis
          : 'Interest is calculated on the basis of a 365-day year for the actual number of days elapsed.'),
      'If this rate is ever higher than the law allows, it is reduced to the highest lawful rate, and any interest paid above that rate is applied to the Principal.',
    );
  }

  const repayment: string[] = [];
  if (!installments) {
    repayment.push(
      `${borrower} will repay the Principal${rate > 0 ? ', together with all accrued interest,' : ''} in one payment on or before ${maturity} (the "Maturity Date").`,
    );
    if (period)
      repayment.push(
        `Because the Maturity Date is less than two ${period.every === 'month' ? 'months' : period.every === 'year' ? 'years' : 'payment periods'} after the Loan Date, the Loan is repaid in this single payment rather than in ${period.adjective} installments.`,
      );
    if (rate > 0 && t.amount !== undefined && t.loanDate && t.repaymentDate) {
      const days = differenceInCalendarDays(t.repaymentDate, t.loanDate);
      if (days > 0) {
        const owed = roundCents((t.amount * rate * days) / 100 / 365);
        repayment.push(
          `If the Loan is repaid on the Maturity Date, the interest will be ${formatMoney(owed)}, for a total payment of ${formatMoney(roundCents(t.amount + owed))}.`,
        );
      }
    }
  } else if (count !== undefined && t.amount !== undefined && t.loanDate) {
    const period = installments;
    const each = installmentAmount(t.amount, rate / 100 / period.perYear, count);
    repayment.push(
      `${borrower} will repay the Loan in ${countInWords(count, `equal ${period.adjective} installment`)} of ${formatMoney(each)} each, ${rate > 0 ? 'including interest' : 'all Principal'}. ` +
        `The first installment is due on ${formatLongDate(addMonths(t.loanDate, period.months))}, and each later one on the same day every ${period.every} after that. ` +
        `The last installment, due on ${formatLongDate(addMonths(t.loanDate, count * period.months))}, is adjusted by any amount needed to pay off the Loan exactly.`,
      `The entire unpaid balance is due no later than ${maturity} (the "Maturity Date").`,
    );
  } else {
    const period = installments;
    repayment.push(
      `${borrower} will repay the Loan in equal ${period.adjective} installments${rate > 0 ? ' of Principal and interest' : ''}, the first due one ${period.every} after the Loan Date, ` +
        `so that the entire balance is repaid no later than ${maturity} (the "Maturity Date").`,
    );
  }

  return assemble(ctx, {
    title: 'Loan Agreement',
    recitals: [`${borrower} wishes to borrow money from ${lender}, and ${lender} is willing to lend it, on the terms of this Agreement.`],
    clauses: [
      {
        heading: 'The Loan',
        paragraphs: [
          `${lender} will lend ${borrower} ${principal} (the "Principal") on ${loanDate} (the "Loan Date"). ${borrower} promises to repay the Principal, with any interest due under this Agreement, as set out below.`,
          `The Loan is unsecured: ${borrower} gives ${lender} no collateral under this Agreement.`,
        ],
      },
      { heading: 'Interest', paragraphs: interest },
      { heading: 'Repayment', paragraphs: repayment },
      {
        heading: 'How Payments Are Made',
        paragraphs: [
          `${borrower} will make each payment to ${lender} at the address or by the method ${lender} gives in writing. ` +
            (rate > 0 ? 'Each payment is applied first to interest due and then to the Principal.' : 'Each payment reduces the Principal.'),
        ],
      },
      {
        heading: 'Prepayment',
        paragraphs: [
          `${borrower} may prepay all or part of the Loan at any time without penalty.${rate > 0 ? ' Interest stops accruing on any Principal prepaid.' : ''}` +
            (installments ? ' A partial prepayment reduces the balance but does not postpone the next installment.' : ''),
        ],
      },
      {
        heading: 'Default',
        paragraphs: [
          `${borrower} is in default if:\n` +
            lettered([
              `a payment is not made within fifteen (15) days after its due date; or`,
              `${borrower} breaks any other promise in this Agreement.`,
            ]),
          `If ${borrower} is in default and does not fix it within ten (10) days after ${lender} gives written notice of the default, ${lender} may declare the entire unpaid Principal, ` +
            `with any interest earned, due at once. ${lender} may also recover reasonable costs of collection, including reasonable attorney's fees, to the extent the law allows.`,
        ],
      },
    ],
  });
}
