/**
 * What changed in the law recently: with a date window and no words, the text search
 * lists the sections last amended (or enacted) in the last 5 or 10 years, newest first, each with
 * its newest amendment note as the snippet, from sync-server/lawHistory.
 */
import { findLaw, formatCitation, sectionRecordId } from '../../core/laws';
import type { TextSearchResponse, TextSearchResult } from '../../core/schemas/textSearch';
import type { AmendedDates } from '../../core/schemas/lawHistory';
import { windowStart } from '../../core/laws/history';
import { getLawHistory } from '../lawHistory';

/** Longest snippet taken from an amendment note. */
const NOTE_CHARS = 280;

function shorten(note: string): string {
  return note.length <= NOTE_CHARS ? note : `${note.slice(0, NOTE_CHARS).replace(/\s+\S*$/, '')} …`;
}

export async function recentChangesReply(
  years: 5 | 10,
  title: number | undefined,
  page: number,
  limit: number,
  releasePoint: string,
): Promise<TextSearchResponse> {
  const history = getLawHistory();
  const changed = history.changedWithin(years, title);
  const offset = (page - 1) * limit;
  const results = await Promise.all(
    changed.slice(offset, offset + limit).map(async (s): Promise<TextSearchResult> => {
      const id = sectionRecordId(s.title, s.section, s.duplicateNumber);
      const record = findLaw(id);
      const notes = (await history.history(s.title, s.section, s.duplicateNumber))?.amendments ?? [];
      const heading = record?.heading || record?.title || '';
      return {
        id,
        citation: record?.citation ?? formatCitation(s.title, s.section),
        title: heading,
        titleHighlights: [],
        snippet: notes[0] ? shorten(notes[0]) : heading,
        highlights: [],
        lastAmended: s.lastAmended,
      };
    }),
  );
  return { results, total: changed.length, page, limit, engine: 'history', releasePoint };
}

/** GET /api/legal/amended-dates: the sections changed in the last 10 years, for the device (offline date range). */
export function amendedDatesReply(): AmendedDates {
  const history = getLawHistory();
  return {
    releasePoint: history.releasePoint,
    since: windowStart(10),
    sections: history
      .changedWithin(10)
      .map((s) => [s.title, s.section, s.duplicateNumber ?? 0, s.lastAmended!.date, s.lastAmended!.publicLaw]),
  };
}
