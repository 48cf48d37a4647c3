import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newsItemSchema } from '../schemas/news';
import { billCategory, billChamber, congressBillListSchema, congressBillRecordSchema, lacksTitle, normalizeCongressBill } from './congress';
import { federalRegisterListSchema, normalizeFederalRegisterDocument } from './federalRegister';
import { billPageUrl, formatBillNumber, ordinal } from './bills';

// Real recorded replies (see fixtures/README.md).
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const billList = congressBillListSchema.parse(fixture('congress-bill-list.json'));
const billRecord = congressBillRecordSchema.parse(fixture('congress-bill-117-hr-21.json'));
const frFull = federalRegisterListSchema.parse(fixture('federal-register-documents-full.json'));
const frList = federalRegisterListSchema.parse(fixture('federal-register-documents-list.json'));

describe('Congress.gov bills (recorded GET /v3/bill)', () => {
  const items = billList.bills.map((b) => normalizeCongressBill(b));

  it('turns every bill of the list into a valid news item with a unique id', () => {
    expect(items).toHaveLength(20);
    for (const item of items) expect(newsItemSchema.parse(item)).toEqual(item);
    expect(new Set(items.map((i) => i!.id)).size).toBe(20);
  });

  it('maps the MORE Act: number, chamber, category, official page, Eastern action time, summary from its latest action', () => {
    expect(items[0]).toEqual({
      id: 'congress-117-hr-3617',
      title: 'MORE Act',
      category: 'legislation',
      billNumber: 'H.R. 3617',
      chamber: 'house',
      // 12:34:43 on 1 April 2022 in Washington (EDT, UTC-4).
      publishedDate: '2022-04-01T16:34:43.000Z',
      audioUrl: '/api/congress/news/congress-117-hr-3617/audio',
      sourceUrl: 'https://www.congress.gov/bill/117th-congress/house-bill/3617',
      summary:
        'A House bill (H.R. 3617) in the 117th Congress. Latest action on April 1, 2022: Motion to reconsider laid on the table Agreed to without objection.',
      source: 'congress',
      metadata: {
        latestAction: { text: 'Motion to reconsider laid on the table Agreed to without objection.', actionDate: '2022-04-01' },
        significant: false,
        agencies: [],
      },
    });
  });

  it('formats resolutions and dates an action without a time at midnight Eastern', () => {
    const hres = items.find((i) => i!.id === 'congress-117-hres-1021')!;
    expect(hres.billNumber).toBe('H.Res. 1021');
    expect(hres.sourceUrl).toBe('https://www.congress.gov/bill/117th-congress/house-resolution/1021');
    expect(hres.publishedDate).toBe('2022-04-01T04:00:00.000Z');
  });

  it('never invents a title: the list leaves most titles empty, so the bill number stands in', () => {
    expect(lacksTitle(billList.bills[1])).toBe(true);
    expect(items[1]!.title).toBe('H.R. 7343');
    expect(normalizeCongressBill(billList.bills[1], { title: 'A title from the bill record' })!.title).toBe('A title from the bill record');
    expect(lacksTitle(billList.bills[0])).toBe(false);
  });

  it('reads the bill record (GET /v3/bill/117/hr/21): received in the Senate means both chambers', () => {
    const item = normalizeCongressBill(billRecord.bill)!;
    expect(item).toMatchObject({
      id: 'congress-117-hr-21',
      title: 'FedRAMP Authorization Act',
      billNumber: 'H.R. 21',
      chamber: 'both',
      category: 'legislation',
      // 6 January 2021 is winter time (EST, UTC-5).
      publishedDate: '2021-01-06T05:00:00.000Z',
      sourceUrl: 'https://www.congress.gov/bill/117th-congress/house-bill/21',
    });
    expect(item.summary).toBe(
      'A House bill (H.R. 21) in the 117th Congress. Latest action on January 6, 2021: Received in the Senate and Read twice and referred to the Committee on Homeland Security and Governmental Affairs.',
    );
  });

  it('skips records it cannot use instead of making something up', () => {
    const base = billList.bills[0] as Record<string, unknown>;
    expect(normalizeCongressBill({ ...base, type: 'XYZ' })).toBeNull();
    expect(normalizeCongressBill({ ...base, number: '12; DROP' })).toBeNull();
    expect(normalizeCongressBill({ ...base, latestAction: { actionDate: 'yesterday', text: 'x' }, updateDate: undefined })).toBeNull();
    expect(normalizeCongressBill(null)).toBeNull();
    expect(normalizeCongressBill('a bill')).toBeNull();
  });
});

describe('bill numbers, chambers and categories', () => {
  it.each([
    ['HR', '1234', 'H.R. 1234'],
    ['S', '5', 'S. 5'],
    ['HJRES', '12', 'H.J.Res. 12'],
    ['SJRES', '3', 'S.J.Res. 3'],
    ['HCONRES', '7', 'H.Con.Res. 7'],
    ['SCONRES', '8', 'S.Con.Res. 8'],
    ['HRES', '1021', 'H.Res. 1021'],
    ['SRES', '44', 'S.Res. 44'],
  ] as const)('%s %s is written "%s"', (type, number, expected) => {
    expect(formatBillNumber(type, number)).toBe(expected);
  });

  it('accepts the lower-case types of API paths', () => {
    const item = normalizeCongressBill({
      congress: 118,
      type: 's',
      number: 1234,
      title: 'A Senate bill',
      latestAction: { actionDate: '2023-04-20', text: 'Read twice.' },
    })!;
    expect(item.billNumber).toBe('S. 1234');
    expect(item.chamber).toBe('senate');
    expect(item.sourceUrl).toBe('https://www.congress.gov/bill/118th-congress/senate-bill/1234');
  });

  it('writes Congress ordinals the way congress.gov does', () => {
    expect([111, 112, 113, 117, 118, 121, 122, 123].map(ordinal)).toEqual([
      '111th',
      '112th',
      '113th',
      '117th',
      '118th',
      '121st',
      '122nd',
      '123rd',
    ]);
    expect(billPageUrl(117, 'SJRES', '3')).toBe('https://www.congress.gov/bill/117th-congress/senate-joint-resolution/3');
  });

  it.each([
    ['Passed Senate without amendment by Unanimous Consent.', 'vote'],
    ['On passage Passed by the Yeas and Nays: 220 - 207 (Roll no. 105).', 'vote'],
    ['Passed/agreed to in House: On motion to suspend the rules and pass the bill Agreed to by voice vote.', 'vote'],
    ['Subcommittee Hearings Held', 'hearing'],
    ['Committee on the Judiciary. Hearings held.', 'hearing'],
    ['Referred to the House Committee on Financial Services.', 'legislation'],
    ['Introduced in House', 'legislation'],
  ] as const)('"%s" is %s', (text, category) => {
    expect(billCategory(text)).toBe(category);
  });

  it.each([
    ['HR', 'Referred to the House Committee on Financial Services.', 'house'],
    ['HR', 'Received in the Senate and Read twice and referred to the Committee on Finance.', 'both'],
    ['S', 'Read twice and referred to the Committee on Finance.', 'senate'],
    ['S', 'Referred to the House Committee on Energy and Commerce.', 'both'],
    ['HR', 'Became Public Law No: 117-108.', 'both'],
    ['SJRES', 'Presented to President.', 'both'],
    ['HRES', 'Resolution agreed to in House; message on Senate action noted.', 'house'],
  ] as const)('%s with "%s" stands in %s', (type, text, chamber) => {
    expect(billChamber(type, text)).toBe(chamber);
  });
});

describe('Federal Register documents (recorded documents.json replies)', () => {
  it('maps a full record: abstract as summary, agencies, official link, publication date at midnight Eastern', () => {
    const item = normalizeFederalRegisterDocument(frFull.results![1])!;
    expect(newsItemSchema.parse(item)).toEqual(item);
    expect(item).toEqual({
      id: 'fr-2017-27513',
      title: 'Notice of Amendment to ASC Rules of Operation Governing Frequency of Regular Meetings of the Appraisal Subcommittee',
      category: 'regulation',
      billNumber: null,
      chamber: null,
      publishedDate: '2017-12-21T05:00:00.000Z',
      audioUrl: '/api/congress/news/fr-2017-27513/audio',
      sourceUrl:
        'https://www.federalregister.gov/documents/2017/12/21/2017-27513/notice-of-amendment-to-asc-rules-of-operation-governing-frequency-of-regular-meetings-of-the',
      summary:
        'The Appraisal Subcommittee (ASC) of the Federal Financial Institutions Examination Council is amending section 3.06(e) of the ASC Rules of Operation, which addresses the scheduling of regular Meetings of the ASC. As amended, the ASC will meet at least quarterly instead of every two months (bi-monthly).',
      source: 'federal-register',
      metadata: {
        latestAction: {
          text: 'Notice of amendment to ASC Rules of Operation governing frequency of regular Meetings of the Appraisal Subcommittee.',
          actionDate: '2017-12-21',
        },
        significant: false,
        agencies: ['Federal Financial Institutions Examination Council'],
        documentType: 'Notice',
      },
    });
  });

  it('describes a document without an abstract only by its own fields (the fields-subset list of 129)', () => {
    const items = frList.results!.map(normalizeFederalRegisterDocument);
    expect(items).toHaveLength(129);
    expect(items.every((i) => i !== null)).toBe(true);
    expect(items[1]).toMatchObject({
      id: 'fr-2016-04047',
      title: 'Livestock Mandatory Reporting: Revision of Lamb Reporting Requirements',
      summary:
        'A document from the Agriculture Department and Agricultural Marketing Service, published in the Federal Register on February 29, 2016.',
      metadata: { agencies: ['Agriculture Department', 'Agricultural Marketing Service'], significant: false, latestAction: null },
    });
  });

  it('keeps the significant flag and the document type', () => {
    const doc = { ...(frFull.results![0] as object), type: 'Rule', significant: true };
    const item = normalizeFederalRegisterDocument(doc)!;
    expect(item.metadata).toMatchObject({ significant: true, documentType: 'Rule' });
  });

  it('refuses links off federalregister.gov and records without a title or date', () => {
    const doc = frFull.results![0] as Record<string, unknown>;
    expect(normalizeFederalRegisterDocument({ ...doc, html_url: 'javascript:alert(1)' })).toBeNull();
    expect(normalizeFederalRegisterDocument({ ...doc, html_url: 'https://federalregister.gov.example.com/x' })).toBeNull();
    expect(normalizeFederalRegisterDocument({ ...doc, html_url: 'http://www.federalregister.gov/documents/x' })).toBeNull();
    expect(normalizeFederalRegisterDocument({ ...doc, title: '' })).toBeNull();
    expect(normalizeFederalRegisterDocument({ ...doc, publication_date: '2017-02-30' })).toBeNull();
    expect(normalizeFederalRegisterDocument({ ...doc, document_number: '../../etc' })).toBeNull();
  });

  it('strips markup from upstream text', () => {
    const doc = {
      ...(frFull.results![0] as object),
      title: 'Rules &amp; <i>Regulations</i>',
      abstract: '<p>The rule   changes\nthings</p>',
    };
    const item = normalizeFederalRegisterDocument(doc)!;
    expect(item.title).toBe('Rules & Regulations');
    expect(item.summary).toBe('The rule changes things.');
  });
});
