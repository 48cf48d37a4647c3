/**
 * Congress.gov API v3 client for the news: the most recent bills (the list comes sorted by
 * latest action) with their latest action, and, for a bill the list gives no title, the bill's
 * own record. Base URL and key come from config (CONGRESS_API_URL, CONGRESS_API_KEY).
 */
import {
  billNewsId,
  billRecordPath,
  billRefOf,
  congressBillListSchema,
  congressBillRecordSchema,
  congressBillSchema,
  lacksTitle,
  normalizeCongressBill,
} from '../../core/news';
import { NEWS_SOURCE_NAMES, type NewsItem } from '../../core/schemas/news';
import { fetchUpstreamJson, UpstreamError } from './newsFetch';

/** Bills asked for per refresh. */
export const CONGRESS_BILLS_PER_REFRESH = 25;
/** Bill records fetched at once when the list left titles empty. */
const RECORD_CONCURRENCY = 4;

export interface CongressNewsOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  limit?: number;
  /** The title already stored for an item id, so a known bill's record is not fetched again. */
  knownTitle?: (id: string) => string | undefined;
}

const name = NEWS_SOURCE_NAMES.congress;

function apiUrl(baseUrl: string, path: string, apiKey: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ format: 'json', ...query, api_key: apiKey });
  return `${baseUrl}${path}?${params}`;
}

/**
 * The latest bills as news items.
 * @throws UpstreamError when the list cannot be had; a missing bill record only costs its title.
 */
export async function fetchCongressNews(options: CongressNewsOptions): Promise<NewsItem[]> {
  const { baseUrl, apiKey, timeoutMs, limit = CONGRESS_BILLS_PER_REFRESH, knownTitle } = options;
  const reply = await fetchUpstreamJson(apiUrl(baseUrl, '/bill', apiKey, { limit: String(limit) }), { sourceName: name, timeoutMs });
  const list = congressBillListSchema.safeParse(reply);
  if (!list.success) throw new UpstreamError(`${name} sent a bill list we could not read`);
  const bills = list.data.bills.slice(0, limit);

  // Titles the list left empty: from what we already know, else from the bill's record.
  const titles = new Map<number, string>();
  const wanted: number[] = [];
  bills.forEach((bill, index) => {
    if (!lacksTitle(bill)) return;
    const ref = billRefOf(bill);
    if (!ref) return;
    const known = knownTitle?.(billNewsId(ref));
    if (known) titles.set(index, known);
    else wanted.push(index);
  });
  if (wanted.length > 0) {
    // One shared budget for all records, so a slow upstream can't stretch the refresh.
    const budget = AbortSignal.timeout(timeoutMs);
    let next = 0;
    const worker = async () => {
      while (next < wanted.length && !budget.aborted) {
        const index = wanted[next++]!;
        const title = await recordTitle(baseUrl, apiKey, bills[index], timeoutMs, budget);
        if (title) titles.set(index, title);
      }
    };
    await Promise.all(Array.from({ length: Math.min(RECORD_CONCURRENCY, wanted.length) }, worker));
  }

  const items: NewsItem[] = [];
  bills.forEach((bill, index) => {
    const item = normalizeCongressBill(bill, { title: titles.get(index) });
    if (item) items.push(item);
  });
  return items;
}

async function recordTitle(
  baseUrl: string,
  apiKey: string,
  bill: unknown,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  const ref = billRefOf(bill);
  if (!ref) return undefined;
  try {
    const reply = await fetchUpstreamJson(apiUrl(baseUrl, billRecordPath(ref), apiKey), { sourceName: name, timeoutMs, signal });
    const record = congressBillRecordSchema.safeParse(reply);
    const parsed = record.success ? congressBillSchema.safeParse(record.data.bill) : undefined;
    const title = parsed?.success ? parsed.data.title?.trim() : undefined;
    return title || undefined;
  } catch {
    return undefined;
  }
}
