/**
 * Federal Register API v1 documents (`GET /api/v1/documents.json`) → news items. The summary is
 * the document's own abstract; a document without one (presidential documents often have none)
 * is described only by what the record states: its type, agencies and publication date.
 */
import { z } from 'zod';
import { newsAudioPath, type NewsItem } from '../schemas/news';
import { easternToInstant, isCalendarDate } from './eastern';
import { longDate, plainText, sentence } from './text';

/** The document types the news asks for (`conditions[type][]`), as the API spells them. */
export const FEDERAL_REGISTER_TYPES = ['RULE', 'PRORULE', 'PRESDOCU'] as const;

/** The fields the news asks for (`fields[]`). */
export const FEDERAL_REGISTER_FIELDS = [
  'abstract',
  'action',
  'agencies',
  'document_number',
  'html_url',
  'publication_date',
  'significant',
  'title',
  'type',
] as const;

const agencySchema = z.looseObject({ name: z.string().nullish(), raw_name: z.string().nullish() });

export const federalRegisterDocumentSchema = z.object({
  document_number: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  title: z.string().nullish(),
  type: z.string().nullish(),
  abstract: z.string().nullish(),
  action: z.string().nullish(),
  html_url: z.string(),
  publication_date: z.string(),
  agencies: z.array(agencySchema).nullish(),
  significant: z.boolean().nullish(),
});

/** A reply with no match has no `results` at all. */
export const federalRegisterListSchema = z.object({
  count: z.number().optional(),
  results: z.array(z.unknown()).optional(),
});

/** Only links to the Federal Register's own site are kept (an upstream can't send users elsewhere). */
export function officialDocumentUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname === 'www.federalregister.gov' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export const federalRegisterNewsId = (documentNumber: string): string => `fr-${documentNumber.toLowerCase()}`;

function agencyNames(agencies: z.infer<typeof agencySchema>[] | null | undefined): string[] {
  const names: string[] = [];
  for (const agency of agencies ?? []) {
    const name = plainText(agency.name) || plainText(agency.raw_name);
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

function listWords(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** One Federal Register document as a news item; null when the record lacks what an item needs. */
export function normalizeFederalRegisterDocument(raw: unknown): NewsItem | null {
  const parsed = federalRegisterDocumentSchema.safeParse(raw);
  if (!parsed.success) return null;
  const doc = parsed.data;
  const title = plainText(doc.title);
  const sourceUrl = officialDocumentUrl(doc.html_url);
  if (!title || !sourceUrl || !isCalendarDate(doc.publication_date)) return null;
  const published = easternToInstant(doc.publication_date);
  if (!published) return null;

  const agencies = agencyNames(doc.agencies);
  const documentType = plainText(doc.type) || undefined;
  const abstract = plainText(doc.abstract);
  const action = plainText(doc.action);
  const described = `${documentType ? `A ${documentType.toLowerCase()}` : 'A document'}${agencies.length ? ` from the ${listWords(agencies)}` : ''}, published in the Federal Register on ${longDate(doc.publication_date)}.`;
  const id = federalRegisterNewsId(doc.document_number);

  return {
    id,
    title,
    category: 'regulation',
    billNumber: null,
    chamber: null,
    publishedDate: published.toISOString(),
    audioUrl: newsAudioPath(id),
    sourceUrl,
    summary: abstract ? sentence(abstract) : described,
    source: 'federal-register',
    metadata: {
      latestAction: action ? { text: action, actionDate: doc.publication_date } : null,
      significant: doc.significant === true,
      agencies,
      ...(documentType ? { documentType } : {}),
    },
  };
}
