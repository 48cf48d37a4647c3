import { closingClauses, ScheduleLines, type GeneralOptions } from '../clauses';
import type { Clause, ContractDocument, Party } from '../document';

/** What every kind of agreement starts from: the two parties, the date and the state. */
export interface DraftContext {
  parties: readonly [Party, Party];
  effectiveDate?: Date;
  governingState?: string;
  schedule: ScheduleLines;
}

export interface DraftBody {
  title: string;
  draftingNote?: string;
  recitals: ContractDocument['recitals'];
  /** The clauses proper to this kind of agreement; the closing ones are added after them. */
  clauses: readonly (Clause | false | undefined | null)[];
  closing?: GeneralOptions & { lawFallback?: string };
}

/** The document: the kind's own clauses, then governing law, disputes, notices, general provisions. */
export function assemble(ctx: DraftContext, body: DraftBody): ContractDocument {
  // The body's clauses are built first, so the schedule already holds every line they need.
  const hasSchedule = !ctx.schedule.isEmpty;
  return {
    title: body.title,
    governingState: ctx.governingState,
    effectiveDate: ctx.effectiveDate,
    parties: ctx.parties,
    draftingNote: body.draftingNote,
    recitals: body.recitals,
    clauses: [...body.clauses, ...closingClauses(ctx.parties, ctx.governingState, { ...body.closing, hasSchedule })],
    schedule: ctx.schedule.toSchedule(),
  };
}

export { lettered } from '../clauses';
