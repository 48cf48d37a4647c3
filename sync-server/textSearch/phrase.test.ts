/**
 * Phrase search ignores punctuation the way the index does (docs/evidence.md): a phrase pasted
 * from the official text, commas, hyphens, apostrophes and section signs included, finds its
 * section first. 50 sections drawn with a fixed seed from the whole Code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getCorpusData } from '../../core/laws/corpus';
import { getLawText } from '../lawText';
import { TEST_LAW_INDEX_DIR } from '../../test-support/server/lawIndexDir';
import { indexFileName, TextIndex } from './db';
import { parseTextQuery } from './query';

const lawText = getLawText();
const index = new TextIndex(`${TEST_LAW_INDEX_DIR}/${indexFileName(lawText.releasePoint)}`);
afterAll(() => index.close());

/** A small seeded generator (mulberry32), so the 50 sections are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const search = (q: string) => index.search(parseTextQuery(q)!, { offset: 0, limit: 3 }).hits.map((r) => `${r.title}/${r.section}`);

describe('a phrase pasted from the Code finds its section', { timeout: 120_000 }, () => {
  it('the issue’s phrases, punctuation and all', () => {
    expect(search('"means an electronic, magnetic, optical, electrochemical, or other high speed data processing device"')).toContain(
      '18/1030',
    );
    expect(search('"at a rate not less than one and one-half times the regular rate"')).toContain('29/207');
    expect(search('"at the consumer\'s place of employment if the debt collector knows"')[0]).toBe('15/1692c');
  });

  it('≥ 48 of 50 phrases from seeded random sections find their section first', async () => {
    const next = random(20261128);
    const sections = getCorpusData().sections.filter((row) => !row[4]);
    const misses: string[] = [];
    let tried = 0;
    while (tried < 50) {
      const [title, section] = sections[Math.floor(next() * sections.length)]!;
      const text = (await lawText.section(title, section))?.text;
      // A line of the section's own words with punctuation in it (not the number or heading).
      const lines = (text ?? '')
        .split('\n')
        .slice(2)
        .filter((l) => l.split(/\s+/).length >= 14 && /[,’'§-]/.test(l));
      if (!lines.length) continue;
      const tokens = lines[Math.floor(next() * lines.length)]!.split(/\s+/);
      const start = Math.floor(next() * (tokens.length - 12));
      const phrase = tokens
        .slice(start, start + 12)
        .join(' ')
        .replace(/"/g, '');
      tried += 1;
      const found = search(`"${phrase}"`);
      if (found[0] !== `${title}/${section}`) misses.push(`${title}/${section} (got ${found[0] ?? 'nothing'}): ${phrase}`);
    }
    console.info(`pasted phrases found first: ${50 - misses.length}/50\n${misses.join('\n')}`);
    expect(50 - misses.length).toBeGreaterThanOrEqual(48);
  });
});
