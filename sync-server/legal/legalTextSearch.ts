/**
 * The search behind GET /api/legal/text-search: the official text of every U.S. Code section, searched
 * with SQLite FTS5 in a worker thread (sync-server/textSearch). On a first start, while that
 * index is built in the background, the headings engine (core/search) answers instead and the
 * reply says so (`engine: 'headings'` and a notice).
 */
import { findLaw, formatCitation, sectionRecordId } from '../../core/laws';
import { searchLaws } from '../../core/search';
import {
  outsideWindowNotice,
  TEXT_SEARCH_HEADINGS_NOTICE,
  type TextSearchResponse,
  type TextSearchResult,
} from '../../core/schemas/textSearch';
import { getLawText } from '../lawText';
import { getLawHistory } from '../lawHistory';
import { changeText, windowStart } from '../../core/laws/history';
import type { TextQuery, TextSearch } from '../textSearch';
import { snippetWithRanges } from '../textSearch/snippet';
import { lawIndex } from './legalIndex';

/** Most headings-engine hits paged through while the full-text index is being built. */
const HEADINGS_MAX = 200;
/** How long a search waits for an index that is being opened (a few hundred ms when already built). */
const READY_WAIT_MS = 2000;

/** A text search its route has parsed and validated: the words as typed and as a query, a title the corpus holds. */
export interface TextSearchRequest {
  q: string;
  words: TextQuery;
  title: number | undefined;
  page: number;
  limit: number;
  amendedWithin: 5 | 10 | undefined;
}

/**
 * The sections whose official text holds the words, from the full-text index once it is ready
 * (waiting a little while it opens), else, or if it fails, from the headings engine.
 */
export async function searchLawText(
  { q, words, title, page, limit, amendedWithin }: TextSearchRequest,
  textSearch: () => TextSearch,
): Promise<TextSearchResponse> {
  const lawText = getLawText();
  const amendedSince = amendedWithin ? windowStart(amendedWithin) : undefined;
  const history = getLawHistory();
  const search = textSearch().start();
  const offset = (page - 1) * limit;
  if (await search.ready(READY_WAIT_MS)) {
    try {
      const found = await search.search(words, { title, offset, limit, amendedSince });
      const notice =
        amendedSince && amendedWithin ? await outsideNotice(search, words, title, amendedSince, amendedWithin, found.total) : undefined;
      return {
        results: found.hits.map((hit) => {
          const id = sectionRecordId(hit.title, hit.section, hit.duplicateNumber > 1 ? hit.duplicateNumber : undefined);
          const record = findLaw(id);
          const heading = snippetWithRanges(hit.markedHeading);
          return {
            id,
            citation: record?.citation ?? formatCitation(hit.title, hit.section),
            title: heading.snippet,
            titleHighlights: heading.highlights,
            ...snippetWithRanges(hit.snippet),
            lastAmended:
              history.dates(hit.title, hit.section, hit.duplicateNumber > 1 ? hit.duplicateNumber : undefined)?.lastAmended ?? null,
          } satisfies TextSearchResult;
        }),
        total: found.total,
        page,
        limit,
        engine: 'full-text',
        releasePoint: lawText.releasePoint,
        ...(notice ? { notice } : {}),
      };
    } catch (err) {
      // The index failing must not leave the user with nothing: the headings answer instead.
      console.error('[laws-ai] full-text search failed, answering from the headings:', err);
    }
  }
  return headingsReply(q, title, page, limit, lawText.releasePoint, amendedSince);
}

/** Best matches for the words, whatever their date, that a date window leaves out. */
const BEST_MATCHES = 3;

/**
 * When the best match for the words was not enacted or amended in the window, says so and names
 * the best matches with the date of their last change (uscode-history), so a window's leftovers
 * are not taken for the answer to the words.
 */
async function outsideNotice(
  search: TextSearch,
  query: TextQuery,
  title: number | undefined,
  since: string,
  years: number,
  shown: number,
): Promise<string | undefined> {
  const best = await search.search(query, { title, offset: 0, limit: BEST_MATCHES });
  const history = getLawHistory();
  const dated = best.hits.map((hit) => ({
    hit,
    last: history.dates(hit.title, hit.section, hit.duplicateNumber > 1 ? hit.duplicateNumber : undefined)?.lastAmended ?? null,
  }));
  if (dated.length === 0 || (dated[0]!.last && dated[0]!.last.date >= since)) return undefined;
  const outside = dated
    .filter(({ last }) => !last || last.date < since)
    .map(({ hit, last }) => {
      const citation =
        findLaw(sectionRecordId(hit.title, hit.section, hit.duplicateNumber > 1 ? hit.duplicateNumber : undefined))?.citation ??
        formatCitation(hit.title, hit.section);
      return last ? `${citation} (${changeText(last)})` : citation;
    });
  return outsideWindowNotice(years, outside, shown);
}

/** Today's engine over section headings and guides, one result per section. */
async function headingsReply(
  q: string,
  title: number | undefined,
  page: number,
  limit: number,
  releasePoint: string,
  amendedSince?: string,
): Promise<TextSearchResponse> {
  const hits = searchLaws(await lawIndex(), q, { limit: HEADINGS_MAX * 2 });
  const history = getLawHistory();
  const seen = new Set<string>();
  const results: TextSearchResult[] = [];
  for (const { record } of hits) {
    if (title !== undefined && record.usc.title !== title) continue;
    const key = `${record.usc.title}/${record.usc.section}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const section = record.kind === 'section' ? record : findLaw(sectionRecordId(record.usc.title, record.usc.section));
    if (!section) continue;
    const lastAmended = history.dates(record.usc.title, record.usc.section)?.lastAmended ?? null;
    if (amendedSince && !(lastAmended && lastAmended.date >= amendedSince)) continue;
    results.push({
      id: section.id,
      citation: section.citation,
      title: section.heading || section.title,
      titleHighlights: [],
      snippet: section.heading || section.title,
      highlights: [],
      lastAmended,
    });
    if (results.length >= HEADINGS_MAX) break;
  }
  // A date window lists the newest first, as the full-text engine does (stable: rank within a date).
  if (amendedSince)
    results.sort((a, b) => (b.lastAmended!.date > a.lastAmended!.date ? 1 : b.lastAmended!.date < a.lastAmended!.date ? -1 : 0));
  const offset = (page - 1) * limit;
  return {
    results: results.slice(offset, offset + limit),
    total: results.length,
    page,
    limit,
    engine: 'headings',
    releasePoint,
    notice: TEXT_SEARCH_HEADINGS_NOTICE,
  };
}
