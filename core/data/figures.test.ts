import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeFigures, figuresFile, serializeFigures } from '../../scripts/build-figures';
import { getLawRecords } from '../laws';
import { formatFigure, siteFigures } from './figures';

describe('the figures the information pages claim', () => {
  it('are what scripts/build-figures.ts counts from core/ now (run it when this fails)', async () => {
    const fresh = await computeFigures();
    expect(readFileSync(figuresFile, 'utf8'), 'core/data/generated/figures.json is stale: run npx tsx scripts/build-figures.ts').toBe(serializeFigures(fresh));
  }, 60_000);

  it('count the real library: every record, guides and sections adding up', () => {
    const records = getLawRecords();
    expect(siteFigures.laws.total).toBe(records.length);
    expect(siteFigures.laws.guides + siteFigures.laws.usCodeSections).toBe(records.length);
    expect(siteFigures.categories.topics + siteFigures.categories.usCodeTitles).toBe(siteFigures.categories.total);
  });

  it('are written for people', () => {
    expect(formatFigure(51386)).toBe('51,386');
    expect(formatFigure(98)).toBe('98');
  });
});
