/**
 * The history fields of a law detail: when the section (a guide: the section it
 * explains) was enacted and last amended, by which Public Law, with its source credit and
 * amendment notes, from sync-server/lawHistory.
 */
import type { LawRecord } from '../../core/laws/types';
import type { LawChangePayload, LawHistoryPayload } from '../../core/schemas/lawHistory';
import { getLawHistory, type LawHistory } from '../lawHistory';

export interface LawHistoryFields {
  lastAmended: LawChangePayload | null;
  enacted: LawChangePayload | null;
  history: LawHistoryPayload | null;
}

/** The duplicate number a record id carries ("usc-42-1395b-7-dup2" -> 2). */
function duplicateOf(record: LawRecord): number | undefined {
  const m = /-dup(\d+)$/.exec(record.id);
  return record.kind === 'section' && m ? Number(m[1]) : undefined;
}

export async function historyFieldsOf(record: LawRecord, lawHistory: LawHistory = getLawHistory()): Promise<LawHistoryFields> {
  const read = await lawHistory.history(record.usc.title, record.usc.section, duplicateOf(record));
  if (!read) return { lastAmended: null, enacted: null, history: null };
  return {
    lastAmended: read.lastAmended,
    enacted: read.enacted,
    history: { credit: read.credit, amendments: read.amendments, releasePoint: lawHistory.releasePoint },
  };
}
