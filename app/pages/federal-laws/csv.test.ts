import { describe, expect, it } from 'vitest';
import type { FederalLaw } from '../../../core/schemas/legal';
import { csvField, exportFileName, lawsToCsv } from './csv';

const fdcpa: FederalLaw = {
  id: 'fdcpa-contact-times',
  title: 'Fair Debt Collection Practices Act — when collectors may contact you',
  citation: '15 U.S.C. § 1692c',
  summary: 'A debt collector may not call you at "inconvenient" times, such as before 8 a.m.,\nor at work if your employer forbids it.',
  category: 'debt-collection',
  subcategory: 'Contact rules',
  penalties: 'Civil liability: actual damages, plus costs',
  government_source: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
  confidence: 99,
  kind: 'guide',
  usc: { title: 15, section: '1692c' },
  govinfoUrl: 'https://www.govinfo.gov/link/uscode/15/1692c?link-type=html',
  hasFullText: true,
};

/** A minimal RFC 4180 reader, to check that what we write reads back as the same values. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(field), (field = ''));
    else if (c === '\r' && text[i + 1] === '\n') (row.push(field), rows.push(row), (row = []), (field = ''), i++);
    else field += c;
  }
  return rows;
}

describe('Export Database CSV', () => {
  it('starts with the header row and has one row per law, CRLF line ends', () => {
    const csv = lawsToCsv([fdcpa, { ...fdcpa, id: 'b' }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,title,citation,category,subcategory,summary,penalties,confidence,kind,official_text_url,govinfo_url');
    expect(parseCsv(csv)).toHaveLength(3);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes every field so that it reads back unchanged: commas, quotes, line breaks, § and —', () => {
    const [, row] = parseCsv(lawsToCsv([fdcpa]));
    expect(row).toEqual([
      fdcpa.id,
      fdcpa.title,
      '15 U.S.C. § 1692c',
      'debt-collection',
      'Contact rules',
      fdcpa.summary,
      'Civil liability: actual damages, plus costs',
      '99',
      'guide',
      fdcpa.government_source,
      fdcpa.govinfoUrl,
    ]);
  });

  it('quotes only fields that need it and doubles inner quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('keeps a cell that looks like a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes only the header for an empty list', () => {
    expect(parseCsv(lawsToCsv([]))).toEqual([
      [
        'id',
        'title',
        'citation',
        'category',
        'subcategory',
        'summary',
        'penalties',
        'confidence',
        'kind',
        'official_text_url',
        'govinfo_url',
      ],
    ]);
  });

  it('names the file federal-laws-YYYY-MM-DD.csv with the local date', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('federal-laws-2025-01-05.csv');
    expect(exportFileName(new Date(2025, 11, 31, 0, 1))).toBe('federal-laws-2025-12-31.csv');
  });
});
