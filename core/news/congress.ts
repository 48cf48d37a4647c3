/**
 * Congress.gov API v3 bills → news items. The list (`GET /v3/bill`) gives each bill's type,
 * number, origin chamber, title (sometimes empty) and latest action; the bill's own record
 * (`GET /v3/bill/{congress}/{type}/{number}`) has the title when the list left it empty.
 * Everything an item says comes from those fields.
 */
import { z } from 'zod';
import { newsAudioPath, type NewsCategory, type NewsChamber, type NewsItem } from '../schemas/news';
import { BILL_TYPES, billPageUrl, billTypeCode, formatBillNumber, ordinal, type BillTypeCode } from './bills';
import { easternToInstant, isCalendarDate } from './eastern';
import { longDate, plainText, sentence } from './text';

const latestActionSchema = z.object({
  actionDate: z.string(),
  actionTime: z.string().nullish(),
  text: z.string().nullish(),
});

/** One bill as the list and the bill record both give it (extra fields are ignored). */
export const congressBillSchema = z.object({
  congress: z.coerce.number().int().positive().max(999),
  type: z.string(),
  number: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,6}$/)),
  originChamber: z.string().nullish(),
  title: z.string().nullish(),
  latestAction: latestActionSchema.nullish(),
  updateDate: z.string().nullish(),
});
export type CongressBill = z.infer<typeof congressBillSchema>;

export const congressBillListSchema = z.object({ bills: z.array(z.unknown()) });
export const congressBillRecordSchema = z.object({ bill: z.unknown() });

/** A bill's key for the API and our item id. */
export interface BillRef {
  congress: number;
  type: BillTypeCode;
  number: string;
}

export function billRefOf(raw: unknown): BillRef | null {
  const parsed = congressBillSchema.safeParse(raw);
  if (!parsed.success) return null;
  const type = billTypeCode(parsed.data.type);
  return type ? { congress: parsed.data.congress, type, number: parsed.data.number } : null;
}

export const billNewsId = ({ congress, type, number }: BillRef): string => `congress-${congress}-${type.toLowerCase()}-${number}`;

/** Path of the bill's record under the API root: /bill/117/hr/21. */
export const billRecordPath = ({ congress, type, number }: BillRef): string => `/bill/${congress}/${type.toLowerCase()}/${number}`;

// A floor or committee vote, as Congress.gov words its actions ("On passage Passed by the Yeas
// and Nays", "Passed Senate ... by Unanimous Consent", "Failed of passage", "Roll no. 105").
const VOTE_PATTERN =
  /\b(roll no\.|record(ed)? vote|yea-nay vote|yeas and nays|voice vote|division vote|by unanimous consent|on passage|passed|failed of passage|cloture)\b/i;
const HEARING_PATTERN = /\bhearings?\b/i;

/** hearing when the latest action is a hearing, vote when it records a vote, else legislation. */
export function billCategory(actionText: string): NewsCategory {
  if (HEARING_PATTERN.test(actionText)) return 'hearing';
  if (VOTE_PATTERN.test(actionText)) return 'vote';
  return 'legislation';
}

// Steps only reached after both chambers acted.
const BOTH_CHAMBERS_PATTERN =
  /\b(became (public|private) law|signed by (the )?president|presented to (the )?president|vetoed|veto message|resolving differences|conference report|cleared for white house)\b/i;

/**
 * Where the bill stands: its chamber of origin, or both once its latest action involves the
 * other chamber ("Received in the Senate" for a House bill) or a step after both voted.
 * A simple resolution (H.Res., S.Res.) only ever concerns its own chamber.
 */
export function billChamber(type: BillTypeCode, actionText: string): NewsChamber {
  const origin = BILL_TYPES[type].chamber;
  if (type === 'HRES' || type === 'SRES') return origin;
  if (BOTH_CHAMBERS_PATTERN.test(actionText)) return 'both';
  const other = origin === 'house' ? /\bSenate\b/ : /\bHouse\b/;
  return other.test(actionText) ? 'both' : origin;
}

export interface NormalizeBillOptions {
  /** A title found elsewhere (the bill's record, or the stored item) when the list has none. */
  title?: string;
}

/** One Congress.gov bill as a news item; null when the record lacks what an item needs. */
export function normalizeCongressBill(raw: unknown, options: NormalizeBillOptions = {}): NewsItem | null {
  const parsed = congressBillSchema.safeParse(raw);
  if (!parsed.success) return null;
  const bill = parsed.data;
  const ref = billRefOf(bill);
  if (!ref) return null;

  const action = bill.latestAction && isCalendarDate(bill.latestAction.actionDate) ? bill.latestAction : null;
  const actionText = plainText(action?.text);
  const published =
    (action && easternToInstant(action.actionDate, action.actionTime ?? undefined)) ??
    (bill.updateDate ? easternToInstant(bill.updateDate.slice(0, 10)) : null);
  if (!published) return null;

  const billNumber = formatBillNumber(ref.type, ref.number);
  const title = plainText(bill.title) || plainText(options.title) || billNumber;
  const about = `A ${BILL_TYPES[ref.type].kind} (${billNumber}) in the ${ordinal(ref.congress)} Congress.`;
  const summary = action && actionText ? `${about} Latest action on ${longDate(action.actionDate)}: ${sentence(actionText)}` : about;
  const id = billNewsId(ref);

  return {
    id,
    title,
    category: billCategory(actionText),
    billNumber,
    chamber: billChamber(ref.type, actionText),
    publishedDate: published.toISOString(),
    audioUrl: newsAudioPath(id),
    sourceUrl: billPageUrl(ref.congress, ref.type, ref.number),
    summary,
    source: 'congress',
    metadata: {
      latestAction: action && actionText ? { text: actionText, actionDate: action.actionDate } : null,
      significant: false,
      agencies: [],
    },
  };
}

/** True when the list gave the bill no title (the bill's own record then has it). */
export function lacksTitle(raw: unknown): boolean {
  const parsed = congressBillSchema.safeParse(raw);
  return parsed.success && plainText(parsed.data.title) === '';
}
