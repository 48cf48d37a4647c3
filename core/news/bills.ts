/**
 * Bill and resolution types of Congress.gov (API v3 `type`: HR, S, HJRES, SJRES, HCONRES,
 * SCONRES, HRES, SRES), with the citation form Congress.gov prints ("H.R. 1234") and the path
 * of the bill's page on www.congress.gov.
 */
export interface BillType {
  /** As printed before the number. */
  prefix: string;
  /** Plain words for the summary. */
  kind: string;
  /** Segment of https://www.congress.gov/bill/{n}th-congress/{segment}/{number}. */
  pathSegment: string;
  chamber: 'house' | 'senate';
}

export const BILL_TYPES = {
  HR: { prefix: 'H.R.', kind: 'House bill', pathSegment: 'house-bill', chamber: 'house' },
  S: { prefix: 'S.', kind: 'Senate bill', pathSegment: 'senate-bill', chamber: 'senate' },
  HJRES: { prefix: 'H.J.Res.', kind: 'House joint resolution', pathSegment: 'house-joint-resolution', chamber: 'house' },
  SJRES: { prefix: 'S.J.Res.', kind: 'Senate joint resolution', pathSegment: 'senate-joint-resolution', chamber: 'senate' },
  HCONRES: { prefix: 'H.Con.Res.', kind: 'House concurrent resolution', pathSegment: 'house-concurrent-resolution', chamber: 'house' },
  SCONRES: { prefix: 'S.Con.Res.', kind: 'Senate concurrent resolution', pathSegment: 'senate-concurrent-resolution', chamber: 'senate' },
  HRES: { prefix: 'H.Res.', kind: 'House resolution', pathSegment: 'house-resolution', chamber: 'house' },
  SRES: { prefix: 'S.Res.', kind: 'Senate resolution', pathSegment: 'senate-resolution', chamber: 'senate' },
} as const satisfies Record<string, BillType>;

export type BillTypeCode = keyof typeof BILL_TYPES;

/** "hr", "H.R.", "HR" → "HR"; undefined for anything else. */
export function billTypeCode(type: string): BillTypeCode | undefined {
  const code = type.replace(/[.\s]/g, '').toUpperCase();
  return code in BILL_TYPES ? (code as BillTypeCode) : undefined;
}

/** "H.R. 1234". */
export function formatBillNumber(type: BillTypeCode, number: string | number): string {
  return `${BILL_TYPES[type].prefix} ${String(number).trim()}`;
}

import { ordinal } from '../ordinal';

export { ordinal };

/**
 * The bill's page on Congress.gov, e.g. https://www.congress.gov/bill/117th-congress/senate-bill/1234
 * (the form of `legislationUrl` in the Congress.gov API's own OpenAPI description).
 */
export function billPageUrl(congress: number, type: BillTypeCode, number: string | number): string {
  return `https://www.congress.gov/bill/${ordinal(congress)}-congress/${BILL_TYPES[type].pathSegment}/${String(number).trim()}`;
}
